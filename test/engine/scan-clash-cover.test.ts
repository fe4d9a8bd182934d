// How many digits a reading keeps beside its clashes (clash-cover.ts): a printed Sudoku's givens stay beside a player's
// mistakes, each mistake costing one digit however many givens it clashes with; a table whose digits clash all over
// keeps few. scan.ts declines a reading with no solution that keeps fewer than 17. And whether the reading is a puzzle
// once its clashes are set aside (a game in progress with a player's mistakes), which keeps a reading sure of few
// digits from being doubted whole (scan.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { findConflicts, UNITS_OF } from '../../src/engine/grid.ts';
import { digitsBesideClashes, puzzleBesideMistakes } from '../../src/engine/scan/clash-cover.ts';

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

test("a puzzle with one solution and a player's mistakes beside it is a puzzle once they are set aside", () => {
  // Any one mistake (clashing with one given or two), and two at once: every way of setting aside is tried.
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 9 })), {
        minLength: 1,
        maxLength: 2,
      }),
      (mistakes) => {
        const played = givens.slice();
        for (const [cell, digit] of mistakes) if (!givens[cell]) played[cell] = digit;
        fc.pre(findConflicts(played).length > 0 && findConflicts(played).length <= 4);
        // Each mistake clashes with a given, so one way sets the mistakes aside: two entries that clash only with each
        // other leave one of them, wrong, whichever is set aside (one cell of each clash is).
        fc.pre(mistakes.every(([cell]) => givens[cell] || clashesWithGiven(played, cell)));
        return puzzleBesideMistakes(played);
      },
    ),
  );
});

test('a reading without a clash, or whose clashes set aside leave several solutions, is no puzzle beside mistakes', () => {
  assert.equal(puzzleBesideMistakes(givens), false);
  // A given dropped and another misread so that it clashes: set aside, the grid is short of the puzzle's givens.
  const misread = givens.slice();
  const [first, second] = givens.flatMap((digit, cell) => (digit ? [cell] : []));
  misread[first] = 0;
  misread[second] =
    givens[givens.findIndex((digit, cell) => digit && cell !== second && UNITS_OF[second][0].cells.includes(cell))];
  assert.ok(findConflicts(misread).length > 0);
  assert.equal(puzzleBesideMistakes(misread), false);
});

const clashesWithGiven = (grid: number[], cell: number): boolean =>
  findConflicts(grid).some(({ cells }) => cells.includes(cell) && cells.some((other) => givens[other]));
