/**
 * The solver kernel in AssemblyScript, compiled to WebAssembly by scripts/build-wasm.mjs. It is the same algorithm
 * as ../bitboard.ts, step for step (see that file for the why of each rule): band bitboards, the band and stack
 * permutation rules, hidden and naked singles, the triad rules, and a guess on a band configuration (else on the
 * bivalue cell with the most unsolved peers). The tests run the kernels on every collection and require the same
 * answers.
 *
 * Why a second copy: WebAssembly runs this at full speed from the first puzzle (JavaScript spends its first tens of
 * milliseconds warming up, which dominates short batches) and with cheaper memory access. The TypeScript kernel stays
 * the default wherever WebAssembly can't run (a page or extension whose CSP refuses it).
 *
 * Interface: the host writes 81 cells (0 blank, 1–9) at `cellsPointer()`, calls `run` or `runExcept`, and reads the
 * first solution at `solutionPointer()` when the result is ≥ 1.
 */

const BAND_FULL: i32 = 0x7ffffff;
const STRIDE: i32 = 64;
const UNSOLVED: i32 = 27;
/** [SEEN + d]: the sum of digit d's band masks as the band and stack rules last left them (as ../bitboard.ts). */
const SEEN: i32 = 30;
const FRAME_USED: i32 = SEEN + 9;
const NO_SUM: i32 = 1 << 30;
const MAX_DEPTH: i32 = 83;
const TIMEOUT: i32 = -1;

const ROW_BOXES = new StaticArray<i32>(512);
const ROW_SINGLE = new StaticArray<i32>(512);
const BAND_ALLOWED = new StaticArray<i32>(512);
const STACK_ALLOWED = new StaticArray<i32>(512);
const SPREAD3 = new StaticArray<i32>(512);
const GATHER3 = new StaticArray<i32>(512);
const COLUMNS27 = new StaticArray<i32>(512);
const BAND_PEERS = new StaticArray<i32>(27);
const COLUMN_BITS = new StaticArray<i32>(27);

const stack = new StaticArray<i32>(STRIDE * MAX_DEPTH);
const cells = new StaticArray<u8>(81);
const firstSolution = new StaticArray<u8>(81);

let solutionLimit: i32 = 1;
let nodeBudget: i32 = 0;
let nodes: i32 = 0;
let solutions: i32 = 0;
let timedOut: bool = false;

function buildTables(): void {
  for (let row = 0; row < 512; row++) {
    unchecked((ROW_BOXES[row] = (row & 0x7 ? 1 : 0) | (row & 0x38 ? 2 : 0) | (row & 0x1c0 ? 4 : 0)));
    unchecked((ROW_SINGLE[row] = row != 0 && (row & (row - 1)) == 0 ? row : 0));
  }
  // The six ways three rows can take three different boxes: box of row 0, 1, 2.
  const permutations: StaticArray<i32> = [0, 1, 2, 0, 2, 1, 1, 0, 2, 1, 2, 0, 2, 0, 1, 2, 1, 0];
  for (let pattern = 0; pattern < 512; pattern++) {
    let allowed = 0;
    for (let p = 0; p < 18; p += 3) {
      let fits = true;
      for (let row = 0; row < 3; row++) if (!(pattern & (1 << (3 * row + permutations[p + row])))) fits = false;
      if (!fits) continue;
      for (let row = 0; row < 3; row++) allowed |= 0x7 << (9 * row + 3 * permutations[p + row]);
    }
    BAND_ALLOWED[pattern] = allowed;
    let pairs = 0;
    for (let row = 0; row < 3; row++)
      for (let box = 0; box < 3; box++) if (allowed & (1 << (9 * row + 3 * box))) pairs |= 1 << (3 * row + box);
    STACK_ALLOWED[pattern] = pairs;
    let spread = 0;
    for (let j = 0; j < 9; j++) if (pattern & (1 << j)) spread |= 1 << (3 * j);
    SPREAD3[pattern] = spread;
    GATHER3[pattern] = (pattern & 1) | ((pattern >> 2) & 2) | ((pattern >> 4) & 4);
    COLUMNS27[pattern] = pattern | (pattern << 9) | (pattern << 18);
  }
  for (let i = 0; i < 27; i++) {
    const row = i / 9;
    const col = i % 9;
    const box = col / 3;
    let peers = 0x1ff << (9 * row);
    for (let r = 0; r < 3; r++) peers |= 0x7 << (9 * r + 3 * box);
    BAND_PEERS[i] = peers & ~(1 << i);
    COLUMN_BITS[i] = (1 << col) | (1 << (col + 9)) | (1 << (col + 18));
  }
}

