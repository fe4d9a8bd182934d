/**
 * Chains: X-chains (one digit, single cells), XY-chains (bivalue cells linked by equal digits) and alternating
 * inference chains (AIC) with grouped nodes (2–3 cells of a box-line intersection acting as one node).
 *
 * Every link is an implication that holds whatever the rest of the chain is: a strong link "A is false ⇒ B is true"
 * (the only two places of a digit in a unit, or the only two digits of a cell), a weak link "A is true ⇒ B is false"
 * (same digit in cells that see each other, or two digits of one cell). A breadth-first search alternates them from
 * "start is false", so each node reached "true" gives start ∨ end, and any candidate that would falsify both ends goes.
 * Soundness therefore never depends on the search finding a "nice" chain; BFS just makes the shortest one.
 */
import {
  Board,
  MASK_DIGITS as MASK_DIGITS_,
  POPCOUNT as POPCOUNT_,
  UNIT_CELLS as UNIT_CELLS_,
  SEES as SEES_,
} from './candidates.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import {
  makeStep,
  nodeText,
  removesText,
  type Candidate,
  type ChainLink,
  type Step,
  type TechniqueId,
} from './step.ts';

// Local copies of the tables: under tsx's CommonJS interop every read of an imported binding is a getter call,
// which costs more than the lookup itself in these loops.
const MASK_DIGITS = MASK_DIGITS_;
const POPCOUNT = POPCOUNT_;
const UNIT_CELLS = UNIT_CELLS_;
const SEES = SEES_;

type Mode = 'x' | 'xy' | 'aic';

// Cell sets are 81-bit bitsets in three 27-bit words (word k = rows 3k..3k+2), so "sees every cell of a node" and
// "candidates seen by both chain ends" are a few ANDs instead of loops over 81 cells.
const WORD = (c: number): number => (c / 27) | 0;
const BIT = (c: number): number => 1 << (c % 27);

/** PEER_BITS[c*3 .. c*3+2]: the cells c sees. */
const PEER_BITS: Int32Array = (() => {
  const t = new Int32Array(81 * 3);
  for (let c = 0; c < 81; c++) for (let p = 0; p < 81; p++) if (SEES[c * 81 + p] === 1) t[c * 3 + WORD(p)] |= BIT(p);
  return t;
})();

interface ChainNode {
  digit: number;
  cells: number[];
}

interface Graph {
  nodes: ChainNode[];
  /** seen[i*3 ..]: cells (outside node i) that see every cell of node i. */
  seen: Int32Array;
  /** cellBits[i*3 ..]: the cells of node i. */
  cellBits: Int32Array;
  /** plane[d*3 ..]: the cells holding candidate d. */
  plane: Int32Array;
  strong: number[][];
  weak: number[][];
  /** BFS buffers, reused by every search on this graph: parent state, visit stamp, queue. */
  parent: Int32Array;
  stamp: Int32Array;
  epoch: number;
  queue: Int32Array;
}

const MAX_DEPTH = 14;

