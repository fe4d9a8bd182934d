// scan on photos of paper (issue 29), drawn here: a dim, blurred newspaper grid (paper below mid-gray, thin lines a
// few levels darker) and a curled page whose inner lines bow by a quarter of a cell. Both were lost before: the dim
// grid was taken for the halo of a dark-theme one and its blurred border broke into dashes; the curled page's inner
// lines ran through the cells next to them, where one homography of the four corners put straight ones.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findGrid } from '../../src/engine/scan/find-grid.ts';
import type { Point } from '../../src/engine/scan/homography.ts';
import { toGray, type Gray, type ScanImage } from '../../src/engine/scan/image.ts';
import { findLattice, latticeMap, misalignment } from '../../src/engine/scan/lattice.ts';
import { locateCells } from '../../src/engine/scan/locate.ts';
import { rectify } from '../../src/engine/scan/rectify.ts';

interface Paper {
  width: number;
  height: number;
  /** Top-left corner of the grid and its cell side, in pixels. */
  x0: number;
  y0: number;
  cell: number;
  paper: number;
  ink: number;
  /** How far the middle of the page's inner column lines bow sideways, in cells (0: a flat page). */
  bow: number;
  /** Box blur radius in pixels (0: sharp). */
  blur: number;
}

/** Where column line k (0..9) lies at height y: the border straight, inner lines bowed most in the grid's middle. */
const columnX = (p: Paper, k: number, y: number): number =>
  p.x0 + k * p.cell + p.bow * p.cell * Math.sin((Math.PI * k) / 9) * Math.sin((Math.PI * (y - p.y0)) / (9 * p.cell));

/** A grid on paper: box lines 3 px, cell lines 1.5 px, a dark blob in every third cell (a digit's stand-in). */
function drawPaper(p: Paper): ScanImage {
  const gray = new Float32Array(p.width * p.height).fill(p.paper);
  const side = 9 * p.cell;
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      if (y < p.y0 - 3 || y > p.y0 + side + 3 || x < p.x0 - 3 || x > p.x0 + side + 3 + p.bow * p.cell) continue;
      let cover = 0;
      for (let k = 0; k <= 9; k++) {
        const half = k % 3 === 0 ? 1.5 : 0.75;
        const across = Math.abs(x + 0.5 - columnX(p, k, y + 0.5));
        if (y + 0.5 >= p.y0 - half && y + 0.5 <= p.y0 + side + half) cover = Math.max(cover, half + 0.5 - across);
        const down = Math.abs(y + 0.5 - (p.y0 + k * p.cell));
        if (x + 0.5 >= columnX(p, 0, y) - half && x + 0.5 <= columnX(p, 9, y) + half)
          cover = Math.max(cover, half + 0.5 - down);
      }
      const row = Math.floor((y - p.y0) / p.cell);
      if (row >= 0 && row < 9) {
        for (let col = 0; col < 9; col++) {
          if ((row * 9 + col) % 3 !== 0) continue;
          const cy = p.y0 + (row + 0.5) * p.cell;
          const cx = (columnX(p, col, cy) + columnX(p, col + 1, cy)) / 2;
          if (Math.abs(x + 0.5 - cx) < 0.15 * p.cell && Math.abs(y + 0.5 - cy) < 0.3 * p.cell) cover = 1;
        }
      }
      gray[y * p.width + x] = p.paper - (p.paper - p.ink) * Math.max(0, Math.min(1, cover));
    }
  }
  const blurred = p.blur ? boxBlur(gray, p.width, p.height, p.blur) : gray;
  const data = new Uint8ClampedArray(p.width * p.height * 4);
  blurred.forEach((v, i) => data.set([v, v, v, 255], 4 * i));
  return { width: p.width, height: p.height, data };
}

function boxBlur(gray: Float32Array, width: number, height: number, r: number): Float32Array {
  const pass = (src: Float32Array, dx: number, dy: number) =>
    src.map((_, i) => {
      const x = i % width;
      const y = (i - x) / width;
      let sum = 0;
      let n = 0;
      for (let d = -r; d <= r; d++) {
        const sx = x + d * dx;
        const sy = y + d * dy;
        if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
        sum += src[sy * width + sx];
        n++;
      }
      return sum / n;
    });
  return pass(pass(gray, 1, 0), 0, 1);
}

const near = (found: Point[], want: Point[], tolerance: number): boolean =>
  found.every((p, i) => Math.hypot(p.x - want[i].x, p.y - want[i].y) <= tolerance);

const outerCorners = (p: Paper): Point[] => {
  const side = 9 * p.cell;
  return [
    { x: p.x0 - 1.5, y: p.y0 - 1.5 },
    { x: p.x0 + side + 1.5, y: p.y0 - 1.5 },
    { x: p.x0 + side + 1.5, y: p.y0 + side + 1.5 },
    { x: p.x0 - 1.5, y: p.y0 + side + 1.5 },
  ];
};

const DIM: Paper = { width: 640, height: 480, x0: 120, y0: 30, cell: 46, paper: 105, ink: 80, bow: 0, blur: 2 };
const CURLED: Paper = { width: 640, height: 480, x0: 110, y0: 25, cell: 46, paper: 200, ink: 40, bow: 0.25, blur: 0 };

test('a dim, blurred newspaper grid (paper below mid-gray, lines 25 levels darker) is found where it is', () => {
  const image = drawPaper(DIM);
  const location = findGrid(toGray(image));
  assert.ok(location, 'no grid found');
  assert.equal(location.polarity, 'dark-ink');
  assert.equal(location.evidence, 'clear');
  assert.ok(near(location.corners, outerCorners(DIM), 3), JSON.stringify(location.corners));
});

