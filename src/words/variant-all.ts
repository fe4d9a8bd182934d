/** Every language's variant step words at once, for Node (the CLI, tests), as all.ts holds the classic ones. */
import { deVariant } from './de/variant-steps.ts';
import { enVariant } from './en/variant-steps.ts';
import { esVariant } from './es/variant-steps.ts';
import { frVariant } from './fr/variant-steps.ts';
import type { Lang } from './catalogue-types.ts';
import type { VariantStepLanguage } from './variant-describe.ts';

export const VARIANT_STEP_WORDS: Record<Lang, VariantStepLanguage> = {
  en: enVariant,
  de: deVariant,
  fr: frVariant,
  es: esVariant,
};
