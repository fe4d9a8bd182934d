import { LitElement, type PropertyDeclarations } from 'lit';
import { gridToLine, lineToGrid } from '../../engine/grid.ts';
import type { Level } from '../../engine/levels.ts';
import { Game, valueProblem } from '../../play/game.ts';
import type { GameStorage } from '../../play/saved-record.ts';
import { settingProperties } from '../../play/settings.ts';
import type { Statistics } from '../../play/statistics/bookkeeping.ts';
import { BoardApi } from './board-api.ts';
import type { LoadOptions, LoadResult } from './game-source.ts';
import type { GenerateRequestOptions } from './generation.ts';
import { inputStyles } from './input.styles.ts';
import { playStyles } from './play.styles.ts';
import { styles } from './sudoku-board.styles.ts';

export type { GenerateRequestOptions, LoadOptions, LoadResult, Statistics };
export type { LevelStatistics } from '../../play/statistics/bookkeeping.ts';

export type { CheckResult } from './board-api.ts';
export type { ScanOutcome } from './scan-check.ts';

/**
 * A Sudoku board to embed in any page: play by mouse, touch or keyboard, notes, undo/redo, hints from a human-style
 * solver, new games by difficulty, all computed in a Web Worker. It speaks the page's language (the nearest `lang`:
 * English, German, French or Spanish, else English; see "Languages").
 *
 * @summary An accessible, themeable Sudoku play surface.
 *
 * @attr puzzle - The givens, in any format the engine's parser reads (81 characters, a 9×9 grid, ...); 36 cells are
 *   played as 6×6 (boxes of 2×3), 16 as 4×4. Or a variant as f-puzzles JSON (size 4, 6, 9 or 16; killer cages,
 *   jigsaw regions, diagonals, anti-knight, anti-king, non-consecutive, windoku's extra regions): played by its
 *   rules, refused when it has another rule or not one solution. Absent: the board makes a puzzle at `difficulty`
 *   (or restores the `persist`ed game). Empty: a blank board to fill freely.
 * @attr value - The board now: 81 characters (36 on 6×6, 16 on 4×4, 256 on 16×16 with 10–16 as a–g), digits and `.`
 *   for blanks (givens and the player's digits).
 * @attr difficulty - Level for new games: easy, medium, hard, expert or extreme. Set to the level of each new game.
 * @attr readonly - The player can look and move around but not change anything.
 * @attr name - Form field name: the board submits its `value`.
 * @attr persist - A localStorage key: the game is saved on every change and restored on load. The `storage`
 *   property can put it elsewhere. Boards on one key (tabs, windows, boards in a page) follow each other's saves
 *   and never write over a newer one; a record that can't be used is kept under `<persist>:unreadable`.
 * @attr keypad - Shows the on-screen keypad (digits with how many remain, notes, fill candidates, erase, undo, redo,
 *   hint, and a colour palette).
 * @attr input-mode - `cell-first` (default) or `digit-first`: pick a keypad digit, then tap cells to write it.
 * @attr cell-names - `words` (default: "row 3, column 6") or `rc` (the r3c6 notation): how hints name cells.
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
 * @csspart status - The line above the grid: level, the Notes sign in notes mode, mistakes, timer, New game, Pause
 *   and Settings.
 * @csspart new-game - The status line's New game: a page with new-game controls of its own hides it
 *   (`display: none`), as the popup does.
 * @csspart grid - The 9×9 grid.
 * @csspart cell - Every cell.
 * @csspart given - A cell holding a given.
 * @csspart entry - A cell holding a digit the player placed.
 * @csspart revealed - An `entry` cell whose digit the board put down: an applied hint's, the solution revealed.
 * @csspart note - One pencil mark.
 * @csspart conflict - A cell whose digit clashes with another in its row, column or box.
 * @csspart wrong - A cell `check()` found wrong.
 * @csspart selected - A selected cell (several with Ctrl/Shift-click, a drag or Shift+arrows).
 * @csspart peer - A cell in the selected cell's row, column or box.
 * @csspart same-digit - A cell (or note) with the selected cell's digit, or with the digit picked (digit-first).
 * @csspart color-1 - A cell the player gave colour 1; `color-2` to `color-6` likewise.
 * @csspart hint - A cell the hint on show is about.
 * @csspart message - The hint sentence and other messages, under the keypad (under the grid without one).
 * @csspart hint-drawing - The SVG over the grid that draws a hint's step (tier 2).
 * @csspart hint-legend - The legend of that drawing, under the grid.
 * @csspart keypad - The on-screen keypad (digits, actions, and the colour palette with `color-palette`).
 * @csspart palette - The keypad's colour palette (six colours and none), with `color-palette`.
 * @csspart variant-drawing - A variant game's SVG over the grid: killer cages, jigsaw region borders, X diagonals.
 * @csspart variant-rules - A variant game's rules, a sentence each, under the grid.
 *
 * @cssprop --sudoku-bg - Board and cell background.
 * @cssprop --sudoku-fg - Text colour.
 * @cssprop --sudoku-given-color - Givens.
 * @cssprop --sudoku-entry-color - The player's digits.
 * @cssprop --sudoku-revealed-color - Digits the board put down: an applied hint's, the solution revealed.
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
 * @cssprop --sudoku-cage-color - Killer cages' dashed outlines and their sums.
 * @cssprop --sudoku-region-line-color - Jigsaw regions' borders (default: `--sudoku-box-line-color`'s).
 * @cssprop --sudoku-region-1-bg - Jigsaw region 1's tint; `--sudoku-region-2-bg` to `-16-bg` likewise (light
 *   hues; dark ones in dark mode). Keep 4.5:1 under the digits.
 * @cssprop --sudoku-diagonal-color - The X variant's diagonals.
 * @cssprop --sudoku-window-bg - Windoku's four shaded windows.
 * @cssprop --sudoku-font-family - Font of the board.
 * @cssprop --sudoku-radius - Corner radius of the board and buttons.
 * @cssprop --sudoku-max-width - Largest width of the board (default 40rem; on a landscape screen, with a keypad, the
 *   window's height + 23rem, room for the keypad beside the grid); it fills narrower containers.
 * @cssprop --sudoku-height - The height the board fits in, never taller (default: the window's less a page's usual
 *   margins, `100dvh - 1rem`, less the page above the board when it starts in the window's first screen).
 */
