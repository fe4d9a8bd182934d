/**
 * The difficulty levels, easiest first: the one list every face uses (the grader's catalogue, the generator, the
 * board's `difficulty`, the popup, the CLI's `--difficulty`). A level is the level of the hardest technique a
 * puzzle's solution path needs (grade/techniques.ts).
 */
export type Level = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard', 'expert', 'extreme'];

/** Whether `value` names a level: the guard for attributes, saved settings and messages from other contexts. */
export function isLevel(value: unknown): value is Level {
  return LEVELS.some((level) => level === value);
}

/** 0 for easy … 4 for extreme, for comparing levels. */
export const levelIndex = (level: Level): number => LEVELS.indexOf(level);
