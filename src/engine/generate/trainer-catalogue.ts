/**
 * What the trainer offers a player ("Practise a technique" on the element and in the popup): the grader's catalogue
 * (techniques.ts) as plain data, ordered by level, without the full house and TOO_SLOW_TO_TRAIN. Served by
 * the worker (`EngineClient.techniques()`), so the element never bundles the grader to list them.
 */
import { TECHNIQUES, levelIndex, type Level, type TechniqueId } from '../grade/index.ts';
import { untrainable } from './technique-search.ts';

/**
 * Not offered, by nature: trial is not a technique to practise but the grader's name for guessing (a position no
 * logical step solves), and a search almost never ends on it, since forcing chains solve practically every puzzle
 * that would need it. (The full house is refused outright: `untrainable`.) The five once left out as too slow to
 * find (naked and hidden quad, jellyfish, sashimi jellyfish, avoidable rectangle type 2) now come from the bank
 * (trainer-bank.ts) at once. `generate({ technique: 'trial' })` still searches.
 */
export const TOO_SLOW_TO_TRAIN: ReadonlySet<TechniqueId> = new Set<TechniqueId>(['trial']);

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
