// Digits in a pale ink (a player's entries in a light colour), too faint for the grid's threshold, were left blank
// surely: a grid read wrong without a warning. On clean paper they are read, in doubt (faint-ink.ts `pale`,
// cut-cells.ts `paleCut`). pale-entries.png: the wild corpus's explore3 s411 (scripts/scan-wild.ts --set explore3,
// rendered in headless Chromium), a 182 px table whose entries are a light green, cropped and saved as gray levels:
// its pale 1s were read blank, sure.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { extractCells } from '../../src/engine/scan/cut-cells.ts';
import { CELL, SIDE } from '../../src/engine/scan/rectify.ts';
import { misreads, picture } from './scan-fixture.ts';

/** A digit-like ring (a 0's outline) 12 × 18 px, strokes 3 px, of gray `level`, in cell `i` of a rectified grid. */
function ring(image: Float32Array, i: number, level: number): void {
  const x = (i % 9) * CELL + 10;
  const y = Math.floor(i / 9) * CELL + 7;
  for (let j = 0; j < 18; j++)
    for (let k = 0; k < 12; k++) if (k < 3 || j < 3 || k >= 9 || j >= 15) image[(y + j) * SIDE + x + k] = level;
}

/** A rectified grid of white paper ruled in dark lines 2 px wide, its cells empty. */
function ruledGrid(): Float32Array {
  const image = new Float32Array(SIDE * SIDE).fill(255);
  for (let k = 0; k <= 9; k++)
    for (let a = 0; a < SIDE; a++)
      for (let t = -1; t <= 0; t++) {
        const at = Math.min(SIDE - 1, Math.max(0, k * CELL + t));
        image[a * SIDE + at] = 40;
        image[at * SIDE + a] = 40;
      }
  return image;
}

test('a digit in a pale ink on clean paper is cut out, to be read in doubt; an empty cell stays empty', () => {
  const image = ruledGrid();
  // Black digits in the first two rows; in the third, rings 35 levels under the paper (0.14 of the contrast).
  for (let i = 0; i < 18; i++) ring(image, i, 0);
  for (let i = 18; i < 24; i++) ring(image, i, 220);
  const cells = extractCells(image);
  for (let i = 18; i < 24; i++) {
    assert.ok(cells[i].crop, `r3c${i - 17} cut out`);
    assert.equal(cells[i].pale, true, `r3c${i - 17} marked pale`);
  }
  for (let i = 24; i < 81; i++) assert.equal(cells[i].crop, null, `r${Math.floor(i / 9) + 1}c${(i % 9) + 1} empty`);
  assert.ok(
    cells.slice(0, 18).every((c) => c.crop && !c.pale),
    'black digits cut as ever',
  );
});

test('pale entries of a small table (explore3 s411): read, and no cell read wrong surely', () => {
  const result = scan(picture('scan-wild', 'pale-entries.png'));
  assert.ok(result.found, 'grid found');
  const truth = '96..374..841..673235.124.69186..29.7.9547...3.349.8....7..15.966.3.4925....68.1.4';
  const { wrong, sureWrong } = misreads(result, truth, SURE);
  assert.deepEqual(sureWrong, [], 'wrong cells read as sure');
  for (const cell of ['r4c1', 'r7c5', 'r8c6']) assert.ok(!wrong.includes(cell), `${cell}'s pale digit read`);
});

test('pale pencil marks on clean paper that cut out as no digit leave their cell surely empty', () => {
  const image = ruledGrid();
  for (let i = 0; i < 18; i++) ring(image, i, 0);
  // r5c5: a column of three gray marks 4 × 6 px, 1 px apart: run together when smoothed, a stroke as tall as a
  // digit; cut at half its depth, three marks.
  for (let m = 0; m < 3; m++)
    for (let j = 0; j < 6; j++)
      for (let k = 0; k < 4; k++) image[(4 * CELL + 6 + m * 7 + j) * SIDE + 4 * CELL + 14 + k] = 215;
  const cell = extractCells(image)[40];
  assert.equal(cell.crop, null, 'no digit cut out');
  assert.ok(cell.emptyConfidence >= SURE, `surely empty (${cell.emptyConfidence})`);
});
