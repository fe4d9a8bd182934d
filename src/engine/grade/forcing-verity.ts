/**
 * Cell and unit forcing chains through singles (Sudoku Explainer's cell and region forcing chains, HoDoKu's forcing
 * chain verity): every candidate of a cell, or every place of a digit in a unit, is assumed in turn and followed by
 * singles; one of them is true, so what every branch leads to (the same placement, or the same candidate removed) is
 * true. A step is the cheapest such conclusion: its `size` is its deepest branch's, the assumption and the singles up
 * to the conclusion, like a contradiction chain's (forcing.ts): the branches are followed side by side, and the step
 * is as far to look ahead as its longest one. (Sizing by the sum over the branches orders the development half's
 * extreme puzzles less like Sudoku Explainer: Spearman 0.643 against 0.664 by the deepest branch.) Searched
 * by cells in order, then units (rows, columns, boxes) and digits in order; among equal sizes the first found (within one
 * cell or unit, a placement before a removal).
 */
import { CandidateGrid, POPCOUNT } from './candidates.ts';
import { PLACED_WORDS, RECORD_WORDS, RunRecord } from './singles-run.ts';
import { MAX_CELLS, MAX_SIZE } from './shape.ts';
import { makeStep, type Candidate, type Step } from './step.ts';

export interface Verity {
  /** A cell's candidates, or a digit's places in a unit (`unit`). */
  branches: Candidate[];
  unit: number | null;
  /** The conclusion: `cell` is `digit`, or (placement false) loses it. */
  placement: boolean;
  cell: number;
  digit: number;
  /** Per branch, the single at which the conclusion came (0: the assumption itself). */
  times: number[];
  size: number;
}

/**
 * One record per candidate (cell*MAX_SIZE + digit-1), filled by the contradiction search (forcing.ts), which follows every
 * candidate anyway: the branches of every cell and unit are then already followed, and each candidate only once.
 */
const BITS = new Int32Array(MAX_CELLS * MAX_SIZE * RECORD_WORDS);
export const BRANCHES: readonly RunRecord[] = Array.from(
  { length: MAX_CELLS * MAX_SIZE },
  (_, i) => new RunRecord(BITS.subarray(i * RECORD_WORDS, (i + 1) * RECORD_WORDS)),
);

/** The single at which a run placed `digit` in `cell` (`placement`), or removed it, or -1 if it did not. */
const timeIn = (rec: RunRecord, placement: boolean, cell: number, digit: number): number =>
  placement ? (rec.placedDigit[cell] === digit ? rec.placedAt(cell) : -1) : rec.goneAt(cell, digit);

// The branches of the cell or unit being tested, as parallel arrays reused for every one (a state has hundreds): a
// Candidate list is made only for the group's best conclusion.
const BRANCH_CELL = new Int32Array(MAX_SIZE);
const BRANCH_DIGIT = new Int32Array(MAX_SIZE);
/** The branches' records, the first k of them for a group of k branches (never resized: that costs a runtime call). */
const RECORDS: RunRecord[] = new Array<RunRecord>(MAX_SIZE).fill(BRANCHES[0]);
/** Where each branch's bit sets start in BITS. */
const OFFSETS = new Int32Array(MAX_SIZE);

/** Where `code` (RunRecord.changes) comes in `rec`'s changes: the order among equal conclusions. */
function changeIndex(rec: RunRecord, code: number): number {
  for (let n = 0; n < rec.count; n++) if (rec.changes[n] === code) return n;
  return -1;
}

// The group's best conclusion so far (groupVerity), kept in module state so the search allocates nothing per group.
let bestSize = 0;
let bestPlacement = false;
let bestCell = -1;
let bestDigit = 0;
let bestIndex = -1;

/**
 * Weighs a conclusion every branch reached, of size `size`, against the group's best so far: the smallest size wins,
 * then a placement over a removal, then the one the lead (the branch with the fewest changes) made first. This is the
 * order in which a walk over the lead's changes, keeping a conclusion only when it is strictly better, would settle
 * (session 25's search did that walk; the bit sets find the shared conclusions without it).
 */
function weigh(lead: RunRecord, placement: boolean, cell: number, digit: number, size: number): void {
  if (bestCell >= 0) {
    if (size > bestSize) return;
    if (size === bestSize) {
      if (bestPlacement && !placement) return;
      if (bestPlacement === placement) {
        const index = changeIndex(lead, (placement ? 1000 : 0) + cell * 10 + digit);
        if (bestIndex < 0) bestIndex = changeIndex(lead, (bestPlacement ? 1000 : 0) + bestCell * 10 + bestDigit);
        if (index > bestIndex) return;
        bestIndex = index;
      } else bestIndex = -1;
    } else bestIndex = -1;
  }
  bestSize = size;
  bestPlacement = placement;
  bestCell = cell;
  bestDigit = digit;
}

/**
 * The conclusion all `k` branches (BRANCH_CELL, BRANCH_DIGIT) share with the smallest size below `bound`, or null. A
 * size is the deepest branch's: the assumption and the singles up to the conclusion, as a contradiction chain's.
 */
