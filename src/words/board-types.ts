/**
 * What the board says, as one typed catalogue per language: English (en.ts) is built in, and every other language
 * is a module under locales/ loaded only when a board speaks it (language.ts). Entries are strings or small
 * functions, so word order, articles and plurals stay each language's own business and the compiler checks that
 * every language has every entry with the right parameters.
 */
import type { StepLanguage } from './catalogue-types.ts';
import type { PictureWords } from './picture-types.ts';
import type { Level } from '../engine/levels.ts';

export type UnitKind = 'row' | 'column' | 'box';

export interface Strings {
  /** The language's code, for Intl (lists and plurals). */
  lang: string;

  // ---- cells (their screen-reader label: "row 3, column 5, 7, given") ------------------------------------------
  unit: (kind: UnitKind, n: number) => string;
  notesOf: (digits: string) => string;
  empty: string;
  given: string;
  /** A digit the board put there (an applied hint, the solution revealed), not the player. */
  revealed: string;
  conflict: string;
  wrong: string;

  // ---- controls ------------------------------------------------------------------------------------------------
  /** Level names, lower case as in a sentence (the status line capitalises its own). */
  levels: Record<Level, string>;
  /** The notes-mode sign in the status line, and the keypad's Notes button. */
  notes: string;
  time: (clock: string) => string;
  pause: string;
  resume: string;
  paused: string;
  cancel: string;
  /** The status line's button that offers a new game over the one in play (the offer's words: OfferStrings). */
  newGameButton: string;
  /** The status line's sign on a daily puzzle. */
  daily: string;
  keypad: string;
  /** A digit's key is named "7, 3 left": the words before and after the count (the count alone is shown). */
  left: (n: number) => [before: string, after: string];
  fillCandidates: string;
  erase: string;
  undo: string;
  redo: string;
  hint: string;

  // ---- what the board says -------------------------------------------------------------------------------------
  notesOn: string;
  notesOff: string;
  givenCell: string;
  clashes: (digit: number) => string;
  pausedSaid: string;
  updated: string;
  gameBack: string;
  /** `level` is a Level (the catalogue's `levels` name it); `attempts` 0 until the generator has reported. */
  making: (level: Level, attempts: number) => string;
  cancelled: (hasGame: boolean) => string;
  newGame: (level?: Level) => string;
  unknownLevel: (asked: string, used: string, levels: string) => string;
  check: (wrong: number, complete: boolean) => string;
  solved: (revealed: boolean, time: string) => string;
  noSolution: string;
  notSaved: string;
  outOfDate: string;
  couldNotMake: (error: string) => string;
  /** The engine's worker stopped answering, so the board's engine now runs on the page (client.ts: fallback). */
  engineOnPage: string;

  // ---- input, settings and colours ---------------------------------------------------------------------------
  /** The status line's button that opens the Settings panel. */
  settings: string;
  /** Digit-first: what picking a keypad digit (or putting it down, 0) does. */
  picked: (digit: number) => string;
  /** A right-click or long press on a cell with no digit picked. */
  noteNext: string;
  /** Check as you go: how many digits just placed are not the solution's. */
  wrongDigits: (count: number) => string;
  /** The status line's count under a mistake limit, "Mistakes 1/3". */
  mistakes: (mistakes: number, limit: number) => string;
  /** The mistake limit reached: the game stops, with Continue and New puzzle over the grid. */
  limitReached: (mistakes: number) => string;
  /** A cell's colour (1–6) in its label, "colour 2". */
  colourName: (colour: number) => string;
  /** A colour (0: none) chosen in notes mode, waiting for the digit of the candidate it goes on. */
  noteColourNext: (colour: number) => string;
  /** The keypad's colour palette's words (English's come with colouring: en/board-palette.ts). */
  palette?: PaletteStrings;
  /** The words of the new-game offer (English's come with the offer: en/board-offer.ts). */
  offer?: OfferStrings;
  /** The words of the Settings panel (English's come with the panel: en-panel.ts). */
  panel?: PanelStrings;
  /** The technique trainer's words (English's come with the trainer: en-trainer.ts). */
  trainer?: TrainerStrings;
  /** Scan's words (English's come with it: en/board-scan.ts). */
  scan?: ScanStrings;
  /** The statistics' words (English's come with them: en-statistics.ts). */
  statistics?: StatisticsStrings;
  /** A variant's words: its rules, cages and regions (English's come with the variant's drawing: en/board-variant.ts). */
  variant?: VariantStrings;

