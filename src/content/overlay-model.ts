/**
 * What the service worker hands the overlay: plain JSON (it crosses chrome.scripting), already worded, so the
 * injected overlay only draws it.
 */
import type { Anchor, GrabSource } from './grid-sources.ts';

export type OverlayStatus = 'solved' | 'several' | 'unsolvable' | 'timeout' | 'unreadable' | 'nothing-selected';

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
  source: GrabSource;
  anchor: Anchor | null;
}

/** The chrome.storage.local key "Play in popup" writes; the popup reads it, plays it and removes it. */
export const PENDING_PUZZLE_KEY = 'pendingPuzzle';

/** The value stored under PENDING_PUZZLE_KEY. */
export interface PendingPuzzle {
  /** 81 characters, digits and `.`. */
  puzzle: string;
  /** Its solution, 81 digits, as the service worker found it (the popup's board then need not solve it again). */
  solution?: string;
  /** The page it was read from (empty when unknown). */
  from: string;
  /** Date.now() when stored, so the popup can ignore a stale hand-over. */
  at: number;
}
