// Seven-segment digits, as a digital clock draws them and some Sudoku apps do: each digit is up to seven separate
// bars, a 1 two of them one above the other, none a digit alone. Drawn here with this test's own renderer (plain
// rectangles, unlike the training's), they must be cut out and read, or flagged: never misread with confidence. Four
// in five are read sure: a grid with few small 1s, 4s and 7s leaves them blank and flagged (their short bars are
// joined only where many cells hold such digits and only as one digit in the middle of the cell, pencil marks being
// short bars too).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { decodeImage } from '../../src/cli/decode-image.ts';
import { scan, SURE } from '../../src/engine/index.ts';
import { extractCells } from '../../src/engine/scan/cut-cells.ts';
import { CELL, SIDE } from '../../src/engine/scan/rectify.ts';
import { picture, TRUTH, assertReadExactly } from './scan-fixture.ts';
import { segmentRects } from './seven-segments.ts';

/** Lit segments per digit: a top, b top right, c bottom right, d bottom, e bottom left, f top left, g middle. */
const LIT = ['', 'bc', 'abdeg', 'abcdg', 'bcfg', 'acdfg', 'acdefg', 'abc', 'abcdefg', 'abcdfg'];

/** The segments of a digit `w` × `h` with bars `t` thick and `gap` apart, as rectangles [x, y, width, height]. */
const segments = (digit: number, w: number, h: number, t: number, gap: number): number[][] =>
  segmentRects(LIT[digit], w, h, t, gap);

/**
 * Whole 8s in every column of `rows` (0-based), large (10 × 18 px, bars 3 px) or small (8 × 13 px, bars 2 px), drawn
 * with `bar`: the grid's other digits, whose height and bar-built faces the cells under test are weighed against.
 */
function wholeEights(
  bar: (x: number, y: number, w: number, h: number) => void,
  rows: number[],
  size: 'large' | 'small' = 'large',
): void {
  const [w, h, t, x0, y0] = size === 'large' ? [10, 18, 3, 11, 7] : [8, 13, 2, 12, 9];
  for (let c = 0; c < 9; c++)
    for (const r of rows)
      for (const s of segments(8, w, h, t, -0.5)) bar(c * CELL + x0 + s[0], r * CELL + y0 + s[1], s[2], s[3]);
}

/** Fills the rectangle with ink `v` on a gray image `side` wide, each pixel by the share it covers. */
function fill(gray: Float32Array, side: number, [x, y, w, h]: number[], v: number): void {
  for (let py = Math.floor(y); py < Math.ceil(y + h); py++)
    for (let px = Math.floor(x); px < Math.ceil(x + w); px++) {
      const cover = (Math.min(px + 1, x + w) - Math.max(px, x)) * (Math.min(py + 1, y + h) - Math.max(py, y));
      gray[py * side + px] += cover * (v - gray[py * side + px]);
    }
}

/** A rectified grid (SIDE px square): white, thin cell lines and thick box lines; `bar` inks a rectangle black. */
function rectifiedGrid(): { image: Float32Array; bar: (x: number, y: number, w: number, h: number) => void } {
  const image = new Float32Array(SIDE * SIDE).fill(255);
  const bar = (x: number, y: number, w: number, h: number) => fill(image, SIDE, [x, y, w, h], 0);
  for (let k = 0; k <= 9; k++) {
    const half = k % 3 === 0 ? 2 : 1;
    const at = Math.min(SIDE - half, Math.max(0, k * CELL - half));
    bar(at, 0, 2 * half, SIDE);
    bar(0, at, SIDE, 2 * half);
  }
  return { image, bar };
}

/** A grid `cell` px a cell, margin around, lines, and `puzzle`'s digits in seven segments, as gray levels. */
function drawGrid(
  puzzle: string,
  cell: number,
  style: { height: number; thickness: number; gap: number },
): Float32Array {
  const margin = 20;
  const side = 9 * cell + 2 * margin;
  const gray = new Float32Array(side * side).fill(250);
  for (let k = 0; k <= 9; k++) {
    const width = k % 3 === 0 ? 3 : 1;
    const at = margin + k * cell - Math.floor(width / 2);
    fill(gray, side, [at, margin - 1, width, 9 * cell + 2], 40);
    fill(gray, side, [margin - 1, at, 9 * cell + 2, width], 40);
  }
  [...puzzle].forEach((ch, i) => {
    const digit = Number(ch);
    if (!digit) return;
    const h = style.height * cell;
    const w = 0.55 * h;
    const left = margin + (i % 9) * cell + (cell - w) / 2;
    const top = margin + Math.floor(i / 9) * cell + (cell - h) / 2;
    for (const [x, y, sw, sh] of segments(digit, w, h, style.thickness * h, style.gap * h))
      fill(gray, side, [left + x, top + y, sw, sh], 20);
  });
  return gray;
}

