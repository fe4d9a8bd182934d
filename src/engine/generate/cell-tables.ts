/**
 * A geometry's row, column and box of every cell as typed arrays, built once per geometry: the generator's inner
 * loops (fill, given-digits, swap-sets) index these instead of calling the geometry's functions or working the
 * numbers out from 9, so one code path serves every box geometry at the cost of a table read.
 */
import type { Geometry } from '../geometry.ts';

export interface CellTables {
  /** Row of each cell, 0…size-1. */
  readonly row: Int8Array;
  /** Column of each cell, 0…size-1. */
  readonly column: Int8Array;
  /** Box of each cell, 0…size-1. */
  readonly box: Int8Array;
}

const tables = new WeakMap<Geometry, CellTables>();

export function cellTables(geometry: Geometry): CellTables {
  let found = tables.get(geometry);
  if (!found) {
    const length = geometry.cellCount;
    found = {
      row: Int8Array.from({ length }, (_, cell) => geometry.rowOf(cell)),
      column: Int8Array.from({ length }, (_, cell) => geometry.colOf(cell)),
      box: Int8Array.from({ length }, (_, cell) => geometry.boxOf(cell)),
    };
    tables.set(geometry, found);
  }
  return found;
}
