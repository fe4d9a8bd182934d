/**
 * PNG, JPEG and WebP bytes → RGBA pixels for `scan`: PNG with pngjs and JPEG up to 2 megapixels with jpeg-js (pure
 * JS), a larger JPEG with MozJPEG and WebP with libwebp (WebAssembly, wasm-decoders.ts). No native code: all of it is
 * bundled with the CLI. The format is told by the file's first bytes, not its name: stdin has none. Before any decoding, the
 * header's size is checked against the limit every path shares (a 94 KB PNG can claim 9000 × 9000 pixels), and a
 * file cut short is told as such. A decoder's own words never reach the user: they name its internals, not the file.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { ScanImage } from '../engine/scan/index.ts';
import { uprightPixels } from './upright.ts';
import { wasmDecode } from './wasm-decoders.ts';
import {
  checkJpeg,
  checkPng,
  checkWebp,
  exifOrientation,
  MAX_PICTURE_PIXELS,
  pictureTooLarge,
  readPictureHeader,
  type Structure,
} from '../engine/picture/index.ts';

const structureProblem = (format: string, structure: Exclude<Structure, 'ok'>): string =>
  structure === 'cut'
    ? `the ${format} file is cut short: its end is missing`
    : `the ${format} file is damaged: it holds too little data for the picture its header claims`;

export type Decoded = { ok: true; image: ScanImage } | { ok: false; message: string };

/**
 * JPEGs over this many pixels are decoded by MozJPEG: a 12-megapixel photo in about 0.2 s where jpeg-js takes 1.3 s.
 * Smaller ones keep jpeg-js (at most 0.45 s here), whose pixels the recognizer was fitted to: MozJPEG's differ from
 * them by half a gray level on average, and on the 160 dev photos (at most 1.6 megapixels) that moved borderline
 * cells both ways, 146 read exactly with jpeg-js and 140 with MozJPEG, one of them misread without a warning. On 30
 * of them scaled up to 12 megapixels the two decoders are a wash (24 and 25 exact, none silent).
 */
const MOZJPEG_ABOVE_PIXELS = 2_000_000;

/** jpeg-js: throws on a file it can't read. */
function decodeWithJpegJs(buffer: Buffer): ScanImage {
  return jpeg.decode(buffer, {
    useTArray: true,
    formatAsRGBA: true,
    // The header was checked; these are jpeg-js's own guards, should a frame say otherwise than the header.
    maxResolutionInMP: MAX_PICTURE_PIXELS / 1_000_000,
    maxMemoryUsageInMB: 1024,
  });
}

/**
 * `name`: how the message names the input (`'big.png'`, or `stdin`). Every failure is a message for the user, and
 * nothing throws: the header is read first, so a picture over the limit is refused without being decoded.
 */
export function decodeImage(bytes: Uint8Array, name: string): Decoded {
  const fail = (why: string): Decoded => ({ ok: false, message: `cannot read '${name}': ${why}` });
  const header = readPictureHeader(bytes);
  if (!header.ok) {
    if (header.why === 'empty')
      return fail(
        name === 'stdin' ? 'the input is empty: pipe a picture in (sudoku scan - < grid.png)' : 'the file is empty',
      );
    if (header.why === 'unknown') return fail('not a PNG, JPEG or WebP image');
    const kind = header.format ? `${header.format} ` : '';
    if (header.why === 'cut') return fail(`the ${kind}file is cut short: it ends inside its header`);
    return fail(`the ${kind}file is damaged: its header gives no picture size`);
  }
  const tooLarge = pictureTooLarge(header.width, header.height);
  if (tooLarge) return { ok: false, message: `${name === 'stdin' ? 'the picture on stdin' : name} is ${tooLarge}` };
  // What a decoder gives must be the picture the header promised: a second frame header may claim another size.
  const checked = (image: ScanImage): Decoded =>
    image.width > 0 &&
    image.height > 0 &&
    image.data.length === image.width * image.height * 4 &&
    !pictureTooLarge(image.width, image.height)
      ? { ok: true, image }
      : fail(`the ${header.format} file is damaged: its picture does not match its header`);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (header.format === 'PNG') {
      const structure = checkPng(bytes);
      if (structure !== 'ok') return fail(structureProblem('PNG', structure));
      const { width, height, data } = PNG.sync.read(buffer);
      return checked({ width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) });
    }
    if (header.format === 'JPEG') {
      const structure = checkJpeg(bytes);
      if (structure !== 'ok') return fail(structureProblem('JPEG', structure));
      const wasm = header.width * header.height > MOZJPEG_ABOVE_PIXELS ? wasmDecode('JPEG', bytes) : 'not used';
      // jpeg-js also reads what MozJPEG can't load or refuses (CMYK, a marker libjpeg rejects); its throw is the catch.
      const image = typeof wasm === 'string' ? decodeWithJpegJs(buffer) : wasm;
      // A phone stores an upright photo sideways and says so in EXIF: turned here as a browser would show it.
      return checked(uprightPixels(image, exifOrientation(bytes)));
    }
    if (header.format === 'WebP') {
      const structure = checkWebp(bytes);
      if (structure !== 'ok') return fail(structureProblem('WebP', structure));
      const image = wasmDecode('WebP', bytes);
      if (image === 'unavailable')
        return fail('the WebP decoder (webp_dec.wasm) could not be loaded: this installation is incomplete');
      if (image === 'failed') return fail('the WebP file is damaged and could not be decoded');
      return checked(image);
    }
  } catch {
    return fail(`the ${header.format} file is damaged and could not be decoded`);
  }
  return fail(
    `it is a ${header.format} image; scan reads PNG, JPEG and WebP (the extension's popup reads ${header.format} too)`,
  );
}
