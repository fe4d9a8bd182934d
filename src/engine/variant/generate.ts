/**
 * Unique puzzles of any variant (issue 30, first slice: by seed, not yet by level): a full grid drawn at random
 * under the rules, then its givens taken away in a seeded random order, in pairs symmetric about the centre where
 * the rules allow, each removal kept only while the puzzle still has one solution (no solution differs in the cells
 * taken away: hasOtherSolution). A killer keeps no givens: its cages are cut from the full grid and changed where a
 * second solution differs until they alone fix it (generate-cages.ts).
 */
import { createRng, type Rng } from '../rng.ts';
import { uniqueCages } from './generate-cages.ts';
import type { VariantRules } from './rules.ts';
import { hasOtherSolution, solveVariant, VARIANT_NODE_BUDGET } from './solve.ts';

export interface GeneratedVariant {
  rules: VariantRules;
  /** Row-major, 0 for a blank. */
  givens: number[];
  solution: number[];
}

/**
 * Search nodes one try at completing the random givens may use: a try that admits a grid usually completes it in a
 * few hundred nodes, while one that admits none can take long to refute (under non-consecutive rules most do).
 */
const FILL_BUDGET = 1_000;
/**
 * Search nodes a removal's check may use on grids up to 9×9, the given staying when they run out (the puzzle stays
 * unique, with one given more): under non-consecutive rules a few checks take 20,000–70,000 nodes to find the
 * other solution of a sparse grid, and took most of the time. 16×16 checks keep the full budget.
 */
export const REMOVAL_BUDGET = 5_000;
/** Random givens a grid is drawn around: with each cell's guesses starting from a random digit, a few are enough. */
const FILL_GIVENS = 3;
/** Random (cell, digit) draws one grid may use. */
const FILL_DRAWS = 30;
/** Cage sets drawn for one killer grid: each converges on unique cages (generate-cages.ts), so one nearly always does. */
const KILLER_DRAWS = 10;

/**
 * A full grid under `rules`, drawn at random: FILL_GIVENS random givens added one at a time, each kept when a search
 * whose guesses in each cell start from a random digit still completes them (the last grid found is the answer).
 * Drawn all at once, as before, nine random givens almost never admit a non-consecutive grid, and each refutation
 * took long.
 */
export function randomSolution(rules: VariantRules, rng: Rng): number[] {
  const { size } = rules;
  const cellCount = size * size;
  const givens = new Array<number>(cellCount).fill(0);
  const randomFirstDigits = () => Uint8Array.from({ length: cellCount }, () => rng.int(size));
  let grid: number[] | null = null;
  for (let draw = 0, kept = 0; kept < FILL_GIVENS && draw < FILL_DRAWS; draw++) {
    const cell = rng.int(cellCount);
    const digit = 1 + rng.int(size);
    if (givens[cell]) continue;
    givens[cell] = digit;
    if (grid?.[cell] === digit) {
      kept++; // the grid found last completes this given too
      continue;
    }
    const found = solveVariant(rules, givens, 1, FILL_BUDGET, randomFirstDigits());
    if (found.solution) {
      grid = found.solution;
      kept++;
    } else givens[cell] = 0;
  }
  grid ??= solveVariant(rules, givens, 1, VARIANT_NODE_BUDGET, randomFirstDigits()).solution;
  if (!grid) throw new RangeError('no grid found under these rules');
  return grid;
}

/** Whether the rules look the same turned half a turn (jigsaw regions may not), so removals can go in pairs. */
export function symmetric(rules: VariantRules): boolean {
  const n = rules.size * rules.size;
  const pairOf = new Map<number, number>();
  for (let cell = 0; cell < n; cell++) {
    const a = rules.regions[cell];
    const b = rules.regions[n - 1 - cell];
    if ((pairOf.get(a) ?? b) !== b) return false;
    pairOf.set(a, b);
  }
  return true;
}

/**
 * A puzzle with one solution under `rules` (without cages: a killer is asked for with `killer`), reproducible from
 * `seed`. Killer: cages cut from the solution until they alone fix the grid (generate-cages.ts); no givens; cages of
 * 2 to `largestCage` cells (an easy killer's are smaller).
 */
export function generateVariant(
  rules: VariantRules,
  seed: number | string,
  killer = false,
  largestCage = 4,
): GeneratedVariant {
  const rng = createRng(`variant:${seed}`);
  const solution = randomSolution(rules, rng);
  const cellCount = solution.length;
  if (killer) {
    for (let attempt = 0; attempt < KILLER_DRAWS; attempt++) {
      const cages = uniqueCages(rules, solution, rng, largestCage);
      if (cages) return { rules: { ...rules, cages }, givens: new Array(cellCount).fill(0), solution };
    }
    throw new RangeError('no killer cages found that fix a grid under these rules');
  }
  const givens = [...solution];
  const removalBudget = cellCount <= 81 ? REMOVAL_BUDGET : VARIANT_NODE_BUDGET;
  const pairs = symmetric(rules);
  const order = [...solution.keys()].filter((cell) => !pairs || cell <= cellCount - 1 - cell);
  rng.shuffle(order);
  for (const cell of order) {
    const cells = pairs ? [cell, cellCount - 1 - cell] : [cell];
    const kept = cells.map((c) => givens[c]);
    for (const c of cells) givens[c] = 0;
    const found = hasOtherSolution(rules, givens, solution, cells, removalBudget);
    if (found.other || found.timedOut) cells.forEach((c, i) => (givens[c] = kept[i]));
  }
  return { rules, givens, solution };
}
