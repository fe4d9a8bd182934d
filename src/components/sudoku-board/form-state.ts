/**
 * What the browser keeps of the board for a form's Back/Forward restore: the givens as well as the value, since a
 * value alone would come back with every given turned into an ordinary digit.
 */
import type { Grid } from '../../engine/grid.ts';
import { gridToLine, lineToGrid } from '../../engine/grid.ts';
import type { Game } from '../../play/game.ts';

/** The givens then the value: twice the grid's cell count (162 characters at 9×9, 72 at 6×6, 32 at 4×4). */
export const formState = (game: Game): string => gridToLine(game.givens, game.geometry.cellCount) + game.value;

/**
 * The givens (null when the state holds only a value, as older boards stored it: 81 characters) and the value to
 * restore; the grid's size is the state's length. A state with no digit at all is a board that had no game yet
 * (Firefox restores form state on a reload too, so a page reloaded before its first puzzle came hands one back):
 * nothing to restore, and the board makes its own puzzle as it would have.
 */
export function readFormState(state: unknown): { givens: Grid | null; value: string } | null {
  if (typeof state !== 'string' || !/[1-9]/.test(state)) return null;
  const cells = state.length / 2;
  if (cells !== 81 && cells !== 36 && cells !== 16) return { givens: null, value: state };
  const givens = lineToGrid(state.slice(0, cells), cells);
  return givens ? { givens, value: state.slice(cells) } : null;
}
