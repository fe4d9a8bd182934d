/**
 * The search behind `generate({ difficulty })`: carve a minimal puzzle, grade it, and repeat until one grades at
 * exactly the level asked for. Every attempt draws from the one seeded stream, so a search that ends by finding
 * its level gives the same puzzle for the same seed everywhere. The search keeps the closest puzzle seen, so when
 * the time budget runs out or the caller aborts there is still a proper puzzle to hand back.
 *
 * Grading stops as soon as a puzzle needs a technique above the level asked for (`stopAbove`), so a too-hard
 * attempt costs no chain search, and without its steps (gradeLevel: the same level and score, no step objects for
 * the collector to free). No other bias is needed to meet the targets: among rotate180-symmetric minimal
 * puzzles the rarest level (extreme) is still about one in 150, and most attempts grade in well under a millisecond.
 * At another geometry (4×4, 6×6) the same search carves and grades at that geometry; there the levels are far less
 * spread (every minimal 4×4 puzzle grades easy; at 6×6 about 19 in 20 are easy and the rest mostly hard), so a level
 * that does not occur there runs to the time limit and returns the closest found.
 */
import { levelIndex, type Level } from '../levels.ts';
import { carvePuzzle, type Carved } from './carve.ts';
import type { LevelGradeOptions } from '../grade/index.ts';
import { SearchLoop, levelOrThrow, type SearchLoopOptions } from './search-loop.ts';

export type { LevelProgress, StopReason } from './search-loop.ts';

export interface LevelSearchOptions extends SearchLoopOptions {
  difficulty: Level;
}

export interface Found extends Carved {
  level: Level;
  score: number;
  /** Grading stopped early: `level` is only a lower bound (the first level above the one asked for). */
  partial: boolean;
}

/** One search; call `attempt()` until it returns true, then read `result()`, `attempts` and `stopped`. */
export class LevelSearch extends SearchLoop {
  /** The puzzle whose level is closest to the one asked for (the easier one on a tie, the first on a full tie). */
  private best: Found | null = null;
  private readonly difficulty: Level;
  private readonly target: number;
  /** The same options for every attempt's grade, made once (a search makes many attempts). */
  private readonly gradeOptions: LevelGradeOptions;

  constructor(options: LevelSearchOptions) {
    super(options);
    this.difficulty = options.difficulty;
    this.target = levelIndex(options.difficulty);
    const { geometry } = options;
    this.gradeOptions = { stopAbove: options.difficulty, ...(geometry ? { geometry } : {}) };
  }

  protected tryOne(): boolean {
    const { puzzle, solution, blanks } = carvePuzzle(this.loop.symmetry, this.loop.rng, this.loop.geometry);
    const graded = levelOrThrow(puzzle, this.gradeOptions);
    this.consider({
      puzzle,
      solution,
      blanks,
      level: graded.level,
      score: graded.score,
      partial: graded.above === true,
    });
    return this.best?.level === this.difficulty;
  }

  /** The closest puzzle, fully graded: a partial grade (a search stopped early) is finished here, once. */
  result(): Found | null {
    const best = this.best;
    if (!best?.partial) return best;
    const { geometry } = this.loop;
    const graded = levelOrThrow(best.puzzle, geometry ? { geometry } : {});
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
