/**
 * The sentences the board shows under the grid and speaks through its live region, where they take more than a
 * literal: kept together so the wording can be read and reviewed in one place.
 */
import { formatTime } from './labels.ts';

/** "an easy", "a hard": the level as it reads in a sentence. */
const withArticle = (level: string): string => `${/^[aeiou]/.test(level) ? 'an' : 'a'} ${level}`;

/** "Making a hard puzzle…", and ", tried 12" once the generator has reported its attempts. */
export const makingPuzzleText = (difficulty: string, attempts = 0): string =>
  `Making ${withArticle(difficulty)} puzzle${attempts ? `, tried ${attempts}` : ''}…`;

/**
 * What the board says when a generation is cancelled: the game on the board goes on, or, when it was to be the
 * first one, that there is none yet (the board offers a New puzzle button instead of a blank grid).
 */
export const cancelledText = (hasGame: boolean): string =>
  hasGame ? 'Cancelled: the game goes on.' : 'Cancelled: no puzzle yet.';

/** Over the grid while there is no game: why the board is not playable. */
export const noPuzzleText = 'No puzzle on the board.';

/** A `difficulty` that is no level: what is used instead, and what could have been asked for. */
export const unknownLevelText = (asked: string, used: string, levels: string): string =>
  `There is no "${asked}" level, so ${used} is used (levels: ${levels}).`;

export const newPuzzleText = (level?: string): string => (level ? `New ${level} puzzle.` : 'New puzzle.');

/** What `check()` says: how many of the player's digits are wrong, or that none is. */
export function checkText(wrongCount: number, complete: boolean): string {
  if (wrongCount) return `${wrongCount} ${wrongCount === 1 ? 'digit is' : 'digits are'} wrong.`;
  return complete ? 'Everything is right.' : 'No mistakes so far.';
}

/** What the board says when it is complete: the player's time, or that the solution was revealed. */
export const solvedText = (revealed: boolean, timeMs: number): string =>
  revealed ? 'Solution shown.' : `Solved in ${formatTime(timeMs)}. Well done!`;

/**
 * The live region's next text. The same words twice in a row would not be re-read: a zero-width change makes the
 * live region speak again.
 */
export const nextAnnouncement = (previous: string, text: string): string =>
  previous === text ? `${text}\u200b` : text;

/** Digit-first input: what picking a keypad digit (or putting it down) does. */
export const pickedText = (digit: number): string =>
  digit ? `${digit} picked: tap a cell to write it.` : 'No digit picked.';

/** A right-click or long press on a cell with no digit picked. */
export const noteNextText = 'The next digit goes in as a note.';

/** Check as you go: digits just placed that are not the solution's. */
export const wrongText = (count: number): string => (count === 1 ? 'Wrong digit.' : `${count} wrong digits.`);

/** The status line's count under a mistake limit. */
export const mistakesText = (mistakes: number, limit: number): string => `Mistakes ${mistakes}/${limit}`;

/** The mistake limit reached: the game stops, with Continue and New puzzle over the grid. */
export const limitReachedText = (limit: number): string =>
  `${limit} mistakes: this game is over. Continue it, or start a new puzzle.`;
