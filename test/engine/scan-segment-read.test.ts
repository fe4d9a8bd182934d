// The seven-segment reader (segment-read.ts), the network's second opinion in a grid of seven-segment digits: each
// digit drawn in the cut-out crop's frame, thin or thick, narrow or wide, sharp or blurred, is read as itself; ink that
// is no clean set of lit segments (a bar half lit, a blot, a round glyph) is no reading. Drawn here with plain
// rectangles, unlike both the training's renderer and the wild pictures'.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { CROP, type Cell } from '../../src/engine/scan/cut-cells.ts';
import type { CellReading } from '../../src/engine/scan/either-reading.ts';
import { sevenSegmentFace } from '../../src/engine/scan/segment-face.ts';
import { oneSegmentApart, segmentDigit } from '../../src/engine/scan/segment-read.ts';
import { segmentsConfirm } from '../../src/engine/scan/scan.ts';
import { NOT_DIGIT } from '../../src/engine/scan/classifier.ts';
import { segmentRects } from './seven-segments.ts';

/** Lit segments per digit, both forms of 6, 7 and 9: a top, b top right, c bottom right, d bottom, e, f left, g middle. */
const FORMS: [number, string][] = [
  [1, 'bc'],
  [2, 'abdeg'],
  [3, 'abcdg'],
  [4, 'bcfg'],
  [5, 'acdfg'],
  [6, 'acdefg'],
  [6, 'cdefg'],
  [7, 'abc'],
  [7, 'abcf'],
  [8, 'abcdefg'],
  [9, 'abcdfg'],
  [9, 'abcfg'],
];

interface Style {
  /** Bar thickness, of the digit's height. */
  thickness: number;
  /** Width, of the height. */
  width: number;
  /** Gap at each end of a bar, of its thickness. */
  gap: number;
  /** Box blur radius in pixels (0 or 1). */
  blur: number;
  /** Sub-pixel shift of the digit. */
  dx: number;
  dy: number;
}

/**
 * A CROP × CROP crop with `lit`'s segments inked (1 ink, 0 paper), the digit 16 px tall and centred as the cutter
 * centres it. A 1's ink box is its uprights alone: as the cutter crops it, the uprights stand in the middle.
 */
function crop(lit: string, style: Style, partial?: { segment: string; share: number }): Float32Array {
  const h = 16;
  // A face keeps its bars longer than they are thick: a narrow digit's strokes are thinner (as the faces draw them).
  const t = Math.min(style.thickness, style.width / 4) * h;
  // A 1's box is its uprights alone (the cutter crops it so).
  const w = lit === 'bc' ? t : style.width * h;
  const x0 = (CROP - w) / 2 + style.dx;
  const y0 = (CROP - h) / 2 + style.dy;
  const ink = new Float32Array(CROP * CROP);
  const rects = segmentRects(lit, w, h, t, style.gap * t);
  // A segment partly drawn (a remnant, a segment half rubbed out): `share` of its length, from its start.
  if (partial) {
    const [[x, y, sw, sh]] = segmentRects(partial.segment, w, h, t, style.gap * t);
    rects.push(sw > sh ? [x, y, sw * partial.share, sh] : [x, y, sw, sh * partial.share]);
  }
  for (const [x, y, sw, sh] of rects)
    for (let py = Math.floor(y0 + y); py < Math.ceil(y0 + y + sh); py++)
      for (let px = Math.floor(x0 + x); px < Math.ceil(x0 + x + sw); px++) {
        const cover =
          (Math.min(px + 1, x0 + x + sw) - Math.max(px, x0 + x)) *
          (Math.min(py + 1, y0 + y + sh) - Math.max(py, y0 + y));
        if (px >= 0 && py >= 0 && px < CROP && py < CROP) ink[py * CROP + px] = Math.max(ink[py * CROP + px], cover);
      }
  return style.blur ? blurred(ink) : ink;
}

/** A 3 × 3 box blur, as a photo's softness spreads a thin bar. */
function blurred(ink: Float32Array): Float32Array {
  const out = new Float32Array(ink.length);
  for (let y = 0; y < CROP; y++)
    for (let x = 0; x < CROP; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && xx >= 0 && yy < CROP && xx < CROP) sum += ink[yy * CROP + xx];
        }
      out[y * CROP + x] = sum / 9;
    }
  return out;
}