test('the same grid, bright, is found at the first margin as before', () => {
  const location = findGrid(toGray(drawPaper({ ...DIM, paper: 220, ink: 60, blur: 0 })));
  assert.ok(location);
  assert.ok(near(location.corners, outerCorners(DIM), 2));
});

/** The curled page rectified by its four corners alone (no second warp). */
function plainRectified(p: Paper): { gray: Gray; corners: Point[]; image: Float32Array } {
  const gray = toGray(drawPaper(p));
  const location = findGrid(gray);
  assert.ok(location, 'no grid found');
  const image = rectify(gray, location.corners, false);
  assert.ok(image);
  return { gray, corners: location.corners, image };
}

test('a curled page: its bowed lines are found, and the warp through them puts them back in place', () => {
  const { gray, corners, image } = plainRectified(CURLED);
  const before = misalignment(image);
  assert.ok(before > 1.5, `lines ${before.toFixed(2)} px off on average under the homography`);
  const lattice = findLattice(image);
  assert.ok(lattice, 'the bend was not seen');
  // The middle column lines bow right, most at mid-height; the border stays straight.
  assert.ok(lattice.columns[4][4] > 0.15 * 32 && lattice.columns[4][4] > lattice.columns[4][0] + 4);
  assert.ok(lattice.columns[0].every((d) => Math.abs(d) < 1.5));
  const straightened = rectify(gray, corners, false, latticeMap(lattice));
  assert.ok(straightened);
  const after = misalignment(straightened);
  assert.ok(
    after < 0.8 && after < before / 2,
    `${before.toFixed(2)} px off before the warp, ${after.toFixed(2)} after`,
  );
});

test('a curled page: every blob is cut out whole as the digit of its cell, none split by a line', () => {
  const located = locateCells(drawPaper(CURLED));
  assert.ok(located);
  located.cells.forEach((cell, i) => {
    if (i % 3 === 0) assert.ok(cell.crop && cell.height > 0.5, `cell ${i}: its blob is not whole (${cell.height})`);
    else assert.equal(cell.crop, null, `cell ${i} should be empty`);
  });
});

test('a flat page needs no second warp', () => {
  const { image } = plainRectified({ ...CURLED, bow: 0 });
  assert.equal(findLattice(image), null);
});

test('a border faint over the top third of its left side is still fitted where it is, not through the cells', () => {
  // In a blurred photo a stretch of the border fades below the threshold; there the outermost ink in each row is the
  // next line in, or a digit. A fit pulled between the two put the top-left corner a third of a cell inside.
  const p: Paper = { ...DIM, paper: 220, ink: 60, blur: 0 };
  const image = drawPaper(p);
  for (let y = p.y0 + 2; y < p.y0 + 3 * p.cell; y++)
    for (let x = p.x0 - 3; x <= p.x0 + 2; x++) image.data.set([220, 220, 220, 255], 4 * (y * p.width + x));
  const location = findGrid(toGray(image));
  assert.ok(location, 'no grid found');
  assert.ok(near(location.corners, outerCorners(p), 3), JSON.stringify(location.corners));
});

test("a phone's screen edge beside a turned grid, inside the grid's box at one end, is not fitted as its side", () => {
  // A photo of a phone: the grid turned a few degrees, the dark bezel a few pixels past its right side. Where that
  // side lies inside the grid's box, the bezel's edge (a band of ink of its own, running the picture's height) is
  // the outermost ink in the box; fitted as the side, it put a corner 18 px out and the last column's cut on a line.
  const p: Paper = { ...DIM, x0: 130, y0: 50, cell: 40, paper: 220, ink: 60, blur: 0 };
  const flat = drawPaper(p);
  const turn = (3 * Math.PI) / 180;
  const cx = p.x0 + 4.5 * p.cell;
  const cy = p.y0 + 4.5 * p.cell;
  const rotate = (q: Point, by: number): Point => ({
    x: cx + (q.x - cx) * Math.cos(by) - (q.y - cy) * Math.sin(by),
    y: cy + (q.x - cx) * Math.sin(by) + (q.y - cy) * Math.cos(by),
  });
  const corners = outerCorners(p).map((q) => rotate(q, turn));
  const [, topRight, bottomRight] = corners;
  const image: ScanImage = { width: p.width, height: p.height, data: new Uint8ClampedArray(flat.data.length) };
  for (let y = 0; y < p.height; y++)
    for (let x = 0; x < p.width; x++) {
      const from = rotate({ x: x + 0.5, y: y + 0.5 }, -turn);
      const sx = Math.min(p.width - 1, Math.max(0, Math.floor(from.x)));
      const sy = Math.min(p.height - 1, Math.max(0, Math.floor(from.y)));
      // How far past the grid's right side, along its outward normal: the bezel begins 8 px past it.
      const ex = bottomRight.x - topRight.x;
      const ey = bottomRight.y - topRight.y;
      const past = ((x + 0.5 - topRight.x) * ey - (y + 0.5 - topRight.y) * ex) / Math.hypot(ex, ey);
      const v = past >= 8 ? 30 : flat.data[4 * (sy * p.width + sx)];
      image.data.set([v, v, v, 255], 4 * (y * p.width + x));
    }
  const location = findGrid(toGray(image));
  assert.ok(location, 'no grid found');
  assert.ok(near(location.corners, corners, 3), JSON.stringify(location.corners));
});
