/**
 * Puzzle generator: minimal puzzles carved from random solved grids (generate/carve.ts), all drawn from one seeded
 * stream, and, when a difficulty is asked for, graded and retried until one has exactly that level
 * (generate/level-search.ts); when a technique is asked for, until one needs it and nothing harder
 * (generate/technique-search.ts). A daily puzzle is one of those from a seed made of the date (generate/daily.ts).
 * Plain puzzles come at any box geometry up to 9×9 (generate/geometry-check.ts says which and why not).
 */
import { CLASSIC, type Geometry } from '../geometry.ts';
import type { Level } from '../levels.ts';
import type { Grid } from '../grid.ts';
import type { TechniqueId } from '../grade/index.ts';
import { createRng, randomSeed } from '../rng.ts';
import { carvePuzzle, type Carved } from './carve.ts';
import { DAILY_MAX_ATTEMPTS, dailyDateProblem, dailySeed } from './daily.ts';
import { LevelSearch, type LevelProgress, type StopReason } from './level-search.ts';
import type { SearchLoop } from './search-loop.ts';
import { TechniqueSearch, findTechnique, unknownTechniqueMessage, untrainable } from './technique-search.ts';
import { isLevel } from '../levels.ts';
import { bankEntries } from './trainer-bank.ts';
import { isSymmetry, type Symmetry } from './symmetry.ts';
import { geometryProblem, searchAtGeometryProblem, symmetryAtGeometryProblem } from './geometry-check.ts';

export {
  SYMMETRIES,
  isSymmetric,
  isSymmetry,
  orbitsOf,
  symmetriesOf,
  symmetryApplies,
  type Symmetry,
} from './symmetry.ts';
export { MIN_BLANKS, minBlanks } from './carve.ts';
export { symmetryAtGeometryProblem } from './geometry-check.ts';
export type { LevelProgress, StopReason } from './level-search.ts';
export { DAILY_MAX_ATTEMPTS, dailyDateOf, dailyDateProblem, dailySeed, type DailyDate } from './daily.ts';
export { findTechnique, unknownTechniqueMessage, untrainable } from './technique-search.ts';
export { TOO_SLOW_TO_TRAIN, trainerTechniques, type TrainerTechnique } from './trainer-catalogue.ts';

/** How long a search for a level may run by default: far beyond the rarest level's typical second or less. */
export const DEFAULT_TIME_LIMIT_MS = 30_000;

