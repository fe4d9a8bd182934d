/** `sudoku create`: new puzzles from the engine's generator, in the seeds' layout unless asked otherwise. */
import { availableParallelism } from 'node:os';
import type { Level } from '../engine/grade/index.ts';
import { CLASSIC } from '../engine/geometry.ts';
import type { GridSize } from '../engine/geometries.ts';
import { symmetryAtGeometryProblem } from '../engine/generate/index.ts';
import type { Command } from './command.ts';
import { createInParallel } from './create-parallel.ts';
import { createPuzzle, type CreatedPuzzle, type CreateJob } from './create-puzzle.ts';
import { EXIT } from './exit-codes.ts';
import { complain, type Io } from './io.ts';
import { OutputBuffer } from './output-buffer.ts';
import {
  countOption,
  createFormatOption,
  dailyOption,
  difficultyOption,
  jobsOption,
  outOption,
  paperOption,
  seedOption,
  createSizeOption,
  solutionsOption,
  symmetryOption,
  techniqueOption,
  timeLimitOption,
  variantOption,
  type CreateFormat,
  type OptionSpec,
  type OptionValues,
} from './options.ts';
import { Progress } from './progress.ts';
import { writeSheet } from './create-sheet.ts';
import { pageCount } from './print-sheet.ts';
import type { Layout } from '../engine/format.ts';
import { geometryOfSize } from '../engine/geometries.ts';
import {
  checkVariantOptions,
  classicExchangeText,
  isClassicExchange,
  isVariantRun,
  runVariant,
} from './create-variant-run.ts';

export { seedFor } from './create-puzzle.ts';

/** Options that parse one by one but not together, said as a usage error; null when they fit. */
/** The sheet's options only make sense for a sheet, and stdout holds one page. */
function checkSheet(options: OptionValues): string | null {
  if (options.get(createFormatOption) !== 'svg') {
    const sheetOnly: OptionSpec<unknown>[] = [paperOption, solutionsOption, outOption];
    const stray = sheetOnly.find((o) => options.get(o) !== undefined);
    return stray ? `--${stray.name} only applies with --format svg` : null;
  }
  const count = options.get(countOption) ?? 1;
  const pages = pageCount(count, options.get(solutionsOption) ?? false);
  if (pages > 1 && options.get(outOption) === undefined) {
    const solutions = options.get(solutionsOption) ? (count === 1 ? ' and its solution' : ' and their solutions') : '';
    const what = `${count === 1 ? 'a puzzle' : `${count} puzzles`}${solutions}`;
    return `${what} take ${pages} pages: give --out DIR to write one SVG a page (stdout holds one)`;
  }
  return null;
}

/** At another size than 9: what the generator can't make there (no trainer, daily or sheet), and symmetries that fit. */
function checkSize(options: OptionValues): string | null {
  const geometry = geometryOfSize(options.get(createSizeOption) ?? 9) ?? CLASSIC;
  if (geometry === CLASSIC) return null;
  const nineOnly = [techniqueOption, dailyOption].find((o) => options.get(o) !== undefined);
  if (nineOnly) return `--${nineOnly.name} makes 9×9 puzzles only for now (--size ${geometry.size} asked)`;
  const symmetry = symmetryAtGeometryProblem(geometry, options.get(symmetryOption));
  return symmetry && `--symmetry ${symmetry}`;
}

function checkOptions(options: OptionValues): string | null {
  // A variant's run (or a 16×16) has its own options; the classic checks below are for the classic generator.
  if (isVariantRun(options)) return checkVariantOptions(options);
  const sheet = checkSheet(options) ?? checkSize(options);
  if (sheet) return sheet;
  const technique = options.get(techniqueOption) !== undefined;
  if (technique && options.get(difficultyOption) !== undefined) {
    return "--technique and --difficulty don't go together: the technique decides the level";
  }
  if (options.get(dailyOption) !== undefined) {
    const clash = [seedOption, symmetryOption, timeLimitOption].find((o) => options.get(o) !== undefined);
    if (clash) return `--${clash.name} does not apply to --daily: the date alone decides the puzzle`;
  }
  if (options.get(timeLimitOption) !== undefined && options.get(difficultyOption) === undefined && !technique) {
    return '--time-limit only applies with --difficulty or --technique (a plain puzzle takes well under 1 ms)';
  }
  // Seeds past 2^53 stop being distinct numbers: N+1 would repeat N's puzzle.
  const seed = options.get(seedOption);
  const count = options.get(countOption) ?? 1;
  if (typeof seed === 'number' && seed + count - 1 > Number.MAX_SAFE_INTEGER) {
    return `--seed ${seed} with --count ${count} passes ${Number.MAX_SAFE_INTEGER}: use a smaller seed`;
  }
  return null;
}

