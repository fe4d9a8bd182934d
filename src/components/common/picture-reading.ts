/**
 * A picture file (pasted, dropped, picked or photographed) → the Sudoku in it: decoded by the browser, read by `scan`.
 * In a page (the popup) or in the engine's worker (the board's Scan), which both have `createImageBitmap` and
 * `OffscreenCanvas`. The browser turns a photo upright as its EXIF orientation says (scan then checks which way
 * up the grid is). A picture whose header can't be read or that claims more pixels than the limit is refused before
 * anything is decoded; why, as data (picture-problem.ts), so each face says it in its own words.
 */
import { pictureTooLarge, readPictureHeader } from '../../engine/picture/index.ts';
import type { PictureProblem } from './picture-problem.ts';

/**
 * The most of a file read to find its size: a JPEG's frame header may follow 64 KB segments of camera data and
 * colour profiles. A header not found in it is a damaged picture, and the file is not decoded.
 */
const HEADER_BYTES = 1024 * 1024;

/**
 * A picture's longer side is brought down to this before reading, so an allowed 50-megapixel photo costs 64 MB of
 * pixels, not 200, and a 12-megapixel one is read at a third of its pixels: plenty for a grid (the recognizer
 * shrinks larger pictures to find it anyway, and a grid that fills a tenth of the photo keeps 30 px cells).
 */
const READ_SIDE = 3072;

/** The picture types whose size `readPictureHeader` reads. */
const READ_TYPES = /^image\/(png|jpeg|gif|webp|bmp)$/;

export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** The picture's RGBA pixels, on white as it is shown (a transparent screenshot background is not read as black). */
async function picturePixels(blob: Blob): Promise<Pixels | PictureProblem> {
  const header = readPictureHeader(new Uint8Array(await blob.slice(0, HEADER_BYTES).arrayBuffer()));
  const cantOpen: PictureProblem = { why: 'open', type: blob.type };
  if (!header.ok)
    // A file named as a picture we read but holding something else is damaged; another format is not read.
    return header.why === 'unknown' && !READ_TYPES.test(blob.type) ? { why: 'format', type: blob.type } : cantOpen;
  if (pictureTooLarge(header.width, header.height)) return { why: 'size', width: header.width, height: header.height };
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
    return cantOpen;
  }
  const { width, height } = bitmap;
  // What was decoded must be what the header said (a second frame header may claim more): checked again.
  const context =
    width && height && !pictureTooLarge(width, height) && new OffscreenCanvas(width, height).getContext('2d');
  if (!context) {
    bitmap.close();
    return cantOpen;
  }
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { width, height, data: context.getImageData(0, 0, width, height).data };
}

export type PictureReading =
  | {
      found: true;
      /** 81 characters, digits and '.'. */
      puzzle: string;
      /** Cells (0..80) read with less than SURE confidence, for the player to check. */
      uncertain: number[];
    }
  /** `problem` null: the picture was read, and holds no Sudoku. */
  | { found: false; problem: PictureProblem | null };

/** The Sudoku in a picture file. The recognizer (and its digit model) is imported on the first picture only. */
export async function readPicture(blob: Blob): Promise<PictureReading> {
  const pixels = await picturePixels(blob);
  if ('why' in pixels) return { found: false, problem: pixels };
  const { scan, SURE } = await import('../../engine/scan/index.ts');
  let result: ReturnType<typeof scan>;
  try {
    result = scan(pixels);
  } catch (error) {
    return { found: false, problem: { why: 'error', message: (error as Error).message } };
  }
  if (!result.found) return { found: false, problem: null };
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
