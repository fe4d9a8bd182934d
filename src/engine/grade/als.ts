/**
 * ALS-XZ. An almost locked set (ALS) is n cells of one unit holding n+1 digits. Two ALSs A and B with a restricted
 * common digit X (every X of A sees every X of B, so X is in at most one of them) lock the rest of both: then for
 * another common digit Z, one of the Z cells of A ∪ B holds Z, so Z leaves every cell that sees all of them. Two
 * restricted common digits (doubly linked, as HoDoKu finds it) lock both sets entirely: doublyLinkedElims.
 * ALSs are searched up to seven cells (a bivalue cell is the one-cell ALS; HoDoKu finds five-cell ones common).
 *
 * The sets live in flat typed arrays reused by every call (cells, digit mask, and per digit the cells holding it and
 * the cells seeing all of those, as cell sets: bitset.ts), so the pair loop is bit arithmetic without allocation.
 * ALS-XZ and the ALS-XY-wing (als-xy-wing.ts) read the same collection, made once per state of the candidates
 * (memo.ts); a unit whose cells did not change since the previous collection keeps its block of sets (UNIT_FROM). Units,
 * cells and peers are the grid's (its shape, shape.ts): the search is the same at every box geometry.
 */
import { CandidateGrid, MASK_DIGITS, POPCOUNT } from './candidates.ts';
import { BIT, WORD, WORD_BITS, pushCells } from './bitset.ts';
import { MAX_CELLS, MAX_SIZE, MAX_UNITS, type ShapeTables } from './shape.ts';
import { alsLinksOf } from './als-links.ts';
import { ALL_DIRTY, StateKey, type Dirty, type SearchMemo } from './memo.ts';
import { makeStep, type CellSet, type Candidate, type Step } from './step.ts';

const MAX_ALS_SIZE = 7;

/** n choose k. */
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

/** Every subset of 1–7 cells of every unit of the largest grid: an upper bound on the number of ALSs (13,527). */
const MAX_ALS =
  MAX_UNITS * Array.from({ length: MAX_ALS_SIZE }, (_, k) => choose(MAX_SIZE, k + 1)).reduce((x, y) => x + y);

/** Per-digit slots of an ALS (digits 1 … MAX_SIZE; slot 0 unused): HOLD and SEEN's stride, in cell sets. */
export const DIGIT_SLOTS = MAX_SIZE + 1;

/** ALS i: size, digit mask, cells (CELLS[i*7 ..]), cell set (SET[i*3 ..]). */
export const SIZE = new Uint8Array(MAX_ALS);
export const MASK = new Uint16Array(MAX_ALS);
const CELLS = new Uint8Array(MAX_ALS * MAX_ALS_SIZE);
export const SET = new Int32Array(MAX_ALS * 3);
/** Per ALS and digit d: HOLD[(i*DIGIT_SLOTS+d)*3 ..] the cells holding d, SEEN[..] the cells seeing all of them. */
export const HOLD = new Int32Array(MAX_ALS * DIGIT_SLOTS * 3);
export const SEEN = new Int32Array(MAX_ALS * DIGIT_SLOTS * 3);

/** Which collection the tables hold now: a per-state answer is only good while its own collection is still there. */
let filled: object | null = null;
const COLLECTION = new StateKey<{ token: object | null; count: number }>('almost locked sets');

/** Fills the tables with the ALSs of `b` (or finds them already there for this state); returns how many. */
export function alsOf(b: CandidateGrid, memo?: SearchMemo): number {
  const entry = memo ? memo.perState(COLLECTION, () => ({ token: null, count: 0 })) : { token: null, count: 0 };
  if (entry.token === null || entry.token !== filled) {
    entry.count = collectAls(b);
    entry.token = filled = {};
  }
  return entry.count;
}

/**
 * True when the cells (ascending, in unit u) also all lie in an earlier unit, where the same set was already
 * collected: a column's set within one row, a box's set within one row or one column.
 */
function collectedBefore(shape: ShapeTables, u: number, cells: Int32Array, k: number): boolean {
  const { size, cellUnits } = shape;
  if (u < size) return false;
  const row = cellUnits[cells[0] * 3];
  const col = cellUnits[cells[0] * 3 + 1];
  let sameRow = true;
  let sameCol = true;
  for (let i = 1; i < k; i++) {
    if (cellUnits[cells[i] * 3] !== row) sameRow = false;
    if (cellUnits[cells[i] * 3 + 1] !== col) sameCol = false;
  }
  return u < 2 * size ? sameRow : sameRow || sameCol;
}

