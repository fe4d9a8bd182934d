// Other renderings of a real photo, for bench/photo-variants-bench.ts: the held-out photos are other phones, other
// papers, other light and sizes, so each dev photo is read again resized, turned, tilted, cropped, recompressed,
// relit, blurred and noised, none of which the reader was tuned on. Pure pixel code on RGBA; every random choice
// comes from a seed, so a variant named in a report can be made again.
import jpeg from 'jpeg-js';
import { makeRng, type Rng } from '../scripts/scan-wild/random.ts';
import type { Point, ScanImage } from '../src/engine/scan/index.ts';

export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** What a variant may know of the photo besides its pixels: the grid's corners as the plain photo was read. */
export interface VariantInput {
  image: Rgba;
  /** Present when the plain photo's grid was found. */
  corners?: Point[];
  rng: Rng;
}

export interface Variant {
  name: string;
  /** Null: this variant does not apply to this photo (a crop around a grid that was not found). */
  make(input: VariantInput): Rgba | null;
}

const clamp = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : v);

/** Bilinear sample of channel `c` at (x, y) in pixel-centre coordinates, edges clamped. */
function bilinear(image: Rgba, x: number, y: number, c: number): number {
  const { width, height, data } = image;
  const fx0 = Math.min(width - 1, Math.max(0, x));
  const fy0 = Math.min(height - 1, Math.max(0, y));
  const x0 = Math.min(width - 2, Math.floor(fx0));
  const y0 = Math.min(height - 2, Math.floor(fy0));
  const fx = fx0 - x0;
  const fy = fy0 - y0;
  const i = (y0 * width + x0) * 4 + c;
  const j = i + width * 4;
  const top = data[i] * (1 - fx) + data[i + 4] * fx;
  const bottom = data[j] * (1 - fx) + data[j + 4] * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * `image` resized to `width` × `height`: an area average going down (as a phone's or an app's downscaler does),
 * bilinear going up (a zoomed capture).
 */
export function resize(image: Rgba, width: number, height: number): Rgba {
  const data = new Uint8Array(width * height * 4);
  const sx = image.width / width;
  const sy = image.height / height;
  if (sx <= 1 && sy <= 1) {
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 4;
        for (let c = 0; c < 3; c++) data[o + c] = bilinear(image, (x + 0.5) * sx - 0.5, (y + 0.5) * sy - 0.5, c);
        data[o + 3] = 255;
      }
    return { width, height, data };
  }
  // Area average: each output pixel the mean of the source pixels it covers (fractional edges weighted).
  for (let y = 0; y < height; y++) {
    const ya = y * sy;
    const yb = ya + sy;
    for (let x = 0; x < width; x++) {
      const xa = x * sx;
      const xb = xa + sx;
      const sum = [0, 0, 0];
      let area = 0;
      for (let v = Math.floor(ya); v < Math.min(image.height, Math.ceil(yb)); v++) {
        const wy = Math.min(yb, v + 1) - Math.max(ya, v);
        for (let u = Math.floor(xa); u < Math.min(image.width, Math.ceil(xb)); u++) {
          const w = wy * (Math.min(xb, u + 1) - Math.max(xa, u));
          const i = (v * image.width + u) * 4;
          sum[0] += image.data[i] * w;
          sum[1] += image.data[i + 1] * w;
          sum[2] += image.data[i + 2] * w;
          area += w;
        }
      }
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) data[o + c] = Math.round(sum[c] / area);
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
}

/** Resized so it fits in `longSide` × `shortSide` (either way round), keeping its proportions. */
function fitTo(image: Rgba, longSide: number, shortSide: number): Rgba {
  const landscape = image.width >= image.height;
  const [bw, bh] = landscape ? [longSide, shortSide] : [shortSide, longSide];
  const scale = Math.min(bw / image.width, bh / image.height);
  return resize(image, Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
}

/** Turned clockwise by `quarters` quarter turns, pixel for pixel (no EXIF tag: the pixels themselves lie sideways). */
export function turn(image: Rgba, quarters: 1 | 2 | 3): Rgba {
  const { width: w, height: h } = image;
  const width = quarters === 2 ? w : h;
  const height = quarters === 2 ? h : w;
  const from = new Uint32Array(image.data.buffer, image.data.byteOffset, w * h);
  const data = new Uint8Array(width * height * 4);
  const to = new Uint32Array(data.buffer);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // Clockwise: the shown (x, y) comes from stored (y, h-1-x); half: (w-1-x, h-1-y); anticlockwise: (w-1-y, x).
      const s =
        quarters === 1 ? (h - 1 - x) * w + y : quarters === 2 ? (h - 1 - y) * w + (w - 1 - x) : x * w + (w - 1 - y);
      to[y * width + x] = from[s];
    }
  return { width, height, data };
}

/**
 * Tilted by `degrees` (clockwise) about the centre, on a canvas of the same size: the corners the turn uncovers are
 * the photo's own edge pixels drawn out (as a phone's straighten tool fills them), not a flat colour.
 */
export function tilt(image: Rgba, degrees: number): Rgba {
  const { width, height } = image;
  const data = new Uint8Array(width * height * 4);
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      const u = cos * dx + sin * dy + cx - 0.5;
      const v = -sin * dx + cos * dy + cy - 0.5;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) data[o + c] = bilinear(image, u, v, c);
      data[o + 3] = 255;
    }
  return { width, height, data };
}

