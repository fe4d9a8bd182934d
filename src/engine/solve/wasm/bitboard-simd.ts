/**
 * The solver kernel with WebAssembly 128-bit SIMD, in AssemblyScript (compiled with `--enable simd` by
 * scripts/build-wasm.mjs). The same algorithm as bitboard-wasm.ts and ../bitboard.ts, step for step (see bitboard.ts
 * for the why of each rule), so the same guesses, node counts, first solutions and timeouts; what changes is how
 * each step is computed.
 *
 * Layout: a digit's three band masks sit in one v128 (lanes 0–2; lane 3 stays 0), so each rule runs on the whole
 * grid of one digit at once, with shifts and masks instead of the plain kernel's table look-ups (which don't vectorise):
 *   - band rule: row r may keep the digit in box c only if the other two rows can take the other two boxes, i.e. their
 *     2×2 minor has a matching: P(r+1,c+1)·P(r+2,c+2) + P(r+1,c+2)·P(r+2,c+1), with P(r,c) "row r has it in box c";
 *   - stack rule: the same along columns, band against column-in-stack, the other bands being lane rotations;
 *   - hidden singles per row and per column, naked singles from bit-sliced counters over the nine digit vectors;
 *   - placing a digit clears its column in one AND and its cell across the digits in nine; singles are placed in
 *     batches (a digit's hidden singles, all naked singles), peers from minirow corners, refusals from a clash test;
 *   - the triad rules count, per minirow (corner bits) and minicolumn, the digits possible and locked with bit-sliced
 *     counters over the nine vectors, and the branch choice sums the bands' pattern sizes with byte popcounts.
 *
 * Frame (FRAME_BYTES): v128 d (0–8) is digit d's band masks; then the unsolved masks; then SEEN, each digit's masks as
 * the band and stack rules last left them, to skip digits with no news (as the plain kernel does).
 *
 * Interface: as bitboard-wasm.ts (run, runExcept, lastNodeCount, lastSolutionCount, cellsPointer, solutionPointer).
 */

const BAND_FULL: i32 = 0x7ffffff;
const TIMEOUT: i32 = -1;
const MAX_DEPTH: i32 = 83;
const UNSOLVED_BYTES: i32 = 144;
const SEEN_BYTES: i32 = 160;
const FRAME_BYTES: i32 = SEEN_BYTES + 144;

const BAND_PEERS = new StaticArray<i32>(27);
const COLUMN_BITS = new StaticArray<i32>(27);
/** Lane b set (b = 0–2): picks one band's mask out of a digit vector. */
const LANE = new StaticArray<v128>(3);

const frames = new StaticArray<v128>((FRAME_BYTES / 16) * MAX_DEPTH);
/** The host writes 81 cells; the 15 bytes after them stay 0, so load81 reads six whole vectors. */
const cells = new StaticArray<u8>(96);
const firstSolution = new StaticArray<u8>(81);

let solutionLimit: i32 = 1;
let nodeBudget: i32 = 0;
let nodes: i32 = 0;
let solutions: i32 = 0;
let timedOut: bool = false;

function buildTables(): void {
  for (let i = 0; i < 27; i++) {
    const row = i / 9;
    const col = i % 9;
    const box = col / 3;
    let peers = 0x1ff << (9 * row);
    for (let r = 0; r < 3; r++) peers |= 0x7 << (9 * r + 3 * box);
    BAND_PEERS[i] = peers & ~(1 << i);
    COLUMN_BITS[i] = (1 << col) | (1 << (col + 9)) | (1 << (col + 18));
  }
  LANE[0] = i32x4(-1, 0, 0, 0);
  LANE[1] = i32x4(0, -1, 0, 0);
  LANE[2] = i32x4(0, 0, -1, 0);
}

buildTables();

function framePointer(level: i32): usize {
  return changetype<usize>(frames) + <usize>(level * FRAME_BYTES);
}

/** Address of digit d's mask for band b in frame f. */
function at(f: usize, d: i32, b: i32): usize {
  return f + <usize>(16 * d + 4 * b);
}

/** Takes `cells` (one band mask a lane) from all nine digits' masks: placing a digit leaves no other digit there. */
function clearCells(f: usize, cells: v128): void {
  // Unrolled: this runs for every placed digit, and V8 does not unroll loops.
  v128.store(f, v128.andnot(v128.load(f), cells));
  v128.store(f, v128.andnot(v128.load(f, 16), cells), 16);
  v128.store(f, v128.andnot(v128.load(f, 32), cells), 32);
  v128.store(f, v128.andnot(v128.load(f, 48), cells), 48);
  v128.store(f, v128.andnot(v128.load(f, 64), cells), 64);
  v128.store(f, v128.andnot(v128.load(f, 80), cells), 80);
  v128.store(f, v128.andnot(v128.load(f, 96), cells), 96);
  v128.store(f, v128.andnot(v128.load(f, 112), cells), 112);
  v128.store(f, v128.andnot(v128.load(f, 128), cells), 128);
}

/**
 * Puts digit d in each of `cells` (a mask of band b) in turn and removes it from every peer. False when d was no longer
 * possible in one of them. One function for one cell or several: a call per cell costs more than the placing.
 */
