/**
 * Following singles from an assumption, fast: the forcing chain tries every candidate of a state and keeps the
 * shortest contradiction, so this runs hundreds of times per step. Instead of sweeping all cells and units after each
 * placement (and re-indexing the candidate grid's positions each time), it keeps, per unit and digit, how many cells
 * may still hold the digit, and reacts only to what a placement changed: a cell left with one candidate or a digit
 * left with one place is queued, and one left with none is the contradiction. Singles are placed in the order they
 * appear, so `singles` counts the placements from the assumption to the contradiction, breadth first.
 */
import { CandidateGrid, POPCOUNT } from './candidates.ts';
import { WORD_BITS } from './bitset.ts';
import { MAX_CELLS, MAX_SIZE, MAX_UNITS } from './shape.ts';
import type { Contradiction as Why } from './step.ts';

const EMPTY_BYTES = new Uint8Array(0);

/** Where SinglesRun's state keeps each part (16-bit words): cands, values, placed, pos. */
const CANDS_AT = 0;
const VALUES_AT = CANDS_AT + MAX_CELLS;
const PLACED_AT = VALUES_AT + MAX_CELLS;
const POS_AT = PLACED_AT + MAX_UNITS;
const STATE_WORDS = POS_AT + MAX_UNITS * MAX_SIZE;
/**
 * pos of a unit's digit once the unit holds it: two bits above any place (MAX_SIZE ≤ 14), so removing places never
 * brings it down to one place or none, and a removal there needs no test of whether the unit holds the digit.
 */
const PLACED_POS = 0xc000;
// The queue packs a single as cell << 4 | digit and PLACED_POS sits above 14 places: both need MAX_SIZE ≤ 14.
if (MAX_SIZE > 14) throw new Error('singles-run: PLACED_POS and the cell << 4 | digit queue need MAX_SIZE <= 14');

/** What following singles from an assumption ran into, and how many singles it placed on the way. */
export interface Contradiction {
  why: Why;
  singles: number;
}

/** 32-bit words of a candidate set (cell*MAX_SIZE + digit-1) and of a cell set, as RunRecord keeps them. */
export const GONE_WORDS = Math.ceil((MAX_CELLS * MAX_SIZE) / 32);
export const PLACED_WORDS = Math.ceil(MAX_CELLS / 32);
/** A record's bit sets, placed cells then removed candidates, one array (RunRecord.bits). */
export const RECORD_WORDS = PLACED_WORDS + GONE_WORDS;

/**
 * What a run changed, for forcing chains that compare branches (forcing-verity.ts): per cell, the single at which it
 * was placed (0 = the assumption itself) and with which digit, per candidate (cell*MAX_SIZE + digit-1) the single that
 * removed it, and every change in order (cell*10 + digit, placements as that plus 1000). Times are kept in bytes, 729
 * records of them small enough to stay in cache while the verity search reads them across records. The
 * cells placed and the candidates removed are also kept as bit sets (`bits`): what every branch of a cell or unit did
 * is then the AND of its records' sets, 26 words, where most cells and units share nothing; and a time is read only
 * under its bit, so a new run clears the sets and not the times.
 */
export class RunRecord {
  private readonly placed = new Uint8Array(MAX_CELLS);
  private readonly gone = new Uint8Array(MAX_CELLS * MAX_SIZE);
  readonly placedDigit = new Uint8Array(MAX_CELLS);
  /** Each cell placed once and each candidate removed once at most (a run never does either twice): room for all. */
  readonly changes = new Int16Array(MAX_CELLS * (MAX_SIZE + 1));
  count = 0;
  /** Which of `bits`' words are not zero (bit w for word w): a group reads only the words all its branches touched. */
  words = 0;

  /**
   * `bits`: RECORD_WORDS words, the cells placed in this run (bit c%32 of word c>>5), then the candidates removed
   * (bit i%32 of word PLACED_WORDS + i>>5, i = cell*MAX_SIZE + digit-1). The verity search gives every record a slice
   * of one array, so a group's records are read from one place in memory.
   */
  constructor(readonly bits = new Int32Array(RECORD_WORDS)) {}

