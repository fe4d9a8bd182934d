/**
 * Puzzle generator: minimal puzzles carved from random solved grids (generate/carve.ts), all drawn from one seeded
 * stream, and, when a difficulty is asked for, graded and retried until one has exactly that level
 * (generate/level-search.ts).
 */
import type { Level } from './levels.ts';
import type { Grid } from './grid.ts';
import { createRng, randomSeed } from './rng.ts';
import { carvePuzzle } from './generate/carve.ts';
import { LevelSearch, type LevelProgress, type StopReason } from './generate/level-search.ts';
import { isLevel } from './levels.ts';
import { isSymmetry, type Symmetry } from './generate/symmetry.ts';

export { SYMMETRIES, isSymmetric, isSymmetry, orbitsOf, type Symmetry } from './generate/symmetry.ts';
export { MIN_BLANKS } from './generate/carve.ts';
export type { LevelProgress, StopReason } from './generate/level-search.ts';

/** How long a search for a level may run by default: far beyond the rarest level's typical second or less. */
export const DEFAULT_TIME_LIMIT_MS = 30_000;

export interface GenerateOptions {
  /** Same seed and same options give the same puzzle in Node, a Web Worker and an MV3 service worker. */
  seed?: number | string;
  /**
   * Shape of the givens pattern. Default 'none', or 'rotate180' when a difficulty is asked for; an unknown value
   * means that default (see `Generated.symmetry`).
   */
  symmetry?: Symmetry;
  /** Generate, grade and retry until the puzzle's grade is exactly this level. An unknown value is ignored. */
  difficulty?: Level;
  /**
   * Budget for the search by level, in milliseconds (default `DEFAULT_TIME_LIMIT_MS`; `Infinity` for none). It is
   * checked between attempts; when it runs out, the closest puzzle found is returned with `stopped: 'time-limit'`.
   */
  timeLimitMs?: number;
  /** Called after every attempt that missed the level, e.g. to show "tried 40 puzzles…". */
  onProgress?: (progress: LevelProgress) => void;
  /**
   * Cancels the search by level: checked between attempts; the closest puzzle so far is returned with
   * `stopped: 'aborted'`. At least one attempt always runs, so there is always a proper puzzle to return. In a
   * synchronous call nothing else runs meanwhile, so only `onProgress` could abort it: use `generateAsync`.
   */
  signal?: AbortSignal;
}

export interface Generated {
  /** Givens, 0 = blank: exactly one solution and at least `MIN_BLANKS` blanks. */
  puzzle: Grid;
  solution: Grid;
  /** The seed used (a fresh random one when none was given), so the puzzle can be replayed. */
  seed: number | string;
  blanks: number;
  /** The symmetry actually applied. */
  symmetry: Symmetry;
  /** The level asked for (only with a difficulty, like the fields below). */
  difficulty?: Level;
  /** `grade(puzzle).level`: equal to `difficulty` unless `stopped` says why not. */
  level?: Level;
  /** `grade(puzzle).score`. */
  score?: number;
  /** Puzzles generated and graded to get this one. */
  attempts?: number;
  /** Set only when the search ended before it found the level asked for; `puzzle` is then the closest found. */
  stopped?: StopReason;
}

/** What a call with a difficulty returns: the grading fields are always there. */
export interface GeneratedAtLevel extends Generated {
  difficulty: Level;
  level: Level;
  score: number;
  attempts: number;
}

interface Resolved {
  seed: number | string;
  symmetry: Symmetry;
  difficulty: Level | null;
  timeLimitMs: number;
}

/** Options from untyped callers are taken as far as they make sense: never a throw, and the result says what was used. */
function resolve(options: GenerateOptions | null | undefined): Resolved {
  const given: unknown = options?.seed;
  const seed = typeof given === 'number' || typeof given === 'string' ? given : randomSeed();
  const difficulty = isLevel(options?.difficulty) ? options.difficulty : null;
  const fallback: Symmetry = difficulty ? 'rotate180' : 'none';
  const symmetry: Symmetry = isSymmetry(options?.symmetry) ? options.symmetry : fallback;
  const limit: unknown = options?.timeLimitMs;
  const timeLimitMs = typeof limit === 'number' && limit >= 0 ? limit : DEFAULT_TIME_LIMIT_MS;
  return { seed, symmetry, difficulty, timeLimitMs };
}

