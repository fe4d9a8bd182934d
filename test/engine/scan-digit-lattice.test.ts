// The grid found from its digits alone (find-digit-lattice.ts), where neither its lines nor its tiles show: digits on
// a lattice of one pitch (boxes set a little further apart or not, turned a few degrees, either polarity) give the
// grid's corners; digits on no 9 × 9 lattice (a calendar's seven columns, a scatter, a grid whose last row is empty,
// so that its extent is unknown) give none.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { findDigitLattice } from '../../src/engine/scan/find-digit-lattice.ts';
import type { Point } from '../../src/engine/scan/homography.ts';
import type { Gray } from '../../src/engine/scan/image.ts';
import { scan } from '../../src/engine/scan/index.ts';
import { turnedCorners } from './scan-fixture.ts';

interface Drawing {
  width: number;
  height: number;
  /** Cell pitch and the extra gap between boxes, in pixels. */
  pitch: number;
  boxGap: number;
  /** Turn in degrees, clockwise, about the picture's centre. */
  turn: number;
  page: number;
  ink: number;
  /** Cells (row × cols + col) holding a digit. */
  digits: ReadonlySet<number>;
  cols: number;
  rows: number;
}

/** Where cell k's centre lies from the first cell's, along one axis. */
const centre = (d: Drawing, k: number): number => k * d.pitch + Math.floor(k / 3) * d.boxGap;

/**
 * Each digit drawn as a 2 (a top bar, a diagonal, a foot) of 0.5 pitch high: upright ink that is no solid block. The
 * picture sampled 2 × 2 per pixel.
 */
function draw(d: Drawing): Gray {
  const spanX = centre(d, d.cols - 1);
  const spanY = centre(d, d.rows - 1);
  const x0 = (d.width - spanX) / 2;
  const y0 = (d.height - spanY) / 2;
  const cos = Math.cos((d.turn * Math.PI) / 180);
  const sin = Math.sin((d.turn * Math.PI) / 180);
  const h = 0.5 * d.pitch;
  const w = 0.32 * d.pitch;
  const stroke = Math.max(1.5, 0.08 * d.pitch);
  const ink = (px: number, py: number): boolean => {
    const dx = px - d.width / 2;
    const dy = py - d.height / 2;
    const u = d.width / 2 + cos * dx + sin * dy - x0;
    const v = d.height / 2 - sin * dx + cos * dy - y0;
    let col = -1;
    let row = -1;
    for (let k = 0; k < d.cols; k++) if (Math.abs(u - centre(d, k)) <= d.pitch / 2) col = k;
    for (let k = 0; k < d.rows; k++) if (Math.abs(v - centre(d, k)) <= d.pitch / 2) row = k;
    if (col < 0 || row < 0 || !d.digits.has(row * d.cols + col)) return false;
    const a = u - centre(d, col) + w / 2;
    const b = v - centre(d, row) + h / 2;
    if (a < 0 || a > w || b < 0 || b > h) return false;
    const top = b < stroke;
    const foot = b > h - stroke;
    const diagonal = Math.abs(a - w * (1 - b / h)) < stroke;
    return top || foot || diagonal;
  };
  const pixels = new Uint8Array(d.width * d.height);
  for (let y = 0; y < d.height; y++)
    for (let x = 0; x < d.width; x++) {
      let n = 0;
      for (let s = 0; s < 4; s++) if (ink(x + 0.25 + 0.5 * (s & 1), y + 0.25 + 0.5 * (s >> 1))) n++;
      pixels[y * d.width + x] = Math.round(d.page + ((d.ink - d.page) * n) / 4);
    }
  return { width: d.width, height: d.height, pixels };
}

/** The grid's border: half a pitch beyond the outer cells' centres, turned as drawn. */
function expectedCorners(d: Drawing): Point[] {
  const spanX = centre(d, 8);
  const at = {
    x0: (d.width - spanX) / 2,
    y0: (d.height - spanX) / 2,
    width: d.width,
    height: d.height,
    degrees: d.turn,
  };
  return turnedCorners(-d.pitch / 2, spanX + d.pitch / 2, at);
}

/** A puzzle's givens: 24 cells, every row and column but one holding one, not symmetric. */
const GIVENS = new Set([0, 2, 4, 10, 13, 17, 20, 24, 29, 31, 33, 38, 40, 45, 49, 52, 55, 60, 64, 67, 71, 76, 78, 80]);

const PLAIN: Drawing = {
  width: 420,
  height: 460,
  pitch: 40,
  boxGap: 0,
  turn: 0,
  page: 245,
  ink: 30,
  digits: GIVENS,
  cols: 9,
  rows: 9,
};

function assertFound(d: Drawing): void {
  const found = findDigitLattice(draw(d));
  assert.ok(found, 'a lattice of digits is a grid');
  const expected = expectedCorners(d);
  found.corners.forEach((p, i) =>
    assert.ok(
      Math.hypot(p.x - expected[i].x, p.y - expected[i].y) <= 0.25 * d.pitch + d.boxGap,
      `corner ${i} at (${p.x.toFixed(1)}, ${p.y.toFixed(1)}), drawn at (${expected[i].x.toFixed(1)}, ${expected[i].y.toFixed(1)})`,
    ),
  );
}

test('digits on a 9 × 9 lattice with no lines give the grid, in either polarity', () => {
  assertFound(PLAIN);
  assertFound({ ...PLAIN, page: 25, ink: 230 });
});

