/**
 * What every search behind `generate` shares (by level: level-search.ts; by technique: technique-search.ts): one
 * seeded stream of attempts, the closest result kept, and the three ways a search ends early (time, attempts,
 * abort), checked between attempts. At least one attempt always runs, so there is always a proper puzzle to return.
 */
import type { Geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import {
  grade,
  gradeLevel,
  type GradedPuzzle,
  type GradeOptions,
  type LevelGrade,
  type LevelGradeOptions,
} from '../grade/index.ts';
import { heartbeat } from '../heartbeat.ts';
import type { Rng } from '../rng.ts';
import type { Symmetry } from './symmetry.ts';

export interface LevelProgress {
  /** Puzzles generated and graded so far. */
  attempts: number;
  /** Milliseconds since the search began. */
  elapsedMs: number;
}

/**
 * Why a search ended without a puzzle of the kind asked for. 'attempt-limit' is the clock-free budget of a daily
 * puzzle (daily.ts): it ends the same way on every machine.
 */
export type StopReason = 'time-limit' | 'attempt-limit' | 'aborted';

export interface SearchLoopOptions {
  /** The grid's shape; absent for classic 9×9, so a 9×9 search grades exactly as it always did. */
  geometry?: Geometry;
  symmetry: Symmetry;
  rng: Rng;
  /** Stop after this many milliseconds (checked between attempts). */
  timeLimitMs: number;
  /** Stop after this many attempts (default: no limit). */
  maxAttempts?: number;
  onProgress?: (progress: LevelProgress) => void;
  signal?: AbortSignal;
}

const now = (): number => performance.now();

/** One search; call `attempt()` until it returns true, then read the subclass's result, `attempts` and `stopped`. */
export abstract class SearchLoop {
  attempts = 0;
  stopped: StopReason | null = null;
  protected readonly loop: SearchLoopOptions;
  private readonly start = now();

  constructor(options: SearchLoopOptions) {
    this.loop = options;
  }

  get elapsedMs(): number {
    return now() - this.start;
  }

  /** Generates and grades one puzzle (or a few, see the subclass); true when the search is over. */
  attempt(): boolean {
    heartbeat(); // one beat per attempt, so a worker searching stays audible (heartbeat.ts)
    const found = this.tryOne();
    this.attempts++;
    if (found) return true;
    const { timeLimitMs, maxAttempts, onProgress, signal } = this.loop;
    onProgress?.({ attempts: this.attempts, elapsedMs: this.elapsedMs });
    if (signal?.aborted) this.stopped = 'aborted';
    else if (this.elapsedMs >= timeLimitMs) this.stopped = 'time-limit';
    else if (maxAttempts !== undefined && this.attempts >= maxAttempts) this.stopped = 'attempt-limit';
    return this.stopped !== null;
  }

  /** One attempt from the seeded stream: true when it found what the search is after. */
  protected abstract tryOne(): boolean;
}

/** The grade of a generated puzzle, which always has exactly one solution: anything else is an engine bug. */
export function gradedOrThrow(puzzle: Grid, options: GradeOptions = {}): GradedPuzzle {
  const graded = grade(puzzle, options);
  if (graded.level === null) throw new Error(`generated an ungradable puzzle (${graded.message})`);
  return graded;
}

/** gradedOrThrow's level and score without the steps (gradeLevel: the same answer, no step objects). */
export function levelOrThrow(puzzle: Grid, options: LevelGradeOptions = {}): Extract<LevelGrade, { level: string }> {
  const graded = gradeLevel(puzzle, options);
  if (graded.level === null) throw new Error(`generated an ungradable puzzle (${graded.message})`);
  return graded;
}
