/**
 * New puzzles for the board: the levels it accepts, and one generation in the worker with the progress the board
 * shows while it runs (after a short delay, so quick ones don't flash).
 */
import type { EngineClient } from '../engine-client/client.ts';
import type { Generated, Symmetry } from '../../engine/generate/index.ts';
import { LEVELS, isLevel, type Level } from '../../engine/levels.ts';

/** The level a board asks for when it is given none, or one that does not exist. */
export const DEFAULT_LEVEL: Level = 'medium';
export const LEVELS_TEXT = LEVELS.join(', ');

/** Generation shows its progress only when it takes longer than this, so quick ones don't flash. */
const PROGRESS_DELAY_MS = 200;
/**
 * The attempts shown change at most this often. Each report re-renders the board (its 81 cells): at every attempt
 * (several in 100 ms) that was a string of long tasks on a phone while the first puzzle was made.
 */
const PROGRESS_EVERY_MS = 250;

/** A generation under way, as the board shows it: `shown` once it has taken long enough to show at all. */
export interface Busy {
  shown: boolean;
  attempts: number;
  difficulty: Level;
  /** A practice puzzle's technique (the trainer words the progress with its name). */
  technique?: string;
}

/** What `generate()` may ask for; without a difficulty, the board's. */
export interface GenerateRequestOptions {
  /**
   * The grid: 9 (9×9), 6 (6×6, boxes of 2 rows by 3 columns) or 4 (4×4). Default: the size of the game on the board
   * (9 before any game), except for a daily or a trainer puzzle, which are 9×9. At 6×6 and 4×4 a difficulty the
   * generator can't make there is taken as the nearest one it makes (size-levels.ts).
   */
  size?: 4 | 6 | 9 | 16;
  /**
   * A Sudoku variant: `classic`, `killer`, `jigsaw`, `x`, `windoku`, `anti-knight`, `anti-king`, `non-consecutive`,
   * or several joined by `+` (`killer+x`). Its rules come with the game (drawn, judged, saved with it). 16×16 is
   * played as a variant (`variant: 'classic', size: 16`). Made at the difficulty as the variant grader rates it (or the
   * nearest easier level the rules reach; see variant/variant-make.ts's variantLevels).
   */
  variant?: string;
  difficulty?: Level;
  seed?: number | string;
  symmetry?: Symmetry;
  /** 'YYYY-MM-DD': that date's daily puzzle at the difficulty, the same on every machine. */
  daily?: string;
  /** A technique of the grader's catalogue (id or name, e.g. 'x-wing'): a puzzle that needs it and nothing harder. */
  technique?: string;
}

export interface PuzzleOrder {
  difficulty: Level;
  /** The grid's size (absent: 9). */
  size?: number;
  seed?: number | string;
  symmetry?: Symmetry;
  daily?: string;
  technique?: string;
  /** Aborting it cancels the generation: the promise rejects. */
  signal: AbortSignal;
}

/**
 * Asks the worker for a puzzle at `order.difficulty` (an unknown level asks for none). `report` gets the progress to
 * show: once with `shown` after PROGRESS_DELAY_MS, then the latest attempt count at most every PROGRESS_EVERY_MS.
 */
export async function makePuzzle(
  client: EngineClient,
  order: PuzzleOrder,
  report: (busy: Busy) => void,
): Promise<Generated> {
  let busy: Busy = { shown: false, attempts: 0, difficulty: order.difficulty, technique: order.technique };
  let reported = 0;
  const show = (): void => {
    reported = performance.now();
    report(busy);
  };
  const reveal = setTimeout(() => {
    busy = { ...busy, shown: true };
    show();
  }, PROGRESS_DELAY_MS);
  try {
    return await client.generate({
      difficulty: isLevel(order.difficulty) ? order.difficulty : undefined,
      seed: order.seed,
      symmetry: order.symmetry,
      size: order.size,
      // Absent, as undefined: the engine reads either as none.
      daily: order.daily,
      technique: order.technique,
      signal: order.signal,
      onProgress: ({ attempts }) => {
        busy = { ...busy, attempts };
        // Before it is shown, the reveal shows the count it has reached by then.
        if (busy.shown && performance.now() - reported >= PROGRESS_EVERY_MS) show();
      },
    });
  } finally {
    clearTimeout(reveal);
  }
}