test('boxes set further apart, or the page turned, still give the grid', () => {
  assertFound({ ...PLAIN, pitch: 34, boxGap: 10 });
  assertFound({ ...PLAIN, turn: 3 });
  assertFound({ ...PLAIN, turn: -2.5, boxGap: 6 });
});

/**
 * Lines of text beside the grid, as a newspaper page sets its columns: glyphs of `height` pixels (2s as the grid's,
 * 0.6 as wide), `count` of them, in rows from the picture's top-left, left of `right`.
 */
function addText(gray: Gray, right: number, top: number, height: number, count: number, ink: number): void {
  const w = Math.round(0.6 * height);
  const stroke = Math.max(1, Math.round(0.12 * height));
  const step = w + Math.round(0.4 * height);
  const perRow = Math.floor((right - 4) / step);
  for (let k = 0; k < count; k++) {
    const x0 = 2 + (k % perRow) * step;
    const y0 = top + Math.floor(k / perRow) * Math.round(1.5 * height);
    for (let b = 0; b < height; b++)
      for (let a = 0; a < w; a++)
        if (b < stroke || b >= height - stroke || Math.abs(a - w * (1 - b / height)) < stroke)
          gray.pixels[(y0 + b) * gray.width + x0 + a] = ink;
  }
}

test('a grid beside columns of text in two sizes, each more glyphs than the grid has digits, is found', () => {
  // A newspaper page (wild explore10 s473): its body text and its larger lead both outnumber the grid's digits and
  // stand in rows of their own; the grid's digits are a third group of heights.
  const d: Drawing = { ...PLAIN, width: 820, height: 460 };
  const gray = draw(d);
  addText(gray, 180, 10, 10, 160, d.ink);
  addText(gray, 180, 240, 14, 60, d.ink);
  const found = findDigitLattice(gray);
  assert.ok(found, 'the grid is found among the text');
  const expected = expectedCorners(d);
  found.corners.forEach((p, i) => assert.ok(Math.hypot(p.x - expected[i].x, p.y - expected[i].y) <= 0.25 * d.pitch));
});

test('a column whose digits link to none of the others is placed by the fit through the rest', () => {
  // A dark board (wild explore19 s602): its last column holds digits only in rows 5 and 8, row 5 holding nothing else
  // and row 8's nearest digit six cells away, so they link only to each other, and the rest span eight columns.
  const rows = [[0, 2, 3], [2, 5, 7], [1, 7], [0, 3, 6], [8], [0, 1, 4, 6, 7], [1, 3, 4], [0, 2, 8], [3, 6]];
  const digits = new Set(rows.flatMap((cols, row) => cols.map((col) => row * 9 + col)));
  assertFound({ ...PLAIN, digits });
  assertFound({ ...PLAIN, digits, page: 40, ink: 200, turn: 1.5 });
});

test('digits on no 9 × 9 lattice are no grid', () => {
  // A month's calendar: seven columns of days.
  const calendar = new Set(Array.from({ length: 35 }, (_, i) => i));
  assert.equal(findDigitLattice(draw({ ...PLAIN, cols: 7, rows: 5, digits: calendar })), null);
  // The grid's last row empty: how far it reaches down, the digits cannot say.
  const noLastRow = new Set([...GIVENS].filter((i) => i < 72));
  assert.equal(findDigitLattice(draw({ ...PLAIN, digits: noLastRow })), null);
  // Too few digits for a puzzle.
  const few = new Set([0, 10, 20, 30, 40, 50, 60, 70, 80, 8, 16, 24, 32, 48, 56, 64]);
  assert.equal(findDigitLattice(draw({ ...PLAIN, digits: few })), null);
});

test('lattices of any pitch, box gap, turn and polarity give their grid (fast-check)', () => {
  fc.assert(
    fc.property(
      fc.record({
        pitch: fc.integer({ min: 22, max: 48 }),
        boxGap: fc.constantFrom(0, 0, 4, 8),
        turn: fc.double({ min: -3.5, max: 3.5, noNaN: true }),
        dark: fc.boolean(),
      }),
      ({ pitch, boxGap, turn, dark }) => {
        const side = Math.ceil(centre({ ...PLAIN, pitch, boxGap }, 8) + 3 * pitch);
        assertFound({
          ...PLAIN,
          width: side,
          height: side,
          pitch,
          boxGap,
          turn,
          ...(dark ? { page: 20, ink: 225 } : {}),
        });
      },
    ),
    { numRuns: 12, seed: 29 },
  );
});

test('digits strewn thinly over a large table are no grid (fast-check)', () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 399 }), { minLength: 20, maxLength: 40 }), (cells) => {
      // Digits strewn over a 20 × 20 table: no nine by nine of it holds a puzzle's seventeen.
      const found = findDigitLattice(draw({ ...PLAIN, pitch: 20, cols: 20, rows: 20, digits: new Set(cells) }));
      assert.equal(found, null);
    }),
    { numRuns: 10, seed: 31 },
  );
});

test('a table of digits on a lattice is no Sudoku: its reading is no puzzle, and the picture is declined', () => {
  // Twelve by twelve, every cell written: a 9 × 9 window of it is a lattice of digits, all alike, every unit clashing.
  const table = draw({ ...PLAIN, width: 560, height: 560, cols: 12, rows: 12, digits: new Set(range(144)) });
  const data = new Uint8ClampedArray(table.width * table.height * 4);
  table.pixels.forEach((level, i) => data.set([level, level, level, 255], 4 * i));
  assert.equal(scan({ width: table.width, height: table.height, data }).found, false);
});

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
