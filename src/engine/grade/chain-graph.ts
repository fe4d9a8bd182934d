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
import { CandidateGrid, POPCOUNT } from './candidates.ts';
import { BIT, WORD, WORD_BITS } from './bitset.ts';
import { MAX_CELLS, MAX_SIZE, type ShapeTables } from './shape.ts';
import { candidatesAt, type Candidate } from './step.ts';
import { BOX, COL, LINKS_PER_ENTRY, ROW, unitLinkTable } from './chain-unit-links.ts';

export type Mode = 'x' | 'xy' | 'aic';

/**
 * 729 single nodes at most (9×9: MAX_CELLS × MAX_SIZE), and fewer than 9 × 72 groups (two parts per line, four per
 * box, per digit); a smaller shape has fewer of both.
 */
export const MAX_NODES = 2048;
/** A node has at most 5 strong links (3 units, or a grouped split, plus its bivalue cell); room to spare. */
export const MAX_STRONG = 8;
/** A node's weak links: its cell's other digits (8) and the same digit's singles (20) and groups it sees (9×9). */
const MAX_WEAK = MAX_NODES * 48;

/**
 * Room for a node's cells: a group is part of a box-line intersection, which has at most MAX_SIZE cells (3 at 9×9,
 * 4 at 8×8 with 2×4 boxes).
 */
export const NODE_ROOM = MAX_SIZE;

// The graph. Node i: digit, number of cells, cells NODE_CELL[i*NODE_ROOM ..], the cells of it (CELL_SET) and the
// cells seeing all of it (SEEN) as cell sets (bitset.ts: 3 words each).
let nodeCount = 0;
/** Nodes in the graph last built. */
export const graphSize = (): number => nodeCount;
export const DIGIT = new Uint8Array(MAX_NODES);
export const NSIZE = new Uint8Array(MAX_NODES);
export const NODE_CELL = new Uint8Array(MAX_NODES * NODE_ROOM);
const CELL_SET = new Int32Array(MAX_NODES * 3);
export const SEEN = new Int32Array(MAX_NODES * 3);
export const STRONG_COUNT = new Uint8Array(MAX_NODES);
export const STRONG = new Int32Array(MAX_NODES * MAX_STRONG);
/** Weak links of node i: WEAK[WEAK_START[i] .. WEAK_START[i+1]-1]. */
export const WEAK_START = new Int32Array(MAX_NODES + 1);
export const WEAK = new Int32Array(MAX_WEAK);
/** SINGLE[c*MAX_SIZE+d-1]: the node of candidate d in cell c, or -1. */
const SINGLE = new Int32Array(MAX_CELLS * MAX_SIZE);
/** PLANE[d*3 ..]: the cells holding candidate d; LINKED[d*3 ..]: those whose single node has a strong link. */
export const PLANE = new Int32Array((MAX_SIZE + 1) * 3);
const LINKED = new Int32Array((MAX_SIZE + 1) * 3);
/** Groups of digit d are nodes GROUP_FROM[d] .. GROUP_FROM[d+1]-1 (groups are made digit by digit). */
const GROUP_FROM = new Int32Array(MAX_SIZE + 2);
/** Units of a shape: rows, columns and boxes. */
const MAX_UNITS = 3 * MAX_SIZE;
/** GROUP_UNITS[i*2 ..]: group i's box and line; UNIT_GROUPS[d*MAX_UNITS+u]: digit d's first 32 groups in unit u. */
const GROUP_UNITS = new Uint8Array(MAX_NODES * 2);
const UNIT_GROUPS = new Int32Array((MAX_SIZE + 1) * MAX_UNITS);

// Per-cell tables, so the build does no division: a cell's word and bit in a cell set (the same at every shape).
const CELL_WORD = Uint8Array.from({ length: MAX_CELLS }, (_, c) => WORD(c));
const CELL_BIT = Int32Array.from({ length: MAX_CELLS }, (_, c) => BIT(c));

