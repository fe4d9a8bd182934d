/**
 * Hints in the board's language: the sentence of a hint (the catalogue's, src/words, in the board's language; the
 * English words come with this code, which the board loads with its first hint), and the words of the first tier
 * (where to look), which the board words from the place hints.ts finds.
 */
import type { HintResult } from '../../../engine/grade/index.ts';
import { UNITS } from '../../../engine/grid.ts';
import { describeHint } from '../../../words/describe.ts';
import { en } from '../../../words/en/steps.ts';
import type { Strings } from '../../../words/board-types.ts';

/** A unit's name in the language, "Zeile 3" (`u`: 0–8 rows, 9–17 columns, 18–26 boxes). */
export const unitWords = (s: Strings, u: number): string => s.unit(UNITS[u].kind, UNITS[u].index + 1);

/** The sentence the board shows for a hint. */
export const hintText = (s: Strings, result: HintResult): string => describeHint(result, s.steps ?? en);
