/**
 * The search behind `generate({ difficulty })`: carve a minimal puzzle, grade it, and repeat until one grades at
 * exactly the level asked for. Every attempt draws from the one seeded stream, so a search that ends by finding
 * its level gives the same puzzle for the same seed everywhere. The search keeps the closest puzzle seen, so when
 * the time budget runs out or the caller aborts there is still a proper puzzle to hand back.
 *
 * No bias is needed to meet the targets: among minimal puzzles the rarest level (extreme) is still about one in
 * sixty, and the easy and medium grades that make up most attempts take well under a millisecond.
 */
import { grade } from '../grade/grade.ts';
import { LEVELS, levelIndex, type Level } from '../grade/techniques.ts';
import type { Rng } from '../rng.ts';
import { carvePuzzle, type Carved } from './carve.ts';
import type { Symmetry } from './symmetry.ts';

export interface LevelProgress {
  /** Puzzles generated and graded so far. */
  attempts: number;
  /** Milliseconds since the search began. */
  elapsedMs: number;
}

/** Why a search ended without a puzzle of the level asked for. */
export type StopReason = 'time-limit' | 'aborted';

export interface LevelSearchOptions {
  difficulty: Level;
  symmetry: Symmetry;
  rng: Rng;
  /** Stop after this many milliseconds (checked between attempts; at least one attempt always runs). */
  timeLimitMs: number;
  onProgress?: (progress: LevelProgress) => void;
  signal?: AbortSignal;
}

export interface Found extends Carved {
  level: Level;
  score: number;
}

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}

const now = (): number => performance.now();

/** One search; call `attempt()` until it returns true, then read `best`, `attempts` and `stopped`. */
export class LevelSearch {
  attempts = 0;
  /** The puzzle whose level is closest to the one asked for (the easier one on a tie, the first on a full tie). */
  best: Found | null = null;
  stopped: StopReason | null = null;
  private readonly options: LevelSearchOptions;
  private readonly target: number;
  private readonly start = now();

  constructor(options: LevelSearchOptions) {
    this.options = options;
    this.target = levelIndex(options.difficulty);
  }

  get elapsedMs(): number {
    return now() - this.start;
  }

  /** Generates and grades one puzzle; true when the search is over (level found, time up, or aborted). */
  attempt(): boolean {
    const { symmetry, rng, timeLimitMs, onProgress, signal } = this.options;
    const carved = carvePuzzle(symmetry, rng);
    const graded = grade(carved.puzzle);
    this.attempts++;
    this.consider({ ...carved, level: graded.level, score: graded.score });
    if (this.best?.level === this.options.difficulty) return true;
    onProgress?.({ attempts: this.attempts, elapsedMs: this.elapsedMs });
    if (signal?.aborted) this.stopped = 'aborted';
    else if (this.elapsedMs >= timeLimitMs) this.stopped = 'time-limit';
    return this.stopped !== null;
  }

  private consider(found: Found): void {
    if (!this.best) {
      this.best = found;
      return;
    }
    const offset = levelIndex(found.level) - this.target;
    const bestOffset = levelIndex(this.best.level) - this.target;
    if (Math.abs(offset) < Math.abs(bestOffset) || (Math.abs(offset) === Math.abs(bestOffset) && offset < bestOffset)) {
      this.best = found;
    }
  }
}