function place(f: usize, d: i32, b: i32, cells: i32): bool {
  const digit = f + <usize>(16 * d);
  const own = at(f, d, b);
  const unsolved = f + <usize>(UNSOLVED_BYTES + 4 * b);
  while (cells != 0) {
    const i = ctz(cells);
    cells &= cells - 1;
    const bit = 1 << i;
    const was = load<i32>(own);
    if ((was & bit) == 0) return false;
    const cell = v128.and(i32x4.splat(bit), unchecked(LANE[b]));
    clearCells(f, cell);
    v128.store(digit, v128.andnot(v128.load(digit), i32x4.splat(unchecked(COLUMN_BITS[i]))));
    store<i32>(own, (was & ~unchecked(BAND_PEERS[i])) | bit);
    store<i32>(unsolved, load<i32>(unsolved) & ~bit);
  }
  return true;
}

/**
 * Digit d's band masks `x` with d placed on all of `found` (one band mask a lane): the cells of their rows, boxes and
 * columns go, the found cells stay. The nine digits' loss of the found cells is the caller's. Rows and boxes come from
 * the minirow corners, with multiplications as in triads(), instead of a table look-up per cell.
 */
function placedMasks(x: v128, found: v128): v128 {
  const m = v128.and(v128.or(v128.or(found, i32x4.shr_u(found, 1)), i32x4.shr_u(found, 2)), i32x4.splat(CORNERS));
  const columns = columnsOf(found);
  const others = toRows(v128.or(nextBand(columns), bandAfterNext(columns)));
  return v128.or(v128.andnot(x, v128.or(rowsAndBoxesOf(m), others)), found);
}

/**
 * The whole rows and boxes of the minirows marked at their corners in `m` (a minirow's first cell), by
 * multiplication: the corner spread over its band's three rows picks the row start, times 0x1ff fills the row; spread
 * over the band's three boxes, times BOX0 fills the box.
 */
function rowsAndBoxesOf(m: v128): v128 {
  const rowsOf = i32x4.mul(
    v128.and(v128.or(v128.or(m, i32x4.shr_u(m, 3)), i32x4.shr_u(m, 6)), i32x4.splat(ROW_STARTS)),
    i32x4.splat(0x1ff),
  );
  const boxesOf = i32x4.mul(
    v128.and(v128.or(v128.or(m, i32x4.shr_u(m, 9)), i32x4.shr_u(m, 18)), i32x4.splat(0x49)),
    i32x4.splat(BOX0),
  );
  return v128.or(rowsOf, boxesOf);
}

/** x's lanes with more than one bit set keep all but their lowest bit; the others are 0. */
function beyondFirst(x: v128): v128 {
  return v128.and(x, i32x4.sub(x, i32x4.splat(1)));
}

/**
 * Holds clash() so that it can carry @inline (TypeScript allows a decorator on a method, not on a function): inlined,
 * it spares the live vectors V8 saves and restores around a WebAssembly call, about four times a propagation.
 */
class Peers {
  /**
   * Whether two of `found` (one digit's cells, a band mask a lane) are peers: two in a row or a box of a band, or in a
   * column across bands. place() cell by cell would refuse the second (the first took its digit).
   */
  @inline
  static clash(found: v128): bool {
    const row = i32x4.splat(0x1ff);
    const box = i32x4.splat(BOX0);
    const columns = columnsOf(found);
    // One test for all seven: branches cost more than the few vector operations they would skip.
    const rows = v128.or(
      v128.or(beyondFirst(v128.and(found, row)), beyondFirst(v128.and(i32x4.shr_u(found, 9), row))),
      beyondFirst(i32x4.shr_u(found, 18)),
    );
    const boxes = v128.or(
      v128.or(beyondFirst(v128.and(found, box)), beyondFirst(v128.and(i32x4.shr_u(found, 3), box))),
      beyondFirst(v128.and(i32x4.shr_u(found, 6), box)),
    );
    return v128.any_true(
      v128.or(v128.or(rows, boxes), v128.and(columns, v128.or(nextBand(columns), bandAfterNext(columns)))),
    );
  }
}

/**
 * Places digit d on all of `found` (one band mask a lane) at once: what place() does cell by cell, with the nine
 * digits' cells cleared once. False where place() would refuse a cell: two found cells that are peers.
 */
function placeAll(f: usize, d: i32, found: v128): bool {
  if (Peers.clash(found)) return false;
  const digit = f + <usize>(16 * d);
  const own = placedMasks(v128.load(digit), found);
  clearCells(f, found);
  v128.store(digit, own);
  v128.store(f, v128.andnot(v128.load(f, UNSOLVED_BYTES), found), UNSOLVED_BYTES);
  return true;
}

/** Cells at 9r + 3c (the first cell of row r's part of box c). */
const CORNERS: i32 = 0x1249249;
const BOX_COLUMN_0: i32 = 0x40201;
const BOX_COLUMN_1: i32 = BOX_COLUMN_0 << 3;
const BOX_COLUMN_2: i32 = BOX_COLUMN_0 << 6;

/** Corners 9r + 3c of minirows (r, c) of a band, and the first corner of each row. */
const ROW_STARTS: i32 = 0x40201;
/** The cells of box 0 in a band (a box-column of the band's three minirows c = 0). */
const BOX0: i32 = 0x1c0e07;

/**
 * The rotations' masks, splatted, in a static data segment at the byte offsets below: a v128.load from a constant
 * address is one instruction, where V8 builds an i32x4.splat of a constant in three (a 64-bit move, a move to the
 * vector register, an unpack), again in every iteration of the loop that uses it: 1.7 % fewer instructions a puzzle
 * (forum hardest 1106, counted under valgrind). Not for the other constants: the same move made that 4 % more.
 */
