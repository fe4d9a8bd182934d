// A reader's fill-in in a pencil nearly as dark as the print, on the givens' place and at their height, is never read
// as a sure given (issue 29: a photo is never read wrong without a warning). Its hand shows in its shape: it matches
// the grid's printed digits of its value less well than they match each other (face-check.ts), in a slightly lighter
// ink. Doubted, not read blank: shape and ink alone do not tell a hand from a print's odd glyph.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Cell } from '../../src/engine/scan/cut-cells.ts';
import { unlikePrint } from '../../src/engine/scan/face-check.ts';
import { scan, SURE } from '../../src/engine/scan/index.ts';
import { assertGivensOnly, cellName as name, synthPhoto } from './scan-fixture.ts';

test('pencilled fill-ins as dark as the print and on its place, in a photographed page, are in doubt', () => {
  // Synthetic explore20 photo 42 (scripts/scan-photo-synth.ts, 640 × 480 as drawn): a sans puzzle, blurred, under a
  // shadow, with nine fill-ins in a gray pencil (truth blank). r6c7's 5 and r7c4's 7, 1.21 and 1.15 times lighter
  // than the print's median and on its place, were read as sure givens.
  assertGivensOnly(
    scan(synthPhoto('explore20-image42-pencil-dark-as-print.jpg')),
    '000320890200000005096000030300009000024508370000400006040000160600000008072081000',
  );
});

test('on a page with a hand seen, a pencilled digit barely lighter than the print is in doubt', () => {
  // Synthetic explore23 photo 115 (480 × 640 as drawn): a slab-serif page, bent, under a shadow, with a gray pencil's
  // fill-ins (truth blank), four flagged as written in. r7c3's 5, unlike the print's 5s and 1.08 times lighter than
  // the print's median, on its place and at its height, was read as a sure given.
  assertGivensOnly(
    scan(synthPhoto('explore23-image115-pencil-beside-hand.jpg')),
    '000000167050002080000400000807020000520700000004300001700900002000200694000060500',
  );
});

/** A 20 × 20 crop: ink along the strokes `glyph` draws (each cell of a 5 × 5 layout it names, 4 px square). */
function crop(glyph: string): Float32Array {
  const pixels = new Float32Array(400);
  [...glyph].forEach((on, k) => {
    if (on !== '#') return;
    const [row, col] = [Math.floor(k / 5), k % 5];
    for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) pixels[(row * 4 + y) * 20 + col * 4 + x] = 1;
  });
  return pixels;
}

/** A printed face's glyph for each value (5 × 5 layouts, row by row), and a hand's 5. */
const PRINT = [
  '..#....##...#....#...###.',
  '.###.#...#..##..##...####',
  '####....#..##.....#####..',
  '#..#.#..#.#####...#....#.',
  '######....####.....#####.',
  '.###.#....####.#...#.###.',
  '#####...#...#...#...#....',
  '.###.#...#.###.#...#.###.',
  '.###.#...#.####....#.###.',
];
const HAND_FIVE = '.####.#....##....#..###..';
/** A hand's 5 close to the print's: its upright cut short at the flag (they correlate at 0.92). */
const NEAR_FIVE = '#####.....####.....#####.';

/** A cell cut as a digit of `glyph`, its ink `darkness` (digit-look.ts). */
function digitCell(glyph: string, darkness: number): Cell {
  return {
    height: 0.6,
    crop: crop(glyph),
    emptyConfidence: 0,
    shape: { mass: 1000, height: 19, width: 12, thickness: 3 },
    look: { darkness, dx: 0, dy: 0 },
    minHeight: 0.3,
  };
}

const EMPTY: Cell = { height: 0, crop: null, emptyConfidence: 1, shape: null, minHeight: 0.3 };

/**
 * A grid of 27 printed digits (each value three times, ink 0.8), then `extra` 5s, the rest empty; read sure, on a page
 * where a reader's hand is seen or not.
 */
function doubtedIn(extra: Cell[], handSeen = false): string[] {
  const cells = Array.from({ length: 81 }, (_, i) =>
    i < 27 ? digitCell(PRINT[i % 9], 0.8) : i < 27 + extra.length ? extra[i - 27] : EMPTY,
  );
  const digits = cells.map((cell, i) => (!cell.crop ? 0 : i < 27 ? 1 + (i % 9) : 5));
  const doubted = unlikePrint(
    cells,
    digits,
    digits.map((d) => (d ? 0.99 : 1)),
    SURE,
    handSeen,
  );
  return doubted.flatMap((on, i) => (on ? [name(i)] : []));
}

test("a digit unlike the print's others of its value, in an ink 1.2 times lighter, is doubted", () => {
  assert.deepEqual(doubtedIn([digitCell(HAND_FIVE, 0.8 / 1.2)]), ['r4c1']);
  // Matching them at 0.92 where the print's own match at 1: 0.08 under the grid's typical match.
  assert.deepEqual(doubtedIn([digitCell(NEAR_FIVE, 0.8 / 1.2)]), ['r4c1']);
});

test("a digit unlike the print's, barely lighter, is doubted only where a reader's hand is seen", () => {
  // 1.08 times lighter: under the 1.12 that tells another ink alone, over the 1.05 that does beside a hand's digits.
  assert.deepEqual(doubtedIn([digitCell(HAND_FIVE, 0.8 / 1.08)]), []);
  assert.deepEqual(doubtedIn([digitCell(HAND_FIVE, 0.8 / 1.08)], true), ['r4c1']);
  // In the print's own ink it is the print's odd glyph, hand or no hand.
  assert.deepEqual(doubtedIn([digitCell(HAND_FIVE, 0.8)], true), []);
});

test("the print's own glyph in a lighter ink, or another glyph in the print's ink, is not", () => {
  // A photographed screen's entries are the givens' glyphs in another colour; a given's odd crop (a line's remnant
  // beside it) is in the print's ink.
  assert.deepEqual(doubtedIn([digitCell(PRINT[4], 0.8 / 1.2), digitCell(HAND_FIVE, 0.8)]), []);
});

test('with fewer than nine digits matched against another of their value, nothing is doubted', () => {
  // Two printed 1s, 2s and 3s, a printed 5 and the hand's 5 in a lighter ink: eight digits matched, too few to say
  // how well the print's digits match theirs.
  const glyphs = [PRINT[0], PRINT[0], PRINT[1], PRINT[1], PRINT[2], PRINT[2], PRINT[4]];
  const cells = Array.from({ length: 81 }, (_, i) =>
    i < 7 ? digitCell(glyphs[i], 0.8) : i === 7 ? digitCell(HAND_FIVE, 0.8 / 1.2) : EMPTY,
  );
  const digits = [1, 1, 2, 2, 3, 3, 5, 5, ...Array.from({ length: 73 }, () => 0)];
  const doubted = unlikePrint(
    cells,
    digits,
    digits.map((d) => (d ? 0.99 : 1)),
    SURE,
  );
  assert.deepEqual(doubted.filter(Boolean), []);
});
