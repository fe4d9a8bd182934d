import { html, LitElement, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { gridToLine, lineToGrid } from '../../engine/grid.ts';
import type { Level } from '../../engine/levels.ts';
import { shareLink } from '../../engine/share-link.ts';
import { BoardCore } from './board-core.ts';
import { boardActions } from './board-input.ts';
import { boardTemplate, type BoardActions, type BoardView } from './board-view.ts';
import type { SudokuHintDetail } from './events.ts';
import { formState, readFormState } from './form-state.ts';
import { Game, valueProblem } from '../../play/game.ts';
import { GameSource, type LoadOptions, type LoadResult } from './game-source.ts';
import type { GenerateRequestOptions } from './generation.ts';
import { formatTime } from '../../play/format-time.ts';
import type { Statistics } from '../../play/statistics/bookkeeping.ts';
import type { GameStorage } from '../../play/saved-record.ts';
import type { Trainer } from './trainer.ts';
import { inputStyles } from './input.styles.ts';
import { playStyles } from './play.styles.ts';
import { printStyles } from './print.styles.ts';
import {
  isSettingKey,
  settingProperties,
  validSetting,
  type InputMode,
  type SettingKey,
  type Settings,
} from '../../play/settings.ts';
import { styles } from './sudoku-board.styles.ts';

export type { GenerateRequestOptions, LoadOptions, LoadResult, Statistics };
export type { LevelStatistics } from '../../play/statistics/bookkeeping.ts';

export interface CheckResult {
  /** Player digits that differ from the solution (or, without a unique solution, clash with another digit). */
  wrong: number[];
  /** Every cell is filled. */
  complete: boolean;
}

/**
 * A Sudoku board to embed in any page: play by mouse, touch or keyboard, notes, undo/redo, hints from a human-style
 * solver, new games by difficulty, all computed in a Web Worker. It speaks the page's language (the nearest `lang`:
 * English, German, French or Spanish, else English; see "Languages").
 *
 * @summary An accessible, themeable Sudoku play surface.
 *
 * @attr puzzle - The givens, in any format the engine's parser reads (81 characters, a 9×9 grid, ...). Absent: the
 *   board makes a puzzle at `difficulty` (or restores the `persist`ed game). Empty: a blank board to fill freely.
 * @attr value - The board now: 81 characters, digits and `.` for blanks (givens and the player's digits).
 * @attr difficulty - Level for new games: easy, medium, hard, expert or extreme. Set to the level of each new game.
 * @attr readonly - The player can look and move around but not change anything.
 * @attr name - Form field name: the board submits its `value`.
 * @attr persist - A localStorage key: the game is saved on every change and restored on load. The `storage`
 *   property can put it elsewhere. Boards on one key (tabs, windows, boards in a page) follow each other's saves
 *   and never write over a newer one; a record that can't be used is kept under `<persist>:unreadable`.
 * @attr keypad - Shows the on-screen keypad (digits with how many remain, notes, fill candidates, erase, undo, redo,
 *   hint, and a colour palette).
 * @attr input-mode - `cell-first` (default) or `digit-first`: pick a keypad digit, then tap cells to write it.
 * @attr check-as-you-go - Marks a digit that is not the solution's as soon as it is placed.
 * @attr mistake-limit - Mistakes that end the game (0 or absent: no limit); the panel offers off and 3.
 * @attr color-palette - Shows a palette of six cell colours under the keypad (Alt+1–6 colour cells without it).
 * @attr no-peer-highlight - No shading of the selected cell's row, column and box.
 * @attr no-digit-highlight - No marking of the cells and notes holding the selected digit.
 * @attr auto-candidates - Keeps the candidates pencilled in: a new game starts with them, turning it on fills them,
 *   a placed digit leaves its peers' notes and an erased one gives its cell its candidates back.
 * @attr hide-timer - Hides the time in the status line (it still counts).
 *
 * @fires sudoku-change - The digits, notes or colours changed; `detail: { value, reason, cells, source? }`
 *   (`source`: a `load()`ed game's; `reason` 'color' for colours).
 * @fires sudoku-solved - The board is complete and correct, once a game (undo then redo is no second solve);
 *   `detail: { value, timeMs, revealed, difficulty }`.
 * @fires sudoku-hint - A hint was shown or applied; `detail: { kind, text, cells, applied, tier, step }`. `tier`: 1
 *   where to look ("Look at box 4.", that unit or cell in `cells`, no technique named), 2 the step shown (its
 *   sentence, the cells it rests on), 3 the step applied (`applied` true).
 * @fires sudoku-error - Something could not be done; `detail: { code, message }`. Codes: `puzzle`, `bad-value`,
 *   `bad-difficulty`, `no-solution`, `engine`, `storage`, for saved games `unreadable-save`, `repaired-save`,
 *   `out-of-date` (see "Saved games"), and `statistics`: stored statistics that can't be read start again from zero
 *   (see "Statistics").
 * @fires input - The player changed the board (for forms).
 * @fires change - The player changed the board (for forms).
 *
 * @csspart board - The wrapper of everything.
 * @csspart status - The line above the grid: level, the Notes sign in notes mode, mistakes, timer, Pause and
 *   Settings.
 * @csspart grid - The 9×9 grid.
 * @csspart cell - Every cell.
 * @csspart given - A cell holding a given.
 * @csspart entry - A cell holding a digit the player placed.
 * @csspart note - One pencil mark.
 * @csspart conflict - A cell whose digit clashes with another in its row, column or box.
 * @csspart wrong - A cell `check()` found wrong.
 * @csspart selected - A selected cell (several with Ctrl/Shift-click, a drag or Shift+arrows).
 * @csspart peer - A cell in the selected cell's row, column or box.
 * @csspart same-digit - A cell (or note) with the selected cell's digit, or with the digit picked (digit-first).
 * @csspart color-1 - A cell the player gave colour 1; `color-2` to `color-6` likewise.
 * @csspart hint - A cell the hint on show is about.
 * @csspart message - The hint sentence and other messages under the grid.
 * @csspart keypad - The on-screen keypad (digits, actions, and the colour palette with `color-palette`).
 * @csspart palette - The keypad's colour palette (six colours and none), with `color-palette`.
 *
 * @cssprop --sudoku-bg - Board and cell background.
 * @cssprop --sudoku-fg - Text colour.
 * @cssprop --sudoku-given-color - Givens.
 * @cssprop --sudoku-entry-color - The player's digits.
 * @cssprop --sudoku-note-color - Pencil marks.
 * @cssprop --sudoku-line-color - Thin lines between cells.
 * @cssprop --sudoku-box-line-color - Thick lines around boxes and the board.
 * @cssprop --sudoku-accent - Focus ring, pressed buttons.
 * @cssprop --sudoku-accent-fg - Text on the accent colour.
 * @cssprop --sudoku-selected-bg - Selected cell.
 * @cssprop --sudoku-peer-bg - Row, column and box of the selected cell.
 * @cssprop --sudoku-same-digit-bg - Cells with the selected digit.
 * @cssprop --sudoku-conflict-color - Clashing and wrong digits.
 * @cssprop --sudoku-conflict-bg - Background of clashing and wrong cells.
 * @cssprop --sudoku-hint-bg - Cells of the hint on show.
 * @cssprop --sudoku-color-1 - Cell colour 1 (a light yellow; dark: brown); `--sudoku-color-2` to `-6` likewise
 *   (green, pink, violet, orange, cyan). Keep 4.5:1 under the digits and notes.
 * @cssprop --sudoku-muted-color - Status line text.
 * @cssprop --sudoku-font-family - Font of the board.
 * @cssprop --sudoku-radius - Corner radius of the board and buttons.
 * @cssprop --sudoku-max-width - Largest width of the board (default 40rem); it fills narrower containers.
 * @cssprop --sudoku-height - The height the board fits in (default: the window's, `100dvh`).
 */
export class SudokuBoard extends BoardCore {
  static override styles = [styles, playStyles, inputStyles, printStyles];
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };
  // The attributes and reactive state, declared here rather than with decorators (which would add their helper to
  // the startup bundle); each is documented where the class declares it.
  static override properties: PropertyDeclarations = {
    puzzle: {},
    difficulty: { reflect: true },
    readonly: { type: Boolean, reflect: true },
    persist: {},
    storage: { attribute: false },
    keypad: { type: Boolean, reflect: true },
    theme: { reflect: true },
    // The player's settings: their attributes and types from the settings table (src/play/settings.ts).
    ...settingProperties(),
    panel: { state: true, attribute: false },
    panelOpen: { state: true, attribute: false },
    value: {},
  };

  /** The givens, in any format `parse` reads. Removing it leaves the game as it is. */
  get puzzle(): string | null | undefined {
    return this.#puzzleText;
  }
  set puzzle(text: string | null | undefined) {
    const old = this.#puzzleText;
    this.#puzzleText = text;
    // The same text again, after generate() or load() replaced its game, asks for that puzzle again; Lit alone
    // would see no change. (undefined as the old value makes it one.)
    // (`source?.`: a page may set the property on an element that is not upgraded yet.)
    this.requestUpdate('puzzle', text === old && this.#source?.takesAgain(text) ? undefined : old);
  }
  #puzzleText?: string | null;

  /**
   * Level asked for by `generate()` without options; set to each new game's level. A value that is no level is
   * refused with a `bad-difficulty` sudoku-error, and medium is used.
   */
  // The literal (DEFAULT_LEVEL's value), so the generated reference shows the default itself.
  difficulty: Level = 'medium';

  readonly = false;

  /**
   * localStorage key to save the game under. Boards on one key (tabs, windows, boards in a page) follow each other's
   * saves and never write over a newer one; a record that can't be used is kept under `<persist>:unreadable`.
   */
  persist?: string;

  /**
   * Where `persist` saves: any object with synchronous `getItem(key)` and `setItem(key, text)`, e.g. a cache of
   * chrome.storage filled before the board starts. Default: localStorage. Read when the board starts and on every
   * save.
   */
  storage?: GameStorage;

  /** Shows the on-screen keypad (digits with how many remain, notes, fill candidates, erase, undo, redo, hint). */
  keypad = false;

  /**
   * Colour scheme. Unset: the page's (the `color-scheme` the board inherits, so a light page gets a light board
   * whatever the OS prefers). `light` or `dark` forces one; `auto` follows the OS's `prefers-color-scheme`.
   */
  theme?: 'light' | 'dark' | 'auto';

  /**
   * Keeps the candidates pencilled in: a new game starts with them, turning it on fills them (one undoable step), a
   * digit placed leaves its peers' notes (as always) and a digit erased gives its cell its candidates back.
   */
  autoCandidates = false;

  /** Hides the time in the status line (it still counts: `elapsedMs`, `sudoku-solved`). */
  hideTimer = false;

  /**
   * `cell-first` (select a cell, then a digit) or `digit-first`: a keypad digit stays picked (pressed, its cells and
   * notes marked) and each tap on a cell writes it there, or toggles it as a note in notes mode; a tap on a cell
   * that holds it takes it out. Keys keep cell-first (and Enter or Space on a cell writes the picked digit). Any
   * other value is cell-first.
   */
  // (HTMLElement's own inputMode hints a virtual keyboard for text fields; the board has none.)
  override inputMode: InputMode = 'cell-first';

  /** Marks a digit that is not the solution's as it is placed (not only a clash), as `check()` would. */
  checkAsYouGo = false;

  /**
   * Mistakes (digits placed that are not the solution's) that end the game, counted in the status line; 0 (the
   * default): no limit. The limit reached stops the game, with Continue (play on; the limit does not stop this game
   * again) and New puzzle over the grid.
   */
  mistakeLimit = 0;

  /** No shading of the selected cell's row, column and box. */
  noPeerHighlight = false;

  /**
   * Shows a palette of six cell colours under the keypad, for colouring techniques (Alt+1–6 and Alt+0 colour cells
   * without it). Colouring loads the first time it is used or shown.
   */
  colorPalette = false;

  /** No marking of the cells and notes holding the selected cell's digit (a picked digit is still marked). */
  noDigitHighlight = false;

  /** The Settings panel (settings-panel.ts, loaded on first use), while it is open. */
  private panel: typeof import('./settings-panel.ts') | null = null;
  private panelOpen = false;
  /** The settings the player changed in the panel: saved with the game, and winning over the page's next time. */
  #chosen = new Set<SettingKey>();

  /** Which game the board shows and where it comes from: start-up, generations, calls before start-up. */
  readonly #source = new GameSource(this, {
    puzzle: () => this.puzzle,
    difficulty: () => this.difficulty,
    saved: () => {
      const saved = this.keeper?.read() ?? null;
      // The player's settings hold whichever game starts (a `puzzle` other than the saved one too).
      if (saved?.settings) this.takeSettings(saved.settings);
      return saved;
    },
    savesLoading: () => this.keeperLoading(true),
    checkLevel: () => this.checkLevel(),
    hasGame: () => this.session.hasGame,
    givens: () => this.givens,
    restore: (saved) => this.restore(saved),
    startGame: (givens, solution) => this.startGame(givens, solution),
    newGame: (made) => this.newGame(made),
    loadedGame: (givens, solution, source) => this.loadedGame(givens, solution, source),
    reveal: (solution) => this.reveal(solution),
    readonly: () => this.readonly || this.formDisabled,
    setLevel: (level) => (this.difficulty = level),
    setValue: (line) => (this.value = line),
    announce: (text) => this.announce(text),
    say: (text) => this.say(text),
    fail: (code, message) => this.fail(code, message),
    client: () => this.client,
  });

  /**
   * The board now: 81 characters, digits and '.' (or '0') for blanks. Setting it keeps the givens and clears the
   * history; a board it completes is solved, as if the player had typed the last digit. A malformed value (or one
   * that changes a given) is refused with a `bad-value` sudoku-error and the game stays as it is.
   */
  get value(): string {
    return this.session.game.value;
  }
  set value(line: string) {
    const old = this.session.game.value;
    if (!this.#source.started) {
      this.#source.holdValue(line);
      return;
    }
    // Removing the attribute sets null: nothing to take, and nothing wrong either.
    if (line === null || line === undefined) return;
    const text = String(line);
    const problem = valueProblem(text, this.session.game.givens);
    const grid = problem ? null : lineToGrid(text);
    if (!grid) {
      this.fail('bad-value', `The value can't be used: ${problem ?? 'it is not 81 cells'}.`);
      return;
    }
    const { givens, notes, colors, noteColors } = this.session.game;
    this.session.replaceGame(new Game(givens, grid, notes, colors, noteColors));
    this.boardChanged(false);
    this.requestUpdate('value', old);
    if (!this.session.game.isSolved(this.session.solution)) this.unsolve();
    else if (!this.session.done) this.complete(false);
  }

  protected get started(): boolean {
    return this.#source.started;
  }

  /** The givens: 81 characters, digits and '.' for blanks. */
  get givens(): string {
    return gridToLine(this.session.game.givens);
  }

  /** The game is over: the player solved it, or it was revealed (`solve()`). Play goes on if it is taken back. */
  get solved(): boolean {
    return this.session.done;
  }

  /**
   * The player has something to lose if the game is replaced: it is not over, and has at least one digit or note of
   * theirs on it, or a minute of play. (Moves all undone do not count.) Hosts ask before replacing such a game.
   */
  get inProgress(): boolean {
    return this.hasProgress;
  }

  /** The level of the game on the board (the generator's, the one `load()` was given or graded, or the saved
   * game's; otherwise the `difficulty`); null before a first game. */
  get level(): Level | null {
    return this.session.hasGame ? this.difficulty : null;
  }

  /**
   * The date (`YYYY-MM-DD`) of the daily puzzle on the board (Daily puzzle, `generate({ daily })`), or null when
   * the game is no daily. Saved with the game under `persist`.
   */
  get daily(): string | null {
    return this.session.play.daily ?? null;
  }

  /** The game is paused (Pause, `pause()`, or the page hidden while it ran): the clock stands, the grid is blank. */
  get paused(): boolean {
    return this.session.paused;
  }

  /** Milliseconds of play so far (paused while the page is hidden). */
  get elapsedMs(): number {
    return this.playClock.elapsedMs;
  }

  /** Focuses the board where play goes on: its selected cell, or Resume when paused. */
  // delegatesFocus alone would pick the first focusable element, the status line's Pause.
  override focus(options?: FocusOptions): void {
    const target = this.session.paused ? null : this.cellElement(this.session.selected);
    if (target) target.focus(options);
    else super.focus(options);
  }

  /** Says that the engine's workers stopped answering and the page's engine took over (client.ts). */
  // Said with the answer of the call that was waiting (answered next, on the page), which would replace it at once.
  readonly #onSilentWorkers = (): void => void (this.sayAfter = (s) => s.engineOnPage);

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#source.started) this.playClock.resume();
    // The engine's workers stopped answering and the page's engine took over (client.ts): the player hears why the
    // board answered late, and that it may pause now and then.
    this.client.silenceListeners.add(this.#onSilentWorkers);
  }

  override disconnectedCallback(): void {
    this.client.silenceListeners.delete(this.#onSilentWorkers);
    // The clock has paused (PlayClock.hostDisconnected): the save keeps the time played so far.
    super.disconnectedCallback();
    this.save();
  }

  /**
   * Also waits for a `puzzle` in a layout that needs the full parser (loaded on first use): once `updateComplete`
   * resolves, the board shows the game it starts with, whatever the layout.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    // One part arriving can start another (a saved game read after its reader came brings colours, which load
    // colouring.ts): go on until none is on its way. Not until no update is pending: a generation's progress asks
    // for one at every attempt.
    while (this.#source.pending || this.partsLoading) {
      await this.#source.pending;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /** The keypad (keypad-view.ts), loaded when a board first has `keypad`. */
  #keypadView?: typeof import('./keypad-view.ts');
  #keypadMissing = false;

  /**
   * A board with `keypad` renders once the keypad's module is here, so it never shows without its keypad and then
   * grows (a layout shift under the player's finger); boards without one never fetch it.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    // Synchronous once it is here: an update that waited a microtask more would change when hosts' awaits resume.
    if (!this.keypad || this.#keypadView || this.#keypadMissing) return super.scheduleUpdate();
    return import('./keypad-view.ts').then(
      (view) => {
        if (!this.#keypadView) {
          this.#keypadView = view;
          this.addStyles(view.keypadStyles);
        }
        super.scheduleUpdate();
      },
      () => {
        // Not loaded (offline, a failed deploy): the board plays on without it (keys and touch still work).
        this.#keypadMissing = true;
        super.scheduleUpdate();
      },
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A page's mistake-limit="x" (NaN), "-1" or "2.5": no limit, rather than a game stopped before it starts.
    if (!validSetting('mistakeLimit', this.mistakeLimit)) this.mistakeLimit = 0;
    // The first update starts the board (unless a method called early has): see GameSource.
    if (this.#source.start()) return;
    if (changed.has('difficulty')) this.checkLevel();
    if (changed.has('puzzle')) this.#source.puzzleChanged(this.puzzle);
    if (changed.has('autoCandidates') && this.autoCandidates) void this.fillNotes();
    if (!this.#digitFirst) this.session.unpick();
    // The level is part of the saved game: a page may set it for a puzzle it graded itself.
    if (changed.has('persist') || changed.has('difficulty')) this.save();
  }

  protected override updated(changed: PropertyValues<this>): void {
    const { colors, noteColors } = this.session.game;
    if (!this.colouring && (this.colorPalette || colors.some(Boolean) || noteColors.some(Boolean)))
      void this.loadColouring();
    // A finished game's offer shows the statistics of its level (a restored one too).
    if (this.session.done) void this.statistics$();
    this.setFormValue(this.session.game.value, formState(this.session.game));
    // The solved wave's delay per cell, through the CSSOM: a style attribute is refused by a CSP without
    // 'unsafe-inline' styles, the CSSOM is not.
    if (changed.has('celebrate' as keyof SudokuBoard) && this.celebrate)
      this.renderRoot
        .querySelectorAll<HTMLElement>('[data-cell]')
        .forEach((cell, i) => cell.style.setProperty('--wave', String(((i / 9) | 0) + (i % 9))));
    // A message longer than its line scrolls there (the keypad under it stays put): keyboard users must reach it.
    const message = this.renderRoot.querySelector('.message');
    if (message && changed.has('message' as keyof SudokuBoard)) {
      if (message.scrollHeight > message.clientHeight) message.setAttribute('tabindex', '0');
      else message.removeAttribute('tabindex');
    }
  }

  // ---- public API --------------------------------------------------------------------------------------------

  /**
   * Makes a new puzzle in the worker (cancelling one in progress) and starts it. Resolves to the new givens.
   * `options`: `difficulty`, `seed`, `symmetry`; `daily: 'YYYY-MM-DD'` for that date's puzzle at the difficulty (the
   * same everywhere); `technique` (a catalogue id or name) for a puzzle that needs it and nothing harder.
   */
  async generate(options: GenerateRequestOptions = {}): Promise<{ puzzle: string; level?: Level }> {
    return this.#source.generate(options);
  }

  /**
   * Stops a generation in progress; the board keeps its game. Before a first game there is none: the board offers
   * "New puzzle" instead of a blank grid, and saves nothing.
   */
  cancelGeneration(): void {
    this.#source.cancel();
  }

  /**
   * Starts `puzzle` (any format `parse` reads) as a new game, replacing the game on the board (the same puzzle again
   * restarts it) and cancelling a generation, with a `sudoku-change` event (reason 'new-game', `detail.source`).
   * `options`: its `solution` and `level` when the host knows them (else the board grades it in its worker), its
   * `source`, `reveal` to fill in the solution (a puzzle without one is refused), and `confirm`, asked just before the
   * game is replaced. Resolves to what it did; a puzzle refused (unreadable, no solution) leaves the game as it was
   * and fires no event: the host says why.
   */
  async load(puzzle: string, options: LoadOptions = {}): Promise<LoadResult> {
    return this.#source.load(puzzle, options);
  }

  /**
   * Fills in the solution (undoable); for a puzzle with several solutions, one of them. Resolves to the board's value;
   * null when the puzzle has no solution, when the board is readonly or its form disabled (as for clear() and undo()),
   * or when another puzzle replaced it before the solution came (the new one is left as it is).
   */
  async solve(): Promise<string | null> {
    this.#source.start();
    if (this.readonly || this.formDisabled) return null;
    const answer = await this.findSolution();
    // Another puzzle came while the worker worked: the answer is not for it, and solving it was not asked for.
    if (answer.stale || !answer.solution) return null;
    this.reveal(answer.solution);
    return this.session.game.value;
  }

  /**
   * The next logical step, in three tiers on the same board: the first call says where to look (a unit or a cell,
   * highlighted), the second shows the step (its technique, cells and eliminations), the third applies it. Each
   * is shown and announced, and fires `sudoku-hint` with its `tier`; a change of the board starts again at 1.
   */
  async hint(): Promise<SudokuHintDetail> {
    this.#source.start();
    this.hints ??= await import('./hint-play.ts');
    const shown = this.shownHint;
    if (shown && shown.version === this.version && !this.session.locked)
      return shown.tier === 1
        ? this.hints.showHint(this.hintBoard, shown.result, 2)
        : this.hints.applyHint(this.hintBoard, shown);
    const version = this.version;
    const grid = this.session.game.values.slice();
    const notes = this.session.game.notes.slice();
    const result = await this.client.hint(grid, notes, this.session.game.givens);
    if (version !== this.version) return this.hint();
    return this.hints.showHint(this.hintBoard, result, 1);
  }

  /**
   * Takes back the last change; before the first move of a game that replaced one in play (a new game, another
   * `puzzle`, `load()`, a form reset), brings that game back. Resolves to false when there is nothing to undo.
   */
  async undo(): Promise<boolean> {
    if (this.readonly || this.formDisabled) return false;
    const move = this.session.game.undo();
    if (!move) return this.bringBackReplaced();
    this.unsolve();
    this.afterMove('undo', move);
    return true;
  }

  /** Puts back the last change undone. Resolves to false when there is nothing to redo. */
  async redo(): Promise<boolean> {
    if (this.session.locked) return false;
    const move = this.session.game.redo();
    if (!move) return false;
    this.afterMove('redo', move, this.session.game.isRevealed(move));
    return true;
  }

  /**
   * Pauses a game in play, as the Pause button and the page being hidden do: the clock stops, and the grid shows
   * nothing (and says nothing) until `resume()`. A finished game, or none, has nothing to pause.
   */
  pause(): void {
    this.pauseGame();
  }

  /** Shows the grid again and restarts the clock, as the Resume button does. */
  resume(): void {
    this.resumeGame();
  }

  /** Removes all the player's digits and notes (undoable). */
  async clear(): Promise<void> {
    if (this.readonly || this.formDisabled) return;
    this.unsolve();
    const move = this.session.game.clearAll();
    if (move) this.afterMove('clear', move);
  }

  /** Marks the player's wrong digits (each until its cell changes) and says how many there are. */
  async check(): Promise<CheckResult> {
    this.#source.start();
    const answer = await this.findSolution();
    // Another puzzle came while the worker worked: check the board as it is now, against its own solution.
    if (answer.stale) return this.check();
    const wrong = this.session.game.wrongEntries(answer.unique ? answer.solution : null);
    this.wrong = new Set(wrong);
    const complete = this.session.game.isFull();
    // Without a solution the error has said so: "no mistakes so far" would contradict it (clashes are still marked).
    if (answer.solution) this.say((s) => s.check(wrong.length, complete));
    return { wrong, complete };
  }

  /** Pencils every candidate into every empty cell (undoable). */
  async fillNotes(): Promise<void> {
    if (this.session.locked) return;
    const move = this.session.game.fillNotes();
    if (move) this.afterMove('auto-notes', move);
  }

  /**
   * A link that carries this puzzle (`<base>#sudoku=<81 characters>`), which `parse` reads back, so a board given it
   * as its `puzzle` plays the same puzzle. `base`: the page that opens it (default: this page, `location.href`
   * without its hash). With `{ progress: true }` it also carries the board's digits and the player's notes (the
   * engine's `readShareUrl` reads them).
   */
  shareUrl(base?: string, options: { progress?: boolean } = {}): string {
    const page = base ?? location.href.split('#')[0];
    const { givens, values, notes } = this.session.game;
    return options.progress ? shareLink(page, givens, values, notes) : shareLink(page, givens);
  }

  /**
   * The player's statistics, per level: games `played`, `solved`, `solvedWithoutHelp` (no hint, nothing revealed),
   * `bestMs` and `averageMs` of the solved ones, `recentMs` (the latest 20 times), and the `currentStreak` and
   * `longestStreak` of days with a solved daily (`lastDaily` its date), as of `today` (the player's local date). A
   * game counts as played once the player made a move in it and it ended: solved, revealed, or replaced by another.
   * Kept under `<persist>:statistics` with `persist`, else for the page's lifetime. Stored statistics that can't be
   * read start again from zero, with a `statistics` sudoku-error and a message.
   */
  async statistics(): Promise<Statistics> {
    return (await this.statistics$()).statistics();
  }

  // ---- forms ------------------------------------------------------------------------------------------------

  protected override formReset(): void {
    if (!this.session.hasGame) return;
    // The same puzzle from its start: still the daily, or the technique practised, it was.
    const { daily } = this.session.play;
    this.startGame(this.session.game.givens, this.session.solution, this.session.practice);
    this.session.play.daily = daily;
    this.emitChange('reset', []);
  }

  protected override formStateRestored(state: string | File | FormData | null): void {
    const restored = readFormState(state);
    if (restored) this.#source.restoreFormState(restored);
  }

  protected chosenSettings(): Partial<Settings> {
    return Object.fromEntries([...this.#chosen].map((key) => [key, this[key]]));
  }

  protected takeSettings(settings: Partial<Settings>): void {
    Object.assign(this, settings);
    for (const key of Object.keys(settings)) if (isSettingKey(key)) this.#chosen.add(key);
  }

  /** Opens the Settings panel (its module loads the first time), a modal dialog; Esc or Done closes it. */
  async #openSettings(): Promise<void> {
    this.panel ??= await import('./settings-panel.ts');
    this.panelOpen = true;
    await this.updateComplete;
    this.renderRoot.querySelector('dialog')?.showModal();
  }

  /** The technique trainer (trainer.ts) with the techniques it offers, loaded on first use. */
  #trainer?: Trainer;

  protected async loadTrainer(): Promise<Trainer | undefined> {
    try {
      this.#trainer ??= await (await import('./trainer.ts')).loadTrainer(this, this.client);
      this.requestUpdate();
    } catch (error) {
      this.fail('engine', String(error));
    }
    return this.#trainer;
  }

  #settingsPanel(): TemplateResult | typeof nothing {
    if (!this.panel || !this.panelOpen) return nothing;
    return this.panel.settingsTemplate(html, this, this.strings.panel, {
      change: (key, value) => {
        Object.assign(this, { [key]: value });
        this.#chosen.add(key);
        this.save(false);
      },
      closed: () => {
        this.panelOpen = false;
        this.renderRoot.querySelector<HTMLElement>('.settings-button')?.focus();
      },
    });
  }

  get #digitFirst(): boolean {
    return this.inputMode === 'digit-first';
  }

  // ---- rendering --------------------------------------------------------------------------------------------

  /** What the template's listeners and keypad buttons call: the grid's and keypad's (board-input.ts), and the rest. */
  readonly #actions: BoardActions = {
    ...boardActions({
      session: this.session,
      digitFirst: () => this.#digitFirst,
      focus: (cell) => this.focusCell(cell),
      paint: (color) => this.paint(color),
      paintNote: (digit) => this.paintNote(digit),
      moved: (reason, move) => {
        this.afterMove(reason, move);
        if (reason === 'entry') void this.judge(move.filter((c) => c.after.value).map((c) => c.cell));
      },
      announce: (text) => this.announce(text),
      fillNotes: () => void this.fillNotes(),
      undo: () => void this.undo(),
      redo: () => void this.redo(),
      hint: () => void this.hint().catch((error: unknown) => this.fail('engine', String(error))),
    }),
    cancelGeneration: () => this.cancelGeneration(),
    pause: () => this.pauseGame(),
    resume: () => this.resumeGame(),
    newPuzzle: (difficulty) => void this.generate({ difficulty }).catch(() => undefined),
    // Today's date comes with the statistics (loaded with a finished game's offer anyway).
    dailyPuzzle: (difficulty) =>
      void this.statistics$()
        .then((keeper) => this.generate({ difficulty, daily: keeper.today() }))
        .catch(() => undefined),
    continueGame: () => this.continueGame(),
    openSettings: () => void this.#openSettings(),
    practise: () => void this.loadTrainer().then((trainer) => trainer?.open()),
  };

  override render(): TemplateResult {
    const [practiceNote, trainer] =
      this.#trainer?.render(html, this.strings, this.message === this.practiceHint && this.session.practice) ?? [];
    const view: BoardView = {
      game: this.session.game,
      selected: this.session.selected,
      alsoSelected: this.session.alsoSelected,
      wrong: this.wrong,
      hint: this.shownHint,
      locked: this.session.locked,
      done: this.session.done,
      offerNew: this.session.done && !this.readonly && !this.formDisabled,
      paused: this.session.paused,
      hideTimer: this.hideTimer,
      notesMode: this.session.notesMode || this.session.noteNext,
      noPeerHighlight: this.noPeerHighlight,
      noDigitHighlight: this.noDigitHighlight,
      mistakes: this.mistakeLimit ? this.strings.mistakes(this.session.mistakes, this.mistakeLimit) : '',
      stopped: this.session.stopped ? this.strings.limitReached(this.session.mistakes) : '',
      settingsPanel: this.#settingsPanel(),
      trainer,
      practiceNote,
      palette:
        this.colouring && this.colorPalette && this.keypad
          ? this.colouring.paletteTemplate(html, this.strings, this.session.locked, this.#actions.act)
          : nothing,
      digitFirst: this.#digitFirst,
      picked: this.session.picked,
      undoable:
        !this.readonly &&
        !this.formDisabled &&
        !this.session.paused &&
        (this.session.game.history.canUndo || this.replacedGame.replaced !== null),
      difficulty: this.difficulty,
      clock: this.clock,
      celebrate: this.celebrate,
      busy: this.#source.busy,
      hasGame: this.session.hasGame,
      message: this.message(this.strings),
      strings: this.strings,
      announcement: this.announcement,
      keypad: this.keypad ? (this.#keypadView ?? null) : null,
      daily: !!this.session.play.daily,
      statistics: this.session.done
        ? (this.statistician?.table(html, this.strings, this.difficulty, formatTime) ?? null)
        : null,
    };
    return boardTemplate(view, this.#actions);
  }
}
