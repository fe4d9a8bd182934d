/**
 * The hints' words in English: loaded with the hint code (hints.ts, hint-play.ts), not with the element. Other
 * languages carry theirs in their catalogue (`hints`).
 */
import type { HintStrings, Strings } from '../board-types.ts';

/** "2 or 7", "2, 5 or 7": the candidates a trial offers. */
const or = (digits: number[]): string => `${digits.slice(0, -1).join(', ')} or ${digits[digits.length - 1]}`;

export const enHints: HintStrings = {
  lookAt: (place) => `Look at ${place}.`,
  applied: (text) => `Applied: ${text}`,
  trial: (cell, digits) =>
    `No logical step is left: this position needs trial and error. Try one of ${or(digits)} in ${cell}; if it leads to a clash, undo and try another.`,
  drawing: {
    roles: {
      unit: 'Unit',
      base: 'Base set',
      cover: 'Cover set',
      fin: 'Fins',
      pivot: 'Pivot',
      pincer: 'Pincers',
      corner: 'Rectangle corners',
      set: 'Almost locked sets',
      'colour-a': 'Colour A',
      'colour-b': 'Colour B',
      pattern: 'Pattern cells',
    },
    place: 'Place',
    strike: 'Remove',
    strong: 'Strong link',
    weak: 'Weak link',
    cause: 'Rules out',
    tryOne: 'Try one',
    inCell: (digit, cell) => `${digit} in ${cell}`,
    part: (name, what) => `${name}: ${what}.`,
  },
};

/** The hints' words in the board's language (English's, built into this module, for English). */
export const hintWords = (s: Strings): HintStrings => s.hints ?? enHints;
