/**
 * The hints' words in English: loaded with the hint code (hints.ts, hint-play.ts), not with the element. Other
 * languages carry theirs in their catalogue (`hints`).
 */
import type { HintStrings, Strings } from '../board-types.ts';

export const enHints: HintStrings = {
  lookAt: (place) => `Look at ${place}.`,
  applied: (text) => `Applied: ${text}`,
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
    inCell: (digit, cell) => `${digit} in ${cell}`,
    part: (name, what) => `${name}: ${what}.`,
  },
};

/** The hints' words in the board's language (English's, built into this module, for English). */
export const hintWords = (s: Strings): HintStrings => s.hints ?? enHints;
