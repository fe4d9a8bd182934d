/**
 * The grid as read is checked as a puzzle: a printed Sudoku has exactly one solution, so a reading with none, or with
 * several, has a cell misread even when every digit looked sure (a photo whose warp cut a column short reads its
 * digits as empty; a blurred 5 reads as a 6). The cells the check points at are the ones to show the player.
 */
import type { Grid } from '../grid.ts';
import { countSolutions, countSolutionsExcept, solveInto } from '../solve/index.ts';

/** Searches stop here: a reading whose check takes longer says nothing either way (a budget, not a verdict). */
const BUDGET = 20_000;

/** A reading checked as a puzzle: its solutions, and the cells to doubt. */
export interface PuzzleCheck {
  /** Solutions counted to 2 (countSolutions's answer: below 0 when the search ran out of budget). */
  solutions: number;
  doubted: number[];
  /** No solution, and no single digit whose removal gives one: more than one cell is misread, every digit doubted. */
  noCulprit: boolean;
}

/**
 * The cells to doubt in a 9×9 reading without clashing digits: none when it has one solution (or the search ran out
 * of budget); with no solution, each digit whose removal leaves a solvable grid (all digits, when no one removal
 * does); with several, each blank cell whose digit differs between solutions (a given may be missing there). With
 * the count, which the scan's repair and ranking of grids take instead of counting again.
 */
export function checkPuzzle(grid: Grid): PuzzleCheck {
  const first = new Array<number>(81);
  const count = solveInto(grid, first, 2, BUDGET);
  if (count === 1 || count < 0) return { solutions: count, doubted: [], noCulprit: false };
  if (count === 0) {
    const digits = grid.flatMap((digit, cell) => (digit ? [cell] : []));
    const culprits = digits.filter((cell) => {
      const without = grid.slice();
      without[cell] = 0;
      return countSolutions(without, 1, BUDGET) > 0;
    });
    return culprits.length
      ? { solutions: 0, doubted: culprits, noCulprit: false }
      : { solutions: 0, doubted: digits, noCulprit: true };
  }
  const doubted = grid.flatMap((digit, cell) =>
    digit === 0 && countSolutionsExcept(grid, cell, first[cell], BUDGET) !== 0 ? [cell] : [],
  );
  return { solutions: count, doubted, noCulprit: false };
}
