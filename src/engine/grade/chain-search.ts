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

// Lockstep search buffers, bit-parallel over a word of starts: start k0 + j is bit j of a node's word. A level of a
// chain search holds nodes of one polarity only (the start is false, strong links lead to true nodes, weak links back
// to false ones), so one frontier word per node serves: FRONT[node] the starts that reached the node at this level,
// NEXT the same for the next level, REACHED_FALSE / REACHED_TRUE the starts that reached it false or true at any level.
// A level costs a few operations per link whatever the number of starts, where a search per start walks every link
// once per start.
const REACHED_FALSE = new Int32Array(MAX_NODES);
const REACHED_TRUE = new Int32Array(MAX_NODES);
const FRONT = new Int32Array(MAX_NODES);
const NEXT = new Int32Array(MAX_NODES);
/** The nodes with a frontier word (ACTIVE, this level; REACHING, the next). */
const ACTIVE = new Int32Array(MAX_NODES);
const REACHING = new Int32Array(MAX_NODES);
/** LISTED[m]: the number of the level that last listed m in REACHING (`level` counts every level of every search). */
const LISTED = new Int32Array(MAX_NODES);
let level = 0;
/** Where the level numbering starts over: a word's search adds at most `limit` (a few hundred) levels to it. */
const LEVEL_LIMIT = 0x3fffffff;

/** Starts per lockstep search: one word of bits. */
const WORD = 32;

/**
 * The winning start among STARTS[k0 .. k1-1] (at most WORD of them) and its depth, packed as depth * MAX_NODES + k, or
 * -1 when none closes a chain within `limit` depths: their breadth-first searches advance together, one depth at a
 * time, and the first start (in node order) that closes a chain at the smallest depth wins. That is exactly what
 * searching them one after another and keeping the first strictly shorter chain gives, without searching any deeper
 * than the answer. (Which nodes a breadth-first search reaches at each depth does not depend on the order it visits
 * them in, so the starts can share one pass over the links.)
 */
function winnerOfWord(b: CandidateGrid, k0: number, k1: number, limit: number): number {
  // Level numbers stay below LISTED's int32 range: a stamp that wrapped would never match again (after some 10^9
  // levels, days of grading in one worker), so the numbering starts over before it could.
  if (level >= LEVEL_LIMIT) {
    LISTED.fill(0);
    level = 0;
  }
  const reachedFalse = REACHED_FALSE;
  const reachedTrue = REACHED_TRUE;
  const listed = LISTED;
  reachedFalse.fill(0, 0, graphSize());
  reachedTrue.fill(0, 0, graphSize());
  let front = FRONT;
  let next = NEXT;
  let active = ACTIVE;
  let reaching = REACHING;
  let nActive = 0;
  // Starts are ascending distinct nodes: each is listed once.
  for (let k = k0; k < k1; k++) {
    const st = STARTS[k];
    reachedFalse[st] = front[st] = 1 << (k - k0);
    active[nActive++] = st;
  }
  for (let depth = 0; depth < limit && nActive > 0; depth++) {
    const lv = ++level;
    let nReaching = 0;
    // A node's frontier word is cleared as it is read, and a node's first word at a level is written, not ORed: no
    // pass clears the rows between levels.
    // True nodes' weak links make false nodes; false nodes' strong links make true nodes.
    const fromTrue = (depth & 1) === 1;
    const links = fromTrue ? WEAK : STRONG;
    const reached = fromTrue ? reachedFalse : reachedTrue;
    for (let a = 0; a < nActive; a++) {
      const node = active[a];
      const f = front[node];
      front[node] = 0;
      const first = fromTrue ? WEAK_START[node] : node * MAX_STRONG;
      for (let i = first, last = fromTrue ? WEAK_START[node + 1] : first + STRONG_COUNT[node]; i < last; i++) {
        const m = links[i];
        const r = reached[m];
        const x = f & ~r;
        if (x === 0) continue;
        reached[m] = r | x;
        if (listed[m] !== lv) {
          listed[m] = lv;
          next[m] = x;
          reaching[nReaching++] = m;
        } else next[m] |= x;
      }
    }
    if (!fromTrue) {
      // Each true node m newly reached from start k is the end of a chain "start or m". Chains reverse (every link is
      // symmetric), so an end m before the start in node order, itself a start, would have closed the same chain at
      // this depth first: only later ends need the test. The smallest k with a chain at this depth wins.
      let best = WORD;
      for (let t = 0; t < nReaching; t++) {
        const m = reaching[t];
        for (let x = next[m]; x !== 0; x &= x - 1) {
          const j = 31 - Math.clz32(x & -x);
          if (j >= best) break;
          const start = STARTS[k0 + j];
          if (start > m) break;
          if (m === start ? NSIZE[m] === 1 : hasEliminations(b, start, m)) {
            best = j;
            break;
          }
        }
      }
      if (best < WORD) {
        for (let t = 0; t < nReaching; t++) next[reaching[t]] = 0;
        return depth * MAX_NODES + k0 + best;
      }
    }
    const rowsDone = front;
    front = next;
    next = rowsDone;
    const listDone = active;
    active = reaching;
    reaching = listDone;
    nActive = nReaching;
  }
  for (let a = 0; a < nActive; a++) front[active[a]] = 0;
  return -1;
}

/**
 * The winning start among STARTS[0 .. ns-1] and its depth, packed as winnerOfWord's, or -1: the starts a word at a
 * time in order, each word searched only below the depth an earlier one closed at (a later start wins only with a
 * strictly shorter chain). One word's search is a few operations per link; a search over all starts at once (a row
 * of words per node, as before issue 31's session 29) walked the same links with a loop over words for each, and
 * took 1.2x as long: most winners are among the first 32 starts, and the words after them stop two levels sooner.
 */
function winner(b: CandidateGrid, ns: number, limit: number): number {
  let won = -1;
  // Chains close at even depths (a strong link's level): a last level of weak links would lead nowhere searched.
  let levels = limit & 1 ? limit : limit - 1;
  for (let k0 = 0; k0 < ns; k0 += WORD) {
    const found = winnerOfWord(b, k0, Math.min(ns, k0 + WORD), levels);
    if (found < 0) continue;
    won = found;
    levels = Math.floor(found / MAX_NODES) - 1;
  }
  return won;
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
