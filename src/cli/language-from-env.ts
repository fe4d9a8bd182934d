/**
 * The language of `grade` and `hint`: `--lang`, else the environment's as POSIX tools read it (LC_ALL, then
 * LC_MESSAGES, then LANG; the first one set decides, "de_DE.UTF-8" speaks de); a language the catalogue does not
 * have, "C" or "POSIX" or none, is English.
 */
import { STEP_WORDS } from '../words/all.ts';
import { langOf } from '../words/lang.ts';
import type { Lang, StepLanguage } from '../words/catalogue-types.ts';
import type { Io } from './io.ts';
import { langOption, type OptionValues } from './options.ts';

export function langFromEnv(env: Io['env']): Lang {
  const tag = env?.LC_ALL || env?.LC_MESSAGES || env?.LANG;
  return langOf(tag);
}

/** The step words to print in. */
export const wordsFor = (options: OptionValues, io: Io): StepLanguage => STEP_WORDS[langFor(options, io)];

/** The language to speak in: `--lang`, else the environment's. */
export const langFor = (options: OptionValues, io: Io): Lang => options.get(langOption) ?? langFromEnv(io.env);
