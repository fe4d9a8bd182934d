/** The board's events and their `detail`: bubbling and composed, so a page can listen on any ancestor. */
import type { HintResult, Step } from '../../engine/grade/index.ts';

/** What caused a change of the board. */
export type ChangeReason =
  | 'entry'
  | 'note'
  | 'erase'
  | 'auto-notes'
  | 'undo'
  | 'redo'
  | 'hint'
  | 'solve'
  | 'clear'
  | 'new-game'
  | 'reset'
  /** Cells given a colour, or their colour taken off (the value does not change). */
  | 'color'
  /** Another tab, window or board on the same `persist` key saved a newer game, which the board now shows. */
  | 'sync';

export interface SudokuChangeDetail {
  /** The board now: 81 characters, digits and '.' for blanks. */
  value: string;
  reason: ChangeReason;
  /** The cells whose digit, notes or colour changed (0–80). */
  cells: number[];
  /** A game `load()`ed with a `source`: where the puzzle came from (reason 'new-game' only). */
  source?: string;
}

export interface SudokuSolvedDetail {
  value: string;
  /** Play time in milliseconds, pauses excluded. */
  timeMs: number;
  /** True when `solve()` revealed the solution rather than the player finding it. */
  revealed: boolean;
  difficulty?: string;
}

export interface SudokuHintDetail {
  kind: HintResult['kind'];
  /** The sentence shown and announced. */
  text: string;
  /** The cells the hint is about. */
  cells: number[];
  /** False when the hint is shown, true when `hint()` applied it (tier 3). */
  applied: boolean;
  /**
   * Successive `hint()` calls on the same board: 1 says where to look (`text` "Look at box 4." or "Look at r5c6.",
   * `cells` that unit or cell; no technique named), 2 shows the step (its sentence, the cells it rests on, the
   * candidates it removes), 3 applies it. A hint with no place to point at (solved, invalid) starts at 2.
   */
  tier: 1 | 2 | 3;
  /** The step, at every tier (a host may show more than the board does). */
  step?: Step;
}

/**
 * `bad-value`: a `value` set from outside that is not 81 digits/dots, or that changes a given (it is not taken).
 * `bad-difficulty`: a `difficulty` that is no level (the default level is used instead).
 * `unreadable-save`: the game saved under `persist` can't be used (not a record, a newer build's format, no readable
 * puzzle); it is kept under `<persist>:unreadable` and the board starts as if there were none.
 * `repaired-save`: parts of the saved game could not be read and were left out (the message names them); the rest
 * is resumed, and the record as it was is kept under `<persist>:unreadable`.
 * `out-of-date`: another tab, window or board saved this game later; the board now shows that one, without its own
 * last change.
 * `statistics`: the stored statistics could not be read (damaged, or changed by hand); they start again from zero,
 * and under `persist` what was stored is kept under `<persist>:statistics:unreadable`.
 */
export type SudokuErrorCode =
  | 'puzzle'
  | 'bad-value'
  | 'bad-difficulty'
  | 'no-solution'
  | 'engine'
  | 'storage'
  | 'unreadable-save'
  | 'repaired-save'
  | 'out-of-date'
  | 'statistics';

export interface SudokuErrorDetail {
  code: SudokuErrorCode;
  message: string;
}

export interface SudokuBoardEventMap {
  'sudoku-change': CustomEvent<SudokuChangeDetail>;
  'sudoku-solved': CustomEvent<SudokuSolvedDetail>;
  'sudoku-hint': CustomEvent<SudokuHintDetail>;
  'sudoku-error': CustomEvent<SudokuErrorDetail>;
}

/** One of the board's events, bubbling out of its shadow root. */
export function boardEvent<K extends keyof SudokuBoardEventMap>(
  type: K,
  detail: SudokuBoardEventMap[K]['detail'],
): SudokuBoardEventMap[K] {
  return new CustomEvent(type, { detail, bubbles: true, composed: true }) as SudokuBoardEventMap[K];
}

declare global {
  // Typed `addEventListener('sudoku-change', e => e.detail.value)` on any element.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends SudokuBoardEventMap {}
}
