/**
 * A variant puzzle made in the engine's worker (worker.ts's `variant` method, loaded there the first time one is
 * asked for): the name read by the engine (engine/variant/names.ts, the names the CLI reads too), the rules laid out
 * at the size (a jigsaw's pieces drawn from the seed: engine/variant/jigsaw-regions.ts), and generateVariant's unique
 * puzzle, at the level asked when one is (generateVariantAtLevel: the variant grader rates it so). A jigsaw whose pieces admit no grid is drawn again from the next seed. The pieces are saved with the game's
 * rules (play/saved-record.ts), so a saved jigsaw never depends on how pieces are drawn.
 */
import type { Generated } from '../../../engine/generate/index.ts';
import { LEVELS, levelIndex, type Level } from '../../../engine/levels.ts';
import { createRng } from '../../../engine/rng.ts';
import {
  generateVariant,
  generateVariantAtLevel,
  VARIANT_TECHNIQUES,
  jigsawLayout,
  readVariantName,
  rulesOfParts,
  sizeProblem,
  type VariantParts,
  type VariantRules,
} from '../../../engine/variant/index.ts';

export interface VariantRequest {
  /** A variant name (engine/variant/names.ts): `killer`, `jigsaw+x`, … */
  variant: string;
  size: number;
  seed?: number | string;
  /** The level the puzzle grades at (the variant grader's), or the nearest one variants have (variantLevels). */
  difficulty?: Level;
}

/** A variant puzzle: the generator's answer with the rules it was made under (cages and jigsaw pieces included). */
export type MadeVariant = Generated & { rules: VariantRules };

/**
 * The levels tried, in order, for a variant puzzle when `level` is asked on a `size` grid: first `level` where some
 * variant technique is rated so, else the nearest such level, the easier of two as near (as nearestLevel does for
 * sizes); then the easier ones, hardest first, for rules that never grade that hard (a 6×6 killer is never hard).
 * Expert is the variant chains' level; asked for expert, a variant never comes extreme (trial and error, which a
 * player asking for expert does not expect). A 4×4 grid is solved by singles: easy.
 */
export function variantLevels(size: number, level: Level): Level[] {
  const rated = new Set(VARIANT_TECHNIQUES.map((technique) => technique.level));
  const levels = LEVELS.filter((other) => rated.has(other) && (size !== 4 || other === 'easy'));
  const distance = (other: Level): number => Math.abs(levelIndex(other) - levelIndex(level));
  const nearest = levels.reduce((best, other) => (distance(other) < distance(best) ? other : best));
  return levels.filter((other) => levelIndex(other) <= levelIndex(nearest)).reverse();
}

/** Jigsaw layouts tried before giving up: fewer with a level (generateVariantAtLevel tries 40 seeds on each). */
const LAYOUTS = 20;
const LEVELLED_LAYOUTS = 3;

/** The name's parts; a RangeError names an unknown part and lists the known (the engine's message). */
function partsOf(variant: string, size: number): VariantParts {
  const read = readVariantName(String(variant));
  if (!read.ok) throw new RangeError(`There is no such variant: ${read.message}.`);
  const problem = sizeProblem(read.parts, size);
  if (problem) throw new RangeError(`Not playable: ${problem}.`);
  return read.parts;
}

export function makeVariant({ variant, size, seed, difficulty }: VariantRequest): MadeVariant {
  const parts = partsOf(variant, size);
  const used = seed ?? Math.floor(Math.random() * 2 ** 31);
  if (!difficulty) return madeAt(parts, size, used, undefined);
  const levels = variantLevels(size, difficulty);
  for (const [index, level] of levels.entries()) {
    try {
      return { ...madeAt(parts, size, used, level), difficulty };
    } catch (error) {
      // None at this level under these rules: the next easier one.
      if (index === levels.length - 1 || !(error instanceof RangeError)) throw error;
    }
  }
  throw new RangeError(`no level for ${variant}`); // not reached: the last level's error is thrown above
}

/** A puzzle of the parts at `level` (none: any), a jigsaw's pieces drawn again while they admit none. */
function madeAt(parts: VariantParts, size: number, seed: number | string, level: Level | undefined): MadeVariant {
  const jigsaw = parts.has('jigsaw');
  const layouts = level ? LEVELLED_LAYOUTS : LAYOUTS;
  for (let layout = 0; ; layout++) {
    try {
      // A jigsaw with other rules has its pieces grown over a grid drawn first (jigsawLayout): it admits one.
      const regions = jigsaw
        ? jigsawLayout(rulesOfParts(parts, size), createRng(`jigsaw:${layout ? `${seed}:${layout}` : seed}`))
        : undefined;
      const rules = rulesOfParts(parts, size, regions);
      const made = level
        ? generateVariantAtLevel(rules, level, seed, parts.has('killer'))
        : generateVariant(rules, seed, parts.has('killer'));
      return {
        puzzle: made.givens,
        solution: made.solution,
        rules: made.rules,
        seed,
        blanks: made.givens.filter((digit) => digit === 0).length,
        symmetry: 'none',
        ...(level && { level }),
      };
    } catch (error) {
      if (!jigsaw || layout + 1 >= layouts || !(error instanceof RangeError)) throw error;
    }
  }
}
