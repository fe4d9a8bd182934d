/**
 * The solver's core: band bitboards, singles propagation, best-cell guessing. Ideas from tdoku and JCZSolve/fsss2.
 *
 * Propagation, per digit whose masks changed: the band rule (three rows take three different boxes: locked candidates
 * and box singles inside a band), the stack rule (three columns take three different bands: the same along columns),
 * row and column hidden singles; then naked singles for all cells at once with bit-sliced counters. Guessing takes the
 * bivalue cell with the most unsolved peers, which cuts guesses by about 40% against "first bivalue cell".
 *
 * State layout (one "frame" of STRIDE int32s):
 *   [3·d + b]  digit d (0–8) in band b (0–2): 27-bit mask of cells where d is still possible, solved cells included;
 *   [27 + b]   band b: 27-bit mask of cells not solved yet.
 * Bit i of band b is cell 27·b + i (row 3·b + ⌊i/9⌋, column i mod 9), so a band mask fits a 32-bit integer and the
 * state is 30 integers, plus 27 "seen" copies (SEEN below). A guess copies the frame one level up the preallocated
 * stack, so the search never allocates. The module keeps its scratch state in module-level variables: every entry
 * point is synchronous and runs to completion, so calls never interleave.
 */
import {
  BAND_ALLOWED,
  BAND_FULL,
  BAND_PEERS,
  COLUMN_BITS,
  COLUMNS27,
  GATHER3,
  ROW_BOXES,
  ROW_SINGLE,
  SPREAD3,
  STACK_ALLOWED,
} from './tables.ts';

const STRIDE = 64;
const UNSOLVED = 27;
/** [SEEN + 3·d + b]: the digit's masks as the band and stack rules last left them, to skip digits with no news. */
const SEEN = 32;
const FRAME_USED = SEEN + 27;
/** One frame per guess level plus the root; a guess solves at least one cell, so 81 levels is the worst case. */
const MAX_DEPTH = 83;

export const DEFAULT_NODE_BUDGET = 5_000_000;

/** Returned by the core entries when the node budget ran out before `limit` solutions were found. */
export const TIMEOUT = -1;

const stack = new Int32Array(STRIDE * MAX_DEPTH);
const firstSolution = new Uint8Array(81);

let solutionLimit = 1;
let nodeBudget = DEFAULT_NODE_BUDGET;
let nodes = 0;
let solutions = 0;
let timedOut = false;

/**
 * Puts digit d in cell i of band b and removes it from every peer. False when d was no longer possible there.
 */
function place(o: number, d: number, b: number, i: number): boolean {
  const bit = 1 << i;
  const k = o + 3 * d;
  const own = stack[k + b];
  if ((own & bit) === 0) return false;
  const keep = ~bit;
  const base = o + b;
  stack[base] &= keep;
  stack[base + 3] &= keep;
  stack[base + 6] &= keep;
  stack[base + 9] &= keep;
  stack[base + 12] &= keep;
  stack[base + 15] &= keep;
  stack[base + 18] &= keep;
  stack[base + 21] &= keep;
  stack[base + 24] &= keep;
  const column = ~COLUMN_BITS[i];
  stack[k] &= column;
  stack[k + 1] &= column;
  stack[k + 2] &= column;
  stack[k + b] = (own & ~BAND_PEERS[i]) | bit;
  stack[o + UNSOLVED + b] &= keep;
  return true;
}

/**
 * Cells of a band mask `a` where the digit is forced: rows with one place left, and columns (`only`: columns whose
 * digit is confined to this band) with one row left.
 */
function bandSingles(a: number, only: number): number {
  const r0 = a & 0x1ff;
  const r1 = (a >> 9) & 0x1ff;
  const r2 = a >> 18;
  const cols = only & (r0 ^ r1 ^ r2) & ~(r0 & r1 & r2);
  return (
    ROW_SINGLE[r0] |
    (ROW_SINGLE[r1] << 9) |
    (ROW_SINGLE[r2] << 18) |
    (cols & r0) |
    ((cols & r1) << 9) |
    ((cols & r2) << 18)
  );
}

