/** English, the board's own language: built in, and the fallback for a language the board does not speak. */
import type { Strings } from '../board-types.ts';

/** "an easy", "a hard": the level as it reads in a sentence. */
const withArticle = (level: string): string => `${/^[aeiou]/.test(level) ? 'an' : 'a'} ${level}`;

export const en: Strings = {
  lang: 'en',
  unit: (kind, n) => `${kind} ${n}`,
  notesOf: (digits) => `notes ${digits}`,
  empty: 'empty',
  given: 'given',
  revealed: 'revealed',
  conflict: 'conflict',
  wrong: 'wrong',

  levels: { easy: 'easy', medium: 'medium', hard: 'hard', expert: 'expert', extreme: 'extreme' },
  notes: 'Notes',
  time: (clock) => `Time ${clock}`,
  pause: 'Pause',
  resume: 'Resume',
  paused: 'Paused',
  cancel: 'Cancel',
  newGameButton: 'New game',
  daily: 'Daily',
  keypad: 'Keypad',
  left: () => ['', ' left'],
  fillCandidates: 'Fill candidates',
  erase: 'Erase',
  undo: 'Undo',
  redo: 'Redo',
  hint: 'Hint',

  notesOn: 'Notes on.',
  notesOff: 'Notes off.',
  givenCell: 'That cell is a given.',
  clashes: (d) => `${d} clashes with another ${d}.`,
  pausedSaid: 'Paused.',
  updated: 'Updated from another tab or window.',
  gameBack: 'The game you were playing is back.',
  making: (level, attempts) => `Making ${withArticle(level)} puzzle${attempts ? `, tried ${attempts}` : ''}…`,
  cancelled: (hasGame) => (hasGame ? 'Cancelled: the game goes on.' : 'Cancelled: no puzzle yet.'),
  newGame: (level) => (level ? `New ${level} puzzle.` : 'New puzzle.'),
  unknownLevel: (asked, used, levels) => `There is no "${asked}" level, so ${used} is used (levels: ${levels}).`,
  check: (wrong, complete) =>
    wrong
      ? `${wrong} ${wrong === 1 ? 'digit is' : 'digits are'} wrong.`
      : complete
        ? 'Everything is right.'
        : 'No mistakes so far.',
  solved: (revealed, time) => (revealed ? 'Solution shown.' : `Solved in ${time}. Well done!`),
  noSolution: 'This puzzle has no solution.',
  notSaved: 'The game could not be saved in this browser.',
  outOfDate: 'Another tab or window saved this game later: showing its game.',
  couldNotMake: (error) => `Could not make a puzzle: ${error}`,
  engineOnPage: 'The engine stopped: it runs on the page now.',

  settings: 'Settings',
  picked: (digit) => (digit ? `${digit} picked: tap a cell to write it.` : 'No digit picked.'),
  noteNext: 'The next digit goes in as a note.',
  wrongDigits: (count) => (count === 1 ? 'Wrong digit.' : `${count} wrong digits.`),
  mistakes: (mistakes, limit) => `Mistakes ${mistakes}/${limit}`,
  limitReached: (mistakes) => `${mistakes} mistakes: this game is over. Continue it, or start a new puzzle.`,
  colourName: (colour) => `colour ${colour}`,
  noteColourNext: (colour) =>
    colour ? `Colour ${colour} for a candidate: type its digit.` : 'No colour for a candidate: type its digit.',
};
