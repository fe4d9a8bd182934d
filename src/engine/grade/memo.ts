/**
 * The grader's one cache, keyed by the candidate grid's version: what each technique already found empty, so grading
 * does not search the same ground again after every step, and answers one finder computes for several slots (the four
 * unique rectangle types share one pass over the rectangles).
 *
 * Many finders are a loop over independent parts: a digit (fish, colouring, X-chains, locked candidates: each looks
 * only at that digit's candidates) or a unit (naked and hidden subsets: each looks only at that unit's cells). When a
 * finder returns null, the memo keeps a snapshot of the candidates; next time, a part whose inputs are unchanged
 * since that snapshot would give null again, so the finder skips it. The easiest-step order is untouched: a finder
 * still answers exactly what it would have answered, only faster.
 *
 * Grading only ever removes candidates, and that allows more: a pattern (a fish's base, a pair or wing of almost
 * locked sets, a Turbot fish's strong links) resting only on cells or units that did not change was there at the
 * snapshot too, and what it would remove has only shrunk since, so it still removes nothing. `Dirty` says per digit
 * which units changed and which cells changed, and whether only removals happened (`shrunk`); finders skip such
 * patterns then (test/engine/grade-memo.test.ts replays grades against a search without memory).
 */
import { POPCOUNT, type CandidateGrid } from './candidates.ts';
import { BIT, WORD, WORD_BITS, WORD_MASK } from './bitset.ts';
import { MAX_CELLS, MAX_SIZE } from './shape.ts';

/** The parts of a candidate grid that changed since a finder last came back empty: 9-bit digit mask and 27-bit unit mask. */
export interface Dirty {
  digits: number;
  units: number;
  /**
   * Per digit d (index d, 1…size), the units where d's candidates changed. Together with `shrunk` it lets a finder
   * whose step is a pattern on some units of one digit skip every pattern on clean units: see `shrunk`.
   */
  digitUnits: Int32Array;
  /**
   * True when candidates were only removed since the finder last found nothing (grading only removes them; a player's
   * notes may add some). Then a pattern lying on units clean for its digit was there already, and what it would
   * remove elsewhere can only have shrunk since: it still removes nothing, and a finder may skip it without changing
   * which step it finds first.
   */
  shrunk: boolean;
  /** The cells whose candidates changed, as a cell set (three 27-bit words: bitset.ts). */
  cells: Int32Array;
}

/**
 * Whether a cell that changed (dirty.cells) has exactly two candidates now. A finder whose patterns lie on bivalue
 * cells alone (XY-wings, XY-chains) finds nothing new after removals only unless this holds: every such pattern was
 * there when it last found nothing.
 */
export function changedCellBivalue(b: CandidateGrid, dirty: Dirty): boolean {
  const cells = dirty.cells;
  for (let w = 0; w < 3; w++)
    for (let bits = cells[w]; bits !== 0; bits &= bits - 1)
      if (POPCOUNT[b.cands[w * WORD_BITS + 31 - Math.clz32(bits & -bits)]] === 2) return true;
  return false;
}

/**
 * A value shared between finders for one candidate state (module-level, one per kind of answer). It holds the answer
 * itself with the memo and generation it belongs to, so a lookup is two comparisons and needs no cast.
 */
export class StateKey<T> {
  memo: SearchMemo | null = null;
  generation = -1;
  value: T | undefined = undefined;
  constructor(readonly name: string) {}
}

/** Everything changed: a finder without memory searches every part. */
export const ALL_DIRTY: Readonly<Dirty> = {
  digits: 0x1ff,
  units: 0x7ffffff,
  digitUnits: new Int32Array(MAX_SIZE + 1).fill(-1),
  shrunk: false,
  cells: new Int32Array(3).fill(WORD_MASK),
};

interface Snapshot {
  cands: Uint16Array;
  /** Dirty parts of the current grid relative to this snapshot, valid while `generation` is the memo's. */
  dirty: Dirty;
  generation: number;
  /** Slots holding this snapshot; at 0 it goes back to the pool (a grade takes one on almost every step). */
  refs: number;
}

/**
 * Finders are named by their slot (their index in the search order), so the per-step bookkeeping is array reads, not
 * string-keyed map lookups: it runs for every finder but the singles (search.ts: they skip the memo) on every step.
 */
