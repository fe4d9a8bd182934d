/**
 * A reader's fill-ins are no givens. The camera dataset's truth, and the user who photographs a half-done newspaper
 * puzzle to have it solved, want the printed puzzle: the digits hand-check.ts finds written in are read blank (still
 * in doubt, shown for checking), not as the digits they are.
 *
 * Eight guards, since that check also doubts some printed givens (a shadow's edge across one, a line's remnant in its
 * crop) and a screen's entries (a player's digits in another colour or weight, which are digits of the grid):
 * - a hand shows in two digits or more (MIN_HAND): one digit doubted alone is as likely a given or an entry the check
 *   misjudged (of the photographed screens that lost an entry without this guard, 11 of 17), and stays as read,
 *   unless it is written in beyond doubt (hand-check.ts `clearly`: in ink 1.7 times lighter than the print's or more,
 *   off the givens' place or size; synthetic explore 93's pencilled 2, 3.3 times lighter and 0.6 of their height);
 * - only in a photo, whose grid the camera's perspective shows as no rectangle; a screenshot's grid, turned or not,
 *   is one (its sides and diagonals equal to a twentieth of a cell, a photo's differ by a tenth or more);
 * - not in a grid of seven-segment digits: neither a page nor a hand draws them, a screen does (a photographed app's
 *   entries, which the check doubts as its 1s, 4s and 7s are drawn short);
 * - not in a grid of light ink on a dark ground: a newspaper prints dark on light paper, and a reader writes on it; a
 *   screen's dark theme draws so (wild explore12 s013: a photographed dark page's purple entries, read blank);
 * - not digits placed as type is: a layout centres an app's entries in their cells alike, within a pixel or two, where
 *   a hand sets each digit a little off the middle its own way (TYPESET_PLACE);
 * - not digits in the print's own face: a hand's digits differ in shape from the printed ones of the same value, an
 *   app's entries (photographed on its screen) are typeset in the givens' face, only lighter, bolder or coloured;
 * - not digits drawn alike, value by value, at one height: a typeface's (an app's entries in a face of their own, an
 *   italic), where a hand writes no digit twice the same (SAME_GLYPH);
 * - only when the digits left make a puzzle with one solution, as the printed givens do: a given the puzzle needs,
 *   taken for a fill-in, leaves several (or the puzzle check cannot tell), and then every digit is kept as read. A
 *   given it does not need (a newspaper's puzzle has some to spare) is read blank with the fill-ins, still in doubt.
 *
 * A photo taken square to the page (its outline within a tenth of a cell of a rectangle) keeps its fill-ins, flagged,
 * and doubts the digits beside a hand of them as any photo does (`perhapsWrittenBesideHand`).
 */
import { countSolutions } from '../solve/index.ts';
import { correlation } from './crop-match.ts';
import type { Cell } from './cut-cells.ts';
import type { Point } from './homography.ts';
import { MIN_HAND } from './hand-check.ts';
import { median } from './median.ts';
import { CELL } from './rectify.ts';

/** Opposite sides or diagonals this far apart (in cells) are no rectangle: a photo's perspective. */
const PERSPECTIVE = 0.1;
/**
 * A photo taken square on to its page still shows its grid's outline this far from a rectangle (in cells): synthetic
 * explore28 47, 0.068; of the synthetic explore sets' 600 photos, one under it (0.019). A screenshot's outline, turned
 * or not, is within 0.01 but for a few grids of tiles whose corners are found less precisely (wild explore22: 6 of 557
 * screenshots at 0.03 or more, the largest 0.126).
 */
const SQUARE_ON = 0.03;
/**
 * Digits written in whose crops match a sure printed digit of the same value this well (the upper median over them of
 * each one's best correlation: of two, the better) are in the print's face. On the synthetic explore photos a
 * reader's fill-ins (a loose slanted face) match at 0.91 at most, photo by photo; the entries of screens photographed
 * (wild tune and explore) mostly at 0.95 to 0.99, some at 0.53 to 0.93.
 */
const PRINTED_FACE = 0.95;
/**
 * Written digits centred alike in their cells, across and down, are placed by a layout, not a hand: three or more all
 * within this of each other (2 rectified pixels), two at the same place (to the half pixel the centres are measured
 * in). The photographed screens' entries this keeps (wild explore sets) stand within 1 px of each other, in one grid
 * 2 px (a seven-segment one, kept for that too). The synthetic photos' fill-ins, each set off the middle by up to 0.15
 * of a cell across and 0.12 down, at random, spread 5.5 px or more across or down where three or more are read blank,
 * and two never stand at one place; drawn so, three fall within 2 px of each other in one photo of thirty-five, two at
 * one place in one of three hundred. A real hand's offsets follow one writer's habit rather than chance, which no set
 * here measures. One digit off the others (a doubted printed given among them, a line's remnant in a box) makes the
 * group no layout's: the price of a range, taken over the median distance from the median, which for three digits
 * passes two close by chance (a held-out synthetic photo lost).
 */
const TYPESET_PLACE = 2 / CELL;

/**
 * Written digits of one value that match each other this well (the median over every such pair, MIN_PAIRS pairs or
 * more), all within SAME_HEIGHT of each other's height, are set in a typeface: an app's entries photographed on its
 * screen (wild explore2 s506: green italic entries, 26 pairs at a median of 0.96, heights within 1.18, read blank as
 * a reader's fill-ins before). No synthetic photo's fill-ins (the loosest faces, each digit turned, sheared and sized
 * its own way) nor any dev photo's handwriting qualify: of the tune and explore sets' and the dev photos' groups with
 * three pairs or more, one matches at 0.98 but stands 1.87 times as tall at its tallest (synthetic tune 138).
 */