const styles = fc.record({
  thickness: fc.double({ min: 0.06, max: 0.14, noNaN: true }),
  width: fc.double({ min: 0.5, max: 0.65, noNaN: true }),
  gap: fc.double({ min: 0, max: 0.35, noNaN: true }),
  blur: fc.integer({ min: 0, max: 1 }),
  dx: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
  dy: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
});

test('a seven-segment digit, in either form, thin or thick, narrow or wide, sharp or blurred, is read as itself or not at all; most are read', () => {
  // Never another digit: the scan takes the segments' reading only where the network names the same digit, and a
  // wrong one must not be there to agree with. No reading is safe (the network's own confidence stands).
  const samples = fc.sample(fc.tuple(fc.constantFrom(...FORMS.filter(([digit]) => digit !== 1)), styles), {
    numRuns: 1000,
    seed: 29,
  });
  let read = 0;
  for (const [[digit, lit], style] of samples) {
    const got = segmentDigit(crop(lit, style), CROP);
    assert.ok(got === null || got === digit, `${lit} in ${JSON.stringify(style)} read as ${got}`);
    if (got === digit) read++;
  }
  // Measured: 986 of these 1,000 (a blurred thin stroke can fall under the ink cut).
  assert.ok(read >= 0.8 * samples.length, `${read} of ${samples.length} read`);
  // Sharp, at a usual face's width and thickness: every one.
  for (const [digit, lit] of FORMS.filter(([d]) => d !== 1))
    for (const thickness of [0.07, 0.1, 0.13])
      assert.equal(segmentDigit(crop(lit, { thickness, width: 0.55, gap: 0.2, blur: 0, dx: 0, dy: 0 }), CROP), digit);
});

test('an upright alone (a 1, a 7 whose top is lost, a line remnant) is no reading', () => {
  for (const thickness of [0.07, 0.12])
    for (const blur of [0, 1])
      assert.equal(segmentDigit(crop('bc', { thickness, width: 0.55, gap: 0.2, blur, dx: 0, dy: 0 }), CROP), null);
});

test('a thin plain 7, a bar and an upright of two segments, is read as a 7 (wild explore16 s006: 0.72 to the network)', () => {
  const style = { thickness: 0.07, width: 0.55, gap: 0.3, blur: 1, dx: 0, dy: 0 };
  assert.equal(segmentDigit(crop('abc', style), CROP), 7);
});

test('segments that make no digit are no reading, never the nearest digit', () => {
  // Sets of lit segments that are no digit's in either form (a 2 without its middle, a lone bar, an upside-down 7 …).
  const digitSets = new Set(FORMS.map(([, lit]) => lit));
  const others = fc
    .subarray([...'abcdefg'], { minLength: 2 })
    .map((s) => s.join(''))
    // The cutter scales a digit's ink box to the crop's digit height: only sets reaching from the top bar or an upper
    // upright to the bottom bar or a lower upright fill it as drawn here (a lone upper half is scaled to a whole 7).
    .filter((lit) => /[abf]/.test(lit) && /[cde]/.test(lit))
    .filter((lit) => !digitSets.has(lit));
  fc.assert(
    fc.property(others, styles, (lit, style) => {
      const read = segmentDigit(crop(lit, style), CROP);
      // The ink box is the lit segments' own: a set missing both uprights of a side (e.g. 'adg', three bars) is read
      // in a narrower box, and may be no digit; never may it be read as one.
      assert.equal(read, null, `${lit} in ${JSON.stringify(style)} read as ${read}`);
    }),
    { numRuns: 600, seed: 64 },
  );
});

