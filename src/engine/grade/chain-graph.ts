/**
 * The chain graph shared by X-chains, XY-chains and AIC (chains.ts): nodes are candidates (or, for AIC, groups of
 * 2–3 cells of a box-line intersection acting as one node), strong links "A is false ⇒ B is true" (the only two
 * places of a digit in a unit, or the only two digits of a cell; for groups, the only two parts of a unit's places,
 * a box's row and column parts included) and weak links "A is true ⇒ B is false" (same digit in cells that see each
 * other, or two digits of one cell).
 *
 * The graph lives in module-level typed arrays reused by every build (nodes as parallel arrays, strong links in
 * fixed slots, weak links in one flat list), because building it is most of the cost of a chain search. Node order
 * and link order are part of the result (the search meets the first shortest chain in that order), so they are
 * fixed: single nodes by (digit, cell), then groups as the units are scanned; strong links in the order the units and
 * bivalue cells are scanned; weak links by node index, with a cell's own other digits around its digit's peers.
 */
import { CandidateGrid, MASK_DIGITS, POPCOUNT, UNIT_CELLS } from './candidates.ts';
import { BIT, PEER_BITS, WORD } from './bitset.ts';
import type { Candidate } from './step.ts';

export type Mode = 'x' | 'xy' | 'aic';

/** 729 single nodes at most, and fewer than 9 × 72 groups (two parts per line, four per box, per digit). */
export const MAX_NODES = 2048;
/** A node has at most 5 strong links (3 units, or a grouped split, plus its bivalue cell); room to spare. */
export const MAX_STRONG = 8;
/** A node's weak links: its cell's other digits (8) and the same digit's singles (20) and groups it sees. */
const MAX_WEAK = MAX_NODES * 48;

// The graph. Node i: digit, number of cells, cells NODE_CELL[i*3 ..], the cells of it (CELL_SET) and the cells
// seeing all of it (SEEN) as 81-bit sets (3 words each).
let nodeCount = 0;
/** Nodes in the graph last built. */
export const graphSize = (): number => nodeCount;
export const DIGIT = new Uint8Array(MAX_NODES);
export const NSIZE = new Uint8Array(MAX_NODES);
export const NODE_CELL = new Uint8Array(MAX_NODES * 3);
const CELL_SET = new Int32Array(MAX_NODES * 3);
export const SEEN = new Int32Array(MAX_NODES * 3);
export const STRONG_COUNT = new Uint8Array(MAX_NODES);
export const STRONG = new Int32Array(MAX_NODES * MAX_STRONG);
/** Weak links of node i: WEAK[WEAK_START[i] .. WEAK_START[i+1]-1]. */
export const WEAK_START = new Int32Array(MAX_NODES + 1);
export const WEAK = new Int32Array(MAX_WEAK);
/** SINGLE[c*9+d-1]: the node of candidate d in cell c, or -1. */
const SINGLE = new Int32Array(729);
/** PLANE[d*3 ..]: the cells holding candidate d; LINKED[d*3 ..]: those whose single node has a strong link. */
export const PLANE = new Int32Array(30);
const LINKED = new Int32Array(30);
/** Groups of digit d are nodes GROUP_FROM[d] .. GROUP_FROM[d+1]-1 (groups are made digit by digit). */
const GROUP_FROM = new Int32Array(11);

// Per-cell tables, so the build does no division: a cell's word and bit in an 81-bit set, and its row.
const CELL_WORD = Uint8Array.from({ length: 81 }, (_, c) => WORD(c));
const CELL_BIT = Int32Array.from({ length: 81 }, (_, c) => BIT(c));
const ROW_KEY = Uint8Array.from({ length: 81 }, (_, c) => (c / 9) | 0);

