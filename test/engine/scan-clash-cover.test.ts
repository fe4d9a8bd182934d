// How many digits a reading keeps beside its clashes (clash-cover.ts): a printed Sudoku's givens stay beside a player's
// mistakes, each mistake costing one digit however many givens it clashes with; a table whose digits clash all over
// keeps few. scan.ts declines a reading with no solution that keeps fewer than 17.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { findConflicts, UNITS_OF } from '../../src/engine/grid.ts';
import { digitsBesideClashes } from '../../src/engine/scan/clash-cover.ts';

// A 17-given puzzle from Gordon Royle's public collection of 17-clue Sudoku (its first), written out here.
const SEVENTEEN = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
const givens = [...SEVENTEEN].map((ch) => (ch === '.' ? 0 : Number(ch)));

/** An empty cell and a digit that clashes there with a given in its row and one in its column. */
function doubleClash(grid: number[]): { cell: number; digit: number } {
  for (let cell = 0; cell < 81; cell++) {
    if (grid[cell]) continue;
    const [row, col] = UNITS_OF[cell];
    for (let digit = 1; digit <= 9; digit++)
      if (row.cells.some((c) => grid[c] === digit) && col.cells.some((c) => grid[c] === digit)) return { cell, digit };
  }
  throw new Error('no such cell');
}

test('a reading with no clash keeps every digit', () => {
  assert.equal(digitsBesideClashes(givens), 17);
});

test("17 givens and a player's mistake clashing with two of them: the 17 givens kept", () => {
  const { cell, digit } = doubleClash(givens);
  const withMistake = givens.slice();
  withMistake[cell] = digit;
  assert.equal(digitsBesideClashes(withMistake), 17);
});

test('digits clashing all over (a table of sums, not a Sudoku): fewer than 17 kept', () => {
  // A 1 and a 2 at the start of every row: nine of each in one column, three in each box.
  const rows = Array.from({ length: 81 }, (_, i) => (i % 9 < 2 ? 1 + (i % 9) : 0));
  assert.ok(digitsBesideClashes(rows) < 17, `${digitsBesideClashes(rows)} kept`);
});

test("any one player's mistake beside the 17 givens, wherever it clashes: the 17 givens kept", () => {
  // The mistake is the only cell in every clash (the givens never clash among themselves): setting it aside is enough.
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 9 }), (cell, digit) => {
      fc.pre(!givens[cell]);
      const withMistake = givens.slice();
      withMistake[cell] = digit;
      // A digit that clashes with nothing is no mistake the reading can see: it is kept beside the givens.
      return digitsBesideClashes(withMistake) === (findConflicts(withMistake).length ? 17 : 18);
    }),
  );
});
