/**
 * Constraint propagation for the variant solver, driven by work queues: a cell whose candidates change queues only
 * what it can affect (its units, its cages, its non-consecutive neighbours; its peers once it holds one digit), and
 * the queues are drained until nothing changes. The rules applied:
 * - a placed digit leaves its peers;
 * - non-consecutive: a digit v leaves a neighbour when every candidate of the cell is v-1, v or v+1;
 * - each unit holds every digit (else a contradiction), a digit with one place in a unit goes there (hidden single),
 *   and a digit of a unit found only where it crosses another unit leaves the rest of that other unit;
 * - each cage holds one of the digit combinations that make its sum (cage-combos.ts): digits no combination that
 *   fits the cells offers leave it; a digit every such combination needs goes in its one place, or leaves every cell
 *   that sees all its places.
 * Candidates are bitmasks (bit d-1 for digit d); a cell at 0 is a contradiction.
 */
import { cageCombos } from './cage-combos.ts';
import type { SolverTables } from './solver-tables.ts';

/** Bits set in a mask of up to 16 digits, by arithmetic (a 64 KB table misses the cache on 16-digit masks). */
export const bitCount = (mask: number): number => {
  let x = mask - ((mask >> 1) & 0x5555);
  x = (x & 0x3333) + ((x >> 2) & 0x3333);
  x = (x + (x >> 4)) & 0x0f0f;
  return (x + (x >> 8)) & 0x1f;
};

/** The index of a mask's lowest set bit (digit - 1). */
export const lowestIndex = (mask: number): number => 31 - Math.clz32(mask & -mask);

/** Items (0…capacity-1) waiting to be looked at, each at most once at a time; taken first in, first out (a unit
 * queued early is looked at before later ones re-queue it: 1.1–1.2× faster than last in, first out, same nodes). */
class WorkQueue {
  private readonly items: Int32Array;
  private readonly queued: Uint8Array;
  private head = 0;
  private tail = 0;
  /** Items waiting. */
  top = 0;

  constructor(private readonly capacity: number) {
    this.items = new Int32Array(capacity);
    this.queued = new Uint8Array(capacity);
  }

  add(item: number): void {
    if (this.queued[item]) return;
    this.queued[item] = 1;
    this.items[this.tail] = item;
    if (++this.tail === this.capacity) this.tail = 0;
    this.top++;
  }

  /** The next item (call only while top > 0). */
  take(): number {
    const item = this.items[this.head];
    if (++this.head === this.capacity) this.head = 0;
    this.top--;
    this.queued[item] = 0;
    return item;
  }

  clear(): void {
    while (this.top) this.take();
    this.head = this.tail = 0;
  }
}

export class Propagator {
  /** Cells down to one candidate, whose digit is still to leave their peers (a cell may come twice: harmless). */
  private readonly singles: Int32Array;
  private singleTop = 0;
  private readonly units: WorkQueue;
  private readonly cages: WorkQueue;
  /** Cells whose non-consecutive neighbours are to be looked at. */
  private readonly neighbours: WorkQueue;
  /** A cage's open cells while it is looked at. */
  private readonly open: Int32Array;
  /** A unit's pieces' candidates under one partition, while it is looked at. */
  private readonly pieces: Int32Array;
  /**
   * Per unit, the most cells it shares with another unit (a piece of a partition or a crossing), when 4 or fewer,
   * else 0: a digit with more places than that cannot be locked in a piece, so when every open digit of the unit has
   * more, the locked-candidates work is skipped (most of the time early in a 16×16 search).
   */
  private readonly lockLimit: Uint8Array;
  /** The current run's record of locked digits already dealt with, per segment (see run). */
  private applied: Uint16Array = new Uint16Array(0);
  /** Where the record's digits placed per unit start (after one entry per segment). */
  private readonly placedAt: number;
  /**
   * Per queued unit, the digits its cells lost since it was last looked at: only those can have become locked in a
   * piece (a digit's places in the unit are what locks it), so the locked-candidates step looks at those only.
   */
  private readonly lost: Int32Array;
  /** Whether the rules have sum cages or non-consecutive neighbours (most grids have neither: one test spared). */
  private readonly hasExtras: boolean;
  /** The cells that see every place of a digit, while they are worked out. */
  private readonly seeAll: Uint32Array;
  /**
   * Whether to look for pairs (see pairs): on grids of more than 9 digits. On 9×9 they hardly shrink the search (X
   * and jigsaw 9×9 sets: 3 % fewer nodes) and the extra read made those solves slower.
   */
  private readonly pairsPay: boolean;
  /**
   * Per unit, 1 when one of its cells has come down to two candidates since its pairs were last looked for (left set
   * after a contradiction: at worst one look too many).
   */
  private readonly newTwo: Uint8Array;
  /** While a unit's pairs are looked for: its cells with two candidates so far, and those candidates. */
  private readonly nakedCells: Int32Array;
  private readonly twoCandidates: Int32Array;
  /** …and its cells with two or more digits that have two places in it, and those digits. */
  private readonly twoPlaceCells: Int32Array;
  private readonly twoPlaceDigits: Int32Array;

