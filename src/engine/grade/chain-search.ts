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
  groupCanStart,
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

/** Node i as the step shows it (a plain loop: Array.from over a typed subarray goes through an iterator). */
function nodeAt(i: number): ChainNode {
  const cells: number[] = [];
  for (let j = i * NODE_ROOM, end = j + NSIZE[i]; j < end; j++) cells.push(NODE_CELL[j]);
  return { digit: DIGIT[i], cells };
}

const STARTS = new Int32Array(MAX_NODES);

// Lockstep search buffers, bit-parallel over the starts: start k is bit k of a row of W = ⌈starts/32⌉ words. A level of
// a chain search holds nodes of one polarity only (the start is false, strong links lead to true nodes, weak links
// back to false ones), so one frontier row per node serves: FRONT[node*W ..] the starts that reached the node at this
// level, NEXT the same for the next level, REACHED[(polarity*n + node)*W ..] the starts that reached it false (0) or
// true (1) at any level. A level costs a few word operations per link whatever the number of starts, where a search
// per start walks every link once per start.
let REACHED = new Int32Array(0);
let FRONT = new Int32Array(0);
let NEXT = new Int32Array(0);
/** The nodes with a non-empty frontier row (ACTIVE, this level; REACHING, the next), and which are listed (LISTED). */
const ACTIVE = new Int32Array(MAX_NODES);
const REACHING = new Int32Array(MAX_NODES);
const LISTED = new Uint8Array(MAX_NODES);

/**
 * The winning start (its index in STARTS) and depth, packed as depth * MAX_NODES + k, or -1 when no start closes a
 * chain within `limit` depths: the breadth-first searches of all starts advance together, one depth at a time, and
 * the first start (in node order) that closes a chain at the smallest depth wins. That is exactly what searching the
 * starts one after another and keeping the first strictly shorter chain gives, without ever searching a start deeper
 * than the answer. (Which nodes a breadth-first search reaches at each depth does not depend on the order it visits
 * them in, so all starts can share one pass over the links.)
 */
function winner(b: CandidateGrid, ns: number, limit: number): number {
  const n = graphSize();
  const W = (ns + 31) >>> 5;
  const rows = n * W;
  if (FRONT.length < rows) {
    FRONT = new Int32Array(Math.max(rows, FRONT.length * 2));
    NEXT = new Int32Array(FRONT.length);
    REACHED = new Int32Array(2 * FRONT.length);
  }
  REACHED.fill(0, 0, 2 * rows);
  FRONT.fill(0, 0, rows);
  NEXT.fill(0, 0, rows);
  let front = FRONT;
  let next = NEXT;
  let active = ACTIVE;
  let reaching = REACHING;
  let nActive = 0;
  // Starts are ascending distinct nodes: each is listed once.
  for (let k = 0; k < ns; k++) {
    const st = STARTS[k];
    const bit = 1 << (k & 31);
    REACHED[st * W + (k >>> 5)] |= bit;
    front[st * W + (k >>> 5)] |= bit;
    active[nActive++] = st;
  }
  for (let depth = 0; depth < limit && nActive > 0; depth++) {
    const fromTrue = (depth & 1) === 1;
    // True nodes' weak links make false nodes; false nodes' strong links make true nodes.
    const reachedBase = fromTrue ? 0 : rows;
    let nReaching = 0;
    for (let a = 0; a < nActive; a++) {
      const node = active[a];
      const fo = node * W;
      // The row's non-empty words, lo .. hi-1 (early levels hold few starts per node).
      let lo = 0;
      while (front[fo + lo] === 0) lo++;
      let hi = W;
      while (front[fo + hi - 1] === 0) hi--;
      const first = fromTrue ? WEAK_START[node] : node * MAX_STRONG;
      const last = fromTrue ? WEAK_START[node + 1] : first + STRONG_COUNT[node];
      const links = fromTrue ? WEAK : STRONG;
      for (let i = first; i < last; i++) {
        const m = links[i];
        const mo = m * W;
        const ro = reachedBase + mo;
        // Without branches: half the words have nothing new, in no pattern a branch predictor learns.
        let any = 0;
        for (let w = lo; w < hi; w++) {
          const f = front[fo + w];
          const r = REACHED[ro + w];
          REACHED[ro + w] = r | f;
          const x = f & ~r;
          next[mo + w] |= x;
          any |= x;
        }
        if (any !== 0 && LISTED[m] === 0) {
          LISTED[m] = 1;
          reaching[nReaching++] = m;
        }
      }
      for (let w = lo; w < hi; w++) front[fo + w] = 0;
    }
    for (let t = 0; t < nReaching; t++) LISTED[reaching[t]] = 0;
    if (!fromTrue) {
      // Each true node m newly reached from start k is the end of a chain "start or m". Chains reverse (every link is
      // symmetric), so an end m before the start in node order, itself a start, would have closed the same chain at
      // this depth first: only later ends need the test. The smallest k with a chain at this depth wins.
      let best = ns;
      for (let t = 0; t < nReaching; t++) {
        const m = reaching[t];
        const mo = m * W;
        scan: for (let w = 0; w < W && w * 32 < best; w++) {
          for (let x = next[mo + w]; x !== 0; x &= x - 1) {
            const k = w * 32 + 31 - Math.clz32(x & -x);
            if (k >= best) break scan;
            const start = STARTS[k];
            if (start > m) break scan;
            if (m === start ? NSIZE[m] === 1 : hasEliminations(b, start, m)) {
              best = k;
              break scan;
            }
          }
        }
      }
      if (best < ns) return depth * MAX_NODES + best;
    }
    const rowsDone = front;
    front = next;
    next = rowsDone;
    const listDone = active;
    active = reaching;
    reaching = listDone;
    nActive = nReaching;
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
    if (NSIZE[s] > 1 && !groupCanStart(s)) continue;
    STARTS[ns++] = s;
  }
  if (ns === 0) return null;
  const won = winner(b, ns, limit);
  if (won < 0) return null;
  return chainFrom(b, STARTS[won % MAX_NODES], Math.floor(won / MAX_NODES) + 1);
}
