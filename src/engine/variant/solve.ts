/**
 * Solves and counts any variant (rules.ts) by constraint propagation (propagate.ts: a placed digit leaves its
 * peers, hidden singles, locked candidates where units cross and the count of digits they confine, cage combinations
 * and the 45 rule, non-consecutive neighbours) and depth-first search. The search branches as the Interactive Sudoku
 * Solver's does: on the open cell with the best score per candidate (a score starts at the sizes of the cell's units
 * and cages and grows by one per dead end after a guess there or after its last choice, all halved every so often),
 * or on a digit with two places left in a unit when one of those places scores at least as much (a two-way choice
 * instead of a wider one; ISS asks for twice as much); under non-consecutive rules on the
 * cell with the fewest candidates. A digit tried is then taken out of the cell and that propagated too,
 * in place (no copy for the last choice). The classic 9×9 fast path stays in solve/: this one serves every grid.
 */
import { bitCount, lowestIndex, propagationRecordLength, Propagator } from './propagate.ts';
import type { VariantRules } from './rules.ts';
import { solverTables, type SolverTables } from './solver-tables.ts';

export interface VariantSolution {
  /** Solutions found, up to the limit asked for. */
  count: number;
  /** The first solution found (row-major digits), or null. */
  solution: number[] | null;
  /** The second solution found, or null (a generator changes its clues where it differs from the first). */
  second: number[] | null;
  /** The search stopped at its node budget: `count` is what was found by then, not the answer. */
  timedOut: boolean;
  /** Search nodes used (guesses tried, and the start). */
  nodes: number;
}

/** Search nodes one call may use: a heavily constrained combination can take long to prove it has no solution. */
export const VARIANT_NODE_BUDGET = 200_000;

/** Conflicts counted between two halvings of every cell's score. */
const DECAY_EVERY = 1 << 14;

class Search implements VariantSolution {
  count = 0;
  solution: number[] | null = null;
  second: number[] | null = null;
  timedOut = false;
  nodes = 0;
  private branchAt = -1;
  private branchDigit = 0;
  /** The unit whose digit with two places is the branch, or -1 (a cell's candidates are). */
  private pairUnit = -1;
  private readonly frames: Uint16Array[];
  /** Per depth, the locked digits dealt with per segment (Propagator.run), copied with the candidates. */
  private readonly appliedFrames: Uint16Array[];
  private readonly recordLength: number;
  /**
   * Each cell's score: at first the sizes of the units and cages it is in (a cell that more rules touch decides
   * more), plus one for each dead end after a guess there; all halved every DECAY_EVERY dead ends.
   */
  private readonly scores: Int32Array;
  /** Each unit's highest cell score (kept with the scores): a unit below the score to beat is passed over unread. */
  private readonly unitTops: Int32Array;
  /** Dead ends after guessing each digit (index digit - 1), quartered every DECAY_EVERY dead ends. */
  private readonly digitScores: Int32Array;
  /** The digit (mask) with clearly the most dead ends lately, 0 when none stands out, and its count; -1: stale. */
  private hotDigit = 0;
  private hotScore = -1;
  private untilDecay = DECAY_EVERY;
  /**
   * Fewest candidates first (ties to the higher score) instead of the best score per candidate: under
   * non-consecutive rules, where neighbours cut each other's candidates hard, the scored rule searched 6 times as
   * many nodes proving generated puzzles unique.
   */
  private readonly fewestFirst: boolean;

  constructor(
    private readonly tables: SolverTables,
    private readonly propagator: Propagator,
    cellCount: number,
    private readonly limit: number,
    private readonly budget: number,
    /** Per cell, the digit index its guesses start from (wrapping round), or null for the lowest digit first. */
    private readonly firstDigits: Uint8Array | null,
  ) {
    this.frames = [];
    this.appliedFrames = [];
    this.recordLength = propagationRecordLength(tables);
    this.addFrame();
    this.scores = initialScores(tables);
    this.unitTops = unitTops(tables, this.scores);
    this.digitScores = new Int32Array(tables.size);
    this.fewestFirst = tables.neighbourList.length > 0;
  }