/** The part of `image` from (x0, y0) to (x1, y1), clamped to it. */
function cropTo(image: Rgba, x0: number, y0: number, x1: number, y1: number): Rgba {
  const left = Math.max(0, Math.floor(x0));
  const top = Math.max(0, Math.floor(y0));
  const right = Math.min(image.width, Math.ceil(x1));
  const bottom = Math.min(image.height, Math.ceil(y1));
  const width = right - left;
  const height = bottom - top;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    data.set(
      image.data.subarray(((top + y) * image.width + left) * 4, ((top + y) * image.width + right) * 4),
      y * width * 4,
    );
  return { width, height, data };
}

/** A tight crop: the grid's box (as the plain photo was read) and `margin` of its size around it. */
function cropAroundGrid(image: Rgba, corners: Point[], margin: number): Rgba {
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const mx = (x1 - x0) * margin;
  const my = (y1 - y0) * margin;
  return cropTo(image, x0 - mx, y0 - my, x1 + mx, y1 + my);
}

/**
 * A looser framing: the photo shrunk to `share` of its size and set on a table top (a dark wood or gray, mottled),
 * as if taken from further away; the canvas keeps the photo's size.
 */
function onTable(image: Rgba, share: number, rng: Rng): Rgba {
  const { width, height } = image;
  const inner = resize(image, Math.round(width * share), Math.round(height * share));
  const data = new Uint8Array(width * height * 4);
  const base = rng.pick([
    [92, 64, 44],
    [128, 122, 116],
    [54, 52, 58],
  ]);
  const ox = Math.round(rng.range(0.2, 0.8) * (width - inner.width));
  const oy = Math.round(rng.range(0.2, 0.8) * (height - inner.height));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const u = x - ox;
      const v = y - oy;
      if (u >= 0 && v >= 0 && u < inner.width && v < inner.height) {
        const i = (v * inner.width + u) * 4;
        data[o] = inner.data[i];
        data[o + 1] = inner.data[i + 1];
        data[o + 2] = inner.data[i + 2];
      } else {
        const grain = 10 * Math.sin(x * 0.05 + Math.sin(y * 0.013) * 4) + (rng.next() - 0.5) * 12;
        for (let c = 0; c < 3; c++) data[o + c] = clamp(base[c] + grain);
      }
      data[o + 3] = 255;
    }
  return { width, height, data };
}

/** Saved again as a JPEG of `quality` and decoded with jpeg-js, as the CLI decodes a small JPEG. */
export function recompress(image: Rgba, quality: number): Rgba {
  const encoded = jpeg.encode({ width: image.width, height: image.height, data: Buffer.from(image.data) }, quality);
  const decoded = jpeg.decode(encoded.data, { useTArray: true, formatAsRGBA: true });
  return { width: decoded.width, height: decoded.height, data: decoded.data };
}

/** Every channel's level mapped through `f` (0..1 → 0..1), with an optional per-channel gain first. */
function levels(image: Rgba, f: (v: number) => number, gain: number[] = [1, 1, 1]): Rgba {
  const table = [0, 1, 2].map((c) =>
    Uint8Array.from({ length: 256 }, (_, v) => clamp(Math.round(255 * f(Math.min(1, (v * gain[c]) / 255))))),
  );
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = table[0][image.data[i]];
    data[i + 1] = table[1][image.data[i + 1]];
    data[i + 2] = table[2][image.data[i + 2]];
    data[i + 3] = 255;
  }
  return { width: image.width, height: image.height, data };
}

/** A photo taken in dim light: gamma 1.8, then × 0.7 (its shadows sink furthest). */
export const darker = (image: Rgba): Rgba => levels(image, (v) => 0.7 * v ** 1.8);
/** A flat photo: its levels squeezed into 0.35 to 0.8 of the range (a washed-out print, a low-contrast mode). */
export const flatter = (image: Rgba): Rgba => levels(image, (v) => 0.35 + 0.45 * v);

/** Blurred along a line of `length` pixels at `degrees` (a hand's shake during the exposure). */
function motionBlur(image: Rgba, length: number, degrees: number): Rgba {
  const { width, height } = image;
  const data = new Uint8Array(width * height * 4);
  const a = (degrees * Math.PI) / 180;
  const steps = Math.max(2, Math.round(length));
  const offsets = Array.from({ length: steps }, (_, k) => {
    const t = k / (steps - 1) - 0.5;
    return [t * length * Math.cos(a), t * length * Math.sin(a)];
  });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (const [dx, dy] of offsets) sum += bilinear(image, x + dx, y + dy, c);
        data[o + c] = Math.round(sum / steps);
      }
      data[o + 3] = 255;
    }
  return { width, height, data };
}

