/**
 * The statistics' words in English: loaded with them (statistics/statistics.ts), not with the element. Other
 * languages carry theirs in their catalogue (`statistics`).
 */
import type { StatisticsStrings } from '../board-types.ts';

export const enStatistics: StatisticsStrings = {
  title: (level) => `Your ${level} games`,
  variantTitle: (variant, level) => `Your ${level} ${variant} games`,
  played: 'Played',
  solved: 'Solved',
  withoutHelp: 'No help',
  best: 'Best',
  average: 'Average',
  streak: 'Streak',
  longest: 'Longest',
  reset: 'Your statistics could not be read (damaged or changed by hand), so they start again from zero.',
};