function startSearch(options: GenerateOptions, resolved: Resolved & { difficulty: Level }): LevelSearch {
  const onProgress = typeof options.onProgress === 'function' ? options.onProgress : undefined;
  return new LevelSearch({
    difficulty: resolved.difficulty,
    symmetry: resolved.symmetry,
    rng: createRng(resolved.seed),
    timeLimitMs: resolved.timeLimitMs,
    onProgress,
    signal: options.signal ?? undefined,
  });
}

function searchResult(search: LevelSearch, resolved: Resolved & { difficulty: Level }): GeneratedAtLevel {
  // attempt() has run at least once before this is called, so there is a result.
  const best = search.result()!;
  const result: GeneratedAtLevel = {
    puzzle: best.puzzle,
    solution: best.solution,
    seed: resolved.seed,
    blanks: best.blanks,
    symmetry: resolved.symmetry,
    difficulty: resolved.difficulty,
    level: best.level,
    score: best.score,
    attempts: search.attempts,
  };
  if (search.stopped) result.stopped = search.stopped;
  return result;
}

const hasDifficulty = (r: Resolved): r is Resolved & { difficulty: Level } => r.difficulty !== null;

/**
 * A random puzzle with exactly one solution and at least 40 blanks; reproducible from `seed`. With `difficulty`,
 * its grade is exactly that level (unless the time budget or `signal` stopped the search: see `stopped`). Never
 * throws: from untyped callers, a seed that is neither a number nor a string is replaced by a random one, an
 * unknown symmetry or difficulty by the default, and the result reports what was used.
 */
export function generate(options: GenerateOptions & { difficulty: Level }): GeneratedAtLevel;
export function generate(options?: GenerateOptions): Generated;
export function generate(options: GenerateOptions = {}): Generated {
  const resolved = resolve(options);
  if (!hasDifficulty(resolved)) {
    const { puzzle, solution, blanks } = carvePuzzle(resolved.symmetry, createRng(resolved.seed));
    return { puzzle, solution, seed: resolved.seed, blanks, symmetry: resolved.symmetry };
  }
  const search = startSearch(options, resolved);
  while (!search.attempt());
  return searchResult(search, resolved);
}

/** Yield to the event loop after this much work, so abort and progress reach a Worker's page promptly. */
const YIELD_EVERY_MS = 15;

/**
 * Lets queued tasks (a worker's incoming abort message, a timer) run. A MessageChannel round trip is a fresh task
 * with no delay, where nested `setTimeout(0)` calls are clamped to 4 ms in browsers; setTimeout is the fallback.
 */
function yieldToEventLoop(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * `generate` for a Web Worker or a UI thread: the same puzzle for the same options, but it yields to the event loop
 * every ~15 ms between attempts, so an `abort()` or a progress update from another task gets through while the
 * search runs. Never rejects.
 */
export function generateAsync(options: GenerateOptions & { difficulty: Level }): Promise<GeneratedAtLevel>;
export function generateAsync(options?: GenerateOptions): Promise<Generated>;
export async function generateAsync(options: GenerateOptions = {}): Promise<Generated> {
  const resolved = resolve(options);
  if (!hasDifficulty(resolved)) return generate(options);
  const search = startSearch(options, resolved);
  let lastYield = search.elapsedMs;
  while (!search.attempt()) {
    if (search.elapsedMs - lastYield >= YIELD_EVERY_MS) {
      await yieldToEventLoop();
      lastYield = search.elapsedMs;
      // An abort that arrived while we were away is honoured before the next attempt is paid for.
      if (options.signal?.aborted) {
        search.stopped = 'aborted';
        break;
      }
    }
  }
  return searchResult(search, resolved);
}