const rgba = (gray: Float32Array) => {
  const side = Math.sqrt(gray.length);
  const data = new Uint8ClampedArray(gray.length * 4);
  gray.forEach((v, i) => data.set([v, v, v, 255], 4 * i));
  return { width: side, height: side, data };
};

const STYLES = [
  { name: 'small, thin bars apart', cell: 40, height: 0.45, thickness: 0.11, gap: 0.04 },
  { name: 'large, thick bars close', cell: 80, height: 0.6, thickness: 0.16, gap: 0.03 },
];

for (const { name, cell, ...style } of STYLES) {
  for (const [picture, puzzle] of Object.entries(TRUTH).slice(0, 2)) {
    test(`seven-segment digits (${name}, ${picture}'s puzzle) are read, and any misread is flagged`, () => {
      const result = scan(rgba(drawGrid(puzzle, cell, style)));
      assert.ok(result.found, 'the grid is found');
      let sureRight = 0;
      const givens = [...puzzle].filter((ch) => ch !== '.').length;
      [...puzzle].forEach((ch, i) => {
        const truth = Number(ch) || 0;
        const { grid, confidence } = result;
        if (grid[i] === truth) {
          if (truth && confidence[i] >= SURE) sureRight++;
        } else assert.ok(confidence[i] < SURE, `cell ${i}: ${truth} read as ${grid[i]} with ${confidence[i]}`);
      });
      assert.ok(sureRight >= 0.8 * givens, `${sureRight} of ${givens} givens read right and sure`);
    });
  }
}

test('a seven-segment 1, two bars one above the other, is cut out as one digit; pencil marks around stay apart', () => {
  const { image, bar } = rectifiedGrid();
  // Cells r1c1–r1c4: 1s of two bars 7 px tall, 3 px apart (each as short as a pencil mark), as a grid of
  // seven-segment digits has many.
  for (let c = 0; c < 4; c++) {
    bar(c * CELL + 16, 8, 2, 7);
    bar(c * CELL + 16, 18, 2, 7);
  }
  // Cell r2c1: pencil marks, a 1 at the top left and a 5-like block at the centre, diagonal to each other.
  bar(5, CELL + 4, 2, 7);
  bar(13, CELL + 13, 5, 7);
  const cells = extractCells(image);
  for (let c = 0; c < 4; c++) {
    assert.ok(cells[c].crop, `the 1 in r1c${c + 1} is cut out`);
    assert.ok(cells[c].height >= 0.5, `height ${cells[c].height}`);
  }
  assert.equal(cells[9].crop, null, 'the pencil marks are no digit');
});

test('two thin pencil marks stacked in a cell are not taken for a seven-segment 1 in a grid of other digits', () => {
  const { image, bar } = rectifiedGrid();
  // Cell r5c5: a small 2 above a small 5 in the middle column of pencil marks, each 3 px wide and 6 px tall.
  bar(4 * CELL + 15, 4 * CELL + 5, 3, 6);
  bar(4 * CELL + 15, 4 * CELL + 14, 3, 6);
  const cell = extractCells(image)[40];
  assert.equal(cell.crop, null);
  assert.ok(cell.emptyConfidence < SURE, 'left empty, in doubt');
});

