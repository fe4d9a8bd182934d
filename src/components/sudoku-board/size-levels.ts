/**
 * The levels a New puzzle can have on each grid size. At 9×9 and 6×6 the generator makes every level; a 4×4 grid is
 * always solved by singles, so it is easy only. Measured with the engine in Node once every technique ran at any box
 * geometry (generate({ geometry, difficulty, seed, timeLimitMs: 4000 }), seeds 0–3): 6×6 easy 1–14 ms, medium
 * 13–163 ms, hard 2–10 ms, expert 59–127 ms, extreme 2.0–3.1 s (two of the four seeds stopped at 4 s; the board's
 * search has the generator's 30 s). 300 plain 6×6 puzzles grade 285 easy, 14 hard, 1 expert. Never within 5 s: 4×4
 * medium and up (75,000 to 133,000 attempts, all easy). test/unit/size-levels.test.ts checks that every level listed
 * here is made at its size. No dependencies: the offer of a new game and the small grids' module both import it.
 */
import { LEVELS, levelIndex, type Level } from '../../engine/levels.ts';

const LEVELS_AT_SIZE: Readonly<Partial<Record<number, readonly Level[]>>> = {
  4: ['easy'],
};

/** The levels a New puzzle of `size` × `size` can have, easiest first: every level at 9×9. */
export const levelsAt = (size: number): readonly Level[] => LEVELS_AT_SIZE[size] ?? LEVELS;

/**
 * The level New puzzle asks for on a grid of `size` when `level` is asked: `level` itself where the generator makes
 * it, else the nearest one it makes there (the easier of two as near: expert is hard at 6×6). The board then shows
 * the level the puzzle has.
 */
export function nearestLevel(size: number, level: Level): Level {
  const distance = (other: Level): number => Math.abs(levelIndex(other) - levelIndex(level));
  return levelsAt(size).reduce((best, other) => (distance(other) < distance(best) ? other : best));
}
