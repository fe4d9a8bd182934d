/**
 * What the popup stands on (sudoku-popup.ts is the popup): its store, its language, its state, and reading the stored
 * state when it opens (the board's game, the settings, a puzzle the page overlay handed over, the last problem).
 */
import { LitElement } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { SudokuBoard } from '../components/index.ts';
import type { GameStorage } from '../play/persistence.ts';
import { statisticsKey, type Statistics } from '../play/statistics/bookkeeping.ts';
import type { Level } from '../engine/levels.ts';
import type { SudokuPastePanel } from './paste-panel.ts';
import { popupLanguage } from './i18n/popup-language.ts';
import { ReplaceQuestion } from './replace-question.ts';
import { PractiseDialog } from './practise-dialog.ts';
import { APP_URL } from '../app-address.ts';
import { isPuzzleLink } from '../engine/puzzle-sites.ts';
import { chromeStore, memoryStore, writeThroughStorage, type KeyValueStore } from './popup-store.ts';
import {
  GAME_KEY,
  PENDING_KEY,
  PROBLEM_KEY,
  SETTINGS_KEY,
  readPending,
  readProblem,
  readSettings,
  type PopupSettings,
} from './popup-state.ts';

export interface Notice {
  text: string;
  /** A problem is drawn with the error colour. */
  problem: boolean;
}

/** How long "Copied" stays on a copy button. */
export const COPIED_MS = 1500;

export abstract class PopupBase extends LitElement {
  /** Where everything is kept. Default: chrome.storage.local, or memory outside the extension (tests set a fake). */
  @property({ attribute: false }) store?: KeyValueStore;

  /** The page share links open (its board's `share-base`): the play app, wherever the popup is (src/app-address.ts). */
  @property({ attribute: 'share-base' }) shareBase = APP_URL;

  /** The popup's language (the browser's, if the popup speaks it), its board's too: set as its `lang`. */
  protected readonly language = popupLanguage();
  protected readonly words = this.language.words;

  @state() protected ready = false;
  @state() protected settings: PopupSettings = readSettings(null);
  /**
   * The settings as stored, following what other popups write: a change is written onto these, so a popup opened
   * earlier does not write its older copy of the other settings back over another popup's newer choice.
   */
  protected storedSettings: PopupSettings = readSettings(null);
  @state() protected notice: Notice | null = null;
  @state() protected givens = '';
  @state() protected copied: 'puzzle' | 'board' | 'link' | null = null;
  @state() protected pasteBusy = false;
  /** The stored state could not be read: nothing is written this time, so nothing stored is overwritten. */
  protected readFailed = false;
  @state() protected announcement = '';
  /** The board's statistics, for today's daily mark and the Statistics panel; null until read. */
  @state() protected statistics: Statistics | null = null;
  @state() protected statsOpen = false;

  @query('sudoku-board') protected board!: SudokuBoard;
  @query('sudoku-paste-panel') protected panel!: SudokuPastePanel;

  /** The cache the board saves through; made once the stored game has been read. */
  protected boardStorage: GameStorage | null = null;
  /** The level the board makes its first game at when nothing is saved; fixed, so changing the select later does
   * not relabel the game in progress. */
  protected startDifficulty: Level = 'medium';
  protected loading: Promise<void> | null = null;
  protected copiedTimer?: ReturnType<typeof setTimeout>;
  /** Asks before a new puzzle replaces a game in progress. */
  protected readonly replacing = new ReplaceQuestion(this, {
    inProgress: () => this.board.inProgress,
    focusHome: () => this.focusHome(),
    words: this.words,
  });
  /** "Practise a technique": the trainer's list in a dialog; a technique picked replaces the game as New game does. */
  protected readonly practising = new PractiseDialog(this, {
    picked: (technique) =>
      this.replacing.request({
        question: this.words.replaceGame,
        replace: () => {
          this.notice = null;
          // The technique decides the level; the difficulty only words the board's progress ("Making a hard…").
          const order = { technique: technique.id, difficulty: technique.level };
          this.board.generate(order).catch(() => undefined);
        },
      }),
    failed: (error) => (this.notice = { text: this.words.techniquesFailed(String(error)), problem: true }),
    language: this.language,
  });

  override connectedCallback(): void {
    super.connectedCallback();
    // The popup's words and its board (which speaks the nearest `lang`) are in this language.
    this.lang = this.language.lang;
    this.loading ??= this.load();
  }

  /** Resolves once the stored state has been read and the board is on the page (tests wait for it). */
  get loaded(): Promise<void> {
    return (this.loading ?? Promise.resolve()).then(() => this.updateComplete).then(() => undefined);
  }

  protected get storage(): KeyValueStore {
    this.store ??= chromeStore() ?? memoryStore();
    return this.store;
  }

