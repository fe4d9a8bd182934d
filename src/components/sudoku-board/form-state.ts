/**
 * What the browser keeps of the board for a form's Back/Forward restore: the givens as well as the value, since a
 * value alone would come back with every given turned into an ordinary digit.
 */
import type { Grid } from '../../engine/grid.ts';
import { gridToLine, lineToGrid } from '../../engine/grid.ts';
import type { Game } from '../../play/game.ts';

/** The givens then the value: 162 characters (twice the cell count of a grid of another size). */
export const formState = (game: Game): string => gridToLine(game.givens, game.geometry.cellCount) + game.value;

/** The givens (null when the state holds only a value, as older boards stored it) and the value to restore. */
export function readFormState(state: unknown): { givens: Grid | null; value: string } | null {
  if (typeof state !== 'string') return null;
  if (state.length !== 162) return { givens: null, value: state };
  const givens = lineToGrid(state.slice(0, 81));
  return givens ? { givens, value: state.slice(81) } : null;
}
