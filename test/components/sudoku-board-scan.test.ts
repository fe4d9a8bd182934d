// Scan on the board: a picture (given to scan(), picked with the offer's Scan, dropped or pasted on the board) is
// read in the engine's worker and shown in "Check the grid" with its uncertain cells marked; the player fixes any
// cell and Play starts it. Nothing is played unchecked, and a picture that gives no grid leaves the game as it was.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, board } from './sudoku-board-helpers.ts';
import { flower, screenshot, transfer } from './picture-helpers.ts';

/** top95's first line: one solution. */
const HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

const root = (el: SudokuBoard): ShadowRoot => el.shadowRoot!;
const dialog = (el: SudokuBoard) => root(el).querySelector<HTMLDialogElement>('dialog.scan-check');
const inputs = (el: SudokuBoard) => [...root(el).querySelectorAll<HTMLInputElement>('.picture-grid input')];
const shownGrid = (el: SudokuBoard) =>
  inputs(el)
    .map((input) => input.value || '.')
    .join('');
const message = (el: SudokuBoard) => root(el).querySelector('[part="message"]')!.textContent!.trim();

function button(scope: ParentNode, text: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((b) => b.textContent!.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

const checkShown = (el: SudokuBoard) =>
  waitUntil(() => dialog(el)?.open && inputs(el).length === 81, 'no grid to check', { timeout: 10_000 });

describe('<sudoku-board> scan()', () => {
  it('scan() with no picture, not from a click, says that Scan needs one and opens nothing', async () => {
    const el = await board(EASY);
    // First in this file: no key was sent to the page yet, so there is no user activation, and no browser would open
    // a picker.
    expect(navigator.userActivation.isActive).to.equal(false);
    const outcome = await el.scan();
    expect(outcome).to.deep.equal({
      read: false,
      message: 'Scan opens the camera or the file picker only from a click or a tap.',
    });
    expect(root(el).querySelector('input[type=file]')).to.equal(null);
  });

  it('reads a screenshot in the worker, shows it to check, and Play starts it as a new game', async () => {
    const el = await board(EASY);
    const outcome = await el.scan(await screenshot(HARD));
    expect(outcome).to.deep.equal({ read: true, puzzle: HARD, uncertain: [] });
    await checkShown(el);
    expect(shownGrid(el)).to.equal(HARD);
    expect(dialog(el)!.querySelector('h2')!.textContent).to.equal('Check the grid');
    expect(dialog(el)!.textContent).to.contain('Compare the grid with the picture');
    expect(root(el).querySelectorAll('.picture-grid .uncertain').length).to.equal(0);
    await expect(el).to.be.accessible();
    // Nothing is played before the player says so.
    expect(el.givens).to.equal(EASY);
    const change = oneEvent(el, 'sudoku-change');
    button(dialog(el)!, 'Play').click();
    const { detail } = await change;
    expect(detail).to.include({ reason: 'new-game', source: 'scan' });
    expect(el.givens).to.equal(HARD);
    await waitUntil(() => !dialog(el), 'the dialog stayed');
  });

  it('marks a cell it is unsure of; the player types the right digit with the keyboard, and plays it', async () => {
    const el = await board(EASY);
    // The 8 of row 1, column 7 (cell 6) half rubbed out.
    const outcome = await el.scan(await screenshot(HARD, 6));
    expect(outcome.read).to.equal(true);
    await checkShown(el);
    const marked = inputs(el).flatMap((input, i) => (input.classList.contains('uncertain') ? [i] : []));
    expect(marked).to.include(6);
    expect(inputs(el)[6].getAttribute('aria-label')).to.match(/^row 1 column 7: .*, uncertain$/);
    expect(dialog(el)!.textContent).to.match(/\d+ cells? (is|are) uncertain \(marked\)/);
    // The focus is on the first marked cell, the grid's one tab stop; arrows move it.
    await waitUntil(() => root(el).activeElement === inputs(el)[marked[0]], 'the focus is not on it');
    expect(inputs(el).filter((input) => input.tabIndex === 0)).to.deep.equal([inputs(el)[marked[0]]]);
    inputs(el)[7].focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(root(el).activeElement).to.equal(inputs(el)[6]);
    expect(inputs(el).filter((input) => input.tabIndex === 0)).to.deep.equal([inputs(el)[6]]);
    await sendKeys({ press: '8' });
    expect(shownGrid(el)).to.equal(HARD);
    button(dialog(el)!, 'Play').click();
    await waitUntil(() => el.givens === HARD, 'not played', { timeout: 10_000 });
  });

  it('a phone keyboard (an input event, no usable key) replaces or clears a cell too', async () => {
    const el = await board(EASY);
    await el.scan(await screenshot(HARD));
    await checkShown(el);
    const first = inputs(el)[1];
    first.value = '7';
    first.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: '7' }));
    expect(shownGrid(el)[1]).to.equal('7');
    const given = inputs(el)[0];
    given.value = '';
    given.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    expect(shownGrid(el)[0]).to.equal('.');
    // A letter is no digit: the cell keeps what it had.
    given.value = 'x';
    given.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: 'x' }));
    expect(given.value).to.equal('');
    expect(shownGrid(el)[0]).to.equal('.');
  });

  it('a grid fixed into one with no solution is refused in the dialog, which stays open to fix it', async () => {
    const el = await board(EASY);
    await el.scan(await screenshot(HARD));
    await checkShown(el);
    // A second 4 in row 1 (cell 0 holds a 4): two equal digits in a row.
    inputs(el)[1].focus();
    await sendKeys({ press: '4' });
    button(dialog(el)!, 'Play').click();
    // The worker answers whether the grid has a solution: on a loaded machine that takes more than waitUntil's 1 s.
    await waitUntil(() => root(el).querySelector('.scan-check .problem')!.textContent!.trim() !== '', 'no word on it', {
      timeout: 10_000,
    });
    expect(dialog(el)!.open).to.equal(true);
    expect(el.givens).to.equal(EASY);
    // Fixed back, it plays.
    await sendKeys({ press: 'Delete' });
    button(dialog(el)!, 'Play').click();
    await waitUntil(() => el.givens === HARD, 'not played', { timeout: 10_000 });
  });

  it('Cancel (or Esc) closes it and the game goes on as it was', async () => {
    const el = await board(EASY);
    await el.scan(await screenshot(HARD));
    await checkShown(el);
    button(dialog(el)!, 'Cancel').click();
    await waitUntil(() => !dialog(el), 'still open');
    expect(el.givens).to.equal(EASY);
    await el.scan(await screenshot(HARD));
    await checkShown(el);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog(el), 'Esc did not close it');
    expect(el.givens).to.equal(EASY);
  });

  it('says why when a picture holds no Sudoku, or a file is no picture, and keeps the game', async () => {
    const el = await board(EASY);
    const none = await el.scan(await flower());
    expect(none).to.deep.equal({
      read: false,
      message: 'No Sudoku found in the picture. Take it again with the whole grid in view, from straight above.',
    });
    await waitUntil(() => message(el).startsWith('No Sudoku found'), 'not said on the board');
    const text = await el.scan(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(text.read).to.equal(false);
    expect(text.read === false && text.message).to.match(/^That file is not a picture/);
    expect(dialog(el)).to.equal(null);
    expect(el.givens).to.equal(EASY);
  });

  it('speaks the board’s language', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board lang="de" puzzle=${EASY}></sudoku-board>`);
    await el.updateComplete;
    await el.scan(await screenshot(HARD));
    await checkShown(el);
    expect(dialog(el)!.querySelector('h2')!.textContent).to.equal('Gitter prüfen');
    expect(button(dialog(el)!, 'Spielen').type).to.equal('submit');
    expect(inputs(el)[0].getAttribute('aria-label')).to.equal('Zeile 1 Spalte 1: 4');
  });
});

describe('<sudoku-board> pictures dropped or pasted on it, and its Scan control', () => {
  it('a picture dropped on the board is taken (the browser does not open it) and shown to check', async () => {
    const el = await board(EASY);
    const grid = root(el).querySelector('.grid')!;
    const init = { dataTransfer: transfer(await screenshot(HARD)), bubbles: true, composed: true, cancelable: true };
    expect(grid.dispatchEvent(new DragEvent('dragover', init)), 'the drag was refused').to.equal(false);
    expect(grid.dispatchEvent(new DragEvent('drop', init)), 'the drop was not taken').to.equal(false);
    await checkShown(el);
    expect(shownGrid(el)).to.equal(HARD);
  });

  it('a picture pasted on the board is shown to check; a paste of text is left alone', async () => {
    const el = await board(EASY);
    const text = new DataTransfer();
    text.setData('text/plain', HARD);
    const pasteText = new ClipboardEvent('paste', {
      clipboardData: text,
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    expect(el.dispatchEvent(pasteText)).to.equal(true);
    const clipboardData = transfer(await screenshot(HARD));
    const event = new ClipboardEvent('paste', { clipboardData, bubbles: true, composed: true, cancelable: true });
    // Firefox gives a script-made paste event a copy of clipboardData without its files (a real Ctrl+V keeps them).
    if (event.clipboardData?.files.length !== 1)
      Object.defineProperty(event, 'clipboardData', { value: clipboardData });
    expect(root(el).querySelector('.grid')!.dispatchEvent(event)).to.equal(false);
    await checkShown(el);
    expect(shownGrid(el)).to.equal(HARD);
  });

  it('the offer has Scan, which opens the camera on a phone (capture) or the file picker, for pictures', async () => {
    const el = await board(EASY);
    button(root(el), 'New game').click();
    await waitUntil(() => root(el).querySelector('.new-puzzle'), 'no offer');
    const scan = button(root(el), 'Scan');
    const input = scan.nextElementSibling as HTMLInputElement;
    expect(input.type).to.equal('file');
    expect(input.accept).to.equal('image/*');
    expect(input.getAttribute('capture')).to.equal('environment');
    // The picker opens from the button's click (a browser opens none otherwise).
    const opened = new Promise<void>((resolve) => input.addEventListener('click', () => resolve(), { once: true }));
    input.addEventListener('click', (event) => event.preventDefault(), { once: true });
    scan.click();
    await opened;
    // The picture picked is read and shown to check.
    Object.defineProperty(input, 'files', { value: transfer(await screenshot(HARD)).files });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await checkShown(el);
    expect(shownGrid(el)).to.equal(HARD);
  });

  it('a readonly board takes no picture: the page decides what it plays', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board readonly puzzle=${EASY}></sudoku-board>`);
    await el.updateComplete;
    const outcome = await el.scan(await screenshot(HARD));
    expect(outcome.read).to.equal(false);
    expect(dialog(el)).to.equal(null);
  });
});
