/**
 * Last resorts. A forcing chain here is a contradiction chain driven by singles: assume a candidate, follow naked
 * and hidden singles, and if that empties a cell or a unit loses a digit, the candidate is false. The chain shown is
 * the shortest there is (fewest singles before the contradiction), and its length is the step's `size`: a longer
 * chain is harder to find and to follow, and it scores more (techniques.ts), as Sudoku Explainer rates longer chains
 * higher. Cell and unit forcing chains (forcing-verity.ts) follow every branch of a cell or a unit to a shared
 * conclusion; the extreme step is whichever of the three is smallest (the contradiction on a tie: one branch to
 * follow, where Sudoku Explainer rates it easier too). When none applies, a bounded trial places the true digit (from
 * the solver) in the cell with fewest candidates, so grading always finishes; all are counted as such and make the
 * puzzle extreme.
 */
import type { Grid } from '../grid.ts';
import { CandidateGrid, POPCOUNT } from './candidates.ts';
import { SinglesRun, type Contradiction } from './singles-run.ts';
import { BRANCHES, smallestVerity, verityStep } from './forcing-verity.ts';
import { StateKey, type SearchMemo } from './memo.ts';
import { MAX_CELLS, MAX_SIZE } from './shape.ts';
import { makeStep, type Step } from './step.ts';

/** The ids of the forcing steps: chains follow strong links only, nets any single (singles-run.ts). */
export type ForcingTechnique = 'forcing-chain' | 'cell-forcing-chain' | 'unit-forcing-chain' | 'forcing-net';

/**
 * What the forcing chains' runs came to, per candidate (cell*MAX_SIZE + digit-1), for the forcing nets on the same
 * state: a run through strong links that never passed over another single is the net's run too, step for step, so
 * the net search keeps its record (BRANCHES) and its answer instead of running it again. LINKS_SUFFICED[i] is 1 for
 * such a run, LINKS_SINGLES[i] its singles to its end, LINKS_MET[i] its contradiction or null.
 */
const LINKS_SUFFICED = new Uint8Array(MAX_CELLS * MAX_SIZE);
const LINKS_SINGLES = new Uint8Array(MAX_CELLS * MAX_SIZE);
const LINKS_MET: (Contradiction | null)[] = new Array<Contradiction | null>(MAX_CELLS * MAX_SIZE).fill(null);
/**
 * The candidates LINKS_* were recorded on, complete (a chain search that ran every candidate to the end: it found
 * nothing), or empty. A net reuses them only on that very state, whoever calls it and in whatever order.
 */
let linksRecordedOn = new Uint16Array(0);

/** Whether the grid's candidates are exactly those LINKS_* were recorded on (its values follow from them). */
function linksRecordedFor(b: CandidateGrid): boolean {
  const cands = b.cands;
  if (linksRecordedOn.length !== cands.length) return false;
  for (let i = 0; i < cands.length; i++) if (linksRecordedOn[i] !== cands[i]) return false;
  return true;
}

/** The empty cells, fewest candidates first and then by cell (orderCells), reused for every state. */
const ORDER = new Uint8Array(MAX_CELLS);
/** Per candidate count, where its cells start in ORDER (a counting sort keeps the cell order within a count). */
const BUCKET_START = new Int32Array(MAX_SIZE + 2);

/** Fills ORDER with the empty cells, fewest candidates first and then by cell; their count. */
function orderCells(b: CandidateGrid): number {
  const { values, cands } = b;
  const n = values.length;
  const start = BUCKET_START;
  start.fill(0);
  for (let c = 0; c < n; c++) if (values[c] === 0) start[POPCOUNT[cands[c]] + 1]++;
  for (let count = 1; count < start.length; count++) start[count] += start[count - 1];
  const total = start[start.length - 1];
  for (let c = 0; c < n; c++) if (values[c] === 0) ORDER[start[POPCOUNT[cands[c]]]++] = c;
  return total;
}

/**
 * The shortest contradiction (fewest singles; the first in cell order among equals), or null. A net (`net`) reuses
 * the chains' runs when they were recorded on this very state (smallestForcing runs the chains just before).
 */