test('a segment half there, a blot or a round glyph is no reading', () => {
  // A digit with one segment half there, which lit makes one digit and unlit another: a 6 and half an 8's upper right
  // upright, an 8's middle bar half there (unlit: no digit), a 3 and half a 9's upper left upright, a plain 9 and half
  // its bottom bar, a 4 and half a 9's top bar. Neither lit nor unlit: no reading. (Not every such remnant: a 9 with
  // half an 8's lower left upright can read as an 8, a 7 with half a 9's middle bar as a 7; the scan takes the
  // segments' digit only where the network gives no other digit a tenth, `segmentsConfirm`.)
  for (const [lit, segment] of [
    ['acdefg', 'b'],
    ['abcdef', 'g'],
    ['abcdg', 'f'],
    ['abcfg', 'd'],
    ['bcfg', 'a'],
  ])
    for (const thickness of [0.08, 0.12])
      for (const blur of [0, 1]) {
        const style = { thickness, width: 0.55, gap: 0.2, blur, dx: 0, dy: 0 };
        const read = segmentDigit(crop(lit, style, { segment, share: 0.5 }), CROP);
        assert.equal(read, null, `${lit} and half a ${segment} at ${thickness}, blur ${blur}: ${read}`);
      }
  // A solid blot as large as a digit.
  const blot = new Float32Array(CROP * CROP);
  for (let y = 2; y < 18; y++) for (let x = 6; x < 15; x++) blot[y * CROP + x] = 1;
  assert.equal(segmentDigit(blot, CROP), null);
  // A ring, as a printed 0 or a round glyph: its curves cross the bands a segment's box leaves empty.
  const ring = new Float32Array(CROP * CROP);
  for (let y = 0; y < CROP; y++)
    for (let x = 0; x < CROP; x++) {
      const r = Math.hypot((x + 0.5 - 10) / 4.5, (y + 0.5 - 10) / 8);
      if (r > 0.75 && r < 1) ring[y * CROP + x] = 1;
    }
  assert.equal(segmentDigit(ring, CROP), null);
  // Nothing at all, and ink too short for a digit.
  assert.equal(segmentDigit(new Float32Array(CROP * CROP), CROP), null);
  const short = new Float32Array(CROP * CROP);
  for (let y = 8; y < 14; y++) short[y * CROP + 9] = 1;
  assert.equal(segmentDigit(short, CROP), null);
});

test("the segments make a digit sure only where the network's doubt is between that digit and no digit at all", () => {
  // The network's probabilities for digits 1–9 and no digit; best is the index of its likeliest digit.
  const p = (likeliest: number, shares: Record<number, number>): Float32Array => {
    const out = new Float32Array(NOT_DIGIT + 1);
    for (const [index, share] of Object.entries(shares)) out[Number(index)] = share;
    out[likeliest] ||= 0.5;
    return out;
  };
  // Wild explore16 s006's thin 7: 0.72 a 7, 0.24 no digit. Confirmed by segments naming a 7, not by a 9's.
  const seven = p(6, { 6: 0.72, [NOT_DIGIT]: 0.24, 1: 0.01 });
  assert.equal(segmentsConfirm(seven, 6, 7), true);
  assert.equal(segmentsConfirm(seven, 6, 9), false);
  assert.equal(segmentsConfirm(seven, 6, null), false);
  // A tail-less 9 with most of its middle bar lost, read as a 7 with the 9 behind it: both readers see the 7's
  // segments, and the network's 9 leaves the cell in doubt.
  assert.equal(segmentsConfirm(p(6, { 6: 0.55, 8: 0.36, [NOT_DIGIT]: 0.05 }), 6, 7), false);
  // Any other digit a tenth or more, a segment apart or not (a 3 is two segments from a 7).
  assert.equal(segmentsConfirm(p(6, { 6: 0.6, 2: 0.2, [NOT_DIGIT]: 0.15 }), 6, 7), false);
  assert.equal(segmentsConfirm(p(6, { 6: 0.6, 2: 0.1, [NOT_DIGIT]: 0.25 }), 6, 7), false);
  // Another digit just under a tenth does not, unless it is the runner-up a segment away: a 9 behind an 8 (an 8 with
  // its lower left upright lost is a 9's segments), a 1 behind a 7 (a 7 is a 1 with a bar across).
  assert.equal(segmentsConfirm(p(6, { 6: 0.8, 2: 0.09, [NOT_DIGIT]: 0.11 }), 6, 7), true);
  assert.equal(segmentsConfirm(p(7, { 7: 0.8, 8: 0.09, [NOT_DIGIT]: 0.05 }), 7, 8), false);
  assert.equal(segmentsConfirm(p(6, { 6: 0.8, 0: 0.06, [NOT_DIGIT]: 0.05 }), 6, 7), false);
  assert.equal(segmentsConfirm(p(6, { 6: 0.8, 0: 0.06, [NOT_DIGIT]: 0.1 }), 6, 7), true);
});

