/**
 * The solver kernel in AssemblyScript, compiled to WebAssembly by scripts/build-wasm.mjs. It is the same algorithm
 * as ../bitboard.ts, step for step (see that file for the why of each rule): band bitboards, the band and stack
 * permutation rules, hidden and naked singles, and a guess on the bivalue cell with the most unsolved peers. The
 * tests run both kernels on every collection and require the same answers.
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
const SEEN: i32 = 32;
const FRAME_USED: i32 = SEEN + 27;
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

function propagate(o: i32): bool {
  let nakedPlaced = true;
  for (;;) {
    let changed = false;
    for (let d = 0; d < 9; d++) {
      const k = o + 3 * d;
      let a0 = get(k);
      let a1 = get(k + 1);
      let a2 = get(k + 2);
      if (a0 == get(k + SEEN) && a1 == get(k + SEEN + 1) && a2 == get(k + SEEN + 2)) continue;
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
      if (b0 != a0 || b1 != a1 || b2 != a2) {
        changed = true;
        set(k + SEEN, a0);
        set(k + SEEN + 1, a1);
        set(k + SEEN + 2, a2);
      } else {
        set(k + SEEN, b0);
        set(k + SEEN + 1, b1);
        set(k + SEEN + 2, b2);
      }
      const f0 = bandSingles(b0, c0 & ~(c1 | c2)) & get(o + UNSOLVED);
      const f1 = bandSingles(b1, c1 & ~(c0 | c2)) & get(o + UNSOLVED + 1);
      const f2 = bandSingles(b2, c2 & ~(c0 | c1)) & get(o + UNSOLVED + 2);
      if ((f0 | f1 | f2) != 0) {
        if (!placeAll(o, d, 0, f0) || !placeAll(o, d, 1, f1) || !placeAll(o, d, 2, f2)) return false;
        changed = true;
      }
    }
    if (!changed && !nakedPlaced) return true;
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
    if (!changed && !nakedPlaced) return true;
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
  for (let k = SEEN; k < FRAME_USED; k++) set(k, -1);
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
