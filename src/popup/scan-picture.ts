/**
 * A picture the user pasted or dropped on the paste panel → the puzzle in it, with the cells the recognizer is
 * unsure of, or why not in the popup's words. Read on the popup's own thread (picture-reading.ts): the recognizer is
 * imported on the first picture, so the popup opens as fast as before.
 */
import { pictureProblem } from '../components/common/picture-problem.ts';
import { readPicture } from '../components/common/picture-reading.ts';
import type { PopupWords } from '../words/en/popup.ts';

export { pictureIn } from '../components/common/picture-reading.ts';

export type PictureReading = { found: true; puzzle: string; uncertain: number[] } | { found: false; message: string };

export async function scanPicture(blob: Blob, words: PopupWords): Promise<PictureReading> {
  const reading = await readPicture(blob);
  if (reading.found) return reading;
  return { found: false, message: reading.problem ? pictureProblem(words, reading.problem) : words.noSudokuInPicture };
}
