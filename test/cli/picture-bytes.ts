/**
 * Pictures made in the test, for what the fixtures don't hold: a PNG of any size that stays small on disk (1-bit
 * gray, all white, deflated: 9000 × 9000 pixels is a few KB), built chunk by chunk because pngjs writes 8-bit RGBA
 * only (it would hold 324 MB to write it), and a fixture placed on a larger white page with pngjs.
 */
import { crc32, deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A valid white PNG of `width` × `height` pixels, 1 bit a pixel. */
export function whitePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // gray
  const stride = 1 + Math.ceil(width / 8);
  const raw = Buffer.alloc(stride * height, 0xff);
  for (let y = 0; y < height; y++) raw[y * stride] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** The PNG `picture` drawn at (x, y) on a white page of `width` × `height` pixels, as a PNG. */
export function onPage(picture: Buffer, width: number, height: number, x: number, y: number): Buffer {
  const inner = PNG.sync.read(picture);
  const page = new PNG({ width, height });
  page.data.fill(255);
  PNG.bitblt(inner, page, 0, 0, inner.width, inner.height, x, y);
  return PNG.sync.write(page, { deflateLevel: 1 });
}

/** One IFD0 entry of an EXIF block: its tag, its type (3 = SHORT) and a 16-bit value. */
export type ExifEntry = [tag: number, type: number, value: number];

/** A JPEG APP1 EXIF segment (marker included) whose IFD0 holds `entries`, in either byte order. */
export function exifSegment(entries: ExifEntry[], little: boolean): number[] {
  const tiff: number[] = [];
  const u16 = (v: number) => (little ? tiff.push(v & 255, v >> 8) : tiff.push(v >> 8, v & 255));
  const u32 = (v: number) =>
    little ? tiff.push(v & 255, (v >> 8) & 255, 0, 0) : tiff.push(0, 0, (v >> 8) & 255, v & 255);
  tiff.push(...(little ? [0x49, 0x49] : [0x4d, 0x4d]));
  u16(42);
  u32(8);
  u16(entries.length);
  for (const [tag, type, value] of entries) {
    u16(tag);
    u16(type);
    u32(1);
    u16(value);
    u16(0);
  }
  u32(0);
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  return [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 255, ...body];
}

/** `jpeg` with an EXIF orientation tag put right after its start-of-image marker. */
export const withOrientation = (jpeg: Uint8Array, orientation: number): Buffer =>
  Buffer.concat([
    jpeg.subarray(0, 2),
    Uint8Array.from(exifSegment([[0x0112, 3, orientation]], false)),
    jpeg.subarray(2),
  ]);
