/**
 * The pencil-mark model the technique solver works on: placed digits plus a 9-bit candidate mask per cell
 * (bit d-1 = digit d), in typed arrays so the singles loop allocates nothing. Unit and peer tables are flat typed
 * arrays for the same reason.
 */
import { ALL_DIGITS, PEERS, UNITS, UNITS_OF, type Grid } from '../grid.ts';

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

/** Cells of unit u are UNIT_CELLS[u*9 .. u*9+8]; units 0–8 rows, 9–17 columns, 18–26 boxes. */
export const UNIT_CELLS: Uint8Array = Uint8Array.from(UNITS.flatMap((u) => u.cells));
/** The row, column and box unit index of cell c are CELL_UNITS[c*3 .. c*3+2]. */
export const CELL_UNITS: Uint8Array = Uint8Array.from(
  UNITS_OF.flatMap((units) => units.map((u) => (u.kind === 'row' ? 0 : u.kind === 'column' ? 9 : 18) + u.index)),
);
/** The 20 peers of cell c are PEER_CELLS[c*20 .. c*20+19]. */
export const PEER_CELLS: Uint8Array = Uint8Array.from(PEERS.flat());
/** SEES[a*81+b] = 1 when a and b are different cells sharing a unit. */
export const SEES: Uint8Array = (() => {
  const t = new Uint8Array(81 * 81);
  for (let c = 0; c < 81; c++) for (const p of PEERS[c]) t[c * 81 + p] = 1;
  return t;
})();

export const sees = (a: number, b: number): boolean => SEES[a * 81 + b] === 1;

/** True when every cell of `cells` sees `cell` (and `cell` is not one of them). */
export function seesAll(cell: number, cells: readonly number[]): boolean {
  for (const c of cells) if (SEES[cell * 81 + c] !== 1) return false;
  return true;
}

/** UNIT_POS_BIT[c*3+k]: the bit of cell c within its row (k 0), column (1) and box (2), in CELL_UNITS' order. */
const UNIT_POS_BIT: Uint16Array = (() => {
  const t = new Uint16Array(243);
  for (let u = 0; u < 27; u++)
    for (let i = 0; i < 9; i++) t[UNIT_CELLS[u * 9 + i] * 3 + (u < 9 ? 0 : u < 18 ? 1 : 2)] = 1 << i;
  return t;
})();

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
  /** POS[u*9+d-1]: positions(u, d) for every unit and digit, as of `posVersion`. */
  private readonly pos = new Uint16Array(243);
  private posVersion = -1;

  constructor(values: Uint8Array = new Uint8Array(81), cands: Uint16Array = new Uint16Array(81)) {
    this.values = values;
    this.cands = cands;
  }

  /** Candidates as a player would pencil them: every digit no placed peer holds. */
  static fromGrid(grid: Grid): CandidateGrid {
    const b = new CandidateGrid();
    for (let c = 0; c < 81; c++) {
      const v = grid[c];
      b.values[c] = Number.isInteger(v) && v >= 1 && v <= 9 ? v : 0;
    }
    for (let c = 0; c < 81; c++) {
      if (b.values[c] !== 0) continue;
      let used = 0;
      for (let i = c * 20, end = i + 20; i < end; i++) {
        const v = b.values[PEER_CELLS[i]];
        if (v !== 0) used |= 1 << (v - 1);
      }
      b.cands[c] = ALL_DIGITS & ~used;
    }
    return b;
  }

  clone(): CandidateGrid {
    return new CandidateGrid(this.values.slice(), this.cands.slice());
  }

  /** Places `digit` in `cell` and removes it from the peers' candidates. */
  place(cell: number, digit: number): void {
    this.values[cell] = digit;
    this.cands[cell] = 0;
    this.version++;
    const keep = ~(1 << (digit - 1));
    for (let i = cell * 20, end = i + 20; i < end; i++) this.cands[PEER_CELLS[i]] &= keep;
  }

  /** Removes a candidate; true when it was there. */
  eliminate(cell: number, digit: number): boolean {
    const bit = 1 << (digit - 1);
    if ((this.cands[cell] & bit) === 0) return false;
    this.cands[cell] &= ~bit;
    this.version++;
    return true;
  }

  /** Sets a cell's candidate mask outright (the player's notes, a what-if). */
  setCandidates(cell: number, mask: number): void {
    this.cands[cell] = mask;
    this.version++;
  }

  has(cell: number, digit: number): boolean {
    return (this.cands[cell] & (1 << (digit - 1))) !== 0;
  }

  isSolved(): boolean {
    for (let c = 0; c < 81; c++) if (this.values[c] === 0) return false;
    return true;
  }

  /** An empty cell without candidates: the state contradicts itself. */
  hasDeadCell(): boolean {
    for (let c = 0; c < 81; c++) if (this.values[c] === 0 && this.cands[c] === 0) return true;
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
    return this.pos[u * 9 + digit - 1];
  }

  private indexPositions(): void {
    const pos = this.pos;
    pos.fill(0);
    for (let c = 0; c < 81; c++) {
      let m = this.cands[c];
      if (m === 0) continue;
      const k = c * 3;
      const row = CELL_UNITS[k] * 9 - 1;
      const col = CELL_UNITS[k + 1] * 9 - 1;
      const box = CELL_UNITS[k + 2] * 9 - 1;
      const ir = UNIT_POS_BIT[k];
      const ic = UNIT_POS_BIT[k + 1];
      const ib = UNIT_POS_BIT[k + 2];
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