export class SudokuBoard extends BoardApi {
  static override styles = [styles, playStyles, inputStyles];
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
    value: {},
    shareBase: { attribute: 'share-base' },
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
    this.requestUpdate('puzzle', text === old && this.source?.takesAgain(text) ? undefined : old);
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

  /**
   * The page a share link opens (`shareUrl()` without a base, the New puzzle offer's Share): e.g. the address where
   * the site hosts its play app (docs/app.md). Unset: this page, without its hash.
   */
  shareBase?: string;

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
  override inputMode: 'cell-first' | 'digit-first' = 'cell-first';

  /**
   * How hints name cells: `words` (the default: "row 3, column 6", in the board's language) or `rc`, the r3c6
   * notation of HoDoKu and SudokuWiki that experts read faster. The CLI's `hint` keeps the notation. Any other value
   * is `words`.
   */
  cellNames: 'words' | 'rc' = 'words';

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

  /**
   * The board now: 81 characters (36 on 6×6, 16 on 4×4), digits and '.' (or '0') for blanks. Setting it keeps the givens and clears the
   * history; a board it completes is solved, as if the player had typed the last digit. A malformed value (or one
   * that changes a given) is refused with a `bad-value` sudoku-error and the game stays as it is.
   */
  get value(): string {
    return this.session.game.value;
  }
  set value(line: string) {
    const old = this.session.game.value;
    if (!this.source.started) {
      this.source.holdValue(line);
      return;
    }
    // Removing the attribute sets null: nothing to take, and nothing wrong either.
    if (line === null || line === undefined) return;
    const text = String(line);
    const { givens, notes, colors, noteColors, geometry } = this.session.game;
    const problem = valueProblem(text, givens, geometry);
    const grid = problem ? null : lineToGrid(text, geometry.cellCount);
    if (!grid) {
      this.fail('bad-value', `The value can't be used: ${problem ?? 'it is not 81 cells'}.`);
      return;
    }
    this.session.replaceGame(new Game(givens, grid, notes, colors, noteColors, geometry));
    this.boardChanged(false);
    this.requestUpdate('value', old);
    if (!this.session.game.isSolved(this.session.solution)) this.unsolve();
    else if (!this.session.done) this.complete(false);
  }

  protected get started(): boolean {
    return this.source.started;
  }

  /** The givens: 81 characters, digits and '.' for blanks. */
  get givens(): string {
    return gridToLine(this.session.game.givens, this.session.game.geometry.cellCount);
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
   * game's; otherwise the `difficulty`); null before a first game, and while the worker grades a 6×6 or 4×4 puzzle. */
  get level(): Level | null {
    return this.session.hasGame && !this.ungraded ? this.difficulty : null;
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
}