  /**
   * Another depth's state: made when a search first gets that deep (most searches stay shallow, and a 16×16 grid's
   * states for every depth would be 150 KB to make and clear per solve).
   */
  private addFrame(): void {
    this.frames.push(new Uint16Array(this.tables.cellCount));
    this.appliedFrames.push(new Uint16Array(this.recordLength));
  }

  /** Propagates the givens' candidates and searches from there. */
  start(givens: Uint16Array): void {
    const root = this.frames[0];
    root.set(givens);
    if (this.nodes++ >= this.budget) {
      this.timedOut = true;
      return;
    }
    this.propagator.touchAll(root);
    if (this.propagator.run(root, this.appliedFrames[0])) this.search(0);
  }

  private search(depth: number): void {
    if (this.frames.length === depth + 1) this.addFrame();
    const cand = this.frames[depth];
    const next = this.frames[depth + 1];
    const applied = this.appliedFrames[depth];
    const nextApplied = this.appliedFrames[depth + 1];
    for (;;) {
      this.chooseBranch(cand);
      const cell = this.branchAt;
      if (cell < 0) {
        this.count++;
        if (this.count <= 2) this[this.solution ? 'second' : 'solution'] = Array.from(cand, (m) => lowestIndex(m) + 1);
        return;
      }
      const digit = this.branchDigit;
      // Where the digit goes when this guess fails: the other place of a digit with two, else this cell.
      const fallback = this.pairUnit >= 0 ? this.otherPlace(cand, cell, digit) : cell;
      if (this.nodes++ >= this.budget) {
        this.timedOut = true;
        return;
      }
      next.set(cand);
      nextApplied.set(applied);
      next[cell] = digit;
      this.propagator.touched(next, cell, cand[cell] & ~digit);
      if (this.propagator.run(next, nextApplied)) this.search(depth + 1);
      else this.conflict(cell, digit);
      if (this.count >= this.limit || this.timedOut) return;
      // That digit is done with: the cell holds another, and what that implies holds for all that is left here.
      cand[cell] &= ~digit;
      const rest = fallback === cell ? cand[cell] : digit;
      this.propagator.touched(cand, cell, digit);
      if (!this.propagator.run(cand, applied)) {
        // A dead end too, as the Interactive Sudoku Solver counts it (it tries the last choice as a guess).
        this.conflict(fallback, rest & -rest);
        return;
      }
    }
  }

  /** The cell other than `cell` holding `digit` in unit pairUnit (where it has two places). */
  private otherPlace(cand: Uint16Array, cell: number, digit: number): number {
    const t = this.tables;
    for (let i = t.unitStart[this.pairUnit], end = t.unitStart[this.pairUnit + 1]; i < end; i++) {
      const other = t.unitCells[i];
      if (other !== cell && cand[other] & digit) return other;
    }
    return cell;
  }

  private conflict(cell: number, digit: number): void {
    const score = ++this.scores[cell];
    const t = this.tables;
    for (let i = t.cellUnitStart[cell], end = t.cellUnitStart[cell + 1]; i < end; i++) {
      const unit = t.cellUnitList[i];
      if (this.unitTops[unit] < score) this.unitTops[unit] = score;
    }
    this.digitScores[lowestIndex(digit)]++;
    this.hotScore = -1;
    if (--this.untilDecay) return;
    this.untilDecay = DECAY_EVERY;
    for (let i = 0; i < this.scores.length; i++) this.scores[i] >>= 1;
    for (let i = 0; i < this.unitTops.length; i++) this.unitTops[i] >>= 1;
    for (let i = 0; i < this.digitScores.length; i++) this.digitScores[i] >>= 2;
  }