/**
 * Snapshots no finder holds, shared by every memo: grading makes a memo per puzzle, and each took a few new snapshots
 * (typed arrays) before this pool outlived it (issue 31: 2.8 KB per graded puzzle). A memo hands its snapshots back
 * with release(); one never released keeps its own, as garbage.
 */
const SPARE: Snapshot[] = [];

/**
 * A snapshot for the pool to lack: a function of its own, so that its object literal and typed arrays, made a few
 * times per batch, are not compiled into findStep's loop with the rest of foundNothing (issue 31).
 */
function newSnapshot(): Snapshot {
  return {
    // Room for any grid shape the grader takes (set() copies the grid's cells to the front).
    cands: new Uint16Array(MAX_CELLS),
    dirty: {
      digits: 0,
      units: 0,
      digitUnits: new Int32Array(MAX_SIZE + 1),
      shrunk: true,
      cells: new Int32Array(3),
    },
    generation: 0,
    refs: 0,
  };
}

export class SearchMemo {
  private readonly emptyAt: (Snapshot | undefined)[] = [];
  private current: Snapshot | null = null;
  private grid: CandidateGrid | null = null;
  /** The grid's version begin() last saw: the state every per-state answer below belongs to. */
  private version = -1;
  /** Bumped when the state changes: a snapshot's cached `dirty` is stale once its generation differs. */
  private generation = 0;

  /** Starts a search on `b`'s current state; a search again on the same state keeps what was learnt about it. */
  begin(b: CandidateGrid): void {
    if (this.grid === b && this.version === b.version) return;
    this.grid = b;
    this.version = b.version;
    this.current = null;
    this.generation++;
  }

  /** The value under `key` for the current state, computed on first use (begin() forgets it when the state changes). */
  perState<T>(key: StateKey<T>, compute: () => T): T {
    if (key.memo === this && key.generation === this.generation && key.value !== undefined) return key.value;
    const value = compute();
    key.memo = this;
    key.generation = this.generation;
    key.value = value;
    return value;
  }

  /** What changed for the finder in `slot` since it last found nothing (everything, when it never did). */
  dirtyFor(slot: number): Dirty {
    const snap = this.emptyAt[slot];
    const b = this.grid;
    if (!snap || !b) return ALL_DIRTY;
    if (snap.generation === this.generation) return snap.dirty;
    let digits = 0;
    let units = 0;
    let grown = 0;
    const now = b.cands;
    const then = snap.cands;
    const cellUnits = b.shape.cellUnits;
    const digitUnits = snap.dirty.digitUnits;
    digitUnits.fill(0);
    const cells = snap.dirty.cells;
    cells.fill(0);
    for (let c = 0, n = now.length; c < n; c++) {
      const x = now[c] ^ then[c];
      if (x === 0) continue;
      digits |= x;
      grown |= x & now[c];
      const cellMask = (1 << cellUnits[c * 3]) | (1 << cellUnits[c * 3 + 1]) | (1 << cellUnits[c * 3 + 2]);
      units |= cellMask;
      for (let m = x; m !== 0; m &= m - 1) digitUnits[32 - Math.clz32(m & -m)] |= cellMask;
      cells[WORD(c)] |= BIT(c);
    }
    snap.dirty.digits = digits;
    snap.dirty.units = units;
    snap.dirty.shrunk = grown === 0;
    snap.generation = this.generation;
    return snap.dirty;
  }

  /** Gives every snapshot back to the shared pool: for the memo's owner once done with it (it forgets everything). */
  release(): void {
    for (let slot = 0; slot < this.emptyAt.length; slot++) {
      const snap = this.emptyAt[slot];
      if (snap && --snap.refs === 0) SPARE.push(snap);
      this.emptyAt[slot] = undefined;
    }
    this.current = null;
    this.grid = null;
    this.version = -1;
    this.generation++;
  }

  /** The finder in `slot` found nothing on the current state. */
  foundNothing(slot: number): void {
    if (!this.grid) return;
    let snap = this.current;
    if (!snap) {
      snap = SPARE.pop() ?? newSnapshot();
      snap.cands.set(this.grid.cands);
      snap.dirty.digits = 0;
      snap.dirty.units = 0;
      snap.dirty.digitUnits.fill(0);
      snap.dirty.shrunk = true;
      snap.dirty.cells.fill(0);
      snap.generation = this.generation;
      this.current = snap;
    }
    const old = this.emptyAt[slot];
    if (old === snap) return;
    if (old && --old.refs === 0) SPARE.push(old);
    snap.refs++;
    this.emptyAt[slot] = snap;
  }
}