test('which digits are a segment apart: a segment lost or gained turns one into the other', () => {
  const pairs: string[] = [];
  for (let a = 1; a <= 9; a++) for (let b = a + 1; b <= 9; b++) if (oneSegmentApart(a, b)) pairs.push(`${a}${b}`);
  // 1 and 7 (the top bar), 3 and 9 (the upper left upright), 4 and 9 (a 4 and a tail-less 9: the top bar), 5 and 6
  // (the lower left upright), 5 and 9 (the upper right upright), 6 and 8, 7 and 9 (a tailed 7 and a tail-less 9: the
  // middle bar), 8 and 9.
  assert.deepEqual(pairs, ['17', '39', '49', '56', '59', '68', '79', '89']);
});

test("a grid is seven-segment by its 4s and 7s: two read clearly that light only a 4's or a 7's segments; a font's, or one alone, or an x-height piece's do not make it so", () => {
  const style = { thickness: 0.1, width: 0.55, gap: 0.2, blur: 0, dx: 0, dy: 0 };
  const cell = (ink: Float32Array | null, xHeight?: Cell['xHeight']): Cell => ({
    height: 0.5,
    crop: ink,
    emptyConfidence: ink ? 0 : 1,
    shape: null,
    minHeight: 0.3,
    ...(xHeight && { xHeight }),
  });
  const reading = (digit: number, likeness = 0.99): CellReading => ({ digit, confidence: likeness, likeness });
  // A font's 7 and 4: a bar and a diagonal; a diagonal, a bar across and an upright.
  const fontSeven = new Float32Array(CROP * CROP);
  for (let x = 6; x < 15; x++) for (let y = 2; y < 4; y++) fontSeven[y * CROP + x] = 1;
  for (let y = 4; y < 18; y++)
    for (let x = 0; x < 2; x++) fontSeven[y * CROP + Math.round(13 - (y - 4) * 0.45) + x] = 1;
  const fontFour = new Float32Array(CROP * CROP);
  for (let y = 2; y < 18; y++) for (let x = 11; x < 13; x++) fontFour[y * CROP + x] = 1;
  for (let y = 2; y < 13; y++) for (let x = 0; x < 2; x++) fontFour[y * CROP + Math.round(11 - (y - 2) * 0.5) + x] = 1;
  for (let x = 5; x < 15; x++) for (let y = 12; y < 14; y++) fontFour[y * CROP + x] = 1;
  const blank = cell(null);
  const grid = (...pairs: [Cell, CellReading][]): [Cell[], CellReading[]] => {
    const cells = Array.from({ length: 81 }, () => blank);
    const readings = Array.from({ length: 81 }, () => ({ digit: 0, confidence: 1, likeness: 1 }));
    pairs.forEach(([c, r], i) => ((cells[i * 10] = c), (readings[i * 10] = r)));
    return [cells, readings];
  };
  const segmentSeven: [Cell, CellReading] = [cell(crop('abc', style)), reading(7)];
  const segmentFour: [Cell, CellReading] = [cell(crop('bcfg', style)), reading(4)];
  assert.equal(sevenSegmentFace(...grid(segmentSeven, segmentFour)), true, "a 7's and a 4's segments");
  assert.equal(sevenSegmentFace(...grid(segmentSeven)), false, 'one alone');
  assert.equal(
    sevenSegmentFace(...grid([cell(fontSeven), reading(7)], [cell(fontFour), reading(4)], segmentSeven)),
    false,
    "a font's 7 and 4 beside one",
  );
  assert.equal(sevenSegmentFace(...grid(segmentSeven, [cell(crop('bcfg', style)), reading(4, 0.6)])), false, 'unclear');
  assert.equal(
    sevenSegmentFace(...grid(segmentSeven, [cell(crop('bcfg', style), '1 or 2'), reading(4)])),
    false,
    'an x-height piece (what is asked of the face)',
  );
  // A 3's segments read as a 3 count for nothing: a font's 3 often lights them (an 8 and a 9 likewise).
  assert.equal(sevenSegmentFace(...grid(segmentSeven, [cell(crop('abcdg', style)), reading(3)])), false, 'a 3');
});
