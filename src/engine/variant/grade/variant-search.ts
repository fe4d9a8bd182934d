/**
 * The stepper: the simplest step that applies to a board (variant-techniques.ts' order), and a step applied. When no
 * technique applies, a trial step places the solution's digit in an open cell with the fewest candidates (as the
 * classic grader's trial does): the hint still moves on, and the grade says extreme.
 */
import type { VariantRules } from '../rules.ts';
import { solveVariant } from '../solve.ts';
import { bitCount, VariantBoard } from './variant-board.ts';
import { variantStep, type VariantStep } from './variant-step.ts';
import { VARIANT_FINDERS } from './variant-techniques.ts';

/**
 * The first step a technique finds, easiest technique first; null when none applies. With `upTo`, only techniques
 * rated at most that level (levels.ts index) are tried: a grader told to stop above a level need not run the costly
 * chains to learn that nothing within it applies.
 */
export function findVariantStep(b: VariantBoard, upTo = Infinity): VariantStep | null {
  for (const { finder, levelIndex } of VARIANT_FINDERS) {
    if (levelIndex > upTo) break;
    const step = finder(b);
    if (step) return step;
  }
  return null;
}

/** Trial: the solution's digit in the open cell with the fewest candidates. */
export function trialStep(b: VariantBoard, solution: readonly number[]): VariantStep | null {
  let best = -1;
  for (let cell = 0; cell < b.cand.length; cell++) {
    if (b.values[cell]) continue;
    if (best < 0 || bitCount(b.cand[cell]) < bitCount(b.cand[best])) best = cell;
  }
  if (best < 0) return null;
  const digit = solution[best];
  return variantStep('trial', { cells: [best], digits: [digit], placements: [{ cell: best, digit }] });
}

/** Applies a step's placements and removals to the board. */
export function applyVariantStep(b: VariantBoard, step: VariantStep): void {
  for (const { cell, digit } of step.placements) b.place(cell, digit);
  for (const { cell, digit } of step.eliminations) b.eliminate(cell, digit);
}

/**
 * The simplest step for `board` under `rules`: a candidate board (VariantBoard) as a player's notes or the grader
 * left it, or digits (row-major, 0 for open; candidates are then every digit its peers leave). Null when the board
 * is solved or has no solution; a trial step when only trial is left.
 */
export function nextVariantStep(rules: VariantRules, board: VariantBoard | readonly number[]): VariantStep | null {
  const b = board instanceof VariantBoard ? board : VariantBoard.fromGivens(rules, board);
  if (b.isSolved() || b.isBroken()) return null;
  const step = findVariantStep(b);
  if (step) return step;
  const found = solveVariant(rules, b.grid(), 1);
  return found.solution ? trialStep(b, found.solution) : null;
}
