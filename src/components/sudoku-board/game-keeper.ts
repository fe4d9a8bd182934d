/**
 * Keeps the board's game under `persist`, so that no game is lost, as a Lit reactive controller:
 * - at start-up it reads the saved game; a record it can't use whole is kept aside (asideKey) and reported, never
 *   overwritten unseen;
 * - every save carries a revision, and a board never writes over a save other than the one its game came from
 *   unless that save is older (a lower revision): another tab, window, popup or board on the same key saved since
 *   (or at the same time, with the same revision), so the board follows that game instead;
 * - a board whose game is newer than what is stored (a tab that still showed an older game wrote it back, as
 *   happens when its storage lagged) writes its own game again as soon as it hears of it, so the newer game is
 *   what stays;
 * - boards on one key follow each other as they save (`storage` events, the storage's own `watch`, and boards in
 *   the same page directly), and read the key again whenever their page is shown, focused or left (events can be
 *   late or lost: a tab brought to the front never plays on, or saves, an older game than the one stored);
 * - the game in progress a new game replaced (replaced-game.ts) is saved with the new one.
 * Loaded only when a board has `persist` (board-core.ts loads it): boards without it never need it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SudokuErrorCode } from './events.ts';
import type { Said } from '../../words/board-types.ts';
import type { ReplacedGame } from './replaced-game.ts';
import {
  asideKey,
  readSavedGame,
  readStored,
  saveText,
  storedText,
  type GameStorage,
  type SavedGame,
} from '../../play/persistence.ts';
import type { PlaySession } from '../../play/session.ts';
import { showRevealed, type RevealingBoard } from './revealed.ts';

/** The reader of a record's game, at its size: the board restores the saved games read here with it. */
export { gameOfRecord } from '../../play/recorded-game.ts';

export interface KeeperBoard extends RevealingBoard {
  /** The key the game is saved under (the element's `persist`). */
  readonly persist?: string;
  /** Where it is saved (the element's `storage`; absent: localStorage). */
  readonly storage?: GameStorage;
  /** The game on the board as a record (without revision or replaced game), or null when there is none to save. */
  keptRecord(): SavedGame | null;
  /** The game in play: its selection stays where it was when a newer save of the same puzzle comes. */
  readonly session: Pick<PlaySession, 'selected' | 'select'>;
  /** Puts a saved game on the board; false when it can't be played after all. */
  restore(saved: SavedGame): boolean;
  /** The board now shows a newer save of the key; `lostChange`: its own last change was made on an older one. */
  synced(lostChange: boolean): void;
  /** A newer save of the very game on the board, only its time on: the clock takes the time, nothing else moves. */
  catchUp(elapsedMs: number): void;
  fail(code: SudokuErrorCode, message: Said): void;
}

/** The keepers listening in this page: `storage` events skip the page that saved, so boards here tell each other. */
const keepersHere = new Set<GameKeeper>();

