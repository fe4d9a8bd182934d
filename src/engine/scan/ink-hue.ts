/**
 * The grid's colours, which the gray picture every other step reads has lost: a newspaper prints its givens in one
 * ink (black, or a red or blue of its own), and a reader's fill-ins in a blue pen or a gray pencil differ from it in
 * hue even where they are as dark (hand-check.ts). Two opponent channels, red less green and yellow less blue,
 * sampled where `rectify` sampled the gray: zero on any gray, of either sign on a colour.
 */
import { apply, squareToQuad, type Point } from './homography.ts';
import type { ScanImage } from './image.ts';
import { SIDE } from './rectify.ts';
import { quarterTurn } from './upright-grid.ts';
import { middleInPlace } from './median.ts';

export interface Chroma {
  /** SIDE × SIDE, red less green, gray levels. */
  redGreen: Float32Array;
  /** SIDE × SIDE, yellow ((red + green) / 2) less blue, gray levels. */
  yellowBlue: Float32Array;
  /** SIDE × SIDE, the picture's own lightness ((red + green + blue) / 3), which a hue's strength scales with. */
  light: Float32Array;
}

/**
 * The picture's chroma inside `corners` (with `bend` as `rectify` takes it), one bilinear sample a pixel: a digit's
 * hue is averaged over its strokes later, so the gray's n × n averaging is not needed. Null for a gray picture (every
 * sample gray), where there is no hue to tell inks apart.
 */
export function rectifyChroma(
  image: ScanImage,
  corners: Point[],
  bend?: (x: number, y: number) => Point,
): Chroma | null {
  const h = squareToQuad(corners);
  if (!h) return null;
  const { width, height, data } = image;
  const redGreen = new Float32Array(SIDE * SIDE);
  const yellowBlue = new Float32Array(SIDE * SIDE);
  const light = new Float32Array(SIDE * SIDE);
  let coloured = false;
  const rgb = [0, 0, 0];
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const moved = bend?.(x + 0.5, y + 0.5);
      const p = apply(h, (moved ? moved.x : x + 0.5) / SIDE, (moved ? moved.y : y + 0.5) / SIDE);
      const px = Math.min(width - 1.001, Math.max(0, p.x - 0.5));
      const py = Math.min(height - 1.001, Math.max(0, p.y - 0.5));
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      const fx = px - x0;
      const fy = py - y0;
      const x1 = Math.min(width - 1, x0 + 1);
      const y1 = Math.min(height - 1, y0 + 1);
      for (let c = 0; c < 3; c++) {
        const top = data[(y0 * width + x0) * 4 + c] * (1 - fx) + data[(y0 * width + x1) * 4 + c] * fx;
        const bottom = data[(y1 * width + x0) * 4 + c] * (1 - fx) + data[(y1 * width + x1) * 4 + c] * fx;
        rgb[c] = top * (1 - fy) + bottom * fy;
      }
      const i = y * SIDE + x;
      redGreen[i] = rgb[0] - rgb[1];
      yellowBlue[i] = (rgb[0] + rgb[1]) / 2 - rgb[2];
      light[i] = (rgb[0] + rgb[1] + rgb[2]) / 3;
      if (redGreen[i] || yellowBlue[i]) coloured = true;
    }
  }
  return coloured ? { redGreen, yellowBlue, light } : null;
}

/**
 * The chroma, rectified when first asked for (+3.4 ms a grid): only the hand check and a sure blank's last look for a
 * coloured print's faint digit (cut-cells.ts) weigh hues; a grid that reaches neither never needs them.
 */
export type LazyChroma = () => Chroma | null;

export function lazyChroma(image: ScanImage, corners: Point[], bend?: (x: number, y: number) => Point): LazyChroma {
  let chroma: Chroma | null | undefined;
  return () => (chroma === undefined ? (chroma = rectifyChroma(image, corners, bend)) : chroma);
}

/** The chroma turned a quarter clockwise, as `quarterTurn` turns the gray, when first asked for. */
export function turnedChroma(chroma: LazyChroma): LazyChroma {
  let turned: Chroma | null | undefined;
  return () => {
    if (turned !== undefined) return turned;
    const before = chroma();
    return (turned = before && {
      redGreen: quarterTurn(before.redGreen),
      yellowBlue: quarterTurn(before.yellowBlue),
      light: quarterTurn(before.light),
    });
  };
}

/** Hue ink is measured as on a paper this light (a lit page's gray level). */
export const PAPER_LIGHT = 200;
/** A paper taken as at least this light: in the dark, what hue there is is the camera's noise. */
export const MIN_LIGHT = 40;

