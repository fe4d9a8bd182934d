import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
// For their side effect: registering <sudoku-board> and <sudoku-paste-panel>.
import '../components/index.ts';
import './paste-panel.ts';
import './stats-panel.ts';
import type { SudokuBoard, SudokuChangeDetail } from '../components/index.ts';
import type { GameStorage } from '../play/persistence.ts';
import { statisticsKey, type Statistics } from '../play/statistics/bookkeeping.ts';
import { localDate } from '../play/statistics/today.ts';
import type { Level } from '../engine/levels.ts';
import type { PasteRequestDetail, SudokuPastePanel } from './paste-panel.ts';
import { writeClipboard } from './clipboard.ts';
import { levelLabel, popupLanguage } from './i18n/popup-language.ts';
import type { Copied } from '../words/en/popup.ts';
import { ReplaceQuestion } from './replace-question.ts';
import { PractiseDialog } from './practise-dialog.ts';
import { chromeStore, memoryStore, writeThroughStorage, type KeyValueStore } from './popup-store.ts';
import {
  GAME_KEY,
  LEVELS,
  PENDING_KEY,
  PROBLEM_KEY,
  SETTINGS_KEY,
  isLevel,
  readPending,
  readProblem,
  readSettings,
  sudokuWikiUrl,
  type PopupSettings,
} from './popup-state.ts';
import { styles } from './sudoku-popup.styles.ts';

interface Notice {
  text: string;
  /** A problem is drawn with the error colour. */
  problem: boolean;
}

/** How long "Copied" stays on a copy button. */
const COPIED_MS = 1500;

/**
 * The extension's popup: a whole Sudoku game around `<sudoku-board>`. New games by level, a pasted puzzle to play
 * or solve, check, solve, copy and a SudokuWiki link; the board's keypad has digits, notes, erase, undo, redo and
 * hint. Everything is kept in chrome.storage.local on every change (the board's game through a write-through
 * cache, see popup-store.ts), because the popup closes whenever the user clicks outside it.
 *
 * On open it also picks up a puzzle the page overlay handed over ("Play in popup") and says once why the last
 * "Solve Sudoku" could not run, if that was recent.
 *
 * A new game, a pasted puzzle or a handed-over one never replaces a game in progress unasked: the popup asks first,
 * in a bar of its own (replace-question.ts, game-in-progress.ts).
 */
@customElement('sudoku-popup')
export class SudokuPopup extends LitElement {
  static override styles = styles;

  /** Where everything is kept. Default: chrome.storage.local, or memory outside the extension (tests set a fake). */
  @property({ attribute: false }) store?: KeyValueStore;

  /** The popup's language (the browser's, if the popup speaks it), its board's too: set as its `lang`. */
  private readonly language = popupLanguage();
  private readonly words = this.language.words;

  @state() private ready = false;
  @state() private settings: PopupSettings = readSettings(null);
  /**
   * The settings as stored, following what other popups write: a change is written onto these, so a popup opened
   * earlier does not write its older copy of the other settings back over another popup's newer choice.
   */
  private storedSettings: PopupSettings = readSettings(null);
  @state() private notice: Notice | null = null;
  @state() private givens = '';
  @state() private copied: 'puzzle' | 'board' | 'link' | null = null;
  @state() private pasteBusy = false;
  /** The stored state could not be read: nothing is written this time, so nothing stored is overwritten. */
  private readFailed = false;
  @state() private announcement = '';
  /** The board's statistics, for today's daily mark and the Statistics panel; null until read. */
  @state() private statistics: Statistics | null = null;
  @state() private statsOpen = false;

  @query('sudoku-board') private board!: SudokuBoard;
  @query('sudoku-paste-panel') private panel!: SudokuPastePanel;

