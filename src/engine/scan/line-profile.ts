/**
 * A grid's inner lines too faint for the threshold, seen in its gray levels: in a blurred photo of a screen, a grid's
 * thin lines (half a pixel, light on a dark theme, or pale gray on white) are a level or two off the paper once the
 * blur has spread them, far under binarise's margins, and only the border is ink (wild explore4 s098, explore3 s314).
 * Taken along its length (the darkness most of its points across the grid reach, which a digit's stroke in a few
 * cells does not give), each line still stands out from the paper on both sides of it.
 */
import { apply, squareToQuad, type Point } from './homography.ts';
import type { Gray } from './image.ts';
import type { Polarity } from './binarise.ts';

/** Profile pixels per cell: a small blurred grid is about this size in the picture, a larger one is averaged less. */
const STEP = 16;
/** Points along each line (eight per cell), whose darkness at QUANTILE is the line's at that place across. */
const ALONG = 72;
/**
 * The share of a line's length that may be paper (a line broken by the blur, a gap where a digit's stroke crosses):
 * its darkness at a place across is taken at this quantile along it, so a line counts only where it is dark nearly all
 * the way, and a column of digits, dark in a few cells, does not.
 */
const QUANTILE = 0.25;
/** How far (profile px) a line may lie from its ideal place: a border fitted a pixel off, a lens's bend. */
const NEAR = 2;
/** Where the paper beside a line is measured, this far each side of it (profile px): past a blurred line's spread. */
const BESIDE = 6;
/**
 * A line must be this many gray levels darker (in its polarity) than the paper beside it. 1.5 left out a photo of a
 * page's grid of 1 px lines all one weight, its faintest lines 1.3 levels over the paper (wild explore7 s194); what a
 * cell's middle rises (OVER_NOISE) is the test that tells lines from a texture.
 */
const MIN_RISE = 1.2;
/**
 * And this many times the most any cell's middle rises above the paper beside it: a picture's texture, or a column of
 * digits, makes ridges there too, where no line is.
 */
const OVER_NOISE = 1.25;

/** Bilinear gray at (x, y), clamped to the picture. */
function sample({ width, height, pixels }: Gray, x: number, y: number): number {
  const cx = Math.min(width - 1.001, Math.max(0, x));
  const cy = Math.min(height - 1.001, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const i = y0 * width + x0;
  const top = pixels[i] + (pixels[i + 1] - pixels[i]) * fx;
  const bottom = pixels[i + width] + (pixels[i + width + 1] - pixels[i + width]) * fx;
  return top + (bottom - top) * fy;
}

/**
 * The darkness (in the ink's polarity) across the grid, one value per profile pixel from its left (or top) edge to
 * its right (bottom): the darkness at QUANTILE along the grid's height (width) at that place.
 */
function profile(gray: Gray, h: Float64Array, vertical: boolean, dark: boolean): Float32Array {
  const side = 9 * STEP;
  const out = new Float32Array(side);
  const along = new Float32Array(ALONG);
  for (let a = 0; a < side; a++) {
    const u = (a + 0.5) / side;
    for (let b = 0; b < ALONG; b++) {
      const v = (b + 0.5) / ALONG;
      const p = vertical ? apply(h, u, v) : apply(h, v, u);
      const level = sample(gray, p.x - 0.5, p.y - 0.5);
      along[b] = dark ? 255 - level : level;
    }
    out[a] = along.sort()[Math.floor(QUANTILE * ALONG)];
  }
  return out;
}

/** How far the darkest place within NEAR of `at` rises above the mean of the paper BESIDE it on both sides. */
function rise(p: Float32Array, at: number): number {
  let own = -Infinity;
  for (let a = at - NEAR; a <= at + NEAR; a++) own = Math.max(own, p[a]);
  return own - (p[at - BESIDE] + p[at + BESIDE]) / 2;
}

/**
 * Whether the quadrilateral `corners` (a grid's border) holds the 8 inner lines of a 9×9 grid each way, every one of
 * them a ridge of darkness along its whole length, though too faint to be ink.
 */
export function faintInnerLines(gray: Gray, corners: Point[], polarity: Polarity): boolean {
  const h = squareToQuad(corners);
  if (!h) return false;
  for (const vertical of [true, false]) {
    const p = profile(gray, h, vertical, polarity === 'dark-ink');
    let noise = 0;
    for (let k = 0; k < 9; k++) noise = Math.max(noise, rise(p, k * STEP + STEP / 2));
    for (let k = 1; k < 9; k++) {
      const r = rise(p, k * STEP);
      if (r < MIN_RISE || r < OVER_NOISE * noise) return false;
    }
  }
  return true;
}
