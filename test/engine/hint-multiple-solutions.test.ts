// nextStep() on puzzles with several solutions: a note the player removed is only trusted when no solution has that
// digit there, so every hinted step stays true for the board (no placement or elimination leaves it unsolvable).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nextStep, type HintResult } from '../../src/engine/grade/hint.ts';
import { CandidateGrid, type Step } from '../../src/engine/grade/index.ts';
import { cellName, type Grid } from '../../src/engine/grid.ts';
import { createRng } from '../../src/engine/rng.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { puzzleLines } from '../data/puzzles.ts';

const gridOf = (line: string): Grid => [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));
const bit = (digit: number): number => 1 << (digit - 1);

/** True when some solution of `board` has `digit` in `cell`. */
function possible(board: Grid, cell: number, digit: number): boolean {
  const trial = board.slice();
  trial[cell] = digit;
  const result = solve(trial, { limit: 1 });
  assert.notEqual(result.status, 'timeout', 'the check itself must decide');
  return result.status === 'solved';
}

/** The step is true for the board: its placements leave it solvable, and no solution has a digit it eliminates. */
function assertSound(board: Grid, step: Step, where: string): void {
  const placed = board.slice();
  for (const { cell, digit } of step.placements) placed[cell] = digit;
  assert.equal(solve(placed, { limit: 1 }).status, 'solved', `${where}: "${step.text}" leaves no solution`);
  for (const { cell, digit } of step.eliminations) {
    assert.ok(!possible(board, cell, digit), `${where}: "${step.text}" removes ${digit} from ${cellName(cell)}`);
  }
}

function stepOf(hint: HintResult): Step | null {
  if (hint.kind === 'step') return hint.step;
  if (hint.kind === 'restore-notes') return hint.step;
  return null;
}

// The reviewer's board (several solutions). Full pencil marks, except that every third empty cell has lost its
// highest candidate: before the fix the hint read "Hidden single: 6 has only one place in box 1, r3c3", and 6 in
// r3c3 leaves no solution.
const REVIEW = gridOf('...6...1..91......7....9.8..3..8....8.......6.49...73....3...4.6.....9......7.1..');

test('the reviewer board: notes missing candidates give a true step and the notes to restore', () => {
  assert.ok(solve(REVIEW, { limit: 2 }).count > 1, 'the board has several solutions');
  const marks = CandidateGrid.fromGrid(REVIEW).cands;
  let empty = 0;
  const notes = [...marks].map((m) => (m === 0 ? 0 : empty++ % 3 !== 2 ? m : m & ~(1 << (31 - Math.clz32(m)))));
  const hint = nextStep(REVIEW, notes);
  assert.equal(hint.kind, 'restore-notes');
  if (hint.kind !== 'restore-notes') return;
  for (const { cell, digit } of hint.notes) {
    assert.ok(possible(REVIEW, cell, digit), `${digit} in ${cellName(cell)} is a real candidate`);
    assert.equal(notes[cell] & bit(digit), 0, `${digit} in ${cellName(cell)} was removed by the player`);
  }
  assert.ok(hint.step, 'a step comes with the restore list');
  assertSound(REVIEW, hint.step, 'reviewer board');
  assert.doesNotMatch(hint.text, /6 has only one place in box 1, r3c3/);
});

test('an empty board with notes 1/5/9 everywhere: restore the rest, no made-up forcing chain', () => {
  const empty = new Array<number>(81).fill(0);
  const notes = new Array<number>(81).fill(bit(1) | bit(5) | bit(9));
  const hint = nextStep(empty, notes);
  assert.equal(hint.kind, 'restore-notes');
  if (hint.kind !== 'restore-notes') return;
  // Every digit fits every cell of an empty board, so all six removed digits of all 81 cells come back.
  assert.equal(hint.notes.length, 81 * 6);
  assert.match(hint.text, /^Your notes are missing 2\/3\/4\/6\/7\/8 in r1c1, .* and 78 more cells: restore them\./);
  assert.doesNotMatch(hint.text, /Forcing chain/);
  assert.ok(hint.step);
  assertSound(empty, hint.step, 'empty board');
});

