/**
 * A variant puzzle made in the engine's worker (worker.ts's `variant` method, loaded there the first time one is
 * asked for): the name read by the engine (engine/variant/names.ts, the names the CLI reads too), the rules laid out
 * at the size (a jigsaw's pieces drawn from the seed: engine/variant/jigsaw-regions.ts), and generateVariant's unique
 * puzzle. A jigsaw whose pieces admit no grid is drawn again from the next seed. The pieces are saved with the game's
 * rules (play/saved-record.ts), so a saved jigsaw never depends on how pieces are drawn.
 */
import type { Generated } from '../../../engine/generate/index.ts';
import type { Level } from '../../../engine/levels.ts';
import { createRng } from '../../../engine/rng.ts';
import {
  generateVariant,
  randomJigsawRegions,
  readVariantName,
  rulesOfParts,
  sizeProblem,
  type VariantRules,
} from '../../../engine/variant/index.ts';

export interface VariantRequest {
  /** A variant name (engine/variant/names.ts): `killer`, `jigsaw+x`, … */
  variant: string;
  size: number;
  seed?: number | string;
  /** Passed on (variants have no levels yet): the puzzle is marked with it. */
  difficulty?: Level;
}

/** A variant puzzle: the generator's answer with the rules it was made under (cages and jigsaw pieces included). */
export type MadeVariant = Generated & { rules: VariantRules };

/** Jigsaw layouts tried before giving up. */
const LAYOUTS = 20;

/** The name's parts; a RangeError names an unknown part and lists the known (the engine's message). */
function partsOf(variant: string, size: number) {
  const read = readVariantName(String(variant));
  if (!read.ok) throw new RangeError(`There is no such variant: ${read.message}.`);
  const problem = sizeProblem(read.parts, size);
  if (problem) throw new RangeError(`Not playable: ${problem}.`);
  return read.parts;
}

export function makeVariant({ variant, size, seed, difficulty }: VariantRequest): MadeVariant {
  const parts = partsOf(variant, size);
  const jigsaw = parts.has('jigsaw');
  const used = seed ?? Math.floor(Math.random() * 2 ** 31);
  for (let layout = 0; ; layout++) {
    const regions = jigsaw
      ? randomJigsawRegions(size, createRng(`jigsaw:${layout ? `${used}:${layout}` : used}`))
      : undefined;
    try {
      const made = generateVariant(rulesOfParts(parts, size, regions), used, parts.has('killer'));
      return {
        puzzle: made.givens,
        solution: made.solution,
        rules: made.rules,
        seed: used,
        blanks: made.givens.filter((digit) => digit === 0).length,
        symmetry: 'none',
        ...(difficulty && { difficulty }),
      };
    } catch (error) {
      if (!jigsaw || layout >= LAYOUTS || !(error instanceof RangeError)) throw error;
    }
  }
}