buildTables();

function get(k: i32): i32 {
  return unchecked(stack[k]);
}

function set(k: i32, value: i32): void {
  unchecked((stack[k] = value));
}

function place(o: i32, d: i32, b: i32, i: i32): bool {
  const bit = 1 << i;
  const k = o + 3 * d;
  const own = get(k + b);
  if ((own & bit) == 0) return false;
  const keep = ~bit;
  for (let base = o + b; base < o + b + 27; base += 3) set(base, get(base) & keep);
  const column = ~unchecked(COLUMN_BITS[i]);
  set(k, get(k) & column);
  set(k + 1, get(k + 1) & column);
  set(k + 2, get(k + 2) & column);
  set(k + b, (own & ~unchecked(BAND_PEERS[i])) | bit);
  set(o + UNSOLVED + b, get(o + UNSOLVED + b) & keep);
  return true;
}

function bandSingles(a: i32, only: i32): i32 {
  const r0 = a & 0x1ff;
  const r1 = (a >> 9) & 0x1ff;
  const r2 = a >> 18;
  const cols = only & (r0 ^ r1 ^ r2) & ~(r0 & r1 & r2);
  return (
    unchecked(ROW_SINGLE[r0]) |
    (unchecked(ROW_SINGLE[r1]) << 9) |
    (unchecked(ROW_SINGLE[r2]) << 18) |
    (cols & r0) |
    ((cols & r1) << 9) |
    ((cols & r2) << 18)
  );
}

function bandRule(a: i32): i32 {
  const rows =
    unchecked(ROW_BOXES[a & 0x1ff]) |
    (unchecked(ROW_BOXES[(a >> 9) & 0x1ff]) << 3) |
    (unchecked(ROW_BOXES[a >> 18]) << 6);
  return a & unchecked(BAND_ALLOWED[rows]);
}

function placeAll(o: i32, d: i32, b: i32, cells: i32): bool {
  while (cells != 0) {
    if (!place(o, d, b, ctz(cells))) return false;
    cells &= cells - 1;
  }
  return true;
}

function placeNaked(o: i32, b: i32, cells: i32): bool {
  while (cells != 0) {
    const bit = cells & -cells;
    let d = 0;
    while (d < 9 && (get(o + 3 * d + b) & bit) == 0) d++;
    if (d == 9 || !place(o, d, b, ctz(bit))) return false;
    cells &= cells - 1;
  }
  return true;
}

function mul32(a: i32, b: i32): i32 {
  return a * b;
}

/** Minirow corners: bit 9r + 3c stands for the three cells of row r in box c of a band. */
const CORNERS: i32 = 0x1249249;
/** The corners of box-column 0 (one a row), and the first cell of each row. */
const ROW_STARTS: i32 = 0x40201;
/** The cells of box 0 of a band. */
const BOX0: i32 = 0x1c0e07;

/** Corner bits: X(r, c + 1) at (r, c). */
function nextBox(x: i32): i32 {
  return ((x >> 3) & (ROW_STARTS | (ROW_STARTS << 3))) | ((x << 6) & (ROW_STARTS << 6));
}