// prettier-ignore
const SPLATS: usize = memory.data<i32>(
  [
    BOX_COLUMN_0 | BOX_COLUMN_1, BOX_COLUMN_0 | BOX_COLUMN_1, BOX_COLUMN_0 | BOX_COLUMN_1, BOX_COLUMN_0 | BOX_COLUMN_1,
    BOX_COLUMN_2, BOX_COLUMN_2, BOX_COLUMN_2, BOX_COLUMN_2,
    0xdb, 0xdb, 0xdb, 0xdb,
    0x124, 0x124, 0x124, 0x124,
  ],
  16,
);
/** SPLATS offsets: nextBox's masks (bits that shift within a row, bits that wrap to its start), nextColumn's. */
const NEXT_BOX_SHIFTED = 0;
const NEXT_BOX_WRAPPED = 16;
const NEXT_COLUMN_SHIFTED = 32;
const NEXT_COLUMN_WRAPPED = 48;

/** X(r, c + 1) at (r, c), for corner bits. */
function nextBox(x: v128): v128 {
  return v128.or(
    v128.and(i32x4.shr_u(x, 3), v128.load(SPLATS, NEXT_BOX_SHIFTED)),
    v128.and(i32x4.shl(x, 6), v128.load(SPLATS, NEXT_BOX_WRAPPED)),
  );
}

/** The band rule, per lane: keeps the cells of row/box pairs that some row→box permutation uses. */
function bandRule(a: v128): v128 {
  const p = v128.and(v128.or(v128.or(a, i32x4.shr_u(a, 1)), i32x4.shr_u(a, 2)), i32x4.splat(CORNERS));
  // Rows r + 1 and r + 2 at row r. Left unmasked: the bits shifted past 27 never reach a corner through nextBox.
  const below = v128.or(i32x4.shr_u(p, 9), i32x4.shl(p, 18));
  const twoBelow = v128.or(i32x4.shr_u(p, 18), i32x4.shl(p, 9));
  // P(r+1,c+1)·P(r+2,c+2) + P(r+1,c+2)·P(r+2,c+1), with one rotation taken out of both terms (a rotation by two is
  // two rotations by one, and a rotation distributes over AND): three rotations instead of four.
  const allowed = v128.and(p, nextBox(v128.or(v128.and(below, nextBox(twoBelow)), v128.and(nextBox(below), twoBelow))));
  return v128.and(a, v128.or(v128.or(allowed, i32x4.shl(allowed, 1)), i32x4.shl(allowed, 2)));
}

/** Columns (9 bits) where the band mask has a candidate. */
function columnsOf(a: v128): v128 {
  return v128.and(v128.or(v128.or(a, i32x4.shr_u(a, 9)), i32x4.shr_u(a, 18)), i32x4.splat(0x1ff));
}

/** X(j + 1) at j within each stack's three columns. */
function nextColumn(x: v128): v128 {
  return v128.or(
    v128.and(i32x4.shr_u(x, 1), v128.load(SPLATS, NEXT_COLUMN_SHIFTED)),
    v128.and(i32x4.shl(x, 2), v128.load(SPLATS, NEXT_COLUMN_WRAPPED)),
  );
}

/** The stack rule: the columns band `own` may keep, given the columns of the two other bands. */
function stackRule(own: v128, next: v128, afterNext: v128): v128 {
  return v128.and(
    own,
    // As in bandRule: three rotations instead of four.
    nextColumn(v128.or(v128.and(next, nextColumn(afterNext)), v128.and(nextColumn(next), afterNext))),
  );
}

/** 9-bit columns copied to the three rows of a band. */
function toRows(columns: v128): v128 {
  return v128.or(v128.or(columns, i32x4.shl(columns, 9)), i32x4.shl(columns, 18));
}

/** The row when it has exactly one candidate, else 0. */
function single(row: v128): v128 {
  return v128.and(row, i32x4.eq(v128.and(row, i32x4.sub(row, i32x4.splat(1))), i32x4.splat(0)));
}

/** Row singles of the band mask, and the cells of `only` columns (no candidate in the other bands) with one row. */
function bandSingles(a: v128, only: v128): v128 {
  const r0 = v128.and(a, i32x4.splat(0x1ff));
  const r1 = v128.and(i32x4.shr_u(a, 9), i32x4.splat(0x1ff));
  const r2 = i32x4.shr_u(a, 18);
  const cols = v128.andnot(v128.and(only, v128.xor(v128.xor(r0, r1), r2)), v128.and(v128.and(r0, r1), r2));
  return v128.or(
    v128.or(v128.or(single(r0), i32x4.shl(single(r1), 9)), i32x4.shl(single(r2), 18)),
    v128.and(a, toRows(cols)),
  );
}

/** The next band's lane in each lane (lane 3 stays put). */
function nextBand(x: v128): v128 {
  return i32x4.shuffle(x, x, 1, 2, 0, 3);
}

/** The band after next's lane in each lane. */
function bandAfterNext(x: v128): v128 {
  return i32x4.shuffle(x, x, 2, 0, 1, 3);
}

/** triads()'s scratch: each digit's minirow corners and minicolumns, as its last call found them. */
const MINIROWS = new StaticArray<v128>(9);
const MINICOLUMNS = new StaticArray<v128>(9);

/**
 * The triad rules (tdoku's box-line triads), across digits, on minirows (three cells of a row in a box) and minicolumns:
 * a minirow holds exactly three digits, so one where only three digits remain possible must hold all three (each leaves
 * the rest of its row and box), and one where three digits are locked (a digit whose row in the band, or whose box,
 * has no other minirow for it) holds nothing else. Fewer than three possible or more than three locked: contradiction.
 * Returns -1 on a contradiction, 1 when a candidate went, 0 when nothing changed.
 */
