/**
 * What the trainer offers a player ("Practise a technique" on the element and in the popup): the grader's catalogue
 * (techniques.ts) as plain data, ordered by level, without the techniques a player would wait for in vain. Served by
 * the worker (`EngineClient.techniques()`), so the element never bundles the grader to list them.
 */
import { TECHNIQUES, levelIndex, type Level, type TechniqueId } from '../grade/index.ts';
import { untrainable } from './technique-search.ts';

/**
 * Found in fewer than half of `bench/trainer-bench.ts`'s seeded searches at the 30 s default (README, "Technique
 * trainer"): the last technique of a path almost never, since a smaller subset, a simpler fish or a forcing chain
 * tried first nearly always does the work. `generate({ technique })` still takes them; the trainer does not offer them.
 */
export const TOO_SLOW_TO_TRAIN: ReadonlySet<TechniqueId> = new Set<TechniqueId>([
  'naked-quad',
  'hidden-quad',
  'jellyfish',
  'sashimi-jellyfish',
  'avoidable-rectangle-2',
  'trial',
]);

/** One technique as the trainer lists it: structured-clone safe (it crosses postMessage). */
export interface TrainerTechnique {
  id: TechniqueId;
  /** The catalogue's English name; the element shows its language's name where it has one. */
  name: string;
  level: Level;
  /** Where a player reads how it works (the catalogue's help link). */
  help: string;
}

/** The techniques a player can practise, easiest level first (within a level, in the order the grader tries them). */
export function trainerTechniques(): TrainerTechnique[] {
  return TECHNIQUES.filter((t) => !untrainable(t.id) && !TOO_SLOW_TO_TRAIN.has(t.id))
    .map(({ id, name, level, help }) => ({ id, name, level, help }))
    .sort((a, b) => levelIndex(a.level) - levelIndex(b.level));
}
