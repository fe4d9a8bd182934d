/**
 * Keeps the board's game under `persist`, so that no game is lost, as a Lit reactive controller:
 * - at start-up it reads the saved game; a record it can't use whole is kept aside (asideKey) and reported, never
 *   overwritten unseen;
 * - every save carries a revision, and a board never writes over a save newer than the one its game came from:
 *   another tab, window, popup or board on the same key saved since, so the board follows that game instead;
 * - boards on one key follow each other as they save (`storage` events, the storage's own `watch`, and boards in
 *   the same page directly);
 * - the game in progress a new game replaced (replaced-game.ts) is saved with the new one.
 * Loaded only when a board has `persist` (board-core.ts loads it): boards without it never need it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SudokuErrorCode } from './events.ts';
import type { Said } from './i18n/strings.ts';
import type { ReplacedGame } from './replaced-game.ts';
import {
  asideKey,
  readSavedGame,
  readStored,
  saveText,
  storedText,
  type GameStorage,
  type SavedGame,
} from './persistence.ts';

export interface KeeperBoard {
  persist(): string | undefined;
  storage(): GameStorage | undefined;
  /** The game on the board as a record (without revision or replaced game), or null when there is none to save. */
  record(): SavedGame | null;
  /** Puts a newer save of the key on the board; `lostChange`: the board's own last change was made on an older one. */
  follow(saved: SavedGame, lostChange: boolean): void;
  fail(code: SudokuErrorCode, message: Said): void;
}

/** The keepers listening in this page: `storage` events skip the page that saved, so boards here tell each other. */
const keepersHere = new Set<GameKeeper>();

export class GameKeeper implements ReactiveController {
  /** Revision of the save the board's game comes from (-1: none); a higher one stored means someone saved since. */
  private base = -1;
  /** The key `base` belongs to: a board given another key takes over what is there. */
  private baseKey: string | undefined;
  /** The text of this keeper's last save. */
  private written: string | null = null;
  /** Following another save: restoring it must not save again (two tabs would answer each other for ever). */
  private following = false;
  private unwatch: (() => void) | null = null;
  /** What this keeper listens to; read by the other keepers in the page. */
  watching: { key: string; storage: GameStorage | undefined } | null = null;

  constructor(
    host: ReactiveControllerHost,
    private readonly board: KeeperBoard,
    private readonly kept: ReplacedGame,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.watch();
  }

  hostDisconnected(): void {
    this.unwatch?.();
    this.unwatch = null;
    this.watching = null;
  }

  /**
   * The saved game to start with, or null. An unusable record is kept aside and reported (`unreadable-save`); one
   * with parts left out is kept aside too and reported (`repaired-save`), and the rest is resumed.
   */
  read(): SavedGame | null {
    const key = this.board.persist();
    if (!key) return null;
    const storage = this.board.storage();
    const stored = readStored(key, storage);
    this.base = stored.game?.revision ?? -1;
    this.baseKey = key;
    this.watch();
    this.kept.unresumed = stored.game;
    if (stored.text === null) return null;
    if (stored.problem !== null || stored.dropped.length > 0) {
      const kept = saveText(asideKey(key), stored.text, storage);
      const where = kept ? `it was kept under "${asideKey(key)}"` : 'it could not be kept aside';
      if (stored.game === null)
        this.board.fail('unreadable-save', `The saved game can't be used: ${stored.problem ?? ''}; ${where}.`);
      else this.board.fail('repaired-save', `Left out of the saved game: ${listed(stored.dropped)}; ${where}.`);
    }
    return stored.game;
  }

  /**
   * Saves the board's game, unless a newer save is stored: the board then follows that one instead.
   * `change`: the save is for a change the player made (lost if the board must follow), not the clock's.
   */
  save(change: boolean): void {
    const key = this.board.persist();
    if (!key || this.following) return;
    const record = this.board.record();
    if (!record) return;
    const storage = this.board.storage();
    const stored = this.storedSince(key, storage);
    const theirs = stored.game?.revision ?? (stored.ours ? this.base : -1);
    if (this.baseKey !== key) {
      // A new key (or the first save): this board takes it over.
      this.base = theirs;
      this.baseKey = key;
      this.watch();
    }
    if (stored.game && theirs > this.base) {
      this.follow(stored.game, change);
      return;
    }
    const revision = Math.max(theirs, this.base) + 1;
    const full: SavedGame = { ...record, revision, ...(this.kept.replaced ? { replaced: this.kept.replaced } : {}) };
    const text = JSON.stringify(full);
    if (!saveText(key, text, storage)) {
      this.board.fail('storage', (s) => s.notSaved);
      return;
    }
    this.base = revision;
    this.written = text;
    for (const other of keepersHere)
      if (other !== this && other.watching?.key === key && other.watching.storage === storage) other.sync();
  }

  /** Someone else saved the key: follow their game if it is newer than ours. */
  sync(): void {
    const key = this.board.persist();
    if (!key || key !== this.baseKey) return;
    const stored = this.storedSince(key, this.board.storage());
    if (stored.game && (stored.game.revision ?? 0) > this.base) this.follow(stored.game, false);
  }

  /**
   * What is stored under `key` now. The record this keeper wrote last is not read again (`ours`): saves come with
   * every move and every few seconds of play, and parsing the whole record each time would be wasted.
   */
  private storedSince(key: string, storage: GameStorage | undefined): { game: SavedGame | null; ours: boolean } {
    const text = storedText(key, storage);
    if (text !== null && text === this.written) return { game: null, ours: true };
    return { game: readSavedGame(text).game, ours: false };
  }

  private follow(saved: SavedGame, lostChange: boolean): void {
    this.base = saved.revision ?? 0;
    this.following = true;
    try {
      this.kept.resumed(saved);
      this.board.follow(saved, lostChange);
    } finally {
      this.following = false;
    }
  }

  /** Listens for saves of the key by others: other documents, the storage's own notice, boards in this page. */
  private watch(): void {
    const key = this.board.persist();
    const storage = this.board.storage();
    if (!key) return this.hostDisconnected();
    if (this.watching?.key === key && this.watching.storage === storage) return;
    this.hostDisconnected();
    this.watching = { key, storage };
    const onChange = (): void => this.sync();
    keepersHere.add(this);
    let stopOthers = (): void => undefined;
    if (storage?.watch) stopOthers = storage.watch(key, onChange);
    else if (!storage && typeof window !== 'undefined') {
      const onStorage = (event: StorageEvent): void => {
        if (event.key === key || event.key === null) onChange();
      };
      window.addEventListener('storage', onStorage);
      stopOthers = () => window.removeEventListener('storage', onStorage);
    }
    this.unwatch = () => {
      keepersHere.delete(this);
      stopOthers();
    };
  }
}

const listed = (parts: string[]): string =>
  parts.length <= 3 ? parts.join(', ') : `${parts.slice(0, 3).join(', ')} and ${parts.length - 3} more`;