  reset(): void {
    this.bits.fill(0);
    this.count = 0;
    this.words = 0;
  }

  /** Records that `cell` was placed with `digit` at single `t` (0 … MAX_CELLS: a run places at most MAX_CELLS). */
  notePlaced(cell: number, digit: number, t: number): void {
    this.placed[cell] = t;
    this.placedDigit[cell] = digit;
    this.bits[cell >>> 5] |= 1 << (cell & 31);
    this.words |= 1 << (cell >>> 5);
    this.changes[this.count++] = 1000 + cell * 10 + digit;
  }

  /** Records that `digit` left `cell` at single `t`. */
  noteGone(cell: number, digit: number, t: number): void {
    const i = cell * MAX_SIZE + digit - 1;
    this.gone[i] = t;
    this.bits[PLACED_WORDS + (i >>> 5)] |= 1 << (i & 31);
    this.words |= 1 << (PLACED_WORDS + (i >>> 5));
    this.changes[this.count++] = cell * 10 + digit;
  }

  /** The single at which `cell` was placed in this run, or -1. */
  placedAt(cell: number): number {
    return this.bits[cell >>> 5] & (1 << (cell & 31)) ? this.placed[cell] : -1;
  }

  /** The single at which `digit` left `cell` in this run, or -1. */
  goneAt(cell: number, digit: number): number {
    const i = cell * MAX_SIZE + digit - 1;
    return this.bits[PLACED_WORDS + (i >>> 5)] & (1 << (i & 31)) ? this.gone[i] : -1;
  }
}

/**
 * Singles from assumptions on one state. Its buffers are sized for the largest grid (shape.ts), indexed the same at
 * every shape (a unit's digit at u*MAX_SIZE + d-1), and it reads the grid's units and peers from the grid's shape.
 */
export class SinglesRun {
  /**
   * The state a run changes, one buffer of views (cands, values, placed, pos, in that order), so that a run starts
   * from the base state with one copy: `base` holds the state every assume() starts from, in the same layout.
   */
  private readonly state = new Uint16Array(STATE_WORDS);
  private readonly base = new Uint16Array(STATE_WORDS);
  private readonly baseCands = this.base.subarray(CANDS_AT, VALUES_AT);
  private readonly baseValues = this.base.subarray(VALUES_AT, PLACED_AT);
  private readonly basePlaced = this.base.subarray(PLACED_AT, POS_AT);
  private readonly basePos = this.base.subarray(POS_AT, STATE_WORDS);
  private readonly basePlanes = new Int32Array((MAX_SIZE + 1) * 3);
  private readonly cands = this.state.subarray(CANDS_AT, VALUES_AT);
  private readonly values = this.state.subarray(VALUES_AT, PLACED_AT);
  /** placed[u]: the digits unit u holds. */
  private readonly placed = this.state.subarray(PLACED_AT, POS_AT);
  /**
   * pos[u*MAX_SIZE+d-1]: the cells of unit u that may still hold d, as bits of their places in the unit (the shape's
   * unitPosBit), so a digit down to one place names its cell without a scan of the unit; PLACED_POS once u holds d.
   */
  private readonly pos = this.state.subarray(POS_AT, STATE_WORDS);
  /**
   * planes[d*3 ..]: the empty cells that may still hold d, as a cell set (bitset.ts). A placement visits only the
   * peers that hold its digit (a few of the 20), in ascending cell order as the peer list has them.
   */
  private readonly planes = new Int32Array((MAX_SIZE + 1) * 3);
  /**
   * Queued singles as cell<<4 | digit: a cell is queued once when it comes down to one candidate, and a unit's digit
   * once when it comes down to one place (three units per cell, as many digits as cells in a unit), so four per cell
   * is room enough.
   */
  private readonly queue = new Int32Array(4 * MAX_CELLS);
  /** The grid's shape (shape.ts): cells per unit, a cell's units, its peers. */
  private size = 0;
  private cellUnits: Uint8Array = EMPTY_BYTES;
  private unitCells: Uint8Array = EMPTY_BYTES;
  private unitPosBit: Uint16Array = new Uint16Array(0);
  private peerBits: Int32Array = new Int32Array(0);
  /**
   * Follows a single only where it comes from one removal: a cell that had two candidates, or a digit that had two
   * places in a unit (a strong link), as a forcing chain does; without it, any single is followed, also one that needs
   * several removals first, as a forcing net does.
   */
  private linksOnly = false;
  private head = 0;
  private tail = 0;
  private why: Why = { kind: 'no-candidate', cell: 0 };
  /** Where the current run records its changes (assume()'s `record`), and the single being placed. */
  private rec: RunRecord | null = null;
  private now = 0;
  /**
   * After assume(): whether the run came to its end (a contradiction, or no single left to place) within its limit
   * without passing over a single that needed several removals (linksOnly). Such a run is exactly what a run without
   * linksOnly does from the same assumption, to the same end (forcing.ts reuses it for the forcing nets).
   */
  linksSufficed = false;

