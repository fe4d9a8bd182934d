/**
 * PNG and JPEG bytes → RGBA pixels for `scan`, with pure-JS decoders (pngjs, jpeg-js: no native code, bundled into
 * the CLI). The format is told by the file's first bytes, not its name: stdin has none.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { ScanImage } from '../engine/scan/image.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]): boolean => signature.every((b, i) => bytes[i] === b);

export type Decoded = { ok: true; image: ScanImage } | { ok: false; message: string };

export function decodeImage(bytes: Uint8Array): Decoded {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (startsWith(bytes, PNG_SIGNATURE)) {
      const { width, height, data } = PNG.sync.read(buffer);
      return { ok: true, image: { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) } };
    }
    if (startsWith(bytes, JPEG_SIGNATURE)) {
      // 64 megapixels, as scan's own limit; the memory cap is jpeg-js's guard against a hostile header.
      const { width, height, data } = jpeg.decode(buffer, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: 64,
        maxMemoryUsageInMB: 1024,
      });
      return { ok: true, image: { width, height, data } };
    }
  } catch (error) {
    const kind = startsWith(bytes, PNG_SIGNATURE) ? 'PNG' : 'JPEG';
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `the ${kind} image could not be decoded (${why.trim()})` };
  }
  return { ok: false, message: 'not a PNG or JPEG image' };
}