/**
 * Rough time to one puzzle on one core, in ms: the 1-job rates of bench/jobs-bench.ts on a 2-core VM (plain
 * puzzles are carved only, no grading). Only used to guess whether a batch is worth threads; a wrong guess costs
 * little.
 */
const TYPICAL_MS: Record<Level | 'plain', number> = {
  plain: 0.3,
  easy: 0.4,
  medium: 3,
  hard: 3,
  expert: 5,
  extreme: 100,
};

/**
 * Below this much work in one thread, --jobs defaults to 1. Each worker starts cold: it loads its own copy of the
 * engine (~40 ms) and runs it slowly until its JIT has warmed up, and on a 2-core machine the two workers' optimizing
 * compilers compete with the work itself. Measured on 2 cores (bench/jobs-bench.ts), 2 jobs lost to 1 on runs of
 * about a second at hard and expert levels and gained ~1.4× on runs of several seconds; 2 s keeps threads for the
 * batches that gain. That is from 20 extreme puzzles, 400 expert, 667 hard or medium, 5000 easy, 6667 with no level
 * (and never threads for --count 1).
 */
const WORTH_THREADS_MS = 2000;

/** A trainer puzzle: most techniques take a few hundred ms (bench/trainer-bench.ts), rare ones seconds. */
const TYPICAL_TRAINER_MS = 500;

/** --jobs when not given: the machine's cores, for a batch big enough to be worth starting threads. */
export function defaultJobs(count: number, job: CreateJob): number {
  const typical = job.technique ? TYPICAL_TRAINER_MS : TYPICAL_MS[job.difficulty ?? (job.daily ? 'medium' : 'plain')];
  return count * typical >= WORTH_THREADS_MS ? availableParallelism() : 1;
}

export const createCommand: Command = {
  name: 'create',
  summary: 'print a new random puzzle: one solution, at least 40 blanks',
  options: [
    difficultyOption,
    dailyOption,
    techniqueOption,
    seedOption,
    countOption,
    jobsOption,
    symmetryOption,
    createFormatOption,
    paperOption,
    solutionsOption,
    outOption,
    timeLimitOption,
    createSizeOption,
    variantOption,
  ],
  readsStdin: false,
  checkOptions,
  notes: `With --difficulty, puzzles are generated and graded (as sudoku grade does)
until one has exactly that level, usually well within a second. Should the
time limit run out first, the closest level found is printed, with a note on
stderr; the exit code is still 0. --technique works the same way: the puzzle
needs that technique, and every other step is one the grader tries before it
(no harder level). --daily prints the daily puzzle of a date (medium unless
--difficulty or --technique says otherwise): the date alone decides it.

With --count, --jobs K makes the puzzles on K worker threads; they are printed
in order as they are done, so with --seed the output does not depend on K. On
a terminal, stderr shows how many are made so far.

--format svg lays the puzzles out for printing, 6 a page (A4 or --paper
letter), numbered, black on white; --solutions adds solution pages, 12 a page
with the givens in bold. One page goes to stdout; more need --out DIR, which
gets one SVG file a page.

--size 6 makes 6×6 puzzles (boxes of 2 rows by 3 columns, at least 18 blanks;
symmetry none, rotate180 or mirror), --size 4 makes 4×4 ones (2×2 boxes, at
least 8 blanks; every symmetry); printed as N lines of N (or --format line,
pretty, svg). --difficulty grades at that size: every 4×4 puzzle is easy; at
6×6 every level is found (extreme in seconds). --technique and --daily are 9×9
only.

--variant NAME makes a variant (docs/variants.md): classic, killer, jigsaw, x,
windoku, anti-knight, anti-king, non-consecutive, or several joined by +
(killer+x), at --size 4, 6, 9 or 16 (windoku 9 only; --size 16 alone is a
classic 16×16). --format fpuzzles prints one line of f-puzzles JSON, link a
SudokuPad link, text the variant text form, svg one drawing; a killer's cages
and a jigsaw's regions need one of these (text by default; grid and line are
refused). Variants are unique and the same for the same --seed; with
--difficulty (easy, medium, hard or extreme) they are graded by the variant
techniques (docs/variants.md) until one has that level; where the rules make
none in 40 tries (a 6×6 killer is seldom hard), the closest easier one found
is printed, with a note on stderr.`,
  async run(options, io) {
    if (isVariantRun(options)) return runVariant(options, io);
    const seconds = options.get(timeLimitOption);
    const job: CreateJob = {
      seed: options.get(seedOption),
      // Left undefined when not given, so the engine picks its default: none, or rotate180 with a difficulty.
      symmetry: options.get(symmetryOption),
      difficulty: options.get(difficultyOption),
      technique: options.get(techniqueOption),
      daily: options.get(dailyOption),
      timeLimitMs: seconds === undefined ? undefined : seconds * 1000,
      layout: layoutOf(options.get(createFormatOption)),
      // Only when asked, so a 9×9 job (and the worker's workerData) is what it always was.
      ...(options.get(createSizeOption) ? { size: options.get(createSizeOption) as GridSize } : {}),
    };
    const svg = options.get(createFormatOption) === 'svg';
    const count = options.get(countOption) ?? 1;
    const jobs = Math.min(options.get(jobsOption) ?? defaultJobs(count, job), count);
    const progress = count > 1 && io.stderr.isTerminal ? new Progress(io.stderr, count) : null;
    const sheet: CreatedPuzzle[] = [];
    // A classic puzzle in a variant's exchange form (f-puzzles, link, text): made as a line, then written out.
    const exchange = isClassicExchange(options) ? options.get(createFormatOption) : undefined;
    const print = svg ? collector(io, sheet, progress) : printer(io, job, progress, exchange);
    try {
      if (jobs > 1) {
        await createInParallel(job, count, jobs, {
          // Results arrive in runs of ~20 ms of work: each is written as it comes, so output streams.
          print: (k, puzzle) => {
            print(k, puzzle);
            print.flush();
          },
          made: (made) => progress?.update(made),
          stopped: () => io.stdout.closed,
        });
      } else {
        // Plain puzzles take a fraction of a millisecond: they leave in blocks, one write and one pause for a closed
        // stdout per block instead of per puzzle. Graded ones, or a terminal watching, get theirs at once.
        const block = job.difficulty || job.technique || job.daily || io.stdout.isTerminal ? 1 : 64;
        for (let k = 0; k < count; k++) {
          print(k, createPuzzle(job, k));
          if (count > 1 && (k % block === block - 1 || k === count - 1)) {
            print.flush();
            progress?.update(k + 1);
            await io.tick();
            if (io.stdout.closed) break;
          }
        }
      }
      print.flush();
    } finally {
      progress?.clear();
    }
    if (!svg) return EXIT.ok;
    const sheetOptions = {
      paper: options.get(paperOption) ?? 'a4',
      solutions: options.get(solutionsOption) ?? false,
      out: options.get(outOption),
      geometry: geometryOfSize(options.get(createSizeOption) ?? 9) ?? CLASSIC,
    };
    return writeSheet(sheet, sheetOptions, io);
  },
};

