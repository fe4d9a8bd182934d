/**
 * The parts of a step that every language's sentences read the same way (its first cell, its digit, its units, a
 * set of cells with their digits), and the techniques that share one sentence in every language: each language's
 * steps.ts words them, none restates how to read them.
 */
import type { CellSet, Step, TechniqueId } from '../engine/grade/index.ts';
import { cellList, cellName, digitsSlash } from './cells.ts';

/** The step's first cell, named: "r3c5". */
export const firstCell = (s: Step): string => cellName(s.cells[0]);
/** The step's digit (the first, for a step about one digit). */
export const firstDigit = (s: Step): number => s.digits[0];
/** The units the step names, in its order; none for a step about cells only. */
export const unitsOf = (s: Step): number[] => s.units ?? [];
/** "r1c2, r1c5 (3/7)": cells with the digits they hold. */
export const withDigits = (set: CellSet): string => `${cellList(set.cells)} (${digitsSlash(set.digits)})`;

/** Finned and sashimi fish: one sentence (the fish's, with its fins) in every language. */
export const FINNED_FISH = [
  'finned-x-wing',
  'sashimi-x-wing',
  'finned-swordfish',
  'sashimi-swordfish',
  'finned-jellyfish',
  'sashimi-jellyfish',
] as const satisfies readonly TechniqueId[];

/** The same sentence for each of `techniques`, to spread into a language's sentences. */
export const sameSentence = <K extends TechniqueId>(
  techniques: readonly K[],
  sentence: (step: Step) => string,
): Record<K, (step: Step) => string> =>
  Object.fromEntries(techniques.map((technique) => [technique, sentence])) as Record<K, (step: Step) => string>;
