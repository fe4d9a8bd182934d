/**
 * Grid → text in the three layouts the CLI and the UI print. Every layout is read back by `parse` unchanged, which
 * the property tests check, so a printed puzzle can always be pasted back in.
 */
import { CLASSIC, type Geometry } from './geometry.ts';
import { gridToLine, type Grid } from './grid.ts';

/** `grid`: the seed CLI layout (9 lines of 9 space-separated digits, 0 blank); `line`: 81 chars, `.` blank; `pretty`: boxed. */
export type Layout = 'grid' | 'line' | 'pretty';

export const LAYOUTS: readonly Layout[] = ['grid', 'line', 'pretty'];

/** One cell as a character; anything that is not a digit 1–size (a blank, or a malformed value) prints as `blank`. */
function cellChar(grid: Grid, cell: number, blank: string, size: number): string {
  const value = grid[cell];
  return Number.isInteger(value) && value >= 1 && value <= size ? String(value) : blank;
}

function rowChars(grid: Grid, row: number, blank: string, geometry: Geometry): string[] {
  const { size } = geometry;
  return Array.from({ length: size }, (_, col) => cellChar(grid, row * size + col, blank, size));
}

function formatGrid(grid: Grid, geometry: Geometry): string {
  return Array.from({ length: geometry.size }, (_, row) => rowChars(grid, row, '0', geometry).join(' ')).join('\n');
}

/** `+-------+-------+-------+` and `| 5 3 . | . 7 . | . . . |` for 9×9; boxes as wide as the geometry's. */
function formatPretty(grid: Grid, geometry: Geometry): string {
  const { size, boxRows, boxCols } = geometry;
  const stacks = size / boxCols;
  const rule = `+${Array.from({ length: stacks }, () => '-'.repeat(2 * boxCols + 1)).join('+')}+`;
  const lines = [rule];
  for (let row = 0; row < size; row++) {
    const chars = rowChars(grid, row, '.', geometry);
    const boxes = Array.from({ length: stacks }, (_, s) => chars.slice(s * boxCols, (s + 1) * boxCols).join(' '));
    lines.push(`| ${boxes.join(' | ')} |`);
    if (row % boxRows === boxRows - 1) lines.push(rule);
  }
  return lines.join('\n');
}

function formatLine(grid: Grid, geometry: Geometry): string {
  if (geometry === CLASSIC) return gridToLine(grid);
  let line = '';
  for (let cell = 0; cell < geometry.cellCount; cell++) line += cellChar(grid, cell, '.', geometry.size);
  return line;
}

/**
 * Prints `grid` in `layout` (default `grid`), without a trailing newline, for `geometry` (default classic 9×9). Never
 * throws: an unknown layout prints the default one, and a cell that is not a digit 1–size prints as a blank.
 */
export function format(grid: Grid, layout: Layout = 'grid', geometry: Geometry = CLASSIC): string {
  const cells: Grid = Array.isArray(grid) ? grid : [];
  if (layout === 'line') return formatLine(cells, geometry);
  if (layout === 'pretty') return formatPretty(cells, geometry);
  return formatGrid(cells, geometry);
}
