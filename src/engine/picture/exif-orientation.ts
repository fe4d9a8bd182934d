/**
 * A JPEG's EXIF orientation (tag 0x0112): how a camera says to turn the stored pixels to show the photo upright. A
 * phone held upright stores its photo sideways and says 6 ("turn it a quarter clockwise"); browsers honour it when
 * they decode, a plain decoder (the CLI's jpeg-js) does not. Read from the header segments only; anything missing or
 * malformed is 1 (as stored): a damaged tag never stops a picture from being read.
 */
import { u16be } from './header-bytes.ts';

/** 1: as stored; 2–8: the EXIF mirrors and quarter turns (see `uprightPixels`). */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const APP1 = 0xe1;
const ORIENTATION_TAG = 0x0112;
const SHORT = 3;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"

/** The orientation in a TIFF block (EXIF's body): IFD0's tag, read in the block's own byte order. */
function tiffOrientation(b: Uint8Array, start: number, end: number): Orientation {
  if (start + 8 > end) return 1;
  const little = b[start] === 0x49 && b[start + 1] === 0x49; // "II"
  if (!little && !(b[start] === 0x4d && b[start + 1] === 0x4d)) return 1; // neither "II" nor "MM"
  const u16 = (i: number): number => (little ? b[i] | (b[i + 1] << 8) : u16be(b, i));
  const u32 = (i: number): number =>
    little
      ? (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0
      : ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
  if (u16(start + 2) !== 42) return 1;
  const ifd = start + u32(start + 4);
  if (ifd + 2 > end) return 1;
  const entries = u16(ifd);
  for (let e = 0; e < entries; e++) {
    const at = ifd + 2 + 12 * e;
    if (at + 12 > end) return 1;
    if (u16(at) !== ORIENTATION_TAG) continue;
    const value = u16(at + 8);
    return u16(at + 2) === SHORT && value >= 1 && value <= 8 ? (value as Orientation) : 1;
  }
  return 1;
}

/** The EXIF orientation of a JPEG's bytes; 1 for any other file, or a JPEG without one. */
export function exifOrientation(b: Uint8Array): Orientation {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return 1;
  let i = 2;
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marker = b[i + 1];
    // Image data, its end, or a frame: EXIF comes before all of them.
    if (marker === 0xda || marker === 0xd9 || (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xcc))
      return 1;
    const length = u16be(b, i + 2);
    if (length < 2) return 1;
    const body = i + 4;
    const end = Math.min(b.length, i + 2 + length);
    if (marker === APP1 && EXIF_HEADER.every((byte, k) => b[body + k] === byte))
      return tiffOrientation(b, body + EXIF_HEADER.length, end);
    i += 2 + length;
  }
  return 1;
}
