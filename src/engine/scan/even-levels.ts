/**
 * A photo's gray levels brought into the range the reader was tuned on. Its thresholds are gray levels (binarise's
 * margins of 12 and 6, a cell's ink of 20 at least): a photo taken in dim light, or a flat one (a washed-out print, a
 * phone's low-contrast mode), has its lines and digits fewer levels from the paper than any dev photo, and they fall
 * under those thresholds: the grid is not found, or a digit in the darker corner is left out as a sure blank. Such a
 * photo is lifted and stretched to the edge of the dev photos' range, no further. A picture inside that range (every
 * dev photo but one, at its edge) is left exactly as it is, and so is every rendered picture (a screenshot): its
 * background is one level, and a sparse one's half-percent ends are that level too.
 */
import type { Gray } from './image.ts';

/**
 * The least spread between the darkest and lightest half-percent of a picture's levels: the dev photos' least
 * (79 to 219 over the 160 of them). Measured on other renderings of them (bench/photo-variants-bench.ts), a photo with
 * its contrast halved has 35 to 96 and was declined in 2 of 5.
 */
export const MIN_SPREAD = 80;
/**
 * The least median level (the paper's, in a photo of a page): the dev photos' is 95 to 199. Darkened (gamma 1.8,
 * × 0.7), they have 30 to 114.
 */
export const MIN_MEDIAN = 95;
/**
 * A dim photo is lifted only when nothing in it is this light (its lightest half-percent below it): the dev photos'
 * lightest half-percent is at 157 and above, the darkened ones' at 58 to 155. A photo half in shadow has its lit paper
 * above it, and its median in the shadow: lifting it moved a synthetic photo's shadowed 7 to a sure blank.
 */
const DIM_TOP = 160;

/**
 * A camera spreads even a plain paper over many levels (on the dev photos the most common level holds 0.9 to 5.7 %
 * of the pixels; on the synthetic photos at most 12.7 %, a flat table top); a rendered picture's background is one
 * level (11.6 to 100 % on the wild tune set's 388 screenshots, 26 % and more on the scan corpus's 480). A picture whose
 * most common level holds this share is no photo, and its levels are its own.
 */
export const RENDERED_SHARE = 0.1;
/** The most a flat photo is stretched: its contrast cut to 0.45 needs 2.2. Ink from noise alone stays noise. */
const MAX_GAIN = 2.5;

/** Levels looked at: a 12-megapixel photo's histogram needs no more than a sample of a million pixels. */
const SAMPLES = 1 << 20;

/** The level below which `share` of the picture's (sampled) pixels lie, from its histogram. */
function quantile(counts: Float64Array, total: number, share: number): number {
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += counts[v];
    if (seen >= share * total) return v;
  }
  return 255;
}

/** `gray` itself when its levels are in the tuned range; otherwise a copy lifted (gamma) and stretched into it. */
export function evenLevels(gray: Gray): Gray {
  const { pixels } = gray;
  const step = Math.max(1, Math.floor(pixels.length / SAMPLES));
  const counts = new Float64Array(256);
  for (let i = 0; i < pixels.length; i += step) counts[pixels[i]]++;
  const total = Math.ceil(pixels.length / step);
  const level = (share: number, map: (v: number) => number = (v) => v): number => map(quantile(counts, total, share));
  const dim = level(0.5) < MIN_MEDIAN && level(0.995) < DIM_TOP;
  if (level(0.995) - level(0.005) >= MIN_SPREAD && !dim) return gray;
  if (Math.max(...counts) >= RENDERED_SHARE * total) return gray;
  // A dim photo lifted by a gamma that brings its median (the paper) to MIN_MEDIAN: the dark end is opened up most,
  // where a shadow's ink lies closest to its paper.
  const median = Math.max(1, level(0.5));
  const gamma = dim ? Math.log(MIN_MEDIAN / 255) / Math.log(median / 255) : 1;
  const lifted = (v: number): number => 255 * (v / 255) ** gamma;
  // Then a flat one stretched about its paper until its levels spread MIN_SPREAD.
  const lo = level(0.005, lifted);
  const hi = level(0.995, lifted);
  const paper = lifted(median);
  const gain = hi - lo < MIN_SPREAD ? Math.min(MAX_GAIN, MIN_SPREAD / Math.max(1, hi - lo)) : 1;
  const table = Uint8Array.from({ length: 256 }, (_, v) =>
    Math.min(255, Math.max(0, Math.round(paper + (lifted(v) - paper) * gain))),
  );
  const out = new Uint8Array(pixels.length);
  for (let i = 0; i < pixels.length; i++) out[i] = table[pixels[i]];
  return { width: gray.width, height: gray.height, pixels: out };
}
