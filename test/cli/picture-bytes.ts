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
