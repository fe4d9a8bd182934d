// Grid finding on synthetic phone photos of newspaper pages (scripts/scan-photo-synth.ts, issue 29): three failure
// classes of its tune set, each a photo the reader declined or fitted off the grid before. The corners expected are
// where the generator's camera put the grid's outer corners (photo pixels), not what any reader found.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findGrid } from '../../src/engine/scan/find-grid.ts';
import { scan, SURE } from '../../src/engine/scan/index.ts';
import type { Point } from '../../src/engine/scan/homography.ts';
import { toGray } from '../../src/engine/scan/image.ts';
import { assertReadExactly, picture, synthPhoto } from './scan-fixture.ts';

const corners = (...xy: number[]): Point[] => [0, 2, 4, 6].map((i) => ({ x: xy[i], y: xy[i + 1] }));

function assertFoundAt(name: string, want: Point[], tolerance: number): void {
  const location = findGrid(toGray(synthPhoto(name)));
  assert.ok(location, `${name}: no grid found`);
  assert.equal(location.polarity, 'dark-ink', `${name}: the grid's halo taken for it`);
  const off = Math.max(...location.corners.map((p, i) => Math.hypot(p.x - want[i].x, p.y - want[i].y)));
  assert.ok(off <= tolerance, `${name}: a corner ${off.toFixed(1)} px from the grid's`);
}

test("a dim photo's grid is fitted on its lines, not on the halo the light polarity finds a little wider", () => {
  // Paper below mid-gray lets the light-ink halo beside the lines pass as a grid of light lines; its box was larger
  // than the lines' and won, putting every corner 6-12 px out and the cells a third of a cell off.
  assertFoundAt('dim-paper-halo.jpg', corners(151.3, 109.9, 474.8, 125.1, 469.4, 451.9, 132.7, 441.8), 4);
});

test('a caption under a turned grid, inside its box, is not fitted as its bottom side', () => {
  // Tilted 25 degrees: the grid's box reaches below its border on one side, and the caption's lowest ink there was
  // the outermost ink of those columns; no fit through it showed a grid, so the photo was declined.
  assertFoundAt('caption-under-turned-grid.jpg', corners(57.7, 40.9, 403.5, 28.7, 375.6, 424.8, 59.2, 363.6), 4);
});

test('a grid under a shadow on dim paper, its thin lines faint, is taken as dark ink', () => {
  // Paper at 86 gray levels: the lines' mean ink stands 20 levels below it at a margin of 12, short of the 24 asked
  // before, and the grid was declined. Corners from the 1600 x 1200 drawing, halved; the page bends by a sixth of a
  // cell, which a four-corner fit follows only roughly.
  assertFoundAt('shadow-on-dim-paper.jpg', corners(126.7, 57.8, 546.6, 106.3, 593.6, 527.8, 126.1, 548.5), 8);
});

test('a photo of a dark-themed screen is read: the dark background between its light lines is no grid of dark ink', () => {
  // The wild tune set's s061: light lines on a dark page, soft and low in contrast. The background between the lines
  // stands 9.9 levels from the box's middle gray, 1.5 margins at the finest margin: dim paper's rule must not take it.
  const image = picture('scan-wild', 'dark-screen-photo.jpg');
  const location = findGrid(toGray(image));
  assert.ok(location, 'the grid is found');
  assert.equal(location.polarity, 'light-ink');
  const result = scan(image);
  assert.ok(result.found);
  const truth = '85..347.11......6.746.98.256.724.95859486.27332395.146.81.7963.9..48..1..7.3.6489';
  [...truth].forEach((ch, i) => assert.equal(result.grid[i], Number(ch) || 0, `cell ${i}`));
});

test('a small serif 2 whose hairline diagonal the threshold broke is read, not left a doubtful blank', () => {
  // The explore3 set's photo 137 (640 x 480, turned by its EXIF tag): digits 12 px of a 32 px cell, the bottom-right
  // given's hook and base a row apart. Every other cell was read right before; that one was read blank, in doubt.
  const result = scan(synthPhoto('explore3-image137-broken-two.jpg'));
  assert.ok(result.found);
  const truth = '9..8......28....63....64.8.7..6..84.8..3.7..6.49..2..7.9.42....25....41......9..2';
  [...truth].forEach((ch, i) => assert.equal(result.grid[i], Number(ch) || 0, `cell ${i}`));
});

test("a newspaper page's paper, a larger clear grid of light ink than the Sudoku on it, gives way to the Sudoku", () => {
  // Synthetic explore2 photo 53 (480 x 640, a sans page of two grids under a shadow): the paper between the columns
  // of text, in the light polarity, fits as a clear grid larger than the printed one, and won; read, it held no
  // Sudoku, and the photo was declined. The grid it won over is now read after it (find-grid.ts `runnerUp`).
  const photo = synthPhoto('explore2-image53-page-as-light-grid.jpg');
  const location = findGrid(toGray(photo));
  assert.ok(location, 'no grid found');
  assert.equal(location.polarity, 'light-ink', 'the paper no longer found first: this test no longer guards the case');
  assert.equal(location.runnerUp?.polarity, 'dark-ink', 'the printed grid is not offered after the paper');
  const truth = '...79..35.9..8.16....1.5.....9.....3.7.5.8.2.3.....6.....2.9....84.6..5.13..54...';
  const result = scan(photo);
  assertReadExactly(result, truth);
  // The paper is no second puzzle beside it: the grid read is not doubted as a rival's would be, every cell.
  assert.ok(
    result.confidence.some((c) => c >= SURE),
    'every cell doubted',
  );
});

test('a grid the frame cuts, fitted larger than the whole one beside it, gives way to the whole one, every cell doubted', () => {
  // Synthetic explore3 photo 112 (640 x 480, a narrow face in gray ink, a page of two grids, tilted): the grid cut by
  // the frame fits as a clear 9 x 9 grid larger than the whole one, its rival, and won; read, it held no puzzle, and
  // the photo was declined. The rival is now read after it (find-grid.ts `runnerUp`), as a rival: which of the two
  // the photo was taken of the picture cannot say, so every cell is left for the player to check.
  const photo = synthPhoto('explore3-image112-cut-grid-beside.jpg');
  const location = findGrid(toGray(photo));
  assert.ok(location?.rival, 'no rival seen beside the first grid: this test no longer guards the case');
  assert.equal(location.runnerUp?.rival, true, 'the rival is not offered after the first grid');
  const result = scan(photo);
  assertReadExactly(result, '..9..7......24.9.3.2...9...297.8....8.3...5.2....9.874...1...5.3.1.74......9..7..');
  assert.ok(
    result.confidence.every((c) => c < SURE),
    'a cell read as sure',
  );
});

test("a shadow's edge down the middle of a grid on dim paper: its lines are measured against their own side's paper", () => {
  // Synthetic explore photo 126 (640 x 480, a sans page bent 0.18): the box's one middle gray lies between the lit and
  // the shaded paper, so the lines on the lit side looked no darker than it and the grid was found only faint, at the
  // finer margin, its corners a few pixels inside the border; r9c4's 5 was misread as a 3 (flagged).
  const photo = synthPhoto('explore-image126-shadow-edge.jpg');
  const location = findGrid(toGray(photo));
  assert.ok(location, 'no grid found');
  assert.equal(location.polarity, 'dark-ink');
  assert.equal(location.evidence, 'clear', 'the grid is not seen clearly at the first margin');
  assertReadExactly(scan(photo), '1........6..21.439..3.4.....2.1.785...7....1.83.....2......4.......7.....8253..7.');
});
