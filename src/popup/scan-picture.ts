/**
 * A picture the user pasted or dropped on the paste panel → the puzzle in it, with the cells the recognizer is
 * unsure of. The recognizer (and its digit model) is imported on first use only, so the popup opens as fast as
 * before and pays for it only when a picture comes.
 */

import { MAX_PICTURE_PIXELS, pictureTooLarge, readPictureHeader } from '../engine/picture/index.ts';
import type { PopupWords } from '../words/en/popup.ts';

export type PictureReading =
  | {
      found: true;
      /** 81 characters, digits and '.'. */
      puzzle: string;
      /** Cells (0..80) read with less than SURE confidence, for the user to check. */
      uncertain: number[];
    }
  | { found: false; message: string };

/**
 * The most of a file read to find its size: a JPEG's frame header may follow 64 KB segments of camera data and
 * colour profiles. A header not found in it is a damaged picture, and the file is not decoded.
 */
const HEADER_BYTES = 1024 * 1024;

/**
 * A picture's longer side is brought down to this before reading, so an allowed 50-megapixel photo costs the popup
 * 64 MB of pixels, not 200: plenty for a grid (the recognizer shrinks larger pictures to find it anyway).
 */
const READ_SIDE = 4096;

/** The picture types whose size `readPictureHeader` reads. */
const READ_TYPES = /^image\/(png|jpeg|gif|webp|bmp)$/;

type Pixels = { width: number; height: number; data: Uint8ClampedArray };

/**
 * The picture's RGBA pixels; or why not, in the user's words: a picture whose header can't be read (an unknown
 * format, a file cut short) or claims more pixels than the limit is refused before the browser decodes anything.
 */
async function pixelsOf(blob: Blob, words: PopupWords): Promise<Pixels | { message: string }> {
  const header = readPictureHeader(new Uint8Array(await blob.slice(0, HEADER_BYTES).arrayBuffer()));
  if (!header.ok) {
    // A file named as a picture we read but holding something else is damaged; another format is not read.
    if (header.why === 'unknown' && !READ_TYPES.test(blob.type)) return { message: words.unreadFormat(blob.type) };
    return { message: words.cantOpenPicture(blob.type) };
  }
  if (pictureTooLarge(header.width, header.height))
    return { message: words.pictureTooLarge(header.width, header.height, MAX_PICTURE_PIXELS / 1_000_000) };
  const scale = Math.min(1, READ_SIDE / Math.max(header.width, header.height));
  let bitmap: ImageBitmap;
  try {
    bitmap =
      scale < 1
        ? // The width alone: the height follows the aspect, which stays right if the photo is turned (EXIF).
          await createImageBitmap(blob, {
            resizeWidth: Math.max(1, Math.round(header.width * scale)),
            resizeQuality: 'high',
          })
        : await createImageBitmap(blob);
  } catch {
    return { message: words.cantOpenPicture(blob.type) };
  }
  const { width, height } = bitmap;
  // What was decoded must be what the header said (a second frame header may claim more): checked again.
  if (pictureTooLarge(width, height) || width === 0 || height === 0) {
    bitmap.close();
    return { message: words.cantOpenPicture(blob.type) };
  }
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return { message: words.cantOpenPicture(blob.type) };
  // On white, as it is shown: a transparent screenshot background is not read as black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { width, height, data: context.getImageData(0, 0, width, height).data };
}

/** `words`: the popup's, for why a picture gave no grid. */
export async function scanPicture(blob: Blob, words: PopupWords): Promise<PictureReading> {
  const pixels = await pixelsOf(blob, words);
  if ('message' in pixels) return { found: false, message: pixels.message };
  const { scan, SURE } = await import('../engine/scan/index.ts');
  let result: ReturnType<typeof scan>;
  try {
    result = scan(pixels);
  } catch (error) {
    return { found: false, message: words.cantReadPicture((error as Error).message) };
  }
  if (!result.found) {
    return { found: false, message: words.noSudokuInPicture };
  }
  return {
    found: true,
    puzzle: result.grid.map((digit) => (digit ? String(digit) : '.')).join(''),
    uncertain: result.confidence.flatMap((confidence, cell) => (confidence < SURE ? [cell] : [])),
  };
}

/** The first picture in a clipboard's or a drop's data, if any. */
export function pictureIn(data: DataTransfer | null): File | null {
  if (!data) return null;
  for (const item of Array.from(data.items ?? [])) {
    if (item.kind === 'file' && item.type.startsWith('image/')) return item.getAsFile();
  }
  return Array.from(data.files ?? []).find((file) => file.type.startsWith('image/')) ?? null;
}
