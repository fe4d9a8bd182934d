/**
 * A variant game's next step, found in the engine's worker (worker.ts's `variantHint`, loaded there with the first
 * hint on a variant): the variant grader's easiest step (nextVariantStep) on the player's board, their digits, and
 * their notes where they pencilled some (a cell without notes counts every digit its peers leave), with its sentence
 * in the board's language (describeVariantStep, words/<lang>/variant-steps.ts loaded per language). The board sends
 * only notes that hold the cell's solution, so a wrong note cannot lead the step astray. Worded here, not on the
 * page: the words stay out of the board's chunks (sharing words/cells.ts with hint-play.ts would make it a shared
 * chunk, costing the element's first download its indirection).
 */
import { nextVariantStep, VariantBoard, type VariantRules, type VariantStep } from '../../../engine/variant/index.ts';
import { describeVariantStep, type VariantStepLanguage } from '../../../words/variant-describe.ts';

/** Each language's variant step words, loaded the first time a hint speaks it. */
const STEP_WORDS: Record<string, () => Promise<{ default: VariantStepLanguage }>> = {
  en: () => import('../../../words/en/variant-steps.ts'),
  de: () => import('../../../words/de/variant-steps.ts'),
  es: () => import('../../../words/es/variant-steps.ts'),
  fr: () => import('../../../words/fr/variant-steps.ts'),
};

/** The step words of `lang` (`de-AT` → German); English for a language without its own. */
const stepWords = async (lang: string): Promise<VariantStepLanguage> =>
  (await (STEP_WORDS[lang.slice(0, 2).toLowerCase()] ?? STEP_WORDS.en)()).default;

/** A step and its sentence (ending with a full stop). */
export interface WordedVariantStep {
  step: VariantStep;
  text: string;
}

/**
 * The next step on `values` (0 open) with `notes` (bit d-1 = digit d; 0: none pencilled), worded in `lang`; null
 * when there is none.
 */
export async function variantHint(
  rules: VariantRules,
  values: readonly number[],
  notes: readonly number[],
  lang: string,
): Promise<WordedVariantStep | null> {
  const board = VariantBoard.fromGivens(rules, values);
  notes.forEach((mask, cell) => {
    if (mask && !values[cell]) board.cand[cell] &= mask;
  });
  const step = nextVariantStep(rules, board);
  if (!step) return null;
  const said = describeVariantStep(step, await stepWords(lang), rules.size);
  return { step, text: said.endsWith('.') ? said : `${said}.` };
}
