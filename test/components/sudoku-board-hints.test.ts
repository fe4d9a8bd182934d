// Tiered hints: where to look, then the technique and its cells, then the step applied.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SudokuBoard, SudokuHintDetail } from '../../src/components/index.ts';
import { UNITS } from '../../src/engine/grid.ts';
import { EASY, board, cell, cells, parts, tap, type } from './sudoku-board-helpers.ts';
import { nameOf, say } from '../words/say.ts';

/** top95 line 1: its first step is a hidden single, found in a unit. */
const HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

const message = (el: SudokuBoard) => el.shadowRoot!.querySelector('[part="message"]')!.textContent;
const highlighted = (el: SudokuBoard): number[] => cells(el).flatMap((c, i) => (parts(c).includes('hint') ? [i] : []));
const struck = (el: SudokuBoard) => el.shadowRoot!.querySelectorAll('.note.eliminate').length;

/** Records every sudoku-hint detail the board fires. */
function hintsOf(el: SudokuBoard): SudokuHintDetail[] {
  const seen: SudokuHintDetail[] = [];
  el.addEventListener('sudoku-hint', (e) => seen.push(e.detail));
  return seen;
}

describe('<sudoku-board> tiered hints', () => {
  for (const [name, puzzle, where] of [
    ['a cell (naked single)', EASY, /^Look at r\dc\d\.$/],
    ['a unit (hidden single)', HARD, /^Look at (row|column|box) \d\.$/],
  ] as const) {
    it(`first says where to look, ${name}, then the technique and its cells, then applies it`, async () => {
      const el = await board(puzzle);
      const events = hintsOf(el);
      const first = await el.hint();
      await el.updateComplete;
      const step = first.step!;
      expect(first).to.include({ tier: 1, applied: false, kind: 'step' });
      expect(first.text).to.match(where);
      expect(first.text).to.not.include(nameOf(step));
      expect(message(el)).to.equal(first.text);
      // The place is highlighted: the one cell, or every cell of the unit; no candidate is struck out yet.
      const unit = UNITS.find((u) => first.text === `Look at ${u.kind} ${u.index + 1}.`);
      const expected = unit ? [...unit.cells].sort((a, b) => a - b) : step.cells;
      expect(highlighted(el)).to.deep.equal(expected);
      expect(first.cells).to.deep.equal(expected);
      expect(struck(el)).to.equal(0);

      const second = await el.hint();
      await el.updateComplete;
      expect(second).to.include({ tier: 2, applied: false, text: say(step) });
      expect(second.text).to.include(nameOf(step));
      expect(message(el)).to.equal(say(step));
      for (const c of step.cells) expect(highlighted(el)).to.include(c);

      const third = await el.hint();
      await el.updateComplete;
      expect(third).to.include({ tier: 3, applied: true, text: say(step) });
      for (const { cell: c, digit } of step.placements) expect(el.value[c]).to.equal(String(digit));
      expect(message(el), 'the applied sentence stays').to.equal(say(step));
      expect(events.map((e) => [e.tier, e.applied])).to.deep.equal([
        [1, false],
        [2, false],
        [3, true],
      ]);
    });
  }

  it('draws the hint cells in the hint colour, over peers and equal digits, and a selected one as selected', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board theme="light" puzzle=${HARD}></sudoku-board>`);
    await el.updateComplete;
    await el.hint();
    await el.updateComplete;
    const hinted = highlighted(el);
    const background = (c: number) => getComputedStyle(cell(el, c)).backgroundColor;
    const HINT = 'rgb(251, 231, 161)';
    const lit = ['hint', 'peer', 'same-digit', 'selected', 'conflict', 'wrong'];
    const plain = cells(el).findIndex((c) => !parts(c).some((p) => lit.includes(p)));
    expect(background(plain), 'a plain cell').to.not.equal(HINT);
    // Selecting a hint cell: it looks selected, the other hint cells (peers of it, many) keep the hint colour.
    await tap(el, hinted[0]);
    expect(background(hinted[0]), 'the selected hint cell').to.not.equal(HINT);
    for (const c of hinted.slice(1)) expect(background(c), `hint cell ${c}`).to.equal(HINT);
  });

  it('starts again from where to look after a move', async () => {
    const el = await board();
    const first = await el.hint();
    const other = [...EASY].findIndex((c, i) => c === '.' && !first.cells.includes(i));
    await type(el, other, '1');
    await type(el, other, 'Backspace');
    const again = await el.hint();
    expect(again.tier).to.equal(1);
    expect(again.text).to.equal(first.text);
  });

  it('goes through the same tiers from the keypad and the H key', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    const events = hintsOf(el);
    const hintButton = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Hint')!;
    hintButton.click();
    await new Promise((resolve) => el.addEventListener('sudoku-hint', resolve, { once: true }));
    await tap(el, 0);
    cell(el, 0).focus();
    await sendKeys({ press: 'h' });
    await sendKeys({ press: 'h' });
    await el.updateComplete;
    expect(events.map((e) => e.tier)).to.deep.equal([1, 2, 3]);
  });
});
