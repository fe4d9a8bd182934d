// scan on grids of tiles (issue 29), drawn here: 81 rounded tiles set apart by gaps, no line between them, the 3×3
// boxes set further apart; light tiles on white gaps, a dark theme's tiles a few levels above their gaps, turned.
// Such grids were declined ("no Sudoku grid"): the line finder sees no connected grid of ink. A grid of light tiles
// on a white board was found by its white gaps as light lines and read inverted. Digits are blocks here: the test is
// of where the grid and its cells are, not of reading digits.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { findTiles } from '../../src/engine/scan/find-tiles.ts';
import type { Point } from '../../src/engine/scan/homography.ts';
import { toGray, type ScanImage } from '../../src/engine/scan/image.ts';
import { locateCells } from '../../src/engine/scan/locate.ts';
import { SIDE } from '../../src/engine/scan/rectify.ts';
import { turnedCorners } from './scan-fixture.ts';

interface Tiles {
  width: number;
  height: number;
  /** Tile side, gap between tiles, gap between 3×3 boxes, corner radius, in pixels. */
  tile: number;
  gap: number;
  boxGap: number;
  radius: number;
  /** Tiles per side (9 for a Sudoku). */
  count: number;
  page: number;
  board: number;
  tileGray: number;
  digitGray: number;
  /** Turn in degrees, clockwise, about the picture's centre. */
  turn: number;
  /** The board's rim beyond the outer tiles, in pixels (the page lies beyond it): the box gap unless given. */
  rim?: number;
  /** Cells whose tile is lit up to the board's gray (a highlighted row, column, box): no tile shows there. */
  lit?: ReadonlySet<number>;
}

/** Where tile k's near edge lies from the lattice's first tile's, along one axis. */
const tileStart = (t: Tiles, k: number): number => k * (t.tile + t.gap) + Math.floor(k / 3) * (t.boxGap - t.gap);
const span = (t: Tiles): number => tileStart(t, t.count - 1) + t.tile;

/** The cells holding a digit block: a spread of them, not symmetric, so a turned or mirrored reading would show. */
const DIGITS = new Set([0, 2, 4, 10, 13, 17, 20, 24, 29, 31, 33, 38, 40, 45, 49, 52, 55, 60, 64, 67, 71, 76, 78, 80]);

/** The picture as gray levels, 2 × 2 samples per pixel (anti-aliased edges). */
function drawTiles(t: Tiles): ScanImage {
  const side = span(t);
  const x0 = (t.width - side) / 2;
  const y0 = (t.height - side) / 2;
  const cos = Math.cos((t.turn * Math.PI) / 180);
  const sin = Math.sin((t.turn * Math.PI) / 180);
  const level = (px: number, py: number): number => {
    // Back from the turned picture to the upright board.
    const dx = px - t.width / 2;
    const dy = py - t.height / 2;
    const u = t.width / 2 + cos * dx + sin * dy - x0;
    const v = t.height / 2 - sin * dx + cos * dy - y0;
    const margin = t.rim ?? t.boxGap;
    if (u < -margin || v < -margin || u > side + margin || v > side + margin) return t.page;
    let col = -1;
    let row = -1;
    for (let k = 0; k < t.count; k++) {
      if (u >= tileStart(t, k) && u < tileStart(t, k) + t.tile) col = k;
      if (v >= tileStart(t, k) && v < tileStart(t, k) + t.tile) row = k;
    }
    if (col < 0 || row < 0) return t.board;
    const a = u - tileStart(t, col);
    const b = v - tileStart(t, row);
    const cx = Math.min(a, t.tile - a);
    const cy = Math.min(b, t.tile - b);
    if (cx < t.radius && cy < t.radius && Math.hypot(t.radius - cx, t.radius - cy) > t.radius) return t.board;
    const digit =
      DIGITS.has(row * 9 + col) && Math.abs(a - t.tile / 2) < 0.12 * t.tile && Math.abs(b - t.tile / 2) < 0.3 * t.tile;
    return digit ? t.digitGray : t.lit?.has(row * 9 + col) ? t.board : t.tileGray;
  };
  const data = new Uint8ClampedArray(t.width * t.height * 4);
  for (let y = 0; y < t.height; y++)
    for (let x = 0; x < t.width; x++) {
      let sum = 0;
      for (let s = 0; s < 4; s++) sum += level(x + 0.25 + 0.5 * (s & 1), y + 0.25 + 0.5 * (s >> 1));
      const g = Math.round(sum / 4);
      data.set([g, g, g, 255], 4 * (y * t.width + x));
    }
  return { width: t.width, height: t.height, data };
}