  constructor(private readonly t: SolverTables) {
    const units = t.unitStart.length - 1;
    const cages = t.cageStart.length - 1;
    this.singles = new Int32Array(t.cellCount);
    this.units = new WorkQueue(units);
    this.cages = new WorkQueue(cages);
    this.neighbours = new WorkQueue(t.cellCount);
    this.open = new Int32Array(t.cellCount);
    this.seeAll = new Uint32Array(t.words);
    this.pairsPay = t.size > 9;
    this.newTwo = new Uint8Array(units);
    this.nakedCells = new Int32Array(t.size);
    this.twoCandidates = new Int32Array(t.size);
    this.twoPlaceCells = new Int32Array(t.size);
    this.twoPlaceDigits = new Int32Array(t.size);
    this.pieces = new Int32Array(t.cellCount);
    this.lockLimit = lockLimits(t);
    this.lost = new Int32Array(units);
    this.hasExtras = cages > 0 || t.neighbourList.length > 0;
    this.placedAt = t.segMirror.length;
  }

  /** Queues everything: for the first propagation of a puzzle. */
  touchAll(cand: Uint16Array): void {
    for (let cell = 0; cell < cand.length; cell++) this.touched(cand, cell, this.t.allDigits);
  }

  /** Queues what a change to `cell`'s candidates (`lost`: the digits it lost) can affect. */
  touched(cand: Uint16Array, cell: number, lost: number): void {
    const t = this.t;
    const mask = cand[cell];
    const rest = mask & (mask - 1);
    if (!rest) this.singles[this.singleTop++] = cell;
    for (let i = t.cellUnitStart[cell], end = t.cellUnitStart[cell + 1]; i < end; i++) {
      const unit = t.cellUnitList[i];
      this.units.add(unit);
      this.lost[unit] |= lost;
    }
    // Down to two candidates: a naked pair may have formed in its units.
    if (this.pairsPay && rest && !(rest & (rest - 1)))
      for (let i = t.cellUnitStart[cell], end = t.cellUnitStart[cell + 1]; i < end; i++)
        this.newTwo[t.cellUnitList[i]] = 1;
    if (this.hasExtras) {
      for (let i = t.cellCageStart[cell], end = t.cellCageStart[cell + 1]; i < end; i++)
        this.cages.add(t.cellCageList[i]);
      if (t.neighbourStart[cell] !== t.neighbourStart[cell + 1]) this.neighbours.add(cell);
    }
  }

  /**
   * Drains the queues; false on a contradiction (the queues are emptied either way). `applied` (one entry per
   * segment, see SolverTables.segMirror): per segment, the digits already confined to it whose locked-candidates
   * step is done; kept with the candidates (it holds for every narrower state) and added to here.
   */
  run(cand: Uint16Array, record: Uint16Array): boolean {
    const applied = record;
    this.applied = applied;
    const ok = this.drain(cand);
    if (!ok) this.clear();
    return ok;
  }

  private clear(): void {
    this.singleTop = 0;
    this.units.clear();
    this.cages.clear();
    this.neighbours.clear();
    this.lost.fill(0);
  }

  /** Candidates of `cell` cut to `mask` when that removes some; false when none are left. */
  private narrow(cand: Uint16Array, cell: number, mask: number): boolean {
    const was = cand[cell];
    const now = was & mask;
    if (now === was) return true;
    if (!now) return false;
    cand[cell] = now;
    this.touched(cand, cell, was & ~now);
    return true;
  }

  private drain(cand: Uint16Array): boolean {
    const t = this.t;
    for (;;) {
      if (this.singleTop) {
        const cell = this.singles[--this.singleTop];
        const mask = cand[cell];
        if (!mask) return false;
        const keep = ~mask;
        for (let i = t.peerStart[cell], end = t.peerStart[cell + 1]; i < end; i++) {
          const peer = t.peerList[i];
          if (cand[peer] & mask && !this.narrow(cand, peer, keep)) return false;
        }
        const placed = this.placedAt;
        for (let i = t.cellUnitStart[cell], end = t.cellUnitStart[cell + 1]; i < end; i++)
          this.applied[placed + t.cellUnitList[i]] |= mask;
      } else if (this.neighbours.top) {
        if (!this.nonConsecutive(cand, this.neighbours.take())) return false;
      } else if (this.units.top) {
        const unit = this.units.take();
        // A unit whose cells lost only digits it has placed (a placed digit leaving its peers) has nothing new.
        if (!(this.lost[unit] & ~this.applied[this.placedAt + unit])) this.lost[unit] = 0;
        else if (!this.unit(cand, unit)) return false;
      } else if (this.cages.top) {
        if (!this.cage(cand, this.cages.take())) return false;
      } else return true;
    }
  }