function triads(f: usize): i32 {
  // Bit-sliced counters up to four over the nine digits: digits possible (r, c) and locked (lr, lc) per minirow
  // (corner bits) and per minicolumn (9 column bits a lane). At a fixpoint the band and stack rules hold, so a digit
  // alone in its row of the band is also alone in its box, and alone in its column is alone in its stack's box.
  const zero = i32x4.splat(0);
  let r1 = zero;
  let r2 = zero;
  let r3 = zero;
  let r4 = zero;
  let c1 = zero;
  let c2 = zero;
  let c3 = zero;
  let c4 = zero;
  let lr1 = zero;
  let lr2 = zero;
  let lr3 = zero;
  let lr4 = zero;
  let lc1 = zero;
  let lc2 = zero;
  let lc3 = zero;
  let lc4 = zero;
  for (let d = 0; d < 9; d++) {
    const a = v128.load(f + <usize>(16 * d));
    const m = v128.and(v128.or(v128.or(a, i32x4.shr_u(a, 1)), i32x4.shr_u(a, 2)), i32x4.splat(CORNERS));
    r4 = v128.or(r4, v128.and(r3, m));
    r3 = v128.or(r3, v128.and(r2, m));
    r2 = v128.or(r2, v128.and(r1, m));
    r1 = v128.or(r1, m);
    const nb = nextBox(m);
    const lr = v128.andnot(m, v128.or(nb, nextBox(nb)));
    lr4 = v128.or(lr4, v128.and(lr3, lr));
    lr3 = v128.or(lr3, v128.and(lr2, lr));
    lr2 = v128.or(lr2, v128.and(lr1, lr));
    lr1 = v128.or(lr1, lr);
    const c = columnsOf(a);
    c4 = v128.or(c4, v128.and(c3, c));
    c3 = v128.or(c3, v128.and(c2, c));
    c2 = v128.or(c2, v128.and(c1, c));
    c1 = v128.or(c1, c);
    const lc = v128.andnot(c, v128.or(nextBand(c), bandAfterNext(c)));
    lc4 = v128.or(lc4, v128.and(lc3, lc));
    lc3 = v128.or(lc3, v128.and(lc2, lc));
    lc2 = v128.or(lc2, v128.and(lc1, lc));
    lc1 = v128.or(lc1, lc);
    unchecked((MINIROWS[d] = m));
    unchecked((MINICOLUMNS[d] = c));
  }
  // Fewer than three digits possible, or more than three locked: contradiction.
  const short = v128.or(
    v128.andnot(i32x4(CORNERS, CORNERS, CORNERS, 0), r3),
    v128.andnot(i32x4(0x1ff, 0x1ff, 0x1ff, 0), c3),
  );
  if (v128.any_true(v128.or(short, v128.or(lr4, lc4)))) return -1;
  // Work left: three digits possible but not all locked (naked), or three locked and more possible (hidden).
  const nakedRows = v128.andnot(v128.andnot(r3, r4), lr3);
  const nakedColumns = v128.andnot(v128.andnot(c3, c4), lc3);
  const hiddenRows = v128.and(lr3, r4);
  const hiddenColumns = v128.and(lc3, c4);
  if (!v128.any_true(v128.or(v128.or(nakedRows, nakedColumns), v128.or(hiddenRows, hiddenColumns)))) return 0;
  for (let d = 0; d < 9; d++) {
    const p = f + <usize>(16 * d);
    const a = v128.load(p);
    const m = unchecked(MINIROWS[d]);
    const c = unchecked(MINICOLUMNS[d]);
    // Naked: the digit's forced minirows and minicolumns clear the rest of their row, box and column.
    const fr = v128.and(m, nakedRows);
    const fc = v128.and(c, nakedColumns);
    const ncol = nextColumn(fc);
    const stackCols = v128.or(v128.or(fc, ncol), nextColumn(ncol));
    let clear = v128.andnot(rowsAndBoxesOf(fr), i32x4.mul(fr, i32x4.splat(7)));
    clear = v128.or(clear, toRows(v128.or(v128.andnot(stackCols, fc), v128.or(nextBand(fc), bandAfterNext(fc)))));
    // Hidden: minirows and minicolumns with three locked digits keep only those.
    const nb = nextBox(m);
    const lr = v128.andnot(m, v128.or(nb, nextBox(nb)));
    const lc = v128.andnot(c, v128.or(nextBand(c), bandAfterNext(c)));
    clear = v128.or(clear, i32x4.mul(v128.andnot(hiddenRows, lr), i32x4.splat(7)));
    clear = v128.or(clear, toRows(v128.andnot(hiddenColumns, lc)));
    v128.store(p, v128.andnot(a, clear));
  }
  return 1;
}

/**
 * Digits (bit d) whose masks differ from SEEN: the ones the band and stack rules have news for. Taken once at the start
 * of a round (as bitboard.ts): a digit a placement changes later in the round waits for the next one, examined once
 * instead of twice (5–10 % less time on the hard sets than testing each digit as the round reaches it).
 */