/** The grid's border: half a pitch beyond the outer tiles' centres (their gaps are its lines), turned as drawn. */
function expectedCorners(t: Tiles): Point[] {
  const side = span(t);
  const pitch = (tileStart(t, 8) - tileStart(t, 0)) / 8;
  const lo = t.tile / 2 - pitch / 2;
  const hi = side - t.tile / 2 + pitch / 2;
  const at = { x0: (t.width - side) / 2, y0: (t.height - side) / 2, width: t.width, height: t.height, degrees: t.turn };
  return turnedCorners(lo, hi, at);
}

const LIGHT: Tiles = {
  width: 560,
  height: 600,
  tile: 50,
  gap: 4,
  boxGap: 10,
  radius: 8,
  count: 9,
  page: 250,
  board: 255,
  tileGray: 236,
  digitGray: 40,
  turn: 0,
};
const DARK_TURNED: Tiles = {
  ...LIGHT,
  gap: 2,
  boxGap: 2,
  radius: 4,
  page: 30,
  board: 38,
  tileGray: 47,
  digitGray: 220,
  turn: 3,
};

function assertGridOfTiles(t: Tiles): void {
  const located = locateCells(drawTiles(t));
  assert.ok(located, 'no grid found');
  assert.equal(located.edges, 'even', 'taken for a grid of lines');
  const cell = span(t) / 9;
  const want = expectedCorners(t);
  located.corners.forEach((p, i) =>
    assert.ok(
      Math.hypot(p.x - want[i].x, p.y - want[i].y) <= 0.1 * cell,
      `corner ${i} at ${p.x.toFixed(1)},${p.y.toFixed(1)}, drawn at ${want[i].x.toFixed(1)},${want[i].y.toFixed(1)}`,
    ),
  );
  // Every block is cut as a digit in its own cell, and no empty tile's edges are taken for one.
  const inked = located.cells.flatMap((c, i) => (c.crop ? [i] : []));
  assert.deepEqual(
    inked,
    [...DIGITS].sort((a, b) => a - b),
  );
}

test('light tiles on white gaps, 3×3 boxes set further apart: found, every digit in its own cell', () => {
  assertGridOfTiles(LIGHT);
});

test('a dark theme, tiles 9 levels above their gaps, turned 3°: found, every digit in its own cell', () => {
  assertGridOfTiles(DARK_TURNED);
});

test('light tiles whose white gaps make a grid of light lines are read as tiles, not inverted', () => {
  // Gaps of 2 px, no wider between boxes, on a white board: the line finder takes the gaps for a grid of light
  // lines; read that way the digits would be light on dark cells and the gaps the cells' lines.
  const t: Tiles = { ...LIGHT, gap: 2, boxGap: 2, radius: 10 };
  assertGridOfTiles(t);
  const located = locateCells(drawTiles(t));
  assert.ok(located);
  // Ink dark: an empty tile (row 1, column 2) stays light in the rectified grid.
  assert.ok(located.rectified[10 * SIDE + 40] > 128);
});

test('tiles 3 levels darker than the page they touch (no rim of board around them): found, every digit in its own cell', () => {
  // The outer tiles' flat regions reached the page's through their soft rounded corners, so they were no tiles.
  assertGridOfTiles({ ...LIGHT, page: 239, board: 250, tileGray: 236, rim: 0, radius: 10 });
});

test('tiles as gray as the page, the board showing only between them: the outer ring found, every digit in its own cell', () => {
  // The outer tiles' flat regions run into the page at any flatness, so only the inner 7 × 7 are tiles; the missing
  // ring is seen one step out (tile-ring.ts), and the border put where the tiles end, not a box gap further out.
  assertGridOfTiles({ ...LIGHT, page: 236, board: 255, tileGray: 236, rim: 0, radius: 10 });
  // A dark theme's, turned.
  assertGridOfTiles({ ...DARK_TURNED, page: 47, board: 30, tileGray: 47, rim: 0, turn: 2 });
});