  // ---- hints: the tiers before the full sentence (hint-tiers.ts) ---------------------------------------------
  /** The hints' own words (English's come with the hint code: en/board-hints.ts). */
  hints?: HintStrings;
  /**
   * The words of steps and hints (technique names, every technique's sentence: src/words): a language's come with
   * it; English's with the hint code (hints.ts), so they stay out of the board's first download.
   */
  steps?: StepLanguage;
}

/** The hints' words (hints.ts, hint-play.ts), besides the steps' own (`steps`). */
export interface HintStrings {
  /** The first tier of a hint: where to look, with no technique. `place`: a unit's or a cell's name. */
  lookAt: (place: string) => string;
  /** Said when a hint's step is applied (its third tier), with the step's sentence. */
  applied: (text: string) => string;
  /** The legend of the drawing of a hint's step (its second tier), and its words for screen readers. */
  drawing: HintDrawingStrings;
  /**
   * No logical step is left: the position needs trial and error, and `cell` is one to try, with its candidates
   * (`digits`, "2 or 7"); no digit is singled out (that would give the answer away).
   */
  trial: (cell: string, digits: number[]) => string;
}

/** The parts a drawn hint gives cells (hint-drawing.ts): the unit, a fish's sets, a wing's pivot and pincers… */
export type HintRole =
  'unit' | 'base' | 'cover' | 'fin' | 'pivot' | 'pincer' | 'corner' | 'set' | 'colour-a' | 'colour-b' | 'pattern';

/** The legend of a drawn hint, and the same in words for screen readers. */
export interface HintDrawingStrings {
  roles: Record<HintRole, string>;
  /** The candidates to place, to remove; the chain's strong and weak links; the digits that rule out a single's cells. */
  place: string;
  strike: string;
  strong: string;
  weak: string;
  cause: string;
  /** The candidates of the cell a trial-and-error position offers to try. */
  tryOne: string;
  /** "4 in row 2, column 5": a candidate, its cell named in words. */
  inCell: (digit: number, cell: string) => string;
  /** "Base set: row 2, row 6.": one part of the drawing, for screen readers. */
  part: (name: string, what: string) => string;
}

/** The keypad's colour palette, and its buttons' names (0: the one that takes the colour off). */
export interface PaletteStrings {
  colours: string;
  colourButton: (colour: number) => string;
}

/**
 * The new-game offer's words (new-puzzle-offer.ts, daily-offer.ts), under a finished game, over an empty grid, or
 * over a game in play (New game): out of the first download, which a board that is playing never needs.
 */
export interface OfferStrings {
  level: string;
  newPuzzle: string;
  /** Beside New puzzle: opens the technique trainer (the dialog's title too). */
  practise: string;
  /** Beside New puzzle: today's daily puzzle at the level chosen. */
  dailyPuzzle: string;
  /** Over a game in play: the question (a new game replaces it; Undo brings it back), and the button that closes it. */
  replaceGame: string;
  keepPlaying: string;
  /** Over an empty grid (a puzzle that can't be read): above the offer. */
  noPuzzle: string;
  /** Play on after the mistake limit stopped the game. */
  continueGame: string;
  /** Shares a link to the puzzle (the system's share sheet on a phone, else the clipboard). */
  share: string;
  /** Said once the link is on the clipboard. */
  linkCopied: string;
  /** Said when the clipboard refused the link: the link itself, to copy by hand. */
  copyThis: (link: string) => string;
  /** Beside New puzzle: reads a puzzle from a photo or screenshot (the camera on a phone). */
  scan: string;
}

