/**
 * The game in progress a new game replaced, kept one deep for Undo to bring back, with or without `persist`
 * (game-keeper.ts, loaded only under `persist`, saves it with the game).
 */
import { recordInProgress, type SavedGame } from '../../play/saved-record.ts';

/** Play time after which a game counts as begun even with nothing written down: the player has been thinking. */
export const MEANINGFUL_PLAY_MS = 60_000;

export class ReplacedGame {
  /** The game in progress the one on the board replaced; Undo brings it back (see bringBack). */
  replaced: SavedGame | null = null;
  /** The saved game read at start-up, until the board resumes it or starts another (which then replaces it). */
  unresumed: SavedGame | null = null;

  /** The board resumed `saved` (at start-up, or by following a newer save). */
  resumed(saved: SavedGame): void {
    this.replaced = saved.replaced ?? null;
    this.unresumed = null;
  }

  /** A new game is about to replace `previous` (the board's game, or a saved one not resumed): keep it if in play. */
  replacing(previous: SavedGame | null): void {
    const game = previous ?? this.unresumed;
    this.unresumed = null;
    if (game && recordInProgress(game, MEANINGFUL_PLAY_MS)) this.replaced = withoutReplaced(game);
  }

  /** The replaced game, taken back for the board to resume (null when there is none). */
  bringBack(): SavedGame | null {
    const game = this.replaced;
    this.replaced = null;
    return game;
  }
}

/** One game deep: the replaced game's own replaced game is not kept. */
function withoutReplaced(saved: SavedGame): SavedGame {
  const copy = { ...saved };
  delete copy.replaced;
  return copy;
}
