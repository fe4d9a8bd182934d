/**
 * Statistics per variant (issue 30): each variant's games are counted apart from classic ones and from each other,
 * with the very bookkeeping of classic games (bookkeeping.ts), one Tally a variant. They are stored together under
 * `<persist>:statistics:variants`, beside the classic ones, which keep their key `<persist>:statistics` as they were:
 * nothing to migrate, and a build without variants reads its players' statistics as before.
 *
 * A variant's name is the engine's (`killer`, `killer+x`: engine/variant/names.ts), with its size when it is not
 * 9×9 (`killer 6×6`, `classic 16×16`).
 */
import type { Level } from '../../engine/levels.ts';
import { variantNameOf, type VariantRules } from '../../engine/variant/index.ts';
import { readTally, summarise, type LevelStatistics, type Tally } from './bookkeeping.ts';

export { variantStatisticsKey } from './bookkeeping.ts';

/** Every variant's tally, by name. */
export interface VariantTallies {
  version: 1;
  variants: Record<string, Tally>;
}

/** The name a variant's games are counted under. */
export const variantStatisticsName = (rules: VariantRules): string =>
  rules.size === 9 ? variantNameOf(rules) : `${variantNameOf(rules)} ${rules.size}×${rules.size}`;

/** A name as variantStatisticsName writes them: anything else stored is not ours. */
const NAME = /^[a-z][a-z+-]{0,99}(?: \d{1,2}×\d{1,2})?$/;

export const emptyVariantTallies = (): VariantTallies => ({ version: 1, variants: {} });

/**
 * Reads stored variant statistics (as readTally reads classic ones): nothing stored, empty ones; text that is not
 * JSON, another format, a name that is none, or any variant's tally that does not add up: empty ones, and why.
 */
export function readVariantTallies(text: string | null): { tally: VariantTallies; problem: string | null } {
  const refuse = (problem: string) => ({ tally: emptyVariantTallies(), problem });
  if (text === null) return { tally: emptyVariantTallies(), problem: null };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse('they are not JSON');
  }
  const record = data as Partial<VariantTallies> | null;
  if (typeof record !== 'object' || record === null || record.version !== 1)
    return refuse('they are of another format');
  const { variants } = record;
  if (typeof variants !== 'object' || variants === null || Array.isArray(variants))
    return refuse('they have no variants');
  const tally = emptyVariantTallies();
  for (const [name, stored] of Object.entries(variants)) {
    if (!NAME.test(name)) return refuse(`'${name.slice(0, 40)}' is no variant`);
    const read = readTally(JSON.stringify(stored));
    if (read.problem !== null) return refuse(`${name}: ${read.problem}`);
    tally.variants[name] = read.tally;
  }
  return { tally, problem: null };
}

/** Each variant's statistics per level, as of `today` (what `board.statistics()` gives as `variants`). */
export function summariseVariants(
  tallies: VariantTallies,
  today: string,
): Record<string, Record<Level, LevelStatistics>> {
  return Object.fromEntries(
    Object.entries(tallies.variants).map(([name, tally]) => [name, summarise(tally, today).levels]),
  );
}