function changedDigits(f: usize): i32 {
  // Branch-free and unrolled: which digits have news is data the processor cannot predict.
  const s = f + <usize>SEEN_BYTES;
  return (
    (<i32>v128.any_true(v128.xor(v128.load(f), v128.load(s)))) |
    ((<i32>v128.any_true(v128.xor(v128.load(f, 16), v128.load(s, 16)))) << 1) |
    ((<i32>v128.any_true(v128.xor(v128.load(f, 32), v128.load(s, 32)))) << 2) |
    ((<i32>v128.any_true(v128.xor(v128.load(f, 48), v128.load(s, 48)))) << 3) |
    ((<i32>v128.any_true(v128.xor(v128.load(f, 64), v128.load(s, 64)))) << 4) |
    ((<i32>v128.any_true(v128.xor(v128.load(f, 80), v128.load(s, 80)))) << 5) |
    ((<i32>v128.any_true(v128.xor(v128.load(f, 96), v128.load(s, 96)))) << 6) |
    ((<i32>v128.any_true(v128.xor(v128.load(f, 112), v128.load(s, 112)))) << 7) |
    ((<i32>v128.any_true(v128.xor(v128.load(f, 128), v128.load(s, 128)))) << 8)
  );
}

function propagate(f: usize): bool {
  const zero = i32x4.splat(0);
  let nakedPlaced = true;
  for (;;) {
    let changed = false;
    let digits = changedDigits(f);
    while (digits != 0) {
      const d = ctz(digits);
      digits &= digits - 1;
      const p = f + <usize>(16 * d);
      const raw = v128.load(p);
      const a = bandRule(raw);
      if ((i32x4.bitmask(i32x4.eq(a, zero)) & 7) != 0) return false;
      const c = columnsOf(a);
      const s = stackRule(c, nextBand(c), bandAfterNext(c));
      const sNext = nextBand(s);
      const sAfterNext = bandAfterNext(s);
      const stacks = i32x4.extract_lane(v128.or(v128.or(s, sNext), sAfterNext), 0);
      if (((stacks | (stacks >> 1) | (stacks >> 2)) & 0x49) != 0x49) return false;
      const b = v128.and(a, toRows(s));
      v128.store(p, b);
      // SEEN is a: when the stack rule removed nothing, a is b; when it did, the band rule must look at b again. No
      // branch: whether the stack rule removed something is data the processor cannot predict.
      v128.store(p, a, SEEN_BYTES);
      changed |= v128.any_true(v128.xor(a, b));
      const found = v128.and(bandSingles(b, v128.andnot(s, v128.or(sNext, sAfterNext))), v128.load(f, UNSOLVED_BYTES));
      if (v128.any_true(found)) {
        if (!placeAll(f, d, found)) return false;
        changed = true;
      }
    }
    if (!changed && !nakedPlaced) {
      // Solved: nothing for the triad rules to find.
      if (!v128.any_true(v128.load(f, UNSOLVED_BYTES))) return true;
      const t = triads(f);
      if (t < 0) return false;
      if (t == 0) return true;
      changed = true;
    }
    nakedPlaced = false;
    // Cells with one candidate or more, and two or more (naked singles: unsolved, not two).
    const x0 = v128.load(f);
    const x1 = v128.load(f, 16);
    const x2 = v128.load(f, 32);
    const x3 = v128.load(f, 48);
    const x4 = v128.load(f, 64);
    const x5 = v128.load(f, 80);
    const x6 = v128.load(f, 96);
    const x7 = v128.load(f, 112);
    const x8 = v128.load(f, 128);
    let one = x0;
    let two = v128.and(one, x1);
    one = v128.or(one, x1);
    two = v128.or(two, v128.and(one, x2));
    one = v128.or(one, x2);
    two = v128.or(two, v128.and(one, x3));
    one = v128.or(one, x3);
    two = v128.or(two, v128.and(one, x4));
    one = v128.or(one, x4);
    two = v128.or(two, v128.and(one, x5));
    one = v128.or(one, x5);
    two = v128.or(two, v128.and(one, x6));
    one = v128.or(one, x6);
    two = v128.or(two, v128.and(one, x7));
    one = v128.or(one, x7);
    two = v128.or(two, v128.and(one, x8));
    one = v128.or(one, x8);
    const unsolved = v128.load(f, UNSOLVED_BYTES);
    if (v128.any_true(v128.andnot(unsolved, one))) return false;
    const naked = v128.andnot(unsolved, two);
    if (v128.any_true(naked)) {
      // All at once, digit by digit: a digit loses every naked cell and, where the naked cell is its own, the peers.
      // Cell by cell, a placement can only refuse a later cell of the same digit that is its peer (other digits'
      // cells lose only the placed cell), so the one refusal is clash().
      for (let d = 0; d < 9; d++) {
        const p = f + <usize>(16 * d);
        const x = v128.load(p);
        const found = v128.and(naked, x);
        if (!v128.any_true(found)) {
          v128.store(p, v128.andnot(x, naked));
          continue;
        }
        if (Peers.clash(found)) return false;
        v128.store(p, placedMasks(v128.andnot(x, naked), found));
      }
      v128.store(f, v128.andnot(unsolved, naked), UNSOLVED_BYTES);
      nakedPlaced = true;
    }
    if (!changed && !nakedPlaced) {
      // Solved: nothing for the triad rules to find.
      if (!v128.any_true(v128.load(f, UNSOLVED_BYTES))) return true;
      const t = triads(f);
      if (t < 0) return false;
      if (t == 0) return true;
      nakedPlaced = true;
    }
  }
  return true;
}

function recordSolution(f: usize): void {
  for (let d = 0; d < 9; d++) {
    for (let b = 0; b < 3; b++) {
      let m = load<i32>(at(f, d, b));
      while (m != 0) {
        unchecked((firstSolution[27 * b + ctz(m)] = <u8>(d + 1)));
        m &= m - 1;
      }
    }
  }
}

