import { html, nothing, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
// For their side effect: registering <sudoku-board>, <sudoku-paste-panel> and <sudoku-stats-panel>.
import '../components/index.ts';
import './paste-panel.ts';
import './stats-panel.ts';
import type { SudokuChangeDetail } from '../components/index.ts';
import { localDate } from '../play/statistics/today.ts';
import type { Level } from '../engine/levels.ts';
import type { PasteRequestDetail } from './paste-panel.ts';
import { writeClipboard } from './clipboard.ts';
import { levelLabel } from './i18n/popup-language.ts';
import type { Copied } from '../words/en/popup.ts';
import { offerWords } from '../words/en/board-offer.ts';
import { GAME_KEY, LEVELS, isLevel, sudokuWikiUrl } from './popup-state.ts';
import { GAME_KINDS, hasSizes, kindOfValue, kindValue, type GameKind } from './new-game-kinds.ts';
import { COPIED_MS, PopupBase, type Notice } from './popup-base.ts';
import { styles } from './sudoku-popup.styles.ts';

/**
 * The extension's popup: a whole Sudoku game around `<sudoku-board>`. New games by variant, size and level, a pasted
 * puzzle (f-puzzles and SudokuPad links too) to play or solve, check, solve, copy and a SudokuWiki link; the board's
 * keypad has digits, notes, erase, undo, redo and hint. Everything is kept in chrome.storage.local on every change
 * (the board's game through a write-through cache, see popup-store.ts), because the popup closes whenever the user
 * clicks outside it.
 *
 * On open it also picks up a puzzle the page overlay handed over ("Play in popup") and says once why the last
 * "Solve Sudoku" could not run, if that was recent.
 *
 * A new game, a pasted puzzle or a handed-over one never replaces a game in progress unasked: the popup asks first,
 * in a bar of its own (replace-question.ts, game-in-progress.ts).
 */
@customElement('sudoku-popup')
export class SudokuPopup extends PopupBase {
  static override styles = styles;

  // ---- game -------------------------------------------------------------------------------------------------

  private newGame(): void {
    this.replacing.request({ question: this.words.replaceGame, replace: () => this.startNewGame() });
  }

  private startNewGame(): void {
    this.notice = null;
    const { difficulty, variant, size } = this.settings;
    // The board shows its progress (after a moment) with a Cancel button; a cancelled or failed game rejects here
    // and the board already says why.
    this.board.generate({ difficulty, variant, size }).catch(() => undefined);
  }

  /**
   * Starts `puzzle` (a line, or a handed-over link's f-puzzles JSON) as a new game on the board (the same puzzle
   * again restarts it); the board finds its level. One the board can't play is said in the notice; the game stays.
   */
  protected override async play(puzzle: string, solution?: string, source = 'paste'): Promise<void> {
    const result = await this.board.load(puzzle, { solution, source });
    if (!result.loaded) this.notice = { text: result.message, problem: true };
    this.givens = this.board.givens;
  }

  /**
   * The game on the board is a variant or another size than 9×9: its saved record (the board's, in the popup's
   * storage cache, written on every change) says so, as the board has no public word for it.
   */
  private playingVariant(): boolean {
    if (this.givens.length !== 81) return true;
    try {
      const saved: unknown = JSON.parse(this.boardStorage?.getItem(GAME_KEY) ?? 'null');
      return typeof saved === 'object' && saved !== null && 'variant' in saved;
    } catch {
      return false;
    }
  }

  private onBoardChange(event: CustomEvent<SudokuChangeDetail>): void {
    this.givens = this.board.givens;
    // The record is saved as the change is made, maybe after this event: look again once the board has drawn it.
    void this.board.updateComplete.then(() => this.requestUpdate());
    // A game given up for another counts as played.
    if (event.detail.reason === 'new-game') void this.readStatistics();
  }

  /** Reads the board's statistics again (they are counted once a game ends: solved, revealed or replaced). */
  protected override async readStatistics(): Promise<void> {
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
   * The game's share link (`shareUrl()`), on `share-base`: the play app's address (the popup's own means nothing to
   * a friend), where the link starts the game; `parse` (Paste a puzzle…, a board's `puzzle`) reads it back too.
   */
  private shareLink(): string {
    return this.board.shareUrl();
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
  private async loadPasted(pasted: string, reveal: boolean): Promise<void> {
    this.pasteBusy = reveal;
    // f-puzzles and SudokuPad links, f-puzzles JSON and the `variant:` form are read first (read-pasted.ts): one
    // that can't be played is refused with the popup's reason before the board is asked.
    const read = (await import('./read-pasted.ts')).readPasted(pasted, this.words);
    if (!read.ok) {
      this.pasteBusy = false;
      void this.panel.refuse(read.message);
      return;
    }
    const { text } = read;
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

  /** "Killer 6×6", "Windoku": a variant's name, with the size for those played at several. */
  private kindLabel({ variant, size }: GameKind): string {
    const name = this.words.variantNames[variant];
    return hasSizes(variant) ? `${name} ${size}×${size}` : name;
  }

  private onKindChange(event: Event): void {
    const kind = kindOfValue((event.target as HTMLSelectElement).value);
    if (kind) this.saveSettings({ variant: kind.variant, size: kind.size });
  }

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
      share-base=${this.shareBase}
      difficulty=${this.startDifficulty}
      .storage=${this.boardStorage ?? undefined}
      @sudoku-change=${this.onBoardChange}
      @sudoku-solved=${this.readStatistics}
    ></sudoku-board>`;
  }

  private renderToolbar(): TemplateResult {
    const disabled = !this.ready;
    // SudokuWiki's solver takes classic 9×9 givens: a variant's (a killer's are blank) would be another puzzle.
    const wiki = this.givens && !this.playingVariant() ? sudokuWikiUrl(this.givens) : undefined;
    const w = this.words;
    return html`
      <div class="toolbar" role="group" aria-label=${w.game}>
        <h1>Sudoku</h1>
        <div class="choice" role="group" aria-labelledby="choice">
          <span id="choice">${w.newGameChoice}</span>
          <select
            class="kind"
            aria-label=${w.variantOfNewGame}
            .value=${kindValue(this.settings)}
            @change=${this.onKindChange}
          >
            ${GAME_KINDS.map(
              (kind) =>
                html`<option value=${kindValue(kind)} ?selected=${kindValue(kind) === kindValue(this.settings)}>
                  ${this.kindLabel(kind)}
                </option>`,
            )}
          </select>
          <select
            class="level"
            aria-label=${w.levelOfNewGame}
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
        </div>
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
          ${offerWords(this.language.board).practise}
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
        ${
          this.givens && !wiki
            ? nothing
            : html`<a class="button" href=${wiki ?? nothing} target="_blank" rel="noopener">${w.openInSudokuWiki}</a>`
        }
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

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-popup': SudokuPopup;
  }
}