/** The shape of the grid the graph is being built for (buildGraph sets it). */
let shape: ShapeTables;

/** The single node of candidate `digit` in `cell`. */
function newSingle(digit: number, cell: number, peerBits: Int32Array): number {
  const i = nodeCount++;
  DIGIT[i] = digit;
  NSIZE[i] = 1;
  STRONG_COUNT[i] = 0;
  NODE_CELL[i * NODE_ROOM] = cell;
  SEEN[i * 3] = peerBits[cell * 3];
  SEEN[i * 3 + 1] = peerBits[cell * 3 + 1];
  SEEN[i * 3 + 2] = peerBits[cell * 3 + 2];
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
  const peerBits = shape.peerBits;
  for (let j = 0; j < k; j++) {
    const x = cells[j];
    NODE_CELL[i * NODE_ROOM + j] = x;
    s0 &= peerBits[x * 3];
    s1 &= peerBits[x * 3 + 1];
    s2 &= peerBits[x * 3 + 2];
    CELL_SET[i * 3 + CELL_WORD[x]] |= CELL_BIT[x];
  }
  SEEN[i * 3] = s0;
  SEEN[i * 3 + 1] = s1;
  SEEN[i * 3 + 2] = s2;
  // Its box and its line (a row when its first two cells share one, else a column), and its bit in their masks.
  const { cellUnits } = shape;
  const c0 = cells[0] * 3;
  const box = cellUnits[c0 + 2];
  const line = cellUnits[c0] === cellUnits[cells[1] * 3] ? cellUnits[c0] : cellUnits[c0 + 1];
  GROUP_UNITS[i * 2] = box;
  GROUP_UNITS[i * 2 + 1] = line;
  const rel = i - GROUP_FROM[digit];
  if (rel < 32) {
    UNIT_GROUPS[digit * MAX_UNITS + box] |= 1 << rel;
    UNIT_GROUPS[digit * MAX_UNITS + line] |= 1 << rel;
  }
  return i;
}

// A group is 2 or more cells of one box-line intersection (each box has one per row of it and one per column of it:
// 54 at 9×9): its key is (digit, intersection, which of the intersection's cells), and GROUP_AT maps a key to the
// node made for it in the current build (valid where GROUP_BUILD holds the build's number), so each group is made
// once. The key is read from the grid's shape: a cell's place in its box (row-major) gives its row and column in the
// box. The numbering only names groups: which node a group is, and so the node order, does not depend on it.
let GROUP_AT = new Int32Array(0);
let GROUP_BUILD = new Int32Array(0);
let build = 0;
/** The shape's box sides, intersections per box, and bits of a key's mask (the longer intersection's cells). */
let boxRows = 0;
let boxCols = 0;
let interPerBox = 0;
let maskBits = 0;

/** Sets the key's shape values for `shape` and makes room for its keys (GROUP_AT only grows). */
function keysFor(s: ShapeTables): void {
  boxRows = s.geometry.boxRows;
  boxCols = s.geometry.boxCols;
  interPerBox = boxRows + boxCols;
  maskBits = Math.max(boxRows, boxCols);
  const keys = (s.size * s.size * interPerBox) << maskBits;
  if (GROUP_AT.length >= keys) return;
  GROUP_AT = new Int32Array(keys);
  // A new table's 0s never match a build: `build` is at least 1 by the first build that reads it.
  GROUP_BUILD = new Int32Array(keys);
}

/** A cell's place in its box, row-major (0 … size-1). */
const boxPlace = (c: number): number => 31 - Math.clz32(shape.unitPosBit[c * 3 + 2]);