/**
 * Which fill of the tables they hold now (`current`, counted by collectAls), and the fill whose blocks this one copied
 * (`reusedFrom`, -1 when it copied none): als-links.ts updates that fill's links instead of making them anew.
 */
export const ALS_FILL = { current: 0, reusedFrom: -1 };
/** Per ALS of the current fill, its index in the previous fill when its unit's block was copied from there, else -1. */
export const OLD_INDEX = new Int32Array(MAX_ALS);

// A unit's ALSs depend only on its cells' values and candidates (and the shape). So each fill remembers the grid it
// was made from and where each unit's block of ALSs starts (UNIT_FROM), and the next fill copies the block of every
// unit whose cells are all unchanged from a copy of the tables (PREV_*) instead of searching that unit again: after
// one step most units are unchanged. The order, and so every table, is exactly a full search's.
const UNIT_FROM = new Int32Array(MAX_UNITS + 1);
const PREV_UNIT_FROM = new Int32Array(MAX_UNITS + 1);
const PREV_VALUES = new Uint8Array(MAX_CELLS);
const PREV_CANDS = new Uint16Array(MAX_CELLS);
let prevShape: ShapeTables | null = null;
let prevCount = 0;
/** Copies of the tables' rows 0 .. prevCount-1 while a fill reads them (grown to the largest fill, never shrunk). */
let PREV_SIZE = new Uint8Array(0);
let PREV_MASK = new Uint16Array(0);
let PREV_CELLS = new Uint8Array(0);
let PREV_SET = new Int32Array(0);
let PREV_HOLD = new Int32Array(0);
let PREV_SEEN = new Int32Array(0);
const UNIT_CHANGED = new Uint8Array(MAX_UNITS);
/** Per cell, whether its value or candidates differ from the previous fill's grid (markChangedUnits). */
const CELL_CHANGED = new Uint8Array(MAX_CELLS);

/** Makes the next fill search every unit (for tests: a fill from scratch, to compare with one that copies blocks). */
export function forgetPreviousFill(): void {
  prevShape = null;
}

/** Copies the previous fill's rows aside, so this fill can write over the tables while it copies blocks from them. */
function setPreviousAside(): void {
  const n = prevCount;
  if (PREV_SIZE.length < n) {
    const room = Math.max(n, 2 * PREV_SIZE.length);
    PREV_SIZE = new Uint8Array(room);
    PREV_MASK = new Uint16Array(room);
    PREV_CELLS = new Uint8Array(room * MAX_ALS_SIZE);
    PREV_SET = new Int32Array(room * 3);
    PREV_HOLD = new Int32Array(room * DIGIT_SLOTS * 3);
    PREV_SEEN = new Int32Array(room * DIGIT_SLOTS * 3);
  }
  const per = DIGIT_SLOTS * 3;
  PREV_SIZE.set(SIZE.subarray(0, n));
  PREV_MASK.set(MASK.subarray(0, n));
  PREV_CELLS.set(CELLS.subarray(0, n * MAX_ALS_SIZE));
  PREV_SET.set(SET.subarray(0, n * 3));
  PREV_HOLD.set(HOLD.subarray(0, n * per));
  PREV_SEEN.set(SEEN.subarray(0, n * per));
  PREV_UNIT_FROM.set(UNIT_FROM);
}

/** Copies the previous fill's rows from .. to-1 to rows at `at` onwards. */
function copyRows(from: number, to: number, at: number): void {
  const per = DIGIT_SLOTS * 3;
  SIZE.set(PREV_SIZE.subarray(from, to), at);
  MASK.set(PREV_MASK.subarray(from, to), at);
  CELLS.set(PREV_CELLS.subarray(from * MAX_ALS_SIZE, to * MAX_ALS_SIZE), at * MAX_ALS_SIZE);
  SET.set(PREV_SET.subarray(from * 3, to * 3), at * 3);
  HOLD.set(PREV_HOLD.subarray(from * per, to * per), at * per);
  SEEN.set(PREV_SEEN.subarray(from * per, to * per), at * per);
  for (let k = 0; k < to - from; k++) OLD_INDEX[at + k] = from + k;
}

/**
 * The previous fill's set `o` against the cells cells[0..k-1], as a unit's search meets them (cells ascending, a set
 * before the sets that extend it): negative when `o` comes first, 0 when they are the same cells.
 */