/** The single node of candidate `digit` in `cell`. */
function newSingle(digit: number, cell: number): number {
  const i = nodeCount++;
  DIGIT[i] = digit;
  NSIZE[i] = 1;
  STRONG_COUNT[i] = 0;
  NODE_CELL[i * 3] = cell;
  SEEN[i * 3] = PEER_BITS[cell * 3];
  SEEN[i * 3 + 1] = PEER_BITS[cell * 3 + 1];
  SEEN[i * 3 + 2] = PEER_BITS[cell * 3 + 2];
  CELL_SET[i * 3] = 0;
  CELL_SET[i * 3 + 1] = 0;
  CELL_SET[i * 3 + 2] = 0;
  CELL_SET[i * 3 + CELL_WORD[cell]] = CELL_BIT[cell];
  return i;
}

function newGroup(digit: number, cells: Int32Array, k: number): number {
  const i = nodeCount++;
  DIGIT[i] = digit;
  NSIZE[i] = k;
  STRONG_COUNT[i] = 0;
  let s0 = -1;
  let s1 = -1;
  let s2 = -1;
  CELL_SET[i * 3] = 0;
  CELL_SET[i * 3 + 1] = 0;
  CELL_SET[i * 3 + 2] = 0;
  for (let j = 0; j < k; j++) {
    const x = cells[j];
    NODE_CELL[i * 3 + j] = x;
    s0 &= PEER_BITS[x * 3];
    s1 &= PEER_BITS[x * 3 + 1];
    s2 &= PEER_BITS[x * 3 + 2];
    CELL_SET[i * 3 + CELL_WORD[x]] |= CELL_BIT[x];
  }
  SEEN[i * 3] = s0;
  SEEN[i * 3 + 1] = s1;
  SEEN[i * 3 + 2] = s2;
  return i;
}

// A group is 2–3 cells of one of the 54 box-line intersections (27 row parts, 27 column parts of boxes): its key is
// (digit, intersection, which of the intersection's three cells), and GROUP_AT maps a key to the node made for it in
// the current build (valid where GROUP_BUILD holds the build's number), so each group is made once.
const GROUP_AT = new Int32Array(9 * 54 * 8);
const GROUP_BUILD = new Int32Array(9 * 54 * 8);
let build = 0;

function groupKey(digit: number, cells: Int32Array, k: number): number {
  const c0 = cells[0];
  let inter: number;
  let mask = 0;
  if (ROW_KEY[c0] === ROW_KEY[cells[1]]) {
    inter = ROW_KEY[c0] * 3 + (((c0 % 9) / 3) | 0);
    for (let j = 0; j < k; j++) mask |= 1 << (cells[j] % 3);
  } else {
    inter = 27 + (c0 % 9) * 3 + ((c0 / 27) | 0);
    for (let j = 0; j < k; j++) mask |= 1 << (((cells[j] / 9) | 0) % 3);
  }
  return ((digit - 1) * 54 + inter) * 8 + mask;
}

/** The node of `digit` on cells[0..k-1] (ascending): the single node, or a group made once per cell set. */
function nodeOf(digit: number, cells: Int32Array, k: number): number {
  if (k === 1) return SINGLE[cells[0] * 9 + digit - 1];
  const key = groupKey(digit, cells, k);
  if (GROUP_BUILD[key] === build) return GROUP_AT[key];
  const i = newGroup(digit, cells, k);
  GROUP_BUILD[key] = build;
  GROUP_AT[key] = i;
  return i;
}

function linkOneWay(from: number, to: number): void {
  const n = STRONG_COUNT[from];
  for (let k = from * MAX_STRONG, end = k + n; k < end; k++) if (STRONG[k] === to) return;
  STRONG[from * MAX_STRONG + n] = to;
  STRONG_COUNT[from] = n + 1;
}

function addStrong(a: number, c: number): void {
  linkOneWay(a, c);
  linkOneWay(c, a);
}

const part1 = new Int32Array(3);
const part2 = new Int32Array(3);