function groupKey(digit: number, cells: Int32Array, k: number): number {
  const c0 = cells[0];
  const { cellUnits, size } = shape;
  const p0 = boxPlace(c0);
  let inter = (cellUnits[c0 * 3 + 2] - 2 * size) * interPerBox;
  let mask = 0;
  if (cellUnits[c0 * 3] === cellUnits[cells[1] * 3]) {
    // A row of the box: the cells' columns in it.
    inter += (p0 / boxCols) | 0;
    for (let j = 0; j < k; j++) mask |= 1 << (boxPlace(cells[j]) % boxCols);
  } else {
    // A column of the box: the cells' rows in it.
    inter += boxRows + (p0 % boxCols);
    for (let j = 0; j < k; j++) mask |= 1 << ((boxPlace(cells[j]) / boxCols) | 0);
  }
  return (((digit - 1) * size * interPerBox + inter) << maskBits) + mask;
}

/** The node of `digit` on cells[0..k-1] (ascending): the single node, or a group made once per cell set. */
function nodeOf(digit: number, cells: Int32Array, k: number): number {
  if (k === 1) return SINGLE[cells[0] * MAX_SIZE + digit - 1];
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

const part1 = new Int32Array(NODE_ROOM);
const part2 = new Int32Array(NODE_ROOM);

/** Cells of unit u at the positions in `mask` into `out`; returns how many. */
function cellsAt(u: number, mask: number, out: Int32Array): number {
  const { unitCells, size } = shape;
  let k = 0;
  while (mask !== 0) {
    out[k++] = unitCells[u * size + 31 - Math.clz32(mask & -mask)];
    mask &= mask - 1;
  }
  return k;
}

/** The grouped strong link of `digit` in unit u between its places `first` and `second` (masks over its cells). */
function link(digit: number, u: number, first: number, second: number): void {
  const n1 = cellsAt(u, first, part1);
  const n2 = cellsAt(u, second, part2);
  const a = nodeOf(digit, part1, n1);
  addStrong(a, nodeOf(digit, part2, n2));
}

/** Builds the graph of `mode` (X mode: digit `onlyDigit` alone) into the module's arrays. */
export function buildGraph(b: CandidateGrid, mode: Mode, onlyDigit: number): void {
  shape = b.shape;
  const { size, cellCount, unitCount, unitCells, peerBits, cellUnits } = shape;
  if (mode === 'aic') keysFor(shape);
  const links = unitLinkTable(shape);
  nodeCount = 0;
  build++;
  SINGLE.fill(-1);
  PLANE.fill(0);
  LINKED.fill(0);
  // Only AIC makes group nodes (X and XY chains have single nodes only), so only it reads UNIT_GROUPS.
  if (mode === 'aic') UNIT_GROUPS.fill(0);
  const cands = b.cands;
  // The digits with nodes: X mode's one digit, else all of them.
  const used = onlyDigit ? 1 << (onlyDigit - 1) : shape.allDigits;
  // Each digit's cells (one pass over the cells for all digits), then its single nodes in cell order (a plane's bits
  // ascend with the cell).
  if (onlyDigit) {
    const bit = 1 << (onlyDigit - 1);
    for (let c = 0; c < cellCount; c++) if ((cands[c] & bit) !== 0) PLANE[onlyDigit * 3 + CELL_WORD[c]] |= CELL_BIT[c];
  } else
    for (let c = 0; c < cellCount; c++) {
      const word = CELL_WORD[c];
      for (let m = cands[c]; m !== 0; m &= m - 1) PLANE[(32 - Math.clz32(m & -m)) * 3 + word] |= CELL_BIT[c];
    }
  for (let d = 1; d <= size; d++) {
    if ((used & (1 << (d - 1))) === 0) continue;
    for (let w = 0; w < 3; w++)
      for (let bits = PLANE[d * 3 + w]; bits !== 0; bits &= bits - 1) {
        const c = w * WORD_BITS + 31 - Math.clz32(bits & -bits);
        SINGLE[c * MAX_SIZE + d - 1] = newSingle(d, c, peerBits);
      }
  }
  GROUP_FROM.fill(nodeCount);
  if (mode !== 'xy') {
    const boxes = 2 * size;
    for (let d = 1; d <= size; d++) {
      GROUP_FROM[d] = nodeCount;
      if (onlyDigit && d !== onlyDigit) continue;
      for (let u = 0; u < unitCount; u++) {
        const pos = b.positions(u, d);
        const n = POPCOUNT[pos];
        if (n < 2) continue;
        if (n === 2) {
          const first = unitCells[u * size + 31 - Math.clz32(pos & -pos)];
          const second = unitCells[u * size + 31 - Math.clz32(pos & (pos - 1))];
          addStrong(SINGLE[first * MAX_SIZE + d - 1], SINGLE[second * MAX_SIZE + d - 1]);
          continue;
        }
        if (mode !== 'aic') continue;
        // Grouped strong links: the places split into exactly two box-line intersections (a line by boxes; a box by
        // rows, then by columns, then into a row part and a column part), read off the table (chain-unit-links.ts).
        const e = ((u < size ? ROW : u < boxes ? COL : BOX) << size) | pos;
        for (let j = 0, k = e * LINKS_PER_ENTRY; j < links.count[e]; j++, k++)
          link(d, u, links.pair[k] & 0xffff, links.pair[k] >>> 16);
      }
    }
    GROUP_FROM[size + 1] = nodeCount;
  }
  if (mode !== 'x') {
    for (let c = 0; c < cellCount; c++) {
      const m = cands[c];
      if (POPCOUNT[m] !== 2) continue;
      const x = 31 - Math.clz32(m & -m);
      const y = 31 - Math.clz32(m & (m - 1));
      addStrong(SINGLE[c * MAX_SIZE + x], SINGLE[c * MAX_SIZE + y]);
    }
  }
  for (let d = 1; d <= size; d++) {
    if ((used & (1 << (d - 1))) === 0) continue;
    for (let w = 0; w < 3; w++) {
      let bits = PLANE[d * 3 + w];
      while (bits !== 0) {
        const low = bits & -bits;
        const j = SINGLE[(w * WORD_BITS + 31 - Math.clz32(low)) * MAX_SIZE + d - 1];
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
    const inCell = mode === 'aic' && NSIZE[i] === 1 ? NODE_CELL[i * NODE_ROOM] : -1;
    // The cell's other digits (AIC mode has a node for every candidate), lower then higher, ascending.
    const others = inCell >= 0 ? cands[inCell] & ~(1 << (d - 1)) : 0;
    for (let m = others & ((1 << (d - 1)) - 1); m !== 0; m &= m - 1) {
      const j = SINGLE[inCell * MAX_SIZE + 31 - Math.clz32(m & -m)];
      if (STRONG_COUNT[j] > 0) WEAK[w++] = j;
    }
    for (let word = 0; word < 3; word++) {
      let bits = LINKED[d * 3 + word] & (word === 0 ? s0 : word === 1 ? s1 : s2);
      while (bits !== 0) {
        const low = bits & -bits;
        WEAK[w++] = SINGLE[(word * WORD_BITS + 31 - Math.clz32(low)) * MAX_SIZE + d - 1];
        bits ^= low;
      }
    }
    for (let m = others >>> d; m !== 0; m &= m - 1) {
      const j = SINGLE[inCell * MAX_SIZE + d + 31 - Math.clz32(m & -m)];
      if (STRONG_COUNT[j] > 0) WEAK[w++] = j;
    }
    // Groups it sees whole (every group has a strong link: groups are made by them). Such a group shares a unit with
    // the node (two or more cells of one box and line, each seeing all of the node), so when the digit has at most 32
    // groups only those in the node's units are tested, in the same ascending order.
    const g0 = GROUP_FROM[d];
    const g1 = GROUP_FROM[d + 1];
    if (g1 === g0) continue;
    if (g1 - g0 <= 32) {
      const ug = d * MAX_UNITS;
      let m: number;
      if (NSIZE[i] === 1) {
        const c = NODE_CELL[i * NODE_ROOM] * 3;
        m = UNIT_GROUPS[ug + cellUnits[c]] | UNIT_GROUPS[ug + cellUnits[c + 1]] | UNIT_GROUPS[ug + cellUnits[c + 2]];
      } else m = UNIT_GROUPS[ug + GROUP_UNITS[i * 2]] | UNIT_GROUPS[ug + GROUP_UNITS[i * 2 + 1]];
      for (; m !== 0; m &= m - 1) {
        const j = g0 + 31 - Math.clz32(m & -m);
        if ((CELL_SET[j * 3] & ~s0) === 0 && (CELL_SET[j * 3 + 1] & ~s1) === 0 && (CELL_SET[j * 3 + 2] & ~s2) === 0)
          WEAK[w++] = j;
      }
    } else
      for (let j = g0; j < g1; j++)
        if ((CELL_SET[j * 3] & ~s0) === 0 && (CELL_SET[j * 3 + 1] & ~s1) === 0 && (CELL_SET[j * 3 + 2] & ~s2) === 0)
          WEAK[w++] = j;
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
        out.push({ cell: w * WORD_BITS + 31 - Math.clz32(low), digit: da });
        bits ^= low;
      }
    }
    return out;
  }
  const singleA = NSIZE[a] === 1;
  const singleM = NSIZE[m] === 1;
  const ca = NODE_CELL[a * NODE_ROOM];
  const cm = NODE_CELL[m * NODE_ROOM];
  if (singleA && singleM && ca === cm) {
    const rest = b.cands[ca] & ~(1 << (da - 1)) & ~(1 << (dm - 1));
    if (rest === 0) return NO_ELIMS;
    return candidatesAt(ca, rest);
  }
  const hitA = singleA && seesCell(m, ca) && b.has(ca, dm);
  const hitM = singleM && seesCell(a, cm) && b.has(cm, da);
  if (!hitA && !hitM) return NO_ELIMS;
  const out: Candidate[] = [];
  if (hitA) out.push({ cell: ca, digit: dm });
  if (hitM) out.push({ cell: cm, digit: da });
  return out;
}

/**
 * Whether group node `g` can be the start of a chain the search takes: its end must come at or after it in node order
 * (chain-search.ts), a group is never its own end (closing on itself places a single), and the nodes after a group are
 * groups, of its digit first. A group of another digit shares no cell with it and neither is a single, so "g or m"
 * removes nothing (hasEliminations); a later group of its digit must see a candidate of that digit that g sees too.
 * A start that cannot close a chain never wins, so the search leaves it out (issue 31: two fifths of AIC starts are
 * groups, and 44 % of those close nothing).
 */
export function groupCanStart(g: number): boolean {
  const d = DIGIT[g];
  const s0 = SEEN[g * 3] & PLANE[d * 3];
  const s1 = SEEN[g * 3 + 1] & PLANE[d * 3 + 1];
  const s2 = SEEN[g * 3 + 2] & PLANE[d * 3 + 2];
  if ((s0 | s1 | s2) === 0) return false;
  for (let m = g + 1, end = GROUP_FROM[d + 1]; m < end; m++)
    if (((SEEN[m * 3] & s0) | (SEEN[m * 3 + 1] & s1) | (SEEN[m * 3 + 2] & s2)) !== 0) return true;
  return false;
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
  const ca = NODE_CELL[a * NODE_ROOM];
  const cm = NODE_CELL[m * NODE_ROOM];
  if (singleA && singleM && ca === cm) return (b.cands[ca] & ~(1 << (da - 1)) & ~(1 << (dm - 1))) !== 0;
  return (
    (singleA && seesCell(m, ca) && (b.cands[ca] & (1 << (dm - 1))) !== 0) ||
    (singleM && seesCell(a, cm) && (b.cands[cm] & (1 << (da - 1))) !== 0)
  );
}
