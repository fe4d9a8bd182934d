/**
 * Cells the picture does not show whole: a photo framed tight, or tilted, can cut the grid's outer row or column
 * with its own edge, and `rectify` fills what lies beyond with the edge's pixels. A digit cut there reads as a blank
 * (or as another digit) with nothing in its ink to doubt: such a cell is never sure.
 */
import { apply, squareToQuad, type Point } from './homography.ts';

/** Where a cell's digit is looked for: this share of the cell in from each side (a digit fills the middle). */
const DIGIT_INSET = 0.2;
/** Points looked at across each side of that middle. */
const STEPS = 4;

/**
 * Per cell (row by row), whether part of its middle lies outside a `width` × `height` picture, the grid at
 * `corners` (top-left, top-right, bottom-right, bottom-left, in the picture's pixels).
 */
export function cutByFrame(corners: readonly Point[], width: number, height: number): boolean[] {
  const h = squareToQuad(corners);
  const cut = new Array<boolean>(81).fill(false);
  if (!h) return cut;
  for (let i = 0; i < 81; i++) {
    const row = Math.floor(i / 9);
    const col = i % 9;
    for (let a = 0; a <= STEPS && !cut[i]; a++)
      for (let b = 0; b <= STEPS && !cut[i]; b++) {
        const u = (col + DIGIT_INSET + ((1 - 2 * DIGIT_INSET) * a) / STEPS) / 9;
        const v = (row + DIGIT_INSET + ((1 - 2 * DIGIT_INSET) * b) / STEPS) / 9;
        const p = apply(h, u, v);
        cut[i] = p.x < 0 || p.y < 0 || p.x > width || p.y > height;
      }
  }
  return cut;
}
