// Variant puzzles for the format tests (issue 30): made by the generator, one per variant and size, so every form is
// tried on what the product really makes; and the one shape that compares two puzzles.
import { createRng } from '../../src/engine/rng.ts';
import type { VariantPuzzle } from '../../src/engine/variant/fpuzzles.ts';
import { generateVariant } from '../../src/engine/variant/generate.ts';
import { randomJigsawRegions } from '../../src/engine/variant/jigsaw-regions.ts';
import { readVariantName, rulesOfParts } from '../../src/engine/variant/names.ts';

/** The same puzzle said in one shape: what a round trip must keep. */
export const canonical = ({ rules, givens }: VariantPuzzle) => ({
  givens: [...givens],
  size: rules.size,
  regions: [...rules.regions],
  diagonals: Boolean(rules.diagonals),
  windows: Boolean(rules.windows),
  antiKnight: Boolean(rules.antiKnight),
  antiKing: Boolean(rules.antiKing),
  nonConsecutive: Boolean(rules.nonConsecutive),
  cages: (rules.cages ?? []).map((cage) => ({ cells: [...cage.cells].sort((a, b) => a - b), sum: cage.sum })),
  extra: (rules.extraRegions ?? []).map((cells) => [...cells].sort((a, b) => a - b)),
});

/** A generated puzzle of the variant `name` at `size`; a jigsaw's regions are drawn from the seed too. */
export function generatedPuzzle(name: string, size: number, seed: number): VariantPuzzle {
  const read = readVariantName(name);
  if (!read.ok) throw new Error(read.message);
  for (let attempt = 0; ; attempt++) {
    const regions = read.parts.has('jigsaw') ? randomJigsawRegions(size, createRng(`${seed}:${attempt}`)) : undefined;
    try {
      const made = generateVariant(rulesOfParts(read.parts, size, regions), seed, read.parts.has('killer'));
      return { rules: made.rules, givens: made.givens };
    } catch (error) {
      // A jigsaw layout without any solution: draw another.
      if (!regions || attempt > 20) throw error;
    }
  }
}

/** Variants playable at 4×4 and 6×6 (windoku is 9×9 only; anti-king and non-consecutive leave no 4×4 grid). */
export const SMALL_VARIANTS = ['classic', 'killer', 'jigsaw', 'x', 'anti-knight', 'killer+x', 'killer+jigsaw'];