function compareToPrevious(o: number, cells: Int32Array, k: number): number {
  const n = PREV_SIZE[o];
  for (let i = 0; i < n && i < k; i++) {
    const d = PREV_CELLS[o * MAX_ALS_SIZE + i] - cells[i];
    if (d !== 0) return d;
  }
  return n - k;
}

/** Marks in UNIT_CHANGED the units with a cell whose value or candidates differ from the previous fill's grid. */
function markChangedUnits(b: CandidateGrid): void {
  const { cellCount, cellUnits } = b.shape;
  UNIT_CHANGED.fill(0);
  for (let c = 0; c < cellCount; c++) {
    CELL_CHANGED[c] = 0;
    if (b.cands[c] === PREV_CANDS[c] && b.values[c] === PREV_VALUES[c]) continue;
    CELL_CHANGED[c] = 1;
    UNIT_CHANGED[cellUnits[c * 3]] = 1;
    UNIT_CHANGED[cellUnits[c * 3 + 1]] = 1;
    UNIT_CHANGED[cellUnits[c * 3 + 2]] = 1;
  }
}

/**
 * Fills the tables with every ALS of up to MAX_ALS_SIZE cells, each cell set once; returns the count. The order is
 * HoDoKu's (units row, column, box; in each, cell sets depth first: r1c1, r1c1+r1c2, r1c1+r1c2+r1c3, …), because an
 * ALS chain is looked for, as HoDoKu does, only in that order (als-chain.ts). A unit unchanged since the previous
 * fill keeps its block of ALSs (see UNIT_FROM).
 */
function collectAls(b: CandidateGrid): number {
  const shape = b.shape;
  const { size, unitCount, unitCells, peerBits } = shape;
  const reuse = prevShape === shape;
  if (reuse) {
    setPreviousAside();
    markChangedUnits(b);
  }
  let n = 0;
  const open = new Int32Array(size);
  const cells = new Int32Array(MAX_ALS_SIZE);
  let m = 0;
  let u = 0;
  // In a changed unit, the previous fill's block is walked alongside (both are in the same order, cell sets compared
  // as sequences): a set none of whose cells changed was there before, and is the same ALS (OLD_INDEX).
  let old = 0;
  let oldEnd = 0;
  const keep = (k: number, mask: number): void => {
    SIZE[n] = k;
    MASK[n] = mask;
    OLD_INDEX[n] = -1;
    if (old < oldEnd) {
      let same = true;
      for (let i = 0; i < k && same; i++) if (CELL_CHANGED[cells[i]] === 1) same = false;
      if (same) {
        while (old < oldEnd && compareToPrevious(old, cells, k) < 0) old++;
        if (old < oldEnd && compareToPrevious(old, cells, k) === 0) OLD_INDEX[n] = old++;
      }
    }
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    for (let i = 0; i < k; i++) {
      const c = cells[i];
      CELLS[n * MAX_ALS_SIZE + i] = c;
      if (c < WORD_BITS) s0 |= 1 << c;
      else if (c < 2 * WORD_BITS) s1 |= 1 << (c - WORD_BITS);
      else s2 |= 1 << (c - 2 * WORD_BITS);
    }
    SET[n * 3] = s0;
    SET[n * 3 + 1] = s1;
    SET[n * 3 + 2] = s2;
    // The same cells as the previous fill's set, none changed: the same cells hold each digit, seen by the same cells.
    const from = OLD_INDEX[n];
    if (from >= 0) {
      for (let rest = mask; rest !== 0; rest &= rest - 1) {
        const o = (n * DIGIT_SLOTS + 32 - Math.clz32(rest & -rest)) * 3;
        const p = o + (from - n) * DIGIT_SLOTS * 3;
        HOLD[o] = PREV_HOLD[p];
        HOLD[o + 1] = PREV_HOLD[p + 1];
        HOLD[o + 2] = PREV_HOLD[p + 2];
        SEEN[o] = PREV_SEEN[p];
        SEEN[o + 1] = PREV_SEEN[p + 1];
        SEEN[o + 2] = PREV_SEEN[p + 2];
      }
      n++;
      return;
    }
    for (const d of MASK_DIGITS[mask]) {
      const bit = 1 << (d - 1);
      let h0 = 0;
      let h1 = 0;
      let h2 = 0;
      let e0 = -1;
      let e1 = -1;
      let e2 = -1;
      for (let i = 0; i < k; i++) {
        const c = cells[i];
        if ((b.cands[c] & bit) === 0) continue;
        if (c < WORD_BITS) h0 |= 1 << c;
        else if (c < 2 * WORD_BITS) h1 |= 1 << (c - WORD_BITS);
        else h2 |= 1 << (c - 2 * WORD_BITS);
        e0 &= peerBits[c * 3];
        e1 &= peerBits[c * 3 + 1];
        e2 &= peerBits[c * 3 + 2];
      }
      const o = (n * DIGIT_SLOTS + d) * 3;
      HOLD[o] = h0;
      HOLD[o + 1] = h1;
      HOLD[o + 2] = h2;
      SEEN[o] = e0;
      SEEN[o + 1] = e1;
      SEEN[o + 2] = e2;
    }
    n++;
  };
  // Extends the k cells chosen so far (digits `mask`) by each later open cell in turn, depth first.
  const extend = (k: number, from: number, mask: number): void => {
    for (let i = from; i < m; i++) {
      const next = mask | b.cands[(cells[k] = open[i])];
      if (POPCOUNT[next] === k + 2 && !collectedBefore(shape, u, cells, k + 1)) keep(k + 1, next);
      if (k + 1 < Math.min(MAX_ALS_SIZE, m - 1)) extend(k + 1, i + 1, next);
    }
  };
  for (u = 0; u < unitCount; u++) {
    UNIT_FROM[u] = n;
    if (reuse && UNIT_CHANGED[u] === 0) {
      const from = PREV_UNIT_FROM[u];
      const to = PREV_UNIT_FROM[u + 1];
      copyRows(from, to, n);
      n += to - from;
      continue;
    }
    old = reuse ? PREV_UNIT_FROM[u] : 0;
    oldEnd = reuse ? PREV_UNIT_FROM[u + 1] : 0;
    m = 0;
    for (let i = u * size; i < u * size + size; i++) if (b.values[unitCells[i]] === 0) open[m++] = unitCells[i];
    extend(0, 0, 0);
  }
  UNIT_FROM[unitCount] = n;
  PREV_VALUES.set(b.values);
  PREV_CANDS.set(b.cands);
  prevShape = shape;
  prevCount = n;
  ALS_FILL.reusedFrom = reuse ? ALS_FILL.current : -1;
  ALS_FILL.current++;
  return n;
}