  /** After assume(): the singles it placed, up to its contradiction or its end. */
  get singles(): number {
    return this.now;
  }

  /**
   * Takes `b`'s state as the one every assume() starts from; `linksOnly` follows strong links only (the field's note).
   */
  constructor(b: CandidateGrid, linksOnly = false) {
    this.load(b, linksOnly);
  }

  /**
   * Takes `b`'s state as the one every assume() starts from, as a new run would (the forcing search keeps one run per
   * kind and loads each state into it: no buffers allocated per state).
   */
  load(b: CandidateGrid, linksOnly = this.linksOnly): this {
    const { size, cellCount, unitCount, cellUnits, unitCells, peerBits, unitPosBit } = b.shape;
    this.linksOnly = linksOnly;
    this.size = size;
    this.cellUnits = cellUnits;
    this.unitCells = unitCells;
    this.unitPosBit = unitPosBit;
    this.peerBits = peerBits;
    this.baseValues.set(b.values);
    this.baseCands.set(b.cands);
    const basePlanes = this.basePlanes;
    const basePos = this.basePos;
    const basePlaced = this.basePlaced;
    basePlanes.fill(0);
    basePos.fill(0);
    basePlaced.fill(0);
    for (let c = 0; c < cellCount; c++) {
      const v = b.values[c];
      const all = b.cands[c];
      if (v === 0)
        for (let m = all; m !== 0; m &= m - 1)
          basePlanes[(32 - Math.clz32(m & -m)) * 3 + ((c / WORD_BITS) | 0)] |= 1 << (c % WORD_BITS);
      for (let k = 0; k < 3; k++) {
        const u = cellUnits[c * 3 + k];
        if (v !== 0) basePlaced[u] |= 1 << (v - 1);
        const posBit = unitPosBit[c * 3 + k];
        for (let m = all; m !== 0; m &= m - 1) basePos[u * MAX_SIZE + 31 - Math.clz32(m & -m)] |= posBit;
      }
    }
    for (let u = 0; u < unitCount; u++)
      for (let m = basePlaced[u]; m !== 0; m &= m - 1) basePos[u * MAX_SIZE + 31 - Math.clz32(m & -m)] = PLACED_POS;
    return this;
  }

  /**
   * Places `digit` in `cell` and follows singles until a contradiction, or until more than `limit` singles have been
   * placed; returns the contradiction, or null when there is none (within the limit). With `record`, what the run
   * changed is written there.
   */
  assume(cell: number, digit: number, limit: number, record: RunRecord | null = null): Contradiction | null {
    this.rec = record;
    record?.reset();
    this.now = 0;
    this.linksSufficed = true;
    this.state.set(this.base);
    this.planes.set(this.basePlanes);
    this.head = 0;
    this.tail = 0;
    if (!this.place(cell, digit)) return { why: this.why, singles: 0 };
    let singles = 0;
    while (this.head < this.tail) {
      const item = this.queue[this.head++];
      const c = item >>> 4;
      const d = item & 15;
      // Already placed, or the digit left it since (that emptied a cell or a unit, which was reported then).
      if (this.values[c] !== 0 || (this.cands[c] & (1 << (d - 1))) === 0) continue;
      if (++singles > limit) {
        this.linksSufficed = false; // cut short: the end is not known
        return null;
      }
      this.now = singles;
      if (!this.place(c, d)) return { why: this.why, singles };
    }
    return null;
  }

