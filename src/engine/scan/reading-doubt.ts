/**
 * Doubt spread over a whole reading from how its cells hang together, after each cell was judged alone: a reading
 * can be no worse than its digits say it is. Both rules only lower confidences (to `doubt`, below SURE); neither
 * changes a digit.
 */
import type { Grid } from '../grid.ts';
import { countSolutions } from '../solve/index.ts';
import { checkPuzzle } from './puzzle-check.ts';

/** Solver steps spent on the check beside clashes: a grid that takes longer is left as it is. */
const BUDGET = 20_000;

/**
 * This share of a reading's digits in doubt puts its blanks in doubt too: the photos read exactly have a third of
 * their digits in doubt at most (synthetic tune and explore sets).
 */
const DOUBTFUL_READING = 0.5;

/** The fewest givens a Sudoku with one solution has. */
export const MIN_GIVENS = 17;

/**
 * A photo's reading with half its digits or more in doubt, or sure of fewer digits than a printed Sudoku's 17 givens,
 * has not seen the grid well (scan.ts calls this for photos only): its blanks, and below 17 sure digits every cell,
 * are lowered to `doubt`. Its blanks are no surer than its digits (synthetic explore 139: a bent page read with 16 of
 * 28 digits in doubt, a puzzle with one solution all the same, and a given lost off its cell a sure blank; explore
 * 71, a page bent 0.36, read with 11 of 23 digits in doubt, 12 sure, and a thin 1 the cutter found no ink of a sure
 * blank). Sure of fewer than 17, its few sure digits are no surer than the rest either (synthetic explore23 68, a
 * blurred page beside a second grid, decoded as a browser does: 18 digits read, 11 in doubt, and a 6 read as a 4 at
 * 0.92 among the 7 sure). Changes `confidence` in place.
 */
export function doubtPoorlySeenPhoto(grid: Grid, confidence: number[], sure: number, doubt: number): void {
  const digits = grid.filter(Boolean).length;
  const inDoubt = grid.filter((digit, c) => digit && confidence[c] < sure).length;
  if (!digits) return;
  const fewSure = digits - inDoubt < MIN_GIVENS;
  if (!fewSure && inDoubt < DOUBTFUL_READING * digits) return;
  grid.forEach((digit, c) => (digit && !fewSure) || (confidence[c] = Math.min(confidence[c], doubt)));
}

/**
 * With a clash, the grid without every clashing digit must still have a solution: a printed puzzle's givens, or a
 * player's right entries beside them, leave one whatever is taken away. When it has none, some other digit is
 * misread too, however sure it looked (synthetic tune 113: a 3 read as a 1 beside a 1, and a blurred 8 read as a
 * sure 5 elsewhere): the puzzle check's culprits in that grid (puzzle-check.ts; every digit when no one is) are
 * lowered to `doubt`. Changes `confidence` in place.
 */
export function doubtBesideClashes(grid: Grid, clashing: Set<number>, confidence: number[], doubt: number): void {
  if (!clashing.size) return;
  const beside = grid.map((digit, c) => (clashing.has(c) ? 0 : digit));
  if (countSolutions(beside, 1, BUDGET) !== 0) return;
  for (const c of checkPuzzle(beside).doubted) confidence[c] = Math.min(confidence[c], doubt);
}