/**
 * The board's Scan (scan-check.ts): a photo or screenshot of a Sudoku read in the worker, then checked by the player
 * in a dialog before it is played. Out of the first download, with the reader.
 */
export interface ScanStrings extends PictureWords {
  /** The dialog's title. */
  checkTitle: string;
  /** Under the title: how many cells are marked as uncertain (0: none), and what to do. */
  checkNote: (uncertain: number) => string;
  /** Plays the grid as checked. */
  play: string;
  /** The picture holds no Sudoku that could be read. */
  noSudoku: string;
  /** scan() without a picture, not called from a click or tap: no browser opens a file picker then. */
  needsClick: string;
}

/** The Settings panel's words (settings-panel.ts): its title, a label per setting, and its choices. */
export interface PanelStrings {
  title: string;
  checkAsYouGo: string;
  mistakeLimit: string;
  /** No mistake limit. */
  off: string;
  /** The checkbox is on when the highlight is shown (the setting is its opposite). */
  noPeerHighlight: string;
  noDigitHighlight: string;
  /** On when the timer is shown. */
  hideTimer: string;
  inputMode: string;
  'cell-first': string;
  'digit-first': string;
  /** How hints name cells, and its two choices: in words, or in the r3c6 notation. */
  cellNames: string;
  words: string;
  rc: string;
  autoCandidates: string;
  colorPalette: string;
  done: string;
}

/** The technique trainer's words (trainer.ts): its dialog, and the note on a hint of the technique practised. */
export interface TrainerStrings {
  /** Under the dialog's title: what picking a technique does. */
  intro: string;
  /** A technique's help link. */
  howItWorks: string;
  /** The help link's accessible name, naming the technique: its visible text first ("How it works: X-wing"). */
  howNamed: (name: string) => string;
  close: string;
  /** With a hint whose step is the technique the game practises. */
  practising: (name: string) => string;
  /** Over the grid while a practice puzzle is made (after a moment): the technique's name, the attempts so far. */
  making: (name: string, attempts: number) => string;
}

/** The statistics' words (statistics/statistics.ts): the table in a finished game's offer, and their reset. */
export interface StatisticsStrings {
  /** The table's caption, for a level's name ("Medium: your games"). */
  title: (level: string) => string;
  played: string;
  solved: string;
  /** Solved without a hint or a reveal. */
  withoutHelp: string;
  best: string;
  average: string;
  /** Days in a row with a solved daily, now and at the longest. */
  streak: string;
  longest: string;
  /** The stored statistics could not be read (corrupt or changed by hand): they start again from zero. */
  reset: string;
}

/** A language besides English: all its words come with it, its steps' too. */
export type Locale = Strings & {
  steps: StepLanguage;
  offer: OfferStrings;
  palette: PaletteStrings;
  hints: HintStrings;
  panel: PanelStrings;
  trainer: TrainerStrings;
  statistics: StatisticsStrings;
  scan: ScanStrings;
};

/** Words that depend on the language when shown, not when said: the message line re-renders in a new language. */
export type Words = (s: Strings) => string;

/** Text to show or say: words of the board's language, or a string from elsewhere (the engine's, a parser's). */
export type Said = string | Words;

/** The rules a variant game states under its grid, one sentence each (variant-view.ts). */
export type VariantRuleName = 'killer' | 'jigsaw' | 'x' | 'windoku' | 'antiKnight' | 'antiKing' | 'nonConsecutive';

/** A variant game's words: the rules under the grid, and what a cell's label adds (its cage or region). */
export interface VariantStrings {
  /** One sentence per rule; `digits` is the grid's digits, "1–9" (16×16: "1–9 and A–G"). */
  rules: Record<VariantRuleName, (digits: string) => string>;
  /** A cell's cage in its label: "cage of 3 cells summing to 15" ("cage of 3 cells" without a sum). */
  cage: (cells: number, sum?: number) => string;
  /** A cell's jigsaw region in its label: "region 4". */
  region: (region: number) => string;
  /** Hint on a variant game, which the hints do not know yet. */
  noHints: string;
}