/** A cell's interior in the rectified grid: its top-left corner and size. */
export interface CellBox {
  x0: number;
  y0: number;
  w: number;
  h: number;
}

/** The chroma's two channels smoothed 3 × 3 (a stroke is wider than a camera's colour noise), once a chroma. */
interface Smoothed {
  redGreen: Float32Array;
  yellowBlue: Float32Array;
}
const smoothedOf = new WeakMap<Chroma, Smoothed>();

function smoothed(chroma: Chroma): Smoothed {
  let found = smoothedOf.get(chroma);
  if (!found)
    smoothedOf.set(chroma, (found = { redGreen: mean3x3(chroma.redGreen), yellowBlue: mean3x3(chroma.yellowBlue) }));
  return found;
}

/**
 * A SIDE × SIDE channel's 3 × 3 mean (of the taps inside the picture, at its edges). Each pixel's nine taps are added
 * row by row, left to right, as at the edges: the same sums to the bit wherever a pixel lies.
 */
function mean3x3(channel: Float32Array): Float32Array {
  const mean = new Float32Array(SIDE * SIDE);
  for (let y = 1; y < SIDE - 1; y++)
    for (let x = 1; x < SIDE - 1; x++) {
      const i = y * SIDE + x;
      const above = i - SIDE;
      const below = i + SIDE;
      mean[i] =
        (channel[above - 1] +
          channel[above] +
          channel[above + 1] +
          channel[i - 1] +
          channel[i] +
          channel[i + 1] +
          channel[below - 1] +
          channel[below] +
          channel[below + 1]) /
        9;
    }
  const edge = (x: number, y: number): void => {
    let sum = 0;
    let n = 0;
    for (let sy = Math.max(0, y - 1); sy <= Math.min(SIDE - 1, y + 1); sy++)
      for (let sx = Math.max(0, x - 1); sx <= Math.min(SIDE - 1, x + 1); sx++) {
        sum += channel[sy * SIDE + sx];
        n++;
      }
    mean[y * SIDE + x] = sum / n;
  };
  for (let k = 0; k < SIDE; k++) {
    edge(k, 0);
    edge(k, SIDE - 1);
    edge(0, k);
    edge(SIDE - 1, k);
  }
  return mean;
}

/** A cell's hue ink (`hueInk`). */
export interface HueInk {
  /** The strongest of it clear of the cell's edges (two pixels in), where a line's colour does not reach. */
  inner: number;
  /** Per pixel of the cell, computed when asked for: only a cell that may hold a faint digit is cut by its hue. */
  ink: () => Float32Array;
}

/**
 * A cell's hue ink: per pixel, how far its chroma (smoothed 3 × 3) lies from the cell's paper's (the median of the
 * cell's), in gray levels, per PAPER_LIGHT of the paper's lightness.
 */
export function hueInk(chroma: Chroma, { x0, y0, w, h }: CellBox): HueInk {
  const smooth = smoothed(chroma);
  const redGreen = new Float32Array(w * h);
  const yellowBlue = new Float32Array(w * h);
  const light = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const from = (y0 + y) * SIDE + x0 + x;
      redGreen[y * w + x] = smooth.redGreen[from];
      yellowBlue[y * w + x] = smooth.yellowBlue[from];
      light[y * w + x] = chroma.light[from];
    }
  const paperRedGreen = middleInPlace(redGreen.slice());
  const paperYellowBlue = middleInPlace(yellowBlue.slice());
  // A shadow or a dim light takes an ink's hue down with its paper's.
  const scale = PAPER_LIGHT / Math.max(middleInPlace(light), MIN_LIGHT);
  const inkAt = (i: number): number =>
    Math.fround(scale * Math.hypot(redGreen[i] - paperRedGreen, yellowBlue[i] - paperYellowBlue));
  // The strongest by its square (no root a pixel); the root taken, as `ink` takes it, where a pixel comes within
  // rounding of the strongest so far.
  let inner = 0;
  let strongest = 0;
  for (let y = 2; y < h - 2; y++)
    for (let x = 2; x < w - 2; x++) {
      const i = y * w + x;
      const rg = redGreen[i] - paperRedGreen;
      const yb = yellowBlue[i] - paperYellowBlue;
      const square = rg * rg + yb * yb;
      if (square >= strongest * (1 - 1e-9)) {
        strongest = Math.max(strongest, square);
        inner = Math.max(inner, inkAt(i));
      }
    }
  const ink = (): Float32Array => {
    const values = new Float32Array(w * h);
    for (let i = 0; i < values.length; i++) values[i] = inkAt(i);
    return values;
  };
  return { inner, ink };
}
