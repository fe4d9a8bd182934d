/**
 * Chains: X-chains (one digit, single cells), XY-chains (bivalue cells linked by equal digits) and alternating
 * inference chains (AIC) with grouped nodes (2–3 cells of a box-line intersection acting as one node, linked as in
 * HoDoKu's grouped nice loops, including a box's row part to its column part when they form an empty rectangle).
 *
 * Every link is an implication that holds whatever the rest of the chain is (chain-graph.ts), so soundness never
 * depends on the search finding a "nice" chain; the breadth-first search (chain-search.ts) just makes the shortest.
 */
import { MASK_DIGITS, POPCOUNT, type CandidateGrid } from './candidates.ts';
import { buildGraph, type Mode } from './chain-graph.ts';
import { searchAll, type ChainNode, type Found } from './chain-search.ts';
import { kindOf, unitLinkTable } from './chain-unit-links.ts';
import { ALL_DIRTY, changedCellBivalue, type Dirty } from './memo.ts';
import { candidatesIn, makeStep, type ChainLink, type Candidate, type Step, type TechniqueId } from './step.ts';

/**
 * Longest chain searched, in links (a chain has an odd number of them, so 19 at most): HoDoKu's default bound on its
 * X- and XY-chains (restrictChainLength). Its AICs have no bound, but on the development half of the rated sample no
 * AIC step needs more than 19 links, and an unbounded search graded every puzzle the same; 14 (13 links) left three of
 * its puzzles to a forcing chain (issue 15).
 */
const MAX_DEPTH = 20;

/** The chain's links (its nodes are their ends) and cells. */
function linksOf(path: ChainNode[]): { links: ChainLink[]; cells: number[] } {
  const links: ChainLink[] = [];
  const cells = new Set<number>();
  const asCands = (node: ChainNode): Candidate[] => candidatesIn(node.cells, node.digit);
  path.forEach((node, k) => {
    node.cells.forEach((c) => cells.add(c));
    if (k > 0) {
      const strong = k % 2 === 1;
      links.push({ from: asCands(path[k - 1]), to: asCands(node), strong });
    }
  });
  return { links, cells: [...cells] };
}

const NO_DIGIT: readonly number[] = [0];

const IDS: Record<Mode, TechniqueId> = { x: 'x-chain', xy: 'xy-chain', aic: 'aic' };

function findChain(b: CandidateGrid, mode: Mode, dirty: Dirty): Step | null {
  let best: Found | null = null;
  // X-chains: one graph per digit; the others: one graph of every digit (0).
  const graphDigits = mode === 'x' ? MASK_DIGITS[b.shape.allDigits] : NO_DIGIT;
  for (const d of graphDigits) {
    // An X-chain on d depends on d's candidates only; a clean digit had no chain within MAX_DEPTH last time.
    if (d !== 0 && (dirty.digits & (1 << (d - 1))) === 0) continue;
    buildGraph(b, mode, d);
    const found = searchAll(b, mode, best ? best.path.length - 2 : MAX_DEPTH);
    if (found) best = found;
  }
  if (!best) return null;
  const found = best;
  const { links, cells } = linksOf(found.path);
  let digitMask = 0;
  for (const node of found.path) digitMask |= 1 << (node.digit - 1);
  const digits = [...MASK_DIGITS[digitMask]];
  return makeStep(IDS[mode], {
    cells,
    digits,
    placements: found.placement ? [found.placement] : [],
    eliminations: found.elims,
    links,
  });
}

export const findXChain = (b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null => findChain(b, 'x', dirty);
/**
 * An XY-chain lives on bivalue cells alone (its strong links are theirs, its weak links join their equal digits), and
 * only what it removes elsewhere depends on other cells. So when candidates were only removed since this search last
 * found nothing and no changed cell is bivalue now, its graph is that one's with nodes at most removed, and what a
 * chain would remove has only shrunk: there is still no chain (memo.ts), and the search is skipped.
 */
export function findXYChain(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  if (dirty.shrunk && !changedCellBivalue(b, dirty)) return null;
  return findChain(b, 'xy', ALL_DIRTY);
}

/**
 * Whether a unit or cell that changed (dirty) now holds a strong link: a unit's two places of a digit, a grouped split
 * of its places (chain-unit-links.ts), or a bivalue cell. Every other strong link of the graph lies on a unit or cell
 * that did not change, so it was in the graph when the search last found nothing.
 */
function changedStrongLink(b: CandidateGrid, dirty: Dirty): boolean {
  if (changedCellBivalue(b, dirty)) return true;
  const { size, unitCount } = b.shape;
  const { count } = unitLinkTable(b.shape);
  for (let d = 1; d <= size; d++) {
    for (let units = dirty.digitUnits[d]; units !== 0; units &= units - 1) {
      const u = 31 - Math.clz32(units & -units);
      if (u >= unitCount) break;
      const pos = b.positions(u, d);
      if (POPCOUNT[pos] === 2 || count[(kindOf(b.shape, u) << size) | pos] !== 0) return true;
    }
  }
  return false;
}

/**
 * After removals only since the AIC search last found nothing, a chain now needs a strong link that was not in that
 * graph: a chain of old strong links has old nodes and so old weak links (those depend only on where the nodes are),
 * it was within the depth then too, and what it removes now it removed then. With no changed unit or cell holding a
 * strong link, the search is skipped (memo.ts).
 */
export function findAIC(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  if (dirty.shrunk && !changedStrongLink(b, dirty)) return null;
  return findChain(b, 'aic', ALL_DIRTY);
}