test('a 7 × 7 or 8 × 8 lattice of tiles on a page of their gray is not completed into a Sudoku grid', () => {
  // The page beyond a rim of board has the tiles' gray and a gap from them: only the gaps along a line tell tiles.
  for (const count of [7, 8])
    for (const rim of [0, 4, 10]) {
      const t: Tiles = { ...LIGHT, count, tile: 56, page: 236, board: 255, tileGray: 236, rim };
      assert.equal(findTiles(toGray(drawTiles(t))), null, `${count} × ${count}, rim ${rim}`);
    }
});

test('small tiles set half a tile apart, boxes further (a dark app at 2×): found, every digit in its own cell', () => {
  // Their flat regions, shrunk by the anti-aliased edges and rounded corners, are 13–14 px for a step of 24 px in a
  // box and 28 px between boxes: beyond the first search's 1.6 of a tile, so they were never linked.
  assertGridOfTiles({
    ...DARK_TURNED,
    width: 300,
    height: 300,
    tile: 16,
    gap: 8,
    boxGap: 12,
    radius: 4,
    page: 15,
    board: 22,
    tileGray: 34,
    turn: 0,
  });
});

test('an 8 × 8 or a 10 × 10 lattice of tiles is no Sudoku grid', () => {
  for (const count of [8, 10]) {
    const t: Tiles = { ...LIGHT, count, tile: 44 };
    assert.equal(findTiles(toGray(drawTiles(t))), null, `${count} × ${count}`);
  }
});

/**
 * The cells of column `col` (0-based) and of row `row` (0-based), but the tile in row `keep` of the column and the one
 * in column `keepInRow` of the row, which stay unlit either way: each lit line keeps one tile.
 */
function litCross(col: number, keep: number, row: number, keepInRow: number): Set<number> {
  const lit = new Set<number>();
  for (let k = 0; k < 9; k++) {
    lit.add(k * 9 + col);
    lit.add(row * 9 + k);
  }
  lit.delete(keep * 9 + col);
  lit.delete(row * 9 + keepInRow);
  return lit;
}

/** Every cell of the columns `cols` and rows `rows` (0-based): those lines show no tile at all. */
function litLines(cols: number[], rows: number[]): Set<number> {
  const lit = new Set<number>();
  for (let k = 0; k < 9; k++) {
    for (const c of cols) lit.add(k * 9 + c);
    for (const r of rows) lit.add(r * 9 + k);
  }
  return lit;
}

test('a column and a row of tiles lit up to the board (no tile seen there): found, every digit in its own cell', () => {
  // Wild explore5 s313: the player's row, column and box lit a gray level from the page, so the lattice of tiles
  // split into parts that no step of one tile joins, columns 8 and 9 cut off by a lit column 7; it was declined.
  assertGridOfTiles({ ...LIGHT, lit: litCross(6, 4, 3, 6) });
  assertGridOfTiles({ ...DARK_TURNED, lit: litCross(2, 7, 5, 2) });
  // As in s313: the one unlit tile of the column is the one unlit tile of the row, where they cross, with no
  // neighbour at all; the lattice stepped over both lines shows it where it puts their crossing.
  assertGridOfTiles({ ...DARK_TURNED, lit: litCross(6, 4, 4, 6) });
  // Turned the other way, so that the picture's first tiles lie in the part cut off.
  assertGridOfTiles({ ...DARK_TURNED, turn: -3, lit: litCross(6, 4, 4, 6) });
});

test('any one column and row lit up but for a tile each, columns and rows 2 to 8: found wherever they lie', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 7 }),
      fc.integer({ min: 0, max: 8 }),
      fc.integer({ min: 1, max: 7 }),
      fc.integer({ min: 0, max: 8 }),
      (col, keep, row, keepInRow) => {
        assertGridOfTiles({
          ...LIGHT,
          width: 300,
          height: 300,
          tile: 26,
          gap: 3,
          boxGap: 6,
          radius: 5,
          lit: litCross(col, keep, row, keepInRow),
        });
      },
    ),
    { numRuns: 12, seed: 29 },
  );
});

test('blocks of tiles a line apart, the line showing no tile at all, are no Sudoku grid', () => {
  // Two panels of 9 × 4, four of 4 × 4, three of 9 × 2 and 9 × 3: a step over the empty line joins them, but no tile
  // stands where the lattice puts that line's cells.
  for (const [cols, rows] of [
    [[4], []],
    [[4], [4]],
    [[3, 6], []],
  ]) {
    const t: Tiles = { ...LIGHT, lit: litLines(cols, rows) };
    assert.equal(findTiles(toGray(drawTiles(t))), null, `columns ${cols} and rows ${rows} empty`);
  }
});
