// Digit-first input (input-mode="digit-first"), right-click and long press for notes, and a typed digit the cell
// already holds taking it out.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, EASY_SOLUTION, cell, firstBlank, parts, type } from './sudoku-board-helpers.ts';

const keypadDigit = (el: SudokuBoard, digit: number): HTMLButtonElement =>
  el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.digits button')[digit - 1];
const button = (el: SudokuBoard, name: string): HTMLButtonElement =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === name)!;
const notesOf = (el: SudokuBoard, index: number): string =>
  /notes ([\d ]+)/.exec(cell(el, index).getAttribute('aria-label')!)?.[1] ?? '';
const blanks = [...EASY].flatMap((c, i) => (c === '.' ? [i] : []));

/** A real mouse click (left or right) in the middle of a cell. */
async function clickCell(el: SudokuBoard, index: number, button: 'left' | 'right' = 'left'): Promise<void> {
  const rect = cell(el, index).getBoundingClientRect();
  await sendMouse({
    type: 'click',
    button,
    position: [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)],
  });
  await el.updateComplete;
}

async function digitFirstBoard(): Promise<SudokuBoard> {
  return fixture<SudokuBoard>(html`<sudoku-board keypad input-mode="digit-first" puzzle=${EASY}></sudoku-board>`);
}

describe('<sudoku-board> digit-first input', () => {
  afterEach(() => sendMouse({ type: 'move', position: [0, 0] }));

  it('keeps a picked keypad digit pressed, marks its cells, and each tap writes it; a second tap takes it out', async () => {
    const el = await digitFirstBoard();
    expect(el.inputMode).to.equal('digit-first');
    const [a, b] = blanks;
    const digit = Number(EASY_SOLUTION[a]);
    keypadDigit(el, digit).click();
    await el.updateComplete;
    expect(keypadDigit(el, digit).getAttribute('aria-pressed')).to.equal('true');
    expect(keypadDigit(el, digit === 1 ? 2 : 1).getAttribute('aria-pressed')).to.equal('false');
    // Every given with the digit is marked, wherever the selection is.
    const givenWithIt = [...EASY].findIndex((c) => c === String(digit));
    expect(parts(cell(el, givenWithIt))).to.include('same-digit');

    await clickCell(el, a);
    expect(el.value[a]).to.equal(String(digit));
    // The digit stays picked: the next tap writes it again.
    await clickCell(el, b);
    expect(el.value[b]).to.equal(String(digit));
    await clickCell(el, a);
    expect(el.value[a]).to.equal('.');
    // Pressed again, the digit is put down: a tap only selects.
    keypadDigit(el, digit).click();
    await el.updateComplete;
    expect(keypadDigit(el, digit).getAttribute('aria-pressed')).to.equal('false');
    await clickCell(el, a);
    expect(el.value[a]).to.equal('.');
  });

  it('toggles the picked digit as a note in notes mode', async () => {
    const el = await digitFirstBoard();
    const a = blanks[0];
    keypadDigit(el, 4).click();
    button(el, 'Notes').click();
    await el.updateComplete;
    await clickCell(el, a);
    expect(notesOf(el, a)).to.equal('4');
    expect(el.value[a]).to.equal('.');
    await clickCell(el, a);
    expect(notesOf(el, a)).to.equal('');
  });

  it('writes the picked digit with Enter on a cell, and keys keep their cell-first meaning', async () => {
    const el = await digitFirstBoard();
    const [a, b] = blanks;
    keypadDigit(el, 7).click();
    await type(el, a, 'Enter');
    expect(el.value[a]).to.equal('7');
    await type(el, b, '3');
    expect(el.value[b]).to.equal('3');
  });

  it('is off by default and for a value it does not know: keypad digits are typed, not picked', async () => {
    const el = await fixture<SudokuBoard>(
      html`<sudoku-board keypad input-mode="sideways" puzzle=${EASY}></sudoku-board>`,
    );
    const a = firstBlank(EASY);
    await clickCell(el, a);
    keypadDigit(el, 6).click();
    await el.updateComplete;
    expect(keypadDigit(el, 6).hasAttribute('aria-pressed')).to.equal(false);
    expect(el.value[a]).to.equal('6');
  });
});

describe('<sudoku-board> notes by right-click and long press, and clearing by the same digit', () => {
  afterEach(() => sendMouse({ type: 'move', position: [0, 0] }));

  it('takes a typed digit out of a cell that already holds it', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    const a = firstBlank(EASY);
    await type(el, a, '5');
    expect(el.value[a]).to.equal('5');
    await type(el, a, '5');
    expect(el.value[a]).to.equal('.');
    expect(await el.undo()).to.equal(true);
    expect(el.value[a]).to.equal('5');
  });

  it('right-click: the next digit is a note (cell-first), or the picked digit is (digit-first); no browser menu', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    const [a, b] = blanks;
    const menu = new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true });
    cell(el, b).dispatchEvent(menu);
    expect(menu.defaultPrevented, 'the browser menu is held back').to.equal(true);

    await clickCell(el, a, 'right');
    cell(el, a).focus();
    await sendKeys({ press: '2' });
    await el.updateComplete;
    expect(notesOf(el, a)).to.equal('2');
    // Only the next digit: the one after is placed.
    await type(el, b, '3');
    expect(el.value[b]).to.equal('3');

    el.inputMode = 'digit-first';
    await el.updateComplete;
    keypadDigit(el, 8).click();
    await el.updateComplete;
    await clickCell(el, a, 'right');
    expect(notesOf(el, a)).to.equal('2 8');
    expect(el.value[a]).to.equal('.');
  });

  it('long press (held still) writes the picked digit as a note; a short tap places it', async () => {
    const el = await digitFirstBoard();
    const [a, b] = blanks;
    keypadDigit(el, 9).click();
    await el.updateComplete;
    const rect = cell(el, a).getBoundingClientRect();
    const at: [number, number] = [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)];
    await sendMouse({ type: 'move', position: at });
    await sendMouse({ type: 'down' });
    await aTimeout(800);
    await sendMouse({ type: 'up' });
    await el.updateComplete;
    expect(notesOf(el, a)).to.equal('9');
    expect(el.value[a], 'the click that ends a long press places nothing').to.equal('.');

    await clickCell(el, b);
    expect(el.value[b]).to.equal('9');
  });
});
