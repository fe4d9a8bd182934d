/**
 * Which digits the givens already place in each row, column and box, kept up to date as cells are blanked, so the
 * generator can see in a few operations that a blanked cell is still forced by a single from the givens alone.
 */
import { CELLS, UNITS, type Grid } from '../grid.ts';

const ROW = Int8Array.from({ length: CELLS }, (_, cell) => (cell / 9) | 0);
const COLUMN = Int8Array.from({ length: CELLS }, (_, cell) => 9 + (cell % 9));
const BOX = Int8Array.from({ length: CELLS }, (_, cell) => 18 + ((cell / 27) | 0) * 3 + (((cell % 9) / 3) | 0));
const UNIT_CELLS = Int8Array.from(UNITS.flatMap((unit) => unit.cells));

export class GivenDigits {
  /** Bit d-1 of unit u set when a given d lies in u (units numbered as in grid.ts: rows, columns, boxes). */
  private readonly placed = new Uint16Array(27);
  private readonly puzzle: Grid;

  /** Tracks `puzzle` (not copied): call `blank`/`restore` alongside every change made to it. */
  constructor(puzzle: Grid) {
    this.puzzle = puzzle;
    for (let cell = 0; cell < CELLS; cell++) if (puzzle[cell] !== 0) this.toggle(cell, puzzle[cell]);
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

  /**
   * True when the givens alone force `digit` into the blank `cell`: a naked single (the givens rule out the 8 other
   * digits) or a hidden single (in one of its units, every other blank cell already sees a given `digit`).
   */
  forces(cell: number, digit: number): boolean {
    const bit = 1 << (digit - 1);
    if ((this.seen(cell) | bit) === 0x1ff) return true;
    return (
      this.onlyPlaceIn(ROW[cell], cell, bit) ||
      this.onlyPlaceIn(COLUMN[cell], cell, bit) ||
      this.onlyPlaceIn(BOX[cell], cell, bit)
    );
  }

  /** True when every other blank cell of `unit` sees a given with digit `bit`. */
  private onlyPlaceIn(unit: number, cell: number, bit: number): boolean {
    for (let k = unit * 9; k < unit * 9 + 9; k++) {
      const other = UNIT_CELLS[k];
      if (other !== cell && this.puzzle[other] === 0 && (this.seen(other) & bit) === 0) return false;
    }
    return true;
  }
}
