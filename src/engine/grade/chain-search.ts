/**
 * The shortest chain in the graph last built (chain-graph.ts), from any start node.
 *
 * A chain starts from "start is false" and alternates strong links (false ⇒ true) and weak links (true ⇒ false);
 * each node reached "true" gives start ∨ end, and a candidate that would falsify both ends goes (or, when the end is
 * the start itself, the start is true).
 */
import type { CandidateGrid } from './candidates.ts';
import { POPCOUNT } from './candidates.ts';
import {
  DIGIT,
  MAX_NODES,
  MAX_STRONG,
  NODE_CELL,
  NODE_ROOM,
  NSIZE,
  STRONG,
  STRONG_COUNT,
  WEAK,
  WEAK_START,
  eliminationsFor,
  graphSize,
  hasEliminations,
  type Mode,
} from './chain-graph.ts';
import type { Candidate } from './step.ts';

export interface ChainNode {
  digit: number;
  cells: number[];
}

export interface Found {
  /** Start (false), then alternately true and false nodes, ending on a true node. */
  path: ChainNode[];
  elims: Candidate[];
  placement: Candidate | null;
}

const nodeAt = (i: number): ChainNode => ({
  digit: DIGIT[i],
  cells: Array.from(NODE_CELL.subarray(i * NODE_ROOM, i * NODE_ROOM + NSIZE[i])),
});

const STARTS = new Int32Array(MAX_NODES);

// Lockstep search buffers, one region per start k. A level of a chain search holds nodes of one polarity only (the
// start is false, strong links lead to true nodes, weak links back to false ones), so the queue holds nodes and the
// level's parity says which: QUEUE[k*2N ..] the nodes in order of discovery (each node at most once per polarity,
// so 2N room), VIS[(k*2 + polarity) * V ..] the nodes reached false (0) and true (1) as bitsets of V words.
let VIS = new Int32Array(0);
let QUEUE = new Int16Array(0);
const LO = new Int32Array(MAX_NODES);
const HI = new Int32Array(MAX_NODES);

/**
 * The winning start (its index in STARTS) and depth, packed as depth * MAX_NODES + k, or -1 when no start closes a
 * chain within `limit` depths: the breadth-first searches of all starts advance together, one depth at a time, and
 * the first start (in node order) that closes a chain at the smallest depth wins. That is exactly what searching the
 * starts one after another and keeping the first strictly shorter chain gives, without ever searching a start deeper
 * than the answer.
 */
function winner(b: CandidateGrid, ns: number, limit: number): number {
  const n = graphSize();
  const V = (n + 31) >>> 5;
  const Q = n * 2;
  if (VIS.length < ns * 2 * V) VIS = new Int32Array(Math.max(ns * 2 * V, VIS.length * 2));
  if (QUEUE.length < ns * Q) QUEUE = new Int16Array(Math.max(ns * Q, QUEUE.length * 2));
  const vis = VIS;
  const queue = QUEUE;
  vis.fill(0, 0, ns * 2 * V);
  for (let k = 0; k < ns; k++) {
    const st = STARTS[k];
    vis[k * 2 * V + (st >>> 5)] = 1 << (st & 31);
    queue[k * Q] = st;
    LO[k] = 0;
    HI[k] = 1;
  }
  for (let depth = 0; depth < limit; depth++) {
    let active = false;
    if ((depth & 1) === 1) {
      // True nodes: their weak links make false nodes.
      for (let k = 0; k < ns; k++) {
        const lo = LO[k];
        const hi = HI[k];
        if (lo >= hi) continue;
        active = true;
        const base = k * Q;
        const vf = k * 2 * V;
        let end = hi;
        for (let q = lo; q < hi; q++) {
          const node = queue[base + q];
          for (let i = WEAK_START[node], to = WEAK_START[node + 1]; i < to; i++) {
            const m = WEAK[i];
            const w = vf + (m >>> 5);
            const bit = 1 << (m & 31);
            if (vis[w] & bit) continue;
            vis[w] |= bit;
            queue[base + end++] = m;
          }
        }
        LO[k] = hi;
        HI[k] = end;
      }
    } else {
      // False nodes: their strong links make true nodes, each the end of a chain "start or m".
      for (let k = 0; k < ns; k++) {
        const lo = LO[k];
        const hi = HI[k];
        if (lo >= hi) continue;
        active = true;
        const start = STARTS[k];
        const base = k * Q;
        const vt = (k * 2 + 1) * V;
        let end = hi;
        for (let q = lo; q < hi; q++) {
          const node = queue[base + q];
          for (let i = node * MAX_STRONG, to = i + STRONG_COUNT[node]; i < to; i++) {
            const m = STRONG[i];
            const w = vt + (m >>> 5);
            const bit = 1 << (m & 31);
            if (vis[w] & bit) continue;
            vis[w] |= bit;
            queue[base + end++] = m;
            // Chains reverse (every link is symmetric), so an end m before the start in node order, itself a start,
            // would have closed the same chain at this depth first and won: only later ends need the test.
            if (m === start ? NSIZE[m] === 1 : m > start && hasEliminations(b, start, m)) return depth * MAX_NODES + k;
          }
        }
        LO[k] = hi;
        HI[k] = end;
      }
    }
    if (!active) break;
  }
  return -1;
}

