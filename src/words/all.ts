/** Every language's step words at once, for Node (the CLI, scripts, tests), where nothing is fetched lazily. */
import { de } from './steps/de.ts';
import { en } from './steps/en.ts';
import { es } from './steps/es.ts';
import { fr } from './steps/fr.ts';
import type { Lang, StepLanguage } from './types.ts';

export const STEP_WORDS: Record<Lang, StepLanguage> = { en, de, fr, es };
