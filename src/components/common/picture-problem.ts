/**
 * Why a picture gave no grid, as data (picture-reading.ts gives it, in a page or the engine's worker), and in words.
 * Apart from the reader, so that wording a problem does not bring the reader: the board's Scan dialog imports this.
 */
import { MAX_PICTURE_PIXELS } from '../../engine/picture/index.ts';
import type { PictureWords } from '../../words/picture-types.ts';

/**
 * Why a picture gave no grid: a format not read, a file the browser can't open, a picture over the limit, or one the
 * recognizer refused (`error`: an engine bug, said rather than swallowed).
 */
export type PictureProblem =
  | { why: 'format'; type: string }
  | { why: 'open'; type: string }
  | { why: 'size'; width: number; height: number }
  | { why: 'error'; message: string };

/** Why a picture gave no pixels, in `words`. */
export function pictureProblem(words: PictureWords, problem: PictureProblem): string {
  if (problem.why === 'size')
    return words.pictureTooLarge(problem.width, problem.height, MAX_PICTURE_PIXELS / 1_000_000);
  if (problem.why === 'error') return words.cantReadPicture(problem.message);
  return problem.why === 'format' ? words.unreadFormat(problem.type) : words.cantOpenPicture(problem.type);
}
