/**
 * The shortest chain in the graph last built (chain-graph.ts), from any start node.
 *
 * A chain starts from "start is false" and alternates strong links (false ⇒ true) and weak links (true ⇒ false);
 * each node reached "true" gives start ∨ end, and a candidate that would falsify both ends goes (or, when the end is
 * the start itself, the start is true).
 */
import type { Board } from './candidates.ts';
import { POPCOUNT } from './candidates.ts';
import {
  DIGIT,
  MAX_NODES,
  MAX_STRONG,
  NODE_CELL,
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
  cells: Array.from(NODE_CELL.subarray(i * 3, i * 3 + NSIZE[i])),
});

// Lockstep BFS buffers (a state is node*2 + 1 when the node is true), one region per start k: visited states as a bitset (VIS[k*W ..], W words), parents and
// the queue of states in order of discovery (PAR/QUEUE[k*S ..], S = 2 × nodes; a state is < 4096, so 16 bits).
let VIS = new Int32Array(0);
let PAR = new Int16Array(0);
let QUEUE = new Int16Array(0);
const STARTS = new Int32Array(MAX_NODES);
const LO = new Int32Array(MAX_NODES);
const HI = new Int32Array(MAX_NODES);

/**
 * The shortest chain from any of the graph's start nodes, shorter than depth `limit`: the breadth-first searches of
 * all starts advance together, one depth at a time, and the first start (in node order) that closes a chain at the
 * smallest depth wins, with the chain its own BFS meets first. That is exactly what searching the starts one after
 * another and keeping the first strictly shorter chain gives, without ever searching a start deeper than the answer.
 */
export function searchAll(b: Board, mode: Mode, limit: number): Found | null {
  let ns = 0;
  const nodeCount = graphSize();
  for (let s = 0; s < nodeCount; s++) {
    if (STRONG_COUNT[s] === 0) continue;
    if (mode === 'xy' && POPCOUNT[b.cands[NODE_CELL[s * 3]]] !== 2) continue;
    STARTS[ns++] = s;
  }
  if (ns === 0) return null;
  const S = nodeCount * 2;
  const W = (S + 31) >>> 5;
  if (VIS.length < ns * W) VIS = new Int32Array(Math.max(ns * W, VIS.length * 2));
  if (PAR.length < ns * S) {
    const size = Math.max(ns * S, PAR.length * 2);
    PAR = new Int16Array(size);
    QUEUE = new Int16Array(size);
  }
  const vis = VIS;
  const par = PAR;
  const queue = QUEUE;
  vis.fill(0, 0, ns * W);
  for (let k = 0; k < ns; k++) {
    const st = STARTS[k] * 2;
    const base = k * S;
    vis[k * W + (st >>> 5)] |= 1 << (st & 31);
    par[base + st] = -1;
    queue[base] = st;
    LO[k] = 0;
    HI[k] = 1;
  }
  for (let depth = 0; depth < limit; depth++) {
    let active = false;
    for (let k = 0; k < ns; k++) {
      const lo = LO[k];
      const hi = HI[k];
      if (lo >= hi) continue;
      active = true;
      const start = STARTS[k];
      const base = k * S;
      const vbase = k * W;
      let end = hi;
      for (let q = lo; q < hi; q++) {
        const s = queue[base + q];
        const node = s >> 1;
        const isTrue = s & 1;
        const from = isTrue ? WEAK_START[node] : node * MAX_STRONG;
        const to = isTrue ? WEAK_START[node + 1] : from + STRONG_COUNT[node];
        const links = isTrue ? WEAK : STRONG;
        for (let i = from; i < to; i++) {
          const m = links[i];
          const t = m * 2 + (isTrue ? 0 : 1);
          const vw = vbase + (t >>> 5);
          const vb = 1 << (t & 31);
          if (vis[vw] & vb) continue;
          vis[vw] |= vb;
          par[base + t] = s;
          queue[base + end++] = t;
          if (isTrue) continue;
          // m is true: start ∨ m.
          let placement: Candidate | null = null;
          if (m === start) {
            if (NSIZE[start] !== 1) continue;
            placement = { cell: NODE_CELL[start * 3], digit: DIGIT[start] };
          } else if (!hasEliminations(b, start, m)) continue;
          const elims = placement ? [] : (eliminationsFor(b, start, m) as Candidate[]);
          const path: ChainNode[] = [];
          for (let k2 = t; k2 !== -1; k2 = par[base + k2]) path.push(nodeAt(k2 >> 1));
          return { path: path.reverse(), elims, placement };
        }
      }
      LO[k] = hi;
      HI[k] = end;
    }
    if (!active) break;
  }
  return null;
}
