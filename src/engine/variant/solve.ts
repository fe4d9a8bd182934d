/**
 * Solves and counts any variant (rules.ts) by constraint propagation (propagate.ts: a placed digit leaves its
 * peers, hidden singles, locked candidates where units cross, cage combinations and the 45 rule, non-consecutive
 * neighbours) and depth-first search. The search branches on the cell with the fewest candidates, ties going to the
 * cell whose guesses led to the most dead ends lately (counts halved every so often), then to the cell with the most
 * peers (a diagonal's cells on X: that halves the X 16×16 search), or on a digit with two places
 * in a unit when every cell has three or more; a digit tried is then taken out of the cell and that propagated too,
 * in place (no copy for the last choice). The classic 9×9 fast path stays in solve/: this one serves every grid.
 */
import { BIT_COUNT, lowestIndex, Propagator } from './propagate.ts';
import type { VariantRules } from './rules.ts';
import { solverTables, type SolverTables } from './solver-tables.ts';

export interface VariantSolution {
  /** Solutions found, up to the limit asked for. */
  count: number;
  /** The first solution found (row-major digits), or null. */
  solution: number[] | null;
  /** The search stopped at its node budget: `count` is what was found by then, not the answer. */
  timedOut: boolean;
  /** Search nodes used (guesses tried, and the start). */
  nodes: number;
}

/** Search nodes one call may use: a heavily constrained combination can take long to prove it has no solution. */
export const VARIANT_NODE_BUDGET = 200_000;

/** A conflict outweighs any difference in peer counts (a cell has fewer than 1,024 peers). */
const PEER_WEIGHT_ABOVE = 1024;
/** Conflicts counted between two halvings of every cell's score. */
const DECAY_EVERY = 1 << 12;

class Search implements VariantSolution {
  count = 0;
  solution: number[] | null = null;
  timedOut = false;
  nodes = 0;
  private branchAt = -1;
  private branchDigit = 0;
  private readonly frames: Int32Array[];
  /** Recent dead ends after guesses at each cell, times PEER_WEIGHT_ABOVE (see conflict()). */
  private readonly conflicts: Int32Array;
  /** Each cell's number of peers: among equal conflicts, the cell that sees most is tried first. */
  private readonly peerCounts: Int32Array;
  private untilDecay = DECAY_EVERY;

  constructor(
    private readonly tables: SolverTables,
    private readonly propagator: Propagator,
    cellCount: number,
    private readonly limit: number,
    private readonly budget: number,
  ) {
    const memory = new Int32Array((cellCount + 1) * cellCount);
    this.frames = Array.from({ length: cellCount + 1 }, (_, depth) =>
      memory.subarray(depth * cellCount, (depth + 1) * cellCount),
    );
    this.conflicts = new Int32Array(cellCount);
    this.peerCounts = Int32Array.from(
      { length: cellCount },
      (_, cell) => tables.peerStart[cell + 1] - tables.peerStart[cell],
    );
  }

  /** Propagates the givens' candidates and searches from there. */
  start(givens: Int32Array): void {
    const root = this.frames[0];
    root.set(givens);
    if (this.nodes++ >= this.budget) {
      this.timedOut = true;
      return;
    }
    this.propagator.touchAll(root);
    if (this.propagator.run(root)) this.search(0);
  }

  private search(depth: number): void {
    const cand = this.frames[depth];
    const next = this.frames[depth + 1];
    for (;;) {
      this.chooseBranch(cand);
      const cell = this.branchAt;
      if (cell < 0) {
        this.count++;
        this.solution ??= Array.from(cand, (mask) => lowestIndex(mask) + 1);
        return;
      }
      const digit = this.branchDigit;
      if (this.nodes++ >= this.budget) {
        this.timedOut = true;
        return;
      }
      next.set(cand);
      next[cell] = digit;
      this.propagator.touched(next, cell);
      if (this.propagator.run(next)) this.search(depth + 1);
      else this.conflict(cell);
      if (this.count >= this.limit || this.timedOut) return;
      // That digit is done with: the cell holds another, and what that implies holds for all that is left here.
      cand[cell] &= ~digit;
      this.propagator.touched(cand, cell);
      if (!this.propagator.run(cand)) return;
    }
  }

