/**
 * Grid → text in the three layouts the CLI and the UI print. Every layout is read back by `parse` unchanged, which
 * the property tests check, so a printed puzzle can always be pasted back in.
 */
import { gridToLine, type Grid } from './grid.ts';

/** `grid`: the seed CLI layout (9 lines of 9 space-separated digits, 0 blank); `line`: 81 chars, `.` blank; `pretty`: boxed. */
export type Layout = 'grid' | 'line' | 'pretty';

export const LAYOUTS: readonly Layout[] = ['grid', 'line', 'pretty'];

const PRETTY_RULE = '+-------+-------+-------+';

/** One cell as a character; anything that is not a digit 1–9 (a blank, or a malformed value) prints as `blank`. */
function cellChar(grid: Grid, cell: number, blank: string): string {
  const value = grid[cell];
  return Number.isInteger(value) && value >= 1 && value <= 9 ? String(value) : blank;
}

function rowChars(grid: Grid, row: number, blank: string): string[] {
  return Array.from({ length: 9 }, (_, col) => cellChar(grid, row * 9 + col, blank));
}

function formatGrid(grid: Grid): string {
  return Array.from({ length: 9 }, (_, row) => rowChars(grid, row, '0').join(' ')).join('\n');
}

function formatPretty(grid: Grid): string {
  const lines = [PRETTY_RULE];
  for (let row = 0; row < 9; row++) {
    const chars = rowChars(grid, row, '.');
    lines.push(`| ${chars.slice(0, 3).join(' ')} | ${chars.slice(3, 6).join(' ')} | ${chars.slice(6).join(' ')} |`);
    if (row % 3 === 2) lines.push(PRETTY_RULE);
  }
  return lines.join('\n');
}

/**
 * Prints `grid` in `layout` (default `grid`), without a trailing newline. Never throws: an unknown layout prints the
 * default one, and a cell that is not a digit 1–9 prints as a blank.
 */
export function format(grid: Grid, layout: Layout = 'grid'): string {
  const cells: Grid = Array.isArray(grid) ? grid : [];
  if (layout === 'line') return gridToLine(cells);
  if (layout === 'pretty') return formatPretty(cells);
  return formatGrid(cells);
}
