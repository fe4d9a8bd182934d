// The board's contract with its hosts (the popup, a page): load(), and the read-only solved, inProgress and level.
import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, board, firstBlank, nextChange, SLOW_GENERATION } from './sudoku-board-helpers.ts';

/** top95 line 1: one solution, graded above easy. */
const HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
/** Valid givens that contradict each other further on. */
const NO_SOLUTION = `12345678.........9${'.'.repeat(63)}`;
const rows = (line: string) => line.match(/.{9}/g)!.join('\n');

describe('<sudoku-board> load()', () => {
  it('starts a puzzle in any format with a new-game event carrying its source, and grades its level', async () => {
    const el = await board(HARD);
    const changed = nextChange(el);
    const result = await el.load(rows(EASY), { source: 'https://example.org/daily' });
    expect(result).to.deep.equal({ loaded: true, puzzle: EASY });
    const { detail } = await changed;
    expect(detail.reason).to.equal('new-game');
    expect(detail.source).to.equal('https://example.org/daily');
    expect(el.givens).to.equal(EASY);
    expect(el.value).to.equal(EASY);
    // Graded in the worker: a loaded machine can take over waitUntil's default second.
    await waitUntil(() => el.level === 'easy', 'the level was not graded', { timeout: 10_000 });
    expect(el.difficulty).to.equal('easy');
  });

  it('keeps the level a host gives (no grade replaces it), and checks against the solution it gives', async () => {
    const el = await board(HARD);
    const solution = (await el.solve())!;
    await el.load(HARD, { level: 'expert', solution });
    await aTimeout(300);
    expect(el.level).to.equal('expert');
    const blank = firstBlank(HARD);
    const wrongDigit = solution[blank] === '1' ? '2' : '1';
    el.value = HARD.slice(0, blank) + wrongDigit + HARD.slice(blank + 1);
    expect((await el.check()).wrong).to.deep.equal([blank]);
  });

  it('reveals the solution on request, saying how many there are', async () => {
    const el = await board(HARD);
    const result = await el.load(EASY, { reveal: true });
    expect(result).to.deep.include({ loaded: true, solutions: 1 });
    expect(el.value).to.match(/^[1-9]{81}$/);
    expect(el.solved).to.equal(true);
    const open = `${EASY.slice(0, 20)}${'.'.repeat(61)}`;
    expect(await el.load(open, { reveal: true })).to.deep.include({ loaded: true, solutions: 2 });
  });

  it('refuses an unreadable puzzle, or one without a solution to reveal, and keeps the game, without an event', async () => {
    const el = await board(EASY);
    let events = 0;
    el.addEventListener('sudoku-change', () => events++);
    el.addEventListener('sudoku-error', () => events++);
    expect(await el.load('not a sudoku')).to.deep.include({ loaded: false, code: 'puzzle' });
    expect(await el.load(NO_SOLUTION, { reveal: true })).to.deep.include({ loaded: false, code: 'no-solution' });
    expect(el.givens).to.equal(EASY);
    expect(events).to.equal(0);
  });

  it('asks confirm() only for a playable puzzle, and keeps the game when it says no', async () => {
    const el = await board(EASY);
    let asked = 0;
    const no = () => (asked++, false);
    expect(await el.load(NO_SOLUTION, { reveal: true, confirm: no })).to.deep.include({ code: 'no-solution' });
    expect(asked).to.equal(0);
    expect(await el.load(HARD, { confirm: no })).to.deep.include({ loaded: false, code: 'declined' });
    expect(asked).to.equal(1);
    expect(el.givens).to.equal(EASY);
    expect(await el.load(HARD, { confirm: async () => true })).to.deep.include({ loaded: true });
    expect(el.givens).to.equal(HARD);
  });

  it('cancels a generation under way', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board></sudoku-board>`);
    const made = el.generate(SLOW_GENERATION).then(
      () => 'made',
      () => 'cancelled',
    );
    await el.load(EASY);
    expect(await made).to.equal('cancelled');
    expect(el.givens).to.equal(EASY);
  });
});

describe('<sudoku-board> solved, inProgress and level', () => {
  it('says when a game is in progress: a digit or note of the player, not undone, and not over', async () => {
    const el = await board(EASY);
    expect(el.inProgress).to.equal(false);
    expect(el.solved).to.equal(false);
    const blank = firstBlank(EASY);
    el.value = EASY.slice(0, blank) + '4' + EASY.slice(blank + 1);
    expect(el.inProgress).to.equal(true);
    await el.clear();
    expect(el.inProgress).to.equal(false);
    await el.fillNotes();
    expect(el.inProgress).to.equal(true);
    await el.undo();
    expect(el.inProgress).to.equal(false);
    const solved = oneEvent(el, 'sudoku-solved');
    await el.solve();
    await solved;
    expect(el.solved).to.equal(true);
    expect(el.inProgress).to.equal(false);
    await el.undo();
    expect(el.solved).to.equal(false);
  });

  it('counts a minute of play as progress', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board></sudoku-board>`);
    await el.load(EASY);
    const saved = { version: 1, givens: EASY, values: EASY, notes: new Array(81).fill(0), moves: [], position: 0 };
    const key = `host-api-${Date.now()}`;
    localStorage.setItem(key, JSON.stringify({ ...saved, elapsedMs: 61_000, solved: false }));
    const resumed = await fixture<SudokuBoard>(html`<sudoku-board persist=${key}></sudoku-board>`);
    expect(resumed.givens).to.equal(EASY);
    expect(resumed.inProgress).to.equal(true);
    localStorage.removeItem(key);
  });

  it('has no level before a first game, and the game’s level after', async () => {
    const el = document.createElement('sudoku-board');
    expect(el.level).to.equal(null);
    const made = await el.generate({ difficulty: 'easy', seed: 42 });
    expect(el.level).to.equal(made.level);
  });
});