/** The best cell to guess on, as band · 32 + bit index: bitboard.ts's rule, step for step. */
function chooseCell(f: usize, u0: i32, u1: i32, u2: i32): i32 {
  let band = -1;
  let index = 0;
  let bestScore = -1;
  let one = i32x4.splat(0);
  let two = one;
  let three = one;
  for (let p = f; p < f + <usize>UNSOLVED_BYTES; p += 16) {
    const a = v128.load(p);
    three = v128.or(three, v128.and(two, a));
    two = v128.or(two, v128.and(one, a));
    one = v128.or(one, a);
  }
  const bivalues = v128.andnot(v128.and(v128.load(f, UNSOLVED_BYTES), two), three);
  for (let b = 0; b < 3; b++) {
    const unsolved = b == 0 ? u0 : b == 1 ? u1 : u2;
    let bivalue =
      b == 0
        ? i32x4.extract_lane(bivalues, 0)
        : b == 1
          ? i32x4.extract_lane(bivalues, 1)
          : i32x4.extract_lane(bivalues, 2);
    while (bivalue != 0) {
      const i = ctz(bivalue);
      bivalue &= bivalue - 1;
      const column = unchecked(COLUMN_BITS[i]);
      const score =
        popcnt(unsolved & (unchecked(BAND_PEERS[i]) | column)) +
        popcnt((b == 0 ? u1 : u0) & column) +
        popcnt((b == 2 ? u1 : u2) & column);
      if (score > bestScore) {
        bestScore = score;
        band = b;
        index = i;
      }
    }
  }
  if (band >= 0) return band * 32 + index;
  let best = 10;
  for (let b = 0; b < 3 && best > 3; b++) {
    let unsolved = load<i32>(f + <usize>(UNSOLVED_BYTES + 4 * b));
    while (unsolved != 0) {
      const i = ctz(unsolved);
      unsolved &= unsolved - 1;
      let n = 0;
      for (let d = 0; d < 9; d++) if (load<i32>(at(f, d, b)) & (1 << i)) n++;
      if (n < best) {
        best = n;
        band = b;
        index = i;
        if (n <= 3) break;
      }
    }
  }
  return band * 32 + index;
}

/** Row → box permutations of a band (and band → column of a stack): bit 3r + box of permutation k. */
const PERM_PATTERN = new StaticArray<i32>(6);
/** The band cells of permutation k's three minirows. */
const PERM_CELLS = new StaticArray<i32>(6);
/** PERM_FITS[p]: bit k set when all three pairs of permutation k are in the 9-bit pattern p. */
const PERM_FITS = new StaticArray<u8>(512);
/**
 * CONFIG_MASKS[6 · unit + k]: the digit vector's mask that keeps configuration k of band `unit` (0–2) or stack
 * `unit` − 3 (3–5): the permutation's minirows (or minicolumns) there, everything elsewhere.
 */
const CONFIG_MASKS = new StaticArray<v128>(36);
/** The branch chooseConfig found: the digit vector's masks for the first configuration, and for the rest. */
const BRANCH = new StaticArray<v128>(2);

function buildConfigTables(): void {
  let k = 0;
  for (let p0 = 0; p0 < 3; p0++)
    for (let p1 = 0; p1 < 3; p1++) {
      if (p1 == p0) continue;
      const p2 = 3 - p0 - p1;
      PERM_PATTERN[k] = (1 << p0) | (1 << (3 + p1)) | (1 << (6 + p2));
      PERM_CELLS[k] = (7 << (3 * p0)) | (7 << (9 + 3 * p1)) | (7 << (18 + 3 * p2));
      k++;
    }
  for (let pattern = 0; pattern < 512; pattern++) {
    let fits = 0;
    for (k = 0; k < 6; k++) if ((pattern & PERM_PATTERN[k]) == PERM_PATTERN[k]) fits |= 1 << k;
    PERM_FITS[pattern] = <u8>fits;
  }
  for (let unit = 0; unit < 6; unit++)
    for (k = 0; k < 6; k++) {
      const pp = PERM_PATTERN[k];
      let m0 = BAND_FULL,
        m1 = BAND_FULL,
        m2 = BAND_FULL;
      if (unit < 3) {
        if (unit == 0) m0 = PERM_CELLS[k];
        else if (unit == 1) m1 = PERM_CELLS[k];
        else m2 = PERM_CELLS[k];
      } else {
        const s = unit - 3;
        const outside = 0x1ff & ~(7 << (3 * s));
        m0 = toRows27(outside | ((pp & 7) << (3 * s)));
        m1 = toRows27(outside | (((pp >> 3) & 7) << (3 * s)));
        m2 = toRows27(outside | (((pp >> 6) & 7) << (3 * s)));
      }
      CONFIG_MASKS[6 * unit + k] = i32x4(m0, m1, m2, 0);
    }
}

/** 9-bit columns copied to the three rows of a band (scalar). */
function toRows27(columns: i32): i32 {
  return columns | (columns << 9) | (columns << 18);
}

buildConfigTables();

/** Row × box pattern (bit 3r + c) of a band's minirow corners (bit 9r + 3c). */
function rowBoxPattern(corners: i32): i32 {
  const q = corners | (corners >> 2) | (corners >> 4);
  return (q & 7) | ((q >> 6) & 0x38) | ((q >> 12) & 0x1c0);
}

/** A key for the smallest-first choice of a band or stack: size, then unit; past every key when the unit is fixed. */
function unitKey(size: i32, unit: i32): i32 {
  return select<i32>((size << 3) | unit, 0x7fffffff, size > 27);
}

