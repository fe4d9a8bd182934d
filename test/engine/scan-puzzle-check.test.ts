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
  assert.deepEqual(checkPuzzle(grid), { solutions: 1, doubted: [], noCulprit: false });
  assert.deepEqual(checkPuzzle(solution), { solutions: 1, doubted: [], noCulprit: false });
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

test('two digits misread, no single digit whose removal leaves a solution: every digit is doubted', () => {
  // The scan takes such a reading as seen too poorly for any cell to be sure (scan.ts), so the check must tell it
  // apart from a reading with one culprit (a player's wrong entry).
  // A grid with 41 givens: two misreads there leave no solution with either one taken out.
  const dense = solution.map((digit, cell) => (cell % 2 ? 0 : digit));
  let found = 0;
  for (let a = 0; a < 81 && found < 3; a += 2) {
    for (let b = a + 2; b < 81 && found < 3; b += 2) {
      for (let digit = 1; digit <= 9; digit++) {
        const misread = dense.slice();
        misread[a] = digit;
        misread[b] = 1 + (digit % 9);
        if (misread[a] === dense[a] || misread[b] === dense[b] || findConflicts(misread).length) continue;
        const check = checkPuzzle(misread);
        if (check.solutions !== 0) continue;
        const digits = misread.flatMap((d, cell) => (d ? [cell] : []));
        const oneBlamed = digits.some((cell) => {
          const without = misread.slice();
          without[cell] = 0;
          return solve(without).status !== 'unsolvable';
        });
        if (oneBlamed) {
          assert.equal(check.noCulprit, false, `cells ${a} and ${b} misread`);
          continue;
        }
        assert.equal(check.noCulprit, true, `cells ${a} and ${b} misread`);
        assert.deepEqual(check.doubted, digits, `cells ${a} and ${b} misread`);
        found++;
        break;
      }
    }
  }
  assert.ok(found >= 1, 'a reading with no single culprit was tried');
});
