/**
 * Puzzle links: our own share links (`#sudoku=` + 81 characters, share.ts; a progress after it is not the puzzle),
 * SudokuWiki (`sudokuwiki.org/sudoku.htm?bd=` + 81 digits) and SudokuExchange
 * (`sudokuexchange.com/play/?s=` + 81 digits), 0 or `.` for blanks. The rest of the text is ignored, so a link pasted
 * with a sentence around it still reads. Percent-escapes are decoded once first (percent-escapes.ts): a `.` sent as `%2E`,
 * or a whole link escaped inside another (a redirect's `?q=`), still reads; an error points at the pasted text.
 * A link only ever gives a puzzle: nothing else in it is read here. At another geometry than 9×9 a link holds N×N
 * cells, digits up to N (a share link of a 6×6 game: `#sudoku=` + 36 characters).
 */
import { CLASSIC, type Geometry } from '../geometry.ts';
import { cellValue, isCellChar } from './line-cells.ts';
import { positionOf } from './lines.ts';
import { decodeEscapes } from '../percent-escapes.ts';
import { badCharError, failure, type Reading } from './types.ts';

interface LinkKind {
  format: string;
  /** The query parameter holding the puzzle. */
  param: RegExp;
  /** Whether this kind of link applies to the text at all. */
  applies: (text: string) => boolean;
}

const KINDS: LinkKind[] = [
  { format: 'url-share', param: /[#?&]sudoku=([^&#\s]*)/, applies: () => true },
  { format: 'url-sudokuwiki', param: /[?&]bd=([^&#\s]*)/, applies: () => true },
  {
    format: 'url-sudokuexchange',
    param: /[?&]s=([^&#\s]*)/,
    // `s=` is too common a parameter name to trust on its own.
    applies: (text) => /sudokuexchange/i.test(text),
  },
];

/**
 * Reads the puzzle of a `geometry` grid (default 9×9) from a share, SudokuWiki or SudokuExchange link in `text`; null
 * when there is none.
 */
export function readUrl(text: string, geometry: Geometry = CLASSIC): Reading | null {
  const { size, cellCount } = geometry;
  const decoded = decodeEscapes(text);
  const link = decoded?.text ?? text;
  for (const kind of KINDS) {
    if (!kind.applies(link)) continue;
    const match = kind.param.exec(link);
    if (!match) continue;
    const value = match[1];
    const valueStart = match.index + match[0].length - value.length;
    const cells: number[] = [];
    for (let i = 0; i < value.length; i++) {
      if (!isCellChar(value[i]) || cellValue(value[i]) > size) {
        const offset = decoded ? decoded.from[valueStart + i] : valueStart + i;
        const { line, column } = positionOf(text, offset);
        return failure(badCharError(line, column, value[i]));
      }
      // Past the cell count, the count is all the message needs: no array of a million cells for a million-digit link.
      if (cells.length < cellCount) cells.push(cellValue(value[i]));
    }
    if (value.length !== cellCount) {
      return failure({ code: 'cell-count', message: `found ${value.length} cells in the link, expected ${cellCount}` });
    }
    return { ok: true, cells, format: kind.format };
  }
  return null;
}