/** Per ALS, whether a cell of it changed since the finder last found nothing (1): markChanged() fills it. */
export const CHANGED = new Uint8Array(MAX_ALS);

/**
 * Marks the ALSs with a changed cell for ALS-XZ, the ALS-XY-wing and the ALS chain. When candidates were only removed since the
 * finder last found nothing, a pattern of unchanged ALSs was there then with the same links (they depend on the sets'
 * own cells only), and what it would remove has only shrunk: it still removes nothing (memo.ts), so only patterns
 * with a changed ALS need trying. Otherwise every ALS counts as changed.
 */
export function markChanged(count: number, dirty: Dirty): void {
  const [c0, c1, c2] = dirty.shrunk ? dirty.cells : ALL_DIRTY.cells;
  for (let i = 0; i < count; i++)
    CHANGED[i] = (SET[i * 3] & c0) | (SET[i * 3 + 1] & c1) | (SET[i * 3 + 2] & c2) ? 1 : 0;
}

/** Per ALS, the digits z whose candidates some cell seeing all of its z cells holds (markEnds() fills it). */
export const ENDS = new Uint16Array(MAX_ALS);

/**
 * Marks, per ALS, the digits it could remove as an end of a wing or chain: a z removed must be seen by all z of both
 * ends, so a digit whose z cells no candidate z sees is no use at that end (most ALSs have few such digits).
 */
export function markEnds(count: number, plane: Int32Array): void {
  for (let i = 0; i < count; i++) {
    let ends = 0;
    for (let rest = MASK[i]; rest !== 0; rest &= rest - 1) {
      const z = 32 - Math.clz32(rest & -rest);
      const o = (i * DIGIT_SLOTS + z) * 3;
      if ((plane[z * 3] & SEEN[o]) | (plane[z * 3 + 1] & SEEN[o + 1]) | (plane[z * 3 + 2] & SEEN[o + 2]))
        ends |= 1 << (z - 1);
    }
    ENDS[i] = ends;
  }
}

