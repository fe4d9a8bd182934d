// The singles finders keep what they learned on the grid between searches (units without a hidden single, each unit's
// empty cells, the lowest cell that may be a naked single), and the grid's place(), eliminate() and setCandidates()
// keep it true. Whatever the changes, a grid that has been searched before must give the same single as a fresh copy
// of the same state, which knows nothing yet: otherwise a hint or a grade after a change would miss or invent a step.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CandidateGrid } from '../../src/engine/grade/candidates.ts';
import { applyStep, findStep } from '../../src/engine/grade/search.ts';
import { findFullHouse, findHiddenSingle, findNakedSingle } from '../../src/engine/grade/singles.ts';
import { SIX } from '../../src/engine/geometries.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { puzzleLines } from '../data/puzzles.ts';

const FINDERS = [findFullHouse, findNakedSingle, findHiddenSingle];

function assertSameAsFresh(b: CandidateGrid, where: string): void {
  for (const finder of FINDERS) {
    const fresh = b.clone();
    assert.deepEqual(finder(b), finder(fresh), `${finder.name} ${where}`);
  }
}

/** A small deterministic generator, so a failure names a state that can be replayed. */
function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

test('singles on a grid graded step by step match a fresh copy of every state', () => {
  for (const line of puzzleLines('sudoku3m-sample').slice(0, 40)) {
    const grid = [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));
    const result = solve(grid, { limit: 2 });
    const b = CandidateGrid.fromGrid(grid);
    for (let n = 0; n < 200 && !b.isSolved(); n++) {
      assertSameAsFresh(b, `${line} step ${n}`);
      const step = findStep(b, { unique: result.count === 1, solution: result.solution, givens: grid });
      if (!step || !applyStep(b, step)) break;
    }
  }
});

test('singles after arbitrary eliminations, notes and placements match a fresh copy', () => {
  const random = lcg(31);
  for (const line of puzzleLines('top95').slice(0, 20)) {
    const b = CandidateGrid.fromGrid([...line].map((ch) => (ch === '.' ? 0 : Number(ch))));
    for (let n = 0; n < 150; n++) {
      assertSameAsFresh(b, `${line} change ${n}`);
      const cell = Math.floor(random() * 81);
      const digit = 1 + Math.floor(random() * 9);
      const kind = random();
      if (b.values[cell] !== 0) continue;
      if (kind < 0.6) b.eliminate(cell, digit);
      else if (kind < 0.8) b.setCandidates(cell, b.cands[cell] | (1 << (digit - 1)));
      else b.place(cell, digit);
    }
  }
});

test('singles at 6×6 keep matching a fresh copy while graded', () => {
  // A valid 6×6 solution (boxes of 2 rows × 3 columns) with every other cell of a shifting pattern blanked.
  const solution = Array.from({ length: 36 }, (_, c) => {
    const row = Math.floor(c / 6);
    return ((row * 3 + Math.floor(row / 2) + (c % 6)) % 6) + 1;
  });
  const grid = solution.map((digit, c) => ((c * 5) % 7 < 4 ? 0 : digit));
  const result = solve(grid, { limit: 2, geometry: SIX });
  assert.ok(result.solution, 'the 6×6 puzzle has a solution');
  const b = CandidateGrid.fromGrid(grid, SIX);
  for (let n = 0; n < 60 && !b.isSolved(); n++) {
    assertSameAsFresh(b, `6×6 step ${n}`);
    const step = findStep(b, { unique: result.count === 1, solution: result.solution });
    if (!step || !applyStep(b, step)) break;
  }
  assert.ok(b.isSolved(), 'the 6×6 grid is solved by its steps');
});
