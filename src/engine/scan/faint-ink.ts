/**
 * Whether a cell the cutter found no digit in holds a faint one all the same: a digit under a shadow, blurred, or in
 * grey or red ink, whose strokes stand too little from the paper for the grid's threshold. The evidence is the
 * cell's own: how much darker a central stroke is than what lies around it (a black top-hat, so a shadow's gradient
 * or a blurred line's ramp counts for nothing), against the cell's noise and the grid's contrast, and the stroke's
 * height against the grid's digits. Such a cell is read blank but not surely: a picture is never read wrong
 * without saying so (issue 29).
 */
import { label, type Component } from './components.ts';
import { middleInPlace } from './median.ts';
import { CELL, SIDE } from './rectify.ts';
import { quarterTurn } from './upright-grid.ts';

/** The window of the closing that takes the background, in rectified pixels: wider than a blurred digit's stroke. */
const WINDOW = 9;
/** Pixels left out at each side of a cell's interior: what is left of its lines. */
const MARGIN = 2;
/**
 * A faint stroke stands at least this share of the grid's contrast, and MIN_LEVELS, above the cell's noise: on the
 * tune set's 150 synthetic photos and the 160 dev photos, no cell left blank rightly reaches 0.17 of the contrast;
 * the faint givens dropped stand 0.35 to 0.45.
 */
const OF_CONTRAST = 0.25;
const MIN_LEVELS = 8;
/** ... and at least this many times the cell's noise (a dim photo's grain peaks at twice its median). */
const OVER_NOISE = 3;
/**
 * In a cell whose paper is clean (its top-hat's median at most CLEAN_NOISE levels: a screenshot's flat fill, not a
 * photo's grain or a JPEG's ripple), a stroke need only stand PALE_OF_CONTRAST of the grid's contrast, and
 * PALE_LEVELS: a player's entries in a pale colour (a light green, a pink on a pink highlight), thin and blurred, stand
 * 0.16–0.23 of the contrast there (wild explore3 s333, s411, s501), and were left blank, surely. Nothing but ink
 * stands that clear of a flat fill; the height below still tells a pencil mark.
 */
const CLEAN_NOISE = 1;
const PALE_OF_CONTRAST = 0.1;
const PALE_LEVELS = 16;
/**
 * The stroke, at half its depth, is at least this share of the grid's median digit height. A pencil mark (0.22 to
 * 0.27 of the cell beside digits of 0.45) stands 0.5 to 0.6: at 0.6 the wild tune set's screenshots had 54 cells of
 * pencil marks flagged, at 0.75 one.
 */
const OF_DIGIT = 0.75;
/**
 * On grainy paper (a photo's, not CLEAN_NOISE), a stroke standing this share of the grid's contrast above the cell's
 * noise (and SHORT_LEVELS) need only be SHORT_OF_DIGIT of the digits' height: a digit blurred into a smudge keeps its
 * darkness, but the top-hat's window, narrower than the smudge, keeps only its middle. In a 640 × 480 synthetic photo
 * a 5 in a shadowed corner stood 0.31–0.32 of the contrast and 0.64 of the digits' height at half depth (9 px of 14:
 * a pixel above the limit), and was read as a sure blank (explore 143). No empty cell of the synthetic tune, explore
 * and explore2 sets or the dev photos stands as strong and as tall; a reader's pencilled fill-in may (tune 113's r5c1
 * as drawn in test/fixtures: 0.35 and 0.60), and is then in doubt, as the fill-ins the top-hat finds are. In a dim
 * grid (contrast under 32 levels) the least stroke found, MIN_LEVELS, already stands near 0.3 of the contrast or over
 * it: there the strength asked is SHORT_LEVELS instead. Every stroke let short is `strong` (on paper that is not
 * clean, a stroke is found only when it stands that far), so its cell is in doubt.
 */
