// Distortions of a digit crop (CROP × CROP ink levels 0..1, as cut-cells.ts makes them) that a phone photo of a
// printed page brings and a screenshot does not: the digit a little turned, slanted or squeezed by the paper's
// curve and an imperfect rectification, strokes thicker or thinner (ink spread, another font weight), blur (focus,
// camera shake), uneven ink and noise (low light, JPEG, paper texture, normalised up to full contrast by the crop).
// Also the shapes of ink that is no digit, for the NOT_DIGIT class.
import { CROP } from '../../src/engine/scan/cut-cells.ts';
import type { Rng } from '../../src/engine/rng.ts';
import { gaussian } from './mlp.ts';

const uniform = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng.next();

function sample(crop: Float32Array, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const at = (xx: number, yy: number) => (xx >= 0 && yy >= 0 && xx < CROP && yy < CROP ? crop[yy * CROP + xx] : 0);
  return (
    (1 - fy) * ((1 - fx) * at(x0, y0) + fx * at(x0 + 1, y0)) +
    fy * ((1 - fx) * at(x0, y0 + 1) + fx * at(x0 + 1, y0 + 1))
  );
}

/** The crop turned, slanted, scaled and shifted about its centre (bilinear). */
function affine(crop: Float32Array, rng: Rng): Float32Array {
  const angle = uniform(rng, -0.12, 0.12);
  const shear = uniform(rng, -0.15, 0.15);
  const sx = uniform(rng, 0.85, 1.08);
  const sy = sx * uniform(rng, 0.92, 1.08);
  const dx = uniform(rng, -1.2, 1.2);
  const dy = uniform(rng, -1.2, 1.2);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const c = CROP / 2;
  const out = new Float32Array(CROP * CROP);
  for (let y = 0; y < CROP; y++) {
    for (let x = 0; x < CROP; x++) {
      // Inverse map: output pixel → source pixel.
      const u = (x + 0.5 - c - dx) / sx;
      const v = (y + 0.5 - c - dy) / sy;
      const us = u - shear * v;
      out[y * CROP + x] = sample(crop, cos * us + sin * v + c - 0.5, -sin * us + cos * v + c - 0.5);
    }
  }
  return out;
}

/** Grey-level dilation (thicker strokes) or erosion (thinner), blended in by `amount`. */
function morph(crop: Float32Array, thicker: boolean, amount: number): Float32Array {
  const out = new Float32Array(crop.length);
  for (let y = 0; y < CROP; y++) {
    for (let x = 0; x < CROP; x++) {
      let v = crop[y * CROP + x];
      for (let ny = Math.max(0, y - 1); ny <= Math.min(CROP - 1, y + 1); ny++)
        for (let nx = Math.max(0, x - 1); nx <= Math.min(CROP - 1, x + 1); nx++)
          v = thicker ? Math.max(v, crop[ny * CROP + nx]) : Math.min(v, crop[ny * CROP + nx]);
      out[y * CROP + x] = crop[y * CROP + x] + amount * (v - crop[y * CROP + x]);
    }
  }
  return out;
}

function blur(crop: Float32Array, sigma: number): Float32Array {
  const radius = Math.ceil(2 * sigma);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, k) => Math.exp(-((k - radius) ** 2) / (2 * sigma * sigma)));
  const total = kernel.reduce((a, b) => a + b, 0);
  const pass = (input: Float32Array, horizontal: boolean) => {
    const out = new Float32Array(input.length);
    for (let y = 0; y < CROP; y++)
      for (let x = 0; x < CROP; x++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) {
          const xx = horizontal ? x + k : x;
          const yy = horizontal ? y : y + k;
          if (xx >= 0 && yy >= 0 && xx < CROP && yy < CROP) sum += kernel[k + radius] * input[yy * CROP + xx];
        }
        out[y * CROP + x] = sum / total;
      }
    return out;
  };
  return pass(pass(crop, true), false);
}

/**
 * Uneven ink and noise where the crop has ink (cut-cells.ts keeps the digit's pixels and a rim, nothing else), then
 * normalised back to a peak of 1 as the crop's own normalisation does.
 */
function noisy(crop: Float32Array, rng: Rng, level: number): Float32Array {
  const out = new Float32Array(crop.length);
  // A smooth gradient of ink strength across the digit (uneven light or ink), and per-pixel noise.
  const gx = uniform(rng, -0.3, 0.3);
  const gy = uniform(rng, -0.3, 0.3);
  let peak = 1e-6;
  for (let y = 0; y < CROP; y++)
    for (let x = 0; x < CROP; x++) {
      const i = y * CROP + x;
      if (crop[i] <= 0.02) continue;
      const strength = 1 + (gx * (x - CROP / 2) + gy * (y - CROP / 2)) / CROP;
      out[i] = Math.max(0, crop[i] * strength + level * gaussian(rng));
      if (out[i] > peak) peak = out[i];
    }
  for (let i = 0; i < out.length; i++) out[i] = Math.min(1, out[i] / peak);
  return out;
}