test('pencil marks stacked in one column of their 3×3 places are not joined into a digit, in a grid of seven-segment 1s', () => {
  const { image, bar } = rectifiedGrid();
  // Cells r1c1–r1c4: seven-segment 1s, so the grid is one of bars.
  for (let c = 0; c < 4; c++) {
    bar(c * CELL + 16, 8, 2, 7);
    bar(c * CELL + 16, 18, 2, 7);
  }
  // Row 2, marks 3 × 8 px (each a quarter of a cell tall, as large pencil marks are), 2 px apart, in the rows of
  // their places 3, 13 and 23 px below the line: (r2c2) the top two of the middle column, (r2c3) all three of it,
  // (r2c4) the middle and bottom of the left column.
  const top = CELL + 1;
  const mark = (c: number, x: number, row: number) => bar(c * CELL + x, top + 2 + 10 * row, 3, 8);
  mark(1, 14, 0);
  mark(1, 14, 1);
  for (let row = 0; row < 3; row++) mark(2, 14, row);
  mark(3, 7, 1);
  mark(3, 7, 2);
  const cells = extractCells(image);
  for (let c = 0; c < 4; c++) assert.ok(cells[c].crop, `the 1 in r1c${c + 1} is cut out`);
  for (const c of [1, 2, 3]) assert.equal(cells[9 + c].crop, null, `the marks in r2c${c + 1} are no digit`);
});

test('a few seven-segment 1s in a grid of whole digits are cut out when their bars are solid and as tall as the digits; two pencil marks stacked are not', () => {
  const { image, bar } = rectifiedGrid();
  // Rows 2 and 3: nine whole digits each, 10 × 18 px 8s drawn in one piece (segments touching), so the grid's
  // digits are 18 px tall; its few 1s alone are too few for a grid of seven-segment digits.
  wholeEights(bar, [1, 2]);
  // Cells r1c1–r1c2: 1s of two solid bars 3 × 7 px, 2 px apart (16 px: 0.9 of the 8s).
  for (let c = 0; c < 2; c++) {
    bar(c * CELL + 18, 8, 3, 7);
    bar(c * CELL + 18, 17, 3, 7);
  }
  // Cell r1c4: two pencil marks 4 × 7 px one above the other, 2 px apart, each a small 5 (a top bar, the left side
  // down to the middle, a middle bar, the right side down, a bottom bar): as tall as the 1s, but glyphs, not bars.
  for (const y of [8, 17]) {
    const x = 3 * CELL + 14;
    bar(x, y, 4, 1);
    bar(x, y, 1, 4);
    bar(x, y + 3, 4, 1);
    bar(x + 3, y + 3, 1, 4);
    bar(x, y + 6, 4, 1);
  }
  const cells = extractCells(image);
  for (let c = 0; c < 2; c++) {
    assert.ok(cells[c].crop, `the 1 in r1c${c + 1} is cut out`);
    assert.ok(cells[c].height >= 0.45, `height ${cells[c].height}`);
  }
  assert.equal(cells[3].crop, null, 'the pencil marks are no digit');
  assert.ok(cells[3].emptyConfidence < SURE, 'left empty, in doubt');
});

test('a thin seven-segment 1 broken at its middle into two stubby pieces (no clean bar) is cut out, in doubt; with a pencil mark beside, it is not', () => {
  const { image, bar } = rectifiedGrid();
  // Rows 2 and 3: whole 8s 18 px tall, as in the test above.
  wholeEights(bar, [1, 2]);
  // A 1 whose bars the threshold leaves 3 × 6 px with tapered ends (a pixel wide at top and bottom), 2 px apart:
  // each too short for a digit and none a solid bar. r1c1 alone; r1c3 with a pencil mark at its left.
  const taperedBar = (x: number, y: number) => {
    bar(x + 1, y, 1, 1);
    bar(x, y + 1, 3, 4);
    bar(x + 1, y + 5, 1, 1);
  };
  for (const c of [0, 2]) {
    taperedBar(c * CELL + 16, 8);
    taperedBar(c * CELL + 16, 16);
  }
  bar(2 * CELL + 5, 12, 4, 6);
  const cells = extractCells(image);
  assert.ok(cells[0].crop, 'the 1 in r1c1 is cut out');
  assert.equal(cells[0].xHeight, 'any', 'read as any digit, in doubt');
  assert.equal(cells[2].crop, null, 'beside a pencil mark, no digit');
});

