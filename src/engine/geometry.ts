/**
 * The grid's shape as a value: a `Geometry` says how big the grid is and which cells form its regions, and everything
 * else (units, peers, a cell's row, column and region, its name) derives from it. Classic 9×9 is one geometry among
 * others (4×4 with 2×2 boxes, 6×6 with boxes of 2 rows by 3 columns). grid.ts still builds the 9×9 values it exports
 * (UNITS, PEERS, …) itself, and CLASSIC is made there of those very tables (equal to boxGeometry(3, 3)'s:
 * test/engine/geometry.test.ts checks it): the element plays 9×9 through CLASSIC, and building it here, or importing
 * this file at all, would put the builder in its first download (187 bytes gzip, past its budget). So the element
 * and the play session import CLASSIC from grid.ts, and only the Geometry type from here.
 */

import { CLASSIC, type Unit, type UnitKind } from './grid.ts';
import type { VariantRules } from './variant/index.ts';

export type { Unit, UnitKind };

export interface Geometry {
  /** Cells a row, column and box hold, and the highest digit: 9 for classic Sudoku. */
  readonly size: number;
  /** size × size, row-major. */
  readonly cellCount: number;
  /** A box's height and width in cells: 3 × 3 classic, 2 × 3 for 6×6, 2 × 2 for 4×4. */
  readonly boxRows: number;
  readonly boxCols: number;
  /** Every unit: rows 0…size-1, then columns, then boxes (the same order as classic's 27). */
  readonly units: readonly Unit[];
  /** For each cell, its three units: [row, column, box]. */
  readonly unitsOf: readonly (readonly Unit[])[];
  /** For each cell, the other cells that share a unit with it, ascending. */
  readonly peers: readonly (readonly number[])[];
  /** Candidate mask with a bit for every digit 1…size. */
  readonly allDigits: number;
  rowOf(cell: number): number;
  colOf(cell: number): number;
  boxOf(cell: number): number;
  /**
   * A variant's grid (src/play/variant-geometry.ts): the cells of `values` that break any of its rules (a digit
   * seen by a peer, a cage's sum, non-consecutive neighbours). Absent on classic grids, whose units say it all.
   */
  readonly clashes?: (values: readonly number[]) => number[];
  /** A variant's rules (saved with its game, drawn by the board); absent on classic grids. */
  readonly variant?: VariantRules;
}

/** One geometry per box shape, so that equal geometries are the same object (3 × 3 is CLASSIC itself). */
const byBoxShape = new Map<string, Geometry>([['3x3', CLASSIC]]);

/**
 * The geometry of a size × size grid cut into boxes of `boxRows` × `boxCols` cells (the box's cell count is the size,
 * and the boxes tile the grid: size is a multiple of both). The same object on every call for one box shape, and
 * CLASSIC for 3 × 3: the engine tells geometries apart by identity (its 9×9 fast paths, the grader's 9×9-only
 * techniques and its per-geometry tables key on the object), so an equal geometry must be the same one.
 */
export function boxGeometry(boxRows: number, boxCols: number): Geometry {
  const key = `${boxRows}x${boxCols}`;
  let geometry = byBoxShape.get(key);
  if (!geometry) {
    geometry = buildBoxGeometry(boxRows, boxCols);
    byBoxShape.set(key, geometry);
  }
  return geometry;
}

/** Builds a box geometry afresh (boxGeometry keeps one per shape; the tests compare CLASSIC with a build). */
export function buildBoxGeometry(boxRows: number, boxCols: number): Geometry {
  const size = boxRows * boxCols;
  const cellCount = size * size;
  const boxesAcross = size / boxCols;
  const rowOf = (cell: number): number => (cell / size) | 0;
  const colOf = (cell: number): number => cell % size;
  const boxOf = (cell: number): number => ((rowOf(cell) / boxRows) | 0) * boxesAcross + ((colOf(cell) / boxCols) | 0);
  const line = (kind: UnitKind, at: (index: number, i: number) => number): Unit[] =>
    Array.from({ length: size }, (_, index) => ({
      kind,
      index,
      cells: Array.from({ length: size }, (_, i) => at(index, i)),
    }));
  const units = [
    ...line('row', (r, c) => r * size + c),
    ...line('column', (c, r) => r * size + c),
    ...line('box', (b, i) => {
      const r0 = ((b / boxesAcross) | 0) * boxRows;
      const c0 = (b % boxesAcross) * boxCols;
      return (r0 + ((i / boxCols) | 0)) * size + c0 + (i % boxCols);
    }),
  ];
  const unitsOf = Array.from({ length: cellCount }, (_, cell) => [
    units[rowOf(cell)],
    units[size + colOf(cell)],
    units[2 * size + boxOf(cell)],
  ]);
  const peers = unitsOf.map((cellUnits, cell) => {
    const set = new Set<number>();
    for (const unit of cellUnits) for (const other of unit.cells) if (other !== cell) set.add(other);
    return [...set].sort((a, b) => a - b);
  });
  return { size, cellCount, boxRows, boxCols, units, unitsOf, peers, allDigits: (1 << size) - 1, rowOf, colOf, boxOf };
}

/** Classic Sudoku: 9×9, boxes of 3×3 (made in grid.ts of its own tables). */
export { CLASSIC };

/** A cell's name in the r/c notation of HoDoKu and SudokuWiki, 1-based: "r3c5". */
export const cellNameIn = (geometry: Geometry, cell: number): string =>
  `r${geometry.rowOf(cell) + 1}c${geometry.colOf(cell) + 1}`;