  /** Works out hotDigit: the digit with most dead ends, if it has at least `size` and 1.5 × the fewest (of those with any). */
  private findHotDigit(): void {
    const digitScores = this.digitScores;
    let most = 0;
    let fewest = 0x7fffffff;
    let digit = 0;
    for (let i = 0; i < digitScores.length; i++) {
      const score = digitScores[i];
      if (score > most) {
        most = score;
        digit = 1 << i;
      }
      if (score && score < fewest) fewest = score;
    }
    const stands = most >= digitScores.length && 2 * most > 3 * fewest;
    this.hotDigit = stands ? digit : 0;
    this.hotScore = stands ? most : 0;
  }

  /**
   * Where to branch next (branchAt, branchDigit; branchAt -1 when every cell is placed): the open cell with the
   * highest score per candidate, and its lowest digit; but when that cell has 3 or more candidates, a digit with
   * 2 places left in a unit, at one of them, if the better of the two scores at least half as much (a two-way
   * choice instead of a wider one).
   */
  private chooseBranch(cand: Uint16Array): void {
    const scores = this.scores;
    if (this.hotScore < 0) this.findHotDigit();
    const hotDigit = this.hotDigit;
    const hotBonus = this.hotScore * 0.2;
    const fewestFirst = this.fewestFirst;
    let best = -1;
    let bestCount = 1;
    let bestScore = -1;
    for (let cell = 0; cell < cand.length; cell++) {
      const mask = cand[cell];
      if (!(mask & (mask - 1))) continue; // placed (most cells, deep in a search): not counted
      const count = bitCount(mask);
      const score = mask & hotDigit ? scores[cell] + hotBonus : scores[cell];
      // score / count > bestScore / bestCount, without dividing.
      if (
        fewestFirst
          ? best < 0 || count < bestCount || (count === bestCount && score > bestScore)
          : score * bestCount > bestScore * count
      ) {
        best = cell;
        bestCount = count;
        bestScore = score;
      }
    }
    this.branchAt = best;
    this.pairUnit = -1;
    if (best < 0) return;
    const mask = cand[best];
    const from = this.firstDigits ? mask >> this.firstDigits[best] : 0;
    this.branchDigit = from ? (from & -from) << this.firstDigits![best] : mask & -mask;
    if (bestCount > 2 && scores[best] > 0) this.digitWithTwoPlaces(cand, scores[best] / bestCount);
  }

  /**
   * A digit with 2 places in a unit becomes the branch, at its better place, if that place scores ≥ `beat`. ISS asks
   * for twice that; with our stronger propagation a two-way branch pays more often: at 1×, 16×16 searches took
   * 10–20 % fewer nodes (X 16×16 most).
   */
  private digitWithTwoPlaces(cand: Uint16Array, beat: number): void {
    const t = this.tables;
    const scores = this.scores;
    let need = beat;
    const tops = this.unitTops;
    for (let u = 0; u + 1 < t.unitStart.length; u++) {
      if (tops[u] < need) continue;
      let once = 0;
      let twice = 0;
      let thrice = 0;
      const start = t.unitStart[u];
      const end = t.unitStart[u + 1];
      for (let i = start; i < end; i++) {
        const mask = cand[t.unitCells[i]];
        thrice |= twice & mask;
        twice |= once & mask;
        once |= mask;
      }
      const pairs = twice & ~thrice;
      if (!pairs) continue;
      // The best pair's score is that of the best cell holding any of them: one pass finds both.
      let top = -1;
      for (let i = start; i < end; i++) {
        const cell = t.unitCells[i];
        if (cand[cell] & pairs && scores[cell] >= need && (top < 0 || scores[cell] > scores[top])) top = cell;
      }
      if (top < 0) continue;
      need = scores[top];
      const digits = cand[top] & pairs;
      this.branchAt = top;
      this.pairUnit = u;
      this.branchDigit = digits & -digits;
    }
  }
}

/** Each unit's highest score among its cells. */
function unitTops(t: SolverTables, scores: Int32Array): Int32Array {
  const tops = new Int32Array(t.unitStart.length - 1);
  for (let u = 0; u < tops.length; u++)
    for (let i = t.unitStart[u]; i < t.unitStart[u + 1]; i++) tops[u] = Math.max(tops[u], scores[t.unitCells[i]]);
  return tops;
}