  /** Non-consecutive: a neighbour loses each v with the cell's candidates all within v-1…v+1. */
  private nonConsecutive(cand: Uint16Array, cell: number): boolean {
    const t = this.t;
    const mask = cand[cell];
    const low = lowestIndex(mask);
    const high = 31 - Math.clz32(mask);
    if (high - low > 2) return true;
    // v-1 ≤ low and v+1 ≥ high: v from high-1 to low+1, within the grid's digits.
    const from = Math.max(high - 1, 0);
    const to = low + 1;
    const forbidden = ((1 << (to + 1)) - (1 << from)) & t.allDigits;
    const keep = ~forbidden;
    for (let i = t.neighbourStart[cell], end = t.neighbourStart[cell + 1]; i < end; i++)
      if (!this.narrow(cand, t.neighbourList[i], keep)) return false;
    return true;
  }

  private unit(cand: Uint16Array, unit: number): boolean {
    const t = this.t;
    const cells = t.unitCells;
    const start = t.unitStart[unit];
    const end = t.unitStart[unit + 1];
    let once = 0;
    let twice = 0;
    let thrice = 0;
    let four = 0;
    let five = 0;
    let fixed = 0;
    // Taken now: what this look narrows in the unit is the next look's.
    const lost = this.lost[unit];
    this.lost[unit] = 0;
    for (let i = start; i < end; i++) {
      const mask = cand[cells[i]];
      five |= four & mask;
      four |= thrice & mask;
      thrice |= twice & mask;
      twice |= once & mask;
      once |= mask;
      fixed |= mask & (((mask & (mask - 1)) - 1) >> 31);
    }
    if (once !== t.allDigits) return false;
    if (fixed === t.allDigits) return true;
    const hidden = once & ~twice & ~fixed;
    if (hidden) {
      for (let i = start; i < end; i++) {
        const cell = cells[i];
        const only = cand[cell] & hidden;
        if (!only) continue;
        if (only & (only - 1)) return false; // two digits that each have only this cell
        if (!this.narrow(cand, cell, only)) return false;
      }
    }
    // A pair can be new only when a cell came down to two candidates (naked) or a digit to two places (hidden: one
    // that lost a place) since the last look.
    if (this.pairsPay) {
      // With n open cells a naked pair is a hidden (n-2)-subset of the others: at n = 4 the hidden pair finds it, and
      // at n = 3 either pair leaves a hidden single, found above.
      const open = t.size - bitCount(fixed);
      const twoPlaces = twice & ~thrice & ~fixed;
      const hiddenNew = open > 3 && twoPlaces & lost && twoPlaces & (twoPlaces - 1) ? twoPlaces : 0;
      // A naked pair removes something only when one of its digits has a third place.
      const nakedNew = open > 4 && this.newTwo[unit] === 1 ? thrice & ~fixed : 0;
      this.newTwo[unit] = 0;
      if ((nakedNew || hiddenNew) && !this.pairs(cand, start, end, nakedNew, hiddenNew)) return false;
    }
    // Digits that could be newly locked: lost from some cell since the last look, open, in 2 or more places, and no
    // more than fit in the largest piece.
    let lockable = twice & ~fixed & lost;
    const limit = this.lockLimit[unit];
    if (limit) lockable &= ~(limit === 2 ? thrice : limit === 3 ? four : five);
    if (!lockable) return true;
    // Locked candidates: a digit this unit keeps only where it crosses another leaves the rest of the other. First
    // the units of a family that tiles the grid, piece by piece (a digit in one piece only); then the others.
    const pieces = this.pieces;
    const applied = this.applied;
    for (let p = t.partStart[unit], lastPart = t.partStart[unit + 1]; p < lastPart; p++) {
      const first = t.partSegStart[p];
      const last = t.partSegStart[p + 1];
      // A digit locked in a piece of this partition before stays so: when that is every lockable digit, skip it.
      let done = 0;
      for (let s = first; s < last; s++) done |= applied[s];
      const wanted = lockable & ~done;
      if (!wanted) continue;
      let seen = 0;
      let again = 0;
      for (let s = first; s < last; s++) {
        let piece = 0;
        for (let i = t.segCellStart[s], stop = t.segCellStart[s + 1]; i < stop; i++) piece |= cand[t.segCells[i]];
        pieces[s - first] = piece;
        again |= seen & piece;
        seen |= piece;
        if (!(wanted & ~again)) break; // each wanted digit is in two pieces already: none is locked
      }
      const onePiece = seen & ~again & wanted;
      if (!onePiece) continue;
      for (let s = first; s < last; s++) {
        // Digits locked here before, and the rest of the other unit cleared of them, need no second look.
        const locked = pieces[s - first] & onePiece & ~applied[s];
        if (!locked) continue;
        const keep = ~locked;
        for (let i = t.segTargetStart[s], stop = t.segTargetStart[s + 1]; i < stop; i++)
          if (!this.narrow(cand, t.segTargets[i], keep)) return false;
        applied[s] |= locked;
        const mirror = t.segMirror[s];
        if (mirror >= 0) applied[mirror] |= locked;
        if (
          !this.confined(
            cand,
            pieces[s - first] & (applied[s] | fixed),
            t.segCells,
            t.segCellStart[s],
            t.segCellStart[s + 1],
          )
        )
          return false;
      }
    }
    const bounds = t.crossBounds;
    const crossCells = t.crossCells;
    for (let r = t.crossStart[unit], last = t.crossStart[unit + 1]; r < last; r++) {
      const at = r << 2;
      let shared = 0;
      for (let i = bounds[at], stop = bounds[at + 1]; i < stop; i++) shared |= cand[crossCells[i]];
      if (!(shared & lockable)) continue; // the rest of the unit need not be read
      let rest = 0;
      for (let i = bounds[at + 1], stop = bounds[at + 2]; i < stop; i++) rest |= cand[crossCells[i]];
      const locked = shared & ~rest & lockable;
      if (!locked) continue;
      const keep = ~locked;
      for (let i = bounds[at + 2], stop = bounds[at + 3]; i < stop; i++)
        if (!this.narrow(cand, crossCells[i], keep)) return false;
      if (!this.confined(cand, shared & ~rest, crossCells, bounds[at], bounds[at + 1])) return false;
    }
    return true;
  }

