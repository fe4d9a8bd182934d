/** Every language's step words at once, for Node (the CLI, scripts, tests), where nothing is fetched lazily. */
import { de } from './de/steps.ts';
import { en } from './en/steps.ts';
import { es } from './es/steps.ts';
import { fr } from './fr/steps.ts';
import type { Lang, StepLanguage } from './catalogue-types.ts';

export const STEP_WORDS: Record<Lang, StepLanguage> = { en, de, fr, es };
