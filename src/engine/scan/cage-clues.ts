/**
 * A KenKen's cage sums (or a Killer Sudoku's): small text in the top-left corner of a cage's first cell, and nothing
 * else in the cell's upper right or from just under the text down (a cell holding a digit as well is not counted). A
 * Sudoku's pencil marks stand in that corner too, but in a few cells: over 1,624 corner- and centre-marked Sudoku
 * pictures of the looked-at wild sets (explore13, 16, 17, 20) at most 16 such cells; 37 of 120 KenKens 24 or more.
 * Its digits read like a Sudoku's givens beside clues that clash with them, each cell in doubt: two were returned as
 * Sudokus (wild explore10 n067, 28 such cells; explore19 n025, 26).
 */
import { CELL, SIDE } from './rectify.ts';

/** Ink this many gray levels darker than the cell's paper. */
const INK = 60;
/** The cell's rim, where its lines' remnants lie, left out. */
const RIM = 3;
/** Below this row (px) nothing: a Sudoku's digit or a pencil mark set a little high reaches it. */
const BELOW_TEXT = 14;

/** How many cells of the rectified grid (ink dark) hold small ink in their top-left corner and none elsewhere. */
export function cageClueCells(rectified: Float32Array): number {
  let clues = 0;
  const values = new Float32Array((CELL - 2 * RIM) ** 2);
  for (let cell = 0; cell < 81; cell++) {
    const x0 = (cell % 9) * CELL;
    const y0 = Math.floor(cell / 9) * CELL;
    let k = 0;
    for (let y = RIM; y < CELL - RIM; y++)
      for (let x = RIM; x < CELL - RIM; x++) values[k++] = rectified[(y0 + y) * SIDE + x0 + x];
    // The paper: most of a cell is paper, whatever ink it holds (the cell's copy, sorted in place).
    const paper = values.sort()[Math.floor(0.7 * values.length)];
    const inked = (xa: number, xb: number, ya: number, yb: number): number => {
      let n = 0;
      for (let y = ya; y < yb; y++)
        for (let x = xa; x < xb; x++) if (paper - rectified[(y0 + y) * SIDE + x0 + x] > INK) n++;
      return n;
    };
    // The sum's text in the corner; the rest of the cell clear but for a few pixels of grain.
    const corner = inked(RIM, CELL / 2, RIM, 10);
    if (
      corner >= 6 &&
      inked(CELL / 2 + 2, CELL - RIM, RIM, BELOW_TEXT) < 2 &&
      inked(RIM, CELL - RIM, BELOW_TEXT, CELL - RIM) < 2
    )
      clues++;
  }
  return clues;
}
