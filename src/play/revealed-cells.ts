/**
 * Which digits the board put down rather than the player: an applied hint's (its changes carry `hint`) and the
 * revealed solution's (Game.isRevealed). Read from the history, not kept beside it, so undo and redo carry the mark
 * with the digit, the player's own digit or erasing over it takes it off, and a saved game keeps it with its moves.
 */
import type { Game } from './game.ts';

/** The cells whose digit was last changed, among the moves played, by the board: those it shows as revealed. */
export function revealedCells(game: Game): Set<number> {
  const { moves, position } = game.history.toJSON();
  const cells = new Set<number>();
  for (const move of moves.slice(0, position))
    for (const { cell, before, after, hint } of move)
      if (before.value !== after.value) cells[after.value && (hint || game.isRevealed(move)) ? 'add' : 'delete'](cell);
  return cells;
}
