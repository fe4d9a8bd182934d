/**
 * Variant puzzles by level (issue 30), reproducible by seed: a unique puzzle from generateVariant (givens taken
 * away while the solution stays unique; a killer's cages), graded (grade/variant-grade.ts). One at the level is
 * kept; one too hard gets givens back from its solution where its grading gets stuck, or else in a seeded random order
 * (centre-symmetric pairs where the regions allow), as few as a binary search over that order finds, until it grades
 * at the level or below (a few orders); a killer too easy loses cages (or cells of a cage) while it stays unique; else
 * the next derived seed. Levels below expert, without cages, are carved to instead (generate-carve.ts): givens taken
 * away and graded on the way. Bounded: after MAX_ATTEMPTS seeds it gives up with an error.
 */
import { levelIndex, type Level } from '../levels.ts';
import { createRng } from '../rng.ts';
import { carveToLevel } from './generate-carve.ts';
import { generateVariant, randomSolution, type GeneratedVariant } from './generate.ts';
import { stuckCell } from './generate-stuck.ts';
import { gradeVariant } from './grade/variant-grade.ts';
import { VARIANT_TECHNIQUES } from './grade/variant-techniques.ts';
import type { Cage, VariantRules } from './rules.ts';
import { solveVariant } from './solve.ts';
// A generated puzzle's solution is unique by construction, and more givens from it keep it so: grading is told the
// solution instead of running the solver again (the non-consecutive solver takes seconds).

export interface LevelledVariant extends GeneratedVariant {
  level: Level;
}

/** Puzzles drawn per call at most: a level the rules rarely make fails in bounded time. */
export const MAX_ATTEMPTS = 40;
/**
 * The solver's node budget to prove a killer's cage removal keeps it unique: with few cages left the proof can take
 * long, and another seed is cheaper.
 */
const HARDEN_BUDGET = 20_000;
/** Cages a killer too easy for a level below expert may lose, tried at most: from a new puzzle it lands sooner. */
const HARDEN_TRIES = 12;
/**
 * Levels below this one are carved to (generate-carve.ts) rather than eased back from a minimal puzzle, which is
 * mostly expert or harder; CARVE_ORDERS removal orders are carved from each grid.
 */
const CARVE_BELOW: Level = 'expert';
const CARVE_ORDERS = 8;
/**
 * Killers too hard for the level drawn again before one gets givens back: an easy killer of cages up to 3 grades easy
 * about one draw in three, and a draw takes a few tens of milliseconds.
 */
const KILLER_UNEASED = 12;
/** Orders of givens back tried on one too-hard puzzle. */
const EASE_ORDERS = 4;

/**
 * The largest cage a killer at `level` is cut with: easy killers of cages up to 4 came too hard and got 8–12 givens
 * back (one-cell cages in disguise); cages of 2–3, as easy killers in apps have, need fewer.
 */
const largestCageAt = (level: Level): number => (level === 'easy' ? 3 : 4);

/** The grade's level, or null when it is above `level` (the grading stops there). */
function levelWithin(puzzle: GeneratedVariant, givens: readonly number[], level: Level): Level | null {
  const graded = gradeVariant(puzzle.rules, givens, { stopAbove: level, solution: puzzle.solution });
  return graded.level !== null && graded.solved ? graded.level : null;
}

/** Whether the rules look the same turned half a turn, so givens come back in pairs. */
function symmetric(rules: VariantRules): boolean {
  const n = rules.regions.length;
  const pairOf = new Map<number, number>();
  return rules.regions.every((a, cell) => {
    const b = rules.regions[n - 1 - cell];
    if ((pairOf.get(a) ?? b) !== b) return false;
    pairOf.set(a, b);
    return true;
  });
}

/** The puzzle with givens back from its solution until it grades at `level` or below; null if it lands below. */
function easeTo(puzzle: GeneratedVariant, level: Level, seed: string): GeneratedVariant | null {
  const n = puzzle.givens.length;
  const pairs = symmetric(puzzle.rules);
  const blanks = puzzle.givens.flatMap((d, cell) => (d === 0 && (!pairs || cell <= n - 1 - cell) ? [cell] : []));
  createRng(seed).shuffle(blanks);
  const withFirst = (k: number): number[] => {
    const givens = [...puzzle.givens];
    for (const cell of blanks.slice(0, k)) {
      givens[cell] = puzzle.solution[cell];
      if (pairs) givens[n - 1 - cell] = puzzle.solution[n - 1 - cell];
    }
    return givens;
  };
  // The fewest givens back that bring it within the level: more givens rarely make a puzzle harder.
  let low = 0;
  let high = blanks.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (levelWithin(puzzle, withFirst(mid), level)) high = mid;
    else low = mid + 1;
  }
  const givens = withFirst(low);
  return levelWithin(puzzle, givens, level) === level ? { ...puzzle, givens } : null;
}

/**
 * The puzzle with givens back where its grading gets stuck: graded up to the first step above `level`, the open cell
 * with the fewest candidates there (and its centre-symmetric partner) gets its digit, and again, until it grades at
 * `level`; null when it lands below. Each given removes one hard point, so it overshoots less than a random order.
 */