function buildGraph(b: Board, mode: Mode, onlyDigit: number): Graph {
  const nodes: ChainNode[] = [];
  const single = new Int32Array(81 * 9).fill(-1);
  const groupIndex = new Map<string, number>();
  const seenList: number[] = [];
  const cellList: number[] = [];
  const addNode = (digit: number, cells: number[]): number => {
    if (cells.length === 1) {
      const k = cells[0] * 9 + digit - 1;
      if (single[k] >= 0) return single[k];
      single[k] = nodes.length;
    } else {
      const key = `${digit}:${cells.join(',')}`;
      const g = groupIndex.get(key);
      if (g !== undefined) return g;
      groupIndex.set(key, nodes.length);
    }
    let s0 = -1;
    let s1 = -1;
    let s2 = -1;
    let c0 = 0;
    let c1 = 0;
    let c2 = 0;
    for (const x of cells) {
      s0 &= PEER_BITS[x * 3];
      s1 &= PEER_BITS[x * 3 + 1];
      s2 &= PEER_BITS[x * 3 + 2];
      if (x < 27) c0 |= BIT(x);
      else if (x < 54) c1 |= BIT(x);
      else c2 |= BIT(x);
    }
    seenList.push(s0, s1, s2);
    cellList.push(c0, c1, c2);
    nodes.push({ digit, cells });
    return nodes.length - 1;
  };
  const plane = new Int32Array(30);
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << (d - 1);
    for (let c = 0; c < 81; c++) if (b.cands[c] & bit) plane[d * 3 + WORD(c)] |= BIT(c);
  }
  const strongPairs: number[] = [];
  for (let d = 1; d <= 9; d++) {
    if (onlyDigit && d !== onlyDigit) continue;
    for (let c = 0; c < 81; c++) if (b.has(c, d)) addNode(d, [c]);
  }
  if (mode !== 'xy') {
    for (let d = 1; d <= 9; d++) {
      if (onlyDigit && d !== onlyDigit) continue;
      for (let u = 0; u < 27; u++) {
        const pos = b.positions(u, d);
        const n = POPCOUNT[pos];
        if (n < 2) continue;
        if (n === 2) {
          const [i, j] = MASK_DIGITS[pos];
          strongPairs.push(
            single[UNIT_CELLS[u * 9 + i - 1] * 9 + d - 1],
            single[UNIT_CELLS[u * 9 + j - 1] * 9 + d - 1],
          );
          continue;
        }
        if (mode !== 'aic') continue;
        const cells = MASK_DIGITS[pos].map((i) => UNIT_CELLS[u * 9 + i - 1]);
        // Grouped strong links: the places split into exactly two box-line intersections.
        const splits: ((c: number) => number)[] =
          u < 18 ? [(c) => ((c / 27) | 0) * 3 + (((c % 9) / 3) | 0)] : [(c) => (c / 9) | 0, (c) => 9 + (c % 9)];
        for (const key of splits) {
          const k0 = key(cells[0]);
          const p1: number[] = [];
          const p2: number[] = [];
          let k1 = -1;
          let parts = 1;
          for (const c of cells) {
            const k = key(c);
            if (k === k0) p1.push(c);
            else if (k1 === -1 || k === k1) {
              k1 = k;
              parts = Math.max(parts, 2);
              p2.push(c);
            } else parts = 3; // stays 3: a third part forbids the link
          }
          if (parts !== 2) continue;
          strongPairs.push(addNode(d, p1), addNode(d, p2));
        }
      }
    }
  }
  if (mode !== 'x') {
    for (let c = 0; c < 81; c++) {
      if (POPCOUNT[b.cands[c]] !== 2) continue;
      const [x, y] = MASK_DIGITS[b.cands[c]];
      strongPairs.push(single[c * 9 + x - 1], single[c * 9 + y - 1]);
    }
  }
  const n = nodes.length;
  const seen = Int32Array.from(seenList);
  const cellBits = Int32Array.from(cellList);
  const strong: number[][] = Array.from({ length: n }, () => []);
  for (let k = 0; k < strongPairs.length; k += 2) {
    const a = strongPairs[k];
    const c = strongPairs[k + 1];
    if (!strong[a].includes(c)) strong[a].push(c);
    if (!strong[c].includes(a)) strong[c].push(a);
  }
  // Weak links, each list ascending by node index: same digit where every cell of one sees every cell of the other
  // (symmetric), and in AIC mode the other digits of a single cell. A node without strong links can only be reached
  // as false, by a weak link, and goes nowhere from there: it is left out of the weak links entirely (never a target,
  // never expanded as true), which changes no chain the search finds, only the work.
  const byDigit: number[][] = Array.from({ length: 10 }, () => []);
  for (let i = 0; i < n; i++) if (strong[i].length > 0) byDigit[nodes[i].digit].push(i);
  const NONE: number[] = [];
  const weak: number[][] = new Array<number[]>(n);
  for (let i = 0; i < n; i++) {
    if (strong[i].length === 0) {
      weak[i] = NONE;
      continue;
    }
    const A = nodes[i];
    const list: number[] = [];
    const s0 = seen[i * 3];
    const s1 = seen[i * 3 + 1];
    const s2 = seen[i * 3 + 2];
    // Node order is singles by (digit, cell), then groups: so the same cell's lower digits come first, then this
    // digit's singles, then the same cell's higher digits, then this digit's groups.
    const inCell = mode === 'aic' && A.cells.length === 1 ? A.cells[0] : -1;
    if (inCell >= 0)
      for (let d = 1; d < A.digit; d++) {
        const j = single[inCell * 9 + d - 1];
        if (j >= 0 && strong[j].length > 0) list.push(j);
      }
    const same = byDigit[A.digit];
    let k = 0;
    for (; k < same.length && nodes[same[k]].cells.length === 1; k++) {
      const c = nodes[same[k]].cells[0];
      if ((c < 27 ? s0 : c < 54 ? s1 : s2) & BIT(c)) list.push(same[k]);
    }
    if (inCell >= 0)
      for (let d = A.digit + 1; d <= 9; d++) {
        const j = single[inCell * 9 + d - 1];
        if (j >= 0 && strong[j].length > 0) list.push(j);
      }
    for (; k < same.length; k++) {
      const j = same[k];
      if ((cellBits[j * 3] & ~s0) === 0 && (cellBits[j * 3 + 1] & ~s1) === 0 && (cellBits[j * 3 + 2] & ~s2) === 0)
        list.push(j);
    }
    weak[i] = list;
  }
  return {
    nodes,
    seen,
    cellBits,
    plane,
    strong,
    weak,
    parent: new Int32Array(n * 2),
    stamp: new Int32Array(n * 2),
    epoch: 0,
    queue: new Int32Array(n * 2),
  };
}

