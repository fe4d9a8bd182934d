/**
 * Command options as data: each knows its name, how it reads in the usage text and how to turn the raw text into
 * a typed value or a specific complaint. The argument parser is generic over these, so a new option (such as
 * `--difficulty`) is one more entry here and one more line in a command's list.
 */
import { LAYOUTS, type Layout } from '../engine/format.ts';
import { GRID_SIZES, geometryOfSize } from '../engine/geometries.ts';
import type { Geometry } from '../engine/geometry.ts';
import {
  SYMMETRIES,
  dailyDateOf,
  dailyDateProblem,
  findTechnique,
  unknownTechniqueMessage,
  untrainable,
  type Symmetry,
} from '../engine/generate/index.ts';
import { LEVELS, type Level, type TechniqueId } from '../engine/grade/index.ts';
import type { Grid } from '../engine/grid.ts';
import { parse } from '../engine/parse/index.ts';
import { PAPERS, type Paper } from './print-sheet.ts';
import { LANGS, type Lang } from '../words/catalogue-types.ts';
import { VARIANT_NAMES, readVariantName, type VariantParts } from '../engine/variant/index.ts';

export type OptionParse<T> = { ok: true; value: T } | { ok: false; message: string };

export interface OptionSpec<T> {
  /** Long name without the dashes: `count` for `--count`. */
  name: string;
  /** What the value looks like in the usage text: `N`, `LAYOUT`; empty for a flag. */
  placeholder: string;
  /** A switch that takes no value (`--unique`): present means `parse('')`. */
  flag?: boolean;
  /** Usage text; `\n` starts a continuation line. */
  help: string;
  parse(raw: string): OptionParse<T>;
}

/** An option without a value: present, it is true. */
function flagOption(name: string, help: string): OptionSpec<boolean> {
  return { name, placeholder: '', flag: true, help, parse: () => ({ ok: true, value: true }) };
}

/** Parsed option values, keyed by the spec that produced them, so reading one back is type-safe. */
export class OptionValues {
  readonly #values = new Map<OptionSpec<unknown>, unknown>();

  set<T>(spec: OptionSpec<T>, value: T): void {
    this.#values.set(spec as OptionSpec<unknown>, value);
  }

  get<T>(spec: OptionSpec<T>): T | undefined {
    // Only `set` writes here, with a value `spec.parse` produced, so the cast is sound.
    return this.#values.get(spec as OptionSpec<unknown>) as T | undefined;
  }
}

function oneOf<T extends string>(
  name: string,
  placeholder: string,
  choices: readonly T[],
  help: string,
): OptionSpec<T> {
  return {
    name,
    placeholder,
    help,
    parse(raw) {
      const value = choices.find((choice) => choice === raw);
      return value !== undefined
        ? { ok: true, value }
        : { ok: false, message: `--${name} must be one of ${choices.join(', ')} (got '${raw}')` };
    },
  };
}

export const MAX_COUNT = 100_000;

export const formatOption = oneOf<Layout>(
  'format',
  'LAYOUT',
  LAYOUTS,
  'grid: 9 lines of 9 digits, 0 blank (default)\nline: 81 characters, . blank\npretty: with box rules',
);

/** The forms a variant puzzle is exchanged in: f-puzzles JSON, a SudokuPad link, our text form (docs/variants.md). */
export const EXCHANGE_FORMATS = ['fpuzzles', 'link', 'text'] as const;
export type ExchangeFormat = (typeof EXCHANGE_FORMATS)[number];
export type CreateFormat = Layout | 'svg' | ExchangeFormat;

/** create's --format: the layouts, printable SVG pages, or the exchange forms a variant needs. */
export const createFormatOption: OptionSpec<CreateFormat> = {
  name: 'format',
  placeholder: 'LAYOUT',
  help: 'grid: N lines of N numbers, 0 blank (default)\nline: N×N characters, . blank\npretty: with box rules\nsvg: a printable page, 6 puzzles on it (see --out);\n  with --variant one puzzle, cages and regions drawn\nfpuzzles: one line of f-puzzles JSON\nlink: a SudokuPad link (f-puzzles payload)\ntext: the variant text form (docs/variants.md)',
  parse(raw) {
    const choices: readonly CreateFormat[] = [...LAYOUTS, 'svg', ...EXCHANGE_FORMATS];
    const value = choices.find((choice) => choice === raw);
    // The classic four first and on their own, as the message always listed them.
    return value !== undefined
      ? { ok: true, value }
      : {
          ok: false,
          message: `--format must be one of ${[...LAYOUTS, 'svg'].join(', ')} or, for any variant, ${EXCHANGE_FORMATS.join(', ')} (got '${raw}')`,
        };
  },
};