function shortestContradiction(b: CandidateGrid, run: SinglesRun, net: boolean): Step | null {
  let best: { cell: number; digit: number; met: Contradiction } | null = null;
  // No run places more singles than the grid has cells.
  const most = b.shape.cellCount;
  const reuse = net && linksRecordedFor(b);
  if (!net) linksRecordedOn = new Uint16Array(0);
  const cells = orderCells(b);
  search: for (let i = 0; i < cells; i++) {
    const c = ORDER[i];
    for (let m = b.cands[c]; m !== 0; m &= m - 1) {
      const d = 32 - Math.clz32(m & -m);
      const at = c * MAX_SIZE + d - 1;
      const limit = best ? best.met.singles - 1 : most;
      let met: Contradiction | null;
      if (reuse && LINKS_SUFFICED[at] === 1 && LINKS_SINGLES[at] <= limit) met = LINKS_MET[at];
      else {
        // Each run is recorded: the cell and unit forcing chains compare these branches (forcing-verity.ts).
        met = run.assume(c, d, limit, BRANCHES[at]);
        if (!net) {
          LINKS_SUFFICED[at] = run.linksSufficed ? 1 : 0;
          LINKS_SINGLES[at] = run.singles;
          LINKS_MET[at] = met;
        }
      }
      if (met === null || (best && met.singles >= best.met.singles)) continue;
      best = { cell: c, digit: d, met };
      if (met.singles === 0) break search;
    }
  }
  if (!best) {
    if (!net) linksRecordedOn = b.cands.slice();
    return null;
  }
  const { cell, digit, met } = best;
  return makeStep(net ? 'forcing-net' : 'forcing-chain', {
    cells: [cell],
    digits: [digit],
    eliminations: [{ cell, digit }],
    size: met.singles + 1,
    facts: { kind: 'contradiction', why: met.why },
  });
}

/** One run per kind, loaded with each state in turn (SinglesRun.load): its buffers are allocated once. */
const CHAIN_RUN = new SinglesRun(new CandidateGrid(), true);
const NET_RUN = new SinglesRun(new CandidateGrid(), false);

/** The smallest forcing chain (`net` false) or net of the three kinds, or null. */
function smallestOfKind(b: CandidateGrid, net: boolean): Step | null {
  const contradiction = shortestContradiction(b, (net ? NET_RUN : CHAIN_RUN).load(b), net);
  if (contradiction?.size === 1) return contradiction; // nothing is smaller (and the search stopped early)
  // A cell or unit forcing chain takes the place of the contradiction only when it is smaller. The contradiction
  // search followed every candidate at least as far as that needs (up to the shortest contradiction's singles).
  const verity = smallestVerity(b, contradiction?.size ?? Infinity);
  return verity ? verityStep(verity, net) : contradiction;
}

const EXTREME = new StateKey<Step | null>('forcing chains');

/**
 * The extreme step: the smallest forcing chain, else the smallest forcing net. A chain comes first whatever its
 * size, as in HoDoKu and Sudoku Explainer: each of its singles follows from one link, where a net's may need several
 * removals from different places first, which is harder to see.
 */
const smallestForcing = (b: CandidateGrid): Step | null => smallestOfKind(b, false) ?? smallestOfKind(b, true);

/**
 * The extreme step if it is of kind `technique`, else null: the four rows of the catalogue share one search per state
 * (memo.ts). Among the chains the smallest is shown whatever its row (the contradiction on a tie); a net only when no
 * chain exists, whatever its size.
 */
export function findForcingChain(b: CandidateGrid, technique: ForcingTechnique, memo?: SearchMemo): Step | null {
  const step = memo ? memo.perState(EXTREME, () => smallestForcing(b)) : smallestForcing(b);
  return step?.technique === technique ? step : null;
}

/** Places the solution's digit in the cell with fewest candidates. Needs the solution. */
export function findTrial(b: CandidateGrid, solution: Grid | null): Step | null {
  if (!solution) return null;
  if (orderCells(b) === 0) return null;
  const c = ORDER[0];
  const d = solution[c];
  if (!b.has(c, d)) return null; // the candidates contradict the solution: nothing sound to place
  return makeStep('trial', {
    cells: [c],
    digits: [d],
    placements: [{ cell: c, digit: d }],
  });
}
