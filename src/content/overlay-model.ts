/**
 * What the service worker hands the overlay: plain JSON (it crosses chrome.scripting), already worded, so the
 * injected overlay only draws it.
 */
import type { MESSAGE_TYPES } from '../extension-contract.ts';
import type { Anchor, GrabSource } from './grid-sources.ts';
import type { Drawing } from '../components/sudoku-board/hint-drawing.ts';

/**
 * `check`: a grid read from a picture with cells the recognizer is unsure of (or digits that clash), shown for the
 * user to check and fix before anything is solved; `no-sudoku`: nothing on the page, or in the image, holds a grid.
 */
export type OverlayStatus = 'solved' | 'several' | 'check' | 'unsolvable' | 'timeout' | 'unreadable' | 'no-sudoku';

export interface OverlayModel {
  status: OverlayStatus;
  /** Short heading, e.g. "Sudoku solved". */
  title: string;
  /** One or two plain sentences saying what happened. */
  message: string;
  /** The puzzle as read, 81 characters (digits, `.` blank), or null when no grid could be read. */
  puzzle: string | null;
  /** A solution, 81 digits, or null. */
  solution: string | null;
  /** What was read from the page, truncated for display (the user can check it against the page). */
  read: string;
  /** Cells (0..80) the recognizer is unsure of: marked, for the user to check. Empty for a grid read as text. */
  uncertain: number[];
  /** Cells holding a digit that clashes with another in its row, column or box: marked too. */
  clashes: number[];
  /**
   * The grid is shown for the user to fix (type a digit, or clear a cell) and then use; no solution is shown until
   * they do. Set for a picture's uncertain reading, and for a grid with clashes or no solution.
   */
  editable: boolean;
  source: GrabSource;
  anchor: Anchor | null;
}

/** The value stored under STORAGE_KEYS.pendingPuzzle (extension-contract.ts) by "Play in popup". */
export interface PendingPuzzle {
  /**
   * 81 characters, digits and `.`; or, from the menu on a link (background/open-puzzle-link.ts), an f-puzzles or
   * SudokuPad link the popup reads.
   */
  puzzle: string;
  /** Its solution, 81 digits, as the service worker found it (the popup's board then need not solve it again). */
  solution?: string;
  /** The page it was read from (empty when unknown). */
  from: string;
  /** Date.now() when stored, so the popup can ignore a stale hand-over. */
  at: number;
}

/**
 * What the overlay asks the service worker (chrome.runtime.sendMessage; only the extension's own scripts can send
 * it, as the manifest has no externally_connectable). The types are MESSAGE_TYPES (extension-contract.ts):
 * - `useGrid`: the user checked (and maybe fixed) the grid: solve it as it stands; answered with a new
 *   OverlayModel.
 * - `nextStep`: the next logical step from `board` (with `notes`, the candidates left by earlier steps);
 *   answered with a StepAnswer.
 */
export type OverlayRequest =
  | { type: typeof MESSAGE_TYPES.useGrid; puzzle: string; source: GrabSource; anchor: Anchor | null; read: string }
  | { type: typeof MESSAGE_TYPES.nextStep; givens: string; board: string; notes: number[] | null };

/** One explained step, applied: the overlay shows `text`, highlights `cells`, and keeps `board` and `notes`. */
export interface StepAnswer {
  /** The grader's sentence, e.g. "Naked single: r5c6 can only be 4." */
  text: string;
  /** The cells the step rests on, to highlight. */
  cells: number[];
  /** The cells it fills (their digits are in `board`). */
  placed: number[];
  /** The cells it removes candidates from. */
  eliminated: number[];
  /** The board after the step, 81 characters. */
  board: string;
  /** The candidates after the step, 81 bitmasks (bit d-1 = digit d), for the next request. */
  notes: number[];
  /** No further step: the board is solved, or no step could be found (then `text` says why). */
  done: boolean;
  /** The step drawn (roles, candidates placed and removed, links), as the board's tier 2 draws it. */
  drawing?: Drawing;
}
