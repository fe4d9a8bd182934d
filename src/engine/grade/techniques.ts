/**
 * The ordered technique catalogue: display name, level and weight of every technique the grader knows.
 *
 * Weights are HoDoKu's per-technique "score" (the `baseScore` of each `StepConfig` in HoDoKu's
 * `sudoku/Options.java` DEFAULT_SOLVER_STEPS, by Bernhard Hobiger, hodoku.sourceforge.net): full house 4,
 * naked single 4, hidden single 14, locked candidates 50, naked pair 60, hidden pair 70, naked triple 80,
 * hidden triple 100, naked quadruple 120, hidden quadruple 150, X-wing 140, swordfish 150, jellyfish 160,
 * BUG+1 100, Skyscraper 130, 2-String Kite 150, Turbot Fish 120, W-wing 150, XY-wing 160, XYZ-wing 180,
 * uniqueness tests 1–4 100, simple colours 150, X-chain 260, XY-chain 260, grouped nice loop (our AIC with grouped
 * nodes) 300, ALS-XZ 300, forcing chain 500, brute force 10000. The search order follows HoDoKu's step order within each level.
 *
 * Levels are ours (issue 3): the level of a puzzle is the level of the hardest technique its solution path needs.
 */
import type { Level } from '../levels.ts';
import type { TechniqueId } from './step.ts';

export { LEVELS, isLevel, levelIndex, type Level } from '../levels.ts';

export interface TechniqueInfo {
  id: TechniqueId;
  name: string;
  level: Level;
  /** HoDoKu's score for one application of the technique. */
  weight: number;
}

/** Every technique, easiest first: the order the solver tries them in. */
export const TECHNIQUES: readonly TechniqueInfo[] = [
  { id: 'full-house', name: 'Full house', level: 'easy', weight: 4 },
  { id: 'naked-single', name: 'Naked single', level: 'easy', weight: 4 },
  { id: 'hidden-single', name: 'Hidden single', level: 'easy', weight: 14 },
  { id: 'locked-candidates-pointing', name: 'Locked candidates (pointing)', level: 'medium', weight: 50 },
  { id: 'locked-candidates-claiming', name: 'Locked candidates (claiming)', level: 'medium', weight: 50 },
  { id: 'naked-pair', name: 'Naked pair', level: 'medium', weight: 60 },
  { id: 'naked-triple', name: 'Naked triple', level: 'medium', weight: 80 },
  { id: 'hidden-pair', name: 'Hidden pair', level: 'medium', weight: 70 },
  { id: 'hidden-triple', name: 'Hidden triple', level: 'medium', weight: 100 },
  { id: 'naked-quad', name: 'Naked quad', level: 'hard', weight: 120 },
  { id: 'hidden-quad', name: 'Hidden quad', level: 'hard', weight: 150 },
  { id: 'x-wing', name: 'X-wing', level: 'hard', weight: 140 },
  { id: 'swordfish', name: 'Swordfish', level: 'hard', weight: 150 },
  { id: 'jellyfish', name: 'Jellyfish', level: 'hard', weight: 160 },
  { id: 'bug-plus-1', name: 'BUG+1', level: 'hard', weight: 100 },
  { id: 'skyscraper', name: 'Skyscraper', level: 'hard', weight: 130 },
  { id: 'two-string-kite', name: '2-string kite', level: 'hard', weight: 150 },
  { id: 'turbot-fish', name: 'Turbot fish', level: 'hard', weight: 120 },
  { id: 'w-wing', name: 'W-wing', level: 'hard', weight: 150 },
  { id: 'xy-wing', name: 'XY-wing', level: 'hard', weight: 160 },
  { id: 'xyz-wing', name: 'XYZ-wing', level: 'hard', weight: 180 },
  { id: 'unique-rectangle-1', name: 'Unique rectangle type 1', level: 'hard', weight: 100 },
  { id: 'unique-rectangle-2', name: 'Unique rectangle type 2', level: 'hard', weight: 100 },
  { id: 'unique-rectangle-3', name: 'Unique rectangle type 3', level: 'hard', weight: 100 },
  { id: 'unique-rectangle-4', name: 'Unique rectangle type 4', level: 'hard', weight: 100 },
  { id: 'simple-colouring', name: 'Simple colouring', level: 'hard', weight: 150 },
  { id: 'x-chain', name: 'X-chain', level: 'expert', weight: 260 },
  { id: 'xy-chain', name: 'XY-chain', level: 'expert', weight: 260 },
  { id: 'aic', name: 'Alternating inference chain', level: 'expert', weight: 300 },
  { id: 'als-xz', name: 'ALS-XZ', level: 'expert', weight: 300 },
  { id: 'forcing-chain', name: 'Forcing chain', level: 'extreme', weight: 500 },
  { id: 'trial', name: 'Trial', level: 'extreme', weight: 10000 },
];

export const TECHNIQUE_BY_ID: Readonly<Record<TechniqueId, TechniqueInfo>> = Object.fromEntries(
  TECHNIQUES.map((t) => [t.id, t]),
) as Record<TechniqueId, TechniqueInfo>;

/** Techniques that are only valid when the puzzle has exactly one solution. */
export const UNIQUENESS_TECHNIQUES: ReadonlySet<TechniqueId> = new Set<TechniqueId>([
  'bug-plus-1',
  'unique-rectangle-1',
  'unique-rectangle-2',
  'unique-rectangle-3',
  'unique-rectangle-4',
]);
