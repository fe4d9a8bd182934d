/**
 * Two-digit unavoidable sets of a solved grid, tracked so the generator can reject a removal without a search.
 *
 * Take digits a and b and the 2 × size cells holding them (18 classic). Link the a-cell and the b-cell of every row, column and box;
 * each connected group of linked cells can swap a and b and still be a valid grid. So a puzzle that keeps no given
 * in such a group has a second solution: blanking its last given can never keep the puzzle unique. Roughly 40% of
 * the removals a minimal-puzzle search must reject are caught this way, in constant time. The
 * geometry gives the size and each cell's box; digits stay at most 9, so the scratch tables below fit every size.
 */
import type { Geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { cellTables } from './cell-tables.ts';

// Scratch for building the groups (construction is synchronous, so sharing it is safe).
/** Column of digit d in row r, at r * 10 + d. */
const columnInRow = new Int8Array(90);
/** Row of digit d in column c, at c * 10 + d. */
const rowInColumn = new Int8Array(90);
/** Row of digit d in box x, at x * 10 + d. */
const rowInBox = new Int8Array(90);
/**
 * Rows linked to each row (bit r for row r, its own bit included) for the current pair of digits. Groups are grown
 * over these bit sets rather than with a union-find over the rows: half the time, and a level search builds the swap
 * sets of a fresh grid on every attempt (6 % of a hard batch's main thread before; the same groups, in the same order).
 */
const linked = new Int32Array(9);

function link(x: number, y: number): void {
  linked[x] |= 1 << y;
  linked[y] |= 1 << x;
}

/** Slot of `other` among the size - 1 digits that differ from `own`. */
const slotOf = (own: number, other: number): number => (other < own ? other - 1 : other - 2);

/** Tracks the two-digit swap groups of one solved grid while cells are blanked and restored. */
export class SwapSets {
  /** Digits other than a cell's own: the groups each cell belongs to (one per other digit). */
  private readonly others: number;
  /** For each cell, its `others` groups. */
  private readonly groupsOfCell: Int16Array;
  /**
   * Givens still present in each group. A group spans at least two rows (a row's a-cell shares its column with
   * another row's b-cell), so a pair of digits has at most size / 2 groups: 4 for each of the 36 pairs classic.
   */
  private readonly givensInGroup: Int8Array;

  constructor(solution: Grid, geometry: Geometry) {
    const { size, cellCount } = geometry;
    const others = size - 1;
    this.others = others;
    const groupsOfCell = new Int16Array(cellCount * others);
    const givensInGroup = new Int8Array(((size * others) / 2) * Math.floor(size / 2));
    this.groupsOfCell = groupsOfCell;
    this.givensInGroup = givensInGroup;
    const { row, column, box } = cellTables(geometry);
    for (let cell = 0; cell < cellCount; cell++) {
      const r = row[cell];
      const d = solution[cell];
      columnInRow[r * 10 + d] = column[cell];
      rowInColumn[column[cell] * 10 + d] = r;
      rowInBox[box[cell] * 10 + d] = r;
    }
    let groups = 0;
    const everyRow = (1 << size) - 1;
    for (let a = 1; a <= size; a++) {
      for (let b = a + 1; b <= size; b++) {
        // Rows as bits: a row's a-cell and b-cell go together, and a column or box links the rows of its a and b.
        for (let r = 0; r < size; r++) linked[r] = 1 << r;
        for (let u = 0; u < size * 10; u += 10) {
          link(rowInColumn[u + a], rowInColumn[u + b]);
          link(rowInBox[u + a], rowInBox[u + b]);
        }
        for (let left = everyRow; left !== 0;) {
          // The group of the lowest row left: its rows' links, added until none is new.
          let rows = left & -left;
          for (let seen = 0; seen !== rows;) {
            seen = rows;
            for (let m = seen; m !== 0; m &= m - 1) rows |= linked[31 - Math.clz32(m & -m)];
          }
          left &= ~rows;
          const group = groups++;
          givensInGroup[group] = 0;
          for (let m = rows; m !== 0; m &= m - 1) {
            const r = 31 - Math.clz32(m & -m);
            groupsOfCell[(r * size + columnInRow[r * 10 + a]) * others + slotOf(a, b)] = group;
            groupsOfCell[(r * size + columnInRow[r * 10 + b]) * others + slotOf(b, a)] = group;
            givensInGroup[group] += 2;
          }
        }
      }
    }
  }

  /** Records that `cell` was blanked; true when that leaves some swap group without any given. */
  blank(cell: number): boolean {
    const { groupsOfCell, givensInGroup, others } = this;
    let exposed = false;
    for (let k = cell * others; k < cell * others + others; k++)
      if (--givensInGroup[groupsOfCell[k]] === 0) exposed = true;
    return exposed;
  }

  /** Undoes `blank(cell)`. */
  restore(cell: number): void {
    const { groupsOfCell, givensInGroup, others } = this;
    for (let k = cell * others; k < cell * others + others; k++) givensInGroup[groupsOfCell[k]]++;
  }
}