export const alsCells = (i: number): number[] =>
  Array.from(CELLS.subarray(i * MAX_ALS_SIZE, i * MAX_ALS_SIZE + SIZE[i]));

/** Planes: PLANE[d*3 ..] the cells holding candidate d. */
export function planes(b: CandidateGrid): Int32Array {
  const plane = new Int32Array(DIGIT_SLOTS * 3);
  for (let c = 0, n = b.shape.cellCount; c < n; c++) {
    const w = WORD(c);
    const bit = BIT(c);
    for (const d of MASK_DIGITS[b.cands[c]]) plane[d * 3 + w] |= bit;
  }
  return plane;
}

/**
 * Z eliminations between two ALSs i and j that both hold z: the z candidates (per `plane`) in the cells that see
 * every z of both; appended to `elims`; true when there was any.
 */
export function removeZ(plane: Int32Array, i: number, j: number, z: number, elims: Candidate[]): boolean {
  const iz = (i * DIGIT_SLOTS + z) * 3;
  const jz = (j * DIGIT_SLOTS + z) * 3;
  const w0 = plane[z * 3] & SEEN[iz] & SEEN[jz];
  const w1 = plane[z * 3 + 1] & SEEN[iz + 1] & SEEN[jz + 1];
  const w2 = plane[z * 3 + 2] & SEEN[iz + 2] & SEEN[jz + 2];
  if ((w0 | w1 | w2) === 0) return false;
  for (const cell of pushCells([], w0, w1, w2)) elims.push({ cell, digit: z });
  return true;
}

/**
 * The digits z among `digits` (a mask, digits both ALSs hold) for which removeZ would remove something, as a mask:
 * the ALS-XZ and ALS-XY-wing pair loops test this, without allocating, before they build a step (most pairs remove
 * nothing).
 */
export function removableZ(plane: Int32Array, i: number, j: number, digits: number): number {
  let out = 0;
  // The digits' bits low to high (no array per mask: this runs for most linked pairs).
  for (let rest = digits; rest !== 0; rest &= rest - 1) {
    const z = 32 - Math.clz32(rest & -rest);
    const iz = (i * DIGIT_SLOTS + z) * 3;
    const jz = (j * DIGIT_SLOTS + z) * 3;
    if (
      (plane[z * 3] & SEEN[iz] & SEEN[jz]) |
      (plane[z * 3 + 1] & SEEN[iz + 1] & SEEN[jz + 1]) |
      (plane[z * 3 + 2] & SEEN[iz + 2] & SEEN[jz + 2])
    )
      out |= 1 << (z - 1);
  }
  return out;
}

/** Appends the candidates of digit d in the set (w0, w1, w2) to `elims`, unless already there (`have`, per digit). */
function addElims(elims: Candidate[], have: Int32Array, d: number, w0: number, w1: number, w2: number): void {
  const n0 = w0 & ~have[d * 3];
  const n1 = w1 & ~have[d * 3 + 1];
  const n2 = w2 & ~have[d * 3 + 2];
  have[d * 3] |= n0;
  have[d * 3 + 1] |= n1;
  have[d * 3 + 2] |= n2;
  for (const cell of pushCells([], n0, n1, n2)) elims.push({ cell, digit: d });
}

/**
 * Doubly linked (two restricted common digits x and y): each ALS holds all its digits but x and y (were one missing,
 * it would hold both x and y, and the other ALS would have lost two digits), so those lock in each ALS, as in HoDoKu:
 * they leave every cell that sees all of them in that ALS (not the other ALS's cells); and x and y each lie in one of
 * the two, so each leaves the cells that see all of its candidates in A ∪ B (the singly linked rule, once for each).
 */
function doublyLinkedElims(plane: Int32Array, i: number, j: number, rcc: number): Candidate[] {
  const elims: Candidate[] = [];
  doublyLinked(plane, i, j, rcc, elims);
  return elims;
}

/**
 * The eliminations of a doubly linked pair appended to `elims` (each once, in rule order), or with `elims` null only
 * whether there is any: the pair loop asks that first, without allocating.
 */
