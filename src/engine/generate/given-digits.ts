/**
 * Which digits the givens already place in each row, column and box, kept up to date as cells are blanked, so the
 * generator can see in a few operations that a blanked cell is still forced by a single from the givens alone.
 * The unit tables come from the geometry, once per geometry.
 */
import type { Geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { cellTables } from './cell-tables.ts';

/** A geometry's units as flat tables: each cell's row, column and box unit numbers, and the units' cells. */
interface UnitTables {
  size: number;
  all: number;
  row: Int8Array;
  column: Int8Array;
  box: Int8Array;
  unitCells: Int16Array;
}

const tablesByGeometry = new WeakMap<Geometry, UnitTables>();

function tablesOf(geometry: Geometry): UnitTables {
  let tables = tablesByGeometry.get(geometry);
  if (!tables) {
    const { size } = geometry;
    const cells = cellTables(geometry);
    // Units are numbered as in the geometry: rows 0…size-1, then columns, then boxes.
    tables = {
      size,
      all: geometry.allDigits,
      row: cells.row,
      column: cells.column.map((column) => size + column),
      box: cells.box.map((box) => 2 * size + box),
      unitCells: Int16Array.from(geometry.units.flatMap((unit) => unit.cells)),
    };
    tablesByGeometry.set(geometry, tables);
  }
  return tables;
}

export class GivenDigits {
  /** Bit d-1 of unit u set when a given d lies in u. */
  private readonly placed: Uint16Array;
  private readonly puzzle: Grid;
  private readonly size: number;
  private readonly all: number;
  private readonly row: Int8Array;
  private readonly column: Int8Array;
  private readonly box: Int8Array;
  private readonly unitCells: Int16Array;

  /** Tracks `puzzle` (not copied): call `blank`/`restore` alongside every change made to it. */
  constructor(puzzle: Grid, geometry: Geometry) {
    const tables = tablesOf(geometry);
    this.puzzle = puzzle;
    this.size = tables.size;
    this.all = tables.all;
    this.row = tables.row;
    this.column = tables.column;
    this.box = tables.box;
    this.unitCells = tables.unitCells;
    this.placed = new Uint16Array(3 * tables.size);
    for (let cell = 0; cell < puzzle.length; cell++) if (puzzle[cell] !== 0) this.toggle(cell, puzzle[cell]);
  }

  private toggle(cell: number, digit: number): void {
    const bit = 1 << (digit - 1);
    this.placed[this.row[cell]] ^= bit;
    this.placed[this.column[cell]] ^= bit;
    this.placed[this.box[cell]] ^= bit;
  }

  blank(cell: number, digit: number): void {
    this.toggle(cell, digit);
  }

  restore(cell: number, digit: number): void {
    this.toggle(cell, digit);
  }

  /** Digits the givens rule out for `cell`. */
  private seen(cell: number): number {
    return this.placed[this.row[cell]] | this.placed[this.column[cell]] | this.placed[this.box[cell]];
  }

  /**
   * True when the givens alone force `digit` into the blank `cell`: a naked single (the givens rule out every other
   * digit) or a hidden single (in one of its units, every other blank cell already sees a given `digit`).
   */
  forces(cell: number, digit: number): boolean {
    const bit = 1 << (digit - 1);
    if ((this.seen(cell) | bit) === this.all) return true;
    return (
      this.onlyPlaceIn(this.row[cell], cell, bit) ||
      this.onlyPlaceIn(this.column[cell], cell, bit) ||
      this.onlyPlaceIn(this.box[cell], cell, bit)
    );
  }

  /** True when every other blank cell of `unit` sees a given with digit `bit`. */
  private onlyPlaceIn(unit: number, cell: number, bit: number): boolean {
    const { size, unitCells, puzzle } = this;
    for (let k = unit * size; k < unit * size + size; k++) {
      const other = unitCells[k];
      if (other !== cell && puzzle[other] === 0 && (this.seen(other) & bit) === 0) return false;
    }
    return true;
  }
}
