/**
 * The solver's core: band bitboards, singles and triad propagation, band-configuration guessing. Ideas from tdoku and
 * JCZSolve/fsss2.
 *
 * Propagation, per digit whose masks changed: the band rule (three rows take three different boxes: locked candidates
 * and box singles inside a band), the stack rule (three columns take three different bands: the same along columns),
 * row and column hidden singles; then naked singles for all cells at once with bit-sliced counters; at a fixpoint of
 * those, tdoku's triad rules across digits (triads()). Guessing branches as tdoku on a digit's configuration in a band
 * or stack (chooseConfig()), which with the triad rules brings the guesses down to tdoku's (top1465: 6.98 → 5.78 a
 * puzzle, tdoku 6.07); else on the bivalue cell with the most unsolved peers (about 40% fewer guesses than "first
 * bivalue cell").
 *
 * State layout (one "frame" of STRIDE int32s):
 *   [3·d + b]  digit d (0–8) in band b (0–2): 27-bit mask of cells where d is still possible, solved cells included;
 *   [27 + b]   band b: 27-bit mask of cells not solved yet.
 * Bit i of band b is cell 27·b + i (row 3·b + ⌊i/9⌋, column i mod 9), so a band mask fits a 32-bit integer and the
 * state is 30 integers, plus 9 "seen" sums (SEEN below). A guess copies the frame one level up the preallocated
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
/**
 * [SEEN + d]: the sum of digit d's three band masks as the band and stack rules last left them (NO_SUM before its
 * first visit), to skip digits with no news. Masks only ever lose candidates, so each is a subset of what it was
 * then: the digit has news exactly when its sum is smaller, which one sum tells as well as three masks would.
 */
const SEEN = 30;
const FRAME_USED = SEEN + 9;
/** Above any sum of three 27-bit masks. */
const NO_SUM = 1 << 30;
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

/**
 * Places digit d on every cell of `cells` (not empty) in band b at once. False on a contradiction. The same as placing them one
 * by one: each placement only removes candidates, so they commute, and one by one fails exactly when a cell is gone
 * when its turn comes, that is when it is no longer possible for d or is a row or box peer of another cell.
 */
