/**
 * Killer cages cut from a full grid (issue 30), as killer apps draw them: cages of 2–4 cells (now and then 5 on
 * 9×9), a one-cell cage only where the grid's uniqueness needs one. Grown at random over the grid (no digit twice in
 * one), a cell left alone joins a neighbouring cage that lacks its digit. Then, while a second solution exists, the
 * cages change where that solution differs: a cage it fills with other digits is split in two parts of 2+ cells
 * whose sums tell the two apart, or gives one of those cells to a neighbouring cage (the cage's sum then differs in
 * the two), and only when neither can be done does the cell become a cage of its own. Each change rules out the
 * solution found, so the cages converge on a unique puzzle instead of being drawn again (drawn again, 6×6 killers
 * needed mostly one-cell cages to be unique: 5–16 of 17–25 cages).
 */
import type { Rng } from '../rng.ts';
import { orthogonal } from './jigsaw-regions.ts';
import type { Cage, VariantRules } from './rules.ts';
import { solveVariant } from './solve.ts';

/** The most cells a cage grows to when it takes in a neighbour: killers have few cages of 5+. */
const LARGEST_CAGE = 5;

/** The most cells a cage may reach by joining or moving cells: `largest` for small cages (easy), else LARGEST_CAGE. */
const mostCells = (largest: number): number => (largest > 3 ? LARGEST_CAGE : largest);

/** Changes to the cages tried before the caller draws them again. */
const MAX_FIXES = 80;

