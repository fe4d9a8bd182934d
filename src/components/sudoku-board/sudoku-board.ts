import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { engineClient, type EngineClient } from '../../engine/client.ts';
import type { HintResult } from '../../engine/grade/hint.ts';
import type { Level } from '../../engine/grade/techniques.ts';
import { PEERS, digitBit, emptyGrid, type Grid } from '../../engine/grid.ts';
import { parse } from '../../engine/parse.ts';
import type { Symmetry } from '../../engine/generate/symmetry.ts';
import {
  boardEvent,
  type ChangeReason,
  type SudokuErrorCode,
  type SudokuHintDetail,
  type SudokuBoardEventMap,
} from './events.ts';
import { Game, gridToLine, lineToGrid, valueProblem, type CellEdit, type Move } from './game.ts';
import { interpretKey, navigate, type KeyAction } from './keyboard.ts';
import { cellLabel, formatTime } from './labels.ts';
import { History } from './history.ts';
import { loadGame, saveGame, type GameStorage, type SavedGame } from './persistence.ts';
import { styles } from './sudoku-board.styles.ts';
import { GameTimer } from './timer.ts';

const LEVEL_NAMES: readonly Level[] = ['easy', 'medium', 'hard', 'expert', 'extreme'];
const isLevel = (value: unknown): value is Level => LEVEL_NAMES.includes(value as Level);
/** "an easy", "a hard": the level as it reads in a sentence. */
const withArticle = (level: string): string => `${/^[aeiou]/.test(level) ? 'an' : 'a'} ${level}`;
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const NINE = [0, 1, 2, 3, 4, 5, 6, 7, 8];
/** Generation shows its progress only when it takes longer than this, so quick ones don't flash. */
const PROGRESS_DELAY_MS = 200;
/** While the clock runs, a persisted game is saved this often, so a page closed without notice loses little time. */
const TIMER_SAVE_EVERY_S = 5;

export interface GenerateRequestOptions {
  difficulty?: Level;
  seed?: number | string;
  symmetry?: Symmetry;
}

export interface CheckResult {
  /** Player digits that differ from the solution (or, without a unique solution, clash with another digit). */
  wrong: number[];
  /** Every cell is filled. */
  complete: boolean;
}

/** What `findSolution` found, or that the board moved on to another puzzle before the answer came. */
/** A solution for the board's puzzle: `unique` says whether it is the only one (check() needs that; solve() not). */
type SolutionAnswer = { stale: true } | { stale: false; solution: Grid | null; unique: boolean };

/** A hint on show: the next `hint()` applies it if the board is unchanged since. */
interface ShownHint {
  result: HintResult;
  detail: SudokuHintDetail;
  /** Board cells the hint rests on (highlighted). */
  cells: Set<number>;
  /** Candidates the hint removes, as cell → digit bits (struck through). */
  eliminations: Map<number, number>;
  /** The move count it was computed at: any change makes it stale. */
  version: number;
}

/**
 * A Sudoku board to embed in any page: play by mouse, touch or keyboard, notes, undo/redo, hints from a human-style
 * solver, new games by difficulty, all computed in a Web Worker.
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
 *   property can put it elsewhere.
 * @attr keypad - Shows the on-screen keypad (digits with how many remain, notes, erase, undo, redo, hint).
 *
 * @fires sudoku-change - The digits or notes changed; `detail: { value, reason, cells }`.
 * @fires sudoku-solved - The board is complete and correct; `detail: { value, timeMs, revealed, difficulty }`.
 * @fires sudoku-hint - A hint was shown or applied; `detail: { kind, text, cells, applied, step }`.
 * @fires sudoku-error - Something could not be done; `detail: { code, message }` (bad puzzle, no solution, ...).
 * @fires input - The player changed the board (for forms).
 * @fires change - The player changed the board (for forms).
 *
 * @csspart board - The wrapper of everything.
 * @csspart status - The line above the grid: level and timer.
 * @csspart grid - The 9×9 grid.
 * @csspart cell - Every cell.
 * @csspart given - A cell holding a given.
 * @csspart entry - A cell holding a digit the player placed.
 * @csspart note - One pencil mark.
 * @csspart conflict - A cell whose digit clashes with another in its row, column or box.
 * @csspart wrong - A cell `check()` found wrong.
 * @csspart selected - The selected cell.
 * @csspart peer - A cell in the selected cell's row, column or box.
 * @csspart same-digit - A cell (or note) with the selected cell's digit.
 * @csspart hint - A cell the hint on show is about.
 * @csspart message - The hint sentence and other messages under the grid.
 * @csspart keypad - The on-screen keypad.
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
 * @cssprop --sudoku-muted-color - Status line text.
 * @cssprop --sudoku-font-family - Font of the board.
 * @cssprop --sudoku-radius - Corner radius of the board and buttons.
 * @cssprop --sudoku-max-width - Largest width of the board (default 40rem); it fills narrower containers.
 */