/** Candidates that would make both ends of "A or B" false. */
function eliminationsFor(b: Board, g: Graph, a: number, m: number): Candidate[] {
  const A = g.nodes[a];
  const B = g.nodes[m];
  const out: Candidate[] = [];
  if (A.digit === B.digit) {
    const d = A.digit;
    for (let w = 0; w < 3; w++) {
      let bits = g.seen[a * 3 + w] & g.seen[m * 3 + w] & g.plane[d * 3 + w];
      while (bits !== 0) {
        const low = bits & -bits;
        out.push({ cell: w * 27 + 31 - Math.clz32(low), digit: d });
        bits ^= low;
      }
    }
    return out;
  }
  if (A.cells.length === 1 && B.cells.length === 1 && A.cells[0] === B.cells[0]) {
    const c = A.cells[0];
    for (const d of MASK_DIGITS[b.cands[c]]) if (d !== A.digit && d !== B.digit) out.push({ cell: c, digit: d });
    return out;
  }
  const sees = (i: number, c: number): boolean => (g.seen[i * 3 + WORD(c)] & BIT(c)) !== 0;
  if (A.cells.length === 1 && sees(m, A.cells[0]) && b.has(A.cells[0], B.digit))
    out.push({ cell: A.cells[0], digit: B.digit });
  if (B.cells.length === 1 && sees(a, B.cells[0]) && b.has(B.cells[0], A.digit))
    out.push({ cell: B.cells[0], digit: A.digit });
  return out;
}

interface Found {
  path: number[]; // start (false), then alternately true/false nodes, ending on a true node
  elims: Candidate[];
  placement: Candidate | null;
}