  /**
   * Pairs in the unit unitCells[start…end): two cells holding only the same two digits (a naked pair) leave those
   * digits to them, and two digits whose only places are the same two cells (a hidden pair: `twoPlaces` are the digits
   * with two places; 0 when no hidden pair can be new) leave those cells no other digit; three cells for two digits,
   * or three digits for two cells, is a contradiction. `naked`: the digits with a third place, which a new naked pair
   * could remove (0: no naked pair can be new). One pass: each cell is compared with the few before it that had two
   * candidates or two or more such digits. On 120 generated classic 16×16 puzzles pairs cut the search by 45 % (hidden
   * pairs most) for one more read of the unit.
   */
  private pairs(cand: Uint16Array, start: number, end: number, naked: number, twoPlaces: number): boolean {
    const cells = this.t.unitCells;
    const twoCandidates = this.twoCandidates;
    const twoPlaceDigits = this.twoPlaceDigits;
    const twoPlaceCells = this.twoPlaceCells;
    let twos = 0;
    let hidden = 0;
    for (let i = start; i < end; i++) {
      const cell = cells[i];
      const mask = cand[cell];
      const rest = mask & (mask - 1);
      if (mask & naked && rest && !(rest & (rest - 1))) {
        let k = 0;
        while (k < twos && twoCandidates[k] !== mask) k++;
        if (k < twos) {
          // A naked pair: the rest of the unit loses both digits (a third cell with them comes to 0).
          const keep = ~mask;
          const partner = this.nakedCells[k];
          for (let j = start; j < end; j++) {
            const other = cells[j];
            if (other !== cell && other !== partner && cand[other] & mask && !this.narrow(cand, other, keep))
              return false;
          }
        } else {
          this.nakedCells[twos] = cell;
          twoCandidates[twos++] = mask;
        }
      }
      const digits = cand[cell] & twoPlaces;
      if (!(digits & (digits - 1))) continue;
      for (let k = 0; k < hidden; k++) {
        // Digits with two places, both here and in that cell: those are their places.
        const both = twoPlaceDigits[k] & digits;
        const extra = both & (both - 1);
        if (!extra) continue;
        if (extra & (extra - 1)) return false; // three digits for two cells
        if (!this.narrow(cand, cell, both) || !this.narrow(cand, twoPlaceCells[k], both)) return false;
      }
      twoPlaceCells[hidden] = cell;
      twoPlaceDigits[hidden++] = digits;
    }
    return true;
  }

