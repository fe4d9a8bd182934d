/**
 * The new-game offer's words in English: loaded with the offer (new-puzzle-offer.ts), not with the element, since a
 * board that is playing never shows it. Other languages carry theirs in their catalogue (`offer`).
 */
import type { OfferStrings, Strings } from '../board-types.ts';

export const enOffer: OfferStrings = {
  level: 'Level',
  newPuzzle: 'New puzzle',
  replaceGame: 'Replace the game in progress? Undo brings it back.',
  keepPlaying: 'Keep playing',
  practise: 'Practise a technique',
  noPuzzle: 'No puzzle on the board.',
  continueGame: 'Continue',
  share: 'Share',
  linkCopied: 'Link copied: paste it to share this puzzle.',
  copyThis: (link) => `Copy this link to share the puzzle: ${link}`,
  dailyPuzzle: 'Daily puzzle',
  scan: 'Scan',
};

/** The offer's words in the board's language (English's, built into this module, for English). */
export const offerWords = (s: Strings): OfferStrings => s.offer ?? enOffer;