  /** Places d in c; false (with `why`) when that leaves a cell without candidates or a digit without a place. */
  private place(c: number, d: number): boolean {
    const bit = 1 << (d - 1);
    const cands = this.cands;
    const planes = this.planes;
    const all = cands[c];
    const others = all & ~bit;
    this.values[c] = d;
    const cellWord = (c / WORD_BITS) | 0;
    const cellBit = 1 << (c - cellWord * WORD_BITS);
    for (let m = all; m !== 0; m &= m - 1) planes[(32 - Math.clz32(m & -m)) * 3 + cellWord] &= ~cellBit;
    cands[c] = 0;
    const rec = this.rec;
    const now = this.now;
    // The digits are taken lowest first, in the order every list of them has (candidates.ts' MASK_DIGITS).
    if (rec !== null) {
      rec.notePlaced(c, d, now);
      for (let m = others; m !== 0; m &= m - 1) rec.noteGone(c, 32 - Math.clz32(m & -m), now);
    }
    const cellUnits = this.cellUnits;
    const placed = this.placed;
    const pos = this.pos;
    for (let k = c * 3, end = k + 3; k < end; k++) {
      const u = cellUnits[k];
      if (placed[u] & bit) return this.fail({ kind: 'twice', unit: u, digit: d });
      placed[u] |= bit;
      pos[u * MAX_SIZE + d - 1] = PLACED_POS;
    }
    for (let m = others; m !== 0; m &= m - 1) if (!this.lose(c, 32 - Math.clz32(m & -m))) return false;
    // The peers still holding d, ascending: the same cells in the same order as a walk over the peer list that skips
    // the others, without touching them.
    const peerBits = this.peerBits;
    const linksOnly = this.linksOnly;
    const baseCands = this.baseCands;
    for (let w = 0; w < 3; w++) {
      let bits = peerBits[c * 3 + w] & planes[d * 3 + w];
      if (bits === 0) continue;
      planes[d * 3 + w] &= ~bits;
      for (; bits !== 0; bits &= bits - 1) {
        const p = w * WORD_BITS + 31 - Math.clz32(bits & -bits);
        const left = (cands[p] &= ~bit);
        if (rec !== null) rec.noteGone(p, d, now);
        if ((left & (left - 1)) === 0) {
          if (left === 0) return this.fail({ kind: 'no-candidate', cell: p });
          if (!linksOnly || POPCOUNT[baseCands[p]] === 2) this.queue[this.tail++] = (p << 4) | (32 - Math.clz32(left));
          else this.linksSufficed = false;
        }
        if (!this.lose(p, d)) return false;
      }
    }
    return true;
  }

  /** Cell c can no longer hold e: its units have one place fewer for e. */
  private lose(c: number, e: number): boolean {
    const cellUnits = this.cellUnits;
    const pos = this.pos;
    const unitPosBit = this.unitPosBit;
    for (let k = c * 3, end = k + 3; k < end; k++) {
      const u = cellUnits[k];
      const at = u * MAX_SIZE + e - 1;
      // A unit that holds e keeps PLACED_POS's two high bits: never down to one place or none.
      const left = (pos[at] &= ~unitPosBit[k]);
      if ((left & (left - 1)) !== 0) continue;
      if (left === 0) return this.fail({ kind: 'no-place', unit: u, digit: e });
      if (!this.linksOnly || POPCOUNT[this.basePos[at]] === 2)
        this.queue[this.tail++] = (this.unitCells[u * this.size + 31 - Math.clz32(left)] << 4) | e;
      else this.linksSufficed = false;
    }
    return true;
  }

  private fail(why: Why): false {
    this.why = why;
    return false;
  }
}