test('in a grid with three 1s broken in two, a piece at the x-height is read as any digit (a 4 cut short)', () => {
  const { image, bar } = rectifiedGrid();
  // Rows 2 and 3: whole 8s 13 px tall (0.41 of a cell).
  wholeEights(bar, [1, 2], 'small');
  // r1c5: a 4's upper part, 9 px tall (0.69 of the 8s: an x-height piece), its lower right bar lost.
  const x4 = 4 * CELL + 12;
  bar(x4, 10, 2, 6);
  bar(x4 + 6, 10, 2, 9);
  bar(x4, 14, 8, 2);
  assert.equal(extractCells(image)[4].xHeight, '1 or 2', 'in a grid of whole digits, only as a 1 or a 2');
  // r1c1–r1c3: 1s broken in two, blocks 4 × 5 px 2 px apart (too wide for bars).
  for (const c of [0, 1, 2]) {
    bar(c * CELL + 16, 9, 4, 5);
    bar(c * CELL + 16, 16, 4, 5);
  }
  const cells = extractCells(image);
  for (const c of [0, 1, 2]) assert.equal(cells[c].xHeight, 'any', `the 1 in r1c${c + 1} is cut out, in doubt`);
  assert.equal(cells[4].xHeight, 'segment', 'beside three broken 1s, as any digit (a 1, 4 or 7 whole)');
});

test('a lone bar left of a seven-segment digit in a grid of bar-built digits leaves its cell empty but in doubt; a pencil 1 at the side does not', () => {
  const { image, bar } = rectifiedGrid();
  // Cells r1c1–r1c4: 1s of two bars 7 px tall, 3 px apart: a grid of seven-segment digits.
  for (let c = 0; c < 4; c++) {
    bar(c * CELL + 16, 8, 2, 7);
    bar(c * CELL + 16, 18, 2, 7);
  }
  // Cell r2c5: only the lower bar of a 1 is left (its upper bar cut off with the cell's top, or too faint).
  bar(4 * CELL + 16, CELL + 18, 2, 7);
  // Cell r2c6: a pencil 1 in the left column of its 3×3 places.
  bar(5 * CELL + 5, CELL + 4, 2, 7);
  const cells = extractCells(image);
  assert.equal(cells[13].crop, null, 'one bar is no digit');
  assert.ok(cells[13].emptyConfidence < SURE, `the bar's cell is in doubt (${cells[13].emptyConfidence})`);
  assert.equal(cells[14].crop, null);
  assert.ok(cells[14].emptyConfidence >= SURE, 'a pencil mark at the side leaves its cell surely empty');
});

test('a digit much fainter than its cell’s threshold, set by the lines in its corner, is cut at the ink clear of them', () => {
  // Nine black 8s set the grid's contrast; r5c5 holds a 4 80 gray levels from the paper, and in its corner a black
  // stub where two lines meet: the stub sets the cell's threshold (0.35 of its ink) above the 4, so nothing is cut
  // there at first. The cell is cut again at a share of its strongest ink clear of the edges, the 4's, and the 4, one
  // digit's shape, is taken: on paper with a grain (a photo's; left blank in doubt before, wild explore6 s294's gray
  // 3 beside a box line) as on clean paper. Grain alone beside the stub is no digit.
  const faintFour = (grain: boolean, four = true) => {
    const { image } = rectifiedGrid();
    for (let c = 0; c < 9; c++)
      for (const s of segments(8, 10, 18, 3, -0.5)) fill(image, SIDE, [c * CELL + 11 + s[0], 7 + s[1], s[2], s[3]], 0);
    if (four)
      for (const s of segments(4, 10, 18, 2, 0))
        fill(image, SIDE, [4 * CELL + 11 + s[0], 4 * CELL + 7 + s[1], s[2], s[3]], 175);
    fill(image, SIDE, [4 * CELL + 1, 4 * CELL + 1, 2, 2], 0);
    // A grain of ±6 levels, the same every run.
    if (grain)
      for (let i = 0; i < image.length; i++) image[i] = Math.max(0, Math.min(255, image[i] + ((i * 7919) % 13) - 6));
    return extractCells(image)[40];
  };
  for (const grain of [true, false]) {
    const cell = faintFour(grain);
    assert.ok(cell.crop, `${grain ? 'grainy' : 'clean'} paper: the 4 cut out`);
    assert.ok(cell.height >= 0.5, `${grain ? 'grainy' : 'clean'} paper: cut whole (${cell.height} of the cell)`);
  }
  const empty = faintFour(true, false);
  assert.equal(empty.crop, null, 'grain beside the stub: nothing cut out');
});

