/**
 * Carving a puzzle to a level (issue 30): givens taken away from a random full grid as generateVariant does (a seeded
 * order, centre-symmetric pairs where the rules allow, each removal kept only while the solution stays unique), but
 * graded on the way, so it stops at the level instead of going past it to a minimal puzzle that is then eased back.
 * Going past costs most where it is least needed: a sparse 16×16's uniqueness checks took 85% of a hard puzzle's
 * time, and a non-consecutive puzzle jumps from medium to expert in one removal far more often than it lands on hard.
 *
 * Grading every removal would cost more than the removals while the grid is full, so removals are graded in batches;
 * a batch that passes the level is searched (binary, by prefix) for the removal that passed it, that one stays a given
 * and the rest of the batch is tried again later. From then on the puzzle is at the frontier: each removal is graded
 * and kept only while the grade stays within the level, so each is one more chance to land on it. A removal that
 * passes the level there, while the puzzle is still short of it, gets givens back where its grading got stuck
 * (generate-stuck.ts), up to GIVE_BACKS pairs, and is kept when that lands on the level: a few cells moved rather
 * than one more taken. Where a level is a narrow
 * band (non-consecutive hard: a removal mostly goes from medium straight to extreme) this lands on it about twice
 * as often per carving.
 */
import { levelIndex, type Level } from '../levels.ts';
import { createRng } from '../rng.ts';
import { REMOVAL_BUDGET, symmetric, type GeneratedVariant } from './generate.ts';
import { stuckCell } from './generate-stuck.ts';
import { gradeVariant, type VariantGrade } from './grade/variant-grade.ts';
import type { VariantRules } from './rules.ts';
import { hasOtherSolution, VARIANT_NODE_BUDGET } from './solve.ts';

/** Kept removals graded at once before the frontier: a grade of a full-ish grid costs a few removals' checks. */
const BATCH = 4;
/**
 * Givens (pairs where symmetric) given back at most to a removal at the frontier that passed the level. Measured on
 * non-consecutive 9×9 hard (192 carvings of 12 grids): 11 landed with none, 18 with one, 24 with two, 27 with three
 * (and with four or six).
 */
const GIVE_BACKS = 3;

/**
 * A unique puzzle under `rules` (no cages) that grades at `level`, reproducible from `seed`, or null when the
 * carving ends below it (every given left is needed for uniqueness or to stay within the level). Throws a RangeError
 * when the rules leave no full grid (as generateVariant).
 */
export function carveToLevel(
  rules: VariantRules,
  level: Level,
  solution: readonly number[],
  seed: string,
): GeneratedVariant | null {
  const rng = createRng(seed);
  const cellCount = solution.length;
  const target = levelIndex(level);
  const grade = (givens: readonly number[]): VariantGrade =>
    gradeVariant(rules, givens, { stopAbove: level, solution });
  /** The grade's distance from the level: above 0 when past it (the grading stopped there), below 0 when easier. */
  const distanceOf = (graded: VariantGrade): number =>
    graded.level === null || !graded.solved ? 1 : levelIndex(graded.level) - target;
  const distance = (givens: readonly number[]): number => distanceOf(grade(givens));
  const givens = [...solution];
  const clear = (cells: readonly number[]) => cells.forEach((cell) => (givens[cell] = 0));
  const restore = (cells: readonly number[]) => cells.forEach((cell) => (givens[cell] = solution[cell]));
  const pairs = symmetric(rules);
  const order = [...solution.keys()].filter((cell) => !pairs || cell <= cellCount - 1 - cell);
  rng.shuffle(order);
  const queue = order.map((cell) => (pairs && cell !== cellCount - 1 - cell ? [cell, cellCount - 1 - cell] : [cell]));
  const removalBudget = cellCount <= 81 ? REMOVAL_BUDGET : VARIANT_NODE_BUDGET;
  /** Removals kept since the last grade within the level (before the frontier). */
  let batch: number[][] = [];
  let frontier = false;
  let last = 1; // the last grade's distance (1: none yet within the level)
  for (let index = 0; index < queue.length; index++) {
    const cells = queue[index];
    clear(cells);
    const found = hasOtherSolution(rules, givens, solution, cells, removalBudget);
    if (found.other || found.timedOut) {
      restore(cells);
      continue;
    }
    if (frontier) {
      let graded = grade(givens);
      let now = distanceOf(graded);
      const back: number[] = [];
      // Givens back only while short of the level: once at it, more givens would only make a puzzle less sparse.
      for (let given = 0; now > 0 && last < 0 && given < GIVE_BACKS; given++) {
        const stuck = stuckCell(rules, givens, graded.steps, cells);
        if (stuck < 0) break;
        const partner = cellCount - 1 - stuck;
        const cellsBack = pairs ? [stuck, partner].filter((cell) => !givens[cell]) : [stuck];
        restore(cellsBack);
        back.push(...cellsBack);
        graded = grade(givens);
        now = distanceOf(graded);
      }
      // Kept at the level, or within it with nothing given back; else as it was (easier with givens back: the
      // carving would only wander, measured to land less often).
      if (now === 0 || (now < 0 && !back.length)) last = now;
      else {
        clear(back);
        restore(cells);
      }
      continue;
    }
    batch.push(cells);
    if (batch.length < BATCH && index < queue.length - 1) continue;
    const now = distance(givens);
    if (now <= 0) {
      last = now;
      batch = [];
      continue;
    }
    // Past the level: the longest prefix of the batch within it (the empty one is: graded before, or the full grid).
    batch.forEach(restore);
    let low = 0;
    let high = batch.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      batch.slice(0, mid).forEach(clear);
      const within = distance(givens);
      batch.slice(0, mid).forEach(restore);
      if (within <= 0) {
        low = mid;
        last = within;
      } else high = mid - 1;
    }
    batch.slice(0, low).forEach(clear);
    if (low === 0 && last > 0) last = distance(givens);
    queue.push(...batch.slice(low + 1)); // the culprit batch[low] stays a given; the rest get another try
    batch = [];
    frontier = true;
  }
  if (!frontier && batch.length) last = distance(givens);
  return last === 0 ? { rules, givens, solution: [...solution] } : null;
}