export interface GenerateOptions {
  /**
   * The grid's shape (default CLASSIC, 9×9): MINI (4×4) and SIX (6×6, boxes of 2 rows by 3 columns) from
   * geometries.ts, or any box geometry up to 9×9. A `difficulty` is graded at that geometry (every 4×4 puzzle is
   * easy; plain 6×6 ones are mostly easy, and the search finds every level there, extreme in seconds). At
   * another shape than 9×9, `technique` and `daily` throw a RangeError (the trainer and the daily are 9×9), and so
   * does a `symmetry` that does not map the boxes onto boxes (rotate90 and diagonal at 6×6: see `symmetriesOf`); a
   * value that is not a geometry throws too.
   */
  geometry?: Geometry;
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
   * The technique trainer: generate until the puzzle needs this technique and nothing harder (it is used, and every
   * step uses it or a technique the grader tries before it, of no higher level; generate/technique-search.ts). A
   * technique id (`'x-wing'`) or name (`'X-wing'`); `difficulty` is then ignored (the level is the technique's).
   * One that is not in the catalogue throws a RangeError listing the ids, and so does one no puzzle can end on
   * (`untrainable`: the full house).
   */
  technique?: TechniqueId | string;
  /**
   * The daily puzzle of this date, `YYYY-MM-DD` (with `difficulty`, default medium, or `technique`): the same puzzle
   * for the same date and level on every machine and browser. The seed is made of the date and level, the symmetry
   * is rotate180, and the search is bounded by attempts instead of time, so `seed`, `symmetry` and `timeLimitMs`
   * are ignored (`signal` still stops it, and the result then says `stopped: 'aborted'`: it is not the daily). A
   * date that is malformed or not a day of the calendar (`2026-02-30`) throws a RangeError saying why.
   */
  daily?: string;
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
  /** Givens, 0 = blank: exactly one solution and at least `minBlanks(geometry)` blanks (`MIN_BLANKS`, 40, at 9×9). */
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
  /** The technique asked for (its id), with `technique`: unless `stopped`, the puzzle needs it and nothing harder. */
  technique?: TechniqueId;
  /** The date, for a daily puzzle. */
  daily?: string;
}

/** What a call with a difficulty returns: the grading fields are always there. */
export interface GeneratedAtLevel extends Generated {
  difficulty: Level;
  level: Level;
  score: number;
  attempts: number;
}

interface Resolved {
  geometry: Geometry;
  seed: number | string;
  symmetry: Symmetry;
  difficulty: Level | null;
  technique: TechniqueId | null;
  daily: string | null;
  timeLimitMs: number;
}

/**
 * Options from untyped callers are taken as far as they make sense and the result says what was used. The two
 * exceptions throw: a daily date or a technique that is not one, since any puzzle in their place would silently be
 * another puzzle than the one asked for.
 */
function resolve(options: GenerateOptions | null | undefined): Resolved {
  const geometry = resolveGeometry(options);
  const daily = options?.daily === undefined ? null : options.daily;
  const problem = daily === null ? null : dailyDateProblem(daily);
  if (problem) throw new RangeError(problem);
  const asked = options?.technique;
  const found = asked === undefined ? null : findTechnique(asked);
  if (asked !== undefined && !found) throw new RangeError(unknownTechniqueMessage(asked));
  const never = found ? untrainable(found.id) : null;
  if (never) throw new RangeError(`no puzzle can need only ${found!.name}: ${never}`);
  const technique = found?.id ?? null;
  const level = isLevel(options?.difficulty) ? options.difficulty : null;
  const difficulty = found?.level ?? (daily === null ? level : (level ?? 'medium'));
  const given: unknown = options?.seed;
  let seed = typeof given === 'number' || typeof given === 'string' ? given : randomSeed();
  const fallback: Symmetry = difficulty ? 'rotate180' : 'none';
  let symmetry: Symmetry = isSymmetry(options?.symmetry) ? options.symmetry : fallback;
  const limit: unknown = options?.timeLimitMs;
  let timeLimitMs = typeof limit === 'number' && limit >= 0 ? limit : DEFAULT_TIME_LIMIT_MS;
  if (daily !== null) {
    seed = dailySeed(daily, technique ?? difficulty ?? 'medium');
    symmetry = 'rotate180';
    timeLimitMs = Infinity;
  }
  return { geometry, seed, symmetry, difficulty, technique, daily, timeLimitMs };
}

/** The geometry asked for, checked against what the generator can make there (geometry-check.ts). */
function resolveGeometry(options: GenerateOptions | null | undefined): Geometry {
  const geometry: unknown = options?.geometry;
  if (geometry === undefined || geometry === CLASSIC) return CLASSIC;
  const problem =
    geometryProblem(geometry) ??
    searchAtGeometryProblem(geometry as Geometry, options ?? {}) ??
    symmetryAtGeometryProblem(geometry as Geometry, options?.symmetry);
  if (problem) throw new RangeError(`generate: ${problem}`);
  return geometry as Geometry;
}

type Searching = SearchLoop & { result(): (Carved & { level: Level; score: number }) | null };

function startSearch(options: GenerateOptions, resolved: Resolved & { difficulty: Level }): Searching {
  const loop = {
    ...(resolved.geometry === CLASSIC ? {} : { geometry: resolved.geometry }),
    symmetry: resolved.symmetry,
    rng: createRng(resolved.seed),
    timeLimitMs: resolved.timeLimitMs,
    ...(resolved.daily === null ? {} : { maxAttempts: DAILY_MAX_ATTEMPTS }),
    onProgress: typeof options.onProgress === 'function' ? options.onProgress : undefined,
    signal: options.signal ?? undefined,
  };
  if (resolved.technique)
    return new TechniqueSearch({ ...loop, technique: resolved.technique, bank: bankEntries(resolved.technique) });
  return new LevelSearch({ ...loop, difficulty: resolved.difficulty });
}

function searchResult(search: Searching, resolved: Resolved & { difficulty: Level }): GeneratedAtLevel {
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
  if (resolved.technique) result.technique = resolved.technique;
  if (resolved.daily !== null) result.daily = resolved.daily;
  return result;
}

const hasDifficulty = (r: Resolved): r is Resolved & { difficulty: Level } => r.difficulty !== null;

/**
 * A random puzzle with exactly one solution and at least 40 blanks (at 9×9; `minBlanks(geometry)` at another
 * `geometry`); reproducible from `seed`. With `difficulty`,
 * its grade is exactly that level; with `technique`, it needs that technique and nothing harder (unless the time
 * budget or `signal` stopped the search: see `stopped`); with `daily`, it is that date's puzzle. From untyped
 * callers, a seed that is neither a number nor a string is replaced by a random one, an unknown symmetry or
 * difficulty by the default, and the result reports what was used. It throws only a RangeError, for a `daily`
 * that is not a date, a `technique` that is not in the catalogue, or a `geometry` it cannot serve (see the option).
 */
export function generate(
  options: GenerateOptions & ({ difficulty: Level } | { technique: string } | { daily: string }),
): GeneratedAtLevel;
export function generate(options?: GenerateOptions): Generated;
export function generate(options: GenerateOptions = {}): Generated {
  const resolved = resolve(options);
  if (!hasDifficulty(resolved)) {
    const { puzzle, solution, blanks } = carvePuzzle(resolved.symmetry, createRng(resolved.seed), resolved.geometry);
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
 * search runs. Rejects only where `generate` throws.
 */
export function generateAsync(
  options: GenerateOptions & ({ difficulty: Level } | { technique: string } | { daily: string }),
): Promise<GeneratedAtLevel>;
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