test('small seven-segment digits: a 7 whose lower bar the threshold leaves 2 px wide and tapered is read', () => {
  // A crop of the wild explore set's s582 (a newspaper page, bars 0.12 of the digit thick, digits 0.38 of the cell,
  // pencil marks in the same face). The 7 in r3c2 is its corner and, parted from it, a lower bar of 4 pixels in a
  // 2 × 3 box: too short for a digit alone, and under the fill of a stroke, so the two were no digit broken in two
  // and the cell was left blank. (Its 4s, with no bar at the top or bottom, stand at the x-height and are still
  // left blank: reading an x-height 4 made a central pencil 4 a digit elsewhere.)
  const file = new URL('fixtures/scan-wild/segments-small-7.png', import.meta.url);
  const decoded = decodeImage(readFileSync(file), 'segments-small-7.png');
  assert.ok(decoded.ok);
  const result = scan(decoded.image);
  assert.ok(result.found);
  assert.equal(result.grid[2 * 9 + 1], 7, 'the 7 in r3c2');
  // Every other digit read is the picture's (the 4s left blank are flagged).
  const truth = '3.8......69..5..4..7219...6.5.......83.......2....93...8...34......2..65...4.....';
  [...truth].forEach((ch, i) => {
    if (result.grid[i] !== (Number(ch) || 0)) assert.ok(result.confidence[i] < SURE, `cell ${i} misread, sure`);
  });
});

test('two specks stacked in a cell, a small seven-segment 1 left as its two segments, are no sure blank, in a grid of split digits or of whole ones', () => {
  const specks = (bar: (x: number, y: number, w: number, h: number) => void, x: number, y: number) => {
    // Each segment thresholded down to 3 × 3 px, 2 px apart: 8 px together, a colon more than a 1.
    bar(x, y, 3, 3);
    bar(x, y + 5, 3, 3);
  };
  const split = rectifiedGrid();
  // Rows 2 and 3: whole 8s 13 px tall (0.41 of a cell).
  wholeEights(split.bar, [1, 2], 'small');
  // r1c1–r1c3: 1s broken in two, blocks 4 × 5 px 2 px apart: a grid of split seven-segment digits.
  for (const c of [0, 1, 2]) {
    split.bar(c * CELL + 16, 9, 4, 5);
    split.bar(c * CELL + 16, 16, 4, 5);
  }
  specks(split.bar, 6 * CELL + 17, 11);
  const splitCells = extractCells(split.image);
  assert.equal(splitCells[6].crop, null, 'too small to read');
  assert.ok(splitCells[6].emptyConfidence < SURE, `in doubt (${splitCells[6].emptyConfidence})`);

  const whole = rectifiedGrid();
  wholeEights(whole.bar, [1, 2], 'small');
  specks(whole.bar, 6 * CELL + 17, 11);
  const wholeCells = extractCells(whole.image);
  assert.equal(wholeCells[6].crop, null);
  // Among whole digits too (cut-cells.ts `segmentsOfOne`): a photographed newspaper grid's 1s came out as such specks
  // beside whole 8s and 9s, and were read as sure blanks (wild explore4 s430). Left in doubt, never read.
  assert.ok(wholeCells[6].emptyConfidence < SURE, `among whole digits: in doubt (${wholeCells[6].emptyConfidence})`);
});

test('a 1 parted at its middle into two specks, in the middle of its cell, is cut out to be read as a 1 in a grid of split digits; stacked marks above the middle are not', () => {
  const { image, bar } = rectifiedGrid();
  // Rows 2 and 3: whole 8s 13 px tall (0.41 of a cell); r1c1–r1c3: 1s broken in two, blocks 4 × 5 px 2 px apart,
  // so the grid is one of split seven-segment digits.
  wholeEights(bar, [1, 2], 'small');
  for (const c of [0, 1, 2]) {
    bar(c * CELL + 16, 9, 4, 5);
    bar(c * CELL + 16, 16, 4, 5);
  }
  // r1c7: what a small thin 1 leaves after blur and a JPEG (wild explore4 s430): two 3 × 3 px specks 2 px apart,
  // their middle at the cell's. r1c9: the same two specks a third of a cell higher, where two pencil marks stack.
  for (const y of [12, 17]) bar(6 * CELL + 16, y, 3, 3);
  for (const y of [4, 9]) bar(8 * CELL + 16, y, 3, 3);
  const cells = extractCells(image);
  assert.ok(cells[6].crop, 'the parted 1 is cut out');
  assert.equal(cells[6].xHeight, 'one', 'to be read as a 1 only');
  assert.equal(cells[8].crop, null, 'specks above the middle are no digit');
  assert.ok(cells[8].emptyConfidence < SURE, 'but no sure blank either');
});

