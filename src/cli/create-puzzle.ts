/**
 * Puzzle k of a `sudoku create` run, as text: the one function both the main thread (`--jobs 1`) and the worker
 * threads (create-worker.ts) call, so a seeded batch is the same puzzles whichever thread makes each one.
 */
import { format, type Layout } from '../engine/format.ts';
import { DEFAULT_TIME_LIMIT_MS, generate, type Generated, type Symmetry } from '../engine/generate.ts';
import type { Level } from '../engine/grade/techniques.ts';

/** Everything that decides the puzzles of one run: plain data, so it can be handed to a worker (workerData). */
export interface CreateJob {
  seed: number | string | undefined;
  /** Undefined lets the engine pick its default: none, or rotate180 with a difficulty. */
  symmetry: Symmetry | undefined;
  difficulty: Level | undefined;
  timeLimitMs: number | undefined;
  layout: Layout;
}

export interface CreatedPuzzle {
  /** The puzzle in the run's layout, without a trailing newline. */
  text: string;
  /** The note for stderr when the time limit ran out before the level was found; null otherwise. */
  note: string | null;
}

/** Puzzle k (0-based) of a seeded batch: numbers step (so `--seed N+k` replays it alone), text seeds get a suffix. */
export function seedFor(seed: number | string, k: number): number | string {
  if (k === 0) return seed;
  return typeof seed === 'number' ? seed + k : `${seed}#${k + 1}`;
}

/** Said when the time limit ran out first: the puzzle printed is proper, just not of the level asked for. */
function missedLevel(result: Generated, seconds: number): string {
  return (
    `note: no ${result.difficulty} puzzle found in ${seconds} s (${result.attempts} tried); ` +
    `printed the closest found, level ${result.level}`
  );
}

export function createPuzzle(job: CreateJob, k: number): CreatedPuzzle {
  const result = generate({
    seed: job.seed === undefined ? undefined : seedFor(job.seed, k),
    symmetry: job.symmetry,
    difficulty: job.difficulty,
    timeLimitMs: job.timeLimitMs,
  });
  const note =
    result.stopped === 'time-limit' ? missedLevel(result, (job.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS) / 1000) : null;
  return { text: format(result.puzzle, job.layout), note };
}
