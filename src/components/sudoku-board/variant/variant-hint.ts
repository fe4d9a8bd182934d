/**
 * A variant game's next step, found in the engine's worker (worker.ts's `variantHint`, loaded there with the first
 * hint on a variant): the variant grader's easiest step (nextVariantStep) on the player's board, their digits, and
 * their notes where they pencilled some (a cell without notes counts every digit its peers leave). The board sends
 * only notes that hold the cell's solution, so a wrong note cannot lead the step astray.
 */
import { nextVariantStep, VariantBoard, type VariantRules, type VariantStep } from '../../../engine/variant/index.ts';

/** The next step on `values` (0 open) with `notes` (bit d-1 = digit d; 0: none pencilled), or null when none. */
export function variantHint(
  rules: VariantRules,
  values: readonly number[],
  notes: readonly number[],
): VariantStep | null {
  const board = VariantBoard.fromGivens(rules, values);
  notes.forEach((mask, cell) => {
    if (mask && !values[cell]) board.cand[cell] &= mask;
  });
  return nextVariantStep(rules, board);
}
