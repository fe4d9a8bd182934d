/**
 * A variant game's words in English (variant-view.ts): loaded with the variant's drawing, not with the element.
 * Other languages carry theirs in their catalogue (`variant`).
 */
import type { Strings, VariantStrings } from '../board-types.ts';

export const enVariant: VariantStrings = {
  rules: {
    killer: () => 'Killer: the digits in each dashed cage add up to its small number, without repeating.',
    jigsaw: (digits) => `Jigsaw: each row, column and outlined region holds ${digits} once.`,
    x: (digits) => `X: both diagonals also hold ${digits} once.`,
    windoku: (digits) => `Windoku: the four shaded windows also hold ${digits} once.`,
    antiKnight: () => 'Anti-knight: equal digits are never a chess knight’s move apart.',
    antiKing: () => 'Anti-king: equal digits never touch, not even at a corner.',
    nonConsecutive: () => 'Non-consecutive: cells side by side never hold consecutive digits.',
  },
  cage: (cells, sum) =>
    `cage of ${cells} ${cells === 1 ? 'cell' : 'cells'}${sum === undefined ? '' : ` summing to ${sum}`}`,
  region: (region) => `region ${region}`,
  noHints: 'Hints don’t know this variant’s rules yet.',
};

/** A variant's words in the board's language (English's, built into this module, for English). */
export const variantWords = (s: Strings): VariantStrings => s.variant ?? enVariant;