test('a seven-segment 7 whose lower upright, blurred wider than a bar, stands 3 px under its upper part is cut out whole; two narrow pencil marks as far apart are not', () => {
  const { image, bar } = rectifiedGrid();
  // Cells r1c1–r1c4: 7s 17 px tall, their top bar and upper upright one piece 9 px tall (under a digit's height), the
  // lower upright 4 × 6 px (as wide as two-thirds of its height: no bar) from 3 px below it.
  for (let c = 0; c < 4; c++) {
    bar(c * CELL + 10, 5, 11, 2);
    bar(c * CELL + 18, 5, 3, 9);
    bar(c * CELL + 17, 17, 4, 6);
  }
  // Cell r2c2: two pencil marks 4 × 8 px (a quarter of a cell tall) stacked 3 px apart in the middle column of their
  // places, as far apart as the 7's parts: narrow, so no digit's top.
  bar(CELL + 14, CELL + 6, 4, 8);
  bar(CELL + 14, CELL + 17, 4, 8);
  const cells = extractCells(image);
  for (let c = 0; c < 4; c++) {
    assert.ok(cells[c].crop, `the 7 in r1c${c + 1} is cut out`);
    assert.ok(cells[c].height >= 0.5, `r1c${c + 1}: height ${cells[c].height}`);
  }
  assert.equal(cells[10].crop, null, 'the pencil marks in r2c2 are no digit');
});

test('a thin seven-segment 7 parted at its middle, its lower bar a speck, is read as a digit in doubt', () => {
  // Wild explore8 s134 (scripts/scan-wild.ts): a plain page, sepia, tailed 7s, JPEG. The 7 in r9c3 left its top (the
  // bar with both uprights) as one piece and its lower right bar as a 3 px speck two rows below: neither piece a
  // stroke, so no digit broken in two, and the cell was read as a blank in doubt (cut-cells.ts `partedSeven`).
  assertReadExactly(
    scan(picture('scan-wild', 'segments-parted-7.jpg')),
    '83.7...1...58...9....1....522...42.6..6.2.....4..3.9..91.....6.......2...67.1..8.',
  );
});

test('thin plain seven-segment 7s, a bar and an upright the network hardly knows, are read by their segments', () => {
  // Wild explore16 s006: a desktop game page, tinted, bars 0.07 of the digit's height, JPEG. The network read each 7 as
  // 0.72 a 7, 0.24 no digit (and as no digit with the hairline between its bars drawn in): r4c1 and r9c3 were blanks
  // in doubt, r8c7 a 7 in doubt. Its lit segments name a 7 in every crop, as the network does: read (segment-read.ts).
  const read = scan(picture('scan-wild', 'segments-thin-plain-7.jpg'));
  assertReadExactly(read, '....5....9341..8...1..964..7...8...9692...3.85...3.64..5....1....8.6.753.672...84');
  for (const cell of [27, 69, 74]) assert.ok(read.confidence[cell] >= SURE, `cell ${cell}: ${read.confidence[cell]}`);
});

test('a small seven-segment 4 a bar short of the others is read as a 4, in a grid the cutter takes for whole glyphs', () => {
  // Wild explore17 s606: a newspaper page, a 231 px grid blurred 0.64 px, bars 0.12 of the digit's height. Its segments
  // run together, so the cutter takes the digits for whole glyphs (no seven-segment grid); r7c7's 4, with no bar at
  // the top or bottom, stands 9 px beside digits of 14 (other 4s 10 px), an old-style face's 1 or 2's height, and was
  // left blank in doubt. Two other 4s and 7s read clearly light only their segments: a seven-segment face, whose 4s
  // stand so (segment-face.ts). Read as a 4, in doubt: a piece under 0.66 of the digits may be a pencilled digit.
  const read = scan(picture('scan-wild', 'segments-small-4-x-height.png'));
  assertReadExactly(read, '..4.....9..62........46..859.39.2..17.2..8.6.4..75....2.....4......8..1...93.....');
  assert.ok(read.confidence[60] < SURE, `r7c7 in doubt (${read.confidence[60]})`);
});

