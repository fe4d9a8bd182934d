/**
 * Hints in the board's language, the parts every language has (English included): the sentence of a hint (the
 * language's own from hint-words.ts, else the engine's English), and the words it is made of. The first tier (where
 * to look) is worded by the board from the place hints.ts finds.
 */
import type { HintResult, Step } from '../../../engine/grade/index.ts';
import { UNITS } from '../../../engine/grid.ts';
import type { Strings } from './strings.ts';

/** "a, b and c" in the language. */
export const and = (s: Strings, items: readonly (string | number)[]): string =>
  new Intl.ListFormat(s.lang, { type: 'conjunction' }).format(items.map(String));

/** A unit's name in the language, "Zeile 3" (`u`: 0–8 rows, 9–17 columns, 18–26 boxes). */
export const unitWords = (s: Strings, u: number): string => s.unit(UNITS[u].kind, UNITS[u].index + 1);

/** The technique's name in the language (the engine's for English). */
export const techniqueName = (s: Strings, step: Step): string => s.techniques?.[step.technique] ?? step.name;

/** The sentence the board shows for a hint. */
export const hintText = (s: Strings, result: HintResult): string => s.sayHint?.(result) ?? result.text;