/** A Gaussian blur of `sigma` pixels, separable, edges clamped. */
export function gaussianBlur(image: Rgba, sigma: number): Rgba {
  const radius = Math.ceil(3 * sigma);
  const kernel = Float32Array.from({ length: 2 * radius + 1 }, (_, k) =>
    Math.exp(-((k - radius) ** 2) / (2 * sigma * sigma)),
  );
  const total = kernel.reduce((s, v) => s + v, 0);
  for (let k = 0; k < kernel.length; k++) kernel[k] /= total;
  const { width, height } = image;
  const pass = (from: Uint8Array, horizontal: boolean): Uint8Array => {
    const to = new Uint8Array(from.length);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 4;
        for (let c = 0; c < 3; c++) {
          let sum = 0;
          for (let k = -radius; k <= radius; k++) {
            const u = horizontal ? Math.min(width - 1, Math.max(0, x + k)) : x;
            const v = horizontal ? y : Math.min(height - 1, Math.max(0, y + k));
            sum += kernel[k + radius] * from[(v * width + u) * 4 + c];
          }
          to[o + c] = Math.round(sum);
        }
        to[o + 3] = 255;
      }
    return to;
  };
  return { width, height, data: pass(pass(image.data, true), false) };
}

/** Sensor noise: Gaussian, `sigma` gray levels, independent per channel (colour noise, as a phone's in dim light). */
function noise(image: Rgba, sigma: number, rng: Rng): Rgba {
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      const g = Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
      data[i + c] = clamp(Math.round(image.data[i + c] + sigma * g));
    }
    data[i + 3] = 255;
  }
  return { width: image.width, height: image.height, data };
}

const longSide = (image: Rgba): number => Math.max(image.width, image.height);

/** Each variant the bench reads; their parameters are drawn per photo from the seed where a range is given. */
export const VARIANTS: Variant[] = [
  { name: 'down to 640×480', make: ({ image }) => fitTo(image, 640, 480) },
  { name: 'long side 1024', make: ({ image }) => fitTo(image, 1024, 1024) },
  {
    name: 'up to 12 MP',
    make: ({ image }) => {
      const scale = Math.sqrt(12_000_000 / (image.width * image.height));
      return resize(image, Math.round(image.width * scale), Math.round(image.height * scale));
    },
  },
  { name: 'turned 90°', make: ({ image }) => turn(image, 1) },
  { name: 'turned 180°', make: ({ image }) => turn(image, 2) },
  { name: 'turned 270°', make: ({ image }) => turn(image, 3) },
  { name: 'tilted 3–5° left', make: ({ image, rng }) => tilt(image, -rng.range(3, 5)) },
  { name: 'tilted 5–8° right', make: ({ image, rng }) => tilt(image, rng.range(5, 8)) },
  {
    name: 'cropped tight',
    make: ({ image, corners, rng }) => (corners ? cropAroundGrid(image, corners, rng.range(0.02, 0.05)) : null),
  },
  { name: 'framed looser', make: ({ image, rng }) => onTable(image, rng.range(0.6, 0.75), rng) },
  { name: 'JPEG quality 30–50', make: ({ image, rng }) => recompress(image, rng.int(30, 50)) },
  { name: 'darker (gamma 1.8, ×0.7)', make: ({ image }) => darker(image) },
  { name: 'brighter (gamma 0.55)', make: ({ image }) => levels(image, (v) => v ** 0.55) },
  { name: 'low contrast (0.35–0.8)', make: ({ image }) => flatter(image) },
  {
    name: 'colour cast',
    make: ({ image, rng }) =>
      levels(
        image,
        (v) => v,
        rng.pick([
          [1.1, 0.95, 0.65],
          [0.75, 0.95, 1.15],
          [1.15, 0.75, 0.8],
        ]),
      ),
  },
  {
    name: 'motion blur',
    make: ({ image, rng }) => motionBlur(image, (longSide(image) / 640) * rng.range(3, 5), rng.range(0, 180)),
  },
  { name: 'gaussian blur', make: ({ image, rng }) => gaussianBlur(image, (longSide(image) / 640) * rng.range(1, 1.6)) },
  { name: 'noise (σ 10–18)', make: ({ image, rng }) => noise(image, rng.range(10, 18), rng) },
];

/** The seed of photo `index`'s variant `v`: the same draws on every run and machine. */
export const variantRng = (index: number, v: number): Rng => makeRng(0x29a00000 + index * 64 + v);

export const asScanImage = (image: Rgba): ScanImage => image;
