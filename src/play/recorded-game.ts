/**
 * The game a saved record holds, on the grid of its size: loaded with the saved-game reader (game-keeper.ts) or when
 * Undo first brings a replaced game back, so the element's first download holds neither this nor the geometries of
 * the sizes other than 9×9.
 */
import { geometryOfSize } from '../engine/geometries.ts';
import type { Geometry } from '../engine/geometry.ts';
import { CLASSIC, lineToGrid, type Grid } from '../engine/grid.ts';
import { Game, type Move } from './game.ts';
import { History } from './history.ts';
import { storedVariantGeometry } from './variant-geometry.ts';
import type { SavedGame } from './saved-record.ts';

/**
 * The game a (checked) record holds, with its undo history, on `geometry` (the one of the record's `size`, which the
 * caller looked up: 9×9 without one); null when its lines can't be read or are of another size.
 */
export function recordedGame(saved: SavedGame, geometry: Geometry = CLASSIC): Game | null {
  if ((saved.size ?? CLASSIC.size) !== geometry.size) return null;
  const givens = lineToGrid(saved.givens, geometry.cellCount);
  const values = lineToGrid(saved.values, geometry.cellCount);
  if (!givens || !values) return null;
  const colors = saved.colors ? [...saved.colors].map(Number) : undefined;
  const game = new Game(givens, values, saved.notes, colors, saved.noteColors, geometry);
  game.history = History.from<Move>(saved.moves, saved.position);
  const moves = game.history.toJSON().moves;
  for (const index of saved.reveals ?? []) if (moves[index]) game.markRevealed(moves[index]);
  return game;
}

/**
 * The game a (checked) record holds, on the grid of its `size` (9×9 without one), with its solution when the record
 * keeps one; null when it can't be read.
 */
export function gameOfRecord(saved: SavedGame): { game: Game; solution: Grid | null } | null {
  // A variant's geometry is its rules' (checked by the reader: persistence.ts).
  const geometry = saved.variant ? storedVariantGeometry(saved.variant) : geometryOfSize(saved.size ?? CLASSIC.size);
  const game = geometry && recordedGame(saved, geometry);
  if (!game) return null;
  return { game, solution: saved.solution ? lineToGrid(saved.solution, game.geometry.cellCount) : null };
}
