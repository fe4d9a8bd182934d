// A cell's hue ink (ink-hue.ts `hueInk`) is computed for every cell of every grid found in a colour picture, so it is
// computed the cheap way: the chroma smoothed once for the whole grid, the paper's median found by selection, the
// per-pixel ink only when asked for. These tests hold it to the plain definition (each cell smoothed 3 × 3 on its
// own, its medians sorted, every pixel's distance) on chroma with the edges, ties and flat paper a photo gives.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hueInk, MIN_LIGHT, PAPER_LIGHT, type CellBox, type Chroma } from '../../src/engine/scan/ink-hue.ts';
import { middleInPlace, nthInPlace } from '../../src/engine/scan/median.ts';
import { SIDE } from '../../src/engine/scan/rectify.ts';

/** The definition, pixel by pixel. */
function plainHueInk(chroma: Chroma, { x0, y0, w, h }: CellBox): { ink: Float32Array; inner: number } {
  const redGreen = new Float32Array(w * h);
  const yellowBlue = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let rg = 0;
      let yb = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const sx = x0 + x + dx;
          const sy = y0 + y + dy;
          if (sx < 0 || sy < 0 || sx >= SIDE || sy >= SIDE) continue;
          rg += chroma.redGreen[sy * SIDE + sx];
          yb += chroma.yellowBlue[sy * SIDE + sx];
          n++;
        }
      redGreen[y * w + x] = rg / n;
      yellowBlue[y * w + x] = yb / n;
    }
  const paperRedGreen = redGreen.slice().sort()[redGreen.length >> 1];
  const paperYellowBlue = yellowBlue.slice().sort()[yellowBlue.length >> 1];
  const light = new Float32Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) light[y * w + x] = chroma.light[(y0 + y) * SIDE + x0 + x];
  const scale = PAPER_LIGHT / Math.max(light.sort()[light.length >> 1], MIN_LIGHT);
  const ink = new Float32Array(w * h);
  let inner = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      ink[i] = scale * Math.hypot(redGreen[i] - paperRedGreen, yellowBlue[i] - paperYellowBlue);
      if (x >= 2 && y >= 2 && x < w - 2 && y < h - 2) inner = Math.max(inner, ink[i]);
    }
  return { ink, inner };
}

/** A seeded chroma: camera noise (in quarter levels, so values tie), a red stroke, a dim corner. */
function photoChroma(seed: number): Chroma {
  let s = seed;
  const random = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const redGreen = new Float32Array(SIDE * SIDE);
  const yellowBlue = new Float32Array(SIDE * SIDE);
  const light = new Float32Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++)
    for (let x = 0; x < SIDE; x++) {
      const i = y * SIDE + x;
      const stroke = Math.abs(x - 2 * y + 40) < 4 ? 90 : 0;
      redGreen[i] = Math.round(random() * 24 - 12) / 4 + stroke + random() * 1e-3;
      yellowBlue[i] = Math.round(random() * 16 - 8) / 4 + stroke / 2;
      light[i] = x + y < 60 ? 20 : 150 + 60 * random();
    }
  return { redGreen, yellowBlue, light };
}

const BOXES: CellBox[] = [
  { x0: 0, y0: 0, w: 30, h: 31 },
  { x0: SIDE - 27, y0: SIDE - 28, w: 27, h: 28 },
  { x0: 97, y0: 3, w: 29, h: 28 },
  { x0: 130, y0: 130, w: 28, h: 28 },
  { x0: 5, y0: 200, w: 3, h: 3 },
];

test('hueInk: the same ink and inner strongest as each cell smoothed and sorted on its own', () => {
  for (const seed of [1, 2, 3]) {
    const chroma = photoChroma(seed);
    for (const box of BOXES) {
      const got = hueInk(chroma, box);
      const want = plainHueInk(chroma, box);
      assert.equal(got.inner, want.inner, `seed ${seed}, cell at ${box.x0},${box.y0}`);
      assert.deepEqual(got.ink(), want.ink, `seed ${seed}, cell at ${box.x0},${box.y0}`);
    }
  }
});

test('middleInPlace: the value a sort puts at the upper middle, ties and all', () => {
  let s = 7;
  const random = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (const length of [1, 2, 3, 8, 9, 100, 784, 785]) {
    for (const levels of [2, 5, 1000]) {
      const values = Float32Array.from({ length }, () => Math.floor(random() * levels) - levels / 2);
      assert.equal(middleInPlace(values.slice()), values.slice().sort()[length >> 1], `${length} of ${levels} levels`);
    }
  }
});

test('nthInPlace: the value a sort puts at any index, ties and all', () => {
  let s = 11;
  const random = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (const length of [1, 2, 3, 9, 100, 785])
    for (const levels of [2, 5, 1000]) {
      const values = Float32Array.from({ length }, () => Math.floor(random() * levels) - levels / 2);
      const sorted = values.slice().sort();
      for (const k of new Set([0, length >> 2, Math.floor(0.8 * length), length - 1]))
        assert.equal(nthInPlace(values.slice(), k), sorted[k], `index ${k} of ${length}, ${levels} levels`);
    }
});
