/**
 * A picture's size read from its header, before anything decodes it: the one place that says how large a picture
 * Sudoku reads (the CLI, the popup's paste and drop, the extension's reads of a page's images and canvases). A
 * 94 KB PNG can claim 9000 × 9000 pixels, 324 MB once decoded; a decoder would allocate that before failing, so the
 * claim is checked first. DOM-free: bytes in, a size or why not out.
 */
import { i32le, isFrameMarker, u16be, u16le, u24le, u32be, u32le } from './header-bytes.ts';

/**
 * The most pixels a picture may have: 50 megapixels. A 12-megapixel phone photo (4000 × 3000) and a 5K screenshot
 * (5120 × 2880) are well under it; past it is no screenshot, and a decoder's memory (4 bytes a pixel, 200 MB here).
 */
export const MAX_PICTURE_PIXELS = 50_000_000;

/** The formats whose size is read from the header; a browser can decode all of them (the CLI: PNG, JPEG and WebP). */
export type PictureFormat = 'PNG' | 'JPEG' | 'GIF' | 'WebP' | 'BMP';

export type PictureHeader =
  | { ok: true; format: PictureFormat; width: number; height: number }
  /** `empty`: no bytes; `unknown`: not one of the formats; `cut`: the file ends inside its header; `damaged`: no size. */
  | { ok: false; why: 'empty' | 'unknown' | 'cut' | 'damaged'; format?: PictureFormat };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function sized(format: PictureFormat, width: number, height: number): PictureHeader {
  return width > 0 && height > 0 ? { ok: true, format, width, height } : { ok: false, why: 'damaged', format };
}

/** PNG: the IHDR chunk comes first, right after the signature: width and height at bytes 16 and 20. */
function png(b: Uint8Array): PictureHeader {
  if (b.length < 24) return { ok: false, why: 'cut', format: 'PNG' };
  if (!startsWith(b, ascii('IHDR'), 12)) return { ok: false, why: 'damaged', format: 'PNG' };
  return sized('PNG', u32be(b, 16), u32be(b, 20));
}

/** JPEG: segments after the start-of-image marker, up to the first start-of-frame (height, then width). */
function jpeg(b: Uint8Array): PictureHeader {
  let i = 2;
  for (;;) {
    if (i >= b.length) return { ok: false, why: 'cut', format: 'JPEG' };
    if (b[i] !== 0xff) return { ok: false, why: 'damaged', format: 'JPEG' };
    while (i < b.length && b[i] === 0xff) i++; // fill bytes
    if (i >= b.length) return { ok: false, why: 'cut', format: 'JPEG' };
    const marker = b[i++];
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // markers without a length
    // Image data or its end before any frame: no size to read.
    if (marker === 0xda || marker === 0xd9 || marker === 0xd8) return { ok: false, why: 'damaged', format: 'JPEG' };
    if (i + 2 > b.length) return { ok: false, why: 'cut', format: 'JPEG' };
    const length = u16be(b, i);
    if (length < 2) return { ok: false, why: 'damaged', format: 'JPEG' };
    if (isFrameMarker(marker)) {
      if (i + 7 > b.length) return { ok: false, why: 'cut', format: 'JPEG' };
      return sized('JPEG', u16be(b, i + 5), u16be(b, i + 3));
    }
    i += length;
  }
}

/** GIF: the logical screen's size, little-endian, at bytes 6 and 8 (browsers draw every frame inside it). */
function gif(b: Uint8Array): PictureHeader {
  if (b.length < 10) return { ok: false, why: 'cut', format: 'GIF' };
  return sized('GIF', u16le(b, 6), u16le(b, 8));
}

/** WebP: a RIFF file whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, animated). */
function webp(b: Uint8Array): PictureHeader {
  if (b.length < 30) return { ok: false, why: 'cut', format: 'WebP' };
  if (startsWith(b, ascii('VP8 '), 12)) return sized('WebP', u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  if (startsWith(b, ascii('VP8L'), 12)) {
    const bits = u32le(b, 21);
    return sized('WebP', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (startsWith(b, ascii('VP8X'), 12)) return sized('WebP', u24le(b, 24) + 1, u24le(b, 27) + 1);
  return { ok: false, why: 'damaged', format: 'WebP' };
}

/** BMP: the DIB header after the 14-byte file header; its height is negative for a top-down bitmap. */
function bmp(b: Uint8Array): PictureHeader {
  if (b.length < 26) return { ok: false, why: 'cut', format: 'BMP' };
  const dib = i32le(b, 14);
  if (dib === 12) return sized('BMP', u16le(b, 18), u16le(b, 20));
  return sized('BMP', i32le(b, 18), Math.abs(i32le(b, 22)));
}

/** The format and size `bytes` claim, read from the header only (no decoding: a few dozen bytes are looked at). */
export function readPictureHeader(bytes: Uint8Array): PictureHeader {
  if (bytes.length === 0) return { ok: false, why: 'empty' };
  if (startsWith(bytes, PNG_SIGNATURE)) return png(bytes);
  if (startsWith(bytes, JPEG_SIGNATURE)) return jpeg(bytes);
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return gif(bytes);
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return webp(bytes);
  if (startsWith(bytes, ascii('BM'))) return bmp(bytes);
  // A prefix of a signature: the file was cut before its header ended.
  for (const signature of [PNG_SIGNATURE, JPEG_SIGNATURE, ascii('GIF8'), ascii('RIFF')]) {
    if (bytes.length < signature.length && Array.from(bytes).every((b, i) => signature[i] === b))
      return { ok: false, why: 'cut' };
  }
  return { ok: false, why: 'unknown' };
}

/**
 * Why a picture of `width` × `height` pixels is refused ("9000 × 9000 pixels; the limit is 50 megapixels"), or null
 * when it is within the limit.
 */
export function pictureTooLarge(width: number, height: number): string | null {
  if (width * height <= MAX_PICTURE_PIXELS) return null;
  return `${width} × ${height} pixels; the limit is ${MAX_PICTURE_PIXELS / 1_000_000} megapixels`;
}