@customElement('sudoku-board')
export class SudokuBoard extends LitElement {
  static override styles = styles;
  static formAssociated = true;
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  /** The givens, in any format `parse` reads. */
  @property() puzzle?: string;

  /** Level asked for by `generate()` without options; set to each new game's level. */
  @property({ reflect: true }) difficulty: Level = 'medium';

  @property({ type: Boolean, reflect: true }) readonly = false;

  @property({ reflect: true }) name?: string;

  /** localStorage key to save the game under. */
  @property() persist?: string;

  /**
   * Where `persist` saves: any object with synchronous `getItem(key)` and `setItem(key, text)`, e.g. a cache of
   * chrome.storage filled before the board starts. Default: localStorage. Read when the board starts and on every
   * save.
   */
  @property({ attribute: false }) storage?: GameStorage;

  @property({ type: Boolean, reflect: true }) keypad = false;

  @state() private game = new Game(emptyGrid());
  @state() private selected = 0;
  @state() private notesMode = false;
  @state() private solved = false;
  @state() private wrong = new Set<number>();
  @state() private shownHint: ShownHint | null = null;
  @state() private message = '';
  @state() private announcement = '';
  @state() private clock = '0:00';
  @state() private busy: { shown: boolean; attempts: number; difficulty: Level } | null = null;
  @state() private celebrate = false;
  @state() private formDisabled = false;

  /** Bumped on every change of the board, so a hint or check can tell it is out of date. */
  private version = 0;
  private solution: Grid | null = null;
  private readonly timer = new GameTimer();
  private tick?: ReturnType<typeof setInterval>;
  private ticks = 0;
  private generation: AbortController | null = null;
  private pendingValue: string | null = null;
  private started = false;
  private readonly internals: ElementInternals;
  private client: EngineClient = engineClient();

  constructor() {
    super();
    this.internals = this.attachInternals();
  }

  /**
   * The board now: 81 characters, digits and '.' (or '0') for blanks. Setting it keeps the givens and clears the
   * history; a board it completes is solved, as if the player had typed the last digit. A malformed value (or one
   * that changes a given) is refused with a `bad-value` sudoku-error and the game stays as it is.
   */
  @property()
  get value(): string {
    return this.game.value;
  }
  set value(line: string) {
    const old = this.game.value;
    if (!this.started) {
      this.pendingValue = line;
      return;
    }
    // Removing the attribute sets null: nothing to take, and nothing wrong either.
    if (line === null || line === undefined) return;
    const text = String(line);
    const problem = valueProblem(text, this.game.givens);
    const grid = problem ? null : lineToGrid(text);
    if (!grid) {
      this.fail('bad-value', `The value can't be used: ${problem ?? 'it is not 81 cells'}.`);
      return;
    }
    this.game = new Game(this.game.givens, grid, this.game.notes);
    this.boardChanged(false);
    this.requestUpdate('value', old);
    if (!this.game.isSolved(this.solution)) this.unsolve();
    else if (!this.solved) this.complete(false);
  }

  /** The form the board belongs to, if any. */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /** The givens: 81 characters, digits and '.' for blanks. */
  get givens(): string {
    return gridToLine(this.game.givens);
  }