const SAME_GLYPH = 0.95;
const MIN_PAIRS = 3;
const SAME_HEIGHT = 1.2;

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
 * Is the grid's outline no rectangle, as a camera's perspective shows it (a screenshot's, turned or not, is one)? Not
 * `keystone < PERSPECTIVE`: an outline of no size (NaN) is no photo either.
 */
export const photographed = (corners: Point[]): boolean => keystone(corners) >= PERSPECTIVE;

/**
 * `grid` with its `written` digits read blank, or null to keep it as read: fewer than two written (but for one that
 * is written in `clearly`), a flat picture (a screenshot), a grid of seven-segment digits or of light ink on a dark
 * ground (`lightOnDark`), digits placed as type, digits written in the print's face or drawn alike as a typeface draws
 * them, or digits left that make no puzzle with one solution (clashing digits have none;
 * within `budget` solver steps). `sure[i]`: cell i's digit is read surely, a printed one to compare the written with.
 */
export function withoutFillIns(
  grid: number[],
  written: boolean[],
  clearly: boolean[],
  cells: Cell[],
  sure: boolean[],
  corners: Point[],
  lightOnDark: boolean,
  budget: number,
): number[] | null {
  const count = written.filter(Boolean).length;
  const lone = count === 1 && written.every((w, i) => !w || clearly[i]);
  if ((count < MIN_HAND && !lone) || !photographed(corners) || lightOnDark) return null;
  if (cells.some((cell) => cell.sevenSegmentGrid) || placedAsType(written, cells)) return null;
  if (printedFace(grid, written, cells, sure) || typesetAlike(grid, written, cells)) return null;
  const givens = grid.map((digit, i) => (written[i] ? 0 : digit));
  if (countSolutions(givens, 2, budget) !== 1) return null;
  return givens;
}

/**
 * Are the digits in a hand's ink that were not taken for written in (hand-check.ts `inHandsInk`) perhaps a reader's
 * all the same: in a photo, not in a grid of seven-segment digits, and not placed as type is? A photographed screen's
 * entries in a colour of their own, a few off their place, are digits of the grid: they stay sure.
 */
export function perhapsWrittenIn(inHandsInk: boolean[], cells: Cell[], corners: Point[]): boolean {
  return inHandsInk.some(Boolean) && photographed(corners) && notTyped(inHandsInk, cells);
}

/**
 * Are the digits beside a hand of enough written digits (hand-check.ts `besideHand`) perhaps a reader's? As
 * `perhapsWrittenIn`, but in a photo taken square on too (SQUARE_ON): a screen's entries make no such hand, so the
 * rectangle that keeps a screenshot's coloured entries sure need not keep these (synthetic explore28 47: a pencil's 4
 * as dark as the print, off the givens' place, beside five lighter fill-ins, in a photo whose outline is 0.068 of a
 * cell from a rectangle, read as a sure given).
 */
export function perhapsWrittenBesideHand(besideHand: boolean[], cells: Cell[], corners: Point[]): boolean {
  return besideHand.some(Boolean) && keystone(corners) >= SQUARE_ON && notTyped(besideHand, cells);
}

/** Neither in a grid of seven-segment digits nor placed as type is (`placedAsType`): a screen's, not a hand's. */
function notTyped(marked: boolean[], cells: Cell[]): boolean {
  return !cells.some((cell) => cell.sevenSegmentGrid) && !placedAsType(marked, cells);
}

/** Do the written digits' centres agree, across and down, as a layout's do (TYPESET_PLACE)? */
function placedAsType(written: boolean[], cells: Cell[]): boolean {
  const looks = cells.flatMap((cell, i) => (written[i] && cell.look ? [cell.look] : []));
  if (looks.length < MIN_HAND) return false;
  // Exact comparisons: every centre is a whole number of half pixels (digit-look.ts), a multiple of 1/64 of a cell.
  const tolerance = looks.length > 2 ? TYPESET_PLACE : 0;
  return range(looks.map((look) => look.dx)) <= tolerance && range(looks.map((look) => look.dy)) <= tolerance;
}

const range = (values: number[]): number => Math.max(...values) - Math.min(...values);

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

/**
 * Are the written digits drawn alike, value by value, as a typeface draws them (SAME_GLYPH, over MIN_PAIRS pairs of
 * written digits of one value, of two values or more), all at one height (SAME_HEIGHT)? A hand writes no digit twice
 * the same.
 */
function typesetAlike(grid: number[], written: boolean[], cells: Cell[]): boolean {
  const inked = cells.flatMap((cell, i) => (written[i] && cell.crop ? [i] : []));
  const heights = inked.map((i) => cells[i].height);
  if (!inked.length || Math.max(...heights) > SAME_HEIGHT * Math.min(...heights)) return false;
  const matches: number[] = [];
  const values = new Set<number>();
  for (const a of inked)
    for (const b of inked)
      if (a < b && grid[a] === grid[b]) {
        matches.push(correlation(cells[a].crop!, cells[b].crop!));
        values.add(grid[a]);
      }
  // Of two values at least: a hand's 1s are strokes alike, as a 1 of any face is.
  return matches.length >= MIN_PAIRS && values.size >= 2 && median(matches) >= SAME_GLYPH;
}
