/**
 * What the popup keeps in storage, and reading it back. Stored values may be old, foreign or hand-edited: each is
 * checked and anything that does not fit is ignored, never thrown.
 */
import { LEVELS, isLevel, type Level } from '../engine/levels.ts';
import type { PendingPuzzle } from '../content/overlay-model.ts';
import { STORAGE_KEYS } from '../extension-contract.ts';
import { isPuzzleLink } from '../engine/puzzle-sites.ts';
import { DEFAULT_KIND, findKind, type GameKind } from './new-game-kinds.ts';

/** The game in progress: the board's own save (persistence.ts SavedGame, as JSON text). */
export const GAME_KEY = STORAGE_KEYS.popupGame;
/** The popup's settings and the paste box's draft. */
export const SETTINGS_KEY = STORAGE_KEYS.popupSettings;
/** Written by the overlay's "Play in popup" (src/content/overlay.ts); read once here, then removed. */
export const PENDING_KEY = STORAGE_KEYS.pendingPuzzle;
/** Written by the service worker when it could not run on a page (src/background/tell-user.ts). */
export const PROBLEM_KEY = STORAGE_KEYS.lastSolveProblem;

export { LEVELS, isLevel };

/** A hand-over older than this was forgotten; a problem older than this is no longer news. */
export const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const PROBLEM_MAX_AGE_MS = 10 * 60 * 1000;
/**
 * How far in the future a record's time may be. Writer and reader share one clock, so only a correction of that clock
 * puts a record ahead of it; a time further ahead (a clock set back by days, or an edited record) would otherwise never
 * grow old, and such a record is treated as expired.
 */
export const FUTURE_TOLERANCE_MS = 60 * 1000;

/** A record stamped `at` is recent at `now`: less than `maxAgeMs` old, and not ahead by more than the tolerance. */
function isRecent(at: number, now: number, maxAgeMs: number): boolean {
  const age = now - at;
  return age >= -FUTURE_TOLERANCE_MS && age < maxAgeMs;
}

export interface PopupSettings {
  /** Level for "New game". */
  difficulty: Level;
  /** Variant and size for "New game" (one of new-game-kinds.ts's). */
  variant: GameKind['variant'];
  size: GameKind['size'];
  /** The paste box is open, and what was typed in it: a popup closed mid-paste reopens as it was. */
  pasteOpen: boolean;
  pasteText: string;
}

export const DEFAULT_SETTINGS: PopupSettings = {
  difficulty: 'medium',
  ...DEFAULT_KIND,
  pasteOpen: false,
  pasteText: '',
};

/** A 81-character line: digits and '.'. */
const LINE = /^[0-9.]{81}$/;

export function readSettings(value: unknown): PopupSettings {
  if (typeof value !== 'object' || value === null) return { ...DEFAULT_SETTINGS };
  const v = value as Partial<PopupSettings>;
  // Settings stored before variants came (no variant) are classic 9×9; a kind no longer offered is too.
  const kind = findKind(v.variant, v.size) ?? DEFAULT_KIND;
  return {
    difficulty: isLevel(v.difficulty) ? v.difficulty : DEFAULT_SETTINGS.difficulty,
    variant: kind.variant,
    size: kind.size,
    pasteOpen: v.pasteOpen === true,
    pasteText: typeof v.pasteText === 'string' ? v.pasteText.slice(0, 10_000) : '',
  };
}

/** A handed-over link longer than this is no puzzle link (f-puzzles' own for a 16×16 killer are a few KB). */
const MAX_LINK = 100_000;

/**
 * The handed-over puzzle: an 81-character line ("Play in popup"), or a link to an f-puzzles or SudokuPad puzzle
 * (the menu on such a link: src/background/open-puzzle-link.ts), read by the popup; null when there is none, it is
 * stale or it is malformed.
 */
export function readPending(value: unknown, now: number): PendingPuzzle | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<PendingPuzzle>;
  if (typeof v.puzzle !== 'string') return null;
  const link = v.puzzle.length <= MAX_LINK && isPuzzleLink(v.puzzle);
  if (!link && !LINE.test(v.puzzle)) return null;
  const { at } = v;
  if (typeof at !== 'number' || !isRecent(at, now, PENDING_MAX_AGE_MS)) return null;
  const pending: PendingPuzzle = {
    puzzle: link ? v.puzzle.trim() : v.puzzle.replace(/0/g, '.'),
    from: typeof v.from === 'string' ? v.from : '',
    at,
  };
  // The overlay's solution, so the board need not solve the puzzle again; anything else is ignored.
  if (!link && typeof v.solution === 'string' && /^[1-9]{81}$/.test(v.solution)) pending.solution = v.solution;
  return pending;
}

/** The reason the extension could not run on a page, when it is recent enough to still matter; else null. */
export function readProblem(value: unknown, now: number): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { reason, at } = value as { reason?: unknown; at?: unknown };
  if (typeof reason !== 'string' || !reason.trim() || typeof at !== 'number') return null;
  return isRecent(at, now, PROBLEM_MAX_AGE_MS) ? reason.trim() : null;
}

/** SudokuWiki's solver with the puzzle filled in: `bd=` takes 81 digits, 0 for a blank. */
export function sudokuWikiUrl(givens: string): string {
  return `https://www.sudokuwiki.org/sudoku.htm?bd=${givens.replace(/[^1-9]/g, '0')}`;
}