  /** The cache the board saves through; made once the stored game has been read. */
  private boardStorage: GameStorage | null = null;
  /** The level the board makes its first game at when nothing is saved; fixed, so changing the select later does
   * not relabel the game in progress. */
  private startDifficulty: Level = 'medium';
  private loading: Promise<void> | null = null;
  private copiedTimer?: ReturnType<typeof setTimeout>;
  /** Asks before a new puzzle replaces a game in progress. */
  private readonly replacing = new ReplaceQuestion(this, {
    inProgress: () => this.board.inProgress,
    focusHome: () => this.focusHome(),
    words: this.words,
  });
  /** "Practise a technique": the trainer's list in a dialog; a technique picked replaces the game as New game does. */
  private readonly practising = new PractiseDialog(this, {
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

  private get storage(): KeyValueStore {
    this.store ??= chromeStore() ?? memoryStore();
    return this.store;
  }

  private async load(): Promise<void> {
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
    const pending = readPending(data[PENDING_KEY], now);
    const problem = readProblem(data[PROBLEM_KEY], now);
    if (problem) this.notice = { text: this.words.couldNotRun(problem), problem: true };
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

  private focusHome(): void {
    if (this.settings.pasteOpen) this.panel.focus();
    else this.board.focus();
  }

  private followLevel(): void {
    const { level } = this.board;
    if (level && level !== this.settings.difficulty) this.saveSettings({ difficulty: level });
  }

  private storageFailed(error: unknown): void {
    this.notice = { text: this.words.couldNotSave(String(error)), problem: true };
  }

  private saveSettings(changes: Partial<PopupSettings>): void {
    this.settings = { ...this.settings, ...changes };
    if (this.readFailed) return;
    this.storedSettings = { ...this.storedSettings, ...changes };
    this.storage.set({ [SETTINGS_KEY]: this.storedSettings }).catch((error: unknown) => this.storageFailed(error));
  }

  // ---- game -------------------------------------------------------------------------------------------------

  private newGame(): void {
    this.replacing.request({ question: this.words.replaceGame, replace: () => this.startNewGame() });
  }

  private startNewGame(): void {
    this.notice = null;
    // The board shows its progress (after a moment) with a Cancel button; a cancelled or failed game rejects here
    // and the board already says why.
    this.board.generate({ difficulty: this.settings.difficulty }).catch(() => undefined);
  }

  /** Starts `line` as a new game on the board (the same puzzle again restarts it); the board finds its level. */
  private async play(line: string, solution?: string, source = 'paste'): Promise<void> {
    await this.board.load(line, { solution, source });
    this.givens = this.board.givens;
  }

  private onBoardChange(event: CustomEvent<SudokuChangeDetail>): void {
    this.givens = this.board.givens;
    // A game given up for another counts as played.
    if (event.detail.reason === 'new-game') void this.readStatistics();
  }

  /** Reads the board's statistics again (they are counted once a game ends: solved, revealed or replaced). */
  private async readStatistics(): Promise<void> {
    this.statistics = await this.board.statistics();
  }

  // ---- daily and statistics -----------------------------------------------------------------------------------

  /** Today's daily solved at the level chosen. */
  private get dailySolved(): boolean {
    const stats = this.statistics;
    return !!stats && stats.levels[this.settings.difficulty].lastDaily === stats.today;
  }

  /** Starts today's daily at the level chosen (asking first over a game in progress); on the board already, plays on. */
  private dailyGame(): void {
    const daily = localDate();
    const difficulty = this.settings.difficulty;
    const board = this.board;
    if (board.daily === daily && board.level === difficulty && !board.solved) return board.focus();
    this.replacing.request({
      question: this.words.replaceGame,
      replace: () => {
        this.notice = null;
        board.generate({ difficulty, daily }).catch(() => undefined);
      },
    });
  }

  private async openStatistics(): Promise<void> {
    this.statsOpen = true;
    await this.readStatistics();
    await this.updateComplete;
    this.renderRoot.querySelector('sudoku-stats-panel')?.focus();
  }

  private closeStatistics(): void {
    this.statsOpen = false;
    void this.updateComplete.then(() => this.focusHome());
  }

  private async copy(what: 'puzzle' | 'board' | 'link'): Promise<void> {
    const text = what === 'puzzle' ? this.board.givens : what === 'board' ? this.board.value : this.shareLink();
    const ok = await writeClipboard(text, this.renderRoot);
    clearTimeout(this.copiedTimer);
    if (!ok) {
      this.notice = { text: this.words.clipboardRefused(what, text), problem: true };
      return;
    }
    this.copied = what;
    this.announcement = this.words.copiedSaid(what);
    this.copiedTimer = setTimeout(() => (this.copied = null), COPIED_MS);
  }

  /**
   * The game's share link (`shareUrl()`), on SudokuWiki's page for the puzzle: the popup's own address means nothing
   * to a friend, while this one opens for anyone, and `parse` (Paste a puzzle…, a board's `puzzle`) reads it back.
   */
  private shareLink(): string {
    return this.board.shareUrl(sudokuWikiUrl(this.board.givens));
  }

  // ---- paste ------------------------------------------------------------------------------------------------

  private async openPaste(): Promise<void> {
    this.panel.error = '';
    this.saveSettings({ pasteOpen: true });
    await this.updateComplete;
    // Still inside the click's user activation, which reading the clipboard needs.
    await this.panel.pasteFromClipboard();
  }

  private closePaste(): void {
    this.saveSettings({ pasteOpen: false });
    this.panel.error = '';
  }

  private onPasteText(event: CustomEvent<{ text: string }>): void {
    // No question is open here: the panel is inert while one is, so "Replace it" always plays the text as it was
    // when Play or Solve was pressed.
    this.saveSettings({ pasteText: event.detail.text });
  }

  private onPastePlay(event: CustomEvent<PasteRequestDetail>): Promise<void> {
    return this.loadPasted(event.detail.text, false);
  }

  private onPasteSolve(event: CustomEvent<PasteRequestDetail>): Promise<void> {
    return this.loadPasted(event.detail.text, true);
  }

  /**
   * Hands the pasted text to the board, which reads it (and, to show the solution, solves it) before anything is
   * replaced: text that is no puzzle, or a puzzle without a solution, replaces nothing and asks nothing, and the
   * board's reason shows in the panel. Only then is the question asked, if a game is in progress.
   */
  private async loadPasted(text: string, reveal: boolean): Promise<void> {
    this.pasteBusy = reveal;
    const result = await this.board.load(text, {
      source: 'paste',
      reveal,
      confirm: () => {
        this.pasteBusy = false;
        return this.confirmReplace();
      },
    });
    this.pasteBusy = false;
    if (!result.loaded) {
      if (result.code === 'puzzle') void this.panel.refuse(result.message, result.error);
      else if (result.code !== 'declined') void this.panel.refuse(this.pasteError(result.code) ?? result.message);
      return;
    }
    this.notice = null;
    this.closePaste();
    this.givens = this.board.givens;
    if ((result.solutions ?? 1) > 1) this.notice = { text: this.words.severalSolutions, problem: false };
  }

  /** Resolves true when the game may be replaced: at once when none is in progress, else on "Replace it". */
  private confirmReplace(): Promise<boolean> {
    return new Promise((resolve) => {
      let replaced = false;
      this.replacing.request({
        question: this.words.replaceGame,
        replace: () => {
          replaced = true;
          resolve(true);
        },
        // Runs before `replace` (which then resolves first) or alone ("Keep playing", a newer request).
        settle: () => queueMicrotask(() => resolve(replaced)),
      });
    });
  }

  private onKeyDown(event: KeyboardEvent): void {
    // (While a question is open this part is inert; the question answers its own Escape.)
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (this.settings.pasteOpen) this.closePaste();
  }

  /** The panel's words for a puzzle the board refused to solve; undefined: the board's own message. */
  private pasteError(code: string): string | undefined {
    if (code === 'timeout') return this.words.solverGaveUp;
    if (code === 'no-solution') return this.words.noSolution;
    return undefined;
  }

  // ---- rendering --------------------------------------------------------------------------------------------

  /** A copy button's label: what it copies and a note, or "Copied" for a moment after it did. */
  private copyLabel(what: Copied): TemplateResult {
    const [label, note] = this.words.copy[what];
    return this.copied === what
      ? html`${this.words.copied} <small>${note}</small>`
      : html`${label} <small>${note}</small>`;
  }

  override render(): TemplateResult {
    // A question about replacing the game is modal: nothing under it can be used, or focused unseen, until answered.
    const asking = this.replacing.open !== null;
    return html`
      <div class="layout" ?inert=${asking} @keydown=${this.onKeyDown}>
        ${this.ready ? this.renderBoard() : html`<div class="placeholder"></div>`} ${this.renderToolbar()}
      </div>
      ${this.ready ? this.renderPaste(asking) : nothing} ${this.ready ? this.renderStatistics(asking) : nothing}
      ${this.practising.render()} ${this.replacing.render()}
      <div class="sr-only" role="status" aria-live="polite">${this.announcement}</div>
    `;
  }

  private renderBoard(): TemplateResult {
    return html`<sudoku-board
      keypad
      persist=${GAME_KEY}
      difficulty=${this.startDifficulty}
      .storage=${this.boardStorage ?? undefined}
      @sudoku-change=${this.onBoardChange}
      @sudoku-solved=${this.readStatistics}
    ></sudoku-board>`;
  }

  private renderToolbar(): TemplateResult {
    const disabled = !this.ready;
    const wiki = this.givens ? sudokuWikiUrl(this.givens) : undefined;
    const w = this.words;
    return html`
      <div class="toolbar" role="group" aria-label=${w.game}>
        <h1>Sudoku</h1>
        <label class="level">
          ${w.levelOfNewGame}
          <select
            .value=${this.settings.difficulty}
            @change=${(e: Event) => {
              const value = (e.target as HTMLSelectElement).value;
              if (isLevel(value)) this.saveSettings({ difficulty: value });
            }}
          >
            ${LEVELS.map(
              (level: Level) =>
                html`<option value=${level} ?selected=${level === this.settings.difficulty}>
                  ${levelLabel(this.language, level)}
                </option>`,
            )}
          </select>
        </label>
        <button type="button" class="primary" ?disabled=${disabled} @click=${this.newGame}>${w.newGame}</button>
        <button type="button" class="daily" ?disabled=${disabled} @click=${this.dailyGame}>
          ${w.todaysDaily}
          ${
            this.dailySolved
              ? html`<small class="solved"><span aria-hidden="true">✓</span> ${w.solvedMark}</small>`
              : nothing
          }
        </button>
        <button type="button" aria-haspopup="dialog" ?disabled=${disabled} @click=${() => this.practising.open()}>
          ${this.language.board.practise}
        </button>
        <button type="button" ?disabled=${disabled} @click=${this.openPaste}>${w.pastePuzzle}</button>
        <button type="button" ?disabled=${disabled} @click=${this.openStatistics}>${w.statistics}</button>
        <hr />
        <button type="button" ?disabled=${disabled} @click=${() => this.board.check()}>${w.check}</button>
        <button type="button" ?disabled=${disabled} @click=${() => this.board.solve()}>${w.solve}</button>
        <hr />
        <button type="button" ?disabled=${disabled} @click=${() => this.copy('puzzle')}>
          ${this.copyLabel('puzzle')}
        </button>
        <button type="button" ?disabled=${disabled} @click=${() => this.copy('board')}>
          ${this.copyLabel('board')}
        </button>
        <button type="button" ?disabled=${disabled} @click=${() => this.copy('link')}>${this.copyLabel('link')}</button>
        <a class="button" href=${wiki ?? nothing} target="_blank" rel="noopener">${w.openInSudokuWiki}</a>
        ${this.notice ? this.renderNotice(this.notice) : nothing}
      </div>
    `;
  }

  private renderNotice(notice: Notice): TemplateResult {
    return html`<p class="notice ${notice.problem ? 'problem' : ''}" role=${notice.problem ? 'alert' : 'status'}>
      ${notice.text}
      <button type="button" aria-label=${this.words.dismiss} @click=${() => (this.notice = null)}>×</button>
    </p>`;
  }

  private renderStatistics(asking: boolean): TemplateResult {
    return html`<sudoku-stats-panel
      ?hidden=${!this.statsOpen}
      ?inert=${asking}
      role="dialog"
      aria-label=${this.words.statistics}
      .language=${this.language}
      .statistics=${this.statistics}
      @stats-close=${this.closeStatistics}
    ></sudoku-stats-panel>`;
  }

  private renderPaste(asking: boolean): TemplateResult {
    return html`<sudoku-paste-panel
      ?hidden=${!this.settings.pasteOpen}
      ?inert=${asking}
      role="dialog"
      aria-label=${this.words.pasteTitle}
      .words=${this.words}
      .text=${this.settings.pasteText}
      ?busy=${this.pasteBusy}
      @paste-text=${this.onPasteText}
      @paste-play=${this.onPastePlay}
      @paste-solve=${this.onPasteSolve}
      @paste-close=${this.closePaste}
    ></sudoku-paste-panel>`;
  }
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

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-popup': SudokuPopup;
  }
}
