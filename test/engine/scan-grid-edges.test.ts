// The grid's edges: where its outer cells begin. A thick frame, a shaded row whose line is lost in its shade, and a
// caption under a grid seen at an angle must not cut into the outer cells' digits (on the explore set: a thick-framed
// seven-segment grid's first row read blank, a highlighted row's digits misread, a page's last row cut).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractCells } from '../../src/engine/scan/cut-cells.ts';
import { findGrid } from '../../src/engine/scan/find-grid.ts';
import { apply, squareToQuad, type Point } from '../../src/engine/scan/homography.ts';
import type { Gray } from '../../src/engine/scan/image.ts';
import { bordersSeen, outlineFromBoxLines, outlineTaken, wellInside } from '../../src/engine/scan/outline.ts';
import { CELL, rectify, SIDE } from '../../src/engine/scan/rectify.ts';
import { scan } from '../../src/engine/index.ts';
import { assertReadExactly, picture } from './scan-fixture.ts';

/** A solid bar `w` × `h` px of level `level`, its top-left at (x, y), on a rectified grid. */
function bar(image: Float32Array, x: number, y: number, w: number, h: number, level: number): void {
  for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) image[(y + j) * SIDE + x + i] = level;
}

/** A digit-like ring (a 0's outline) 12 × `h` px, strokes 3 px, its top-left at (x, y). */
function ring(image: Float32Array, x: number, y: number, h: number): void {
  for (let j = 0; j < h; j++)
    for (let i = 0; i < 12; i++) if (i < 3 || j < 3 || i >= 9 || j >= h - 3) image[(y + j) * SIDE + x + i] = 0;
}

test("a thick frame's inner edge is where the first row's cells begin: digits drawn against it are cut out whole", () => {
  // A frame 12 px thick (0.375 of a cell) and box lines 8 px, in a gray lighter than the digits; faint cell lines 2 px;
  // the cells between them all one size.
  const image = new Float32Array(SIDE * SIDE).fill(255);
  const widths = [12, 2, 2, 8, 2, 2, 8, 2, 2, 12];
  const cell = (SIDE - widths.reduce((a, b) => a + b, 0)) / 9;
  const starts: number[] = [];
  for (let k = 0, at = 0; k <= 9; at += widths[k] + cell, k++) {
    const from = Math.round(at);
    const level = widths[k] > 2 ? 128 : 225;
    bar(image, from, 0, widths[k], SIDE, level);
    bar(image, 0, from, SIDE, widths[k], level);
    starts.push(Math.round(at + widths[k]));
  }
  // The first row's digits touch the frame above them; the second row's stand free, to measure the grid by.
  for (let c = 0; c < 9; c++) {
    const x = starts[c] + Math.round((cell - 12) / 2);
    ring(image, x, 12, 18);
    ring(image, x, starts[1] + 4, 18);
  }
  const cells = extractCells(image);
  for (let c = 0; c < 9; c++) {
    assert.ok(cells[c].crop, `r1c${c + 1} cut out`);
    assert.ok(Math.abs(cells[c].height * CELL - 18) <= 1, `r1c${c + 1}: ${cells[c].height * CELL} px tall, not 18`);
  }
});

test("a shaded row whose lower line is lost in its shade keeps its cells' height: its digits are not cut short", () => {
  // Faint lines; the second row shaded, and the line under it no darker than the shade (a dark theme's highlighted
  // row): that line is a step in the shade's darkness, not a line. The row's digits sit low in their cells.
  const image = new Float32Array(SIDE * SIDE).fill(255);
  for (let k = 0; k <= 9; k++) {
    const at = Math.min(SIDE - 2, Math.max(0, k * CELL - 1));
    bar(image, at, 0, 2, SIDE, 200);
    bar(image, 0, at, SIDE, 2, 200);
  }
  bar(image, 0, CELL + 1, SIDE, CELL, 235);
  for (let c = 0; c < 9; c++) {
    ring(image, c * CELL + 10, CELL + 8, 22);
    ring(image, c * CELL + 10, 3 * CELL + 5, 22);
  }
  const cells = extractCells(image);
  for (let c = 0; c < 9; c++) {
    const cell = cells[9 + c];
    assert.ok(cell.crop, `r2c${c + 1} cut out`);
    assert.ok(Math.abs(cell.height * CELL - 22) <= 1, `r2c${c + 1}: ${cell.height * CELL} px tall, not 22`);
  }
});