const normalised = (crop: Float32Array): Float32Array => {
  let peak = 1e-6;
  for (const v of crop) if (v > peak) peak = v;
  return crop.map((v) => Math.min(1, v / peak));
};

/** A random mix of the distortions, each applied or not; `strength` 0..1 scales how far they go. */
export function augment(crop: Float32Array, rng: Rng, strength = 1): Float32Array {
  let x = crop;
  if (rng.next() < 0.8 * strength) x = affine(x, rng);
  if (rng.next() < 0.4 * strength) x = morph(x, rng.next() < 0.5, uniform(rng, 0.3, 1));
  if (rng.next() < 0.5 * strength) x = normalised(blur(x, uniform(rng, 0.4, 1.1 * strength + 0.1)));
  if (rng.next() < 0.5 * strength) x = noisy(x, rng, uniform(rng, 0.02, 0.25 * strength));
  return x;
}

/** Draws a thick line from (x0, y0) to (x1, y1), crop coordinates, with ink `value`. */
function line(out: Float32Array, x0: number, y0: number, x1: number, y1: number, width: number, value: number) {
  const steps = Math.ceil(4 * Math.hypot(x1 - x0, y1 - y0)) + 1;
  for (let s = 0; s <= steps; s++) {
    const px = x0 + ((x1 - x0) * s) / steps;
    const py = y0 + ((y1 - y0) * s) / steps;
    for (let y = Math.floor(py - width); y <= Math.ceil(py + width); y++)
      for (let x = Math.floor(px - width); x <= Math.ceil(px + width); x++) {
        if (x < 0 || y < 0 || x >= CROP || y >= CROP) continue;
        const d = Math.hypot(x + 0.5 - px, y + 0.5 - py);
        const v = value * Math.max(0, Math.min(1, width / 2 + 0.5 - d));
        if (v > out[y * CROP + x]) out[y * CROP + x] = v;
      }
  }
}

/**
 * Ink that is no digit, as the cell cutter would crop it (scaled to fill the digit's square): what is left of grid
 * lines meeting (an L, a T, a cross, a bar across), a smudge or the paper's texture. Never a lone upright bar: a 1
 * in many fonts is one.
 */
export function notDigit(rng: Rng): Float32Array {
  const out = new Float32Array(CROP * CROP);
  const lo = 2;
  const hi = CROP - 2;
  const w = uniform(rng, 0.8, 3);
  const kind = rng.int(5);
  if (kind === 0) {
    // A corner: two lines meeting.
    const cx = rng.next() < 0.5 ? lo : hi;
    const cy = rng.next() < 0.5 ? lo : hi;
    line(out, cx, cy, cx === lo ? hi : lo, cy, w, 1);
    line(out, cx, cy, cx, cy === lo ? hi : lo, w, 1);
  } else if (kind === 1) {
    // A T or a cross.
    const along = uniform(rng, lo, hi);
    line(out, lo, along, hi, along, w, 1);
    const x = uniform(rng, lo + 3, hi - 3);
    line(out, x, rng.next() < 0.5 ? lo : along, x, hi, w, 1);
  } else if (kind === 2) {
    // A bar across, maybe with a short upright piece.
    const y = uniform(rng, lo, hi);
    line(out, lo, y, hi, y + uniform(rng, -2, 2), w, 1);
    if (rng.next() < 0.5) {
      const x = uniform(rng, lo, hi);
      line(out, x, y, x, y + uniform(rng, -6, 6), w, 1);
    }
  } else {
    // A smudge or texture: smoothed noise over the digit's square, ink where it is strong.
    const field = new Float32Array(CROP * CROP);
    for (let y = lo; y < hi; y++) for (let x = lo; x < hi; x++) field[y * CROP + x] = rng.next();
    const smooth = blur(field, uniform(rng, 0.6, 1.6));
    const cut = uniform(rng, 0.35, 0.6);
    let peak = 1e-6;
    for (const v of smooth) if (v > peak) peak = v;
    for (let i = 0; i < out.length; i++) out[i] = Math.max(0, (smooth[i] / peak - cut) / (1 - cut));
  }
  return augment(normalised(out), rng, 0.6);
}