  /**
   * `digits` are confined, within a unit, to the cells `list[from…to)` (a piece it shares with another unit): more
   * of them than cells is a contradiction, and as many as cells leaves those cells no other digit (a hidden subset
   * of the piece). Looked at when locked candidates confine a digit there; the Interactive Sudoku Solver's
   * row/box intersection handler makes the same count. Fewer nodes: 16×16 searches shrank by a quarter.
   */
  private confined(cand: Uint16Array, digits: number, list: ArrayLike<number>, from: number, to: number): boolean {
    const count = bitCount(digits);
    if (count < to - from) return true;
    if (count > to - from) return false;
    for (let i = from; i < to; i++) if (!this.narrow(cand, list[i], digits)) return false;
    return true;
  }

  private cage(cand: Uint16Array, cage: number): boolean {
    const t = this.t;
    const open = this.open;
    let left = t.cageSum[cage];
    let count = 0;
    let union = 0;
    for (let i = t.cageStart[cage], end = t.cageStart[cage + 1]; i < end; i++) {
      const cell = t.cageCells[i];
      const mask = cand[cell];
      if (mask & (mask - 1)) {
        open[count++] = cell;
        union |= mask;
      } else left -= lowestIndex(mask) + 1;
    }
    if (!count) return left === 0;
    const combos = cageCombos(t.size, count, left);
    let allowed = 0;
    let required = t.allDigits;
    for (let k = 0; k < combos.length; k++) {
      const combo = combos[k];
      if (combo & ~union) continue;
      let fits = true;
      for (let j = 0; j < count && fits; j++) fits = (cand[open[j]] & combo) !== 0;
      if (!fits) continue;
      allowed |= combo;
      required &= combo;
    }
    if (!allowed) return false;
    for (let j = 0; j < count; j++) if (!this.narrow(cand, open[j], allowed)) return false;
    // Digits every combination needs: in their one place, or gone from the cells that see all their places.
    for (let digits = required & union; digits; digits &= digits - 1) {
      const digit = digits & -digits;
      if (!this.placeRequired(cand, open, count, digit)) return false;
    }
    return true;
  }

  /** `digit` must go in one of the `count` open cells: there if only one can hold it, else gone from their peers. */
  private placeRequired(cand: Uint16Array, open: Int32Array, count: number, digit: number): boolean {
    const t = this.t;
    const words = t.words;
    const seeAll = this.seeAll;
    let places = 0;
    let only = -1;
    for (let j = 0; j < count; j++) {
      const cell = open[j];
      if (!(cand[cell] & digit)) continue;
      const at = cell * words;
      if (places++ === 0) {
        only = cell;
        for (let w = 0; w < words; w++) seeAll[w] = t.peerBits[at + w];
      } else for (let w = 0; w < words; w++) seeAll[w] &= t.peerBits[at + w];
    }
    if (!places) return false;
    if (places === 1) return this.narrow(cand, only, digit);
    const keep = ~digit;
    for (let w = 0; w < words; w++) {
      for (let bits = seeAll[w]; bits; bits &= bits - 1) {
        const cell = (w << 5) + lowestIndex(bits);
        if (cand[cell] & digit && !this.narrow(cand, cell, keep)) return false;
      }
    }
    return true;
  }
}

/**
 * The length of the record Propagator.run keeps with each search state: per segment, the locked digits dealt with
 * (see SolverTables.segMirror); then per unit, the digits placed in it whose peers are cleared.
 */
export const propagationRecordLength = (t: SolverTables): number => t.segMirror.length + t.unitStart.length - 1;

/** Each unit's lockLimit (see Propagator): its largest piece or crossing, 0 when over 4 (never skipped). */
function lockLimits(t: SolverTables): Uint8Array {
  const units = t.unitStart.length - 1;
  const limits = new Uint8Array(units);
  for (let unit = 0; unit < units; unit++) {
    let largest = 0;
    for (let p = t.partStart[unit]; p < t.partStart[unit + 1]; p++)
      for (let s = t.partSegStart[p]; s < t.partSegStart[p + 1]; s++)
        if (t.segTargetStart[s + 1] > t.segTargetStart[s])
          largest = Math.max(largest, t.segCellStart[s + 1] - t.segCellStart[s]);
    for (let r = t.crossStart[unit]; r < t.crossStart[unit + 1]; r++)
      largest = Math.max(largest, t.crossBounds[4 * r + 1] - t.crossBounds[4 * r]);
    limits[unit] = largest >= 2 && largest <= 4 ? largest : 0;
  }
  return limits;
}