/**
 * How a unit's places (a 9-bit mask over its cells) split into box-line intersections: SPLIT_THIRDS by the index
 * thirds (a line's boxes, a box's rows), SPLIT_STRIDES by index mod 3 (a box's columns). Exactly two parts: the part
 * holding the first place, then the other shifted left by 9; anything else: 0.
 */
const splitTable = (groupOf: (i: number) => number): Uint32Array =>
  Uint32Array.from({ length: 512 }, (_, pos) => {
    const parts = [0, 0, 0];
    for (let i = 0; i < 9; i++) if (pos & (1 << i)) parts[groupOf(i)] |= 1 << i;
    const used = parts.filter((p) => p !== 0);
    if (used.length !== 2) return 0;
    const [a, c] = used[0] & pos & -pos ? used : [used[1], used[0]];
    return a | (c << 9);
  });
const SPLIT_THIRDS = splitTable((i) => (i / 3) | 0);
const SPLIT_STRIDES = splitTable((i) => i % 3);

/**
 * A box's places shaped like an empty rectangle: at least two in one of its rows and at least two in one of its
 * columns, none where they cross, nothing else. Neither split above sees it (by rows or by columns it is three
 * parts), yet the row part and the column part are each a group node, and when one is empty the other holds the
 * digit: a strong link between two groups, as HoDoKu's grouped nice loops have it. Same encoding as the splits (the
 * row part and the column part are at most one pair for a given set of places); 0 for any other shape.
 */
const SPLIT_ER = Uint32Array.from({ length: 512 }, (_, pos) => {
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) {
      // A box's cells are numbered by rows: 7 is its first row (bits 0–2), 73 its first column (bits 0, 3, 6).
      const row = (7 << (r * 3)) & ~(1 << (r * 3 + c));
      const col = (73 << c) & ~(1 << (r * 3 + c));
      if ((pos & ~(row | col)) !== 0 || POPCOUNT[pos & row] < 2 || POPCOUNT[pos & col] < 2) continue;
      const [a, b] = (pos & row & -pos) !== 0 ? [pos & row, pos & col] : [pos & col, pos & row];
      return a | (b << 9);
    }
  return 0;
});

/** Cells of unit u at the positions in `mask` into `out`; returns how many. */
function cellsAt(u: number, mask: number, out: Int32Array): number {
  let k = 0;
  while (mask !== 0) {
    out[k++] = UNIT_CELLS[u * 9 + 31 - Math.clz32(mask & -mask)];
    mask &= mask - 1;
  }
  return k;
}

/** A grouped strong link of `digit` in unit u when its places split into exactly two parts (`split`, see above). */
function splitLink(digit: number, u: number, split: number): void {
  if (split === 0) return;
  const n1 = cellsAt(u, split & 0x1ff, part1);
  const n2 = cellsAt(u, split >>> 9, part2);
  const a = nodeOf(digit, part1, n1);
  addStrong(a, nodeOf(digit, part2, n2));
}

