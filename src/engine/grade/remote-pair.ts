/**
 * Remote pair (HoDoKu: hard, 110; hodoku.sourceforge.net/en/tech_chains.php#rp): a chain of cells that all hold the
 * same two digits, each seeing the next. Along it the digits alternate, so two cells an odd number of links apart
 * hold different digits of the pair, and a cell that sees both can hold neither. An XY-chain would find it too, at
 * expert level; a person sees this one much sooner, as HoDoKu grades it. At least four cells (three links): two
 * cells that see each other are a naked pair.
 */
import { CandidateGrid, MASK_DIGITS, POPCOUNT, seesOn } from './candidates.ts';
import { BIT, WORD } from './bitset.ts';
import { MAX_CELLS, MAX_SIZE } from './shape.ts';
import { candidatesAt, makeStep, type Candidate, type ChainLink, type Step } from './step.ts';

/** Reused buffers: bivalue cells per candidate mask, and one breadth-first search's depths, parents and queue. */
const PER_MASK = new Uint8Array(1 << MAX_SIZE);
const CELLS = new Int32Array(MAX_CELLS);
const DEPTH = new Int32Array(MAX_CELLS);
const PARENT = new Int32Array(MAX_CELLS);
const QUEUE = new Int32Array(MAX_CELLS);

/** The cells on the path being tested, and the cells that could lose a digit of the pair, as cell sets (3 words each). */
const PATH_BITS = new Int32Array(3);
const PLANE = new Int32Array(3);

/**
 * The shortest remote pair that removes something (fewest links, then the first pair of digits and cells). Pairs of
 * digits in ascending order of their mask, each searched breadth first from each of its cells over typed arrays: a path
 * is built only for the chain found (issue 31: this allocated a map per start cell and a path per end). Split in two
 * so that finding one does not deoptimize the search (issue 31): a path that never ran before V8 optimized a function
 * has no type feedback, and running it threw the optimized code away. The search tests each chain with integers only
 * and a hit copies locals; the chain found is searched again here to build its step.
 */
export function findRemotePair(b: CandidateGrid): Step | null {
  const found = searchRemotePair(b);
  if (found < 0) return null;
  const mask = found >> 16;
  const start = (found >> 8) & 255;
  const end = found & 255;
  const sees = seesOn(b.shape);
  const cellCount = b.shape.cellCount;
  shortestPaths(b, pairCells(b, mask), start);
  const path = pathTo(start, end);
  const elims: Candidate[] = [];
  for (let c = 0; c < cellCount; c++) {
    if (b.values[c] !== 0 || path.includes(c) || !sees(c, start) || !sees(c, end)) continue;
    for (const d of MASK_DIGITS[b.cands[c] & mask]) elims.push({ cell: c, digit: d });
  }
  const digits = [...MASK_DIGITS[mask]];
  const links: ChainLink[] = [];
  for (let i = 1; i < path.length; i++)
    links.push({ from: candidatesAt(path[i - 1], mask), to: candidatesAt(path[i], mask), strong: false });
  return makeStep('remote-pair', {
    cells: path,
    digits,
    eliminations: elims,
    links,
    colours: [path.filter((_, i) => i % 2 === 0), path.filter((_, i) => i % 2 === 1)],
  });
}

/** Fills CELLS with the empty cells holding exactly the digits of `mask`; returns how many. */
function pairCells(b: CandidateGrid, mask: number): number {
  let n = 0;
  for (let c = 0; c < b.shape.cellCount; c++) if (b.values[c] === 0 && b.cands[c] === mask) CELLS[n++] = c;
  return n;
}

/**
 * Fills DEPTH, PARENT and QUEUE with the shortest paths from `start` through the first `n` cells of CELLS, each cell
 * seeing the next. Returns the number of cells reached (QUEUE's length).
 */
function shortestPaths(b: CandidateGrid, n: number, start: number): number {
  const sees = seesOn(b.shape);
  for (let i = 0; i < n; i++) DEPTH[CELLS[i]] = -1;
  DEPTH[start] = 0;
  QUEUE[0] = start;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const cell = QUEUE[head];
    for (let i = 0; i < n; i++) {
      const next = CELLS[i];
      if (DEPTH[next] !== -1 || !sees(cell, next)) continue;
      DEPTH[next] = DEPTH[cell] + 1;
      PARENT[next] = cell;
      QUEUE[tail++] = next;
    }
  }
  return tail;
}

/** The search of findRemotePair: the chain found as mask × 65536 + start × 256 + end, or -1 when there is none. */
function searchRemotePair(b: CandidateGrid): number {
  const { cellCount, peerBits } = b.shape;
  PER_MASK.fill(0);
  for (let c = 0; c < cellCount; c++) if (b.values[c] === 0 && POPCOUNT[b.cands[c]] === 2) PER_MASK[b.cands[c]]++;
  let found = -1;
  let bestLinks = MAX_CELLS;
  for (let mask = 3; mask < PER_MASK.length; mask++) {
    if (PER_MASK[mask] < 4) continue;
    // The cells that could lose a digit of the pair: empty, holding one of them.
    PLANE[0] = PLANE[1] = PLANE[2] = 0;
    for (let c = 0; c < cellCount; c++) PLANE[WORD(c)] |= b.values[c] === 0 && (b.cands[c] & mask) !== 0 ? BIT(c) : 0;
    const n = pairCells(b, mask);
    for (let s = 0; s < n; s++) {
      const start = CELLS[s];
      const tail = shortestPaths(b, n, start);
      for (let q = 0; q < tail; q++) {
        const end = QUEUE[q];
        if (end <= start) continue;
        const links = DEPTH[end];
        if (links < 3 || links % 2 === 0 || links >= bestLinks) continue;
        PATH_BITS[0] = PATH_BITS[1] = PATH_BITS[2] = 0;
        for (let cell = end; cell !== start; cell = PARENT[cell]) PATH_BITS[WORD(cell)] |= BIT(cell);
        PATH_BITS[WORD(start)] |= BIT(start);
        // A cell off the path that sees both ends and holds a digit of the pair loses it.
        const seen =
          (peerBits[start * 3] & peerBits[end * 3] & PLANE[0] & ~PATH_BITS[0]) |
          (peerBits[start * 3 + 1] & peerBits[end * 3 + 1] & PLANE[1] & ~PATH_BITS[1]) |
          (peerBits[start * 3 + 2] & peerBits[end * 3 + 2] & PLANE[2] & ~PATH_BITS[2]);
        const chain = (mask << 16) | (start << 8) | end;
        if (seen !== 0) {
          bestLinks = links;
          found = chain;
        }
      }
    }
  }
  return found;
}

/** The cells from the search's start to `end`, in order (PARENT of the last search). */
function pathTo(start: number, end: number): number[] {
  const path: number[] = [];
  for (let cell = end; cell !== start; cell = PARENT[cell]) path.push(cell);
  path.push(start);
  return path.reverse();
}
