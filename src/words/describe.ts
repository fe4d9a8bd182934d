/**
 * Steps and hints in words, from their data, in one language's words (steps/<lang>.ts). Every face calls these: the
 * element, the popup, the overlay and the service worker, the CLI.
 */
import type { HintResult, Step, StepLanguage } from './catalogue-types.ts';

/** The technique's display name in the language, "Naked pair". */
export const stepName = (step: Step, words: StepLanguage): string => words.names[step.technique];

/** The step's sentence in the language. */
export const describeStep = (step: Step, words: StepLanguage): string => words.sentences[step.technique](step);

/** The hint's sentence in the language. */
export function describeHint(result: HintResult, words: StepLanguage): string {
  switch (result.kind) {
    case 'step':
      return describeStep(result.step, words);
    case 'wrong-entry':
      return words.hint.wrongEntry(result.cell, result.digit, result.cells.slice(1));
    case 'restore-notes':
      return words.hint.restoreNotes(result.notes, result.step ? describeStep(result.step, words) : null);
    case 'solved':
      return words.hint.solved;
    case 'invalid':
      return words.hint.invalid(result.reason, result.conflict);
  }
}
