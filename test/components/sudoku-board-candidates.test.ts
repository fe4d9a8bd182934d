// Candidates: the keypad's Fill candidates, and auto-candidates, which keeps them up to date as digits go in.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import { PEERS } from '../../src/engine/grid.ts';
import { EASY, EASY_SOLUTION, cell, firstBlank, toGrid, type } from './sudoku-board-helpers.ts';

const buttonNamed = (el: SudokuBoard, name: RegExp): HTMLButtonElement | undefined =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => name.test(b.textContent!.replace(/\s+/g, ' ').trim()));

/** The digits no peer holds in `value`: what a full set of candidates pencils into a blank. */
function candidates(value: string, index: number): number[] {
  const grid = toGrid(value);
  const used = new Set(PEERS[index].map((p) => grid[p]));
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !used.has(d));
}

/** The notes a cell's label says it holds ("notes 1 4 7"), or [] for none. */
const notesOf = (el: SudokuBoard, index: number): number[] =>
  (/notes ([\d ]+)/.exec(cell(el, index).getAttribute('aria-label')!)?.[1] ?? '')
    .split(' ')
    .filter(Boolean)
    .map(Number);

const blanks = (value: string): number[] => [...value].flatMap((c, i) => (c === '.' ? [i] : []));

function expectFullCandidates(el: SudokuBoard): void {
  for (const index of blanks(el.value))
    expect(notesOf(el, index), `cell ${index}`).to.deep.equal(candidates(el.value, index));
}

describe('<sudoku-board> Fill candidates', () => {
  it('is a keypad button that pencils every candidate into every blank, undone in one step', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    const button = buttonNamed(el, /^Fill candidates$/)!;
    expect(button, 'a button named Fill candidates').to.not.equal(undefined);
    const change = oneEvent(el, 'sudoku-change');
    button.click();
    const { detail } = await change;
    expect(detail.reason).to.equal('auto-notes');
    await el.updateComplete;
    expectFullCandidates(el);
    expect(await el.undo()).to.equal(true);
    await el.updateComplete;
    for (const index of blanks(EASY)) expect(notesOf(el, index)).to.deep.equal([]);
  });

  it('is disabled on a finished game', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    await el.solve();
    await el.updateComplete;
    expect(buttonNamed(el, /^Fill candidates$/)!.disabled).to.equal(true);
  });
});

describe('<sudoku-board> auto-candidates', () => {
  it('starts a new game with every candidate pencilled in, which is no progress to lose', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board auto-candidates puzzle=${EASY}></sudoku-board>`);
    await el.updateComplete;
    expect(el.autoCandidates).to.equal(true);
    expectFullCandidates(el);
    expect(el.inProgress).to.equal(false);
    // Nothing to undo: the candidates came with the game.
    expect(await el.undo()).to.equal(false);
  });

  it('fills the candidates when turned on (one undoable step), and keeps them up to date as digits go in and out', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${EASY}></sudoku-board>`);
    el.autoCandidates = true;
    const filled = await oneEvent(el, 'sudoku-change');
    expect(filled.detail.reason).to.equal('auto-notes');
    await el.updateComplete;
    expectFullCandidates(el);

    const blank = firstBlank(EASY);
    const digit = Number(EASY_SOLUTION[blank]);
    const peersWithIt = PEERS[blank].filter((p) => notesOf(el, p).includes(digit));
    expect(peersWithIt.length).to.be.above(0);
    await type(el, blank, String(digit));
    for (const p of peersWithIt) expect(notesOf(el, p), `peer ${p}`).to.not.include(digit);
    // Erased, the cell gets its candidates back.
    await type(el, blank, 'Backspace');
    expect(notesOf(el, blank)).to.deep.equal(candidates(el.value, blank));

    el.autoCandidates = false;
    await el.updateComplete;
    await type(el, blank, String(digit));
    await type(el, blank, 'Backspace');
    expect(notesOf(el, blank)).to.deep.equal([]);
  });
});