test("box lines drawn inside a box's outer cells: the cell lines off their even places are found between them", () => {
  // A CSS grid whose frame (14 px) and box lines (9 px) are borders drawn inside the cells beside them, so a box's
  // cells differ in width and its cell lines lie off an even grid's places: the last box's second line 15 px, nearly
  // half a cell, past where the ideal search window reaches (wild explore3 s400, its rectified lines measured).
  const image = new Float32Array(SIDE * SIDE).fill(255);
  const lines: [number, number][] = [
    [0, 13],
    [40, 41],
    [69, 70],
    [91, 99],
    [127, 128],
    [156, 157],
    [178, 186],
    [214, 215],
    [241, 242],
    [274, 287],
  ];
  for (const [from, to] of lines) {
    const level = to - from > 1 ? 70 : 200;
    bar(image, from, 0, to - from + 1, SIDE, level);
    bar(image, 0, from, SIDE, to - from + 1, level);
  }
  // A digit-like ring 8 px wide and 18 tall (strokes 2 px: a wider one's top is a line's remnant in the narrowest
  // cells, 20 px) in the middle of every cell.
  const middles = lines.slice(0, 9).map(([, end], k) => Math.round((end + 1 + lines[k + 1][0]) / 2));
  for (const y of middles)
    for (const x of middles)
      for (let j = 0; j < 18; j++)
        for (let i = 0; i < 8; i++) if (i < 2 || j < 2 || i >= 6 || j >= 16) image[(y - 9 + j) * SIDE + x - 4 + i] = 0;
  const cells = extractCells(image);
  for (let i = 0; i < 81; i++) {
    const name = `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
    assert.ok(cells[i].crop, `${name} cut out`);
    assert.ok(Math.abs(cells[i].height * CELL - 18) <= 1, `${name}: ${cells[i].height * CELL} px tall, not 18`);
  }
});

test("a caption under a grid seen at an angle is not taken for the grid's bottom", () => {
  // A grid whose bottom rises to the right (seen from below its left corner); a line of words under it follows it
  // 12 px below, inside the grid's box on the right, where its baseline is the lowest ink of each column.
  const width = 420;
  const height = 420;
  const pixels = new Uint8Array(width * height).fill(240);
  const corners: Point[] = [
    { x: 60, y: 50 },
    { x: 360, y: 40 },
    { x: 360, y: 300 },
    { x: 60, y: 360 },
  ];
  const h = squareToQuad(corners);
  assert.ok(h);
  for (let k = 0; k <= 9; k++) {
    const thick = k % 3 === 0 ? 3 : 1;
    for (let s = 0; s <= 3000; s++)
      for (let d = 0; d < thick; d++) {
        const across = (k + (d - (thick - 1) / 2) * (9 / 300)) / 9;
        for (const p of [apply(h, across, s / 3000), apply(h, s / 3000, across)]) {
          const x = Math.round(p.x);
          const y = Math.round(p.y);
          if (x >= 0 && y >= 0 && x < width && y < height) pixels[y * width + x] = 30;
        }
      }
  }
  // Words 6–14 px wide, 7 px tall, 4 px apart, their baseline 12 px under the bottom line.
  for (let x = 62, n = 0; x < 356; n++) {
    const w = 6 + ((n * 5) % 9);
    for (let i = x; i < Math.min(x + w, 356); i++) {
      const base = Math.round(360 - (60 * (i - 60)) / 300) + 12;
      for (let y = base - 7; y < base; y++) pixels[y * width + i] = 60;
    }
    x += w + 4;
  }
  const found = findGrid({ width, height, pixels });
  assert.ok(found, 'grid found');
  for (let i = 0; i < 4; i++) {
    const off = Math.hypot(found.corners[i].x - corners[i].x, found.corners[i].y - corners[i].y);
    assert.ok(off <= 3, `corner ${i} ${off.toFixed(1)} px off`);
  }
});

test("a blurred border's dark edge inside a cell does not set its threshold: a faint digit beside it is cut out", () => {
  // A blurred photo's thick border and box lines: 6 px dark, then a blur 3 px wide inside every cell beside them
  // (ink 180, 120, 60); faint gray digits (ink 50), their middle bar darker (ink 80), as a soft photo's light-theme
  // digits: at a share of the blur's ink only the middle bar stands, too short for a digit.
  const image = new Float32Array(SIDE * SIDE).fill(255);
  for (let k = 0; k <= 9; k++) {
    const at = Math.min(SIDE - 1, k * CELL);
    if (k % 3) {
      bar(image, Math.max(0, at - 1), 0, 2, SIDE, 215);
      bar(image, 0, Math.max(0, at - 1), SIDE, 2, 215);
      continue;
    }
    const from = Math.min(SIDE - 6, Math.max(0, at - 3));
    bar(image, from, 0, 6, SIDE, 40);
    bar(image, 0, from, SIDE, 6, 40);
    [75, 135, 195].forEach((level, d) => {
      for (const x of [from - 1 - d, from + 6 + d]) {
        if (x < 0 || x >= SIDE) continue;
        for (let a = 0; a < SIDE; a++) {
          image[a * SIDE + x] = Math.min(image[a * SIDE + x], level);
          image[x * SIDE + a] = Math.min(image[x * SIDE + a], level);
        }
      }
    });
  }
  const inked = [0, 4, 8, 10, 20, 30, 40, 50, 60, 70, 72, 80];
  for (const i of inked) {
    const x = (i % 9) * CELL + 10;
    const y = Math.floor(i / 9) * CELL + 10;
    for (let j = 0; j < 13; j++)
      for (let d = 0; d < 12; d++) {
        if (j >= 5 && j < 8) image[(y + j) * SIDE + x + d] = 175;
        else if (d < 3 || j < 3 || d >= 9 || j >= 10) image[(y + j) * SIDE + x + d] = 205;
      }
  }
  const cells = extractCells(image);
  for (const i of inked) {
    assert.ok(cells[i].crop, `cell ${i} cut out`);
    assert.ok(Math.abs(cells[i].height * CELL - 13) <= 1, `cell ${i}: ${cells[i].height * CELL} px tall, not 13`);
  }
});

/** A picture of a grid of lines (thin cell lines, thick box lines and border), no digits, between `corners`. */
function gridPicture(width: number, height: number, corners: Point[]): Uint8Array {
  const pixels = new Uint8Array(width * height).fill(235);
  const h = squareToQuad(corners);
  assert.ok(h);
  const side = Math.hypot(corners[1].x - corners[0].x, corners[1].y - corners[0].y);
  for (let k = 0; k <= 9; k++) {
    const thick = k % 3 === 0 ? 3 : 1;
    for (let s = 0; s <= 2000; s++)
      for (let d = 0; d < thick; d++) {
        const across = (k + ((d - (thick - 1) / 2) * 9) / side) / 9;
        for (const p of [apply(h, across, s / 2000), apply(h, s / 2000, across)]) {
          const x = Math.round(p.x);
          const y = Math.round(p.y);
          if (x >= 0 && y >= 0 && x < width && y < height) pixels[y * width + x] = 40;
        }
      }
  }
  return pixels;
}

/** The grid of `gridPicture` from 40 to 355 px each way (cells 35 px). */
const SQUARE: Point[] = [
  { x: 40, y: 40 },
  { x: 355, y: 40 },
  { x: 355, y: 355 },
  { x: 40, y: 355 },
];

/** The outline `fitted` moved to within `tolerance` px of `truth`'s corners, and kept (more of the border seen at it). */
function assertMovedTo(gray: Gray, fitted: Point[], truth: Point[], tolerance: number): void {
  const cut = rectify(gray, fitted, false);
  assert.ok(cut);
  const moved = outlineFromBoxLines(cut, fitted);
  assert.ok(moved, 'moved');
  for (let i = 0; i < 4; i++) {
    const off = Math.hypot(moved[i].x - truth[i].x, moved[i].y - truth[i].y);
    assert.ok(off <= tolerance, `corner ${i} ${off.toFixed(1)} px off`);
  }
  const remade = rectify(gray, moved, false);
  assert.ok(remade);
  assert.ok(bordersSeen(remade) > bordersSeen(cut), 'more of the border seen at the moved outline');
}

test("an outline fitted inside the grid's border is moved out to where the box lines put it", () => {
  // The outline fitted 0.4 of a cell inside the grid left and right (a faint border no part of the grid's piece of
  // ink, the sides fitted through the outer columns).
  const gray = { width: 400, height: 400, pixels: gridPicture(400, 400, SQUARE) };
  const inset = SQUARE.map((p) => ({ x: p.x + (p.x < 200 ? 14 : -14), y: p.y }));
  assertMovedTo(gray, inset, SQUARE, 2);
  // An outline on the border stays where it is.
  const right = rectify(gray, SQUARE, false);
  assert.ok(right);
  assert.equal(outlineFromBoxLines(right, SQUARE), null);
});

test('an outline fitted inside a grid whose border is not seen either way is moved out when its lines then fit', () => {
  // Wild explore20 s392: a photographed phone app whose right border is lost in glare, the right side fitted 0.4 of a
  // cell inside the grid: the inner lines stand further off their places the further right, column 9's digits halved.
  const pixels = gridPicture(400, 400, SQUARE);
  for (let y = 30; y < 370; y++) for (let x = 352; x <= 358; x++) pixels[y * 400 + x] = 255;
  const gray = { width: 400, height: 400, pixels };
  const fitted = SQUARE.map((p) => ({ x: p.x > 200 ? 341 : p.x, y: p.y }));
  const cut = rectify(gray, fitted, false);
  assert.ok(cut);
  const moved = outlineFromBoxLines(cut, fitted);
  assert.ok(moved, 'moved');
  for (let i = 0; i < 4; i++) assert.ok(Math.hypot(moved[i].x - SQUARE[i].x, moved[i].y - SQUARE[i].y) <= 2);
  const remade = rectify(gray, moved, false);
  assert.ok(remade);
  assert.equal(bordersSeen(remade), bordersSeen(cut), 'the border seen at as many sides');
  assert.ok(outlineTaken(remade, cut, true), 'the moved outline taken: its inner lines on their places');
  assert.ok(!outlineTaken(cut, remade, true), 'not the other way');
  assert.ok(!outlineTaken(remade, cut, false), 'nor when the moved outline leaves the picture');
  // Well inside: a quarter of a cell (here 35 px) or more from the picture's edges.
  assert.ok(wellInside(moved, 400, 400));
  assert.ok(!wellInside(moved, 360, 400), 'the right side 4 px from the edge');
  assert.ok(
    !wellInside(
      SQUARE.map((p) => ({ x: p.x - 40, y: p.y })),
      400,
      400,
    ),
    'the left side on the edge',
  );
});

test('a photographed phone app whose right border is lost in glare is read to its last column', () => {
  // Wild explore20 s392 (as rendered, 54 KB): the grid's right side was fitted half a column inside it, and column 9's
  // five digits were read as blanks in doubt.
  assertReadExactly(
    scan(picture('scan-wild', 'phone-photo-right-border-lost.jpg')),
    '6....1......8....284.365.7.2...4..639........4.6.3.5475......5..9.6....5..3.1...8',
  );
});

test("a caption's top under a grid whose bottom border is faint is not its border: the outline is moved up to the grid", () => {
  // Its bottom border faint (a page that draws lines as gaps, wild explore3 s377); a caption's top, as dark as the
  // lines, 0.4 of a cell below it, fitted as the bottom side.
  const pixels = gridPicture(400, 400, SQUARE);
  for (let y = 353; y <= 357; y++) for (let x = 30; x < 370; x++) pixels[y * 400 + x] = 235;
  for (let y = 353; y <= 354; y++) for (let x = 40; x <= 355; x++) pixels[y * 400 + x] = 200;
  for (let y = 369; y <= 370; y++) for (let x = 40; x <= 355; x++) pixels[y * 400 + x] = 40;
  const fitted = SQUARE.map((p) => ({ x: p.x, y: p.y > 200 ? 371 : p.y }));
  assertMovedTo({ width: 400, height: 400, pixels }, fitted, SQUARE, 2.5);
});

test('a grid of shaded boxes keeps its outline on its border: box lines the shades pull about overrule no border', () => {
  // Wild explore4 s125 (as rendered, 61 KB): boxes shaded, no thick box lines, each box line read up to 15 px apart
  // from band to band; taken as the grid's spacing, they moved the outline off its border and 15 cells read wrong.
  const truth = '39572.468...43...124..69753.1.69..37..7..3..2..2587..9.83..69145.491.....69.7..25';
  assertReadExactly(scan(picture('scan-wild', 'shaded-boxes-border.png')), truth);
});

test('a line not found anywhere is no sign of an uneven grid: a box line is still found on its place past digits’ feet', () => {
  // Faint thin lines (15 levels), every one on its even place but one cell line, not drawn at all (a hairline lost to
  // a JPEG), and a faint box line under row 3, whose digits stand on feet 27 px wide set 8 px above it: level across
  // the row, darker in the rows' profile than the line, they are taken for it first. The missing line says nothing
  // about whether the grid is even (cut-cells.ts `onEvenPlaces`), so the box line is looked for on its place again and
  // row 3 keeps its height. Counted as uneven, the missing line kept the cut at the feet, and row 3's digits lost them.
  const image = new Float32Array(SIDE * SIDE).fill(255);
  for (let k = 0; k <= 9; k++) {
    if (k === 7) continue;
    const at = Math.min(SIDE - 1, k * CELL);
    bar(image, at, 0, 1, SIDE, 240);
    bar(image, 0, at, SIDE, 1, 240);
  }
  for (let c = 0; c < 9; c++) {
    const x = c * CELL + 10;
    for (const row of [0, 1, 3, 4, 5, 6, 7, 8]) ring(image, x, row * CELL + 7, 18);
    // Row 3's digits: 18 px tall, their last 2 px a foot across most of the cell, 8 px above the box line.
    ring(image, x, 2 * CELL + 6, 18);
    bar(image, c * CELL + 3, 2 * CELL + 22, 27, 2, 0);
  }
  const cells = extractCells(image);
  for (let c = 0; c < 9; c++) {
    const cell = cells[18 + c];
    assert.ok(cell.crop, `r3c${c + 1} cut out`);
    assert.ok(Math.abs(cell.height * CELL - 18) <= 1, `r3c${c + 1}: ${cell.height * CELL} px tall, not 18`);
  }
});