function placeAll(o: number, d: number, b: number, cells: number): boolean {
  const k = o + 3 * d;
  const own = stack[k + b];
  let peers = 0;
  for (let rest = cells; rest !== 0; rest &= rest - 1) peers |= BAND_PEERS[31 - Math.clz32(rest & -rest)];
  if ((own & cells) !== cells || (peers & cells) !== 0) return false;
  const keep = ~cells;
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
  // The cells' columns leave d in the other bands; in band b they are box peers.
  const columns = ~COLUMNS27[(cells | (cells >> 9) | (cells >> 18)) & 0x1ff];
  stack[k] &= columns;
  stack[k + 1] &= columns;
  stack[k + 2] &= columns;
  stack[k + b] = (own & ~peers) | cells;
  stack[o + UNSOLVED + b] &= keep;
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

/** Minirow corners: bit 9r + 3c stands for the three cells of row r in box c of a band. */
const CORNERS = 0x1249249;
/** The corners of box-column 0 (one a row), and the first cell of each row. */
const ROW_STARTS = 0x40201;
/** The cells of box 0 of a band. */
const BOX0 = 0x1c0e07;

/** Corner bits: X(r, c + 1) at (r, c). */
function nextBox(x: number): number {
  return ((x >> 3) & (ROW_STARTS | (ROW_STARTS << 3))) | ((x << 6) & (ROW_STARTS << 6));
}

/** 9-bit column sets: X(j + 1) at j within each stack's three columns. */
function nextColumn(x: number): number {
  return ((x >> 1) & 0xdb) | ((x << 2) & 0x124);
}

/** triads()'s scratch, [3·d + b]: each digit's minirow corners and minicolumns (columns) per band, as last seen. */
const MINIROWS = new Int32Array(27);
const MINICOLUMNS = new Int32Array(27);
/** triads()'s work per band, [4·b + kind]: naked minirows, naked minicolumns, hidden minirows, hidden minicolumns. */
const ACT = new Int32Array(12);

/** In 3-bit groups (a row × box pattern's rows, side by side): X(c + 1) at c. */
function nextInTriple(x: number): number {
  return ((x >> 1) & 0x36db6db) | ((x << 2) & 0x4924924);
}

/** A row × box pattern (bit 3r + c) as minirow corners (bit 9r + 3c). */
function patternCorners(p: number): number {
  let corners = 0;
  for (let j = 0; j < 9; j++) if ((p >> j) & 1) corners |= 1 << (9 * ((j / 3) | 0) + 3 * (j % 3));
  return corners;
}

/**
 * The triad rules (tdoku's box-line triads), across digits, on minirows (three cells of a row in a box) and
 * minicolumns: a minirow holds exactly three digits, so one where only three digits remain possible must hold all
 * three (each leaves the rest of its row and box), and one with three locked digits (a digit whose row in the band
 * has no other minirow for it) holds nothing else; the same for minicolumns (a digit locked when its column has no
 * other band for it). Fewer than three possible or more than three locked: contradiction. Called at a fixpoint of the
 * per-digit rules, where the band and stack rules hold, so "alone in its row" is also "alone in its box".
 * Returns -1 on a contradiction, 1 when it removed candidates, 0 when nothing had to go.
 */
function triads(o: number): number {
  // Bit-sliced counters, one or more … four or more, over the nine digits, with the three bands side by side (9 bits
  // each): digits possible (r) and locked (lr) per minirow (bit 3·row + box of the band's field), the same per
  // minicolumn (c, lc; bit = column).
  let r1 = 0;
  let r2 = 0;
  let r3 = 0;
  let r4 = 0;
  let lr1 = 0;
  let lr2 = 0;
  let lr3 = 0;
  let lr4 = 0;
  let c1 = 0;
  let c2 = 0;
  let c3 = 0;
  let c4 = 0;
  let lc1 = 0;
  let lc2 = 0;
  let lc3 = 0;
  let lc4 = 0;
  for (let d = 0; d < 9; d++) {
    const k = o + 3 * d;
    const a0 = stack[k];
    const a1 = stack[k + 1];
    const a2 = stack[k + 2];
    const m0 = (a0 | (a0 >> 1) | (a0 >> 2)) & CORNERS;
    const m1 = (a1 | (a1 >> 1) | (a1 >> 2)) & CORNERS;
    const m2 = (a2 | (a2 >> 1) | (a2 >> 2)) & CORNERS;
    const col0 = (a0 | (a0 >> 9) | (a0 >> 18)) & 0x1ff;
    const col1 = (a1 | (a1 >> 9) | (a1 >> 18)) & 0x1ff;
    const col2 = (a2 | (a2 >> 9) | (a2 >> 18)) & 0x1ff;
    MINIROWS[3 * d] = m0;
    MINIROWS[3 * d + 1] = m1;
    MINIROWS[3 * d + 2] = m2;
    MINICOLUMNS[3 * d] = col0;
    MINICOLUMNS[3 * d + 1] = col1;
    MINICOLUMNS[3 * d + 2] = col2;
    const m = rowBoxPattern(m0) | (rowBoxPattern(m1) << 9) | (rowBoxPattern(m2) << 18);
    const c = col0 | (col1 << 9) | (col2 << 18);
    const nb = nextInTriple(m);
    const lr = m & ~(nb | nextInTriple(nb));
    const other = ((c >> 9) | (c << 18)) & BAND_FULL;
    const lc = c & ~(other | (((other >> 9) | (other << 18)) & BAND_FULL));
    r4 |= r3 & m;
    r3 |= r2 & m;
    r2 |= r1 & m;
    r1 |= m;
    lr4 |= lr3 & lr;
    lr3 |= lr2 & lr;
    lr2 |= lr1 & lr;
    lr1 |= lr;
    c4 |= c3 & c;
    c3 |= c2 & c;
    c2 |= c1 & c;
    c1 |= c;
    lc4 |= lc3 & lc;
    lc3 |= lc2 & lc;
    lc2 |= lc1 & lc;
    lc1 |= lc;
  }
  // Fewer than three digits possible, or more than three locked: contradiction.
  if ((BAND_FULL & ~(r3 & c3)) !== 0 || (lr4 | lc4) !== 0) return -1;
  // Work left: three possible but not all locked (naked), or three locked and more possible (hidden).
  const nakedRows = r3 & ~r4 & ~lr3;
  const nakedColumns = c3 & ~c4 & ~lc3;
  const hiddenRows = lr3 & r4;
  const hiddenColumns = lc3 & c4;
  if ((nakedRows | nakedColumns | hiddenRows | hiddenColumns) === 0) return 0;
  for (let b = 0; b < 3; b++) {
    ACT[4 * b] = patternCorners((nakedRows >> (9 * b)) & 0x1ff);
    ACT[4 * b + 1] = (nakedColumns >> (9 * b)) & 0x1ff;
    ACT[4 * b + 2] = patternCorners((hiddenRows >> (9 * b)) & 0x1ff);
    ACT[4 * b + 3] = (hiddenColumns >> (9 * b)) & 0x1ff;
  }

  for (let d = 0; d < 9; d++) {
    const k = 3 * d;
    const fc0 = MINICOLUMNS[k] & ACT[1];
    const fc1 = MINICOLUMNS[k + 1] & ACT[5];
    const fc2 = MINICOLUMNS[k + 2] & ACT[9];
    for (let b = 0; b < 3; b++) {
      const m = MINIROWS[k + b];
      const c = MINICOLUMNS[k + b];
      // Naked: the digit's forced minirows and minicolumns clear the rest of their row, box and column.
      const fr = m & ACT[4 * b];
      const fc = b === 0 ? fc0 : b === 1 ? fc1 : fc2;
      const rowsOf = Math.imul((fr | (fr >> 3) | (fr >> 6)) & ROW_STARTS, 0x1ff);
      const boxesOf = Math.imul((fr | (fr >> 9) | (fr >> 18)) & 0x49, BOX0);
      const ncol = nextColumn(fc);
      const stackColumns = fc | ncol | nextColumn(ncol);
      const others = b === 0 ? fc1 | fc2 : b === 1 ? fc0 | fc2 : fc0 | fc1;
      let clear = (rowsOf | boxesOf) & ~Math.imul(fr, 7);
      clear |= COLUMNS27[(stackColumns & ~fc) | others];
      // Hidden: minirows and minicolumns with three locked digits keep only those.
      const nb = nextBox(m);
      const lr = m & ~(nb | nextBox(nb));
      const lc = c & ~(MINICOLUMNS[k + ((b + 1) % 3)] | MINICOLUMNS[k + ((b + 2) % 3)]);
      clear |= Math.imul(ACT[4 * b + 2] & ~lr, 7);
      clear |= COLUMNS27[ACT[4 * b + 3] & ~lc];
      stack[o + k + b] &= ~clear;
    }
  }
  return 1;
}

/**
 * Hidden singles (rows via each band, boxes via BAND_ALLOWED, columns across the three bands), the band's locked
 * candidates, and naked singles, repeated until nothing is placed. False on a contradiction.
 */
function propagate(o: number): boolean {
  let nakedPlaced = true;
  for (;;) {
    // Nonzero when this round removed candidates (the column rule) or placed digits.
    let changed = 0;
    // The digits with news since they were last examined, taken once at the start of the round: a digit that a
    // placement changes later in the round waits for the next round (which the placement causes), so that it is
    // examined once, not twice. The WebAssembly kernels take the same digits, for the same search. Built without a
    // branch per digit and walked by its set bits: which digits have news is unpredictable, and a mispredicted branch
    // per digit was most of what this mask cost (a round costs about as much as a digit visit).
    let news = 0;
    for (let d = 0, k = o; d < 9; d++, k += 3) {
      news |= ((stack[k] + stack[k + 1] + stack[k + 2] - stack[o + SEEN + d]) >>> 31) << d;
    }
    while (news !== 0) {
      const d = 31 - Math.clz32(news & -news);
      news &= news - 1;
      const k = o + 3 * d;
      let a0 = stack[k];
      let a1 = stack[k + 1];
      let a2 = stack[k + 2];
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
      // SEEN keeps the masks as the band rule left them: when the column rule removed candidates, the band rule must
      // look again next round. (When it removed none, these are the masks as stored.)
      stack[o + SEEN + d] = a0 + a1 + a2;
      changed |= (b0 ^ a0) | (b1 ^ a1) | (b2 ^ a2);
      const f0 = bandSingles(b0, c0 & ~(c1 | c2)) & stack[o + UNSOLVED];
      const f1 = bandSingles(b1, c1 & ~(c0 | c2)) & stack[o + UNSOLVED + 1];
      const f2 = bandSingles(b2, c2 & ~(c0 | c1)) & stack[o + UNSOLVED + 2];
      if ((f0 | f1 | f2) !== 0) {
        if (
          (f0 !== 0 && !placeAll(o, d, 0, f0)) ||
          (f1 !== 0 && !placeAll(o, d, 1, f1)) ||
          (f2 !== 0 && !placeAll(o, d, 2, f2))
        ) {
          return false;
        }
        changed = 1;
      }
    }
    if (changed === 0 && !nakedPlaced) {
      // Solved: nothing for the triad rules to find.
      if ((stack[o + UNSOLVED] | stack[o + UNSOLVED + 1] | stack[o + UNSOLVED + 2]) === 0) return true;
      const t = triads(o);
      if (t < 0) return false;
      if (t === 0) return true;
      changed = 1;
    }
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
    // Nothing new since the last naked-singles pass, or this pass placed nothing after a quiet digit pass: the
    // per-digit rules are at a fixpoint, so the triad rules get their turn.
    if (changed === 0 && !nakedPlaced) {
      // Solved: nothing for the triad rules to find.
      if ((stack[o + UNSOLVED] | stack[o + UNSOLVED + 1] | stack[o + UNSOLVED + 2]) === 0) return true;
      const t = triads(o);
      if (t < 0) return false;
      if (t === 0) return true;
      nakedPlaced = true;
    }
  }
}

function popcount(x: number): number {
  x -= (x >> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >> 2) & 0x33333333);
  return (((x + (x >> 4)) & 0x0f0f0f0f) * 0x01010101) >> 24;
}