/**
 * Branching as tdoku: the band or stack with the fewest configurations over all digits, then its digit with two
 * configurations (else three); the branch takes the digit's first configuration, then the others. At a fixpoint
 * (propagate just returned) the band and stack rules hold, so a digit's row × box pattern in a band is a union of
 * permutations and its size tells their number: 3 → 1, 5 or 6 → 2, 7 → 3, 8 → 4, 9 → 6; the band's choice uses the
 * summed sizes. Reads triads()'s MINIROWS and MINICOLUMNS (its last call saw this state). Returns the digit, or -1 when
 * no band or stack has a digit with two or three configurations (then a cell is guessed); leaves the two masks
 * for the digit's vector in BRANCH. Without data-dependent branches where it can: keys and minimums for the unit,
 * digit bitmasks for the digit, tables for the configurations.
 */
function chooseConfig(): i32 {
  let rowSizes = i32x4.splat(0);
  let columnSizes = i32x4.splat(0);
  for (let d = 0; d < 9; d++) {
    rowSizes = i8x16.add(rowSizes, i8x16.popcnt(unchecked(MINIROWS[d])));
    const c = unchecked(MINICOLUMNS[d]);
    // Each stack's three columns in a byte of their own.
    const spread = v128.or(
      v128.or(v128.and(c, i32x4.splat(7)), i32x4.shl(v128.and(c, i32x4.splat(0x38)), 5)),
      i32x4.shl(v128.and(c, i32x4.splat(0x1c0)), 10),
    );
    columnSizes = i8x16.add(columnSizes, i8x16.popcnt(spread));
  }
  // Bands: the four bytes of each lane; stacks: byte s of the three lanes.
  const rows = i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(rowSizes));
  const columns = i32x4.add(i32x4.add(columnSizes, nextBand(columnSizes)), bandAfterNext(columnSizes));
  const cs = i32x4.extract_lane(columns, 0);
  const key = min(
    min(
      min(unitKey(i32x4.extract_lane(rows, 0), 0), unitKey(i32x4.extract_lane(rows, 1), 1)),
      unitKey(i32x4.extract_lane(rows, 2), 2),
    ),
    min(min(unitKey(cs & 0xff, 3), unitKey((cs >> 8) & 0xff, 4)), unitKey((cs >> 16) & 0xff, 5)),
  );
  if (key == 0x7fffffff) return -1;
  const best = key & 7;
  // Digits with two configurations (pattern size 5 or 6) and with three (size 7), one bit each.
  let two = 0;
  let three = 0;
  if (best < 3) {
    // A band's pattern has as many bits as the digit's minirow corners there.
    const lane = changetype<usize>(MINIROWS) + <usize>(4 * best);
    for (let d = 0; d < 9; d++) {
      const size = popcnt(load<i32>(lane + <usize>(16 * d)));
      two |= (<i32>(size == 5 || size == 6)) << d;
      three |= (<i32>(size == 7)) << d;
    }
  } else {
    const stack = 7 << (3 * (best - 3));
    for (let d = 0; d < 9; d++) {
      const c = changetype<usize>(MINICOLUMNS) + <usize>(16 * d);
      const size = popcnt(load<i32>(c) & stack) + popcnt(load<i32>(c, 4) & stack) + popcnt(load<i32>(c, 8) & stack);
      two |= (<i32>(size == 5 || size == 6)) << d;
      three |= (<i32>(size == 7)) << d;
    }
  }
  const digits = two != 0 ? two : three;
  if (digits == 0) return -1;
  const digit = ctz(digits);
  let pattern = 0;
  if (best < 3) {
    pattern = rowBoxPattern(load<i32>(changetype<usize>(MINIROWS) + <usize>(16 * digit + 4 * best)));
  } else {
    const c = changetype<usize>(MINICOLUMNS) + <usize>(16 * digit);
    const s = 3 * (best - 3);
    pattern = ((load<i32>(c) >> s) & 7) | (((load<i32>(c, 4) >> s) & 7) << 3) | (((load<i32>(c, 8) >> s) & 7) << 6);
  }
  // At a fixpoint the pattern is a union of two or three permutations: the first is the branch, the rest its negation.
  let fits = <i32>unchecked(PERM_FITS[pattern]);
  let first = i32x4.splat(0);
  let rest = first;
  if (fits != 0) {
    const masks = 6 * best;
    first = unchecked(CONFIG_MASKS[masks + ctz(fits)]);
    fits &= fits - 1;
    while (fits != 0) {
      rest = v128.or(rest, unchecked(CONFIG_MASKS[masks + ctz(fits)]));
      fits &= fits - 1;
    }
  }
  unchecked((BRANCH[0] = first));
  unchecked((BRANCH[1] = rest));
  return digit;
}

function copyFrame(from: usize, to: usize): void {
  for (let k: usize = 0; k < <usize>FRAME_BYTES; k += 16) v128.store(to + k, v128.load(from + k));
}

