/**
 * Hints in the board's language: the sentence of a hint (the catalogue's, src/words, in the board's language; the
 * English words come with this code, which the board loads with its first hint), and the words of the first tier
 * (where to look), which the board words from the place hints.ts finds.
 */
import type { HintResult } from '../../../engine/grade/index.ts';
import type { Geometry, Unit } from '../../../engine/geometry.ts';
import { describeHint } from '../../../words/describe.ts';
import { en } from '../../../words/en/steps.ts';
import type { Strings } from '../../../words/board-types.ts';

/** A unit's name in the language, "Zeile 3". */
export const unitWords = (s: Strings, unit: Unit): string => s.unit(unit.kind, unit.index + 1);

/** The sentence the board shows for a hint on `geometry`'s grid (its cells and units named in that grid). */
export const hintText = (s: Strings, result: HintResult, geometry: Geometry): string =>
  describeHint(result, s.steps ?? en, geometry);
