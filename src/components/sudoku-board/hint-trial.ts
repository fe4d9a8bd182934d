/**
 * No hint gives the answer away. Where the grader has no logical step left it falls back to `trial`, a step that
 * places the solution's digit in the cell with fewest candidates (the CLI's `hint` says so, as its contract). The
 * board shows that position for what it is: it needs trial and error, and here is a cell to try (the grader's, which
 * has the fewest candidates, two wherever a cell has two) with its candidates, none of them singled out.
 */
import type { HintResult, Step } from '../../engine/grade/index.ts';
import { digitBit } from '../../engine/grid.ts';
import type { Game } from '../../play/game.ts';

/** A trial step with its answer taken out: its cell and the candidates there, nothing to place. */
export const isOpenTrial = (step: Step | null | undefined): boolean =>
  step?.technique === 'trial' && step.placements.length === 0;

/** `result` with a trial step's placement replaced by the cell's candidates (the player's notes where it has some). */
export function withoutAnswer(result: HintResult, game: Game): HintResult {
  if (result.kind === 'step' && result.step.technique === 'trial') return { ...result, step: open(result.step, game) };
  if (result.kind === 'restore-notes' && result.step?.technique === 'trial')
    return { ...result, step: open(result.step, game) };
  return result;
}

/** The trial's cell with its candidates now (the player's notes where it has some), nothing placed. */
function open(step: Step, game: Game): Step {
  const cell = step.cells[0];
  const candidates = game.candidates(cell);
  const mask = game.notes[cell] & candidates || candidates;
  const digits = Array.from({ length: game.geometry.size }, (_, i) => i + 1).filter((d) => mask & digitBit(d));
  return { technique: 'trial', cells: [cell], digits, placements: [], eliminations: [] };
}
