/**
 * The board's variant names (a contract with pages: `generate({ variant: 'killer+x' })`): `classic`, `killer`,
 * `jigsaw`, `x`, `windoku`, `anti-knight`, `anti-king`, `non-consecutive`, combinations joined by `+`. Turned into
 * the engine's rules (src/engine/variant/rules.ts) for a grid of a size, a jigsaw's pieces drawn from the seed.
 */
import { createRng } from '../../../engine/rng.ts';
import { classicRules, type VariantRules } from '../../../engine/variant/index.ts';
import { jigsawRegions } from './jigsaw.ts';

export const VARIANT_NAMES = [
  'classic',
  'killer',
  'jigsaw',
  'x',
  'windoku',
  'anti-knight',
  'anti-king',
  'non-consecutive',
] as const;
export type VariantName = (typeof VARIANT_NAMES)[number];

/** What a variant name asks for: its rules without regions or cages, and whether it is a killer (cages to cut). */
export interface VariantOrder {
  names: VariantName[];
  killer: boolean;
  jigsaw: boolean;
  rules: Omit<VariantRules, 'size' | 'regions'>;
}

/** Reads `killer+x` (any case, spaces around `+` allowed); a RangeError names an unknown part and lists the known. */
export function readVariantName(text: string): VariantOrder {
  const parts = String(text)
    .toLowerCase()
    .split('+')
    .map((part) => part.trim());
  const names: VariantName[] = [];
  for (const part of parts) {
    const name = VARIANT_NAMES.find((known) => known === part);
    if (!name) throw new RangeError(`There is no variant "${part}": variants are ${VARIANT_NAMES.join(', ')}.`);
    if (!names.includes(name)) names.push(name);
  }
  const has = (name: VariantName): boolean => names.includes(name);
  return {
    names,
    killer: has('killer'),
    jigsaw: has('jigsaw'),
    rules: {
      ...(has('x') && { diagonals: true }),
      ...(has('windoku') && { windows: true }),
      ...(has('anti-knight') && { antiKnight: true }),
      ...(has('anti-king') && { antiKing: true }),
      ...(has('non-consecutive') && { nonConsecutive: true }),
    },
  };
}

/** The rules of `order` on a `size` grid: boxes, or jigsaw pieces drawn from `seed`. */
export function rulesOf(order: VariantOrder, size: number, seed: number | string): VariantRules {
  if (order.rules.windows && size !== 9) throw new RangeError('windoku is a 9×9 variant');
  const rules = classicRules(size, order.rules);
  return order.jigsaw ? { ...rules, regions: jigsawRegions(size, createRng(`jigsaw:${seed}`)) } : rules;
}
