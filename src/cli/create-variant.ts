/**
 * `sudoku create --variant NAME`: a variant puzzle from the variant generator (src/engine/variant), in one of the
 * forms that can show it. `createVariantPuzzle` is the one place the CLI asks for a variant puzzle: by seed, and with
 * a level, graded at that level by the variant grader (generateVariantAtLevel).
 */
import { LEVELS, type Level } from '../engine/grade/index.ts';
import { createRng } from '../engine/rng.ts';
import {
  generateVariant,
  generateVariantAtLevel,
  gridLayout,
  lineLayout,
  jigsawLayout,
  rulesOfParts,
  VARIANT_TECHNIQUES,
  writeFpuzzles,
  writeSudokuPadLink,
  writeVariantText,
  type GeneratedVariant,
  type VariantParts,
  type VariantPuzzle,
  type VariantRules,
} from '../engine/variant/index.ts';
import { LZ_BASE64 } from '../lz-base64.ts';
import type { CreateFormat } from './options.ts';
import { variantSvg } from './variant-svg.ts';

export interface VariantCreateOptions {
  seed: number | string;
  /** The level the puzzle grades at (the variant grader's: the hardest technique it needs). */
  difficulty?: Level;
  /** Cages cut from the solution instead of givens. */
  killer: boolean;
}

/** A unique puzzle under `rules`, by seed. Throws a RangeError when the rules leave no grid to make one from. */
export function createVariantPuzzle(rules: VariantRules, options: VariantCreateOptions): GeneratedVariant {
  if (options.difficulty !== undefined && !LEVELS.includes(options.difficulty))
    throw new RangeError(`no level '${String(options.difficulty)}' (levels: ${LEVELS.join(', ')})`);
  if (options.difficulty === undefined) return generateVariant(rules, options.seed, options.killer);
  return generateVariantAtLevel(rules, options.difficulty, options.seed, options.killer);
}

/**
 * Attempts before giving up on a seed. The generator's first step (a random full grid, found from a few random
 * givens) fails for some seeds under strong rules (measured: 7 of 8 seeds for 9×9 anti-knight+anti-king, 6 of 8 for
 * 6×6 non-consecutive, each in 0.1–1 s), and some jigsaw layouts have no solution at all; a failed attempt is tried
 * again from a seed derived from this one, so the output still depends on the seed alone.
 */
const ATTEMPTS = 20;

/**
 * Attempts with a level: generateVariantAtLevel already tries 40 derived seeds of its own, so only a jigsaw (whose
 * regions are drawn anew each attempt: some layouts have no grid at all) gets a few more.
 */
const LEVELLED_ATTEMPTS = 3;

/**
 * The puzzle of `parts` at `size` for `seed`; a jigsaw's regions are drawn from the seed as well. A RangeError says
 * the rules leave no grid at that size (or none was found in ATTEMPTS tries).
 */
export function makeVariant(
  parts: VariantParts,
  size: number,
  seed: number | string,
  difficulty: Level | undefined,
): GeneratedVariant {
  const jigsaw = parts.has('jigsaw');
  const attempts = difficulty === undefined ? ATTEMPTS : jigsaw ? LEVELLED_ATTEMPTS : 1;
  for (let attempt = 0; ; attempt++) {
    try {
      // A jigsaw with other rules has its pieces grown over a grid drawn first (jigsawLayout): it admits one.
      const regions = jigsaw
        ? jigsawLayout(rulesOfParts(parts, size), createRng(`jigsaw:${seed}:${attempt}`))
        : undefined;
      return createVariantPuzzle(rulesOfParts(parts, size, regions), {
        // The seed itself first, so a seed that works gives the generator's own puzzle for it.
        seed: attempt === 0 || jigsaw ? seed : `${seed}~${attempt}`,
        difficulty,
        killer: parts.has('killer'),
      });
    } catch (error) {
      if (!(error instanceof RangeError) || attempt + 1 >= attempts) throw error;
    }
  }
}

/** A puzzle of the parts and the level it grades at: `difficulty` when one was found, else the nearest easier one. */
export interface NearestVariant {
  made: GeneratedVariant;
  /** The level asked for, or the easier one printed instead (undefined when no level was asked). */
  level: Level | undefined;
}

/**
 * makeVariant at `difficulty`, or, when the rules at that size make none at it within the engine's tries (a 6×6
 * killer is rarely hard), at the nearest easier level the variant grader rates: the closest found, as the classic
 * search prints it. Throws the first RangeError when no level gives one.
 */
export function makeNearestVariant(
  parts: VariantParts,
  size: number,
  seed: number | string,
  difficulty: Level | undefined,
): NearestVariant {
  if (difficulty === undefined) return { made: makeVariant(parts, size, seed, undefined), level: undefined };
  const rated = new Set(VARIANT_TECHNIQUES.map((technique) => technique.level));
  const easier = LEVELS.slice(0, LEVELS.indexOf(difficulty)).filter((level) => rated.has(level));
  let first: unknown;
  for (const level of [difficulty, ...easier.reverse()]) {
    try {
      return { made: makeVariant(parts, size, seed, level), level };
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      first ??= error;
    }
  }
  throw first;
}

/** Whether the form shows everything a variant's puzzle is: cages and jigsaw regions need more than digits. */
export const formatShows = (parts: VariantParts, format: CreateFormat): boolean =>
  !(parts.has('killer') || parts.has('jigsaw')) || !['grid', 'line', 'pretty'].includes(format);

/** The puzzle as text in `format` (svg: one drawing), without a trailing newline. */
export function variantText(puzzle: VariantPuzzle, format: CreateFormat, title: string): string {
  switch (format) {
    case 'line':
      return lineLayout(puzzle.givens);
    case 'fpuzzles':
      return JSON.stringify(writeFpuzzles(puzzle));
    case 'link':
      return writeSudokuPadLink(puzzle, LZ_BASE64);
    case 'text':
      return writeVariantText(puzzle).trimEnd();
    case 'svg':
      return variantSvg(puzzle, title).trimEnd();
    default:
      return gridLayout(puzzle.givens, puzzle.rules.size);
  }
}