/** Places digit d on every cell of `cells` in band b. False on a contradiction. */
function placeAll(o: number, d: number, b: number, cells: number): boolean {
  while (cells !== 0) {
    if (!place(o, d, b, 31 - Math.clz32(cells & -cells))) return false;
    cells &= cells - 1;
  }
  return true;
}

/** Places each cell of `cells` (band b) on its one remaining digit. False on a contradiction. */
function placeNaked(o: number, b: number, cells: number): boolean {
  while (cells !== 0) {
    const bit = cells & -cells;
    let d = 0;
    while (d < 9 && (stack[o + 3 * d + b] & bit) === 0) d++;
    if (d === 9 || !place(o, d, b, 31 - Math.clz32(bit))) return false;
    cells &= cells - 1;
  }
  return true;
}

/**
 * Hidden singles (rows via each band, boxes via BAND_ALLOWED, columns across the three bands), the band's locked
 * candidates, and naked singles, repeated until nothing is placed. False on a contradiction.
 */
function propagate(o: number): boolean {
  let nakedPlaced = true;
  for (;;) {
    let changed = false;
    for (let d = 0; d < 9; d++) {
      const k = o + 3 * d;
      let a0 = stack[k];
      let a1 = stack[k + 1];
      let a2 = stack[k + 2];
      // Nothing new for this digit since it was last examined: skip it.
      if (a0 === stack[k + SEEN] && a1 === stack[k + SEEN + 1] && a2 === stack[k + SEEN + 2]) continue;
      a0 &= BAND_ALLOWED[ROW_BOXES[a0 & 0x1ff] | (ROW_BOXES[(a0 >> 9) & 0x1ff] << 3) | (ROW_BOXES[a0 >> 18] << 6)];
      a1 &= BAND_ALLOWED[ROW_BOXES[a1 & 0x1ff] | (ROW_BOXES[(a1 >> 9) & 0x1ff] << 3) | (ROW_BOXES[a1 >> 18] << 6)];
      a2 &= BAND_ALLOWED[ROW_BOXES[a2 & 0x1ff] | (ROW_BOXES[(a2 >> 9) & 0x1ff] << 3) | (ROW_BOXES[a2 >> 18] << 6)];
      if (a0 === 0 || a1 === 0 || a2 === 0) return false;
      // Columns each band still offers d in, then the stack rule on "column × band" patterns.
      let c0 = (a0 | (a0 >> 9) | (a0 >> 18)) & 0x1ff;
      let c1 = (a1 | (a1 >> 9) | (a1 >> 18)) & 0x1ff;
      let c2 = (a2 | (a2 >> 9) | (a2 >> 18)) & 0x1ff;
      const t = SPREAD3[c0] | (SPREAD3[c1] << 1) | (SPREAD3[c2] << 2);
      const s0 = STACK_ALLOWED[t & 0x1ff];
      const s1 = STACK_ALLOWED[(t >> 9) & 0x1ff];
      const s2 = STACK_ALLOWED[t >> 18];
      if (s0 === 0 || s1 === 0 || s2 === 0) return false;
      c0 = GATHER3[s0] | (GATHER3[s1] << 3) | (GATHER3[s2] << 6);
      c1 = GATHER3[s0 >> 1] | (GATHER3[s1 >> 1] << 3) | (GATHER3[s2 >> 1] << 6);
      c2 = GATHER3[s0 >> 2] | (GATHER3[s1 >> 2] << 3) | (GATHER3[s2 >> 2] << 6);
      const b0 = a0 & COLUMNS27[c0];
      const b1 = a1 & COLUMNS27[c1];
      const b2 = a2 & COLUMNS27[c2];
      stack[k] = b0;
      stack[k + 1] = b1;
      stack[k + 2] = b2;
      if (b0 !== a0 || b1 !== a1 || b2 !== a2) {
        // The column rule removed candidates: the band rule must look again, next round.
        changed = true;
        stack[k + SEEN] = a0;
        stack[k + SEEN + 1] = a1;
        stack[k + SEEN + 2] = a2;
      } else {
        stack[k + SEEN] = b0;
        stack[k + SEEN + 1] = b1;
        stack[k + SEEN + 2] = b2;
      }
      const f0 = bandSingles(b0, c0 & ~(c1 | c2)) & stack[o + UNSOLVED];
      const f1 = bandSingles(b1, c1 & ~(c0 | c2)) & stack[o + UNSOLVED + 1];
      const f2 = bandSingles(b2, c2 & ~(c0 | c1)) & stack[o + UNSOLVED + 2];
      if ((f0 | f1 | f2) !== 0) {
        if (!placeAll(o, d, 0, f0) || !placeAll(o, d, 1, f1) || !placeAll(o, d, 2, f2)) return false;
        changed = true;
      }
    }
    if (!changed && !nakedPlaced) return true;
    nakedPlaced = false;
    // Naked singles: count candidates per cell with bit-sliced "at least one" / "at least two" accumulators.
    let one0 = 0;
    let one1 = 0;
    let one2 = 0;
    let two0 = 0;
    let two1 = 0;
    let two2 = 0;
    for (let k = o; k < o + 27; k += 3) {
      const a0 = stack[k];
      const a1 = stack[k + 1];
      const a2 = stack[k + 2];
      two0 |= one0 & a0;
      one0 |= a0;
      two1 |= one1 & a1;
      one1 |= a1;
      two2 |= one2 & a2;
      one2 |= a2;
    }
    const u0 = stack[o + UNSOLVED];
    const u1 = stack[o + UNSOLVED + 1];
    const u2 = stack[o + UNSOLVED + 2];
    if (((u0 & ~one0) | (u1 & ~one1) | (u2 & ~one2)) !== 0) return false;
    const n0 = u0 & ~two0;
    const n1 = u1 & ~two1;
    const n2 = u2 & ~two2;
    if ((n0 | n1 | n2) !== 0) {
      if (!placeNaked(o, 0, n0) || !placeNaked(o, 1, n1) || !placeNaked(o, 2, n2)) return false;
      nakedPlaced = true;
    }
    // Nothing new since the last naked-singles pass, or this pass placed nothing after a quiet digit pass.
    if (!changed && !nakedPlaced) return true;
  }
}