export class GameKeeper implements ReactiveController {
  /** Revision of the save the board's game comes from (-1: none); a higher one stored means someone saved since. */
  private base = -1;
  /** The key `base` belongs to: a board given another key takes over what is there. */
  private baseKey: string | undefined;
  /**
   * The stored text the board's game came from: this keeper's last save, or the save it read or followed. Stored
   * text equal to it means nobody saved since (and it need not be parsed again).
   */
  private seen: string | null = null;
  /**
   * This keeper's last few saves, by revision. A storage whose copy lags behind (the popup's cache of chrome.storage)
   * hands back a board's own earlier save after a later one: that is no older game written back by someone else, and
   * writing the newer one again would only bring the echo of that write, and so on for ever.
   */
  private readonly ownSaves = new Map<number, string>();
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
   * This keeper has just been loaded. `readNow`: the board's start waited for it, but a game started (load(),
   * generate()) before the saved one could be read: read it now, so that it is kept for Undo if in play, or kept
   * aside if unreadable, instead of being written over unseen. `waiting`: a save asked for meanwhile (null: none;
   * true: one was for a change of the board), made now of the game as it is.
   */
  arrived(readNow: boolean, waiting: boolean | null): void {
    if (readNow) {
      this.read();
      this.kept.replacing(null);
      waiting = true;
    }
    if (waiting !== null) this.save(waiting);
  }

  /**
   * The saved game to start with, or null. An unusable record is kept aside and reported (`unreadable-save`); one
   * with parts left out is kept aside too and reported (`repaired-save`), and the rest is resumed.
   */
  read(): SavedGame | null {
    const key = this.board.persist;
    if (!key) return null;
    const storage = this.board.storage;
    const stored = readStored(key, storage);
    this.base = stored.game?.revision ?? -1;
    this.baseKey = key;
    this.seen = stored.game ? stored.text : null;
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
   * Saves the board's game, unless another game is stored since the one the board's game came from, with the same
   * revision or a higher one: the board then follows that one instead. A stored save with a lower revision is older
   * than the board's game (written by a board that still showed an older game): the board's game goes over it.
   * `change`: the save is for a change the player made (lost if the board must follow), not the clock's.
   * `restore`: the board's game goes back over an older one (sync): it keeps the revision it has. A restored game is
   * no new move, so it must not outrank a newer save this board has not heard of yet (another tab's move, whose
   * event is still on its way): that tab, hearing of the restore, finds it older than its own and restores its own.
   */
  save(change: boolean, restore = false): void {
    const key = this.board.persist;
    if (!key || this.following) return;
    const record = this.board.keptRecord();
    if (!record) return;
    const storage = this.board.storage;
    const stored = this.storedSince(key, storage);
    if (this.baseKey !== key) {
      // A new key (or the first save): this board takes over what is there.
      this.base = stored.game?.revision ?? -1;
      this.baseKey = key;
      this.seen = stored.game ? stored.text : null;
      this.watch();
    } else if (stored.game && (stored.game.revision ?? 0) >= this.base && !this.sameAsSeen(stored.game)) {
      this.follow(stored.game, stored.text, change);
      return;
    }
    // Else nobody saved since, or someone saved the same game again (a clock, a tab that opened or hid): this
    // board's change goes on top. Or the stored game is older than this board's: this board's goes back over it.
    const revision = restore ? this.base : Math.max(stored.game?.revision ?? -1, this.base) + 1;
    const full: SavedGame = { ...record, revision, ...(this.kept.replaced ? { replaced: this.kept.replaced } : {}) };
    const text = JSON.stringify(full);
    if (!saveText(key, text, storage)) {
      this.board.fail('storage', (s) => s.notSaved);
      return;
    }
    this.base = revision;
    this.seen = text;
    this.ownSaves.set(revision, text);
    if (this.ownSaves.size > OWN_SAVES_KEPT) this.ownSaves.delete(this.ownSaves.keys().next().value!);
    for (const other of keepersHere)
      if (other !== this && other.watching?.key === key && other.watching.storage === storage) other.sync();
  }

  /**
   * Someone else saved the key, or the page was shown, focused or left: read it again. A save as new as ours or newer
   * is followed; an older one (a board that still showed an older game wrote it) gets our newer game back on top.
   */
  sync(): void {
    const key = this.board.persist;
    if (!key || key !== this.baseKey || this.following) return;
    const stored = this.storedSince(key, this.board.storage);
    // Nothing newer, or nothing usable: a removed key or a record this build can't read is not written over here.
    if (!stored.game) return;
    const revision = stored.game.revision ?? 0;
    if (revision >= this.base) this.follow(stored.game, stored.text, false);
    else if (this.ownSaves.get(revision) !== stored.text) this.save(false, true);
  }

  /**
   * What is stored under `key` now, if someone saved since the board's game came from it (`game`: null when nobody
   * did, or the key holds nothing usable). The record the game came from is not read again: saves come with every
   * move and every few seconds of play, and parsing the whole record each time would be wasted.
   */
  private storedSince(key: string, storage: GameStorage | undefined): { game: SavedGame | null; text: string | null } {
    const text = storedText(key, storage);
    if (text !== null && text === this.seen) return { game: null, text };
    return { game: readSavedGame(text).game, text };
  }

  /** `stored` is the game the board's game came from, saved again: only its revision and play time differ. */
  private sameAsSeen(stored: SavedGame): boolean {
    const seen = readSavedGame(this.seen).game;
    return seen !== null && comparable(seen) === comparable(stored);
  }

  private follow(saved: SavedGame, text: string | null, lostChange: boolean): void {
    this.base = saved.revision ?? 0;
    this.seen = text;
    this.following = true;
    try {
      this.kept.resumed(saved);
      const mine = this.board.keptRecord();
      if (mine && !lostChange && sameGame(mine, saved)) return this.board.catchUp(saved.elapsedMs);
      // The same puzzle: the selection stays where the player has it.
      const { session } = this.board;
      const selected = session.selected;
      // A helped game may hold digits the board put down (revealed.ts marks them).
      if (saved.helped) showRevealed(this.board);
      if (!this.board.restore(saved)) return;
      if (mine?.givens === saved.givens) session.select(selected);
      this.board.synced(lostChange);
    } finally {
      this.following = false;
    }
  }

  /**
   * Listens for saves of the key by others: other documents, the storage's own notice, boards in this page; and for
   * the page being shown, focused or left, when the key is read again whatever was heard (a hidden tab's events can
   * come late or not at all, and its storage can lag behind).
   */
  private watch(): void {
    const key = this.board.persist;
    const storage = this.board.storage;
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
    const stopPage = typeof document === 'undefined' ? () => undefined : watchPage(onChange);
    this.unwatch = () => {
      keepersHere.delete(this);
      stopOthers();
      stopPage();
    };
  }
}

/** How many of its own saves a keeper knows again when a lagging storage hands them back. */
const OWN_SAVES_KEPT = 16;

/** Calls `onShown` when the page is shown again (a tab brought to the front, Back/Forward), focused, or left. */
function watchPage(onShown: () => void): () => void {
  const onVisibility = (): void => {
    if (document.visibilityState === 'visible') onShown();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', onShown);
  window.addEventListener('pageshow', onShown);
  // Leaving (a tab closed while hidden saves nothing else): a newer game this board holds goes back over an older one.
  window.addEventListener('pagehide', onShown);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('focus', onShown);
    window.removeEventListener('pageshow', onShown);
    window.removeEventListener('pagehide', onShown);
  };
}

/** A game read back (both from readSavedGame, so their fields come in one order), without revision and time. */
const comparable = (game: SavedGame): string => JSON.stringify({ ...game, revision: 0, elapsedMs: 0 });

const listed = (parts: string[]): string =>
  parts.length <= 3 ? parts.join(', ') : `${parts.slice(0, 3).join(', ')} and ${parts.length - 3} more`;

/**
 * The same moves on the same puzzle: two records that differ at most in time (and revision). The moves themselves,
 * not only their count: two games can reach one grid by different moves (a move undone and another made in its
 * place), and a tab that took the other game for this one kept its own moves to undo (the model test found it).
 */
function sameGame(a: SavedGame, b: SavedGame): boolean {
  return (
    a.givens === b.givens &&
    a.values === b.values &&
    a.position === b.position &&
    a.moves.length === b.moves.length &&
    JSON.stringify(a.moves) === JSON.stringify(b.moves) &&
    a.solved === b.solved &&
    a.colors === b.colors &&
    String(a.noteColors) === String(b.noteColors) &&
    a.notes.every((n, i) => n === b.notes[i])
  );
}