function easeWhereStuck(puzzle: GeneratedVariant, level: Level): GeneratedVariant | null {
  const n = puzzle.givens.length;
  const pairs = symmetric(puzzle.rules);
  const givens = [...puzzle.givens];
  for (let added = 0; added < n; added++) {
    const graded = gradeVariant(puzzle.rules, givens, { stopAbove: level, solution: puzzle.solution });
    if (graded.level === null) return null;
    if (graded.solved) return graded.level === level ? { ...puzzle, givens } : null;
    const stuck = stuckCell(puzzle.rules, givens, graded.steps);
    if (stuck < 0) return null;
    givens[stuck] = puzzle.solution[stuck];
    if (pairs) givens[n - 1 - stuck] = puzzle.solution[n - 1 - stuck];
  }
  return null;
}

/**
 * A killer with cages taken away, each in a seeded order, only while the solution stays unique and the grade does
 * not pass `level`, until it grades at `level`; null if it never gets there. At expert, a narrow band for killers
 * (a removal most often goes straight to extreme), every cage is tried and one whose removal passes the level loses
 * one cell instead, a smaller step, each of its cells tried in turn; below it, the first HARDEN_TRIES cages only.
 * Cells left without a cage are plain cells (killers often have a few).
 */
function hardenKiller(puzzle: GeneratedVariant, level: Level, seed: string): GeneratedVariant | null {
  const rng = createRng(seed);
  let cages = [...(puzzle.rules.cages ?? [])];
  const order = rng.shuffle([...cages]);
  /** How the puzzle grades with `next` as its cages: null when not unique (or not proved so) or past the level. */
  const gradeWith = (next: Cage[]): Level | null => {
    const rules: VariantRules = { ...puzzle.rules, cages: next };
    const found = solveVariant(rules, puzzle.givens, 2, HARDEN_BUDGET);
    if (found.count !== 1 || found.timedOut) return null;
    const graded = gradeVariant(rules, puzzle.givens, { stopAbove: level, solution: puzzle.solution });
    return graded.solved ? graded.level : null;
  };
  const fine = level === 'expert';
  for (const cage of fine ? order : order.slice(0, HARDEN_TRIES)) {
    const without = cages.filter((other) => other !== cage);
    const graded = gradeWith(without);
    if (graded === level) return { ...puzzle, rules: { ...puzzle.rules, cages: without } };
    if (graded) {
      cages = without;
      continue;
    }
    if (!fine) continue;
    // Past the level (or no longer unique) without it: a finer step, the cage loses one cell (and its digit).
    for (const cell of rng.shuffle([...cage.cells]).slice(0, cage.cells.length - 1)) {
      const shrunk: Cage = {
        cells: cage.cells.filter((other) => other !== cell),
        sum: cage.sum === undefined ? undefined : cage.sum - puzzle.solution[cell],
      };
      const next = cages.map((other) => (other === cage ? shrunk : other));
      const finer = gradeWith(next);
      if (finer === level) return { ...puzzle, rules: { ...puzzle.rules, cages: next } };
      if (finer) {
        cages = next;
        break;
      }
    }
  }
  return null;
}

/**
 * A unique puzzle under `rules` (a killer with `killer`) whose grade is `level`, the same for the same seed.
 * Throws a RangeError when no technique has that level or when MAX_ATTEMPTS puzzles bring none at it.
 */
export function generateVariantAtLevel(
  rules: VariantRules,
  level: Level,
  seed: number | string,
  killer = false,
): LevelledVariant {
  if (!VARIANT_TECHNIQUES.some((technique) => technique.level === level))
    throw new RangeError(`no variant technique is rated ${level}: no puzzle can be graded ${level}`);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const derived = `${seed}/${level}/${attempt}`;
    if (!killer && levelIndex(level) < levelIndex(CARVE_BELOW)) {
      // Carved to the level (generate-carve.ts), a few orders per grid: a non-consecutive grid takes longer to draw
      // than a carving.
      let solution: number[];
      try {
        solution = randomSolution(rules, createRng(`variant:${derived}`));
      } catch (error) {
        if (!(error instanceof RangeError)) throw error; // only "no grid found" means: the next seed
        continue;
      }
      for (let order = 0; order < CARVE_ORDERS; order++) {
        const carved = carveToLevel(rules, level, solution, `${derived}/carve/${order}`);
        if (carved) return { ...carved, level };
      }
      continue;
    }
    let puzzle: GeneratedVariant;
    try {
      puzzle = generateVariant(rules, derived, killer, killer ? largestCageAt(level) : undefined);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error; // a bug, not a seed without a grid
      continue; // no grid from this seed (a tight combination): the next one
    }
    const graded = gradeVariant(puzzle.rules, puzzle.givens, { stopAbove: level, solution: puzzle.solution });
    if (graded.level === null) continue;
    if (graded.solved && graded.level === level) return { ...puzzle, level };
    if (levelIndex(graded.level) < levelIndex(level)) {
      // Too easy: givens back only make it easier, but a killer can lose cages while its solution stays unique.
      const harder = killer ? hardenKiller(puzzle, level, `${derived}/harden`) : null;
      if (harder) return { ...harder, level };
      continue;
    }
    // A killer too hard tries new cages first: givens back would break "a killer has cages only".
    if (killer && attempt < KILLER_UNEASED) continue;
    // Another order of givens back often lands where one overshot; cheaper than a new puzzle (generating one under
    // tight rules takes seconds, grading a few tens of milliseconds).
    const targeted = easeWhereStuck(puzzle, level);
    if (targeted) return { ...targeted, level };
    for (let order = 0; order < EASE_ORDERS; order++) {
      const eased = easeTo(puzzle, level, `${derived}/ease/${order}`);
      if (eased) return { ...eased, level };
    }
  }
  throw new RangeError(`no ${level} puzzle under these rules in ${MAX_ATTEMPTS} tries`);
}