/** 9-bit column sets: X(j + 1) at j within each stack's three columns. */
function nextColumn(x: i32): i32 {
  return ((x >> 1) & 0xdb) | ((x << 2) & 0x124);
}

/** triads()'s scratch, [3·d + b]: each digit's minirow corners and minicolumns (columns) per band, as last seen. */
const MINIROWS = new StaticArray<i32>(27);
const MINICOLUMNS = new StaticArray<i32>(27);
/** triads()'s work per band, [4·b + kind]: naked minirows, naked minicolumns, hidden minirows, hidden minicolumns. */
const ACT = new StaticArray<i32>(12);

/** In 3-bit groups (a row × box pattern's rows, side by side): X(c + 1) at c. */
function nextInTriple(x: i32): i32 {
  return ((x >> 1) & 0x36db6db) | ((x << 2) & 0x4924924);
}

/** A row × box pattern (bit 3r + c) as minirow corners (bit 9r + 3c). */
function patternCorners(p: i32): i32 {
  let corners = 0;
  for (let j = 0; j < 9; j++) if ((p >> j) & 1) corners |= 1 << (9 * (j / 3) + 3 * (j % 3));
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
function triads(o: i32): i32 {
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
    const a0 = get(k);
    const a1 = get(k + 1);
    const a2 = get(k + 2);
    const m0 = (a0 | (a0 >> 1) | (a0 >> 2)) & CORNERS;
    const m1 = (a1 | (a1 >> 1) | (a1 >> 2)) & CORNERS;
    const m2 = (a2 | (a2 >> 1) | (a2 >> 2)) & CORNERS;
    const col0 = (a0 | (a0 >> 9) | (a0 >> 18)) & 0x1ff;
    const col1 = (a1 | (a1 >> 9) | (a1 >> 18)) & 0x1ff;
    const col2 = (a2 | (a2 >> 9) | (a2 >> 18)) & 0x1ff;
    unchecked((MINIROWS[3 * d] = m0));
    unchecked((MINIROWS[3 * d + 1] = m1));
    unchecked((MINIROWS[3 * d + 2] = m2));
    unchecked((MINICOLUMNS[3 * d] = col0));
    unchecked((MINICOLUMNS[3 * d + 1] = col1));
    unchecked((MINICOLUMNS[3 * d + 2] = col2));
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
  if ((BAND_FULL & ~(r3 & c3)) != 0 || (lr4 | lc4) != 0) return -1;
  // Work left: three possible but not all locked (naked), or three locked and more possible (hidden).
  const nakedRows = r3 & ~r4 & ~lr3;
  const nakedColumns = c3 & ~c4 & ~lc3;
  const hiddenRows = lr3 & r4;
  const hiddenColumns = lc3 & c4;
  if ((nakedRows | nakedColumns | hiddenRows | hiddenColumns) == 0) return 0;
  for (let b = 0; b < 3; b++) {
    unchecked((ACT[4 * b] = patternCorners((nakedRows >> (9 * b)) & 0x1ff)));
    unchecked((ACT[4 * b + 1] = (nakedColumns >> (9 * b)) & 0x1ff));
    unchecked((ACT[4 * b + 2] = patternCorners((hiddenRows >> (9 * b)) & 0x1ff)));
    unchecked((ACT[4 * b + 3] = (hiddenColumns >> (9 * b)) & 0x1ff));
  }

  for (let d = 0; d < 9; d++) {
    const k = 3 * d;
    const fc0 = unchecked(MINICOLUMNS[k]) & unchecked(ACT[1]);
    const fc1 = unchecked(MINICOLUMNS[k + 1]) & unchecked(ACT[5]);
    const fc2 = unchecked(MINICOLUMNS[k + 2]) & unchecked(ACT[9]);
    for (let b = 0; b < 3; b++) {
      const m = unchecked(MINIROWS[k + b]);
      const c = unchecked(MINICOLUMNS[k + b]);
      // Naked: the digit's forced minirows and minicolumns clear the rest of their row, box and column.
      const fr = m & unchecked(ACT[4 * b]);
      const fc = b == 0 ? fc0 : b == 1 ? fc1 : fc2;
      const rowsOf = mul32((fr | (fr >> 3) | (fr >> 6)) & ROW_STARTS, 0x1ff);
      const boxesOf = mul32((fr | (fr >> 9) | (fr >> 18)) & 0x49, BOX0);
      const ncol = nextColumn(fc);
      const stackColumns = fc | ncol | nextColumn(ncol);
      const others = b == 0 ? fc1 | fc2 : b == 1 ? fc0 | fc2 : fc0 | fc1;
      let clear = (rowsOf | boxesOf) & ~mul32(fr, 7);
      clear |= unchecked(COLUMNS27[(stackColumns & ~fc) | others]);
      // Hidden: minirows and minicolumns with three locked digits keep only those.
      const nb = nextBox(m);
      const lr = m & ~(nb | nextBox(nb));
      const lc = c & ~(MINICOLUMNS[k + ((b + 1) % 3)] | unchecked(MINICOLUMNS[k + ((b + 2) % 3)]));
      clear |= mul32(ACT[4 * b + 2] & ~lr, 7);
      clear |= unchecked(COLUMNS27[unchecked(ACT[4 * b + 3]) & ~lc]);
      set(o + k + b, get(o + k + b) & ~clear);
    }
  }
  return 1;
}

function propagate(o: i32): bool {
  let nakedPlaced = true;
  for (;;) {
    let changed = false;
    // The digits with news, taken once at the start of the round (as bitboard.ts): one a placement changes later in
    // the round waits for the next one.
    let news = 0;
    for (let d = 0, k = o; d < 9; d++, k += 3) {
      news |= (<i32>((<u32>(get(k) + get(k + 1) + get(k + 2) - get(o + SEEN + d))) >> 31)) << d;
    }
    while (news != 0) {
      const d = ctz(news);
      news &= news - 1;
      const k = o + 3 * d;
      let a0 = get(k);
      let a1 = get(k + 1);
      let a2 = get(k + 2);
      a0 = bandRule(a0);
      a1 = bandRule(a1);
      a2 = bandRule(a2);
      if (a0 == 0 || a1 == 0 || a2 == 0) return false;
      let c0 = (a0 | (a0 >> 9) | (a0 >> 18)) & 0x1ff;
      let c1 = (a1 | (a1 >> 9) | (a1 >> 18)) & 0x1ff;
      let c2 = (a2 | (a2 >> 9) | (a2 >> 18)) & 0x1ff;
      const t = unchecked(SPREAD3[c0]) | (unchecked(SPREAD3[c1]) << 1) | (unchecked(SPREAD3[c2]) << 2);
      const s0 = unchecked(STACK_ALLOWED[t & 0x1ff]);
      const s1 = unchecked(STACK_ALLOWED[(t >> 9) & 0x1ff]);
      const s2 = unchecked(STACK_ALLOWED[t >> 18]);
      if (s0 == 0 || s1 == 0 || s2 == 0) return false;
      c0 = unchecked(GATHER3[s0]) | (unchecked(GATHER3[s1]) << 3) | (unchecked(GATHER3[s2]) << 6);
      c1 = unchecked(GATHER3[s0 >> 1]) | (unchecked(GATHER3[s1 >> 1]) << 3) | (unchecked(GATHER3[s2 >> 1]) << 6);
      c2 = unchecked(GATHER3[s0 >> 2]) | (unchecked(GATHER3[s1 >> 2]) << 3) | (unchecked(GATHER3[s2 >> 2]) << 6);
      const b0 = a0 & unchecked(COLUMNS27[c0]);
      const b1 = a1 & unchecked(COLUMNS27[c1]);
      const b2 = a2 & unchecked(COLUMNS27[c2]);
      set(k, b0);
      set(k + 1, b1);
      set(k + 2, b2);
      set(o + SEEN + d, a0 + a1 + a2);
      if (((b0 ^ a0) | (b1 ^ a1) | (b2 ^ a2)) != 0) changed = true;
      const f0 = bandSingles(b0, c0 & ~(c1 | c2)) & get(o + UNSOLVED);
      const f1 = bandSingles(b1, c1 & ~(c0 | c2)) & get(o + UNSOLVED + 1);
      const f2 = bandSingles(b2, c2 & ~(c0 | c1)) & get(o + UNSOLVED + 2);
      if ((f0 | f1 | f2) != 0) {
        if (!placeAll(o, d, 0, f0) || !placeAll(o, d, 1, f1) || !placeAll(o, d, 2, f2)) return false;
        changed = true;
      }
    }
    if (!changed && !nakedPlaced) {
      // Solved: nothing for the triad rules to find.
      if ((get(o + UNSOLVED) | get(o + UNSOLVED + 1) | get(o + UNSOLVED + 2)) == 0) return true;
      const t = triads(o);
      if (t < 0) return false;
      if (t == 0) return true;
      changed = true;
    }
    nakedPlaced = false;
    let one0 = 0;
    let one1 = 0;
    let one2 = 0;
    let two0 = 0;
    let two1 = 0;
    let two2 = 0;
    for (let k = o; k < o + 27; k += 3) {
      const a0 = get(k);
      const a1 = get(k + 1);
      const a2 = get(k + 2);
      two0 |= one0 & a0;
      one0 |= a0;
      two1 |= one1 & a1;
      one1 |= a1;
      two2 |= one2 & a2;
      one2 |= a2;
    }
    const u0 = get(o + UNSOLVED);
    const u1 = get(o + UNSOLVED + 1);
    const u2 = get(o + UNSOLVED + 2);
    if (((u0 & ~one0) | (u1 & ~one1) | (u2 & ~one2)) != 0) return false;
    const n0 = u0 & ~two0;
    const n1 = u1 & ~two1;
    const n2 = u2 & ~two2;
    if ((n0 | n1 | n2) != 0) {
      if (!placeNaked(o, 0, n0) || !placeNaked(o, 1, n1) || !placeNaked(o, 2, n2)) return false;
      nakedPlaced = true;
    }
    if (!changed && !nakedPlaced) {
      // Solved: nothing for the triad rules to find.
      if ((get(o + UNSOLVED) | get(o + UNSOLVED + 1) | get(o + UNSOLVED + 2)) == 0) return true;
      const t = triads(o);
      if (t < 0) return false;
      if (t == 0) return true;
      nakedPlaced = true;
    }
  }
  return true;
}

function recordSolution(o: i32): void {
  for (let d = 0; d < 9; d++) {
    for (let b = 0; b < 3; b++) {
      let m = get(o + 3 * d + b);
      while (m != 0) {
        unchecked((firstSolution[27 * b + ctz(m)] = <u8>(d + 1)));
        m &= m - 1;
      }
    }
  }
}

/** The best cell to guess on, as band · 32 + bit index (see bitboard.ts for the rule). */
function chooseCell(o: i32, u0: i32, u1: i32, u2: i32): i32 {
  let band = -1;
  let index = 0;
  let bestScore = -1;
  for (let b = 0; b < 3; b++) {
    const unsolved = b == 0 ? u0 : b == 1 ? u1 : u2;
    if (unsolved == 0) continue;
    let one = 0;
    let two = 0;
    let three = 0;
    for (let k = o + b; k < o + b + 27; k += 3) {
      const a = get(k);
      three |= two & a;
      two |= one & a;
      one |= a;
    }
    let bivalue = unsolved & two & ~three;
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
    let unsolved = get(o + UNSOLVED + b);
    while (unsolved != 0) {
      const i = ctz(unsolved);
      unsolved &= unsolved - 1;
      let n = 0;
      for (let k = o + b; k < o + b + 27; k += 3) if (get(k) & (1 << i)) n++;
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

/** Row → box permutations of a band (also band → column of a stack): bit 3r + box for each row r. */
const PERM_PATTERN = new StaticArray<i32>(6);
/** The band cells of each permutation's three minirows. */
const PERM_CELLS = new StaticArray<i32>(6);
function buildPermutations(): void {
  let k = 0;
  for (let p0 = 0; p0 < 3; p0++) {
    for (let p1 = 0; p1 < 3; p1++) {
      if (p1 == p0) continue;
      const p2 = 3 - p0 - p1;
      unchecked((PERM_PATTERN[k] = (1 << p0) | (1 << (3 + p1)) | (1 << (6 + p2))));
      unchecked((PERM_CELLS[k] = (7 << (3 * p0)) | (7 << (9 + 3 * p1)) | (7 << (18 + 3 * p2))));
      k++;
    }
  }
}
buildPermutations();
/** chooseConfig()'s answer: [b] the digit's band-b mask for the first configuration, [3 + b] for the others. */
const BRANCH = new StaticArray<i32>(6);

/** Row × box pattern (bit 3r + c) of a band's minirow corners (bit 9r + 3c). */
function rowBoxPattern(corners: i32): i32 {
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
function chooseConfig(): i32 {
  // Pattern sizes summed without popcounts: minirow corners fall into three 9-bit fields (one a row: ≤ 27 each),
  // and each stack's columns into a 9-bit field of its own (≤ 81).
  let rows0 = 0;
  let rows1 = 0;
  let rows2 = 0;
  let stacks = 0;
  for (let j = 0; j < 27; j += 3) {
    const m0 = unchecked(MINIROWS[j]);
    const m1 = unchecked(MINIROWS[j + 1]);
    const m2 = unchecked(MINIROWS[j + 2]);
    rows0 += (m0 & ROW_STARTS) + ((m0 >> 3) & ROW_STARTS) + ((m0 >> 6) & ROW_STARTS);
    rows1 += (m1 & ROW_STARTS) + ((m1 >> 3) & ROW_STARTS) + ((m1 >> 6) & ROW_STARTS);
    rows2 += (m2 & ROW_STARTS) + ((m2 >> 3) & ROW_STARTS) + ((m2 >> 6) & ROW_STARTS);
    const c0 = unchecked(MINICOLUMNS[j]);
    const c1 = unchecked(MINICOLUMNS[j + 1]);
    const c2 = unchecked(MINICOLUMNS[j + 2]);
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
    const rows = k == 0 ? rows0 : k == 1 ? rows1 : rows2;
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
    let p: i32 = 0;
    if (best < 3) {
      p = rowBoxPattern(MINIROWS[3 * d + best]);
    } else {
      const s = 3 * (best - 3);
      p =
        ((MINICOLUMNS[3 * d] >> s) & 7) |
        (((MINICOLUMNS[3 * d + 1] >> s) & 7) << 3) |
        (((MINICOLUMNS[3 * d + 2] >> s) & 7) << 6);
    }
    const size = popcnt(p);
    if (size == 5 || size == 6) {
      digit = d;
      pattern = p;
      break;
    }
    if (size == 7 && digit < 0) {
      digit = d;
      pattern = p;
    }
  }
  if (digit < 0) return -1;
  let first = true;
  for (let j = 0; j < 6; j++) unchecked((BRANCH[j] = 0));
  for (let k = 0; k < 6; k++) {
    const perm = unchecked(PERM_PATTERN[k]);
    if ((pattern & perm) != perm) continue;
    const at = first ? 0 : 3;
    first = false;
    if (best < 3) {
      // Permutation k's minirows in the chosen band; the other bands keep everything.
      for (let b = 0; b < 3; b++) unchecked((BRANCH[at + b] |= b == best ? unchecked(PERM_CELLS[k]) : BAND_FULL));
    } else {
      // Permutation k takes band b to the stack's column j where bit 3b + j is set; other stacks keep everything.
      const s = 3 * (best - 3);
      const outside = 0x1ff & ~(7 << s);
      for (let b = 0; b < 3; b++)
        unchecked((BRANCH[at + b] |= unchecked(COLUMNS27[outside | (((perm >> (3 * b)) & 7) << s)])));
    }
  }
  return digit;
}

function search(o: i32): bool {
  for (;;) {
    if (!propagate(o)) return false;
    const u0 = get(o + UNSOLVED);
    const u1 = get(o + UNSOLVED + 1);
    const u2 = get(o + UNSOLVED + 2);
    if ((u0 | u1 | u2) == 0) {
      if (solutions == 0) recordSolution(o);
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
      const from = changetype<usize>(stack);
      memory.copy(from + ((<usize>next) << 2), from + ((<usize>o) << 2), (<usize>FRAME_USED) << 2);
      set(next + 3 * digit, get(next + 3 * digit) & unchecked(BRANCH[0]));
      set(next + 3 * digit + 1, get(next + 3 * digit + 1) & unchecked(BRANCH[1]));
      set(next + 3 * digit + 2, get(next + 3 * digit + 2) & unchecked(BRANCH[2]));
      const rest0 = unchecked(BRANCH[3]);
      const rest1 = unchecked(BRANCH[4]);
      const rest2 = unchecked(BRANCH[5]);
      if (search(next)) return true;
      set(k, get(k) & rest0);
      set(k + 1, get(k + 1) & rest1);
      set(k + 2, get(k + 2) & rest2);
      continue;
    }
    const choice = chooseCell(o, u0, u1, u2);
    const band = choice >> 5;
    const i = choice & 31;
    const cellBit = 1 << i;
    let digits = 0;
    for (let d = 0; d < 9; d++) if (get(o + 3 * d + band) & cellBit) digits |= 1 << d;
    const next = o + STRIDE;
    const base = changetype<usize>(stack);
    while ((digits & (digits - 1)) != 0) {
      const d = ctz(digits);
      digits &= digits - 1;
      memory.copy(base + ((<usize>next) << 2), base + ((<usize>o) << 2), (<usize>FRAME_USED) << 2);
      place(next, d, band, i);
      if (search(next)) return true;
      set(o + 3 * d + band, get(o + 3 * d + band) & ~cellBit);
    }
    place(o, ctz(digits), band, i);
  }
  return false;
}

/** Loads the cells into the root frame. False for a value over 9 or for givens that clash. */
function load(): bool {
  for (let k = 0; k < 27; k++) set(k, BAND_FULL);
  for (let k = UNSOLVED; k < UNSOLVED + 3; k++) set(k, BAND_FULL);
  for (let k = SEEN; k < FRAME_USED; k++) set(k, NO_SUM);
  for (let cell = 0; cell < 81; cell++) {
    const v = <i32>unchecked(cells[cell]);
    if (v == 0) continue;
    if (v > 9) return false;
    const b = cell / 27;
    if (!place(0, v - 1, b, cell - 27 * b)) return false;
  }
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
  search(0);
  return timedOut && solutions < solutionLimit ? TIMEOUT : solutions;
}

/** Solutions of the cells, counted up to `limit`; TIMEOUT when `budget` guesses ran out first. */
export function run(limit: i32, budget: i32): i32 {
  start(limit, budget);
  if (!load()) return 0;
  return finish();
}

/** Whether a solution has a digit other than `digit` (1–9) in blank `cell`: 1, 0, or TIMEOUT. */
export function runExcept(cell: i32, digit: i32, budget: i32): i32 {
  start(1, budget);
  if (!load()) return 0;
  const band = cell / 27;
  set(3 * (digit - 1) + band, get(3 * (digit - 1) + band) & ~(1 << (cell - 27 * band)));
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