test('seven-segment digits set so high that the board border hides their tops are read', () => {
  // Wild explore8 s430: a page with buttons, turned 1.7°, JPEG 41. The digits stand high in their cells, and in the top
  // row the thick border covers their tops: r1c6's 1 and r1c9's 7 each left an upright reaching down from the cell's
  // top edge and a bar clear below it, and were read as sure blanks, then as blanks in doubt (cut-cells.ts
  // `cutAtEdge`); now as the digits they are, in doubt.
  assertReadExactly(
    scan(picture('scan-wild', 'segments-set-high.jpg')),
    '9..4215.71...5..82.5....49.49....3.6..83..24.3...9...88..2...6....14587..4396....',
  );
  // Wild explore15 s478: a PNG of a page with buttons, 213 px grid. r1c8's 7 likewise (its lower upright 3 × 4 px:
  // no narrower than three fifths of its height, as the rule first asked), and r6c9's 1, its two bars 3 px apart and
  // the lower one 4 px tall, 0.30 of the cell right of the middle of the ink the board's right border leaves (where a
  // column of pencil marks stands) but 0.14 right of its place's middle: both were blanks in doubt.
  assertReadExactly(
    scan(picture('scan-wild', 'segments-top-row-under-border.png')),
    '.9231.6781.46.5239..8297154.2...1.4394.83672...5...9612.65...1..19723..6.5...84.2',
  );
});

test('seven-segment digits in the top row of a board whose thick border stands inside its cells are read', () => {
  // Boards drawn with their lines centred on the cells' edges and the outer border inside them: the ink of a top-row
  // cell is a strip cut short at the top, while its digit stands in the middle of the cell's place, its top bar a pixel
  // under the border. Taken about the middle of the ink, such a 7's top and upper upright stood too high to be central
  // and the cell kept only its lower upright: a blank in doubt.
  // Wild explore19 s294: a 173 px dark board, border 4.5 px, JPEG 73: r1c8's 7.
  assertReadExactly(
    scan(picture('scan-wild', 'segments-top-row-inside-border.jpg')),
    '389645.712....843664.73..8....1.954345.8...199164..72...2.71.948.429615.1.7.8.3..',
  );
  // Wild explore18 s598: a 411 px tinted board turned 3.9°, 21 cells of pencil marks: r1c1's tailed 7.
  assertReadExactly(
    scan(picture('scan-wild', 'segments-7-high-among-marks.png')),
    '7........641......9.58.2.6...3...35.....2...8.1..95..22..6.......647..2......1.3.',
  );
});

