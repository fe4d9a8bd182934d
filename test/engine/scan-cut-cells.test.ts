// The cell cutter on a drawn grid: a digit pushed against its cell's side is no pencil mark, so the cell it leaves
// "empty" is flagged for a look instead of being surely empty (a screenshot shrunk and cropped can put a digit
// there; read as empty with confidence, the puzzle lost a given without a warning). A border's corner left in a
// cell is no digit: that cell stays surely empty.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractCells } from '../../src/engine/scan/cut-cells.ts';
import { CELL, SIDE } from '../../src/engine/scan/rectify.ts';
import { SURE } from '../../src/engine/scan/index.ts';

/** A rectified grid: white, ink 0, thin cell lines and thick box lines where they belong. */
function drawnGrid(): Float32Array {
  const image = new Float32Array(SIDE * SIDE).fill(255);
  for (let k = 0; k <= 9; k++) {
    const half = k % 3 === 0 ? 2 : 1;
    const at = Math.min(SIDE - 1, k * CELL);
    for (let a = 0; a < SIDE; a++)
      for (let d = -half; d < half; d++) {
        const p = Math.max(0, Math.min(SIDE - 1, at + d));
        image[a * SIDE + p] = 0;
        image[p * SIDE + a] = 0;
      }
  }
  return image;
}

/** A digit-like ring (a 0 or a 6's outline), `w` × `h` px, its top-left at (x, y). */
function ring(image: Float32Array, x: number, y: number, w: number, h: number): void {
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++) if (i < 3 || j < 3 || i >= w - 3 || j >= h - 3) image[(y + j) * SIDE + x + i] = 0;
}

test('a digit against its cell side is flagged, not read as surely empty; a centred one is cut out', () => {
  const image = drawnGrid();
  const row = 4;
  // Cell r5c5: a centred digit. Cell r5c2: a digit cut by its left line (most of it in r5c2, its left stroke in r5c1).
  ring(image, 4 * CELL + 10, row * CELL + 6, 12, 20);
  ring(image, 1 * CELL - 3, row * CELL + 6, 14, 20);
  const cells = extractCells(image);
  assert.ok(cells[row * 9 + 4].crop, 'the centred digit is cut out');
  const side = cells[row * 9 + 1];
  assert.ok(side.crop || side.emptyConfidence < SURE, `emptyConfidence ${side.emptyConfidence}`);
  // Untouched cells stay surely empty.
  assert.ok(cells[0].emptyConfidence >= SURE);
});

test("a box line's corner left inside a cell does not flag it", () => {
  const image = drawnGrid();
  // An L of line ink in r1c1's top-left corner: a border drawn a few pixels in from where the lines were found.
  for (let a = 0; a < 14; a++)
    for (let d = 2; d < 5; d++) {
      image[d * SIDE + a] = 0;
      image[a * SIDE + d] = 0;
    }
  const cells = extractCells(image);
  assert.equal(cells[0].crop, null);
  assert.ok(cells[0].emptyConfidence >= SURE, `emptyConfidence ${cells[0].emptyConfidence}`);
});

test('cell lines missing over much of their length are taken at their places: the digits between them are cut out', () => {
  // Column lines 7 and 8 drawn over the top two rows only (tiles with no line between them, a line lost to blur):
  // searched for in windows with nothing darker, they were both put at their window's first column, 10 px early, and
  // column 8's digits, a little right of their cells' centres, were cut at the edge and read as blank.
  const image = drawnGrid();
  for (const k of [7, 8])
    for (let y = 2 * CELL; y < SIDE; y++) for (let d = -1; d < 1; d++) image[y * SIDE + k * CELL + d] = 255;
  for (const row of [2, 5, 8]) ring(image, 7 * CELL + 12, row * CELL + 6, 14, 20);
  const cells = extractCells(image);
  for (const row of [2, 5, 8]) assert.ok(cells[row * 9 + 7].crop, `r${row + 1}c8 not cut out as a digit`);
});
