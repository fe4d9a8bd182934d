/**
 * Steps and hints in words, from their data, in one language's words (steps/<lang>.ts). Every face calls these: the
 * element, the popup, the overlay and the service worker, the CLI.
 */
import type { HintResult, Step, StepLanguage } from './catalogue-types.ts';
import { inGridOf } from './cells.ts';

/**
 * The grid a step or hint belongs to, for its cell and unit names: a Geometry (engine/geometry.ts) is one. Classic
 * 9×9 by default; at 6×6 cell 7 is r2c2 and unit 12 is box 1.
 */
export interface WordedGrid {
  readonly size: number;
}

const CLASSIC_GRID: WordedGrid = { size: 9 };

/** The technique's display name in the language, "Naked pair". */
export const stepName = (step: Step, words: StepLanguage): string => words.names[step.technique];

/** The step's sentence in the language, naming cells and units in `grid`'s shape. */
export const describeStep = (step: Step, words: StepLanguage, grid: WordedGrid = CLASSIC_GRID): string =>
  inGridOf(grid.size, () => words.sentences[step.technique](step));

/** The hint's sentence in the language, naming cells and units in `grid`'s shape. */
export function describeHint(result: HintResult, words: StepLanguage, grid: WordedGrid = CLASSIC_GRID): string {
  return inGridOf(grid.size, () => hintSentence(result, words));
}

/** The hint's sentence in the grid inGridOf set (a step's own sentence, not describeStep, which would set 9×9 again). */
function hintSentence(result: HintResult, words: StepLanguage): string {
  const say = (step: Step): string => words.sentences[step.technique](step);
  switch (result.kind) {
    case 'step':
      return say(result.step);
    case 'wrong-entry':
      return words.hint.wrongEntry(result.cell, result.digit, result.cells.slice(1));
    case 'restore-notes':
      return words.hint.restoreNotes(result.notes, result.step ? say(result.step) : null);
    case 'solved':
      return words.hint.solved;
    case 'invalid':
      return words.hint.invalid(result.reason, result.conflict);
  }
}
