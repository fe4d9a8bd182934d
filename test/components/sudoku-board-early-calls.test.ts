import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY } from './sudoku-board-helpers.ts';

/** A board made by script and not yet in the page: its first update has not run. */
function detachedBoard(puzzle?: string): SudokuBoard {
  const el = document.createElement('sudoku-board');
  if (puzzle !== undefined) el.setAttribute('puzzle', puzzle);
  return el;
}

describe('<sudoku-board> methods called before the board is in the page', () => {
  it('generate() resolves to the puzzle the board then shows', async () => {
    const el = detachedBoard();
    const made = await el.generate({ difficulty: 'easy', seed: 42 });
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    host.append(el);
    await el.updateComplete;
    await aTimeout(300);
    expect(el.givens).to.equal(made.puzzle);
    expect(el.difficulty).to.equal('easy');
  });

  it('solve() works on the puzzle attribute, and the board keeps what it did', async () => {
    const el = detachedBoard(EASY);
    const solved = await el.solve();
    expect(solved).to.match(/^[1-9]{81}$/);
    [...EASY].forEach((c, i) => c !== '.' && expect(solved![i]).to.equal(c));
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    host.append(el);
    await el.updateComplete;
    expect(el.givens).to.equal(EASY);
    expect(el.value).to.equal(solved);
  });

  it('hint() explains a step of the puzzle attribute', async () => {
    const el = detachedBoard(EASY);
    const hint = await el.hint();
    expect(hint.kind).to.equal('step');
    expect(hint.cells.length).to.be.greaterThan(0);
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    host.append(el);
    await el.updateComplete;
    expect(el.givens).to.equal(EASY);
  });
});
