/**
 * A KenKen's cage sums (or a Killer Sudoku's): small text in the top-left corner of a cage's first cell, ink there and
 * nowhere else in the cell's upper right or lower part. A Sudoku's pencil marks stand in that corner too, but in a
 * few cells: on the looked-at wild sets (tune, explore14 to explore19) a Sudoku picture shows at most 17 such cells,
 * synthetic and dev photos at most 11; a 9 × 9 KenKen whose grid is found, 27 to 48. Its digits read like a Sudoku's
 * givens beside clues that clash with them, each cell in doubt: two were returned as Sudokus (wild explore10 n067,
 * explore19 n025).
 */
import { CELL, SIDE } from './rectify.ts';

/** Ink this many gray levels darker than the cell's paper. */
const INK = 60;
/** The cell's rim, where its lines' remnants lie, left out. */
const RIM = 3;

/** How many cells of the rectified grid (ink dark) hold ink in their top-left corner alone. */
export function cageClueCells(rectified: Float32Array): number {
  let clues = 0;
  const values = new Float32Array((CELL - 2 * RIM) ** 2);
  for (let cell = 0; cell < 81; cell++) {
    const x0 = (cell % 9) * CELL;
    const y0 = Math.floor(cell / 9) * CELL;
    let k = 0;
    for (let y = RIM; y < CELL - RIM; y++)
      for (let x = RIM; x < CELL - RIM; x++) values[k++] = rectified[(y0 + y) * SIDE + x0 + x];
    // The paper: most of a cell is paper, whatever ink it holds.
    const paper = values.slice().sort()[Math.floor(0.7 * values.length)];
    const inked = (xa: number, xb: number, ya: number, yb: number): number => {
      let n = 0;
      for (let y = ya; y < yb; y++)
        for (let x = xa; x < xb; x++) if (paper - rectified[(y0 + y) * SIDE + x0 + x] > INK) n++;
      return n;
    };
    const corner = inked(RIM, CELL / 2, RIM, 10);
    if (corner >= 6 && inked(CELL / 2 + 2, CELL - RIM, RIM, 10) < 2 && inked(RIM, CELL - RIM, 22, CELL - RIM) < 2)
      clues++;
  }
  return clues;
}