/** Row → box permutations of a band (also band → column of a stack): bit 3r + box for each row r. */
const PERM_PATTERN = new Int32Array(6);
/** The band cells of each permutation's three minirows. */
const PERM_CELLS = new Int32Array(6);
for (let p0 = 0, k = 0; p0 < 3; p0++) {
  for (let p1 = 0; p1 < 3; p1++) {
    if (p1 === p0) continue;
    const p2 = 3 - p0 - p1;
    PERM_PATTERN[k] = (1 << p0) | (1 << (3 + p1)) | (1 << (6 + p2));
    PERM_CELLS[k] = (7 << (3 * p0)) | (7 << (9 + 3 * p1)) | (7 << (18 + 3 * p2));
    k++;
  }
}
/** chooseConfig()'s answer: [b] the digit's band-b mask for the first configuration, [3 + b] for the others. */
const BRANCH = new Int32Array(6);

/** Row × box pattern (bit 3r + c) of a band's minirow corners (bit 9r + 3c). */
function rowBoxPattern(corners: number): number {
  const q = corners | (corners >> 2) | (corners >> 4);
  return (q & 7) | ((q >> 6) & 0x38) | ((q >> 12) & 0x1c0);
}

/**
 * Branching as tdoku: the band or stack with the fewest configurations over all digits, then its digit with two
 * configurations (else three); the branch takes the digit's first configuration, then the others. At a fixpoint the
 * band and stack rules hold, so a digit's row × box pattern in a band is a union of permutations and its size tells
 * their number (3 → 1, 5 or 6 → 2, 7 → 3, 8 → 4, 9 → 6); bands and stacks are ranked by their summed sizes (27 when
 * every digit is fixed). Reads triads()'s MINIROWS and MINICOLUMNS: propagate() returns true only after a triads()
 * call that found nothing to do, so they describe this state. Returns the digit, with its masks in BRANCH, or -1
 * when no band or stack has a digit with two or three configurations (then a cell is guessed).
 */
