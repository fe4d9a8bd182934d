/**
 * The pencil-mark model the technique solver works on: placed digits plus a 9-bit candidate mask per cell
 * (bit d-1 = digit d), in typed arrays so the singles loop allocates nothing. The grid carries its shape's tables
 * (shape.ts: units, peers, sizes), flat typed arrays for the same reason; classic 9×9 unless told otherwise.
 */
import { CLASSIC, type Geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { CLASSIC_SHAPE, shapeOf, type ShapeTables } from './shape.ts';

/** Number of set bits for every 9-bit mask. */
export const POPCOUNT: Uint8Array = (() => {
  const t = new Uint8Array(512);
  for (let m = 1; m < 512; m++) t[m] = t[m >> 1] + (m & 1);
  return t;
})();

/** Digits (1–9) present in every 9-bit mask, ascending. */
export const MASK_DIGITS: readonly (readonly number[])[] = Array.from({ length: 512 }, (_, m) => {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (m & (1 << (d - 1))) out.push(d);
  return out;
});

/** The lowest digit in a non-empty mask. */
export const firstDigit = (mask: number): number => 32 - Math.clz32(mask & -mask);

// Classic 9×9's tables (shape.ts), under the names the finders that run at 9×9 only still use. A finder that runs at
// any geometry reads them from its grid's `shape` instead.
/** Cells of unit u are UNIT_CELLS[u*9 .. u*9+8]; units 0–8 rows, 9–17 columns, 18–26 boxes. */
export const UNIT_CELLS: Uint8Array = CLASSIC_SHAPE.unitCells;
/** The row, column and box unit index of cell c are CELL_UNITS[c*3 .. c*3+2]. */
export const CELL_UNITS: Uint8Array = CLASSIC_SHAPE.cellUnits;
/** The 20 peers of cell c are PEER_CELLS[c*20 .. c*20+19]. */
export const PEER_CELLS: Uint8Array = CLASSIC_SHAPE.peerCells;
/** SEES[a*81+b] = 1 when a and b are different cells sharing a unit. */
export const SEES: Uint8Array = CLASSIC_SHAPE.sees;

export const sees = (a: number, b: number): boolean => SEES[a * 81 + b] === 1;

/**
 * "a sees b" on grids of `shape`: classic 9×9's is `sees` itself (the fast path, unchanged), another shape's reads that
 * shape's table. A finder that runs at any geometry takes it once per call.
 */
export function seesOn(shape: ShapeTables): (a: number, b: number) => boolean {
  if (shape === CLASSIC_SHAPE) return sees;
  const table = shape.sees;
  const n = shape.cellCount;
  return (a, b) => table[a * n + b] === 1;
}

/** True when every cell of `cells` sees `cell` (and `cell` is not one of them). */
export function seesAll(cell: number, cells: readonly number[]): boolean {
  for (const c of cells) if (SEES[cell * 81 + c] !== 1) return false;
  return true;
}

/** The bits of a cell's three units (row, column, box), as CandidateGrid.hiddenClean counts them. */
const unitsOf = (cellUnits: Uint8Array, cell: number): number =>
  (1 << cellUnits[cell * 3]) | (1 << cellUnits[cell * 3 + 1]) | (1 << cellUnits[cell * 3 + 2]);

/**
 * Placed digits and candidates. A placed cell has candidate mask 0.
 *
 * Change the candidates only through place(), eliminate() and setCandidates(): positions() keeps a table built from
 * them, and a write straight into `cands` would leave it stale.
 */
export class CandidateGrid {
  readonly values: Uint8Array;
  readonly cands: Uint16Array;
  /** Counts changes (through the methods below), so a finder can keep an answer until the candidates change. */
  version = 0;
  /** The grid's shape: its sizes, units and peers (shape.ts). */
  readonly shape: ShapeTables;
  /**
   * Units (bit u) that findHiddenSingle scanned and found without a hidden single, kept by the finder; every change
   * to a unit's cells clears its bit here, so a search after one step rescans only the units that step touched. Only
   * for shapes of at most 31 units (classic 9×9 has 27); a larger shape never sets a bit.
   */
  hiddenClean = 0;
  /**
   * No empty cell below this one has a single candidate, as of findNakedSingle's last scan: every change lowers it to
   * the changed cell, so a scan starts here.
   */
  nakedFrom = 0;
  /**
   * Empty cells per unit, for findFullHouse: null until it first asks (emptyCounts()), then kept by place(), so a
   * grid whose `values` a caller filled in directly is counted from them.
   */
  private unitEmpty: Uint8Array | null = null;
  /** Cells a unit holds and the highest digit (shape.size, kept here for the hot positions()). */
  private readonly size: number;
  /** POS[u*size+d-1]: positions(u, d) for every unit and digit, as of `posVersion`. */
  private readonly pos: Uint16Array;
  private posVersion = -1;

  constructor(values?: Uint8Array, cands?: Uint16Array, shape: ShapeTables = CLASSIC_SHAPE) {
    this.shape = shape;
    this.size = shape.size;
    this.values = values ?? new Uint8Array(shape.cellCount);
    this.cands = cands ?? new Uint16Array(shape.cellCount);
    this.pos = new Uint16Array(shape.unitCount * shape.size);
  }

  /** The grid's geometry (classic 9×9 unless it was made for another). */
  get geometry(): Geometry {
    return this.shape.geometry;
  }

  /** Candidates as a player would pencil them: every digit no placed peer holds. */
  static fromGrid(grid: Grid, geometry: Geometry = CLASSIC): CandidateGrid {
    const shape = geometry === CLASSIC ? CLASSIC_SHAPE : shapeOf(geometry);
    const { cellCount, size, peerCount, peerCells } = shape;
    const b = new CandidateGrid(undefined, undefined, shape);
    for (let c = 0; c < cellCount; c++) {
      const v = grid[c];
      b.values[c] = Number.isInteger(v) && v >= 1 && v <= size ? v : 0;
    }
    for (let c = 0; c < cellCount; c++) {
      if (b.values[c] !== 0) continue;
      let used = 0;
      for (let i = c * peerCount, end = i + peerCount; i < end; i++) {
        const v = b.values[peerCells[i]];
        if (v !== 0) used |= 1 << (v - 1);
      }
      b.cands[c] = shape.allDigits & ~used;
    }
    return b;
  }

  clone(): CandidateGrid {
    return new CandidateGrid(this.values.slice(), this.cands.slice(), this.shape);
  }

  /** Places `digit` in `cell` and removes it from the peers' candidates. */
  place(cell: number, digit: number): void {
    const { peerCount, peerCells, cellUnits } = this.shape;
    const cands = this.cands;
    const empty = this.unitEmpty;
    if (empty !== null && this.values[cell] === 0) for (let k = cell * 3; k < cell * 3 + 3; k++) empty[cellUnits[k]]--;
    this.values[cell] = digit;
    cands[cell] = 0;
    this.version++;
    let touched = unitsOf(cellUnits, cell);
    let lowest = this.nakedFrom;
    const bit = 1 << (digit - 1);
    for (let i = cell * peerCount, end = i + peerCount; i < end; i++) {
      const peer = peerCells[i];
      const mask = cands[peer];
      if ((mask & bit) === 0) continue;
      cands[peer] = mask & ~bit;
      touched |= unitsOf(cellUnits, peer);
      if (peer < lowest) lowest = peer;
    }
    this.hiddenClean &= ~touched;
    this.nakedFrom = lowest;
  }

  /** Removes a candidate; true when it was there. */
  eliminate(cell: number, digit: number): boolean {
    const bit = 1 << (digit - 1);
    if ((this.cands[cell] & bit) === 0) return false;
    this.cands[cell] &= ~bit;
    this.version++;
    this.hiddenClean &= ~unitsOf(this.shape.cellUnits, cell);
    if (cell < this.nakedFrom) this.nakedFrom = cell;
    return true;
  }

  /** Sets a cell's candidate mask outright (the player's notes, a what-if). */
  setCandidates(cell: number, mask: number): void {
    this.cands[cell] = mask;
    this.version++;
    this.hiddenClean &= ~unitsOf(this.shape.cellUnits, cell);
    if (cell < this.nakedFrom) this.nakedFrom = cell;
  }

  /** Empty cells per unit (index: unit), kept up to date by place() once asked for. */
  emptyCounts(): Uint8Array {
    if (this.unitEmpty !== null) return this.unitEmpty;
    const { unitCount, size, unitCells } = this.shape;
    const empty = new Uint8Array(unitCount);
    for (let u = 0; u < unitCount; u++)
      for (let i = u * size, end = i + size; i < end; i++) if (this.values[unitCells[i]] === 0) empty[u]++;
    this.unitEmpty = empty;
    return empty;
  }

  has(cell: number, digit: number): boolean {
    return (this.cands[cell] & (1 << (digit - 1))) !== 0;
  }

  isSolved(): boolean {
    for (let c = 0, n = this.values.length; c < n; c++) if (this.values[c] === 0) return false;
    return true;
  }

  /** An empty cell without candidates: the state contradicts itself. */
  hasDeadCell(): boolean {
    for (let c = 0, n = this.values.length; c < n; c++) if (this.values[c] === 0 && this.cands[c] === 0) return true;
    return false;
  }

  toGrid(): Grid {
    return Array.from(this.values);
  }

  /**
   * Mask of positions (bit i = i-th cell of the unit) where `digit` is a candidate in unit `u`. Many finders ask this
   * for every unit and digit on every step, so the whole table is built in one pass over the cells after a change.
   */
  positions(u: number, digit: number): number {
    if (this.posVersion !== this.version) this.indexPositions();
    return this.pos[u * this.size + digit - 1];
  }

  /**
   * Builds positions()' table now if the candidates changed since. The technique search calls this after each finder
   * that found nothing (search.ts), so the finders' own positions() calls rarely find the table stale: TurboFan then
   * leaves the table's build out of each finder it compiles instead of inlining a copy into every one (issue 31).
   */
  indexPositionsIfStale(): void {
    if (this.posVersion !== this.version) this.indexPositions();
  }

  private indexPositions(): void {
    const pos = this.pos;
    const size = this.size;
    const { cellUnits, unitPosBit } = this.shape;
    pos.fill(0);
    for (let c = 0, n = this.cands.length; c < n; c++) {
      let m = this.cands[c];
      if (m === 0) continue;
      const k = c * 3;
      const row = cellUnits[k] * size - 1;
      const col = cellUnits[k + 1] * size - 1;
      const box = cellUnits[k + 2] * size - 1;
      const ir = unitPosBit[k];
      const ic = unitPosBit[k + 1];
      const ib = unitPosBit[k + 2];
      while (m !== 0) {
        const d = 32 - Math.clz32(m & -m);
        pos[row + d] |= ir;
        pos[col + d] |= ic;
        pos[box + d] |= ib;
        m &= m - 1;
      }
    }
    this.posVersion = this.version;
  }
}
