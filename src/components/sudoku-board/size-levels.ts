/**
 * The levels a New puzzle can have on each grid size. At 9×9 the generator makes every level; on the small grids
 * some never come: a 4×4 grid is always solved by singles, and at 6×6 the grader (grade(grid, { geometry })) finds
 * no expert puzzle (where its techniques at 6×6 run out it tries the extreme level's trial). Measured with the
 * engine in Node (generate({ geometry, difficulty, seed }), 20 seeds a level, medians, max in brackets): 4×4 easy in
 * 1 attempt (0.3 ms [14 ms]); 6×6 easy in 1 attempt (3 ms [25 ms]), hard in 20 (8 ms [47 ms]), medium in 398 (126 ms
 * [482 ms]), extreme in 413 (122 ms [823 ms]). Never within a 5 s limit (5 seeds each): 4×4 medium, hard, expert and
 * extreme (75,000 to 133,000 attempts, all easy), 6×6 expert (25,000 attempts: hard or extreme). As the grader learns
 * more techniques at 6×6 (chains, ALS) these may move: re-measure and update the table.
 * test/unit/size-levels.test.ts checks that every level listed here is made at its size. No dependencies:
 * the offer of a new game and the small grids' module both import it.
 */
import { LEVELS, levelIndex, type Level } from '../../engine/levels.ts';

const LEVELS_AT_SIZE: Readonly<Partial<Record<number, readonly Level[]>>> = {
  4: ['easy'],
  6: ['easy', 'medium', 'hard', 'extreme'],
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
