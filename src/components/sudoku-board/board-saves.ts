/**
 * Saving the game on the board: under `persist` through game-keeper.ts (loaded once a board has `persist`, so boards
 * without it never load the saved-game reader), the record a save, the statistics and Undo of a replaced game read,
 * and the statistics' tally of a game that ends. The game's course is board-core.ts's.
 */
import type { Level } from '../../engine/levels.ts';
import { gameRecord, type GameStorage, type SavedGame } from '../../play/saved-record.ts';
import type { Settings } from '../../play/settings.ts';
import type { Outcome } from '../../play/statistics/bookkeeping.ts';
import { allCells, BoardBase } from './board-base.ts';
import type { GameKeeper } from './game-keeper.ts';
import { ReplacedGame } from './replaced-game.ts';

export abstract class BoardSaves extends BoardBase {
  // The element's properties (declared, with their docs, in sudoku-board.component.ts).
  abstract difficulty: Level;
  abstract persist?: string;
  abstract storage?: GameStorage;
  /** The settings the player chose in the panel (saved with the game). */
  protected abstract chosenSettings(): Partial<Settings>;
  /** The board has started (GameSource): before, there is nothing to save. */
  protected abstract get started(): boolean;
  /** Puts a saved game on the board (BoardCore); false when it can't be played. @internal */
  abstract restore(saved: SavedGame): boolean;

  /** The game a new one replaced, for Undo (with or without `persist`). */
  protected readonly replacedGame = new ReplacedGame();
  /**
   * Saves under `persist`, follows newer saves of the key (game-keeper.ts): loaded only once a board has `persist`,
   * so boards without it never load the saved-game reader. Null until then.
   */
  protected keeper: GameKeeper | null = null;
  /** The reader of a record's game (recorded-game.ts), loaded with game-keeper.ts or Undo's first replaced game. */
  protected readRecord?: typeof import('../../play/recorded-game.ts').gameOfRecord;
  /** game-keeper.ts on its way; null when loaded or never asked for. */
  #keeperLoad: Promise<void> | null = null;
  /** Saves asked for before game-keeper.ts came: made once it is here (true: one was for a change of the board). */
  #saveWaiting: boolean | null = null;
  /** The board's start waits for the saved game: read it once game-keeper.ts is here, even if a game started meanwhile. */
  #readOnArrival = false;
  /** A save asked for before game-keeper.ts came: it is made (and the board follows what it found) once it is here. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.#keeperLoad) {
      await this.#keeperLoad;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /** The saved-game reader is on its way too. */
  protected override get partsLoading(): boolean {
    return super.partsLoading || !!this.#keeperLoad;
  }

  /** Saves the game under `persist`; `change`: for a change of the board (not a tick of the clock). @internal */
  save(change = true): void {
    if (this.keeper) return this.keeper.save(change);
    if (!this.persist) return;
    // Not lost while game-keeper.ts loads: the save is made once it is here, of the game as it is then.
    this.#saveWaiting = !!this.#saveWaiting || change;
    void this.#loadKeeper();
  }

  /**
   * game-keeper.ts, loaded when a board first has `persist`, for the board's start (GameSource), which waits for it
   * to read the saved game: null at once when it is here (or no key is set), else the promise of its arrival.
   * @internal
   */
  savesLoading(): Promise<void> | null {
    if (this.keeper || !this.persist) return null;
    this.#readOnArrival = true;
    return this.#loadKeeper();
  }

  #loadKeeper(): Promise<void> {
    this.#keeperLoad ??= import('./game-keeper.ts').then(
      ({ GameKeeper, gameOfRecord }) => {
        this.#keeperLoad = null;
        this.readRecord = gameOfRecord;
        // The board is the keeper's KeeperBoard itself: no adapter of forwarding closures in the first download.
        this.keeper = new GameKeeper(this, this, this.replacedGame);
        this.keeper.arrived(this.#readOnArrival && this.session.hasGame, this.#saveWaiting);
        this.#readOnArrival = false;
        this.#saveWaiting = null;
        this.requestUpdate();
      },
      () => {
        // Not loaded (offline, a failed deploy): the board plays on unsaved, and says so.
        this.#keeperLoad = null;
        this.#saveWaiting = null;
        this.#readOnArrival = false;
        this.fail('storage', (s) => s.notSaved);
      },
    );
    return this.#keeperLoad;
  }

  /** The game on the board as the keeper saves it; null before the board started, or with no game. @internal */
  keptRecord(): SavedGame | null {
    return this.started && this.session.hasGame ? this.currentRecord() : null;
  }

  /**
   * The board shows a newer save of its key (game-keeper.ts); `lostChange`: its last change was made on an older one.
   * @internal
   */
  synced(lostChange: boolean): void {
    this.emitChange('sync', allCells(this.session.game));
    if (lostChange) this.fail('out-of-date', (s) => s.outOfDate);
    else this.announce(this.strings.updated);
  }

  /** A newer save of the very game on the board, only its time on (game-keeper.ts): the clock takes it. @internal */
  catchUp(elapsedMs: number): void {
    if (elapsedMs <= this.playClock.elapsedMs || this.session.done) return;
    this.playClock.reset(elapsedMs);
    this.playClock.resume();
  }

  protected currentRecord(): SavedGame {
    const { elapsedMs } = this.playClock;
    const { done: solved, solution, play, mistakes, stopped, practice } = this.session;
    return gameRecord(this.session.game, {
      elapsedMs,
      solved,
      difficulty: this.difficulty,
      solution,
      settings: this.chosenSettings(),
      mistakes,
      stopped,
      practice,
      play: { ...play, id: this.#gameId },
    });
  }

  // ---- statistics ---------------------------------------------------------------------------------------------

  /** This game's id for the statistics, made when first needed and saved with it: a game is counted once. */
  get #gameId(): string {
    return (this.session.play.id ??= Math.random().toString(36).slice(2));
  }

  /**
   * Counts the game on the board as ended (`outcome`), if the player made a move in it (the statistics decide from
   * its record: see bookkeeping.ts). The record is taken now, as the game is about to change.
   */
  protected tally(outcome: Outcome): void {
    const record = this.session.hasGame && this.session.game.history.canUndo && this.currentRecord();
    if (record) void this.statistics$().then((keeper) => keeper.ended(record, outcome));
  }
}
