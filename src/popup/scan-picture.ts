/**
 * A picture the user pasted or dropped on the paste panel → the puzzle in it, with the cells the recognizer is
 * unsure of. The recognizer (and its digit model) is imported on first use only, so the popup opens as fast as
 * before and pays for it only when a picture comes.
 */

import type { PopupWords } from './i18n/popup-words.ts';

export type PictureReading =
  | {
      found: true;
      /** 81 characters, digits and '.'. */
      puzzle: string;
      /** Cells (0..80) read with less than SURE confidence, for the user to check. */
      uncertain: number[];
    }
  | { found: false; message: string };

/** The picture's RGBA pixels, or null when the browser cannot open it as a picture. */
async function pixelsOf(blob: Blob): Promise<{ width: number; height: number; data: Uint8ClampedArray } | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    return null;
  }
  const { width, height } = bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  // On white, as it is shown: a transparent screenshot background is not read as black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { width, height, data: context.getImageData(0, 0, width, height).data };
}

/** `words`: the popup's, for why a picture gave no grid. */
export async function scanPicture(blob: Blob, words: PopupWords): Promise<PictureReading> {
  const pixels = await pixelsOf(blob);
  if (!pixels) return { found: false, message: words.cantOpenPicture(blob.type) };
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
