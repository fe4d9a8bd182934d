/**
 * How many digits a reading keeps once its clashes are set aside, as few cells as a greedy cover takes: clash by clash,
 * the cell in most of those left. A player's mistake that clashes with two givens costs one digit, not three: a
 * printed Sudoku's 17 givens or more stay 17 or more beside a player's mistakes, while a Kakuro's sums, clashing all
 * over their rows and columns, fall short (scan.ts).
 */
import { findConflicts, type Grid } from '../grid.ts';

export function digitsBesideClashes(grid: Grid): number {
  let clashes = findConflicts(grid).map(({ cells }) => cells);
  let left = grid.filter((digit) => digit).length;
  while (clashes.length) {
    const count = new Map<number, number>();
    for (const pair of clashes) for (const cell of pair) count.set(cell, (count.get(cell) ?? 0) + 1);
    const [most] = [...count].reduce((a, b) => (b[1] > a[1] ? b : a));
    clashes = clashes.filter((pair) => !pair.includes(most));
    left--;
  }
  return left;
}