/** Shortest chain from one start node; stops at depth `limit`. Breadth-first, level by level. */
function searchFrom(b: Board, g: Graph, start: number, limit: number): Found | null {
  // state index: node*2 + (1 when the node is true); a state is visited when stamp[state] === epoch
  const { parent, stamp, queue } = g;
  const epoch = ++g.epoch;
  stamp[start * 2] = epoch;
  parent[start * 2] = -1;
  queue[0] = start * 2;
  let lo = 0;
  let hi = 1;
  const A = g.nodes[start];
  for (let depth = 0; depth < limit && lo < hi; depth++) {
    let end = hi;
    for (let q = lo; q < hi; q++) {
      const s = queue[q];
      const node = s >> 1;
      const isTrue = s & 1;
      const links = isTrue ? g.weak[node] : g.strong[node];
      for (let k = 0; k < links.length; k++) {
        const m = links[k];
        const t = m * 2 + (isTrue ? 0 : 1);
        if (stamp[t] === epoch) continue;
        stamp[t] = epoch;
        parent[t] = s;
        queue[end++] = t;
        if (isTrue) continue;
        // m is true: start ∨ m.
        let elims: Candidate[] = [];
        let placement: Candidate | null = null;
        if (m === start) {
          if (A.cells.length === 1) placement = { cell: A.cells[0], digit: A.digit };
        } else {
          elims = eliminationsFor(b, g, start, m);
        }
        if (elims.length === 0 && !placement) continue;
        const path: number[] = [];
        for (let k2 = t; k2 !== -1; k2 = parent[k2]) path.push(k2 >> 1);
        return { path: path.reverse(), elims, placement };
      }
    }
    lo = hi;
    hi = end;
  }
  return null;
}

function describe(g: Graph, path: number[]): { text: string; links: ChainLink[]; cells: number[] } {
  const parts: string[] = [];
  const links: ChainLink[] = [];
  const cells = new Set<number>();
  const asCands = (i: number): Candidate[] => g.nodes[i].cells.map((cell) => ({ cell, digit: g.nodes[i].digit }));
  path.forEach((i, k) => {
    const node = g.nodes[i];
    node.cells.forEach((c) => cells.add(c));
    if (k > 0) {
      const strong = k % 2 === 1;
      parts.push(strong ? '=' : '-');
      links.push({ from: asCands(path[k - 1]), to: asCands(i), strong });
    }
    parts.push(nodeText(node.digit, node.cells));
  });
  return { text: parts.join(''), links, cells: [...cells] };
}

const NAMES: Record<Mode, [TechniqueId, string]> = {
  x: ['x-chain', 'X-chain'],
  xy: ['xy-chain', 'XY-chain'],
  aic: ['aic', 'AIC'],
};

function findChain(b: Board, mode: Mode, dirty: Dirty): Step | null {
  let best: { found: Found; g: Graph } | null = null;
  const graphDigits = mode === 'x' ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : [0];
  for (const d of graphDigits) {
    // An X-chain on d depends on d's candidates only; a clean digit had no chain within MAX_DEPTH last time.
    if (d !== 0 && (dirty.digits & (1 << (d - 1))) === 0) continue;
    const g = buildGraph(b, mode, d);
    for (let s = 0; s < g.nodes.length; s++) {
      if (g.strong[s].length === 0) continue;
      if (mode === 'xy' && POPCOUNT[b.cands[g.nodes[s].cells[0]]] !== 2) continue;
      const limit = best ? best.found.path.length - 2 : MAX_DEPTH;
      const found = searchFrom(b, g, s, limit);
      if (found && (!best || found.path.length < best.found.path.length)) best = { found, g };
    }
  }
  if (!best) return null;
  const { found, g } = best;
  const [id, name] = NAMES[mode];
  const { text, links, cells } = describe(g, found.path);
  const digits = [...new Set(found.path.map((i) => g.nodes[i].digit))].sort((x, y) => x - y);
  const what = found.placement
    ? `so ${nodeText(found.placement.digit, [found.placement.cell])} is true`
    : removesText(found.elims);
  const on = mode === 'x' ? ` on ${digits[0]}` : '';
  return makeStep(id, name === 'AIC' ? 'Alternating inference chain' : name, {
    cells,
    digits,
    placements: found.placement ? [found.placement] : [],
    eliminations: found.elims,
    links,
    text: `${name}${on}: ${text} ${what}`,
  });
}

export const findXChain = (b: Board, dirty: Dirty = ALL_DIRTY): Step | null => findChain(b, 'x', dirty);
export const findXYChain = (b: Board): Step | null => findChain(b, 'xy', ALL_DIRTY);
export const findAIC = (b: Board): Step | null => findChain(b, 'aic', ALL_DIRTY);