/** create's --variant: a variant's name, or several joined by + (names.ts: the names are a contract). */
export const variantOption: OptionSpec<{ name: string; parts: VariantParts }> = {
  name: 'variant',
  placeholder: 'NAME',
  help: `${VARIANT_NAMES.slice(0, 6).join(', ')},\n${VARIANT_NAMES.slice(6).join(', ')}, or several joined by +\n(killer+x); default classic (docs/variants.md)`,
  parse(raw) {
    const read = readVariantName(raw);
    return read.ok
      ? { ok: true, value: { name: raw.trim().toLowerCase(), parts: read.parts } }
      : { ok: false, message: `--variant: ${read.message}` };
  },
};

export const paperOption = oneOf<Paper>('paper', 'SIZE', PAPERS, 'with --format svg: a4 (default) or letter');

export const solutionsOption = flagOption('solutions', 'with --format svg: add solution pages, 12 a page');

export const outOption: OptionSpec<string> = {
  name: 'out',
  placeholder: 'DIR',
  help: 'with --format svg: write one SVG a page into DIR\n(puzzles-1.svg, …, solutions-1.svg, …; their paths\non stdout)',
  parse: (raw) => ({ ok: true, value: raw }),
};

export const symmetryOption = oneOf<Symmetry>(
  'symmetry',
  'S',
  SYMMETRIES,
  `pattern of the givens (default none; rotate180 with\n--difficulty): ${SYMMETRIES.join(', ')}`,
);

export const difficultyOption = oneOf<Level>(
  'difficulty',
  'LEVEL',
  LEVELS,
  `a puzzle whose grade is exactly this level:\n${LEVELS.join(', ')} (see sudoku grade)`,
);

export const dailyOption: OptionSpec<string> = {
  name: 'daily',
  placeholder: 'DATE',
  help: 'the daily puzzle of DATE (YYYY-MM-DD, or today): the same\npuzzle for a date and level everywhere; with --count,\nthe days after it',
  parse(raw) {
    const date = raw === 'today' ? dailyDateOf(new Date()) : raw;
    const problem = dailyDateProblem(date);
    return problem ? { ok: false, message: `--daily: ${problem}` } : { ok: true, value: date };
  },
};

export const techniqueOption: OptionSpec<TechniqueId> = {
  name: 'technique',
  placeholder: 'NAME',
  help: 'a puzzle that needs this technique and nothing harder\n(an id or name from sudoku grade, e.g. x-wing)',
  parse(raw) {
    const technique = findTechnique(raw);
    if (!technique) return { ok: false, message: `--technique: ${unknownTechniqueMessage(raw)}` };
    const never = untrainable(technique.id);
    return never
      ? { ok: false, message: `--technique: no puzzle can need only ${technique.name}: ${never}` }
      : { ok: true, value: technique.id };
  },
};

/** How grade and hint report: sentences for people, JSON for scripts. */
export type ReportFormat = 'text' | 'json';

export const reportFormatOption = oneOf<ReportFormat>(
  'format',
  'F',
  ['text', 'json'],
  'text: lines for people (default)\njson: one JSON object, for scripts; an error is\n{"error": {"code", "message", …}} on stdout too',
);

export const langOption = oneOf<Lang>(
  'lang',
  'L',
  LANGS,
  `the language of the sentences: ${LANGS.join(', ')} (default: from\nLC_ALL, LC_MESSAGES or LANG; any other is en)`,
);

/** The longest search --time-limit allows: an hour is already far past any level's typical second. */
export const MAX_TIME_LIMIT_S = 3600;

export const timeLimitOption: OptionSpec<number> = {
  name: 'time-limit',
  placeholder: 'S',
  help: `with --difficulty or --technique: give up after S seconds\n(default 30, up to ${MAX_TIME_LIMIT_S}) and print the closest found`,
  parse(raw) {
    const seconds = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    return seconds >= 0 && seconds <= MAX_TIME_LIMIT_S
      ? { ok: true, value: seconds }
      : { ok: false, message: `--time-limit must be a number of seconds from 0 to ${MAX_TIME_LIMIT_S} (got '${raw}')` };
  },
};

