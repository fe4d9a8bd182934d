/**
 * A variant puzzle made in the engine's worker (worker.ts's `variant` method, loaded there the first time one is
 * asked for): the name read (variant-names.ts), the rules laid out at the size (a jigsaw's pieces from the seed),
 * and generateVariant's unique puzzle. A jigsaw whose pieces admit no grid is drawn again from the next seed.
 */
import type { Generated } from '../../../engine/generate/index.ts';
import type { Level } from '../../../engine/levels.ts';
import { generateVariant, type VariantRules } from '../../../engine/variant/index.ts';
import { readVariantName, rulesOf } from './variant-names.ts';

export interface VariantRequest {
  /** A variant name (variant-names.ts): `killer`, `jigsaw+x`, … */
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

export function makeVariant({ variant, size, seed, difficulty }: VariantRequest): MadeVariant {
  const order = readVariantName(variant);
  if (![4, 6, 9, 16].includes(size))
    throw new RangeError(`There is no ${size}×${size} grid: sizes are 4, 6, 9 and 16.`);
  const used = seed ?? Math.floor(Math.random() * 2 ** 31);
  for (let layout = 0; ; layout++) {
    const rules = rulesOf(order, size, layout ? `${used}:${layout}` : used);
    try {
      const made = generateVariant(rules, used, order.killer);
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
      if (!order.jigsaw || layout >= LAYOUTS || !(error instanceof RangeError)) throw error;
    }
  }
}
