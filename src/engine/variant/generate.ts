/**
 * Unique puzzles of any variant (issue 30, first slice: by seed, not yet by level): a full grid drawn at random
 * under the rules, then its givens taken away in a seeded random order, in pairs symmetric about the centre where
 * the rules allow, each removal kept only while the puzzle still has one solution. A killer keeps no givens: its
 * cages are cut from the full grid until they alone fix it.
 */
import { createRng, type Rng } from '../rng.ts';
import type { Cage, VariantRules } from './rules.ts';
import { solveVariant, solveVariantCandidates, VARIANT_NODE_BUDGET } from './solve.ts';

export interface GeneratedVariant {
  rules: VariantRules;
  /** Row-major, 0 for a blank. */
  givens: number[];
  solution: number[];
}

/**
 * Search nodes one attempt at a grid may use before the next attempt, but the last few: random digits that admit no
 * grid are usually refuted at once, yet now and then only after the whole node budget (seconds, on windoku), while
 * digits that admit one are completed in a few thousand nodes at most.
 */
const FILL_BUDGET = 5_000;
const FILL_ATTEMPTS = 50;
const FULL_BUDGET_ATTEMPTS = 10;
/**
 * Search nodes a check that a given may go can use; past it the given stays. Those checks are heavy-tailed under
 * tight rules: on sparse non-consecutive puzzles one or two of forty took 30,000–110,000 nodes, the rest a few
 * thousand, so a cap takes most of the time off for a given or two more.
 */
const REMOVAL_BUDGET = 5_000;

/** A full grid under `rules`, drawn at random: the search's digit order shuffled by trying random givens first. */
function randomSolution(rules: VariantRules, rng: Rng): number[] {
  const cellCount = rules.size * rules.size;
  for (let attempt = 0; attempt < FILL_ATTEMPTS; attempt++) {
    // A few random digits in random cells, then any completion: different seeds reach different grids. Fewer after
    // each failure: under tight rules (non-consecutive) nine random digits almost never admit a grid (2 of 60
    // measured), while two mostly do and the solver completes them in tens of milliseconds.
    const givens = new Array<number>(cellCount).fill(0);
    const randomDigits = Math.max(2, Math.ceil(rules.size / 2 ** attempt));
    for (let k = 0; k < randomDigits; k++) givens[rng.int(cellCount)] = 1 + rng.int(rules.size);
    const budget = attempt < FILL_ATTEMPTS - FULL_BUDGET_ATTEMPTS ? FILL_BUDGET : VARIANT_NODE_BUDGET;
    const found = solveVariant(rules, givens, 1, budget);
    if (found.solution) return found.solution;
  }
  throw new RangeError('no grid found under these rules');
}

/** Whether the rules look the same turned half a turn (jigsaw regions may not), so removals can go in pairs. */
function symmetric(rules: VariantRules): boolean {
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

/** Cages grown at random over the grid (no digit twice in one), each summed from `solution`. */
function cutCages(size: number, solution: number[], rng: Rng): Cage[] {
  const free = new Set(solution.keys());
  const cages: Cage[] = [];
  const order = [...solution.keys()];
  rng.shuffle(order);
  for (const start of order) {
    if (!free.has(start)) continue;
    free.delete(start);
    const cells = [start];
    // 2 to 4 cells; on small grids, where few sums tell digits apart, 1 to 3.
    const want = size >= 9 ? 2 + rng.int(3) : 1 + rng.int(3);
    while (cells.length < want) {
      const next = cells
        .flatMap((cell) => {
          const r = Math.floor(cell / size);
          const c = cell % size;
          return [
            [r - 1, c],
            [r + 1, c],
            [r, c - 1],
            [r, c + 1],
          ].flatMap(([y, x]) => (y >= 0 && x >= 0 && y < size && x < size ? [y * size + x] : []));
        })
        .filter((cell) => free.has(cell) && !cells.some((other) => solution[other] === solution[cell]));
      if (!next.length) break;
      const pick = next[rng.int(next.length)];
      free.delete(pick);
      cells.push(pick);
    }
    cages.push({ cells, sum: cells.reduce((sum, cell) => sum + solution[cell], 0) });
  }
  return cages;
}

/**
 * A puzzle with one solution under `rules` (without cages: a killer is asked for with `killer`), reproducible from
 * `seed`. Killer: cages cut from the solution, drawn again until they alone fix the grid; no givens.
 */
export function generateVariant(rules: VariantRules, seed: number | string, killer = false): GeneratedVariant {
  const rng = createRng(`variant:${seed}`);
  const solution = randomSolution(rules, rng);
  const cellCount = solution.length;
  if (killer) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const withCages: VariantRules = { ...rules, cages: cutCages(rules.size, solution, rng) };
      const found = solveVariant(withCages, new Array(cellCount).fill(0), 2);
      if (found.count === 1 && !found.timedOut)
        return { rules: withCages, givens: new Array(cellCount).fill(0), solution };
    }
    throw new RangeError('no killer cages found that fix a grid under these rules');
  }
  const givens = [...solution];
  const pairs = symmetric(rules);
  const order = [...solution.keys()].filter((cell) => !pairs || cell <= cellCount - 1 - cell);
  rng.shuffle(order);
  for (const cell of order) {
    const cells = pairs ? [cell, cellCount - 1 - cell] : [cell];
    const kept = cells.map((c) => givens[c]);
    for (const c of cells) givens[c] = 0;
    if (!onlySolution(rules, givens, solution, cells)) cells.forEach((c, i) => (givens[c] = kept[i]));
  }
  return { rules, givens, solution };
}

/**
 * Whether `solution` is still the only one of `givens` once `blanked` lost their givens (the puzzle had one solution
 * before): any other solution differs from it in a blanked cell, so it is looked for there, cell by cell (the first
 * blanked cell differs; or it agrees and the second differs; …), with the known digit excluded there: as quick as
 * counting to two, often quicker (one measured non-consecutive run: 22,000 nodes against 79,000). A search out of
 * REMOVAL_BUDGET counts as not unique: the given stays.
 */
function onlySolution(
  rules: VariantRules,
  givens: readonly number[],
  solution: readonly number[],
  blanked: readonly number[],
): boolean {
  const all = (1 << rules.size) - 1;
  const candidates = Int32Array.from(givens, (digit) => (digit ? 1 << (digit - 1) : all));
  for (const cell of blanked) {
    const known = 1 << (solution[cell] - 1);
    candidates[cell] = all & ~known;
    const other = solveVariantCandidates(rules, candidates, 1, REMOVAL_BUDGET);
    if (other.count > 0 || other.timedOut) return false;
    candidates[cell] = known;
  }
  return true;
}
