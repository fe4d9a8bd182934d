/**
 * Scan's words in English (scan-check.ts): loaded with Scan, not with the element. Other languages carry theirs in
 * their catalogue (`scan`).
 */
import type { ScanStrings, Strings } from '../board-types.ts';
import { enPicture } from './picture.ts';

export const enScan: ScanStrings = {
  ...enPicture,
  checkTitle: 'Check the grid',
  checkNote: (n) =>
    n
      ? `${n === 1 ? '1 cell is' : `${n} cells are`} uncertain (marked): compare them with the picture, fix any that is ` +
        'wrong, then Play.'
      : 'Compare the grid with the picture, fix any cell that is wrong, then Play.',
  play: 'Play',
  noSudoku: 'No Sudoku found in the picture. Take it again with the whole grid in view, from straight above.',
  needsClick: 'Scan opens the camera or the file picker only from a click or a tap.',
};

/** Scan's words in the board's language (English's, built into this module, for English). */
export const scanWords = (s: Strings): ScanStrings => s.scan ?? enScan;