  protected async load(): Promise<void> {
    // Properties set by a template (a test's fake store) land before the first update.
    await this.updateComplete;
    const now = Date.now();
    let data: Record<string, unknown> = {};
    try {
      data = await this.storage.get([GAME_KEY, STATISTICS_KEY, SETTINGS_KEY, PENDING_KEY, PROBLEM_KEY]);
    } catch (error) {
      // Nothing was read, so nothing is written: a game started now must not replace the saved one in storage.
      this.readFailed = true;
      this.notice = {
        text: this.words.savedGameUnreadable(String(error)),
        problem: true,
      };
    }
    this.settings = readSettings(data[SETTINGS_KEY]);
    this.storedSettings = this.settings;
    this.storage.onChanged?.((changes) => {
      if (SETTINGS_KEY in changes) this.storedSettings = readSettings(changes[SETTINGS_KEY]);
    });
    this.startDifficulty = this.settings.difficulty;
    const text = (key: string): string | null => (typeof data[key] === 'string' ? data[key] : null);
    // The board keeps its statistics beside its game, in the same storage: both are read before it starts.
    this.boardStorage = writeThroughStorage(
      this.storage,
      { [GAME_KEY]: text(GAME_KEY), [STATISTICS_KEY]: text(STATISTICS_KEY) },
      (error) => this.storageFailed(error),
      !this.readFailed,
    );
    let pending = readPending(data[PENDING_KEY], now);
    const problem = readProblem(data[PROBLEM_KEY], now);
    if (problem) this.notice = { text: this.words.couldNotRun(problem), problem: true };
    // A puzzle link from the menu is read here: one that can't be played replaces nothing and says why.
    let linkProblem: string | null = null;
    if (pending && isPuzzleLink(pending.puzzle)) {
      const read = (await import('./read-pasted.ts')).readPasted(pending.puzzle, this.words);
      if (read.ok) pending = { ...pending, puzzle: read.text };
      else [linkProblem, pending] = [read.message, null];
    }
    if (linkProblem) this.notice = { text: linkProblem, problem: true };
    this.ready = true;
    // The board starts with its saved game (or a new one); the popup asks it about that game, never its storage.
    await this.updateComplete;
    await this.board.updateComplete;
    // The level select shows the level of the game in play: the board reflects it (a new game, a graded paste, a
    // saved or followed game) in its `difficulty` attribute. A level chosen later is for the next game only.
    new MutationObserver(() => this.followLevel()).observe(this.board, { attributeFilter: ['difficulty'] });
    this.followLevel();
    // A hand-over that would replace a game in progress waits for the user's answer, and stays stored until then:
    // a popup closed before the answer asks again next time. (The same puzzle as the saved game just resumes it.)
    const fresh = pending !== null && pending.puzzle !== this.board.givens;
    const ask = fresh && this.board.inProgress;
    // Otherwise both are one-time messages: removed whether used or stale.
    const handled = [PENDING_KEY, PROBLEM_KEY].filter((key) => key in data && !(ask && key === PENDING_KEY));
    if (handled.length && !this.readFailed)
      this.storage.remove(handled).catch((error: unknown) => this.storageFailed(error));
    const from = pending ? hostOf(pending.from) : '';
    const handedOver = (): void => {
      this.notice = {
        text: this.words.handedOver(from),
        problem: false,
      };
    };
    if (pending && !ask) {
      handedOver();
      // The problem, if any, is the newer news.
      if (problem) this.notice = { text: this.words.couldNotRun(problem), problem: true };
      if (fresh) await this.play(pending.puzzle, pending.solution, pending.from);
    }
    // After the hand-over, whose new game would wipe the message of statistics found unreadable.
    void this.readStatistics();
    this.givens = this.board.givens;
    if (pending && ask) {
      this.replacing.ask({
        question: this.words.replaceWithHandedOver(from),
        replace: () => {
          handedOver();
          return this.play(pending.puzzle, pending.solution, pending.from);
        },
        settle: () => void this.storage.remove([PENDING_KEY]).catch((error: unknown) => this.storageFailed(error)),
      });
      return;
    }
    // Keys go straight to the game (or the paste box), as the popup is opened to play.
    this.focusHome();
  }

  protected focusHome(): void {
    if (this.settings.pasteOpen) this.panel.focus();
    else this.board.focus();
  }

  protected followLevel(): void {
    const { level } = this.board;
    if (level && level !== this.settings.difficulty) this.saveSettings({ difficulty: level });
  }

  protected storageFailed(error: unknown): void {
    this.notice = { text: this.words.couldNotSave(String(error)), problem: true };
  }

  protected saveSettings(changes: Partial<PopupSettings>): void {
    this.settings = { ...this.settings, ...changes };
    if (this.readFailed) return;
    this.storedSettings = { ...this.storedSettings, ...changes };
    this.storage.set({ [SETTINGS_KEY]: this.storedSettings }).catch((error: unknown) => this.storageFailed(error));
  }

  /** Plays `line` (a handed-over or pasted puzzle) on the board (SudokuPopup). */
  protected abstract play(line: string, solution?: string, source?: string): Promise<void>;
  /** Reads the board's statistics again (SudokuPopup). */
  protected abstract readStatistics(): Promise<void>;
}

/** Where the board on GAME_KEY keeps its statistics (the board's own key for them). */
const STATISTICS_KEY = statisticsKey(GAME_KEY);

/** "www.example.com" from a page URL, or '' when there is none. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
