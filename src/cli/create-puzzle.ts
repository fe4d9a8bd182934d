/**
 * Puzzle k of a `sudoku create` run, as text: the one function both the main thread (`--jobs 1`) and the worker
 * threads (create-worker.ts) call, so a seeded batch is the same puzzles whichever thread makes each one.
 */
import { format, type Layout } from '../engine/format.ts';
import { geometryOfSize, type GridSize } from '../engine/geometries.ts';
import { CLASSIC } from '../engine/geometry.ts';
import { DEFAULT_TIME_LIMIT_MS, generate, type Generated, type Symmetry } from '../engine/generate/index.ts';
import { gridToLine } from '../engine/grid.ts';
import { TECHNIQUE_BY_ID, type Level, type TechniqueId } from '../engine/grade/index.ts';

/** Everything that decides the puzzles of one run: plain data, so it can be handed to a worker (workerData). */
export interface CreateJob {
  seed: number | string | undefined;
  /** Undefined lets the engine pick its default: none, or rotate180 with a difficulty. */
  symmetry: Symmetry | undefined;
  difficulty: Level | undefined;
  /** The technique trainer's technique (the level is then its level). */
  technique?: TechniqueId;
  /** The daily puzzle of this date (YYYY-MM-DD); puzzle k of a batch is the daily of k days later. */
  daily?: string;
  timeLimitMs: number | undefined;
  layout: Layout;
  /** The grid's size (`--size`, default 9): a number, not the Geometry, since a worker gets the job as plain data. */
  size?: GridSize;
}

export interface CreatedPuzzle {
  /** The puzzle in the run's layout, without a trailing newline. */
  text: string;
  /** Its givens and solution as one-line grids (81 characters at 9×9), for a printed sheet (--format svg). */
  givens: string;
  solution: string;
  /** The note for stderr when the time limit ran out before the level was found; null otherwise. */
  note: string | null;
}

/** Puzzle k (0-based) of a seeded batch: numbers step (so `--seed N+k` replays it alone), text seeds get a suffix. */
export function seedFor(seed: number | string, k: number): number | string {
  if (k === 0) return seed;
  return typeof seed === 'number' ? seed + k : `${seed}#${k + 1}`;
}

/** The date `days` after `date` (both YYYY-MM-DD, already checked), in the calendar, time zones aside. */
export function dayAfter(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return next.toISOString().slice(0, 10);
}

/** Said when a search ended first: the puzzle printed is proper, just not what was asked for. */
function missed(result: Generated, job: CreateJob): string | null {
  if (!result.stopped || result.stopped === 'aborted') return null;
  const what = result.technique
    ? `puzzle needing ${TECHNIQUE_BY_ID[result.technique].name}`
    : `${result.difficulty} puzzle`;
  const within =
    result.stopped === 'time-limit'
      ? `in ${(job.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS) / 1000} s`
      : `in the daily's ${result.attempts} attempts`;
  return `note: no ${what} found ${within} (${result.attempts} tried); printed the closest found, level ${result.level}`;
}

/** The engine's options for puzzle k of the job. */
export function generateOptionsFor(job: CreateJob, k: number): Parameters<typeof generate>[0] {
  const geometry = geometryOfSize(job.size ?? 9) ?? CLASSIC;
  return {
    ...(geometry === CLASSIC ? {} : { geometry }),
    seed: job.seed === undefined ? undefined : seedFor(job.seed, k),
    symmetry: job.symmetry,
    difficulty: job.difficulty,
    timeLimitMs: job.timeLimitMs,
    ...(job.technique ? { technique: job.technique } : {}),
    ...(job.daily ? { daily: dayAfter(job.daily, k) } : {}),
  };
}

export function createPuzzle(job: CreateJob, k: number): CreatedPuzzle {
  const options = generateOptionsFor(job, k);
  const result = generate(options);
  const geometry = options?.geometry ?? CLASSIC;
  const line = (grid: number[]): string => (geometry === CLASSIC ? gridToLine(grid) : format(grid, 'line', geometry));
  const text = format(result.puzzle, job.layout, geometry);
  return { text, givens: line(result.puzzle), solution: line(result.solution), note: missed(result, job) };
}