test('a removed note that no solution needs is trusted: the step comes from the player’s notes', () => {
  // Notes hold exactly the digits some solution puts in each cell: nothing to restore, and the player's pruning
  // counts (the hint is at least as easy as from full pencil marks, and sound).
  const truth = REVIEW.map((v, c) => {
    let m = 0;
    if (v === 0) for (let d = 1; d <= 9; d++) if (possible(REVIEW, c, d)) m |= bit(d);
    return m;
  });
  const hint = nextStep(REVIEW, truth);
  assert.equal(hint.kind, 'step');
  const step = stepOf(hint);
  assert.ok(step);
  assertSound(REVIEW, step, 'true notes');
});

test('several solutions and an entry that clashes with a given: the entry is named', () => {
  const givens = REVIEW;
  const board = givens.slice();
  const cell = 2; // r1c3 is blank; 6 is a given in r1c4
  assert.equal(board[cell], 0);
  board[cell] = 6;
  const hint = nextStep(board, undefined, givens);
  assert.equal(hint.kind, 'wrong-entry');
  assert.equal(hint.text, 'r1c3 is not 6');
});

test('sweep: 100 boards with several solutions, entries in progress and notes missing random candidates', () => {
  const lines = puzzleLines('serg-benchmark');
  const rng = createRng('hint-multiple-solutions');
  let restores = 0;
  for (let i = 0; i < 100; i++) {
    const givens = gridOf(lines[rng.int(lines.length)]);
    // Half the games are in progress: a few blanks filled from one of the solutions, maybe not the solver's first.
    const board = givens.slice();
    if (i % 2 === 1) {
      const blanks = rng.shuffle(givens.flatMap((v, c) => (v === 0 ? [c] : [])));
      const first = blanks[0];
      const digits = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).filter((d) => possible(givens, first, d));
      board[first] = digits[0];
      const solution = solve(board, { limit: 1 }).solution;
      assert.ok(solution);
      for (const c of blanks.slice(1, 6)) board[c] = solution[c];
    }
    // Full pencil marks with about one candidate in four erased: some erasures are right, some are not. Every
    // third game erases only right ones (digits no solution has there), and those must be trusted.
    const onlyRight = i % 3 === 0;
    const marks = CandidateGrid.fromGrid(board).cands;
    const notes = [...marks].map((m, c) => {
      let kept = m;
      for (let d = 1; d <= 9; d++) {
        if (!(m & bit(d)) || rng.int(4) !== 0) continue;
        if (!onlyRight || !possible(board, c, d)) kept &= ~bit(d);
      }
      return kept === 0 ? m : kept;
    });
    const hint = nextStep(board, notes, givens);
    const where = `board ${i}`;
    if (onlyRight) assert.equal(hint.kind, 'step', `${where}: right erasures need no restoring`);
    assert.ok(hint.kind === 'step' || hint.kind === 'restore-notes', `${where}: ${hint.kind} "${hint.text}"`);
    if (hint.kind === 'restore-notes') {
      restores++;
      const listed = new Set(hint.notes.map(({ cell, digit }) => cell * 9 + digit - 1));
      for (let c = 0; c < 81; c++) {
        if (board[c] !== 0) continue;
        for (let d = 1; d <= 9; d++) {
          if (!(marks[c] & bit(d)) || notes[c] & bit(d)) continue;
          // Exactly the erased notes that some solution needs are listed.
          assert.equal(listed.has(c * 9 + d - 1), possible(board, c, d), `${where}: ${d} in ${cellName(c)}`);
        }
      }
    }
    const step = stepOf(hint);
    assert.ok(step, `${where}: a step`);
    assertSound(board, step, where);
  }
  assert.ok(restores > 40, 'the sweep exercises the restore path');
});