// One start's BFS, for the winner's chain: visited states (node*2, +1 when true), parents, and the queue in order of
// discovery, so the chain is the first one that start's search meets.
const VISITED = new Uint8Array(MAX_NODES * 2);
const PARENT = new Int16Array(MAX_NODES * 2);
const STATES = new Int16Array(MAX_NODES * 2);

/** The first chain the BFS from `start` meets within `limit` depths. */
function chainFrom(b: CandidateGrid, start: number, limit: number): Found | null {
  VISITED.fill(0, 0, graphSize() * 2);
  const st = start * 2;
  VISITED[st] = 1;
  PARENT[st] = -1;
  STATES[0] = st;
  let lo = 0;
  let hi = 1;
  for (let depth = 0; depth < limit && lo < hi; depth++) {
    let end = hi;
    for (let q = lo; q < hi; q++) {
      const s = STATES[q];
      const node = s >> 1;
      const isTrue = s & 1;
      const from = isTrue ? WEAK_START[node] : node * MAX_STRONG;
      const to = isTrue ? WEAK_START[node + 1] : from + STRONG_COUNT[node];
      const links = isTrue ? WEAK : STRONG;
      for (let i = from; i < to; i++) {
        const m = links[i];
        const t = m * 2 + (isTrue ? 0 : 1);
        if (VISITED[t]) continue;
        VISITED[t] = 1;
        PARENT[t] = s;
        STATES[end++] = t;
        if (isTrue) continue;
        // m is true: start ∨ m.
        let placement: Candidate | null = null;
        if (m === start) {
          if (NSIZE[start] !== 1) continue;
          placement = { cell: NODE_CELL[start * NODE_ROOM], digit: DIGIT[start] };
        } else if (!hasEliminations(b, start, m)) continue;
        const elims = placement ? [] : (eliminationsFor(b, start, m) as Candidate[]);
        const path: ChainNode[] = [];
        for (let k = t; k !== -1; k = PARENT[k]) path.push(nodeAt(k >> 1));
        return { path: path.reverse(), elims, placement };
      }
    }
    lo = hi;
    hi = end;
  }
  return null;
}

/**
 * The shortest chain from any of the graph's start nodes (XY mode: starting in bivalue cells), shorter than depth
 * `limit`: the first start in node order that closes a chain at the smallest depth, with the chain its own BFS meets
 * first. Breadth-first levels do not depend on the order nodes are visited in, so the lockstep search keeps no
 * parents; only the winner's search is run again with them.
 */
export function searchAll(b: CandidateGrid, mode: Mode, limit: number): Found | null {
  const nodeCount = graphSize();
  let ns = 0;
  for (let s = 0; s < nodeCount; s++) {
    if (STRONG_COUNT[s] === 0) continue;
    if (mode === 'xy' && POPCOUNT[b.cands[NODE_CELL[s * NODE_ROOM]]] !== 2) continue;
    STARTS[ns++] = s;
  }
  if (ns === 0) return null;
  const won = winner(b, ns, limit);
  if (won < 0) return null;
  return chainFrom(b, STARTS[won % MAX_NODES], Math.floor(won / MAX_NODES) + 1);
}