/** Whether `cells` are one orthogonally connected piece. */
function connected(cells: readonly number[], size: number): boolean {
  if (cells.length <= 1) return true;
  const inside = new Set(cells);
  const seen = new Set([cells[0]]);
  const stack = [cells[0]];
  while (stack.length) {
    for (const next of orthogonal(stack.pop()!, size))
      if (inside.has(next) && !seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
  }
  return seen.size === cells.length;
}

const sumOf = (cells: readonly number[], grid: readonly number[]): number =>
  cells.reduce((sum, cell) => sum + grid[cell], 0);

/**
 * Cages of 2 to `largest` cells (and, for 4, 1 in 6 of 5 on 9×9 and larger) grown over `solution`; lone cells join a
 * neighbouring cage.
 */
export function growCages(size: number, solution: readonly number[], rng: Rng, largest = 4): number[][] {
  const cap = mostCells(largest);
  const cageOf = new Array<number>(solution.length).fill(-1);
  const cages: number[][] = [];
  const order = rng.shuffle([...solution.keys()]);
  for (const start of order) {
    if (cageOf[start] >= 0) continue;
    const cells = [start];
    cageOf[start] = cages.length;
    const want = size >= 9 && largest > 3 && rng.int(6) === 0 ? LARGEST_CAGE : 2 + rng.int(largest - 1);
    while (cells.length < want) {
      const next = [...new Set(cells.flatMap((cell) => orthogonal(cell, size)))].filter(
        (cell) => cageOf[cell] < 0 && !cells.some((other) => solution[other] === solution[cell]),
      );
      if (!next.length) break;
      const pick = next[rng.int(next.length)];
      cageOf[pick] = cages.length;
      cells.push(pick);
    }
    cages.push(cells);
  }
  // A lone cell joins the smallest neighbouring cage without its digit (two lone neighbours join each other).
  for (const [index, cells] of cages.entries()) {
    if (cells.length !== 1) continue;
    const [cell] = cells;
    const targets = [...new Set(orthogonal(cell, size).map((next) => cageOf[next]))].filter(
      (other) =>
        other !== index &&
        cages[other].length < cap &&
        !cages[other].some((inside) => solution[inside] === solution[cell]),
    );
    if (!targets.length) continue;
    const target = targets.reduce((best, other) => (cages[other].length < cages[best].length ? other : best));
    cages[target].push(cell);
    cageOf[cell] = target;
    cells.length = 0;
  }
  return cages.filter((cells) => cells.length > 0);
}

/** The ways to cut `cells` in two connected parts of 2+ cells each (the first part holds the first cell). */
function twoPartSplits(cells: readonly number[], size: number): [number[], number[]][] {
  const splits: [number[], number[]][] = [];
  if (cells.length < 4) return splits;
  for (let mask = 1; mask < 1 << (cells.length - 1); mask++) {
    const first = [cells[0], ...cells.slice(1).filter((_, i) => mask & (1 << i))];
    const second = cells.filter((cell) => !first.includes(cell));
    if (first.length >= 2 && second.length >= 2 && connected(first, size) && connected(second, size))
      splits.push([first, second]);
  }
  return splits;
}

/**
 * The cages changed so that `other` (a second solution of them) is no longer one: a split or a move (see the file's
 * comment) chosen at random among those that tell `other` from `solution`, else a cell of its own.
 */
function ruleOut(
  cages: number[][],
  size: number,
  solution: readonly number[],
  other: readonly number[],
  rng: Rng,
  cap: number,
): boolean {
  const differs = (cell: number) => other[cell] !== solution[cell];
  const changes: (() => void)[] = [];
  const cageOf = new Map(cages.flatMap((cells, index) => cells.map((cell) => [cell, index] as const)));
  for (const [index, cells] of cages.entries()) {
    if (!cells.some(differs)) continue;
    for (const [first, second] of twoPartSplits(cells, size))
      if (sumOf(first, other) !== sumOf(first, solution)) changes.push(() => cages.splice(index, 1, first, second));
    if (cells.length < 3) continue;
    for (const cell of cells.filter(differs)) {
      const rest = cells.filter((inside) => inside !== cell);
      if (!connected(rest, size)) continue;
      for (const target of new Set(orthogonal(cell, size).map((next) => cageOf.get(next) ?? -1)))
        if (
          target >= 0 &&
          target !== index &&
          cages[target].length < cap &&
          !cages[target].some((inside) => solution[inside] === solution[cell])
        )
          changes.push(() => {
            cages[target] = [...cages[target], cell];
            cages[index] = rest;
          });
    }
  }
  if (changes.length) {
    changes[rng.int(changes.length)]();
    return true;
  }
  // No split or move tells them apart: a differing cell becomes a cage of its own, from the largest cage it can.
  const peelable = cages.flatMap((cells, index) =>
    cells.filter(differs).flatMap((cell) => {
      const rest = cells.filter((inside) => inside !== cell);
      return connected(rest, size) ? [{ index, cell, rest }] : [];
    }),
  );
  const largest = Math.max(...peelable.map(({ rest }) => rest.length));
  const choices = peelable.filter(({ rest }) => rest.length === largest);
  if (!choices.length) return false; // no differing cell leaves its cage connected: the caller draws again
  const { index, cell, rest } = choices[rng.int(choices.length)];
  cages.splice(index, 1, rest, [cell]);
  return true;
}

/**
 * Cages with sums that alone fix `solution` under `rules`, drawn from `rng`; null when the proof ran out of search
 * nodes or MAX_FIXES changes did not get there (the caller draws again). `largest`: see growCages.
 */
export function uniqueCages(rules: VariantRules, solution: readonly number[], rng: Rng, largest = 4): Cage[] | null {
  const cellCount = solution.length;
  const cages = growCages(rules.size, solution, rng, largest);
  const blanks = new Array<number>(cellCount).fill(0);
  for (let fix = 0; fix <= MAX_FIXES; fix++) {
    const withSums = cages.map((cells) => ({ cells, sum: sumOf(cells, solution) }));
    // Counting to two explores the tree once; asking cell by cell for another (hasOtherSolution) refutes a subtree
    // per cell, and took seconds on 9×9 cages of 2–5.
    const found = solveVariant({ ...rules, cages: withSums }, blanks, 2);
    if (found.timedOut) return null;
    if (found.count === 1) return withSums;
    const other = [found.solution, found.second].find((grid) => grid?.some((digit, cell) => digit !== solution[cell]));
    if (!other) return null; // not reached: two solutions, at most one of them `solution`
    if (!ruleOut(cages, rules.size, solution, other, rng, mostCells(largest))) return null;
  }
  return null;
}
