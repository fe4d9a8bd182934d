// The puzzles the extension's test pages hold (from the vendored collections in test/data: easy50 1-2, top95 1-2,
// 17clue 1), and the check that a grid solves one, shared by the end-to-end tests.
import assert from 'node:assert/strict';

export const EASY_1 = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
export const EASY_2 = '2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3';
export const TOP95_1 = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
export const TOP95_2 = '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....';
export const CLUE17_1 = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

/** A complete grid that keeps every given of `puzzle` and repeats no digit in a row, column or box. */
export function assertSolves(solution: string, puzzle: string): void {
  assert.match(solution, /^[1-9]{81}$/);
  for (let i = 0; i < 81; i++) if (puzzle[i] !== '.') assert.equal(solution[i], puzzle[i], `given ${i} changed`);
  for (let k = 0; k < 9; k++) {
    const row = Array.from({ length: 9 }, (_, j) => k * 9 + j);
    const col = Array.from({ length: 9 }, (_, j) => j * 9 + k);
    const box = Array.from(
      { length: 9 },
      (_, j) => (Math.floor(k / 3) * 3 + Math.floor(j / 3)) * 9 + (k % 3) * 3 + (j % 3),
    );
    for (const unit of [row, col, box]) assert.equal(new Set(unit.map((i) => solution[i])).size, 9, `${unit} repeats`);
  }
}

/** `g` for each given of `puzzle`, `-` for each blank: how the overlay view reports givens. */
export const givensOf = (puzzle: string): string => puzzle.replace(/[1-9]/g, 'g').replace(/\./g, '-');
