/**
 * Variants by name (issue 30): `classic`, `killer`, `jigsaw`, `x`, `windoku`, `anti-knight`, `anti-king`,
 * `non-consecutive`, stacked with `+` (`killer+x`). The names are a contract: the CLI's --variant and the text
 * form's `variant:` line both read them, so a script written against one works with the other.
 */
import { boxRegions, type VariantRules } from './rules.ts';

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

/** The parts of a variant (classic is none of them): what the generator and the text form need to know. */
export type VariantParts = ReadonlySet<Exclude<VariantName, 'classic'>>;

export type NameRead = { ok: true; parts: VariantParts } | { ok: false; message: string };

/** `killer+x` → its parts; a name not in the list, or one twice, is named in the message. */
export function readVariantName(text: string): NameRead {
  const names = text.trim().toLowerCase().split('+');
  const parts = new Set<Exclude<VariantName, 'classic'>>();
  for (const raw of names) {
    const name = raw.trim();
    const known = VARIANT_NAMES.find((candidate) => candidate === name);
    if (!known)
      return {
        ok: false,
        message: `unknown variant '${name}' (variants: ${VARIANT_NAMES.join(', ')}; combine them with +, e.g. killer+x)`,
      };
    if (known === 'classic') {
      if (names.length > 1) return { ok: false, message: `classic does not combine with other variants ('${text}')` };
      continue;
    }
    if (parts.has(known)) return { ok: false, message: `variant '${known}' is named twice in '${text}'` };
    parts.add(known);
  }
  return { ok: true, parts };
}

/** What size the parts cannot be played at, or null: windows are a 9×9 rule. */
export function sizeProblem(parts: VariantParts, size: number): string | null {
  if (![4, 6, 9, 16].includes(size)) return `a ${size}×${size} grid: sizes 4, 6, 9 and 16 are played`;
  if (parts.has('windoku') && size !== 9) return `windoku is a 9×9 variant (size ${size} asked)`;
  return null;
}

/** The rules of the parts at `size`, without cages (a killer's are cut by the generator) and on `regions`. */
export function rulesOfParts(parts: VariantParts, size: number, regions?: readonly number[]): VariantRules {
  const rules: VariantRules = { size, regions: regions ?? boxRegions(size) };
  if (parts.has('x')) rules.diagonals = true;
  if (parts.has('windoku')) rules.windows = true;
  if (parts.has('anti-knight')) rules.antiKnight = true;
  if (parts.has('anti-king')) rules.antiKing = true;
  if (parts.has('non-consecutive')) rules.nonConsecutive = true;
  return rules;
}

/** Whether the regions are not the size's boxes: a jigsaw. */
export const isJigsaw = (rules: VariantRules): boolean => {
  const boxes = boxRegions(rules.size);
  return rules.regions.some((region, cell) => region !== boxes[cell]);
};

/** The canonical name of the rules (`killer+jigsaw+x`, in the order of VARIANT_NAMES); extra regions have none. */
export function variantNameOf(rules: VariantRules): string {
  const has: Record<Exclude<VariantName, 'classic'>, boolean> = {
    killer: Boolean(rules.cages?.length),
    jigsaw: isJigsaw(rules),
    x: Boolean(rules.diagonals),
    windoku: Boolean(rules.windows),
    'anti-knight': Boolean(rules.antiKnight),
    'anti-king': Boolean(rules.antiKing),
    'non-consecutive': Boolean(rules.nonConsecutive),
  };
  const names = VARIANT_NAMES.filter((name) => name !== 'classic' && has[name]);
  return names.length ? names.join('+') : 'classic';
}
