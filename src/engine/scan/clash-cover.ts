/**
 * A reading's clashes set aside (scan.ts). How many digits it keeps then (digitsBesideClashes), as few cells as a
 * greedy cover takes: clash by clash, the cell in most of those left. A player's mistake that clashes with two givens
 * costs one digit, not three: a printed Sudoku's 17 givens or more stay 17 or more beside a player's mistakes, while a
 * Kakuro's sums, clashing all over their rows and columns, fall short. And whether it is then a puzzle with one
 * solution (puzzleBesideMistakes).
 */
import { findConflicts, type Grid } from '../grid.ts';
import { countSolutions } from '../solve/index.ts';

export function digitsBesideClashes(grid: Grid): number {
  return clashesSetAside(grid).filter((digit) => digit).length;
}

/** `grid` with its clashes set aside by the greedy cover (digitsBesideClashes): those cells blank. */
function clashesSetAside(grid: Grid): number[] {
  let clashes = findConflicts(grid).map(({ cells }) => cells);
  const aside = grid.slice();
  while (clashes.length) {
    const count = new Map<number, number>();
    for (const pair of clashes) for (const cell of pair) count.set(cell, (count.get(cell) ?? 0) + 1);
    const [most] = [...count].reduce((a, b) => (b[1] > a[1] ? b : a));
    clashes = clashes.filter((pair) => !pair.includes(most));
    aside[most] = 0;
  }
  return aside;
}

/** Clashes past this many are not set aside every way (2 ** 4 ways at most): the greedy cover alone is tried. */
const MAX_MISTAKES = 4;
/** Solver steps spent on each way of setting a reading's clashes aside. */
const BUDGET = 20_000;

/**
 * Whether a reading with clashes is a puzzle with one solution once they are set aside: by the greedy cover (a
 * mistake that clashes with a given in its row and one in its box is the cell in both), or, with a few clashes, by
 * one cell of each in any of the ways to choose them. So a game in progress reads: a player's mistakes beside the
 * givens and the player's right entries. A misread grid's clashes, set aside, mostly leave several solutions or
 * none (not always: a misread that clashes beside a quiet one can leave a puzzle, scan.ts `besideMistakes`). A count
 * that runs out of its budget is no puzzle here: the reading is then doubted (a warning too many, never one too few).
 */
export function puzzleBesideMistakes(grid: Grid): boolean {
  // Two cells clash once however many units they share (a row and a box).
  const pairs = new Map(findConflicts(grid).map(({ cells }) => [`${cells[0]} ${cells[1]}`, cells]));
  const clashes = [...pairs.values()];
  if (!clashes.length) return false;
  if (countSolutions(clashesSetAside(grid), 2, BUDGET) === 1) return true;
  if (clashes.length > MAX_MISTAKES) return false;
  for (let way = 0; way < 1 << clashes.length; way++) {
    const aside = grid.slice();
    clashes.forEach((pair, k) => (aside[pair[(way >> k) & 1]] = 0));
    if (!findConflicts(aside).length && countSolutions(aside, 2, BUDGET) === 1) return true;
  }
  return false;
}
