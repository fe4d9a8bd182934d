/**
 * The one layout most puzzles come in, read without the full parser: 81 cells of digits with `.` or `0` for a blank,
 * on one line or in rows, separated by nothing but white space. The element reads a `puzzle` attribute with this at
 * once and loads the full parser (every other format, and the words for what is wrong) only when it gives up.
 */
import { findConflicts, type Grid } from './grid.ts';

/**
 * The grid, when `text` is 81 such cells on one line or 9 cells on each of 9 lines (blank lines aside), without two
 * equal digits in a unit; null for anything else, which parse reads or explains.
 */
export function quickGrid(text: string): Grid | null {
  // Tabs are left to parse: they make a line a row of tab-separated values.
  if (!/^[0-9. \r\n]*$/.test(text)) return null;
  const lines = text
    .split(/\r?\n|\r/)
    .map((line) => line.replaceAll(' ', ''))
    .filter((line) => line !== '');
  const rows = lines.length === 9 && lines.every((line) => line.length === 9);
  if (!rows && !(lines.length === 1 && lines[0].length === 81)) return null;
  const grid = Array.from(lines.join(''), (ch) => (ch === '.' ? 0 : Number(ch)));
  return findConflicts(grid).length === 0 ? grid : null;
}