const SHORT_STRONG = 0.3;
const SHORT_LEVELS = (SHORT_STRONG / OF_CONTRAST) * MIN_LEVELS;
const SHORT_OF_DIGIT = 0.6;
/**
 * A stroke that the grid's border cuts, the outer side of a top or bottom row's interior, standing across the cell's
 * middle, shows only part of its digit: the rest lies under the border, so it need only be this share of the digits'
 * height (wild explore21 s573, an SVG board whose text sits lower row by row: row 9's pale green 4 stood half under the
 * bottom border, its part above 0.54 of the digits' height, and the cell was read as a sure blank).
 */
const CUT_OF_DIGIT = 0.5;
/** The stroke's piece at half depth touches at most this many sides of the cell's interior (a line's remnant two). */
const MAX_SIDES = 1;

/**
 * Black top-hat of the rectified grid: how much darker each pixel is than the closing of the picture (the lightest
 * level around it, then the darkest of those), over a square wider than a stroke: a digit's stroke stands out, a
 * shadow's gradient or a blurred line's ramp does not.
 */
export function tophat(image: Float32Array): Float32Array {
  const a = new Float32Array(image.length);
  const b = new Float32Array(image.length);
  slideMax(image, a, 1);
  slideMax(a, b, SIDE);
  // The min filter as the max of the negated picture.
  for (let i = 0; i < b.length; i++) b[i] = -b[i];
  slideMax(b, a, 1);
  slideMax(a, b, SIDE);
  for (let i = 0; i < b.length; i++) b[i] = -b[i] - image[i];
  return b;
}

/** A rectified grid's top-hat (tophat), taken when a cell first needs it and then kept. */
export type TopHat = () => Float32Array;

export function lazyTophat(image: Float32Array): TopHat {
  let hat: Float32Array | undefined;
  return () => (hat ??= tophat(image));
}

/**
 * The top-hat of the grid `hat` is taken of, turned a quarter clockwise: the same, pixel for pixel, as the turned
 * grid's own (the window is a square, cut alike at every edge, and max and min are exact), at a fraction of the cost.
 */
export function turnedTophat(hat: TopHat): TopHat {
  let turned: Float32Array | undefined;
  return () => (turned ??= quarterTurn(hat()));
}

/**
 * The max of each pixel's WINDOW neighbours along rows (`step` 1) or columns (`step` SIDE), van Herk and
 * Gil-Werman's way: running maxima forward and backward within blocks of WINDOW, two looked at per pixel.
 */
function slideMax(src: Float32Array, out: Float32Array, step: number): void {
  const r = WINDOW >> 1;
  const across = step === 1 ? SIDE : 1;
  const n = SIDE + 2 * r;
  const padded = new Float32Array(n);
  const forward = new Float32Array(n);
  const backward = new Float32Array(n);
  for (let line = 0; line < SIDE; line++) {
    const base = line * across;
    padded.fill(-Infinity);
    for (let k = 0; k < SIDE; k++) padded[k + r] = src[base + k * step];
    for (let k = 0; k < n; k++) {
      const v = padded[k];
      forward[k] = k % WINDOW === 0 || v > forward[k - 1] ? v : forward[k - 1];
    }
    for (let k = n - 1; k >= 0; k--) {
      const v = padded[k];
      backward[k] = k === n - 1 || (k + 1) % WINDOW === 0 || v > backward[k + 1] ? v : backward[k + 1];
    }
    for (let k = 0; k < SIDE; k++) {
      const u = backward[k];
      const v = forward[k + 2 * r];
      out[base + k * step] = u > v ? u : v;
    }
  }
}

/**
 * Whether the cell with interior `columns` × `rows` of the rectified grid whose top-hat is `hat` (tophat) holds a
 * stroke as tall as a digit, faint but clear of the cell's noise: the grid's `contrast` (its ninth strongest cell)
 * and median `digitHeight` (of the cell) say what its digits are.
 */
