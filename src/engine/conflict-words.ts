/**
 * A conflict in words, for messages ("row 1 has two 5s, in columns 2 and 8"). Apart from grid.ts, whose model the
 * element's bundle carries, because only the parser, the grader and the extension word conflicts.
 */
import { cellName, colOf, rowOf, unitName, type Conflict } from './grid.ts';

/** Position of a cell within a unit in words: "columns 2 and 8" for a row, "rows …" for a column, "r1c2 and r3c1" for a box. */
export function describeConflict({ unit, digit, cells: [a, b] }: Conflict): string {
  const where =
    unit.kind === 'row'
      ? `columns ${colOf(a) + 1} and ${colOf(b) + 1}`
      : unit.kind === 'column'
        ? `rows ${rowOf(a) + 1} and ${rowOf(b) + 1}`
        : `${cellName(a)} and ${cellName(b)}`;
  return `${unitName(unit)} has two ${digit}s, in ${where}`;
}
