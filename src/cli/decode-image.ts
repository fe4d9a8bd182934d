/**
 * PNG and JPEG bytes → RGBA pixels for `scan`, with pure-JS decoders (pngjs, jpeg-js: no native code, bundled into
 * the CLI). The format is told by the file's first bytes, not its name: stdin has none. Before any decoding, the
 * header's size is checked against the limit every path shares (a 94 KB PNG can claim 9000 × 9000 pixels), and a
 * file cut short is told as such. A decoder's own words never reach the user: they name its internals, not the file.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { ScanImage } from '../engine/scan/index.ts';
import { uprightPixels } from './upright.ts';
import {
  checkJpeg,
  checkPng,
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
    if (header.why === 'unknown') return fail('not a PNG or JPEG image');
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
      const { width, height, data } = jpeg.decode(buffer, {
        useTArray: true,
        formatAsRGBA: true,
        // The header was checked; these are jpeg-js's own guards, should a frame say otherwise than the header.
        maxResolutionInMP: MAX_PICTURE_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 1024,
      });
      // A phone stores an upright photo sideways and says so in EXIF: turned here as a browser would show it.
      return checked(uprightPixels({ width, height, data }, exifOrientation(bytes)));
    }
  } catch {
    return fail(`the ${header.format} file is damaged and could not be decoded`);
  }
  return fail(
    `it is a ${header.format} image; scan reads PNG and JPEG (the extension's popup reads ${header.format} too)`,
  );
}
