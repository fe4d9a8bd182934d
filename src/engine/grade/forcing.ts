/**
 * Last resorts. A forcing chain here is a contradiction chain driven by singles: assume a candidate, follow naked
 * and hidden singles, and if that empties a cell or a unit loses a digit, the candidate is false. The chain shown is
 * the shortest there is (fewest singles before the contradiction), and its length is the step's `size`: a longer
 * chain is harder to find and to follow, and it scores more (techniques.ts), as Sudoku Explainer rates longer chains
 * higher. When no candidate falls that way, a bounded trial places the true digit (from the solver) in the cell with
 * fewest candidates, so grading always finishes; both are counted as such and make the puzzle extreme.
 */
import { cellName, type Grid } from '../grid.ts';
import { CandidateGrid, POPCOUNT, MASK_DIGITS } from './candidates.ts';
import { SinglesRun, type Contradiction } from './singles-run.ts';
import { makeStep, type Step } from './step.ts';

/** Empty cells, fewest candidates first (bivalue cells give the shortest chains). */
function cellsByCandidateCount(b: CandidateGrid): number[] {
  const cells: number[] = [];
  for (let c = 0; c < 81; c++) if (b.values[c] === 0) cells.push(c);
  return cells.sort((x, y) => POPCOUNT[b.cands[x]] - POPCOUNT[b.cands[y]] || x - y);
}

/** The shortest contradiction chain (fewest singles; the first in cell order among equals), or null. */
export function findForcingChain(b: CandidateGrid): Step | null {
  let best: { cell: number; digit: number; met: Contradiction } | null = null;
  const run = new SinglesRun(b);
  search: for (const c of cellsByCandidateCount(b)) {
    for (const d of MASK_DIGITS[b.cands[c]]) {
      const met = run.assume(c, d, best ? best.met.singles - 1 : 81);
      if (met === null || (best && met.singles >= best.met.singles)) continue;
      best = { cell: c, digit: d, met };
      if (met.singles === 0) break search;
    }
  }
  if (!best) return null;
  const { cell, digit, met } = best;
  const follow =
    met.singles === 0 ? '' : `${met.singles === 1 ? 'a single' : `${met.singles} singles`} would follow until `;
  return makeStep('forcing-chain', 'Forcing chain', {
    cells: [cell],
    digits: [digit],
    eliminations: [{ cell, digit }],
    size: met.singles + 1,
    text: `Forcing chain: if ${cellName(cell)} were ${digit}, ${follow}${met.why}, so ${cellName(cell)} is not ${digit}`,
  });
}

/** Places the solution's digit in the cell with fewest candidates. Needs the solution. */
export function findTrial(b: CandidateGrid, solution: Grid | null): Step | null {
  if (!solution) return null;
  for (const c of cellsByCandidateCount(b)) {
    const d = solution[c];
    if (!b.has(c, d)) return null; // the candidates contradict the solution: nothing sound to place
    return makeStep('trial', 'Trial', {
      cells: [c],
      digits: [d],
      placements: [{ cell: c, digit: d }],
      text: `Trial: no logical step is left, so try ${d} in ${cellName(c)} (it leads to the solution)`,
    });
  }
  return null;
}
