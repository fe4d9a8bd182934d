/**
 * Checks of a PNG's, a JPEG's or a WebP's structure before a decoder (the CLI's) sees it: a file cut short, and a file whose
 * compressed data is too small to hold the picture its header claims. The decoders trust the header: a 9 KB PNG
 * whose header claims 7000 × 7000 pixels was decoded (padded) in 5.6 s and 585 MB, and a JPEG claiming as much took
 * 15 s and 1 GB before failing. Both bounds below are hard limits of the formats, so no real picture is refused.
 */

import { isFrameMarker, u16be, u32be, u32le } from './header-bytes.ts';

/** Channels per pixel for each PNG colour type (gray, RGB, palette, gray + alpha, RGBA). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Deflate's largest ratio is 1032 to 1 (a 258-byte match in 2 bits); a little slack for the zlib wrapper. The
 * filtered rows of a PNG are at least height × ceil(width × bits per pixel / 8) bytes.
 */
const DEFLATE_MAX_RATIO = 1032;

export type Structure = 'ok' | 'cut' | 'too-little-data';

/** A PNG's chunks, each saying its own length: cut short when they run past the end before IEND. */
export function checkPng(b: Uint8Array): Structure {
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  const bitsPerPixel = (PNG_CHANNELS[b[25]] ?? 4) * (b[24] || 1);
  let compressed = 0;
  for (let i = 8; ;) {
    if (i + 8 > b.length) return 'cut';
    const length = u32be(b, i);
    const type = String.fromCharCode(b[i + 4], b[i + 5], b[i + 6], b[i + 7]);
    const end = i + 12 + length;
    if (end > b.length) return 'cut';
    if (type === 'IDAT') compressed += length;
    if (type === 'IEND') break;
    i = end;
  }
  const rows = height * Math.ceil((width * bitsPerPixel) / 8);
  return compressed * DEFLATE_MAX_RATIO + 64 < rows ? 'too-little-data' : 'ok';
}

/**
 * A JPEG's segments, walked to the image data: cut short when the end-of-image marker does not follow it (one in an
 * embedded thumbnail, earlier, does not count). Every 8 × 8 block of every component costs at least one bit (its
 * DC code), whatever the coding (baseline or progressive): fewer bytes of data than blocks / 8 cannot be the
 * picture the frame header claims.
 */
export function checkJpeg(b: Uint8Array): Structure {
  let blocks = 0;
  for (let i = 2; ;) {
    while (i < b.length && b[i] === 0xff) i++;
    if (i + 2 >= b.length) return 'cut';
    const marker = b[i++];
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    const length = u16be(b, i);
    if (isFrameMarker(marker) && !blocks) {
      if (i + 8 > b.length) return 'cut';
      const height = u16be(b, i + 3);
      const width = u16be(b, i + 5);
      const count = b[i + 7];
      if (i + 8 + 3 * count > b.length) return 'cut';
      const factors = Array.from({ length: count }, (_, k) => b[i + 9 + 3 * k]);
      const hMax = Math.max(1, ...factors.map((f) => f >> 4));
      const vMax = Math.max(1, ...factors.map((f) => f & 15));
      for (const f of factors) {
        const across = Math.ceil(Math.ceil((width * (f >> 4)) / hMax) / 8);
        const down = Math.ceil(Math.ceil((height * (f & 15)) / vMax) / 8);
        blocks += across * down;
      }
    }
    if (marker === 0xda) {
      const data = i + length;
      let end = -1;
      for (let j = b.length - 2; j >= data; j--) {
        if (b[j] === 0xff && b[j + 1] === 0xd9) {
          end = j;
          break;
        }
      }
      if (end < 0) return 'cut';
      return (end - data) * 8 < blocks ? 'too-little-data' : 'ok';
    }
    i += length;
  }
}

/**
 * A WebP is one RIFF chunk that says its own length (bytes 4 to 7, counted after those 8): a file shorter than that is
 * cut short. libwebp would only say it failed; its frame's own checks catch the rest.
 */
export function checkWebp(b: Uint8Array): Structure {
  return b.length < 8 || b.length < 8 + u32le(b, 4) ? 'cut' : 'ok';
}