function doublyLinked(plane: Int32Array, i: number, j: number, rcc: number, elims: Candidate[] | null): boolean {
  // No closure per call: the pair loop asks this of every doubly linked pair (issue 31: 34 KB per hard puzzle).
  const have = elims ? new Int32Array(DIGIT_SLOTS * 3) : null;
  let any = false;
  for (let rest = rcc; rest !== 0; rest &= rest - 1) {
    const z = 32 - Math.clz32(rest & -rest);
    const iz = (i * DIGIT_SLOTS + z) * 3;
    const jz = (j * DIGIT_SLOTS + z) * 3;
    const w0 = plane[z * 3] & SEEN[iz] & SEEN[jz];
    const w1 = plane[z * 3 + 1] & SEEN[iz + 1] & SEEN[jz + 1];
    const w2 = plane[z * 3 + 2] & SEEN[iz + 2] & SEEN[jz + 2];
    if ((w0 | w1 | w2) === 0) continue;
    if (elims === null || have === null) return true;
    any = true;
    addElims(elims, have, z, w0, w1, w2);
  }
  // The other common digits need no rule of their own: the locked sets cover their singly linked eliminations.
  for (let side = 0; side < 2; side++) {
    const a = side === 0 ? i : j;
    const other = side === 0 ? j : i;
    for (let rest = MASK[a] & ~rcc; rest !== 0; rest &= rest - 1) {
      const d = 32 - Math.clz32(rest & -rest);
      const o = (a * DIGIT_SLOTS + d) * 3;
      const w0 = plane[d * 3] & SEEN[o] & ~SET[other * 3];
      const w1 = plane[d * 3 + 1] & SEEN[o + 1] & ~SET[other * 3 + 1];
      const w2 = plane[d * 3 + 2] & SEEN[o + 2] & ~SET[other * 3 + 2];
      if ((w0 | w1 | w2) === 0) continue;
      if (elims === null || have === null) return true;
      any = true;
      addElims(elims, have, d, w0, w1, w2);
    }
  }
  return any;
}

/** The smallest ALS-XZ (fewest cells; the first found among equals), or null. */
export function findAlsXz(b: CandidateGrid, memo?: SearchMemo, dirty: Dirty = ALL_DIRTY): Step | null {
  // Only linked pairs (disjoint, with a restricted common digit) can make one: als-links.ts has them.
  const { count, start, other, rcc } = alsLinksOf(b, memo);
  // After removals only, a pair of unchanged ALSs removed nothing when the finder last found nothing, and still
  // removes nothing (markChanged): only pairs with a changed ALS are tried.
  markChanged(count, dirty);
  const plane = planes(b);
  let best: { step: Step; size: number } | null = null;
  for (let i = 0; i < count; i++) {
    const am = MASK[i];
    const iChanged = CHANGED[i];
    for (let p = start[i]; p < start[i + 1]; p++) {
      const j = other[p];
      if (j < i || (iChanged | CHANGED[j]) === 0) continue;
      const common = am & MASK[j];
      if (POPCOUNT[common] < 2) continue;
      const size = SIZE[i] + SIZE[j];
      if (best && size >= best.size) continue;
      // Most linked pairs remove nothing: that is checked without allocating, and only a pair that does is named.
      const doubly = POPCOUNT[rcc[p]] === 2;
      if (doubly ? !doublyLinked(plane, i, j, rcc[p], null) : (removableZ(plane, i, j, common) & ~rcc[p]) === 0)
        continue;
      const sets: CellSet[] = [
        { cells: alsCells(i), digits: MASK_DIGITS[am].slice() },
        { cells: alsCells(j), digits: MASK_DIGITS[MASK[j]].slice() },
      ];
      if (doubly) {
        const elims = doublyLinkedElims(plane, i, j, rcc[p]);
        const [x, y] = MASK_DIGITS[rcc[p]];
        const step = makeStep('als-xz', {
          cells: [...alsCells(i), ...alsCells(j)],
          digits: [x, y],
          eliminations: elims,
          facts: { kind: 'als', sets, restricted: [[x, y]], z: [] },
        });
        best = { step, size };
        continue;
      }
      const x = MASK_DIGITS[rcc[p]][0];
      const elims: Candidate[] = [];
      const zs: number[] = [];
      for (const z of MASK_DIGITS[common]) {
        if (z !== x && removeZ(plane, i, j, z, elims)) zs.push(z);
      }
      const step = makeStep('als-xz', {
        cells: [...alsCells(i), ...alsCells(j)],
        digits: [x, ...zs],
        eliminations: elims,
        facts: { kind: 'als', sets, restricted: [[x]], z: zs },
      });
      best = { step, size };
    }
  }
  return best?.step ?? null;
}
