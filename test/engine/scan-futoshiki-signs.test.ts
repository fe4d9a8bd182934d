// A Futoshiki's signs stand in the gaps between its tiles, at the middle of a shared side (futoshiki-signs.ts); a
// Sudoku's tiles have empty gaps and its lines run a side's whole length: the count tells the two apart.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MIN_SIGN_SIDES, signSides } from '../../src/engine/scan/futoshiki-signs.ts';
import { locateCells } from '../../src/engine/scan/locate.ts';
import { CELL, SIDE } from '../../src/engine/scan/rectify.ts';
import { picture } from './scan-fixture.ts';

/** A rectified grid (paper 230) of tiles apart: each cell's square outline 4 px in from its sides, a digit inside. */
function tiles(): Float32Array {
  const pixels = new Float32Array(SIDE * SIDE).fill(230);
  const dark = (x: number, y: number, w: number, h: number) => {
    for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) pixels[(y + dy) * SIDE + x + dx] = 30;
  };
  for (let cell = 0; cell < 81; cell++) {
    const x0 = (cell % 9) * CELL;
    const y0 = Math.floor(cell / 9) * CELL;
    dark(x0 + 4, y0 + 4, CELL - 8, 1);
    dark(x0 + 4, y0 + CELL - 5, CELL - 8, 1);
    dark(x0 + 4, y0 + 4, 1, CELL - 8);
    dark(x0 + CELL - 5, y0 + 4, 1, CELL - 8);
    if (cell % 3 === 0) dark(x0 + 14, y0 + 9, 4, 14);
  }
  return pixels;
}

test("a Sudoku's tiles apart, their gaps empty, show no sign", () => {
  assert.equal(signSides(tiles()), 0);
});

test('signs in the gaps between tiles are counted, one a side', () => {
  const pixels = tiles();
  let drawn = 0;
  for (let k = 1; k < 9; k++)
    for (let band = 0; band < 9; band += 2) {
      // A '<' between two tiles of a row, an '∨' between two of a column: a small mark in the gap's middle.
      for (let dy = 13; dy < 19; dy++)
        for (let dx = -1; dx < 2; dx++) pixels[(band * CELL + dy) * SIDE + k * CELL + dx] = 40;
      for (let dx = 13; dx < 19; dx++)
        for (let dy = -1; dy < 1; dy++) pixels[(k * CELL + dy) * SIDE + band * CELL + dx] = 40;
      drawn += 2;
    }
  assert.equal(signSides(pixels), drawn);
});

test("a grid's lines, running each side's whole length, are no signs", () => {
  const pixels = new Float32Array(SIDE * SIDE).fill(230);
  for (let k = 1; k < 9; k++)
    for (let t = 0; t < SIDE; t++) {
      pixels[t * SIDE + k * CELL] = 40;
      pixels[k * CELL * SIDE + t] = 40;
    }
  assert.equal(signSides(pixels), 0);
});

test('round tiles nearly touching show no sign: their arcs meet beside each side, not across it', () => {
  // Circles 30 px across in 32 px cells, a ring 2 px wide: each side's middle holds two arcs' ink, its ends none.
  const pixels = new Float32Array(SIDE * SIDE).fill(230);
  for (let cell = 0; cell < 81; cell++) {
    const cx = (cell % 9) * CELL + CELL / 2 - 0.5;
    const cy = Math.floor(cell / 9) * CELL + CELL / 2 - 0.5;
    for (let y = cy - CELL / 2; y <= cy + CELL / 2; y++)
      for (let x = cx - CELL / 2; x <= cx + CELL / 2; x++) {
        const r = Math.hypot(x - cx, y - cy);
        if (r <= 15 && r > 13) pixels[Math.round(y) * SIDE + Math.round(x)] = 30;
      }
  }
  assert.equal(signSides(pixels), 0);
});

// The pictures, as the scan finds them: a Futoshiki declined for its signs (not for some other reason), and Sudokus of
// tiles apart, round, oval and square, light and dark, photographed, that the rule must let through.
test("a Futoshiki's picture shows its signs; Sudokus of tiles apart show none", () => {
  const futoshiki = locateCells(picture('scan-wild', 'futoshiki-signs-between-tiles.png'));
  assert.ok(futoshiki && futoshiki.edges !== 'lines');
  assert.ok(signSides(futoshiki.rectified) >= MIN_SIGN_SIDES, `${signSides(futoshiki.rectified)} sides`);
  for (const name of [
    'round-tiles-jpeg.jpg',
    'oval-tiles-wide-box-gaps.png',
    'tiles-old-style.png',
    'dark-tiles-page-as-lines.png',
    'old-style-tiles-screen-photo.jpg',
    'gap-lines-old-style-player-mistake.jpg',
  ]) {
    const sudoku = locateCells(picture('scan-wild', name));
    assert.ok(sudoku && sudoku.edges !== 'lines', name);
    assert.equal(signSides(sudoku.rectified), 0, name);
  }
});
