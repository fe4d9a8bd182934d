/**
 * Whether a grid's digits are drawn in a seven-segment face, told from what the network read: the cutter tells such a
 * grid only where its digits' segments part (cut-cells.ts `segmentedGrid`); a small or blurred grid's segments run
 * together, and its digits are whole glyphs to the cutter like any font's.
 */
import { CROP, type Cell } from './cut-cells.ts';
import type { CellReading } from './either-reading.ts';
import { segmentDigit } from './segment-read.ts';

/**
 * The network's probability of a 4 or a 7 that counts. No font's 4 or 7 lights a seven-segment face's segments and
 * no others (a font's 4 and 7 have a diagonal; its 3, 5, 6, 8 and 9 often light them all the same, so those are not
 * counted): over the twelve looked-at wild sets, not one such cell in the 3,685 Sudoku pictures of other families,
 * two or more in 148 of the 178 seven-segment pictures the cutter did not take for one.
 */
const CLEAR_FOUR_OR_SEVEN = 0.9;
/** Cells of such 4s and 7s that make a face seven-segment: one might be a stray mark's chance. */
const MIN_FACE_CELLS = 2;

/**
 * Whether at least MIN_FACE_CELLS cells read clearly as a 4 or a 7 (each at its full height: no x-height piece) light
 * that digit's segments (segment-read.ts).
 */
export function sevenSegmentFace(cells: readonly Cell[], readings: readonly CellReading[]): boolean {
  let found = 0;
  for (let i = 0; i < cells.length && found < MIN_FACE_CELLS; i++) {
    const { crop, xHeight } = cells[i];
    const { digit, likeness } = readings[i];
    if (!crop || xHeight || (digit !== 4 && digit !== 7) || likeness < CLEAR_FOUR_OR_SEVEN) continue;
    if (segmentDigit(crop, CROP) === digit) found++;
  }
  return found >= MIN_FACE_CELLS;
}
