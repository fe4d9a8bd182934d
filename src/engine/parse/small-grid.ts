/**
 * Reading a grid of another size than 9×9 (4×4, 6×6): N lines of N cells (digits, spaced or not), one line of N×N
 * cells, or the boxed form `format` prints (`+-----+-----+` rules, `|` between boxes). A digit 1…N is a given, 0 or
 * `.` a blank. Anything else, a digit past N, or a cell count that is not this size's is refused with what and where:
 * the 9×9 reader (text-grid.ts) is not asked, so its behaviour and words stay exactly as they are.
 */
import type { Geometry } from '../geometry.ts';
import { splitLines } from './lines.ts';
import { badCharError, failure, type ParseError, type Reading } from './types.ts';

/** Characters that only separate cells or draw the grid. */
const SEPARATORS = ' \t,|';
const isRule = (text: string): boolean => /^[\s+|=-]*$/.test(text) && text.includes('-');

interface Row {
  line: number;
  cells: number[];
}

const sizeName = (n: number): string => `${n}×${n}`;

/** What a count of cells looks like: the size whose grid it would fill, if any. */
function countMessage(found: number, geometry: Geometry): string {
  const n = geometry.size;
  const other = [4, 6, 9].find((size) => size !== n && size * size === found);
  const expected = `expected ${geometry.cellCount} (${n} rows of ${n}, or one line of ${geometry.cellCount})`;
  return other
    ? `found ${found} cells, a ${sizeName(other)} grid; a ${sizeName(n)} grid has ${geometry.cellCount}`
    : `found ${found} cells, ${expected}`;
}

/** The cells of one line, or the first character that can't be a cell of this size. */
function readRow(text: string, line: number, n: number): Row | ParseError {
  const cells: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (SEPARATORS.includes(char) || char.trim() === '') continue;
    if (char === '.' || char === '0') cells.push(0);
    else if (char >= '1' && char <= String(n)) cells.push(char.charCodeAt(0) - 48);
    else {
      const error = badCharError(line, i + 1, char);
      if (char >= '1' && char <= '9') error.message += ` in a ${sizeName(n)} grid (digits 1 to ${n}, 0 or . blank)`;
      return error;
    }
  }
  return { line, cells };
}

/** Reads the one `geometry`-sized puzzle in `text`. */
export function readSmallGrid(text: string, geometry: Geometry): Reading {
  const n = geometry.size;
  const rows: Row[] = [];
  let ruled = false;
  for (const { text: lineText, number } of splitLines(text)) {
    if (lineText.trim() === '') continue;
    if (isRule(lineText)) {
      ruled = true;
      continue;
    }
    const row = readRow(lineText, number, n);
    if ('code' in row) return failure(row);
    rows.push(row);
  }
  const total = rows.reduce((sum, row) => sum + row.cells.length, 0);
  if (rows.length === 1 && total === geometry.cellCount) return { ok: true, cells: rows[0].cells, format: 'line' };
  const odd = rows.find((row) => row.cells.length !== n);
  if (rows.length === n && !odd) {
    return { ok: true, cells: rows.flatMap((row) => row.cells), format: ruled ? 'pretty' : 'grid' };
  }
  if (total === geometry.cellCount && odd) {
    return failure({
      code: 'cell-count',
      message: `line ${odd.line} has ${odd.cells.length} cells; a ${sizeName(n)} grid is ${n} rows of ${n}`,
    });
  }
  return failure({ code: 'cell-count', message: countMessage(total, geometry) });
}