function chooseConfig(): number {
  // Pattern sizes summed without popcounts: minirow corners fall into three 9-bit fields (one a row: ≤ 27 each),
  // and each stack's columns into a 9-bit field of its own (≤ 81).
  let rows0 = 0;
  let rows1 = 0;
  let rows2 = 0;
  let stacks = 0;
  for (let j = 0; j < 27; j += 3) {
    const m0 = MINIROWS[j];
    const m1 = MINIROWS[j + 1];
    const m2 = MINIROWS[j + 2];
    rows0 += (m0 & ROW_STARTS) + ((m0 >> 3) & ROW_STARTS) + ((m0 >> 6) & ROW_STARTS);
    rows1 += (m1 & ROW_STARTS) + ((m1 >> 3) & ROW_STARTS) + ((m1 >> 6) & ROW_STARTS);
    rows2 += (m2 & ROW_STARTS) + ((m2 >> 3) & ROW_STARTS) + ((m2 >> 6) & ROW_STARTS);
    const c0 = MINICOLUMNS[j];
    const c1 = MINICOLUMNS[j + 1];
    const c2 = MINICOLUMNS[j + 2];
    const x0 = (c0 & 7) | ((c0 & 0x38) << 6) | ((c0 & 0x1c0) << 12);
    const x1 = (c1 & 7) | ((c1 & 0x38) << 6) | ((c1 & 0x1c0) << 12);
    const x2 = (c2 & 7) | ((c2 & 0x38) << 6) | ((c2 & 0x1c0) << 12);
    stacks += (x0 & ROW_STARTS) + ((x0 >> 1) & ROW_STARTS) + ((x0 >> 2) & ROW_STARTS);
    stacks += (x1 & ROW_STARTS) + ((x1 >> 1) & ROW_STARTS) + ((x1 >> 2) & ROW_STARTS);
    stacks += (x2 & ROW_STARTS) + ((x2 >> 1) & ROW_STARTS) + ((x2 >> 2) & ROW_STARTS);
  }
  let best = -1;
  let bestSize = 1000;
  for (let k = 0; k < 6; k++) {
    const rows = k === 0 ? rows0 : k === 1 ? rows1 : rows2;
    const size = k < 3 ? (rows & 0x1ff) + ((rows >> 9) & 0x1ff) + (rows >> 18) : (stacks >> (9 * (k - 3))) & 0x1ff;
    if (size > 27 && size < bestSize) {
      bestSize = size;
      best = k;
    }
  }
  if (best < 0) return -1;
  // The first digit with two configurations, else the first with three.
  let digit = -1;
  let pattern = 0;
  for (let d = 0; d < 9; d++) {
    let p: number;
    if (best < 3) {
      p = rowBoxPattern(MINIROWS[3 * d + best]);
    } else {
      const s = 3 * (best - 3);
      p =
        ((MINICOLUMNS[3 * d] >> s) & 7) |
        (((MINICOLUMNS[3 * d + 1] >> s) & 7) << 3) |
        (((MINICOLUMNS[3 * d + 2] >> s) & 7) << 6);
    }
    const size = popcount(p);
    if (size === 5 || size === 6) {
      digit = d;
      pattern = p;
      break;
    }
    if (size === 7 && digit < 0) {
      digit = d;
      pattern = p;
    }
  }
  if (digit < 0) return -1;
  let first = true;
  BRANCH[0] = BRANCH[1] = BRANCH[2] = BRANCH[3] = BRANCH[4] = BRANCH[5] = 0;
  for (let k = 0; k < 6; k++) {
    const perm = PERM_PATTERN[k];
    if ((pattern & perm) !== perm) continue;
    const at = first ? 0 : 3;
    first = false;
    if (best < 3) {
      // Permutation k's minirows in the chosen band; the other bands keep everything.
      for (let b = 0; b < 3; b++) BRANCH[at + b] |= b === best ? PERM_CELLS[k] : BAND_FULL;
    } else {
      // Permutation k takes band b to the stack's column j where bit 3b + j is set; other stacks keep everything.
      const s = 3 * (best - 3);
      const outside = 0x1ff & ~(7 << s);
      for (let b = 0; b < 3; b++) BRANCH[at + b] |= COLUMNS27[outside | (((perm >> (3 * b)) & 7) << s)];
    }
  }
  return digit;
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
    const digit = chooseConfig();
    if (digit >= 0) {
      const k = o + 3 * digit;
      const next = o + STRIDE;
      for (let j = 0; j < FRAME_USED; j++) stack[next + j] = stack[o + j];
      stack[next + 3 * digit] &= BRANCH[0];
      stack[next + 3 * digit + 1] &= BRANCH[1];
      stack[next + 3 * digit + 2] &= BRANCH[2];
      const rest0 = BRANCH[3];
      const rest1 = BRANCH[4];
      const rest2 = BRANCH[5];
      if (search(next)) return true;
      stack[k] &= rest0;
      stack[k + 1] &= rest1;
      stack[k + 2] &= rest2;
      continue;
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
  for (let k = SEEN; k < FRAME_USED; k++) stack[k] = NO_SUM;
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
