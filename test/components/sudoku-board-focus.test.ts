import { expect, fixture, fixtureCleanup, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, EASY_SOLUTION, cell, tap } from './sudoku-board-helpers.ts';

const focusedCell = (el: SudokuBoard) => el.shadowRoot!.activeElement?.getAttribute('data-cell') ?? null;
const selectedCell = (el: SudokuBoard) =>
  el.shadowRoot!.querySelector('[role="gridcell"][aria-selected="true"]')!.getAttribute('data-cell');

describe('<sudoku-board> keyboard after the keypad', () => {
  it('arrow keys and digits still play after a keypad digit press', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    await tap(el, 0);
    const four = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.digits button')][3];
    four.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.value[0]).to.equal('4');
    // Cell 1 is blank in EASY; the arrow takes the selection there and the digit lands in it.
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(selectedCell(el)).to.equal('1');
    await sendKeys({ press: '5' });
    await el.updateComplete;
    expect(el.value.slice(0, 2)).to.equal('45');
    expect(focusedCell(el)).to.equal('1');
  });
});

describe('<sudoku-board> focus after a hint from the keyboard', () => {
  it('follows the selection to the hint cell', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    // Cell 2 is a given: the hint's cell (a placement) is another one.
    await tap(el, 2);
    cell(el, 2).focus();
    const hint = oneEvent(el, 'sudoku-hint');
    await sendKeys({ press: 'h' });
    await hint;
    await el.updateComplete;
    await el.updateComplete;
    const selected = selectedCell(el);
    expect(selected).to.not.equal('2');
    expect(focusedCell(el)).to.equal(selected);
    expect(cell(el, Number(selected)).tabIndex).to.equal(0);
  });
});

describe('<sudoku-board> focus after a new game', () => {
  afterEach(() => fixtureCleanup());

  /** The board solved by a reveal: the finished panel offers New puzzle. */
  async function finished(): Promise<SudokuBoard> {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    await el.load(EASY, { solution: EASY_SOLUTION, reveal: true });
    await waitUntil(() => newPuzzle(el), 'the finished panel offers a new puzzle', { timeout: 10_000 });
    return el;
  }
  const newPuzzle = (el: SudokuBoard): HTMLButtonElement | undefined =>
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.new-puzzle button')].find(
      (b) => b.textContent!.trim() === 'New puzzle',
    );

  it('Enter on New puzzle puts the focus on the new grid, where digits play', async () => {
    const el = await finished();
    newPuzzle(el)!.focus();
    const made = oneEvent(el, 'sudoku-change');
    await sendKeys({ press: 'Enter' });
    await made;
    await waitUntil(() => focusedCell(el) !== null, 'the focus is on a cell', { timeout: 10_000 });
    expect(focusedCell(el)).to.equal(selectedCell(el));
    const blank = el.givens.indexOf('.');
    cell(el, blank).focus();
    await sendKeys({ press: '5' });
    await el.updateComplete;
    expect(el.value[blank]).to.equal('5');
  });

  it('a load() while the player is on the board focuses its grid; while they type elsewhere, it leaves them be', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    await tap(el, 0);
    await el.load(EASY.replace('3', '.'));
    await waitUntil(() => focusedCell(el) !== null, 'the focus is on a cell');
    const input = document.createElement('input');
    document.body.append(input);
    try {
      input.focus();
      await el.load(EASY);
      await el.updateComplete;
      await new Promise((drawn) => setTimeout(drawn, 100));
      // Compared by name: chai's message for two unequal elements can take the page down while it renders them.
      expect(document.activeElement === input ? 'the input' : String(document.activeElement?.tagName)).to.equal(
        'the input',
      );
    } finally {
      input.remove();
    }
  });
});