  /** A digit with 2 places in some unit, if any, becomes the branch: at the place with more conflicts. */
  private digitWithTwoPlaces(cand: Int32Array): void {
    const t = this.tables;
    for (let u = 0; u + 1 < t.unitStart.length; u++) {
      let once = 0;
      let twice = 0;
      let thrice = 0;
      for (let i = t.unitStart[u], end = t.unitStart[u + 1]; i < end; i++) {
        const mask = cand[t.unitCells[i]];
        if (!(mask & (mask - 1))) {
          thrice |= mask;
          continue;
        }
        thrice |= twice & mask;
        twice |= once & mask;
        once |= mask;
      }
      const pairs = twice & ~thrice;
      if (!pairs) continue;
      const digit = pairs & -pairs;
      let best = -1;
      for (let i = t.unitStart[u], end = t.unitStart[u + 1]; i < end; i++) {
        const cell = t.unitCells[i];
        if (cand[cell] & digit && (best < 0 || this.conflicts[cell] > this.conflicts[best])) best = cell;
      }
      this.branchAt = best;
      this.branchDigit = digit;
      return;
    }
  }

  private conflict(cell: number): void {
    this.conflicts[cell] += PEER_WEIGHT_ABOVE;
    if (--this.untilDecay) return;
    this.untilDecay = DECAY_EVERY;
    for (let i = 0; i < this.conflicts.length; i++)
      this.conflicts[i] = (this.conflicts[i] >> 1) & ~(PEER_WEIGHT_ABOVE - 1);
  }

  /**
   * Where to branch next (branchAt, branchDigit; branchAt -1 when every cell is placed): the cell with the fewest
   * candidates, ties to the one with the most recent conflicts, then most peers, and its lowest digit; but when every
   * open cell has 3 or more, a digit with 2 places left in a unit, at the place with more conflicts (a two-way choice
   * either way).
   */
  private chooseBranch(cand: Int32Array): void {
    const conflicts = this.conflicts;
    const peers = this.peerCounts;
    let fewest = -1;
    let fewestCount = 99;
    for (let cell = 0; cell < cand.length; cell++) {
      const count = BIT_COUNT[cand[cell]];
      if (count < 2 || count > fewestCount) continue;
      if (count < fewestCount || conflicts[cell] + peers[cell] > conflicts[fewest] + peers[fewest]) {
        fewestCount = count;
        fewest = cell;
      }
    }
    this.branchAt = fewest;
    if (fewest < 0) return;
    this.branchDigit = cand[fewest] & -cand[fewest];
    if (fewestCount > 2) this.digitWithTwoPlaces(cand);
  }
}

/**
 * Solutions of `givens` (row-major, 0 for a blank) under `rules`, counted up to `limit` (2 tells unique from not),
 * within `budget` search nodes. Throws a RangeError for rules that make no grid (see compileRules) or givens of the
 * wrong length or range.
 */
export function solveVariant(
  rules: VariantRules,
  givens: readonly number[],
  limit = 2,
  budget = VARIANT_NODE_BUDGET,
): VariantSolution {
  const { cellCount, size, allDigits } = solverTables(rules);
  if (givens.length !== cellCount) throw new RangeError(`${givens.length} givens for ${cellCount} cells`);
  const root = new Int32Array(cellCount);
  givens.forEach((digit, cell) => {
    if (!Number.isInteger(digit) || digit < 0 || digit > size)
      throw new RangeError(`cell ${cell} holds ${digit}: digits are 1…${size}, 0 for a blank`);
    root[cell] = digit ? 1 << (digit - 1) : allDigits;
  });
  return solveVariantCandidates(rules, root, limit, budget);
}

/**
 * Like solveVariant, from each cell's candidates instead of givens: bit d-1 of `candidates[cell]` set where digit d
 * may stand (a given is one bit; an empty mask has no solution). The generator asks this for a second solution that
 * differs from the known one where a given was taken away, which is much quicker to refute than counting to two.
 */
export function solveVariantCandidates(
  rules: VariantRules,
  candidates: Int32Array,
  limit = 2,
  budget = VARIANT_NODE_BUDGET,
): VariantSolution {
  const tables = solverTables(rules);
  const { cellCount, allDigits } = tables;
  if (candidates.length !== cellCount) throw new RangeError(`${candidates.length} masks for ${cellCount} cells`);
  const root = candidates.map((mask) => mask & allDigits);
  const found = new Search(tables, new Propagator(tables), cellCount, limit, budget);
  found.start(root);
  return { count: found.count, solution: found.solution, timedOut: found.timedOut, nodes: found.nodes };
}