export function faintDigit(
  hat: Float32Array,
  [x0, x1]: [number, number],
  [y0, y1]: [number, number],
  contrast: number,
  digitHeight: number,
  border?: 'top' | 'bottom',
): FaintDigit | null {
  const ax = x0 + MARGIN;
  const ay = y0 + MARGIN;
  const w = x1 - x0 - 2 * MARGIN;
  const h = y1 - y0 - 2 * MARGIN;
  if (w < 8 || h < 8) return null;
  // Smoothed 3 × 3: a stroke is wider than the grain of the paper or the JPEG.
  const smooth = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) sum += hat[(ay + y + dy) * SIDE + ax + x + dx];
      smooth[y * w + x] = sum / 9;
    }
  // The strongest dip in the middle of the cell, where a digit is drawn.
  let peak = 0;
  let at = -1;
  for (let y = Math.floor(0.2 * h); y < Math.ceil(0.8 * h); y++)
    for (let x = Math.floor(0.2 * w); x < Math.ceil(0.8 * w); x++)
      if (smooth[y * w + x] > peak) {
        peak = smooth[y * w + x];
        at = y * w + x;
      }
  const strong = Math.max(MIN_LEVELS, OF_CONTRAST * contrast);
  const pale = Math.min(strong, Math.max(PALE_LEVELS, PALE_OF_CONTRAST * contrast));
  if (at < 0 || peak < pale) return null;
  // Selected, not sorted: the value a sort would put in the middle, at a fraction of the cost (median.ts).
  const noise = middleInPlace(smooth.slice());
  const clean = noise <= CLEAN_NOISE;
  const least = clean ? pale : strong;
  if (peak < least || peak - noise < least || peak < OVER_NOISE * noise) return null;
  const binary = new Uint8Array(w * h);
  for (let i = 0; i < binary.length; i++) binary[i] = smooth[i] > (peak + noise) / 2 ? 1 : 0;
  const { labels, components } = label(binary, w, h);
  const piece = components.find((c) => c.label === labels[at]);
  if (!piece) return null;
  const sides =
    Number(piece.minX === 0) + Number(piece.minY === 0) + Number(piece.maxX === w - 1) + Number(piece.maxY === h - 1);
  const ofDigit = !clean && peak - noise >= Math.max(SHORT_LEVELS, SHORT_STRONG * contrast) ? SHORT_OF_DIGIT : OF_DIGIT;
  const cut =
    (border === 'top' ? piece.minY === 0 : border === 'bottom' && piece.maxY === h - 1) &&
    piece.minX < w / 2 &&
    piece.maxX > w / 2;
  const shown = cut ? Math.min(ofDigit, CUT_OF_DIGIT) : ofDigit;
  if (sides > MAX_SIDES || (piece.maxY - piece.minY + 1) / CELL < shown * digitHeight) return null;
  // With the stroke, what else stands at half its depth clear of the cell's sides (a 7's bar across, parted from it).
  const pieces = components.filter(
    (c) => c === piece || (c.area >= 2 && c.minX > 0 && c.minY > 0 && c.maxX < w - 1 && c.maxY < h - 1),
  );
  return { w, h, ink: smooth, labels, pieces, peak, pale: clean, strong: peak - noise >= strong };
}

/** A faint digit found (faintDigit): its pieces at half the stroke's depth, in the cell's interior less MARGIN. */
export interface FaintDigit {
  w: number;
  h: number;
  /** The top-hat, smoothed, over that interior. */
  ink: Float32Array;
  labels: Int32Array;
  pieces: Component[];
  /** The stroke's depth in the top-hat, smoothed. */
  peak: number;
  /** Found on clean paper (CLEAN_NOISE): nothing else stands there, so it is a digit in a pale ink, to be read. */
  pale: boolean;
  /**
   * Standing OF_CONTRAST of the contrast: found on any paper. A weaker stroke on clean paper that cuts out as no
   * digit (a column of pencil marks in a gray pencil) leaves the cell as sure as before.
   */
  strong: boolean;
}
