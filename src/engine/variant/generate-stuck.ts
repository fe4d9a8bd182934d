/**
 * Where a grading got stuck: the open cell with the fewest candidates once a grade's steps are played (the first
 * cell of those, in row-major order). Giving its digit back removes the one hard point the grade stopped at, so a
 * too-hard puzzle overshoots less than with a given back at random: generate-level.ts eases a puzzle this way, and
 * generate-carve.ts a removal that went past its level.
 */
import { bitCount, VariantBoard } from './grade/variant-board.ts';
import { applyVariantStep } from './grade/variant-search.ts';
import type { VariantStep } from './grade/variant-step.ts';
import type { VariantRules } from './rules.ts';

/** The cell, or -1 when every open cell is in `skip` (or none is open). */
export function stuckCell(
  rules: VariantRules,
  givens: readonly number[],
  steps: readonly VariantStep[],
  skip: readonly number[] = [],
): number {
  const board = VariantBoard.fromGivens(rules, givens);
  for (const step of steps) applyVariantStep(board, step);
  let stuck = -1;
  for (let cell = 0; cell < givens.length; cell++)
    if (
      !board.values[cell] &&
      !skip.includes(cell) &&
      (stuck < 0 || bitCount(board.cand[cell]) < bitCount(board.cand[stuck]))
    )
      stuck = cell;
  return stuck;
}