  /** Milliseconds of play so far (paused while the page is hidden). */
  get elapsedMs(): number {
    return this.timer.elapsedMs;
  }

  private get locked(): boolean {
    return this.readonly || this.formDisabled || this.solved;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this.onVisibility);
    this.tick = setInterval(() => this.onTick(), 1000);
    if (this.started) this.resumeTimer();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('visibilitychange', this.onVisibility);
    clearInterval(this.tick);
    this.timer.pause();
    this.save();
    this.generation?.abort();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.started) {
      this.started = true;
      this.startUp();
      return;
    }
    if (changed.has('puzzle') && this.puzzle !== undefined) this.loadPuzzle(this.puzzle);
    // The level is part of the saved game: a page may set it for a puzzle it graded itself.
    if (changed.has('persist') || changed.has('difficulty')) this.save();
  }

  protected override updated(): void {
    this.internals.setFormValue(this.game.value);
  }

  /** First render: a saved game, else the `puzzle`, else a `value`, else a new puzzle at `difficulty`. */
  private startUp(): void {
    const saved = this.persist ? loadGame(this.persist, this.storage) : null;
    const givens = this.puzzle === undefined ? null : this.parsePuzzle(this.puzzle);
    if (saved && (givens === null || gridToLine(givens) === saved.givens) && this.restore(saved)) return;
    if (this.puzzle !== undefined) {
      if (givens) this.startGame(givens, null);
      if (this.pendingValue !== null) this.value = this.pendingValue;
    } else if (this.pendingValue !== null) {
      this.startGame(emptyGrid(), null);
      this.value = this.pendingValue;
    } else {
      // Not awaited: errors are reported as events, and the board shows its progress meanwhile.
      void this.generate().catch(() => undefined);
    }
    this.pendingValue = null;
  }

  // ---- public API --------------------------------------------------------------------------------------------

  /** Makes a new puzzle in the worker (cancelling one in progress) and starts it. Resolves to the new givens. */
  async generate(options: GenerateRequestOptions = {}): Promise<{ puzzle: string; level?: Level }> {
    this.generation?.abort();
    const controller = new AbortController();
    this.generation = controller;
    const difficulty = isLevel(options.difficulty) ? options.difficulty : this.difficulty;
    this.busy = { shown: false, attempts: 0, difficulty };
    const reveal = setTimeout(() => {
      if (this.generation !== controller || !this.busy) return;
      this.busy = { ...this.busy, shown: true };
      this.announce(`Making ${withArticle(difficulty)} puzzle…`);
    }, PROGRESS_DELAY_MS);
    try {
      const made = await this.client.generate({
        difficulty: isLevel(difficulty) ? difficulty : undefined,
        seed: options.seed,
        symmetry: options.symmetry,
        signal: controller.signal,
        onProgress: ({ attempts }) => {
          if (this.generation === controller && this.busy) this.busy = { ...this.busy, attempts };
        },
      });
      if (made.level) this.difficulty = made.level;
      this.startGame(made.puzzle, made.solution);
      this.emitChange(
        'new-game',
        NINE.flatMap((r) => NINE.map((c) => r * 9 + c)),
      );
      this.announce(made.level ? `New ${made.level} puzzle.` : 'New puzzle.');
      return { puzzle: gridToLine(made.puzzle), level: made.level };
    } catch (error) {
      if (!controller.signal.aborted) this.fail('engine', `Could not make a puzzle: ${String(error)}`);
      throw error;
    } finally {
      clearTimeout(reveal);
      if (this.generation === controller) {
        this.generation = null;
        this.busy = null;
      }
    }
  }

  /** Stops a generation in progress; the board keeps its game. */
  cancelGeneration(): void {
    this.generation?.abort();
  }

  /**
   * Fills in the solution (undoable); for a puzzle with several solutions, one of them. Resolves to the board's value;
   * null when the puzzle has no solution, or when another puzzle replaced it before the solution came (the new one is
   * left as it is).
   */
  async solve(): Promise<string | null> {
    const answer = await this.findSolution();
    // Another puzzle came while the worker worked: the answer is not for it, and solving it was not asked for.
    if (answer.stale || !answer.solution) return null;
    const { solution } = answer;
    const move = this.game.apply(solution.map((value, cell) => ({ cell, value, notes: 0 })));
    if (move) this.afterMove('solve', move, true);
    return this.game.value;
  }

  /**
   * The next logical step: the first call shows it (cells highlighted, sentence shown and announced), a second call
   * on the same board applies it.
   */
  async hint(): Promise<SudokuHintDetail> {
    const shown = this.shownHint;
    if (shown && shown.version === this.version && !this.locked) return this.applyHint(shown);
    const version = this.version;
    const grid = this.game.values.slice();
    const notes = this.game.notes.slice();
    const result = await this.client.hint(grid, notes, this.game.givens);
    if (version !== this.version) return this.hint();
    return this.showHint(result);
  }

  /** Takes back the last change. Resolves to false when there is nothing to undo. */
  async undo(): Promise<boolean> {
    if (this.readonly || this.formDisabled) return false;
    const move = this.game.undo();
    if (!move) return false;
    this.unsolve();
    this.afterMove('undo', move);
    return true;
  }

  /** Puts back the last change undone. Resolves to false when there is nothing to redo. */
  async redo(): Promise<boolean> {
    if (this.locked) return false;
    const move = this.game.redo();
    if (!move) return false;
    this.afterMove('redo', move);
    return true;
  }

  /** Removes all the player's digits and notes (undoable). */
  async clear(): Promise<void> {
    if (this.readonly || this.formDisabled) return;
    this.unsolve();
    const move = this.game.clearAll();
    if (move) this.afterMove('clear', move);
  }

  /** Marks the player's wrong digits (until the next change) and says how many there are. */
  async check(): Promise<CheckResult> {
    const answer = await this.findSolution();
    // Another puzzle came while the worker worked: check the board as it is now, against its own solution.
    if (answer.stale) return this.check();
    const solution = answer.unique ? answer.solution : null;
    const conflicts = this.game.conflicts();
    const wrong: number[] = [];
    for (let cell = 0; cell < 81; cell++) {
      const v = this.game.values[cell];
      if (!v || this.game.isGiven(cell)) continue;
      if (solution ? v !== solution[cell] : conflicts.has(cell)) wrong.push(cell);
    }
    this.wrong = new Set(wrong);
    const complete = this.game.isFull();
    const text = wrong.length
      ? `${wrong.length} ${wrong.length === 1 ? 'digit is' : 'digits are'} wrong.`
      : complete
        ? 'Everything is right.'
        : 'No mistakes so far.';
    this.say(text);
    return { wrong, complete };
  }

  /** Pencils every candidate into every empty cell (undoable). */
  async fillNotes(): Promise<void> {
    if (this.locked) return;
    const move = this.game.fillNotes();
    if (move) this.afterMove('auto-notes', move);
  }

  // ---- forms ------------------------------------------------------------------------------------------------

  /** @internal Form-associated lifecycle, called by the browser. */
  formResetCallback(): void {
    this.startGame(this.game.givens, this.solution);
    this.emitChange('reset', []);
  }

  /** @internal Form-associated lifecycle, called by the browser. */
  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
  }

  /** @internal Form-associated lifecycle, called by the browser. */
  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.value = state;
  }

  // ---- game lifecycle ---------------------------------------------------------------------------------------

  private parsePuzzle(text: string): Grid | null {
    if (text.trim() === '') return emptyGrid();
    const result = parse(text);
    if (result.ok) return result.grid;
    this.fail('puzzle', `The puzzle can't be read: ${result.error.message}.`);
    return null;
  }

  private loadPuzzle(text: string): void {
    const givens = this.parsePuzzle(text);
    if (!givens) return;
    this.generation?.abort();
    this.startGame(givens, null);
  }

  private startGame(givens: Grid, solution: Grid | null): void {
    this.game = new Game(givens);
    this.solution = solution;
    this.solved = false;
    this.selected = Math.max(
      0,
      givens.findIndex((d) => d === 0),
    );
    this.timer.reset(0);
    this.resumeTimer();
    this.updateClock();
    this.boardChanged(true);
  }

  private restore(saved: SavedGame): boolean {
    const givens = lineToGrid(saved.givens);
    const values = lineToGrid(saved.values);
    if (!givens || !values) return false;
    const game = new Game(givens, values, saved.notes);
    game.history = History.from<Move>(saved.moves, saved.position);
    this.game = game;
    this.solution = saved.solution ? lineToGrid(saved.solution) : null;
    if (isLevel(saved.difficulty)) this.difficulty = saved.difficulty;
    this.solved = saved.solved;
    this.selected = Math.max(
      0,
      givens.findIndex((d) => d === 0),
    );
    this.timer.reset(saved.elapsedMs);
    this.resumeTimer();
    this.updateClock();
    this.boardChanged(false);
    return true;
  }

  private save(): void {
    if (!this.persist || !this.started) return;
    const { moves, position } = this.game.history.toJSON();
    const saved: SavedGame = {
      version: 1,
      givens: gridToLine(this.game.givens),
      values: this.game.value,
      notes: this.game.notes.slice(),
      moves,
      position,
      elapsedMs: Math.round(this.timer.elapsedMs),
      solved: this.solved,
      difficulty: this.difficulty,
      solution: this.solution ? gridToLine(this.solution) : undefined,
    };
    if (!saveGame(this.persist, saved, this.storage))
      this.fail('storage', 'The game could not be saved in this browser.');
  }

  /**
   * The unique solution, from the generator or the worker; null (with an error event) when there is none. Stale when
   * the board holds another puzzle by the time the answer comes (set `puzzle`, `generate()`, a restored game): the
   * answer belongs to the old one and must not touch the new one.
   */
  private async findSolution(): Promise<SolutionAnswer> {
    const puzzle = this.givens;
    const known = this.solution;
    const result = known ? null : await this.client.solve(this.game.givens, { limit: 2 });
    if (this.givens !== puzzle) return { stale: true };
    if (known) return { stale: false, solution: known, unique: true };
    if (!result || result.status !== 'solved' || !result.solution) {
      this.fail('no-solution', 'This puzzle has no solution.');
      return { stale: false, solution: null, unique: false };
    }
    // With several solutions no single one is "the" answer: solve() shows one, check() only marks clashes.
    const unique = result.count === 1;
    if (unique) this.solution = result.solution;
    return { stale: false, solution: result.solution, unique };
  }

  // ---- changes ----------------------------------------------------------------------------------------------

  /** After any change to the board: stale hints and check marks go, the form and storage catch up. */
  private boardChanged(resetMarks: boolean): void {
    this.version++;
    this.shownHint = null;
    this.wrong = new Set();
    if (resetMarks) this.message = '';
    this.internals.setFormValue(this.game.value);
    this.save();
  }

  private afterMove(reason: ChangeReason, move: Move, revealed = false): void {
    this.boardChanged(true);
    this.emitChange(
      reason,
      move.map((c) => c.cell),
    );
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true }));
    if (!this.solved && this.game.isSolved()) this.complete(revealed);
  }

  /** A solved board taken back (undo, clear, a new value): play goes on, and so does the clock `complete` stopped. */
  private unsolve(): void {
    if (!this.solved) return;
    this.solved = false;
    this.resumeTimer();
  }

  private complete(revealed: boolean): void {
    this.solved = true;
    this.timer.pause();
    this.updateClock();
    this.save();
    const timeMs = Math.round(this.timer.elapsedMs);
    const text = revealed ? 'Solution shown.' : `Solved in ${formatTime(timeMs)}. Well done!`;
    this.say(text);
    if (!revealed) {
      this.celebrate = true;
      setTimeout(() => (this.celebrate = false), 1600);
    }
    this.emit('sudoku-solved', {
      value: this.game.value,
      timeMs,
      revealed,
      difficulty: this.difficulty,
    });
  }

  private emitChange(reason: ChangeReason, cells: number[]): void {
    this.emit('sudoku-change', { value: this.game.value, reason, cells });
  }

  private emit<K extends keyof SudokuBoardEventMap>(type: K, detail: SudokuBoardEventMap[K]['detail']): void {
    this.dispatchEvent(boardEvent(type, detail));
  }

  private fail(code: SudokuErrorCode, message: string): void {
    this.say(message);
    this.emit('sudoku-error', { code, message });
  }

  /** Shows a message under the board and reads it to screen readers. */
  private say(text: string): void {
    this.message = text;
    this.announce(text);
  }

  private announce(text: string): void {
    // The same words twice in a row would not be re-read: a zero-width change makes the live region speak again.
    this.announcement = this.announcement === text ? `${text}\u200b` : text;
  }

  // ---- hints ------------------------------------------------------------------------------------------------

  private showHint(result: HintResult): SudokuHintDetail {
    const cells = new Set<number>();
    const eliminations = new Map<number, number>();
    let step = undefined;
    if (result.kind === 'step') step = result.step;
    else if (result.kind === 'restore-notes') step = result.step ?? undefined;
    if (result.kind === 'wrong-entry') result.cells.forEach((c) => cells.add(c));
    if (result.kind === 'restore-notes') result.notes.forEach(({ cell }) => cells.add(cell));
    if (step) {
      step.cells.forEach((c) => cells.add(c));
      step.placements.forEach(({ cell }) => cells.add(cell));
      for (const { cell, digit } of step.eliminations)
        eliminations.set(cell, (eliminations.get(cell) ?? 0) | digitBit(digit));
    }
    const detail: SudokuHintDetail = { kind: result.kind, text: result.text, cells: [...cells], applied: false, step };
    this.shownHint = { result, detail, cells, eliminations, version: this.version };
    const first = step?.placements[0]?.cell ?? (result.kind === 'wrong-entry' ? result.cell : undefined);
    if (first !== undefined) this.selected = first;
    this.say(result.text);
    this.emit('sudoku-hint', detail);
    return detail;
  }

  private applyHint(shown: ShownHint): SudokuHintDetail {
    const { result } = shown;
    const edits: CellEdit[] = [];
    const values = this.game.values;
    const notes = this.game.notes.slice();
    if (result.kind === 'wrong-entry') {
      result.cells.forEach((cell) => edits.push({ cell, value: 0, notes: 0 }));
    } else if (result.kind === 'restore-notes') {
      for (const { cell, digit } of result.notes) notes[cell] |= digitBit(digit);
      for (const { cell } of result.notes) edits.push({ cell, value: 0, notes: notes[cell] });
    } else if (result.kind === 'step') {
      const { placements, eliminations } = result.step;
      for (const { cell, digit } of eliminations) {
        if (values[cell]) continue;
        // A cell without notes holds every candidate: pencil them in so the elimination shows.
        const current = notes[cell] || this.game.candidates(cell);
        notes[cell] = current & ~digitBit(digit);
        edits.push({ cell, value: 0, notes: notes[cell] });
      }
      for (const { cell, digit } of placements) {
        edits.push({ cell, value: digit, notes: 0 });
        for (const peer of PEERS[cell]) {
          if (!values[peer] && notes[peer] & digitBit(digit))
            edits.push({ cell: peer, value: 0, notes: notes[peer] & ~digitBit(digit) });
        }
      }
    }
    // Later edits of a cell (a placement after an elimination) must win over earlier ones.
    const last = new Map(edits.map((e) => [e.cell, e]));
    const move = this.game.apply([...last.values()]);
    const detail = { ...shown.detail, applied: true };
    if (move) this.afterMove('hint', move);
    this.shownHint = null;
    this.announce(`Applied: ${result.text}`);
    this.emit('sudoku-hint', detail);
    return detail;
  }

  // ---- input ------------------------------------------------------------------------------------------------

  private input(digit: number, asNote: boolean): void {
    const cell = this.selected;
    if (this.locked) return;
    if (this.game.isGiven(cell)) {
      this.announce('That cell is a given.');
      return;
    }
    if (digit === 0) {
      const move = this.game.apply([{ cell, value: 0, notes: 0 }]);
      if (move) this.afterMove('erase', move);
      return;
    }
    if (asNote || this.notesMode) {
      const move = this.game.toggleNote(cell, digit);
      if (move) this.afterMove('note', move);
      return;
    }
    const move = this.game.place(cell, digit);
    if (move) {
      this.afterMove('entry', move);
      const conflicts = this.game.conflicts();
      if (conflicts.has(cell)) this.announce(`${digit} clashes with another ${digit}.`);
    }
  }

  private act(action: KeyAction): void {
    switch (action.type) {
      case 'digit':
        return this.input(action.digit, action.note);
      case 'erase':
        return this.input(0, false);
      case 'toggle-notes':
        this.notesMode = !this.notesMode;
        return this.announce(this.notesMode ? 'Notes on.' : 'Notes off.');
      case 'undo':
        void this.undo();
        return;
      case 'redo':
        void this.redo();
        return;
      case 'hint':
        void this.hint().catch((error: unknown) => this.fail('engine', String(error)));
        return;
      default:
        this.select(navigate(this.selected, action), true);
    }
  }

  private select(cell: number, focus: boolean): void {
    this.selected = cell;
    if (focus) void this.updateComplete.then(() => this.cellElement(cell)?.focus());
  }

  private cellElement(cell: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-cell="${cell}"]`);
  }

  private onKeyDown = (event: KeyboardEvent): void => {
    const action = interpretKey(event);
    if (!action) return;
    event.preventDefault();
    this.act(action);
  };

  /** Pointer down (mouse, touch, pen) selects at once; click covers assistive tech that only sends clicks. */
  private onCellPress = (event: Event): void => {
    const target = (event.target as Element).closest<HTMLElement>('[data-cell]');
    if (!target) return;
    this.select(Number(target.dataset.cell), true);
  };

  private onVisibility = (): void => {
    if (document.hidden) {
      this.timer.pause();
      this.save();
    } else this.resumeTimer();
  };

  private resumeTimer(): void {
    if (!this.solved && this.isConnected && !document.hidden) this.timer.start();
  }

  private onTick(): void {
    this.updateClock();
    if (this.timer.running && ++this.ticks % TIMER_SAVE_EVERY_S === 0) this.save();
  }

  private updateClock(): void {
    this.clock = formatTime(this.timer.elapsedMs);
  }

  // ---- rendering --------------------------------------------------------------------------------------------

  override render(): TemplateResult {
    const conflicts = this.game.conflicts();
    const selectedValue = this.game.values[this.selected];
    const peers = new Set(PEERS[this.selected]);
    const busy = this.busy?.shown;
    return html`
      <div part="board" class="board">
        <div part="status" class="status">
          <span class="level">${this.difficulty}</span>
          <span class="timer" role="timer" aria-label="Time ${this.clock}">${this.clock}</span>
        </div>
        <div class="frame">
          <div
            part="grid"
            class="grid ${this.celebrate ? 'celebrate' : ''}"
            role="grid"
            aria-label="Sudoku"
            aria-rowcount="9"
            aria-colcount="9"
            aria-readonly=${this.locked ? 'true' : 'false'}
            aria-busy=${busy ? 'true' : 'false'}
            @keydown=${this.onKeyDown}
            @pointerdown=${this.onCellPress}
            @click=${this.onCellPress}
          >
            ${NINE.map(
              (row) => html`
                <div class="row" role="row" aria-rowindex=${row + 1}>
                  ${NINE.map((col) => this.renderCell(row * 9 + col, conflicts, peers, selectedValue))}
                </div>
              `,
            )}
          </div>
          ${busy ? this.renderBusy() : nothing}
        </div>
        <p part="message" class="message">${this.message}</p>
        ${this.keypad ? this.renderKeypad() : nothing}
        <div class="sr-only" role="status" aria-live="polite">${this.announcement}</div>
      </div>
    `;
  }

  private renderCell(cell: number, conflicts: Set<number>, peers: Set<number>, selectedValue: number): TemplateResult {
    const value = this.game.values[cell];
    const notes = this.game.notes[cell];
    const given = this.game.isGiven(cell);
    const row = Math.floor(cell / 9);
    const col = cell % 9;
    const selected = cell === this.selected;
    const conflict = conflicts.has(cell);
    const wrong = this.wrong.has(cell);
    const sameDigit = !selected && selectedValue !== 0 && value === selectedValue;
    const peer = !selected && peers.has(cell);
    const hint = this.shownHint?.cells.has(cell) ?? false;
    const flags: Record<string, boolean> = {
      given,
      entry: !given && value !== 0,
      selected,
      peer,
      'same-digit': sameDigit,
      conflict,
      wrong,
      hint,
    };
    const on = Object.keys(flags).filter((k) => flags[k]);
    const label = cellLabel({ cell, value, notes, given, conflict, wrong });
    return html`
      <div
        role="gridcell"
        class="cell r${row} c${col} ${on.join(' ')}"
        part="cell ${on.join(' ')}"
        style="--wave: ${row + col}"
        data-cell=${cell}
        aria-colindex=${col + 1}
        aria-label=${label}
        aria-selected=${selected ? 'true' : 'false'}
        aria-readonly=${given || this.locked ? 'true' : 'false'}
        tabindex=${selected ? 0 : -1}
      >
        ${
          value
            ? html`<span class="digit" aria-hidden="true">${value}</span>`
            : notes || this.shownHint?.eliminations.has(cell)
              ? this.renderNotes(cell, notes, selectedValue)
              : nothing
        }
      </div>
    `;
  }

  private renderNotes(cell: number, notes: number, selectedValue: number): TemplateResult {
    const struck = this.shownHint?.eliminations.get(cell) ?? 0;
    return html`<span class="notes" aria-hidden="true">
      ${DIGITS.map((d) => {
        const bit = digitBit(d);
        if (!(notes & bit) && !(struck & bit)) return html`<span class="note"></span>`;
        const same = d === selectedValue;
        // The digit is drawn by CSS from data-digit: the cell's label already says "notes 1 5 9", and text here
        // would make its visible name ("159") differ from the spoken one.
        return html`<span
          class="note ${same ? 'same-digit' : ''} ${struck & bit ? 'eliminate' : ''}"
          part="note${same ? ' same-digit' : ''}"
          data-digit=${d}
        ></span>`;
      })}
    </span>`;
  }

  private renderBusy(): TemplateResult {
    const attempts = this.busy?.attempts ?? 0;
    return html`<div class="busy">
      <div class="spinner" aria-hidden="true"></div>
      <div>
        Making ${withArticle(this.busy?.difficulty ?? this.difficulty)} puzzle${attempts ? `, tried ${attempts}` : ''}…
      </div>
      <button type="button" @click=${this.cancelGeneration}>Cancel</button>
    </div>`;
  }

  private renderKeypad(): TemplateResult {
    const remaining = this.game.remaining();
    const locked = this.locked;
    const press = (digit: number) => () => this.input(digit, false);
    return html`
      <div part="keypad" class="keypad" role="group" aria-label="Keypad">
        <div class="digits">
          ${DIGITS.map(
            // The name comes from the text ("7, 3 left"), so it matches what is seen, as voice control needs.
            (d) =>
              html`<button type="button" class="key" ?disabled=${locked} @click=${press(d)}>
                ${d}<small><span class="sr-only">, </span>${remaining[d]}<span class="sr-only"> left</span></small>
              </button>`,
          )}
        </div>
        <div class="actions">
          <button
            type="button"
            aria-pressed=${this.notesMode ? 'true' : 'false'}
            ?disabled=${locked}
            @click=${() => this.act({ type: 'toggle-notes' })}
          >
            Notes
          </button>
          <button type="button" ?disabled=${locked} @click=${press(0)}>Erase</button>
          <button type="button" ?disabled=${locked || !this.game.history.canUndo} @click=${() => this.undo()}>
            Undo
          </button>
          <button type="button" ?disabled=${locked || !this.game.history.canRedo} @click=${() => this.redo()}>
            Redo
          </button>
          <button type="button" ?disabled=${locked} @click=${() => this.act({ type: 'hint' })}>Hint</button>
        </div>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-board': SudokuBoard;
  }
}