/** The sizes of the units and sum cages each cell is in. */
function initialScores(t: SolverTables): Int32Array {
  const scores = new Int32Array(t.cellCount);
  for (let u = 0; u + 1 < t.unitStart.length; u++)
    for (let i = t.unitStart[u], end = t.unitStart[u + 1]; i < end; i++) scores[t.unitCells[i]] += end - t.unitStart[u];
  for (let k = 0; k + 1 < t.cageStart.length; k++)
    for (let i = t.cageStart[k], end = t.cageStart[k + 1]; i < end; i++) scores[t.cageCells[i]] += end - t.cageStart[k];
  return scores;
}

/**
 * Solutions of `givens` (row-major, 0 for a blank) under `rules`, counted up to `limit` (2 tells unique from not),
 * within `budget` search nodes. `firstDigits` (a generator's, for random grids): per cell, the index of the digit its
 * guesses start from, going up and round. Throws a RangeError for rules that make no grid (see compileRules) or
 * givens of the wrong length or range.
 */
export function solveVariant(
  rules: VariantRules,
  givens: readonly number[],
  limit = 2,
  budget = VARIANT_NODE_BUDGET,
  firstDigits: Uint8Array | null = null,
): VariantSolution {
  const tables = solverTables(rules);
  if (firstDigits && firstDigits.length !== tables.cellCount)
    throw new RangeError(`${firstDigits.length} first digits`);
  const found = new Search(tables, new Propagator(tables), tables.cellCount, limit, budget, firstDigits);
  found.start(rootCandidates(tables, givens));
  return {
    count: found.count,
    solution: found.solution,
    second: found.second,
    timedOut: found.timedOut,
    nodes: found.nodes,
  };
}

/** The givens as candidate masks (all digits for a blank); throws a RangeError for the wrong length or range. */
function rootCandidates(tables: SolverTables, givens: readonly number[]): Uint16Array {
  const { cellCount, size, allDigits } = tables;
  if (givens.length !== cellCount) throw new RangeError(`${givens.length} givens for ${cellCount} cells`);
  const root = new Uint16Array(cellCount);
  givens.forEach((digit, cell) => {
    if (!Number.isInteger(digit) || digit < 0 || digit > size)
      throw new RangeError(`cell ${cell} holds ${digit}: digits are 1…${size}, 0 for a blank`);
    root[cell] = digit ? 1 << (digit - 1) : allDigits;
  });
  return root;
}

/**
 * Whether `givens` have a solution other than `solution`, when the givens with `blanked` filled in from `solution`
 * had that one only (a generator taking givens away): any other solution differs in a blanked cell, so one search
 * per blanked cell with its solution digit taken out (the cells before it holding theirs) answers it, and most such
 * searches end at once, where counting solutions to 2 would find `solution` first. `timedOut` when a search ran out
 * of its `budget` (nodes, shared).
 */
export function hasOtherSolution(
  rules: VariantRules,
  givens: readonly number[],
  solution: readonly number[],
  blanked: readonly number[],
  budget = VARIANT_NODE_BUDGET,
): { other: boolean; timedOut: boolean; nodes: number } {
  const tables = solverTables(rules);
  const root = rootCandidates(tables, givens);
  const propagator = new Propagator(tables);
  let nodes = 0;
  for (const cell of blanked) {
    const start = root.slice();
    start[cell] &= ~(1 << (solution[cell] - 1));
    const search = new Search(tables, propagator, tables.cellCount, 1, budget - nodes, null);
    search.start(start);
    nodes += search.nodes;
    if (search.count) return { other: true, timedOut: false, nodes };
    if (search.timedOut) return { other: false, timedOut: true, nodes };
    // None differs here: the next searches keep this cell's digit (the searches split the tree, none repeats one).
    root[cell] = 1 << (solution[cell] - 1);
  }
  return { other: false, timedOut: false, nodes };
}
