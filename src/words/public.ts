/**
 * The package's words entry (`sudoku-web/words`): a step or a hint of the engine in a sentence, in English, German,
 * French or Spanish. The engine returns data only (since issue 26); these are the sentences `Step.text` used to hold
 * (English, byte for byte), and the same sentences in the other languages. Every language is bundled: for a page
 * that wants one language fetched at a time, the element does that itself.
 */
import type { HintResult, Step } from '../engine/grade/index.ts';
import { STEP_WORDS } from './all.ts';
import * as describe from './describe.ts';
import type { WordedGrid } from './describe.ts';
import type { Lang } from './catalogue-types.ts';
import { wordedStep as worded } from './worded-step.ts';

export { LANGS, type Lang, type StepLanguage } from './catalogue-types.ts';
export { langOf } from './lang.ts';
export type { WordedGrid } from './describe.ts';
export { STEP_WORDS };

/**
 * The step's sentence, "Naked pair 3/6 in row 8 (r8c2, r8c7) removes 3 and 6 from r8c4 and r8c9". `grid` is the
 * puzzle's geometry (or just its size) when it is not classic 9×9, so cells and units are named in its shape.
 */
export const describeStep = (step: Step, lang: Lang = 'en', grid?: WordedGrid): string =>
  describe.describeStep(step, STEP_WORDS[lang], grid);

/** The hint's sentence: its step's, or a wrong digit, missing notes, "solved", or why the board can't be hinted. */
export const describeHint = (result: HintResult, lang: Lang = 'en', grid?: WordedGrid): string =>
  describe.describeHint(result, STEP_WORDS[lang], grid);

/** The technique's display name, "Naked pair". */
export const stepName = (step: Step, lang: Lang = 'en'): string => describe.stepName(step, STEP_WORDS[lang]);

/** The step as the engine gave it before issue 26: with `name` and `text`, in the same key order (for JSON). */
export const wordedStep = (step: Step, lang: Lang = 'en', grid?: WordedGrid): Record<string, unknown> =>
  worded(step, STEP_WORDS[lang], grid);
