// The puzzle check of a grid read from a picture (src/engine/scan/puzzle-check.ts): a printed Sudoku has one
// solution, so a reading with none or several points at the cells to show the player.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPuzzle } from '../../src/engine/scan/puzzle-check.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { findConflicts } from '../../src/engine/grid.ts';

/** A 17-clue puzzle (the public list of all of them): minimal, so any given taken out leaves several solutions. */
const MINIMAL = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
const grid = [...MINIMAL].map((ch) => (ch === '.' ? 0 : Number(ch)));
const solution = solve(grid).solution!;

test('a reading with one solution has no cell to doubt', () => {
  assert.equal(solve(grid, { limit: 2 }).count, 1);
  assert.deepEqual(checkPuzzle(grid), { solutions: 1, doubted: [] });
  assert.deepEqual(checkPuzzle(solution), { solutions: 1, doubted: [] });
});

test('a given read as empty: the blank cells whose digit the solutions disagree on are doubted', () => {
  for (const cell of [7, 40, 75]) {
    if (!grid[cell]) continue;
    const missing = grid.slice();
    missing[cell] = 0;
    const { solutions, doubted } = checkPuzzle(missing);
    // The count the scan ranks its grids by and the repair starts from (scan.ts): several solutions.
    assert.equal(solutions, 2, `cell ${cell} taken out`);
    assert.ok(doubted.length > 0, `cell ${cell} taken out`);
    assert.ok(doubted.every((c) => missing[c] === 0));
  }
});

test('a digit misread into another that clashes with no unit but leaves no solution is among the doubted', () => {
  let checked = 0;
  for (let cell = 0; cell < 81 && checked < 5; cell++) {
    if (!grid[cell]) continue;
    for (let digit = 1; digit <= 9; digit++) {
      if (digit === grid[cell]) continue;
      const misread = grid.slice();
      misread[cell] = digit;
      if (findConflicts(misread).length || solve(misread).status !== 'unsolvable') continue;
      const { solutions, doubted } = checkPuzzle(misread);
      assert.equal(solutions, 0, `cell ${cell} read as ${digit}`);
      assert.ok(doubted.includes(cell), `cell ${cell} read as ${digit}`);
      checked++;
      break;
    }
  }
  assert.ok(checked >= 3, 'misreads that leave no solution were tried');
});
