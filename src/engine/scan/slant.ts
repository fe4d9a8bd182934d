/**
 * The slant of a grid's digits, and crops set upright by it. Italic digits lean right by a fifth of their height or
 * so: the classifier, trained mostly on upright faces, reads an italic 1 (a stroke leaning right, its flag at the
 * top) as a 7. Every digit of a grid is drawn in one face, so the grid's own digits say how far they lean, and each
 * crop is sheared back by that much before it is read. A single digit's lean says little (a 7's stroke leans
 * whatever the face): only the median over the grid is taken.
 */
import { CROP } from './cut-cells.ts';

/**
 * A grid whose digits lean at least this much (x shift per row of height, to the right) is italic. Upright faces on
 * the tune set's screenshots: a median lean within ±0.05 but for a handful of grids (rotated pictures, italic player
 * digits) up to 0.25; italic faces 0.06–0.27.
 */
export const ITALIC_SLANT = 0.08;
/** Fewer digits than this say too little about the face's lean. */
const MIN_DIGITS = 9;

/** The lean of the ink in one crop: its second moments' shear (x against height, positive leaning right). */
export function cropSlant(crop: Float32Array): number {
  let mass = 0;
  let sx = 0;
  let sy = 0;
  for (let y = 0; y < CROP; y++)
    for (let x = 0; x < CROP; x++) {
      const v = crop[y * CROP + x];
      mass += v;
      sx += v * x;
      sy += v * y;
    }
  if (mass <= 0) return 0;
  const cx = sx / mass;
  const cy = sy / mass;
  let xy = 0;
  let yy = 0;
  for (let y = 0; y < CROP; y++)
    for (let x = 0; x < CROP; x++) {
      const v = crop[y * CROP + x];
      xy += v * (x - cx) * (cy - y);
      yy += v * (y - cy) ** 2;
    }
  return yy > 0 ? xy / yy : 0;
}

/** The median lean of a grid's crops; 0 when it has too few to tell. */
export function gridSlant(crops: Float32Array[]): number {
  if (crops.length < MIN_DIGITS) return 0;
  const slants = crops.map(cropSlant).sort((a, b) => a - b);
  return slants[slants.length >> 1];
}

/** `crop` sheared back by `slant` about its middle row (bilinear): the top moves left, the bottom right. */
export function deslant(crop: Float32Array, slant: number): Float32Array {
  const out = new Float32Array(CROP * CROP);
  const middle = (CROP - 1) / 2;
  const at = (x: number, y: number): number => (x >= 0 && x < CROP ? crop[y * CROP + x] : 0);
  for (let y = 0; y < CROP; y++) {
    const shift = slant * (middle - y);
    for (let x = 0; x < CROP; x++) {
      const from = x + shift;
      const x0 = Math.floor(from);
      const t = from - x0;
      out[y * CROP + x] = (1 - t) * at(x0, y) + t * at(x0 + 1, y);
    }
  }
  return out;
}
