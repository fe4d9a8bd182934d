// What the phone's camera makes of the page: the page sampled through the shot's perspective and bend, then uneven
// light with a colour cast, a soft shadow, lifted blacks, defocus blur and sensor noise, then JPEG (60–90) with,
// sometimes, the pixels stored sideways and an EXIF orientation tag saying how to turn them upright. Pure pixel
// code: nothing here depends on a browser.
import jpeg from 'jpeg-js';
import { bowAt, type Shot } from './camera.ts';
import type { Rng } from '../scan-wild/random.ts';

/** The flat page's pixels and where the grid lies in them. */
export interface Flat {
  width: number;
  height: number;
  /** RGBA. */
  data: Uint8Array;
  /** The grid's outer top-left corner and side in these pixels. */
  gridX: number;
  gridY: number;
  gridW: number;
  gridH: number;
  /** Flat pixels per photo pixel across the grid: below 1, sampling up blurs as a lens would. */
  ratio: number;
}

export interface Developed {
  jpeg: Uint8Array;
  /** As stored (sideways when an EXIF tag turns it). */
  storedWidth: number;
  storedHeight: number;
  tags: string[];
}

function sample(flat: Flat, shot: Shot, background: number[]): Float32Array {
  const { width, height } = shot;
  const out = new Float32Array(width * height * 3);
  const { data } = flat;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = shot.fromPhoto;
  const { a, b, crest, other, acrossRows } = shot.bow;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = h6 * (x + 0.5) + h7 * (y + 0.5) + h8;
      const u = (h0 * (x + 0.5) + h1 * (y + 0.5) + h2) / w;
      const v = (h3 * (x + 0.5) + h4 * (y + 0.5) + h5) / w;
      const du = acrossRows ? b * bowAt(v, other) : a * bowAt(v, crest);
      const dv = acrossRows ? a * bowAt(u, crest) : b * bowAt(u, other);
      const px = flat.gridX + (u + du) * flat.gridW - 0.5;
      const py = flat.gridY + (v + dv) * flat.gridH - 0.5;
      const o = (y * width + x) * 3;
      if (px < 0 || py < 0 || px >= flat.width - 1 || py >= flat.height - 1) {
        out[o] = background[0];
        out[o + 1] = background[1];
        out[o + 2] = background[2];
        continue;
      }
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      const fx = px - x0;
      const fy = py - y0;
      const i = (y0 * flat.width + x0) * 4;
      const j = i + flat.width * 4;
      for (let c = 0; c < 3; c++) {
        const top = data[i + c] * (1 - fx) + data[i + 4 + c] * fx;
        const bottom = data[j + c] * (1 - fx) + data[j + 4 + c] * fx;
        out[o + c] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  return out;
}

const smoothstep = (t: number): number => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

/** Light falling unevenly (a gradient and a vignette), a colour cast, a soft shadow, and blacks lifted. */
function light(pixels: Float32Array, width: number, height: number, rng: Rng, tags: string[]): void {
  const exposure = rng.range(0.62, 1.02);
  const gx = rng.range(-0.35, 0.35);
  const gy = rng.range(-0.35, 0.35);
  const vignette = rng.range(0, 0.35);
  const cast = rng
    .pick([
      [1, 1, 1],
      [1.02, 1.0, 0.9],
      [0.97, 1.02, 0.92],
      [1.04, 0.99, 0.86],
      [0.95, 0.98, 1.03],
    ])
    .map((g) => g * rng.range(0.97, 1.03));
  const lift = rng.range(8, 55);
  const shadow = rng.chance(0.45);
  if (shadow) tags.push('shadow');
  const angle = rng.range(0, 2 * Math.PI);
  const nx = Math.cos(angle);
  const ny = Math.sin(angle);
  const diag = Math.hypot(width, height);
  // The shadow's edge crosses somewhere in the middle half of the photo; its softness a few percent of it.
  const edge = rng.range(-0.25, 0.25) * diag;
  const soft = rng.range(0.02, 0.15) * diag;
  const depth = rng.range(0.25, 0.55);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = x / width - 0.5;
      const sy = y / height - 0.5;
      let gain = exposure * (1 + gx * sx + gy * sy) * (1 - vignette * (sx * sx + sy * sy) * 2);
      if (shadow) {
        const d = (sx * width * nx + sy * height * ny - edge) / soft;
        gain *= 1 - depth * smoothstep(d + 0.5);
      }
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[o + c] = lift + (pixels[o + c] * gain * cast[c] * (255 - lift)) / 255;
    }
  }
}

/** One box blur pass of `radius` on one channel along lines of `length` pixels `step` apart, in place. */
function boxPass(
  p: Float32Array,
  starts: number,
  startStep: number,
  length: number,
  step: number,
  radius: number,
): void {
  const line = new Float32Array(length);
  const span = 2 * radius + 1;
  for (let l = 0; l < starts; l++) {
    const base = l * startStep;
    for (let k = 0; k < length; k++) line[k] = p[base + k * step];
    let sum = 0;
    for (let k = -radius; k <= radius; k++) sum += line[Math.min(length - 1, Math.max(0, k))];
    for (let k = 0; k < length; k++) {
      p[base + k * step] = sum / span;
      sum += line[Math.min(length - 1, k + radius + 1)] - line[Math.max(0, k - radius)];
    }
  }
}

