/**
 * Remote pair (HoDoKu: hard, 110; hodoku.sourceforge.net/en/tech_chains.php#rp): a chain of cells that all hold the
 * same two digits, each seeing the next. Along it the digits alternate, so two cells an odd number of links apart
 * hold different digits of the pair, and a cell that sees both can hold neither. An XY-chain would find it too, at
 * expert level; a person sees this one much sooner, as HoDoKu grades it. At least four cells (three links): two
 * cells that see each other are a naked pair.
 */
import { CandidateGrid, MASK_DIGITS, POPCOUNT, seesOn } from './candidates.ts';
import { MAX_CELLS, MAX_SIZE } from './shape.ts';
import { candidatesAt, makeStep, type Candidate, type ChainLink, type Step } from './step.ts';

/** Reused buffers: bivalue cells per candidate mask, and one breadth-first search's depths, parents and queue. */
const PER_MASK = new Uint8Array(1 << MAX_SIZE);
const CELLS = new Int32Array(MAX_CELLS);
const DEPTH = new Int32Array(MAX_CELLS);
const PARENT = new Int32Array(MAX_CELLS);
const QUEUE = new Int32Array(MAX_CELLS);

/**
 * The shortest remote pair that removes something (fewest links, then the first pair of digits and cells). Pairs of
 * digits in ascending order of their mask, each searched breadth first from each of its cells over typed arrays: a path
 * is built only for a chain of the right length (issue 31: this allocated a map per start cell and a path per end).
 */
export function findRemotePair(b: CandidateGrid): Step | null {
  const sees = seesOn(b.shape);
  const cellCount = b.shape.cellCount;
  PER_MASK.fill(0);
  for (let c = 0; c < cellCount; c++) if (b.values[c] === 0 && POPCOUNT[b.cands[c]] === 2) PER_MASK[b.cands[c]]++;
  let best: { path: number[]; mask: number; elims: Candidate[] } | null = null;
  for (let mask = 3; mask < PER_MASK.length; mask++) {
    if (PER_MASK[mask] < 4) continue;
    let n = 0;
    for (let c = 0; c < cellCount; c++) if (b.values[c] === 0 && b.cands[c] === mask) CELLS[n++] = c;
    for (let s = 0; s < n; s++) {
      const start = CELLS[s];
      // Shortest paths from `start` through cells of this pair, each seeing the next.
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
      for (let q = 0; q < tail; q++) {
        const end = QUEUE[q];
        if (end <= start) continue;
        const links = DEPTH[end];
        if (links < 3 || links % 2 === 0 || (best && links >= best.path.length - 1)) continue;
        const path = pathTo(start, end);
        const elims: Candidate[] = [];
        for (let c = 0; c < cellCount; c++) {
          if (b.values[c] !== 0 || path.includes(c) || !sees(c, start) || !sees(c, end)) continue;
          for (const d of MASK_DIGITS[b.cands[c] & mask]) elims.push({ cell: c, digit: d });
        }
        if (elims.length > 0) best = { path, mask, elims };
      }
    }
  }
  if (!best) return null;
  const { path, mask, elims } = best;
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

/** The cells from the search's start to `end`, in order (PARENT of the last search). */
function pathTo(start: number, end: number): number[] {
  const path: number[] = [];
  for (let cell = end; cell !== start; cell = PARENT[cell]) path.push(cell);
  path.push(start);
  return path.reverse();
}
