/**
 * A conflict in words, for messages ("row 1 has two 5s, in columns 2 and 8"). Apart from grid.ts, whose model the
 * element's bundle carries, because only the parser, the grader and the extension word conflicts.
 */
import { CLASSIC, cellNameIn, type Geometry } from './geometry.ts';
import { unitName, type Conflict } from './grid.ts';

/** Position of a cell within a unit in words: "columns 2 and 8" for a row, "rows …" for a column, "r1c2 and r3c1" for a box. */
export function describeConflict({ unit, digit, cells: [a, b] }: Conflict, geometry: Geometry = CLASSIC): string {
  const where =
    unit.kind === 'row'
      ? `columns ${geometry.colOf(a) + 1} and ${geometry.colOf(b) + 1}`
      : unit.kind === 'column'
        ? `rows ${geometry.rowOf(a) + 1} and ${geometry.rowOf(b) + 1}`
        : `${cellNameIn(geometry, a)} and ${cellNameIn(geometry, b)}`;
  return `${unitName(unit)} has two ${digit}s, in ${where}`;
}
