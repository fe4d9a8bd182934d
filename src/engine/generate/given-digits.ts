/**
 * Which digits the givens already place in each row, column and box, kept up to date as cells are blanked, so the
 * generator can see in a few operations that a blanked cell is still forced by a single from the givens alone.
 * The unit tables come from the geometry, once per geometry, and the class that reads them is made once per geometry
 * too: its hot methods then read the tables as closure constants, as fast as the module constants the 9×9-only
 * version had (instance fields cost the 9×9 generator about 1 %).
 */
import type { Geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { cellTables } from './cell-tables.ts';

export interface GivenDigits {
  /** Records that `cell`, holding `digit`, was blanked in the tracked puzzle. */
  blank(cell: number, digit: number): void;
  /** Undoes `blank(cell, digit)`. */
  restore(cell: number, digit: number): void;
  /**
   * True when the givens alone force `digit` into the blank `cell`: a naked single (the givens rule out every other
   * digit) or a hidden single (in one of its units, every other blank cell already sees a given `digit`).
   */
  forces(cell: number, digit: number): boolean;
}

/** Tracks `puzzle` (not copied): call `blank`/`restore` alongside every change made to it. */
type GivenDigitsClass = new (puzzle: Grid) => GivenDigits;

function givenDigitsClass(geometry: Geometry): GivenDigitsClass {
  const { size } = geometry;
  const ALL = geometry.allDigits;
  const cells = cellTables(geometry);
  // Units numbered as in the geometry: rows 0…size-1, then columns, then boxes.
  const ROW = cells.row;
  const COLUMN = cells.column.map((column) => size + column);
  const BOX = cells.box.map((box) => 2 * size + box);
  const UNIT_CELLS = Int16Array.from(geometry.units.flatMap((unit) => unit.cells));

  return class implements GivenDigits {
    /** Bit d-1 of unit u set when a given d lies in u. */
    private readonly placed = new Uint16Array(3 * size);
    private readonly puzzle: Grid;

    constructor(puzzle: Grid) {
      this.puzzle = puzzle;
      for (let cell = 0; cell < puzzle.length; cell++) if (puzzle[cell] !== 0) this.toggle(cell, puzzle[cell]);
    }

    private toggle(cell: number, digit: number): void {
      const bit = 1 << (digit - 1);
      this.placed[ROW[cell]] ^= bit;
      this.placed[COLUMN[cell]] ^= bit;
      this.placed[BOX[cell]] ^= bit;
    }

    blank(cell: number, digit: number): void {
      this.toggle(cell, digit);
    }

    restore(cell: number, digit: number): void {
      this.toggle(cell, digit);
    }

    /** Digits the givens rule out for `cell`. */
    private seen(cell: number): number {
      return this.placed[ROW[cell]] | this.placed[COLUMN[cell]] | this.placed[BOX[cell]];
    }

    forces(cell: number, digit: number): boolean {
      const bit = 1 << (digit - 1);
      if ((this.seen(cell) | bit) === ALL) return true;
      return (
        this.onlyPlaceIn(ROW[cell], cell, bit) ||
        this.onlyPlaceIn(COLUMN[cell], cell, bit) ||
        this.onlyPlaceIn(BOX[cell], cell, bit)
      );
    }

    /** True when every other blank cell of `unit` sees a given with digit `bit`. */
    private onlyPlaceIn(unit: number, cell: number, bit: number): boolean {
      for (let k = unit * size; k < unit * size + size; k++) {
        const other = UNIT_CELLS[k];
        if (other !== cell && this.puzzle[other] === 0 && (this.seen(other) & bit) === 0) return false;
      }
      return true;
    }
  };
}

const classes = new WeakMap<Geometry, GivenDigitsClass>();

/** The givens' digits of `puzzle`, a grid of `geometry`, tracked as it is carved. */
export function givenDigitsOf(puzzle: Grid, geometry: Geometry): GivenDigits {
  let Class = classes.get(geometry);
  if (!Class) {
    Class = givenDigitsClass(geometry);
    classes.set(geometry, Class);
  }
  return new Class(puzzle);
}