function popcount(x: number): number {
  x -= (x >> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >> 2) & 0x33333333);
  return (((x + (x >> 4)) & 0x0f0f0f0f) * 0x01010101) >> 24;
}

/** Copies the solved frame at o into firstSolution (digits 1–9, cell order). */
function recordSolution(o: number): void {
  for (let d = 0; d < 9; d++) {
    for (let b = 0; b < 3; b++) {
      let m = stack[o + 3 * d + b];
      while (m !== 0) {
        firstSolution[27 * b + 31 - Math.clz32(m & -m)] = d + 1;
        m &= m - 1;
      }
    }
  }
}

/**
 * Depth-first search from the frame at o. True means stop (limit reached or budget spent). The last candidate of a
 * guess reuses the current frame, so only the other branches pay for a copy.
 */
function search(o: number): boolean {
  for (;;) {
    if (!propagate(o)) return false;
    const u0 = stack[o + UNSOLVED];
    const u1 = stack[o + UNSOLVED + 1];
    const u2 = stack[o + UNSOLVED + 2];
    if ((u0 | u1 | u2) === 0) {
      if (solutions === 0) recordSolution(o);
      solutions++;
      return solutions >= solutionLimit;
    }
    if (++nodes > nodeBudget) {
      timedOut = true;
      return true;
    }
    // Best cell: a bivalue cell if any, else the unsolved cell with the fewest candidates.
    let band = -1;
    let cellBit = 0;
    let bestScore = -1;
    for (let b = 0; b < 3; b++) {
      const unsolved = b === 0 ? u0 : b === 1 ? u1 : u2;
      if (unsolved === 0) continue;
      let one = 0;
      let two = 0;
      let three = 0;
      for (let k = o + b; k < o + b + 27; k += 3) {
        const a = stack[k];
        three |= two & a;
        two |= one & a;
        one |= a;
      }
      let bivalue = unsolved & two & ~three;
      while (bivalue !== 0) {
        const bit = bivalue & -bivalue;
        bivalue &= bivalue - 1;
        const i = 31 - Math.clz32(bit);
        const column = COLUMN_BITS[i];
        const score =
          popcount(unsolved & (BAND_PEERS[i] | column)) +
          popcount((b === 0 ? u1 : u0) & column) +
          popcount((b === 2 ? u1 : u2) & column);
        if (score > bestScore) {
          bestScore = score;
          band = b;
          cellBit = bit;
        }
      }
    }
    if (band < 0) {
      let best = 10;
      for (let b = 0; b < 3 && best > 3; b++) {
        let unsolved = stack[o + UNSOLVED + b];
        while (unsolved !== 0) {
          const bit = unsolved & -unsolved;
          unsolved &= unsolved - 1;
          let n = 0;
          for (let k = o + b; k < o + b + 27; k += 3) if (stack[k] & bit) n++;
          if (n < best) {
            best = n;
            band = b;
            cellBit = bit;
            if (n <= 3) break;
          }
        }
      }
    }
    const i = 31 - Math.clz32(cellBit);
    let digits = 0;
    for (let d = 0; d < 9; d++) if (stack[o + 3 * d + band] & cellBit) digits |= 1 << d;
    const next = o + STRIDE;
    while ((digits & (digits - 1)) !== 0) {
      const d = 31 - Math.clz32(digits & -digits);
      digits &= digits - 1;
      for (let k = 0; k < FRAME_USED; k++) stack[next + k] = stack[o + k];
      place(next, d, band, i);
      if (search(next)) return true;
      stack[o + 3 * d + band] &= ~cellBit;
    }
    place(o, 31 - Math.clz32(digits), band, i);
  }
}

