// Pictures that hold a 9×9 grid but no Sudoku are declined, not handed over as a puzzle of blanks: a puzzle has at
// least 17 givens, so a grid with fewer digits (an empty form, a table of marks the network reads as no digit) is
// some other table.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, type ScanImage } from '../../src/engine/scan/index.ts';

/** A white picture with a 9×9 grid drawn on it (box lines 4 px, cell lines 2 px) and `marks` filled squares. */
function gridPicture(marks: number[]): ScanImage {
  const size = 480;
  const [x0, cell] = [15, 50];
  const data = new Uint8Array(size * size * 4).fill(255);
  const dark = (x: number, y: number) => data.fill(20, (y * size + x) * 4, (y * size + x) * 4 + 3);
  for (let k = 0; k <= 9; k++) {
    const width = k % 3 === 0 ? 4 : 2;
    for (let w = 0; w < width; w++)
      for (let t = x0; t <= x0 + 9 * cell + 3; t++) {
        dark(x0 + k * cell + w, t);
        dark(t, x0 + k * cell + w);
      }
  }
  for (const i of marks)
    for (let y = 18; y < 32; y++)
      for (let x = 18; x < 32; x++) dark(x0 + (i % 9) * cell + x, x0 + Math.floor(i / 9) * cell + y);
  return { width: size, height: size, data };
}

test('an empty 9×9 grid is no Sudoku', () => {
  assert.deepEqual(scan(gridPicture([])), { found: false, reason: 'no Sudoku grid found in the picture' });
});

test('a 9×9 grid of square marks (no digits) is no Sudoku', () => {
  const marks = Array.from({ length: 30 }, (_, k) => (k * 7) % 81);
  const result = scan(gridPicture(marks));
  assert.equal(result.found, false);
});