/** Defocus: three box passes each way approximate a Gaussian of `sigma` pixels. */
function blur(p: Float32Array, width: number, height: number, sigma: number): void {
  const radius = Math.round(Math.sqrt((12 * sigma * sigma) / 3 + 1) / 2 - 0.5);
  if (radius < 1) return;
  for (let c = 0; c < 3; c++)
    for (let pass = 0; pass < 3; pass++) {
      const channel = p.subarray(c);
      boxPass(channel, height, width * 3, width, 3, radius);
      boxPass(channel, width, 3, height, width * 3, radius);
    }
}

/** A light 3×3 blur for a sub-pixel defocus, where a box of radius 1 would be too much. */
function soften(p: Float32Array, width: number, height: number, weight: number): void {
  const copy = p.slice();
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++)
      for (let c = 0; c < 3; c++) {
        const o = (y * width + x) * 3 + c;
        const around = copy[o - 3] + copy[o + 3] + copy[o - width * 3] + copy[o + width * 3];
        p[o] = copy[o] * (1 - weight) + (around / 4) * weight;
      }
}

/** Standard normal draws, a table of them: a 12-megapixel photo needs tens of millions. */
function gaussTable(rng: Rng): Float32Array {
  const table = new Float32Array(1 << 16);
  for (let i = 0; i < table.length; i++)
    table[i] = Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
  return table;
}

/** The stored pixels: upright, or turned a quarter so that EXIF `orientation` (6 or 8) turns them back. */
function store(p: Float32Array, width: number, height: number, orientation: 1 | 6 | 8): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  const sw = orientation === 1 ? width : height;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // 6: shown = stored turned clockwise, so upright (x, y) is stored at (y, width-1-x); 8 the other way.
      const [tx, ty] = orientation === 1 ? [x, y] : orientation === 6 ? [y, width - 1 - x] : [height - 1 - y, x];
      const o = (y * width + x) * 3;
      const t = (ty * sw + tx) * 4;
      rgba[t] = p[o];
      rgba[t + 1] = p[o + 1];
      rgba[t + 2] = p[o + 2];
      rgba[t + 3] = 255;
    }
  return rgba;
}

/** An APP1 EXIF segment with IFD0's orientation tag alone, big-endian as many phones write it. */
function exifSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = body.length + 2;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

export function develop(flat: Flat, shot: Shot, rng: Rng): Developed {
  const { width, height } = shot;
  const tags: string[] = [];
  const background = rng.pick([
    [70, 52, 40],
    [120, 110, 100],
    [40, 40, 45],
    [190, 185, 175],
  ]);
  const pixels = sample(flat, shot, background);
  light(pixels, width, height, rng, tags);
  // The defocus the flat page's own coarseness has not given yet (sampling up by 1/ratio blurs by about 0.5/ratio).
  const sigma = Math.sqrt(Math.max(0, shot.defocus ** 2 - (0.5 / Math.min(1, flat.ratio)) ** 2));
  if (sigma < 1) soften(pixels, width, height, Math.min(0.8, sigma));
  else blur(pixels, width, height, sigma);
  const noise = rng.range(1.5, 7);
  const chroma = rng.range(0.5, 3);
  const table = gaussTable(rng);
  const mask = table.length - 1;
  // Table draws at a random stride: no visible pattern, each photo's noise its own.
  let k = rng.int(0, mask);
  const stride = rng.int(1, 5000) * 2 + 1;
  for (let i = 0; i < width * height; i++) {
    const n = table[(k = (k + stride) & mask)] * noise;
    for (let c = 0; c < 3; c++) pixels[i * 3 + c] += n + table[(k = (k + 7919) & mask)] * chroma;
  }
  const turn = rng.next();
  const orientation = turn < 0.12 ? (rng.chance(0.8) ? 6 : 8) : 1;
  if (orientation !== 1) tags.push('exif');
  const stored = store(pixels, width, height, orientation);
  const [storedWidth, storedHeight] = orientation === 1 ? [width, height] : [height, width];
  const quality = rng.int(60, 90);
  const encoded = jpeg.encode({ data: stored, width: storedWidth, height: storedHeight }, quality).data;
  let bytes = new Uint8Array(encoded);
  if (orientation !== 1) {
    // The EXIF segment right after the start-of-image marker, where readers look for it.
    const exif = exifSegment(orientation);
    bytes = new Uint8Array(encoded.length + exif.length);
    bytes.set(encoded.subarray(0, 2));
    bytes.set(exif, 2);
    bytes.set(encoded.subarray(2), 2 + exif.length);
  }
  tags.push(`q${quality}`);
  return { jpeg: bytes, storedWidth, storedHeight, tags };
}
