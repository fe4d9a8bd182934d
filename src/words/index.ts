/**
 * The words of every face, one catalogue per language: technique names, every technique's sentence from a step's
 * data, the hint's answers. DOM-free; the element, the popup, the overlay, the service worker and the CLI import it.
 * A language is one file under steps/ (typed by StepLanguage: a technique without a name or a sentence does not
 * compile) and one line in LOADERS below; each is its own chunk, fetched the first time a face speaks it.
 */
import type { Lang, StepLanguage } from './catalogue-types.ts';

export { LANGS, type Lang, type StepLanguage, type HintWords } from './catalogue-types.ts';
export { describeHint, describeStep, stepName } from './describe.ts';
export { cellName } from './cells.ts';
export { langOf } from './lang.ts';

const LOADERS: Record<Lang, () => Promise<{ default: StepLanguage }>> = {
  en: () => import('./en/steps.ts'),
  de: () => import('./de/steps.ts'),
  fr: () => import('./fr/steps.ts'),
  es: () => import('./es/steps.ts'),
};

const loaded = new Map<Lang, Promise<StepLanguage>>();

/** A language's step words, fetched once (a failed fetch is tried again next time). */
export function loadStepWords(lang: Lang): Promise<StepLanguage> {
  let words = loaded.get(lang);
  if (!words) {
    words = LOADERS[lang]().then(
      (module) => module.default,
      (error: unknown) => {
        loaded.delete(lang);
        throw error;
      },
    );
    loaded.set(lang, words);
  }
  return words;
}