/** Builds the graph of `mode` (X mode: digit `onlyDigit` alone) into the module's arrays. */
export function buildGraph(b: CandidateGrid, mode: Mode, onlyDigit: number): void {
  nodeCount = 0;
  build++;
  SINGLE.fill(-1);
  PLANE.fill(0);
  LINKED.fill(0);
  const cands = b.cands;
  // The digits with nodes: X mode's one digit, else all nine.
  const used = onlyDigit ? 1 << (onlyDigit - 1) : 0x1ff;
  for (let d = 1; d <= 9; d++) {
    if (onlyDigit && d !== onlyDigit) continue;
    const bit = 1 << (d - 1);
    for (let c = 0; c < 81; c++) {
      if ((cands[c] & bit) === 0) continue;
      PLANE[d * 3 + CELL_WORD[c]] |= CELL_BIT[c];
      SINGLE[c * 9 + d - 1] = newSingle(d, c);
    }
  }
  GROUP_FROM.fill(nodeCount);
  if (mode !== 'xy') {
    for (let d = 1; d <= 9; d++) {
      GROUP_FROM[d] = nodeCount;
      if (onlyDigit && d !== onlyDigit) continue;
      for (let u = 0; u < 27; u++) {
        const pos = b.positions(u, d);
        const n = POPCOUNT[pos];
        if (n < 2) continue;
        if (n === 2) {
          const first = UNIT_CELLS[u * 9 + 31 - Math.clz32(pos & -pos)];
          const second = UNIT_CELLS[u * 9 + 31 - Math.clz32(pos & (pos - 1))];
          addStrong(SINGLE[first * 9 + d - 1], SINGLE[second * 9 + d - 1]);
          continue;
        }
        if (mode !== 'aic') continue;
        // Grouped strong links: the places split into exactly two box-line intersections (a line by boxes; a box by
        // rows, then by columns, then into a row part and a column part).
        splitLink(d, u, SPLIT_THIRDS[pos]);
        if (u >= 18) {
          splitLink(d, u, SPLIT_STRIDES[pos]);
          splitLink(d, u, SPLIT_ER[pos]);
        }
      }
    }
    GROUP_FROM[10] = nodeCount;
  }
  if (mode !== 'x') {
    for (let c = 0; c < 81; c++) {
      const m = cands[c];
      if (POPCOUNT[m] !== 2) continue;
      const x = 31 - Math.clz32(m & -m);
      const y = 31 - Math.clz32(m & (m - 1));
      addStrong(SINGLE[c * 9 + x], SINGLE[c * 9 + y]);
    }
  }
  for (let d = 1; d <= 9; d++) {
    if ((used & (1 << (d - 1))) === 0) continue;
    for (let w = 0; w < 3; w++) {
      let bits = PLANE[d * 3 + w];
      while (bits !== 0) {
        const low = bits & -bits;
        const j = SINGLE[(w * 27 + 31 - Math.clz32(low)) * 9 + d - 1];
        if (j >= 0 && STRONG_COUNT[j] > 0) LINKED[d * 3 + w] |= low;
        bits ^= low;
      }
    }
  }
  // Weak links, each list ascending by node index: same digit where every cell of one sees every cell of the other
  // (symmetric), and in AIC mode the other digits of a single cell. A node without strong links can only be reached
  // as false, by a weak link, and goes nowhere from there: it is left out of the weak links entirely (never a target,
  // never expanded as true), which changes no chain the search finds, only the work.
  let w = 0;
  for (let i = 0; i < nodeCount; i++) {
    WEAK_START[i] = w;
    if (STRONG_COUNT[i] === 0) continue;
    const d = DIGIT[i];
    const s0 = SEEN[i * 3];
    const s1 = SEEN[i * 3 + 1];
    const s2 = SEEN[i * 3 + 2];
    // Node order is singles by (digit, cell), then groups: so the same cell's lower digits come first, then this
    // digit's singles, then the same cell's higher digits, then this digit's groups.
    const inCell = mode === 'aic' && NSIZE[i] === 1 ? NODE_CELL[i * 3] : -1;
    if (inCell >= 0)
      for (let e = 1; e < d; e++) {
        const j = SINGLE[inCell * 9 + e - 1];
        if (j >= 0 && STRONG_COUNT[j] > 0) WEAK[w++] = j;
      }
    for (let word = 0; word < 3; word++) {
      let bits = LINKED[d * 3 + word] & (word === 0 ? s0 : word === 1 ? s1 : s2);
      while (bits !== 0) {
        const low = bits & -bits;
        WEAK[w++] = SINGLE[(word * 27 + 31 - Math.clz32(low)) * 9 + d - 1];
        bits ^= low;
      }
    }
    if (inCell >= 0)
      for (let e = d + 1; e <= 9; e++) {
        const j = SINGLE[inCell * 9 + e - 1];
        if (j >= 0 && STRONG_COUNT[j] > 0) WEAK[w++] = j;
      }
    for (let j = GROUP_FROM[d]; j < GROUP_FROM[d + 1]; j++) {
      if (STRONG_COUNT[j] === 0) continue;
      if ((CELL_SET[j * 3] & ~s0) === 0 && (CELL_SET[j * 3 + 1] & ~s1) === 0 && (CELL_SET[j * 3 + 2] & ~s2) === 0)
        WEAK[w++] = j;
    }
  }
  WEAK_START[nodeCount] = w;
}

