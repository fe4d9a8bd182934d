/**
 * The English words of a step or a hint, for tests that assert a sentence: since issue 26 the engine returns data
 * and the catalogue (src/words) words it; these are the sentences the engine's `text` used to hold, byte for byte.
 */
import type { HintResult } from '../../src/engine/grade/hint.ts';
import type { Step } from '../../src/engine/grade/step.ts';
import { describeHint, describeStep } from '../../src/words/describe.ts';
import { en } from '../../src/words/en/steps.ts';

/** The step's or the hint's English sentence. */
export const say = (x: Step | HintResult): string => ('technique' in x ? describeStep(x, en) : describeHint(x, en));

/** The technique's English name. */
export const nameOf = (step: Step): string => en.names[step.technique];
