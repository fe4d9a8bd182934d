/**
 * The popup's own words (its toolbar, paste panel, statistics panel, questions and notices) in English. The board in
 * it, the level names, the technique list and the statistics' column names come from the board's catalogues in the
 * same language (popup-language.ts), so the two never disagree.
 */

import type { VariantName } from '../../engine/variant/index.ts';
import type { PictureWords } from '../picture-types.ts';
import { enPicture } from './picture.ts';

/** What the toolbar copies, for its notices. */
export type Copied = 'puzzle' | 'board' | 'link';

export interface PopupWords extends PictureWords {
  /** The toolbar's accessible name. */
  game: string;
  levelOfNewGame: string;
  /** The variant select's accessible name. */
  variantOfNewGame: string;
  /** What the two selects above New game choose, shown over them. */
  newGameChoice: string;
  /** The variants' names in the select (a size is added for those played at several). */
  variantNames: Record<VariantName, string>;
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

  // ---- a variant puzzle pasted, or a puzzle link from the menu, that can't be played
  /** A SudokuPad link in SudokuPad's own format (scl, ctc, scf), not an f-puzzles payload. */
  sudokuPadOwnFormat: string;
  /** A SudokuPad short id: the puzzle is on SudokuPad's server. */
  sudokuPadShortId: string;
  /** The puzzle's link data does not decode. */
  linkCutShort: string;
  /** The puzzle has rules (f-puzzles' names: thermometer, arrow…) the board does not play. */
  unsupportedRules: (names: string) => string;
  /** Any other reason, the reader's own words. */
  cannotReadPuzzle: (reason: string) => string;

  // ---- the statistics panel
  recent: string;
  /** The statistics panel's select of classic games or a variant's, once a variant game is counted. */
  statisticsOf: string;
  statisticsNote: string;
  close: string;
  /** The sparkline's accessible name. */
  latestTimes: (times: string) => string;
}

export const en: PopupWords = {
  ...enPicture,
  game: 'Game',
  levelOfNewGame: 'Level of a new game',
  variantOfNewGame: 'Variant of a new game',
  newGameChoice: 'Variant and level',
  variantNames: {
    classic: 'Classic',
    killer: 'Killer',
    jigsaw: 'Jigsaw',
    x: 'X-Sudoku',
    windoku: 'Windoku',
    'anti-knight': 'Anti-knight',
    'anti-king': 'Anti-king',
    'non-consecutive': 'Non-consecutive',
  },
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
  pasteHelp:
    '81 characters, 9 rows of 9, a grid with box lines, f-puzzles JSON, or a SudokuWiki, f-puzzles or SudokuPad ' +
    'link; or paste or drop a screenshot.',
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

  sudokuPadOwnFormat:
    "This SudokuPad link holds SudokuPad's own puzzle format, which can't be read here: open it in SudokuPad, or " +
    'share it from f-puzzles.',
  sudokuPadShortId:
    "This SudokuPad link only names a puzzle kept on SudokuPad's server, which isn't asked here. Open it in " +
    'SudokuPad and copy the puzzle from f-puzzles instead.',
  linkCutShort: "This link's puzzle data does not decode: it may have been cut short. Copy the whole link again.",
  unsupportedRules: (names) => `This puzzle has rules that can't be played here: ${names}.`,
  cannotReadPuzzle: (reason) => `The puzzle can't be read: ${reason}.`,

  recent: 'Recent',
  statisticsOf: 'Games:',
  statisticsNote:
    'A game counts as played once you made a move in it and it ended: solved, solved for you, or replaced. The ' +
    "streak counts days in a row with that level's daily solved.",
  close: 'Close',
  latestTimes: (times) => `Latest times, oldest first: ${times}`,
};
