/**
 * The popup's own words (its toolbar, paste panel, statistics panel, questions and notices) in English. The board in
 * it, the level names, the technique list and the statistics' column names come from the board's catalogues in the
 * same language (popup-language.ts), so the two never disagree.
 */

import type { PictureWords } from '../picture-types.ts';
import { enPicture } from './picture.ts';

/** What the toolbar copies, for its notices. */
export type Copied = 'puzzle' | 'board' | 'link';

export interface PopupWords extends PictureWords {
  /** The toolbar's accessible name. */
  game: string;
  levelOfNewGame: string;
  newGame: string;
  todaysDaily: string;
  /** The mark on Today's daily when it is solved at the chosen level. */
  solvedMark: string;
  pastePuzzle: string;
  statistics: string;
  check: string;
  solve: string;
  copied: string;
  copy: Record<Copied, [label: string, note: string]>;
  /** "Puzzle copied." for a screen reader. */
  copiedSaid: (what: Copied) => string;
  openInSudokuWiki: string;
  dismiss: string;

  // ---- notices
  techniquesFailed: (error: string) => string;
  savedGameUnreadable: (error: string) => string;
  couldNotRun: (problem: string) => string;
  /** A puzzle "Play in popup" handed over, from a site ('' when unknown). */
  handedOver: (host: string) => string;
  replaceWithHandedOver: (host: string) => string;
  replaceGame: string;
  couldNotSave: (error: string) => string;
  clipboardRefused: (what: Copied, text: string) => string;
  severalSolutions: string;
  solverGaveUp: string;
  noSolution: string;
  keepPlaying: string;
  replaceIt: string;

  // ---- the paste panel
  pasteTitle: string;
  pasteHelp: string;
  play: string;
  cancel: string;
  readingClipboard: string;
  waitingForClipboard: string;
  pasted: string;
  /** Nothing on the clipboard to use. */
  clipboardEmpty: string;
  couldNotPaste: (why: string) => string;
  /** Read from a picture, `uncertain` cells marked for the user to check. */
  readFromPicture: (uncertain: number) => string;
  editAsText: string;
  pasteFirst: string;
  noSudokuInPicture: string;

  // ---- the statistics panel
  recent: string;
  statisticsNote: string;
  close: string;
  /** The sparkline's accessible name. */
  latestTimes: (times: string) => string;
}

export const en: PopupWords = {
  ...enPicture,
  game: 'Game',
  levelOfNewGame: 'Level of a new game',
  newGame: 'New game',
  todaysDaily: "Today's daily",
  solvedMark: 'solved',
  pastePuzzle: 'Paste a puzzle…',
  statistics: 'Statistics',
  check: 'Check',
  solve: 'Solve',
  copied: 'Copied',
  copy: { puzzle: ['Copy puzzle', 'givens'], board: ['Copy board', 'as filled'], link: ['Copy link', 'to share'] },
  copiedSaid: (what) => `${{ puzzle: 'Puzzle', board: 'Board', link: 'Link' }[what]} copied.`,
  openInSudokuWiki: 'Open in SudokuWiki',
  dismiss: 'Dismiss',

  techniquesFailed: (error) => `The techniques could not be listed: ${error}`,
  savedGameUnreadable: (error) =>
    `The saved game can't be read (${error}), so this game won't be saved and the saved one stays as it is. ` +
    'Close and reopen the popup to try again.',
  couldNotRun: (problem) => `Solve Sudoku could not run: ${problem}`,
  handedOver: (host) => (host ? `Puzzle from ${host}: ready to play.` : 'The puzzle from the page is ready to play.'),
  replaceWithHandedOver: (host) => `Replace the game in progress with the puzzle from ${host || 'the page'}?`,
  replaceGame: 'Replace the game in progress?',
  couldNotSave: (error) => `Could not save: ${error}`,
  clipboardRefused: (what, text) => `The browser refused the clipboard. The ${what}: ${text}`,
  severalSolutions: 'This puzzle has more than one solution; here is one.',
  solverGaveUp: 'The solver gave up on this puzzle: it took too long.',
  noSolution: 'This puzzle has no solution: some givens contradict each other further on.',
  keepPlaying: 'Keep playing',
  replaceIt: 'Replace it',

  pasteTitle: 'Paste a puzzle',
  pasteHelp: '81 characters, 9 rows of 9, a grid with box lines, or a SudokuWiki link; or paste or drop a screenshot.',
  play: 'Play',
  cancel: 'Cancel',
  readingClipboard: 'Reading the clipboard…',
  waitingForClipboard:
    "Waiting for the clipboard: answer the browser's Paste prompt, or paste into the box with Ctrl+V.",
  pasted: 'Pasted from the clipboard.',
  clipboardEmpty: 'the clipboard holds no text or picture',
  couldNotPaste: (why) => `Could not paste (${why}): paste into the box with Ctrl+V, or type the puzzle.`,
  readFromPicture: (n) =>
    n
      ? `Read from the picture, but ${n === 1 ? '1 cell is' : `${n} cells are`} uncertain (marked): check them ` +
        'against the picture and fix any that is wrong, then Play or Solve.'
      : 'Read from the picture: check it against the picture, then Play or Solve.',
  editAsText: 'Edit as text',
  pasteFirst: 'Paste or type a puzzle first.',
  noSudokuInPicture: 'No Sudoku found in the picture. Crop it to the grid, or paste the puzzle as text.',

  recent: 'Recent',
  statisticsNote:
    'A game counts as played once you made a move in it and it ended: solved, solved for you, or replaced. The ' +
    "streak counts days in a row with that level's daily solved.",
  close: 'Close',
  latestTimes: (times) => `Latest times, oldest first: ${times}`,
};
