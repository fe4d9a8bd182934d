// Italic digits lean; the grid's median lean is measured from its crops and each crop is sheared back upright before
// it is read, so an italic 1 (a leaning stroke with a flag) is not taken for a 7.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CROP } from '../../src/engine/scan/cut-cells.ts';
import { cropSlant, deslant, gridSlant, ITALIC_SLANT } from '../../src/engine/scan/slant.ts';

/** A CROP × CROP stroke 2 px wide from row 2 to row 17, leaning `lean` px right per row upward. */
function stroke(lean: number): Float32Array {
  const crop = new Float32Array(CROP * CROP);
  for (let y = 2; y < 18; y++) {
    const x = Math.round(9 + lean * (9.5 - y));
    crop[y * CROP + x] = 1;
    crop[y * CROP + x + 1] = 1;
  }
  return crop;
}

test('an upright stroke has no lean; a leaning one has its lean', () => {
  assert.ok(Math.abs(cropSlant(stroke(0))) < 0.01);
  assert.ok(Math.abs(cropSlant(stroke(0.25)) - 0.25) < 0.05, `${cropSlant(stroke(0.25))}`);
});

test('sheared back by its lean, a leaning stroke stands upright', () => {
  const leaning = stroke(0.25);
  assert.ok(Math.abs(cropSlant(deslant(leaning, cropSlant(leaning)))) < 0.03);
});

test("a grid's lean is its digits' median, and only with enough of them", () => {
  const italic = Array.from({ length: 12 }, (_, k) => stroke(k < 9 ? 0.2 : -0.3));
  assert.ok(gridSlant(italic) >= ITALIC_SLANT, 'most digits lean: the grid is italic');
  assert.equal(gridSlant(italic.slice(0, 5)), 0, 'five digits are too few to tell');
  const upright = Array.from({ length: 12 }, (_, k) => stroke(k < 3 ? 0.3 : 0));
  assert.ok(gridSlant(upright) < ITALIC_SLANT, 'a few leaning digits (7s) do not make a grid italic');
});