/** The puzzle's givens for hint, given on the command line because stdin holds the player's board. */
export const givensOption: OptionSpec<Grid> = {
  name: 'givens',
  placeholder: 'PUZZLE',
  help: 'the puzzle as it started (e.g. an 81-character line), so\na wrong entry on the board can be named',
  parse(raw) {
    const parsed = parse(raw);
    if (parsed.ok) return { ok: true, value: parsed.grid };
    // A smaller grid (hint --size 6 or 4; the command checks it is the board's size). Its error stays the 9×9 one.
    for (const size of GRID_SIZES) {
      const geometry = geometryOfSize(size);
      const small = geometry && size !== 9 ? parse(raw, { geometry }) : null;
      if (small?.ok) return { ok: true, value: small.grid };
    }
    return { ok: false, message: `--givens: ${parsed.error.message}` };
  },
};

export const countOption: OptionSpec<number> = {
  name: 'count',
  placeholder: 'N',
  help: `print N puzzles (1 to ${MAX_COUNT}), a blank line between grids`,
  parse(raw) {
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    return n >= 1 && n <= MAX_COUNT
      ? { ok: true, value: n }
      : { ok: false, message: `--count must be a whole number from 1 to ${MAX_COUNT} (got '${raw}')` };
  },
};

/** Batch and single solve: check uniqueness, and answer a puzzle with several solutions as an invalid one. */
export const uniqueOption = flagOption(
  'unique',
  'also check that each puzzle has exactly one solution;\none with several is an error (exit 2), not solved',
);

/**
 * The most worker threads --jobs starts. Each holds its own copy of the engine, so a slip of the keyboard
 * (`--jobs 10000`) must not start thousands; 256 is past the cores of any machine this runs on.
 */
export const MAX_JOBS = 256;

export const jobsOption: OptionSpec<number> = {
  name: 'jobs',
  placeholder: 'K',
  help: `make the puzzles on K threads (1 to ${MAX_JOBS}; default: the\nmachine's cores for a large batch, else 1); with --seed\nthe output is the same for any K`,
  parse(raw) {
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    return n >= 1 && n <= MAX_JOBS
      ? { ok: true, value: n }
      : { ok: false, message: `--jobs must be a whole number from 1 to ${MAX_JOBS} (got '${raw}')` };
  },
};

/** Whole numbers stay numbers so `--count` can step them (seed N, N+1, …); any other text is a seed as well. */
export const seedOption: OptionSpec<number | string> = {
  name: 'seed',
  placeholder: 'N',
  help: 'same seed, same puzzle (with --count, puzzle k uses seed N+k-1)',
  parse(raw) {
    if (/^-?\d+$/.test(raw) && Number.isSafeInteger(Number(raw))) return { ok: true, value: Number(raw) };
    return raw.trim() === '' ? { ok: false, message: '--seed needs a value' } : { ok: true, value: raw };
  },
};

/** create's --size: the classic sizes, and 16 (4×4 boxes), which the variant generator makes. */
export const createSizeOption: OptionSpec<number> = {
  name: 'size',
  placeholder: 'N',
  help: 'the grid is N×N: 9 (default), 6 (2×3 boxes), 4 (2×2\nboxes) or 16 (4×4 boxes); the layouts are N lines of N,\none N×N line, boxed',
  parse(raw) {
    const size = /^\d+$/.test(raw) ? Number(raw) : NaN;
    return geometryOfSize(size) || size === 16
      ? { ok: true, value: size }
      : { ok: false, message: `--size must be one of ${GRID_SIZES.join(', ')} (got '${raw}'), or 16 (4×4 boxes)` };
  },
};

/** The grid's size: 9 (classic, the default), 6 (boxes of 2 rows by 3 columns) or 4 (2×2 boxes). */
export const sizeOption: OptionSpec<Geometry> = {
  name: 'size',
  placeholder: 'N',
  help: 'the grid is N×N: 9 (default), 6 (2×3 boxes) or 4 (2×2\nboxes); the layouts are N lines of N, one N×N line, boxed;\na 16×16 needs no --size (its 16 lines or 256 cells tell)',
  parse(raw) {
    const geometry = /^\d+$/.test(raw) ? geometryOfSize(Number(raw)) : null;
    return geometry
      ? { ok: true, value: geometry }
      : { ok: false, message: `--size must be one of ${GRID_SIZES.join(', ')} (got '${raw}')` };
  },
};
