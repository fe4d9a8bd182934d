/**
 * The variant side of `sudoku create` (issue 30): which runs go to the variant generator, the options that do
 * not apply there, and the run itself: puzzle k from seed N+k, printed in the form asked for.
 */
import { geometryOfSize } from '../engine/geometries.ts';
import type { Level } from '../engine/grade/index.ts';
import { randomSeed } from '../engine/rng.ts';
import { classicRules, sizeProblem, VARIANT_LEVEL_ATTEMPTS, type VariantParts } from '../engine/variant/index.ts';
import { formatShows, makeNearestVariant, variantText } from './create-variant.ts';
import { seedFor } from './create-puzzle.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain, type Io } from './io.ts';
import {
  EXCHANGE_FORMATS,
  countOption,
  createFormatOption,
  createSizeOption,
  dailyOption,
  difficultyOption,
  jobsOption,
  outOption,
  paperOption,
  seedOption,
  solutionsOption,
  symmetryOption,
  techniqueOption,
  timeLimitOption,
  variantOption,
  type CreateFormat,
  type OptionSpec,
  type OptionValues,
} from './options.ts';
import { OutputBuffer } from './output-buffer.ts';

/** Whether the run is the variant generator's: a variant other than classic, or a 16×16 (the classic one cannot). */
export function isVariantRun(options: OptionValues): boolean {
  const variant = options.get(variantOption);
  return (variant !== undefined && variant.parts.size > 0) || options.get(createSizeOption) === 16;
}

/** Whether the run prints a classic puzzle in a variant's exchange form (f-puzzles, link, text): made as usual. */
export const isClassicExchange = (options: OptionValues): boolean =>
  !isVariantRun(options) && EXCHANGE_FORMATS.some((format) => format === options.get(createFormatOption));

/**
 * The run's form: as asked, else the grid, or the text form for a killer or a jigsaw, whose cages and regions a grid
 * cannot show (asked for explicitly, grid and line are a usage error saying so).
 */
function variantFormat(options: OptionValues, parts: VariantParts): CreateFormat {
  return options.get(createFormatOption) ?? (formatShows(parts, 'grid') ? 'grid' : 'text');
}

/** A variant run's usage error, or null. */
export function checkVariantOptions(options: OptionValues): string | null {
  if (!isVariantRun(options)) return null;
  const variant = options.get(variantOption);
  const name = variant?.name ?? 'classic';
  const parts: VariantParts = variant?.parts ?? new Set();
  const size = options.get(createSizeOption) ?? 9;
  const problem = sizeProblem(parts, size);
  if (problem) return `--variant ${name}: ${problem}`;
  // Measured: neither a 16×16 killer nor a 16×16 jigsaw came out of the generator within 2 minutes (seed 1).
  if (size === 16 && (parts.has('killer') || parts.has('jigsaw')))
    return `--variant ${name}: 16×16 killer and jigsaw puzzles are not made yet (the generator takes minutes); solve reads them`;
  const notYet: OptionSpec<unknown>[] = [
    techniqueOption,
    dailyOption,
    symmetryOption,
    jobsOption,
    timeLimitOption,
    paperOption,
    solutionsOption,
    outOption,
  ];
  const stray = notYet.find((option) => options.get(option) !== undefined);
  if (stray) return `--${stray.name} does not apply to --variant ${name} (${size}×${size}) yet`;
  const format = variantFormat(options, parts);
  if (format === 'pretty')
    return `--format pretty is for classic grids: use grid, line, ${EXCHANGE_FORMATS.join(', ')} or svg`;
  if (!formatShows(parts, format)) {
    const what = parts.has('killer') ? 'its cages' : 'its regions';
    return `--format ${format} cannot show ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name} puzzle (${what}): use --format fpuzzles, link, text or svg`;
  }
  if (format === 'svg' && (options.get(countOption) ?? 1) > 1)
    return '--format svg with --variant draws one puzzle: leave out --count, or use another format';
  return null;
}

/** Multi-line forms get a blank line between puzzles, as the classic grids do; one-line forms none. */
const separated = (format: CreateFormat): boolean => format === 'grid' || format === 'text';

/** Prints the run's puzzles; a rule set with no grid at that size is said plainly (exit 1). */
export async function runVariant(options: OptionValues, io: Io): Promise<ExitCode> {
  const variant = options.get(variantOption);
  const parts: VariantParts = variant?.parts ?? new Set();
  const name = variant?.name ?? 'classic';
  const size = options.get(createSizeOption) ?? 9;
  const format = variantFormat(options, parts);
  const count = options.get(countOption) ?? 1;
  const difficulty: Level | undefined = options.get(difficultyOption);
  const seed = options.get(seedOption) ?? randomSeed();
  const out = new OutputBuffer(io.stdout);
  for (let k = 0; k < count; k++) {
    let nearest;
    try {
      nearest = makeNearestVariant(parts, size, seedFor(seed, k), difficulty);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      out.flush();
      complain(io, `no ${size}×${size} ${name} puzzle could be made: ${error.message}`);
      return EXIT.usage;
    }
    out.writeLine(`${k > 0 && separated(format) ? '\n' : ''}${variantText(nearest.made, format, name)}`);
    out.flush();
    if (nearest.level !== difficulty)
      complain(
        io,
        `note: no ${difficulty} ${size}×${size} ${name} puzzle found in ${VARIANT_LEVEL_ATTEMPTS} tries; ` +
          `printed the closest found, level ${nearest.level}`,
      );
    await io.tick();
    if (io.stdout.closed) break;
  }
  out.flush();
  // A grid or line holds the digits only: said once, so the round trip through solve keeps the rules.
  if (parts.size > 0 && (format === 'grid' || format === 'line'))
    complain(
      io,
      `note: the ${format} layout holds the digits only: read it back with --variant ${name} ` +
        `(sudoku solve --variant ${name}), or print --format text, fpuzzles or link to keep the rules`,
    );
  return EXIT.ok;
}

/** A classic puzzle's line (as the classic generator makes it) in an exchange form. */
export function classicExchangeText(line: string, size: number, format: CreateFormat): string {
  const geometry = geometryOfSize(size);
  if (!geometry) throw new RangeError(`no classic ${size}×${size}`);
  const givens = [...line].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
  return variantText({ rules: classicRules(size), givens }, format, 'classic');
}