const NO_ELIMS: readonly Candidate[] = Object.freeze([]);

const seesCell = (i: number, c: number): boolean => (SEEN[i * 3 + WORD(c)] & BIT(c)) !== 0;

/** Candidates that would make both ends of "A or B" false. */
export function eliminationsFor(b: CandidateGrid, a: number, m: number): readonly Candidate[] {
  const da = DIGIT[a];
  const dm = DIGIT[m];
  if (da === dm) {
    const w0 = SEEN[a * 3] & SEEN[m * 3] & PLANE[da * 3];
    const w1 = SEEN[a * 3 + 1] & SEEN[m * 3 + 1] & PLANE[da * 3 + 1];
    const w2 = SEEN[a * 3 + 2] & SEEN[m * 3 + 2] & PLANE[da * 3 + 2];
    if ((w0 | w1 | w2) === 0) return NO_ELIMS;
    const out: Candidate[] = [];
    const words = [w0, w1, w2];
    for (let w = 0; w < 3; w++) {
      let bits = words[w];
      while (bits !== 0) {
        const low = bits & -bits;
        out.push({ cell: w * 27 + 31 - Math.clz32(low), digit: da });
        bits ^= low;
      }
    }
    return out;
  }
  const singleA = NSIZE[a] === 1;
  const singleM = NSIZE[m] === 1;
  const ca = NODE_CELL[a * 3];
  const cm = NODE_CELL[m * 3];
  if (singleA && singleM && ca === cm) {
    const rest = b.cands[ca] & ~(1 << (da - 1)) & ~(1 << (dm - 1));
    if (rest === 0) return NO_ELIMS;
    return MASK_DIGITS[rest].map((digit) => ({ cell: ca, digit }));
  }
  const hitA = singleA && seesCell(m, ca) && b.has(ca, dm);
  const hitM = singleM && seesCell(a, cm) && b.has(cm, da);
  if (!hitA && !hitM) return NO_ELIMS;
  const out: Candidate[] = [];
  if (hitA) out.push({ cell: ca, digit: dm });
  if (hitM) out.push({ cell: cm, digit: da });
  return out;
}

/** True when "a or m" (a false start, m reached true) removes a candidate; eliminationsFor lists them. */
export function hasEliminations(b: CandidateGrid, a: number, m: number): boolean {
  const da = DIGIT[a];
  const dm = DIGIT[m];
  if (da === dm)
    return (
      ((SEEN[a * 3] & SEEN[m * 3] & PLANE[da * 3]) |
        (SEEN[a * 3 + 1] & SEEN[m * 3 + 1] & PLANE[da * 3 + 1]) |
        (SEEN[a * 3 + 2] & SEEN[m * 3 + 2] & PLANE[da * 3 + 2])) !==
      0
    );
  const singleA = NSIZE[a] === 1;
  const singleM = NSIZE[m] === 1;
  const ca = NODE_CELL[a * 3];
  const cm = NODE_CELL[m * 3];
  if (singleA && singleM && ca === cm) return (b.cands[ca] & ~(1 << (da - 1)) & ~(1 << (dm - 1))) !== 0;
  return (
    (singleA && seesCell(m, ca) && (b.cands[ca] & (1 << (dm - 1))) !== 0) ||
    (singleM && seesCell(a, cm) && (b.cands[cm] & (1 << (da - 1))) !== 0)
  );
}
