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

interface ChainNode {
  digit: number;
  cells: number[];
  /** seen[c] = 1 when cell c (not in the node) sees every cell of the node. */
  seen: Uint8Array;
  /** The cells with `seen` set that hold the node's digit: what "start or end" on this digit can remove. */
  seenWithDigit: number[];
}

interface Graph {
  nodes: ChainNode[];
  strong: number[][];
  weak: number[][];
  /** Node index of candidate (cell, digit) at cell*9 + digit-1, or -1. */
  single: Int32Array;
  /** BFS parent of each state, reused by every search on this graph. */
  parent: Int32Array;
}

const MAX_DEPTH = 14;

function buildGraph(b: Board, mode: Mode, onlyDigit: number): Graph {
  const nodes: ChainNode[] = [];
  const single = new Int32Array(81 * 9).fill(-1);
  const groupIndex = new Map<string, number>();
  const addNode = (digit: number, cells: number[]): number => {
    if (cells.length === 1) {
      const k = cells[0] * 9 + digit - 1;
      if (single[k] >= 0) return single[k];
    } else {
      const key = `${digit}:${cells.join(',')}`;
      const g = groupIndex.get(key);
      if (g !== undefined) return g;
      groupIndex.set(key, nodes.length);
    }
    const seen = new Uint8Array(81);
    const seenWithDigit: number[] = [];
    for (let c = 0; c < 81; c++) {
      let all = 1;
      for (const x of cells) if (SEES[c * 81 + x] !== 1) all = 0;
      seen[c] = all;
      if (all && b.has(c, digit)) seenWithDigit.push(c);
    }
    nodes.push({ digit, cells, seen, seenWithDigit });
    if (cells.length === 1) single[cells[0] * 9 + digit - 1] = nodes.length - 1;
    return nodes.length - 1;
  };
  const strongPairs: [number, number][] = [];
  for (let d = 1; d <= 9; d++) {
    if (onlyDigit && d !== onlyDigit) continue;
    for (let c = 0; c < 81; c++) if (b.has(c, d)) addNode(d, [c]);
  }
  if (mode !== 'xy') {
    for (let d = 1; d <= 9; d++) {
      if (onlyDigit && d !== onlyDigit) continue;
      for (let u = 0; u < 27; u++) {
        const pos = b.positions(u, d);
        const cells = MASK_DIGITS[pos].map((i) => UNIT_CELLS[u * 9 + i - 1]);
        if (cells.length < 2) continue;
        if (cells.length === 2) {
          strongPairs.push([addNode(d, [cells[0]]), addNode(d, [cells[1]])]);
          continue;
        }
        if (mode !== 'aic') continue;
        // Grouped strong links: the places split into exactly two box-line intersections.
        const splits: ((c: number) => number)[] =
          u < 18 ? [(c) => ((c / 27) | 0) * 3 + (((c % 9) / 3) | 0)] : [(c) => (c / 9) | 0, (c) => 9 + (c % 9)];
        for (const key of splits) {
          const parts = new Map<number, number[]>();
          for (const c of cells) {
            const k = key(c);
            const list = parts.get(k);
            if (list) list.push(c);
            else parts.set(k, [c]);
          }
          if (parts.size !== 2) continue;
          const [p1, p2] = [...parts.values()];
          strongPairs.push([addNode(d, p1), addNode(d, p2)]);
        }
      }
    }
  }
  if (mode !== 'x') {
    for (let c = 0; c < 81; c++) {
      if (POPCOUNT[b.cands[c]] !== 2) continue;
      const [x, y] = MASK_DIGITS[b.cands[c]];
      strongPairs.push([addNode(x, [c]), addNode(y, [c])]);
    }
  }
  const n = nodes.length;
  const strong: number[][] = Array.from({ length: n }, () => []);
  const weak: number[][] = Array.from({ length: n }, () => []);
  for (const [a, c] of strongPairs) {
    if (!strong[a].includes(c)) strong[a].push(c);
    if (!strong[c].includes(a)) strong[c].push(a);
  }
  for (let i = 0; i < n; i++) {
    const A = nodes[i];
    for (let j = i + 1; j < n; j++) {
      const B = nodes[j];
      let link = false;
      if (A.digit === B.digit) {
        // Same digit: every cell of one sees every cell of the other (so the cells are disjoint).
        link = A.seen[B.cells[0]] === 1 && B.cells.every((c) => A.seen[c] === 1);
      } else if (mode !== 'x' && A.cells.length === 1 && B.cells.length === 1 && A.cells[0] === B.cells[0]) {
        link = mode === 'aic'; // in an XY-chain the in-cell links are the strong ones
      }
      if (link) {
        weak[i].push(j);
        weak[j].push(i);
      }
    }
  }
  return { nodes, strong, weak, single, parent: new Int32Array(n * 2) };
}

/** Candidates that would make both ends of "A or B" false. */
function eliminationsFor(b: Board, A: ChainNode, B: ChainNode): Candidate[] {
  const out: Candidate[] = [];
  if (A.digit === B.digit) {
    const d = A.digit;
    for (const c of A.seenWithDigit) if (B.seen[c]) out.push({ cell: c, digit: d });
    return out;
  }
  if (A.cells.length === 1 && B.cells.length === 1 && A.cells[0] === B.cells[0]) {
    const c = A.cells[0];
    for (const d of MASK_DIGITS[b.cands[c]]) if (d !== A.digit && d !== B.digit) out.push({ cell: c, digit: d });
    return out;
  }
  if (A.cells.length === 1 && B.seen[A.cells[0]] && b.has(A.cells[0], B.digit))
    out.push({ cell: A.cells[0], digit: B.digit });
  if (B.cells.length === 1 && A.seen[B.cells[0]] && b.has(B.cells[0], A.digit))
    out.push({ cell: B.cells[0], digit: A.digit });
  return out;
}

interface Found {
  path: number[]; // start (false), then alternately true/false nodes, ending on a true node
  elims: Candidate[];
  placement: Candidate | null;
}

/** Shortest chain from one start node; stops at depth `limit`. */
function searchFrom(b: Board, g: Graph, start: number, limit: number): Found | null {
  // state index: node*2 + (1 when the node is true); one buffer per graph, refilled per start
  const parent = g.parent;
  parent.fill(-2);
  parent[start * 2] = -1;
  let frontier = [start * 2];
  for (let depth = 0; depth < limit && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const s of frontier) {
      const node = s >> 1;
      const isTrue = s & 1;
      const links = isTrue ? g.weak[node] : g.strong[node];
      for (const m of links) {
        const t = m * 2 + (isTrue ? 0 : 1);
        if (parent[t] !== -2) continue;
        parent[t] = s;
        next.push(t);
        if (isTrue) continue;
        // m is true: start ∨ m.
        const A = g.nodes[start];
        const M = g.nodes[m];
        let elims: Candidate[] = [];
        let placement: Candidate | null = null;
        if (m === start) {
          if (A.cells.length === 1) placement = { cell: A.cells[0], digit: A.digit };
        } else {
          elims = eliminationsFor(b, A, M);
        }
        if (elims.length === 0 && !placement) continue;
        const path: number[] = [];
        for (let k = t; k !== -1; k = parent[k]) path.push(k >> 1);
        return { path: path.reverse(), elims, placement };
      }
    }
    frontier = next;
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
