/**
 * The hints' words in English: loaded with the hint code (hints.ts, hint-play.ts), not with the element. Other
 * languages carry theirs in their catalogue (`hints`).
 */
import type { HintStrings, Strings } from '../board-types.ts';

export const enHints: HintStrings = {
  lookAt: (place) => `Look at ${place}.`,
  applied: (text) => `Applied: ${text}`,
};

/** The hints' words in the board's language (English's, built into this module, for English). */
export const hintWords = (s: Strings): HintStrings => s.hints ?? enHints;
