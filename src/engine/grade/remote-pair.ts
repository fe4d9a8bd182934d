/**
 * Remote pair (HoDoKu: hard, 110; hodoku.sourceforge.net/en/tech_chains.php#rp): a chain of cells that all hold the
 * same two digits, each seeing the next. Along it the digits alternate, so two cells an odd number of links apart
 * hold different digits of the pair, and a cell that sees both can hold neither. An XY-chain would find it too, at
 * expert level; a person sees this one much sooner, as HoDoKu grades it. At least four cells (three links): two
 * cells that see each other are a naked pair.
 */
import { CandidateGrid, MASK_DIGITS, POPCOUNT, seesOn } from './candidates.ts';
import { candidatesAt, makeStep, type Candidate, type ChainLink, type Step } from './step.ts';

/** The shortest remote pair that removes something (fewest links, then the first pair of digits and cells). */
export function findRemotePair(b: CandidateGrid): Step | null {
  const sees = seesOn(b.shape);
  const cellCount = b.shape.cellCount;
  const byPair = new Map<number, number[]>();
  for (let c = 0; c < cellCount; c++) {
    if (b.values[c] !== 0 || POPCOUNT[b.cands[c]] !== 2) continue;
    const list = byPair.get(b.cands[c]);
    if (list) list.push(c);
    else byPair.set(b.cands[c], [c]);
  }
  let best: { path: number[]; mask: number; elims: Candidate[] } | null = null;
  for (const [mask, cells] of [...byPair].sort((x, y) => x[0] - y[0])) {
    if (cells.length < 4) continue;
    for (const start of cells) {
      // Shortest paths from `start` through cells of this pair, each seeing the next.
      const parent = new Map<number, number>([[start, -1]]);
      const queue = [start];
      for (let head = 0; head < queue.length; head++) {
        const cell = queue[head];
        for (const next of cells) {
          if (parent.has(next) || !sees(cell, next)) continue;
          parent.set(next, cell);
          queue.push(next);
        }
      }
      for (const end of queue) {
        if (end <= start) continue;
        const path = pathTo(parent, end);
        const links = path.length - 1;
        if (links < 3 || links % 2 === 0 || (best && links >= best.path.length - 1)) continue;
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

/** The cells from the search's start to `end`, in order. */
function pathTo(parent: Map<number, number>, end: number): number[] {
  const path: number[] = [];
  for (let cell = end; cell !== -1; cell = parent.get(cell) ?? -1) path.unshift(cell);
  return path;
}
