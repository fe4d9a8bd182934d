/**
 * gradeVariant: solves a variant puzzle the way a person would, always with the simplest technique that applies
 * (variant-techniques.ts), and rates it by the hardest one it needed, in the classic level names (levels.ts). A
 * puzzle the techniques cannot finish is finished by trial from the solution and rated extreme, as in classic.
 */
import { LEVELS, levelIndex, type Level } from '../../levels.ts';
import type { VariantRules } from '../rules.ts';
import { solveVariant } from '../solve.ts';
import { VariantBoard } from './variant-board.ts';
import { applyVariantStep, findVariantStep, trialStep } from './variant-search.ts';
import type { VariantStep } from './variant-step.ts';
import { VARIANT_LEVEL, type VariantTechniqueId } from './variant-techniques.ts';

export interface VariantGrade {
  /** The level of the hardest technique used (null: no unique solution, nothing to rate). */
  level: Level | null;
  /** Steps per technique, e.g. { 'hidden-single': 40, 'cage-combination': 12 }. */
  counts: Partial<Record<VariantTechniqueId, number>>;
  /** The steps taken, in order. */
  steps: VariantStep[];
  /** Every cell filled (by techniques, and trial where they ran out). */
  solved: boolean;
  /** Why there is no level: 'no-solution', 'multiple-solutions', 'gave-up' (the solver's node budget). */
  problem?: 'no-solution' | 'multiple-solutions' | 'gave-up';
}

export interface VariantGradeOptions {
  /** Stop once a step above this level is needed (level is then the first level above it): generation uses it. */
  stopAbove?: Level;
  /** The puzzle's one solution, when the caller knows it is unique (a generator does): the solver is not run. */
  solution?: readonly number[];
}

/** No path is longer than every candidate of a 16×16 grid removed one by one; a guard against a finder bug. */
const MAX_STEPS = 16 * 16 * 16 + 1;

export function gradeVariant(
  rules: VariantRules,
  givens: readonly number[],
  options: VariantGradeOptions = {},
): VariantGrade {
  const none = (problem: NonNullable<VariantGrade['problem']>): VariantGrade => ({
    level: null,
    counts: {},
    steps: [],
    solved: false,
    problem,
  });
  let solution = options.solution;
  if (!solution) {
    const found = solveVariant(rules, givens, 2);
    if (found.timedOut) return none('gave-up');
    if (!found.solution) return none('no-solution');
    if (found.count > 1) return none('multiple-solutions');
    solution = found.solution;
  }
  const board = VariantBoard.fromGivens(rules, givens);
  const steps: VariantStep[] = [];
  const counts: VariantGrade['counts'] = {};
  const limit = options.stopAbove === undefined ? LEVELS.length - 1 : levelIndex(options.stopAbove);
  let hardest = 0;
  while (!board.isSolved() && steps.length < MAX_STEPS) {
    // Techniques above the limit are not tried: when none within it applies, trial (extreme) stands for them.
    const step = findVariantStep(board, limit) ?? trialStep(board, solution);
    if (!step) break;
    const level = levelIndex(VARIANT_LEVEL[step.technique]);
    if (level > limit) return { level: LEVELS[limit + 1], counts, steps, solved: false };
    applyVariantStep(board, step);
    steps.push(step);
    counts[step.technique] = (counts[step.technique] ?? 0) + 1;
    hardest = Math.max(hardest, level);
  }
  return { level: LEVELS[hardest], counts, steps, solved: board.isSolved() };
}