/** The text layout of the run: a sheet is drawn from the grids, so its puzzles are made as plain lines. */
const layoutOf = (format: CreateFormat | undefined): Layout =>
  format === 'grid' || format === 'pretty' || format === undefined ? (format ?? 'grid') : 'line';

/** For a sheet: keeps the puzzles (in order of k) to lay out at the end; notes still go to stderr at once. */
function collector(io: Io, sheet: CreatedPuzzle[], progress: Progress | null): Printer {
  const keep = (_k: number, puzzle: CreatedPuzzle): void => {
    sheet.push(puzzle);
    if (puzzle.note) {
      progress?.clear();
      complain(io, puzzle.note);
    }
  };
  return Object.assign(keep, { flush: () => undefined });
}

interface Printer {
  (k: number, puzzle: CreatedPuzzle): void;
  /** Writes what is held back; a note on stderr always flushes first, so the two stay in order. */
  flush(): void;
}

/** Prints puzzle k (called in order of k) and its note, keeping the progress line out of their way. */
function printer(io: Io, job: CreateJob, progress: Progress | null, exchange?: CreateFormat): Printer {
  // Grids need a blank line between them to stay readable (and re-parseable); 81-char lines need nothing.
  const separator = job.layout === 'line' && exchange !== 'text' ? '' : '\n';
  const out = new OutputBuffer(io.stdout);
  const print = (k: number, puzzle: CreatedPuzzle): void => {
    const { note } = puzzle;
    const text = exchange ? classicExchangeText(puzzle.givens, job.size ?? 9, exchange) : puzzle.text;
    // On a terminal shared with stdout the puzzle would land after the progress text: clear it (it is redrawn).
    if (io.stdout.isTerminal) progress?.clear();
    out.writeLine(`${k > 0 ? separator : ''}${text}`);
    if (note) {
      out.flush();
      progress?.clear();
      complain(io, note);
    }
  };
  return Object.assign(print, { flush: () => out.flush() });
}