test('a seven-segment 7 or 1 whose top the thick line above cuts is cut out as a digit in doubt, in a grid of whole digits; pencil marks at the top edge are not', () => {
  const { image, bar } = rectifiedGrid();
  // Rows 4 and 5: whole 8s 18 px tall, so the grid is no grid of seven-segment digits and its digits are 18 px tall.
  wholeEights(bar, [3, 4]);
  // Row 1, against the box line above (its rows 0–3): a tailed 7 (r1c1: a bar 2 px deep with both uprights, one
  // piece at the cell's top edge, and its lower right upright 2 px below it), a plain 7 (r1c2) and a 1 (r1c4).
  const top = 4;
  for (const c of [0, 1]) {
    bar(c * CELL + 10, top, 11, 2);
    bar(c * CELL + 18, top, 3, 7);
    bar(c * CELL + 18, top + 9, 3, 7);
  }
  // The tailed 7's left upright, 3 px wide as its right one: 6 px inked across each row under the bar, more than a
  // segment's width, but no stroke across.
  bar(10, top, 3, 7);
  bar(3 * CELL + 18, top, 2, 7);
  bar(3 * CELL + 18, top + 9, 2, 7);
  // r1c6 and r1c7: pencil marks in the middle column, a small blurred 2 at the top edge (4 px wide, a column of it
  // inked from its top bar to its foot, as an upright's is) above a 5: in r1c6 a glyph, in r1c7 blurred into a solid
  // block 4 × 6 px (wild explore8 s059: as wide as two thirds of its height, under a mark no wider than a 1's bar).
  for (const c of [5, 6]) {
    const x = c * CELL + 14;
    bar(x, top, 4, 2);
    bar(x + 2, top + 2, 2, 2);
    bar(x + 1, top + 4, 3, 1);
    bar(x, top + 5, 3, 1);
    bar(x, top + 6, 4, 2);
  }
  const x = 5 * CELL + 14;
  const y = top + 10;
  bar(x, y, 4, 1);
  bar(x, y, 1, 4);
  bar(x, y + 3, 4, 1);
  bar(x + 3, y + 3, 1, 4);
  bar(x, y + 6, 4, 1);
  bar(6 * CELL + 14, y, 4, 6);
  // r1c8: the small 2 at the top edge over a narrow solid mark 4 × 7 px, both in the middle (wild tune s012): no 7's
  // top across, and no 1 right of the middle.
  bar(7 * CELL + 14, top, 4, 2);
  bar(7 * CELL + 16, top + 2, 2, 2);
  bar(7 * CELL + 15, top + 4, 3, 1);
  bar(7 * CELL + 14, top + 5, 4, 1);
  bar(7 * CELL + 14, top + 9, 4, 7);
  const cells = extractCells(image);
  for (const c of [0, 1, 3]) {
    assert.ok(cells[c].crop, `the digit in r1c${c + 1} is cut out`);
    assert.equal(cells[c].xHeight, 'any', `r1c${c + 1}: read as any digit, in doubt`);
    assert.ok(cells[c].height >= 0.45, `r1c${c + 1}: height ${cells[c].height}`);
  }
  for (const c of [5, 6, 7]) assert.equal(cells[c].crop, null, `the pencil marks in r1c${c + 1} are no digit`);
  // The same 1 in a grid with many pencil-marked cells (r7c1–r7c4, four marks each), no grid of seven-segment
  // digits: left blank in doubt, as a pencil mark there may be.
  const marked = rectifiedGrid();
  wholeEights(marked.bar, [3, 4]);
  for (let c = 0; c < 4; c++)
    for (const [x, y] of [
      [6, 6],
      [22, 6],
      [6, 22],
      [22, 22],
    ])
      marked.bar(c * CELL + x, 6 * CELL + y, 3, 4);
  marked.bar(3 * CELL + 18, top, 2, 7);
  marked.bar(3 * CELL + 18, top + 9, 2, 7);
  const markedCell = extractCells(marked.image)[3];
  assert.equal(markedCell.crop, null, 'among many pencil-marked cells, the 1 at the top edge is not read');
  assert.ok(markedCell.emptyConfidence < SURE, 'but left in doubt');
});

test("a seven-segment 1 right of its place's middle, its bars 3 px apart and the lower one blurred to 3 px, is cut out as a 1; two marks as far apart in a column of pencil marks are not", () => {
  const { image, bar } = rectifiedGrid();
  // Rows 4 and 5: whole 8s 18 px tall, as above: the grid is one of whole digits, no grid of bars.
  wholeEights(bar, [3, 4]);
  // A 1 of two bars 3 px wide, 5 and 3 px tall, 3 px apart, 0.14 of a cell right of its place's middle: in r1c2,
  // and in r1c3 beside the thick box line on its right. The same two bars in r1c5 at the middle (a column of pencil
  // marks stands there) and in r1c7 a third of a cell right of it (the right column of marks).
  const one = (c: number, off: number) => {
    bar(c * CELL + 16 + off - 1.5, 11, 3, 5);
    bar(c * CELL + 16 + off - 1.5, 19, 3, 3);
  };
  one(1, 4.5);
  one(2, 4.5);
  one(4, 0);
  one(6, 10.5);
  const cells = extractCells(image);
  for (const c of [1, 2]) {
    assert.ok(cells[c].crop, `the 1 in r1c${c + 1} is cut out`);
    assert.equal(cells[c].xHeight, 'one', `r1c${c + 1}: read as a 1 only`);
  }
  for (const c of [4, 6]) assert.equal(cells[c].crop, null, `the marks in r1c${c + 1} are no digit`);
  // In a grid of whole digits alone, the same bars 2 px apart in the middle (as near as a parted 1's bars may stand
  // anywhere): the lower one too short for a segment, and in the middle column of marks, no digit.
  const alone = rectifiedGrid();
  wholeEights(alone.bar, [3, 4]);
  alone.bar(14.5, 11, 3, 5);
  alone.bar(14.5, 18, 3, 3);
  assert.equal(extractCells(alone.image)[0].crop, null, 'the marks in r1c1 are no digit');
});
