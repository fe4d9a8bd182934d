/**
 * The picture `scan` reads, checked, and turned into one brightness channel. Pixels are RGBA (the layout of
 * ImageData, of canvas `getImageData`, and of what the CLI's decoders give); colour is not needed to find a
 * grid or read a digit, and a player's blue digits are as dark as the givens once in gray.
 */
import { MAX_PICTURE_PIXELS, pictureTooLarge } from '../picture/index.ts';

export interface ScanImage {
  width: number;
  height: number;
  /** width × height × 4 bytes, row by row, RGBA. */
  data: Uint8ClampedArray | Uint8Array;
}

/** A gray picture: one byte per pixel, 0 black to 255 white. */
export interface Gray {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Larger pictures are refused: the limit every path shares (picture-size.ts). */
export const MAX_PIXELS = MAX_PICTURE_PIXELS;

/**
 * Throws a TypeError or RangeError saying what is wrong with `image` (not an object, sizes that are not positive
 * integers, data of the wrong type or length). A caller's mistake, not a picture without a grid: that is
 * `found: false`.
 */
export function checkImage(image: unknown): asserts image is ScanImage {
  if (typeof image !== 'object' || image === null) throw new TypeError('scan needs an image: { width, height, data }');
  const { width, height, data } = image as Partial<ScanImage>;
  if (!Number.isInteger(width) || !Number.isInteger(height) || (width as number) <= 0 || (height as number) <= 0)
    throw new RangeError(`the image's width and height must be positive integers (got ${width} × ${height})`);
  const w = width as number;
  const h = height as number;
  const tooLarge = pictureTooLarge(w, h);
  if (tooLarge) throw new RangeError(`the image is too large: ${tooLarge}`);
  if (!(data instanceof Uint8ClampedArray || data instanceof Uint8Array))
    throw new TypeError("the image's data must be a Uint8ClampedArray or Uint8Array of RGBA bytes");
  if (data.length !== w * h * 4)
    throw new RangeError(
      `the image's data has ${data.length} bytes; ${w} × ${h} RGBA pixels need ${w * h * 4} (4 per pixel)`,
    );
}

/** Luma (Rec. 601), with transparent pixels put on white: a PNG with an alpha channel reads as it is shown. */
export function toGray(image: ScanImage): Gray {
  const { width, height, data } = image;
  const pixels = new Uint8Array(width * height);
  if (LITTLE_ENDIAN && data.byteOffset % 4 === 0) {
    // A pixel's four bytes read as one word, R its lowest: the same levels, a 12-megapixel photo's in 0.6 to 0.8 of
    // the time of four byte reads (the most of any step of `scan` at that size).
    const words = new Uint32Array(data.buffer, data.byteOffset, pixels.length);
    for (let i = 0; i < pixels.length; i++) {
      const rgba = words[i];
      const y = ((rgba & 255) * 77 + ((rgba >>> 8) & 255) * 150 + ((rgba >>> 16) & 255) * 29) >> 8;
      pixels[i] = onWhite(y, rgba >>> 24);
    }
  } else
    for (let i = 0, p = 0; i < pixels.length; i++, p += 4)
      pixels[i] = onWhite((data[p] * 77 + data[p + 1] * 150 + data[p + 2] * 29) >> 8, data[p + 3]);
  return { width, height, pixels };
}

/** Every machine a browser or Node runs on in practice; a typed array's words are in the machine's order. */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** The gray level `y` seen through alpha `a` on white. */
const onWhite = (y: number, a: number): number => (a === 255 ? y : (y * a + 255 * (255 - a) + 127) / 255);

/**
 * The picture shrunk by an integer factor (box average) so its longer side is at most `maxSide`: finding the grid
 * does not need more, and time grows with the pixel count. The factor is returned to map points back.
 */
export function shrink(gray: Gray, maxSide: number): { gray: Gray; factor: number } {
  const factor = Math.max(1, Math.ceil(Math.max(gray.width, gray.height) / maxSide));
  if (factor === 1) return { gray, factor };
  const width = Math.floor(gray.width / factor);
  const height = Math.floor(gray.height / factor);
  const pixels = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * gray.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += gray.pixels[row + dx];
      }
      pixels[y * width + x] = Math.round(sum / area);
    }
  }
  return { gray: { width, height, pixels }, factor };
}

/**
 * The picture enlarged twice each way, each pixel of the copy read between its four nearest (bilinear): a small
 * screenshot's grid searched again. The factor (0.5) maps points back.
 */
export function enlarged(gray: Gray): { gray: Gray; factor: number } {
  const { width: w, height: h, pixels: source } = gray;
  const width = 2 * w;
  const height = 2 * h;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(h - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
    const y0 = Math.min(h - 2, Math.floor(fy));
    const ay = h > 1 ? fy - y0 : 0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(w - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
      const x0 = Math.min(w - 2, Math.floor(fx));
      const ax = w > 1 ? fx - x0 : 0;
      const at = (dx: number, dy: number) => source[Math.max(0, y0 + dy) * w + Math.max(0, x0 + dx)];
      const top = at(0, 0) + ax * (at(1, 0) - at(0, 0));
      const bottom = at(0, 1) + ax * (at(1, 1) - at(0, 1));
      pixels[y * width + x] = Math.round(top + ay * (bottom - top));
    }
  }
  return { gray: { width, height, pixels }, factor: 0.5 };
}
