/**
 * The search behind `generate({ difficulty })`: carve a minimal puzzle, grade it, and repeat until one grades at
 * exactly the level asked for. Every attempt draws from the one seeded stream, so a search that ends by finding
 * its level gives the same puzzle for the same seed everywhere. The search keeps the closest puzzle seen, so when
 * the time budget runs out or the caller aborts there is still a proper puzzle to hand back.
 *
 * Grading stops as soon as a puzzle needs a technique above the level asked for (`stopAbove`), so a too-hard
 * attempt costs no chain search. No other bias is needed to meet the targets: among rotate180-symmetric minimal
 * puzzles the rarest level (extreme) is still about one in 150, and most attempts grade in well under a millisecond.
 */
import type { Grid } from '../grid.ts';
import { grade, type GradedPuzzle } from '../grade/grade.ts';
import { levelIndex, type Level } from '../levels.ts';
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
  /** Grading stopped early: `level` is only a lower bound (the first level above the one asked for). */
  partial: boolean;
}

const now = (): number => performance.now();

/** One search; call `attempt()` until it returns true, then read `result()`, `attempts` and `stopped`. */
export class LevelSearch {
  attempts = 0;
  /** The puzzle whose level is closest to the one asked for (the easier one on a tie, the first on a full tie). */
  private best: Found | null = null;
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
    const graded = gradedOrThrow(carved.puzzle, this.options.difficulty);
    this.attempts++;
    this.consider({ ...carved, level: graded.level, score: graded.score, partial: graded.above === true });
    if (this.best?.level === this.options.difficulty) return true;
    onProgress?.({ attempts: this.attempts, elapsedMs: this.elapsedMs });
    if (signal?.aborted) this.stopped = 'aborted';
    else if (this.elapsedMs >= timeLimitMs) this.stopped = 'time-limit';
    return this.stopped !== null;
  }

  /** The closest puzzle, fully graded: a partial grade (a search stopped early) is finished here, once. */
  result(): Found | null {
    const best = this.best;
    if (!best?.partial) return best;
    const graded = gradedOrThrow(best.puzzle);
    this.best = { ...best, level: graded.level, score: graded.score, partial: false };
    return this.best;
  }

  /** A partial grade counts as its lower bound, so among harder puzzles the first one found is kept. */
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

/** The grade of a carved puzzle, which always has exactly one solution: anything else is an engine bug. */
function gradedOrThrow(puzzle: Grid, stopAbove?: Level): GradedPuzzle {
  const graded = grade(puzzle, stopAbove ? { stopAbove } : {});
  if (graded.level === null) throw new Error(`generated an ungradable puzzle (${graded.message})`);
  return graded;
}