/** Loads givens into the root frame. False for anything that is not 81 integers 0–9, or for givens that clash. */
function load(cells: ArrayLike<number>): boolean {
  if (cells == null || cells.length !== 81) return false;
  for (let k = 0; k < 27; k++) stack[k] = BAND_FULL;
  stack[UNSOLVED] = BAND_FULL;
  stack[UNSOLVED + 1] = BAND_FULL;
  stack[UNSOLVED + 2] = BAND_FULL;
  for (let k = SEEN; k < FRAME_USED; k++) stack[k] = -1;
  for (let cell = 0; cell < 81; cell++) {
    const v = cells[cell];
    if (v === 0) continue;
    if (typeof v !== 'number' || !(v >= 1 && v <= 9) || (v | 0) !== v) return false;
    const b = (cell / 27) | 0;
    if (!place(0, v - 1, b, cell - 27 * b)) return false;
  }
  return true;
}

function run(cells: ArrayLike<number>, limit: number, budget: number): number {
  solutionLimit = limit >= 1 ? Math.floor(limit) : 1;
  nodeBudget = budget >= 0 ? budget : 0;
  nodes = 0;
  solutions = 0;
  timedOut = false;
  if (!load(cells)) return 0;
  search(0);
  return timedOut && solutions < solutionLimit ? TIMEOUT : solutions;
}

/** The TypeScript kernel's entries; kernels.ts documents what each one means. */
export function countSolutions(cells: ArrayLike<number>, limit = 2, budget = DEFAULT_NODE_BUDGET): number {
  return run(cells, limit, budget);
}

export function solveInto(
  cells: ArrayLike<number>,
  out: number[] | Uint8Array,
  limit = 1,
  budget = DEFAULT_NODE_BUDGET,
): number {
  const result = run(cells, limit, budget);
  if (solutions > 0) for (let k = 0; k < 81; k++) out[k] = firstSolution[k];
  return result;
}

export function countSolutionsExcept(
  cells: ArrayLike<number>,
  cell: number,
  digit: number,
  budget = DEFAULT_NODE_BUDGET,
): number {
  solutionLimit = 1;
  nodeBudget = budget >= 0 ? budget : 0;
  nodes = 0;
  solutions = 0;
  timedOut = false;
  if (!load(cells)) return 0;
  const band = (cell / 27) | 0;
  stack[3 * (digit - 1) + band] &= ~(1 << (cell - 27 * band));
  search(0);
  return timedOut && solutions < 1 ? TIMEOUT : solutions;
}

/** Guesses (search nodes) used by the most recent call into this module. */
export function lastNodeCount(): number {
  return nodes;
}