function search(f: usize): bool {
  for (;;) {
    if (!propagate(f)) return false;
    const u0 = load<i32>(f, UNSOLVED_BYTES);
    const u1 = load<i32>(f, UNSOLVED_BYTES + 4);
    const u2 = load<i32>(f, UNSOLVED_BYTES + 8);
    if ((u0 | u1 | u2) == 0) {
      if (solutions == 0) recordSolution(f);
      solutions++;
      return solutions >= solutionLimit;
    }
    if (++nodes > nodeBudget) {
      timedOut = true;
      return true;
    }
    const digit = chooseConfig();
    if (digit >= 0) {
      const p = f + <usize>(16 * digit);
      const next = f + <usize>FRAME_BYTES;
      copyFrame(f, next);
      v128.store(next + <usize>(16 * digit), v128.and(v128.load(p), unchecked(BRANCH[0])));
      const rest = unchecked(BRANCH[1]);
      if (search(next)) return true;
      v128.store(p, v128.and(v128.load(p), rest));
      continue;
    }
    const choice = chooseCell(f, u0, u1, u2);
    const band = choice >> 5;
    const i = choice & 31;
    const cellBit = 1 << i;
    let digits = 0;
    for (let d = 0; d < 9; d++) if (load<i32>(at(f, d, band)) & cellBit) digits |= 1 << d;
    const next = f + <usize>FRAME_BYTES;
    while ((digits & (digits - 1)) != 0) {
      const d = ctz(digits);
      digits &= digits - 1;
      copyFrame(f, next);
      place(next, d, band, cellBit);
      if (search(next)) return true;
      store<i32>(at(f, d, band), load<i32>(at(f, d, band)) & ~cellBit);
    }
    place(f, ctz(digits), band, cellBit);
  }
  return false;
}

/** A band's 27 cells out of the per-cell bits of cells 0–63 (`low`) and 64–95 (`high`). */
function bandOf(low: u64, high: u64, band: i32): i32 {
  if (band == 0) return (<i32>low) & BAND_FULL;
  if (band == 1) return (<i32>(low >> 27)) & BAND_FULL;
  return (<i32>((low >> 54) | (high << 10))) & BAND_FULL;
}

/** Which cells hold `value` (0 for blanks), as band masks (lanes 0–2): six byte compares and their bitmasks. */
function cellsHolding(value: i32): v128 {
  const c = changetype<usize>(cells);
  const v = i8x16.splat(<i8>value);
  const low =
    (<u64>i8x16.bitmask(i8x16.eq(v128.load(c), v))) |
    ((<u64>i8x16.bitmask(i8x16.eq(v128.load(c, 16), v))) << 16) |
    ((<u64>i8x16.bitmask(i8x16.eq(v128.load(c, 32), v))) << 32) |
    ((<u64>i8x16.bitmask(i8x16.eq(v128.load(c, 48), v))) << 48);
  const high =
    (<u64>i8x16.bitmask(i8x16.eq(v128.load(c, 64), v))) | ((<u64>i8x16.bitmask(i8x16.eq(v128.load(c, 80), v))) << 16);
  return i32x4(bandOf(low, high, 0), bandOf(low, high, 1), bandOf(low, high, 2), 0);
}

/** Loads the cells into the root frame. False for a value over 9 or for givens that clash. */
function load81(): bool {
  // All givens of a digit at once, found with byte compares over the cells, instead of place() per given: the same
  // frame (each digit keeps its givens and loses every other given's cell and its givens' peers), and the same
  // refusal, which comes only from two givens of one digit that are peers (clash()), whatever the order.
  const c = changetype<usize>(cells);
  const nine = i8x16.splat(9);
  const over = v128.or(
    v128.or(
      v128.or(i8x16.gt_u(v128.load(c), nine), i8x16.gt_u(v128.load(c, 16), nine)),
      i8x16.gt_u(v128.load(c, 32), nine),
    ),
    v128.or(
      v128.or(i8x16.gt_u(v128.load(c, 48), nine), i8x16.gt_u(v128.load(c, 64), nine)),
      i8x16.gt_u(v128.load(c, 80), nine),
    ),
  );
  if (v128.any_true(over)) return false;
  const f = framePointer(0);
  const open = cellsHolding(0);
  for (let d = 0; d < 9; d++) {
    const givens = cellsHolding(d + 1);
    if (Peers.clash(givens)) return false;
    v128.store(f + <usize>(16 * d), placedMasks(open, givens));
  }
  v128.store(f, open, UNSOLVED_BYTES);
  for (let p = f + <usize>SEEN_BYTES; p < f + <usize>FRAME_BYTES; p += 16) v128.store(p, i32x4.splat(-1));
  return true;
}

function start(limit: i32, budget: i32): void {
  solutionLimit = limit >= 1 ? limit : 1;
  nodeBudget = budget >= 0 ? budget : 0;
  nodes = 0;
  solutions = 0;
  timedOut = false;
}

function finish(): i32 {
  search(framePointer(0));
  return timedOut && solutions < solutionLimit ? TIMEOUT : solutions;
}

/** Solutions of the cells, counted up to `limit`; TIMEOUT when `budget` guesses ran out first. */
export function run(limit: i32, budget: i32): i32 {
  start(limit, budget);
  if (!load81()) return 0;
  return finish();
}

/** Whether a solution has a digit other than `digit` (1–9) in blank `cell`: 1, 0, or TIMEOUT. */
export function runExcept(cell: i32, digit: i32, budget: i32): i32 {
  start(1, budget);
  if (!load81()) return 0;
  const band = cell / 27;
  const word = at(framePointer(0), digit - 1, band);
  store<i32>(word, load<i32>(word) & ~(1 << (cell - 27 * band)));
  return finish();
}

export function lastNodeCount(): i32 {
  return nodes;
}

/** Solutions found by the last call, also when it ended in TIMEOUT (the first is then still at solutionPointer). */
export function lastSolutionCount(): i32 {
  return solutions;
}

export function cellsPointer(): usize {
  return changetype<usize>(cells);
}

export function solutionPointer(): usize {
  return changetype<usize>(firstSolution);
}
