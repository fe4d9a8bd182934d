/**
 * Whether replacing the board's game would lose the player's work, so the popup asks first (replace-bar.ts).
 */
import type { SavedGame } from '../components/sudoku-board/persistence.ts';

/** Play time after which a game counts as begun even with nothing written down: the player has been thinking. */
export const MEANINGFUL_PLAY_MS = 60_000;

/** What `<sudoku-board>` shows of its game: `givens`, `value` and `elapsedMs` are its public properties. */
export interface BoardSnapshot {
  givens: string;
  value: string;
  elapsedMs: number;
}

/**
 * A game is in progress when it is not over and the player has put something into it: at least one digit or note
 * on the board now, or a minute of play. A solved game (by the player, or shown by Solve) is over, and replacing it
 * loses nothing. Moves all undone do not count: an empty board loses only its redo history.
 *
 * The board makes public its digits (`value`) and time (`elapsedMs`), not its notes or whether it counts as solved.
 * Those come from its save (`saved`: the record it writes to the popup's storage on every change), when that
 * record is of the same puzzle. Without it, a full board counts as over and only digits and time count.
 */
export function gameInProgress(board: BoardSnapshot, saved: SavedGame | null): boolean {
  const record = saved?.givens === board.givens ? saved : null;
  const over = record ? record.solved : !board.value.includes('.');
  if (over) return false;
  const blank = (cell: number) => board.givens[cell] === '.';
  const digits = [...board.value].some((c, cell) => blank(cell) && c !== '.');
  const notes = record?.notes.some((bits, cell) => blank(cell) && bits !== 0) ?? false;
  return digits || notes || board.elapsedMs >= MEANINGFUL_PLAY_MS;
}
