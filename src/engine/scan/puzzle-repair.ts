/**
 * A reading that is no puzzle (no solution, or several) mended from the cells in doubt: a printed Sudoku has exactly
 * one solution, so where one other reading of a doubtful cell (its runner-up digit, a blank, or a digit the cutter
 * kept back: a seven-segment 4 at an old-style 1's height) makes the grid a puzzle with one solution, and no other
 * single change does, that reading is the likelier one. The cells changed stay in doubt: the puzzle chose among
 * readings, it did not see the ink. A pencil mark stays out: the grid without it is a puzzle already, so nothing here
 * runs.
 */
import { findConflicts, type Grid } from '../grid.ts';
import { countSolutions } from '../solve/index.ts';

/** Another reading of a cell in doubt. */
export interface Alternative {
  cell: number;
  /** 1–9, or 0 for a blank. */
  digit: number;
}

/** Searches stop here: a grid whose count takes longer is left as read (a budget, not a verdict). */
const BUDGET = 20_000;
/**
 * Digits held back that may be added together, at most: a grid whose reading lacks more is no printed puzzle read a
 * little short (the explore set's seven-segment grids lack 1 to 3), and every set of them is tried.
 */
const MAX_HELD_BACK = 8;

const solutions = (grid: Grid): number => (findConflicts(grid).length ? 0 : countSolutions(grid, 2, BUDGET));

/**
 * The changes (cell → digit, 0 for a blank) that make `grid` a puzzle with one solution, or null when it is one
 * already, or when the fewest changes that do are not one set alone. Any one alternative first; failing that, when
 * the grid has several solutions (digits missing), sets of digits held back from blank cells, fewest first: a
 * pencil mark among them is added only when no smaller set does it.
 */
export function repairByPuzzle(grid: Grid, alternatives: Alternative[]): Map<number, number> | null {
  const count = countSolutions(grid, 2, BUDGET);
  if (count === 1 || count < 0) return null;
  const found = (changes: Alternative[][]): Map<number, number> | null | undefined => {
    const fits = changes.filter((set) => {
      const changed = grid.slice();
      for (const { cell, digit } of set) changed[cell] = digit;
      return solutions(changed) === 1;
    });
    if (fits.length > 1) return null;
    return fits.length ? new Map(fits[0].map(({ cell, digit }) => [cell, digit])) : undefined;
  };
  const single = found(alternatives.map((a) => [a]));
  if (single !== undefined || count === 0) return single ?? null;
  // Several solutions: digits missing, perhaps more than one.
  const heldBack = alternatives.filter(({ cell, digit }) => digit && !grid[cell]);
  const cells = [...new Set(heldBack.map((a) => a.cell))];
  if (cells.length < 2 || cells.length > MAX_HELD_BACK) return null;
  for (let size = 2; size <= cells.length; size++) {
    const repair = found(setsOf(heldBack, size));
    if (repair !== undefined) return repair;
  }
  return null;
}

/** Every set of `size` alternatives, each for another cell. */
function setsOf(alternatives: Alternative[], size: number, from = 0, taken: Alternative[] = []): Alternative[][] {
  if (taken.length === size) return [taken];
  const sets: Alternative[][] = [];
  for (let k = from; k < alternatives.length; k++)
    if (!taken.some((t) => t.cell === alternatives[k].cell))
      sets.push(...setsOf(alternatives, size, k + 1, [...taken, alternatives[k]]));
  return sets;
}
