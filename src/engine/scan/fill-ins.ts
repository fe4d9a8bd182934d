/**
 * A reader's fill-ins are no givens. The camera dataset's truth, and the user who photographs a half-done newspaper
 * puzzle to have it solved, want the printed puzzle: the digits hand-check.ts finds written in are read blank (still
 * in doubt, shown for checking), not as the digits they are.
 *
 * Four guards, since that check also doubts some printed givens (a shadow's edge across one, a line's remnant in its
 * crop) and a screen's entries (a player's digits in another colour or weight, which are digits of the grid):
 * - a hand shows in two digits or more (MIN_HAND): one digit doubted alone is as likely a given or an entry the check
 *   misjudged (of the photographed screens that lost an entry without this guard, 11 of 17), and stays as read;
 * - only in a photo, whose grid the camera's perspective shows as no rectangle; a screenshot's grid, turned or not,
 *   is one (its sides and diagonals equal to a twentieth of a cell, a photo's differ by a tenth or more);
 * - not digits in the print's own face: a hand's digits differ in shape from the printed ones of the same value, an
 *   app's entries (photographed on its screen) are typeset in the givens' face, only lighter, bolder or coloured;
 * - only when the digits left make a puzzle with one solution, as the printed givens do: a given the puzzle needs,
 *   taken for a fill-in, leaves several (or the puzzle check cannot tell), and then every digit is kept as read. A
 *   given it does not need (a newspaper's puzzle has some to spare) is read blank with the fill-ins, still in doubt.
 *
 * A photo taken square to the page (its outline within a tenth of a cell of a rectangle) keeps its fill-ins, flagged.
 */
import { countSolutions } from '../solve/index.ts';
import type { Cell } from './cut-cells.ts';
import type { Point } from './homography.ts';
import { MIN_HAND } from './hand-check.ts';
import { median } from './median.ts';

/** Opposite sides or diagonals this far apart (in cells) are no rectangle: a photo's perspective. */
const PERSPECTIVE = 0.1;
/**
 * Digits written in whose crops match a sure printed digit of the same value this well (the upper median over them of
 * each one's best correlation: of two, the better) are in the print's face. On the synthetic explore photos a
 * reader's fill-ins (a loose slanted face) match at 0.91 at most, photo by photo; the entries of screens photographed
 * (wild tune and explore) mostly at 0.95 to 0.99, some at 0.53 to 0.93.
 */
const PRINTED_FACE = 0.95;

/**
 * How far the grid's outline is from a rectangle, in cells: the largest difference between its opposite sides' lengths
 * or its diagonals'. A turned rectangle is one; a tilted camera makes the far side shorter.
 */
export function keystone(corners: Point[]): number {
  const [topLeft, topRight, bottomRight, bottomLeft] = corners;
  const top = distance(topLeft, topRight);
  const bottom = distance(bottomLeft, bottomRight);
  const left = distance(topLeft, bottomLeft);
  const right = distance(topRight, bottomRight);
  const cell = (top + bottom + left + right) / 36;
  const differences = [top - bottom, left - right, distance(topLeft, bottomRight) - distance(topRight, bottomLeft)];
  return Math.max(...differences.map(Math.abs)) / cell;
}

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * `grid` with its `written` digits read blank, or null to keep it as read: fewer than two written, a flat picture (a
 * screenshot), digits written in the print's face, or digits left that make no puzzle with one solution (clashing
 * digits have none; within `budget` solver steps). `sure[i]`: cell i's digit is read surely, a printed one to compare
 * the written with.
 */
export function withoutFillIns(
  grid: number[],
  written: boolean[],
  cells: Cell[],
  sure: boolean[],
  corners: Point[],
  budget: number,
): number[] | null {
  // Not `keystone < PERSPECTIVE`: an outline of no size (NaN) is no photo either.
  if (written.filter(Boolean).length < MIN_HAND || !(keystone(corners) >= PERSPECTIVE)) return null;
  if (printedFace(grid, written, cells, sure)) return null;
  const givens = grid.map((digit, i) => (written[i] ? 0 : digit));
  if (countSolutions(givens, 2, budget) !== 1) return null;
  return givens;
}

/** Are the written digits, as a group, in the face of the sure printed digits of the same values? */
function printedFace(grid: number[], written: boolean[], cells: Cell[], sure: boolean[]): boolean {
  const matches: number[] = [];
  grid.forEach((digit, i) => {
    const crop = cells[i].crop;
    if (!written[i] || !crop) return;
    let best = -1;
    grid.forEach((other, j) => {
      const printed = cells[j].crop;
      if (other === digit && !written[j] && sure[j] && printed) best = Math.max(best, correlation(crop, printed));
    });
    if (best > -1) matches.push(best);
  });
  return matches.length > 0 && median(matches) >= PRINTED_FACE;
}

/** Pearson's correlation of two crops' pixels: 1 for the same shape, whatever its ink's darkness. */
function correlation(a: Float32Array, b: Float32Array): number {
  let meanA = 0;
  let meanB = 0;
  for (let k = 0; k < a.length; k++) {
    meanA += a[k];
    meanB += b[k];
  }
  meanA /= a.length;
  meanB /= b.length;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let k = 0; k < a.length; k++) {
    const x = a[k] - meanA;
    const y = b[k] - meanB;
    ab += x * y;
    aa += x * x;
    bb += y * y;
  }
  return aa && bb ? ab / Math.sqrt(aa * bb) : 0;
}