function groupVerity(k: number, unit: number | null, bound: number): Verity | null {
  const records = RECORDS;
  // A branch that ran into a contradiction later than `bound` allows still recorded everything before it.
  for (let i = 0; i < k; i++) records[i] = BRANCHES[BRANCH_CELL[i] * MAX_SIZE + BRANCH_DIGIT[i] - 1];
  // Ties go to the change the branch with the fewest changes made first.
  let lead = records[0];
  for (let i = 1; i < k; i++) if (records[i].count < lead.count) lead = records[i];
  bestCell = -1;
  bestIndex = -1;
  const bits = BITS;
  const offsets = OFFSETS;
  for (let i = 0; i < k; i++) offsets[i] = (BRANCH_CELL[i] * MAX_SIZE + BRANCH_DIGIT[i] - 1) * RECORD_WORDS;
  const first = offsets[0];
  let words = records[0].words;
  for (let i = 1; i < k && words !== 0; i++) words &= records[i].words;
  for (; words !== 0; words &= words - 1) {
    const w = 31 - Math.clz32(words & -words);
    let common = bits[first + w];
    for (let i = 1; i < k && common !== 0; i++) common &= bits[offsets[i] + w];
    if (common === 0) continue;
    if (w < PLACED_WORDS) {
      // Cells every branch placed, with the same digit.
      for (; common !== 0; common &= common - 1) {
        const cell = w * 32 + 31 - Math.clz32(common & -common);
        const digit = lead.placedDigit[cell];
        let size = 0;
        for (let i = 0; i < k && size < bound; i++) {
          const rec = records[i];
          size = rec.placedDigit[cell] === digit ? Math.max(size, rec.placedAt(cell) + 1) : bound;
        }
        if (size < bound) weigh(lead, true, cell, digit, size);
      }
      continue;
    }
    // Candidates every branch removed.
    for (; common !== 0; common &= common - 1) {
      const at = (w - PLACED_WORDS) * 32 + 31 - Math.clz32(common & -common);
      const cell = (at / MAX_SIZE) | 0;
      const digit = at - cell * MAX_SIZE + 1;
      let size = 0;
      for (let i = 0; i < k; i++) size = Math.max(size, records[i].goneAt(cell, digit) + 1);
      if (size < bound) weigh(lead, false, cell, digit, size);
    }
  }
  if (bestCell < 0) return null;
  const placement = bestPlacement;
  const cell = bestCell;
  const digit = bestDigit;
  const times: number[] = [];
  const branches: Candidate[] = [];
  for (let i = 0; i < k; i++) {
    times.push(timeIn(records[i], placement, cell, digit));
    branches.push({ cell: BRANCH_CELL[i], digit: BRANCH_DIGIT[i] });
  }
  return { branches, unit, placement, cell, digit, times, size: bestSize };
}

/**
 * The smallest cell or unit forcing chain with a size below `bound`, or null; every candidate of `b` must have been
 * followed into BRANCHES at least as far as bound - 2 singles.
 */
export function smallestVerity(b: CandidateGrid, bound: number): Verity | null {
  let best: Verity | null = null;
  const { size, cellCount, unitCount, unitCells } = b.shape;
  for (let c = 0; c < cellCount; c++) {
    if (b.values[c] !== 0 || POPCOUNT[b.cands[c]] < 2) continue;
    let k = 0;
    for (let m = b.cands[c]; m !== 0; m &= m - 1) {
      BRANCH_CELL[k] = c;
      BRANCH_DIGIT[k++] = 32 - Math.clz32(m & -m);
    }
    const found = groupVerity(k, null, best ? best.size : bound);
    if (found) best = found;
  }
  for (let u = 0; u < unitCount; u++) {
    for (let d = 1; d <= size; d++) {
      const places = b.positions(u, d);
      if (POPCOUNT[places] < 2) continue;
      let k = 0;
      for (let i = 0; i < size; i++) {
        const cell = unitCells[u * size + i];
        // Only empty cells were assumed (forcing.ts); a filled cell's candidates are no branch.
        if (places & (1 << i) && b.values[cell] === 0) {
          BRANCH_CELL[k] = cell;
          BRANCH_DIGIT[k++] = d;
        }
      }
      if (k < 2) continue;
      const found = groupVerity(k, u, best ? best.size : bound);
      if (found) best = found;
    }
  }
  return best;
}

/** The step of a verity: a cell or unit forcing chain, or with `net` a forcing net of that shape. */
export function verityStep(v: Verity, net: boolean): Step {
  const facts = { kind: 'verity', branches: v.branches, times: v.times } as const;
  const conclusion = [{ cell: v.cell, digit: v.digit }];
  const common = {
    digits: [...new Set([...v.branches.map((x) => x.digit), v.digit])],
    size: v.size,
    ...(v.placement ? { placements: conclusion } : { eliminations: conclusion }),
  };
  if (v.unit === null) {
    const source = v.branches[0].cell;
    return makeStep(net ? 'forcing-net' : 'cell-forcing-chain', { ...common, cells: [source, v.cell], facts });
  }
  const places = v.branches.map((x) => x.cell);
  return makeStep(net ? 'forcing-net' : 'unit-forcing-chain', {
    ...common,
    cells: [...places, v.cell],
    units: [v.unit],
    facts,
  });
}
