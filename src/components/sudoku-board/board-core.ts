/**
 * The game's course on the board: starting, resuming and following games, pause and the mistake limit, the solution,
 * moves and what follows them (the form value, saves, the check as you go, the solve), and what a hint does to the
 * board. Below it, board-saves.ts keeps the game and board-base.ts the session, messages and events; above it,
 * board-host.ts and the public face (board-api.ts, sudoku-board.component.ts).
 */
import type { CellNames } from '../../play/settings.ts';
import type { Generated } from '../../engine/generate/index.ts';
import type { Geometry } from '../../engine/geometry.ts';
import { CLASSIC, type Grid } from '../../engine/grid.ts';
import { isLevel } from '../../engine/levels.ts';
import { formatTime } from '../../play/format-time.ts';
import { Game, type Move } from '../../play/game.ts';
import type { SavedGame } from '../../play/saved-record.ts';
import type { Settings } from '../../play/settings.ts';
import { allCells, inWords } from './board-base.ts';
import { BoardSaves } from './board-saves.ts';
import type { ChangeReason } from './events.ts';
import { formState } from './form-state.ts';
import { DEFAULT_LEVEL, LEVELS_TEXT } from './generation.ts';
import type { Said, Words } from '../../words/board-types.ts';
import { MEANINGFUL_PLAY_MS } from './replaced-game.ts';

/**
 * What `findSolution` found, or that the board moved on to another puzzle before the answer came. `unique` says
 * whether the solution is the only one (check() needs that; solve() not).
 */
type SolutionAnswer = { stale: true } | { stale: false; solution: Grid | null; unique: boolean };

export abstract class BoardCore extends BoardSaves {
  // The element's properties (declared, with their docs, in sudoku-board.component.ts).
  abstract checkAsYouGo: boolean;
  abstract mistakeLimit: number;
  abstract cellNames: CellNames;
  /** The givens on the board, as a line (sudoku-board.component.ts). */
  abstract readonly givens: string;
  /** Takes a saved game's settings (the player's, chosen in the panel). */
  protected abstract takeSettings(settings: Partial<Settings>): void;

  /**
   * The message of a hint whose step is the practised technique: while it is the message on show, the trainer's note
   * goes with it (any other message replaces it, and the note goes too).
   */
  protected practiceHint?: Words;

  /** This game's solve was reported (sudoku-solved, the celebration): taken back and done again, it is not. */
  #reported = false;
  /** The level of the game on the board is not known yet (a smaller grid being graded): none is shown. */
  protected ungraded?: boolean;

  /**
   * The focus was in the board last, not moved elsewhere on the page since: a new game, load or resume puts it on
   * the grid, where keys play (the control that started it, New puzzle say, is often gone, and the focus with it).
   */
  #hadFocus = false;
  constructor() {
    super();
    this.addEventListener('focusin', () => (this.#hadFocus = true));
    this.addEventListener('focusout', ({ relatedTarget }) => {
      if (relatedTarget instanceof Node && !this.contains(relatedTarget)) this.#hadFocus = false;
    });
  }
  /** Bumped on every change of the board, so a hint or check can tell it is out of date. @internal */
  version = 0;

  /** Pauses a game in play (Pause, `pause()`, the page hidden while the clock ran). @internal */
  pauseGame(): void {
    const focused = this.matches(':focus-within');
    if (!this.session.pause()) return;
    this.playClock.pause();
    this.save(false);
    this.announce(this.strings.pausedSaid);
    if (focused)
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.paused button')?.focus());
  }

  protected resumeGame(): void {
    const focused = this.matches(':focus-within');
    if (!this.session.resume()) return;
    this.playClock.resume();
    if (focused) this.select(this.session.selected, true);
  }

  /** Refuses a `difficulty` that is no level (an error event), putting the default in its place. @internal */
  checkLevel(): void {
    if (isLevel(this.difficulty)) return;
    const asked = String(this.difficulty);
    this.difficulty = DEFAULT_LEVEL;
    this.fail('bad-difficulty', (s) => s.unknownLevel(asked, DEFAULT_LEVEL, LEVELS_TEXT));
  }

  // ---- game lifecycle ---------------------------------------------------------------------------------------

  /**
   * Starts `givens` as a new game (no event). `practice`: the technique the new game practises (a trainer puzzle);
   * `geometry`: its grid's shape. @internal
   */
  startGame(givens: Grid, solution: Grid | null, practice?: string, geometry: Geometry = CLASSIC): void {
    if (!this.session.done) this.tally('abandoned');
    // The game it replaces, if the player was in the middle of it, stays within reach of Undo.
    this.replacedGame.replacing(this.session.hasGame ? this.currentRecord() : null);
    this.session.play = {};
    const game = new Game(givens, undefined, undefined, undefined, undefined, geometry);
    // Auto-candidates: the candidates come with the game, not as a move to undo.
    if (this.autoCandidates) game.fillNotes();
    game.history.clear();
    this.session.practice = practice;
    this.#begin(game, solution, false, 0);
    this.boardChanged(true);
  }

  /** Starts a puzzle the generator made, on `geometry`'s grid, with its event and announcement. @internal */
  newGame(made: Generated, geometry?: Geometry): void {
    if (made.level) this.difficulty = made.level;
    this.startGame(made.puzzle, made.solution, made.technique, geometry);
    this.session.play.daily = made.daily;
    this.emitChange('new-game', allCells(this.session.game));
    this.announce(this.strings.newGame(made.level));
  }

  /** Starts a puzzle a host loaded (load()), with its event: `source` says where it came from. @internal */
  loadedGame(givens: Grid, solution: Grid | null, source: string | undefined, geometry: Geometry): void {
    this.startGame(givens, solution, undefined, geometry);
    this.emitChange('new-game', allCells(this.session.game), source);
  }

  /** Fills in `solution` (undoable, and marked as revealed). @internal */
  reveal(solution: Grid): void {
    this.session.play.helped = true;
    const move = this.session.game.apply(solution.map((value, cell) => ({ cell, value, notes: 0 })));
    if (move) this.session.game.markRevealed(move);
    if (move) this.afterMove('solve', move, true);
  }

  /**
   * The player has something to lose: a game not over with at least one digit or note of theirs on it, or a minute
   * of play. Moves all undone do not count.
   */
  protected get hasProgress(): boolean {
    if (!this.session.hasGame || this.session.done) return false;
    const { givens, values, notes } = this.session.game;
    // Auto-candidates' notes are the board's, not the player's.
    const auto = this.autoCandidates;
    const written = givens.some((given, cell) => given === 0 && (values[cell] !== 0 || (!auto && notes[cell] !== 0)));
    return written || this.playClock.elapsedMs >= MEANINGFUL_PLAY_MS;
  }

  /** @internal */
  override restore(saved: SavedGame): boolean {
    // The reader of records (recorded-game.ts) came with game-keeper.ts, whose saved games are restored here, or
    // with Undo's first bringing back of a replaced game (bringBackReplaced).
    const recorded = this.readRecord?.(saved);
    if (!recorded) return false;
    const { game, solution } = recorded;
    this.replacedGame.resumed(saved);
    const { id, daily, helped } = saved;
    this.session.play = { id, daily, helped };
    if (isLevel(saved.difficulty)) this.difficulty = saved.difficulty;
    if (saved.settings) this.takeSettings(saved.settings);
    this.session.practice = saved.practice;
    const stopped = !!saved.stopped && !saved.solved;
    this.#begin(game, solution, saved.solved, saved.elapsedMs, saved.mistakes, stopped);
    // A game saved in play with the limit's mistakes made was continued there: the limit stops it no more.
    this.session.wentOn = !stopped && this.mistakeLimit > 0 && this.session.mistakes >= this.mistakeLimit;
    this.boardChanged(false);
    return true;
  }

  /**
   * Puts `game` on the board (PlaySession.begin), the clock at `elapsedMs`, running unless the game is solved or
   * stopped (a new game after a stopped one runs its clock).
   */
  #begin(
    game: Game,
    solution: Grid | null,
    solved: boolean,
    elapsedMs: number,
    mistakes?: number,
    stopped?: boolean,
  ): void {
    this.takeGeometry(game.geometry);
    this.ungraded = false;
    this.session.begin(game, solution, solved, mistakes, stopped);
    this.#reported = solved;
    this.offering = false;
    this.playClock.reset(elapsedMs);
    this.playClock.resume();
    // Checked again once drawn: the player may have gone elsewhere on the page meanwhile. Without scrolling: the board
    // had the focus, so it is in view, and scrolling to the cell would lay the new game out there and then (a forced
    // layout of 81 new cells, a long task on a phone); the frame lays it out next anyway.
    if (this.#hadFocus) void this.updateComplete.then(() => this.#hadFocus && this.focus({ preventScroll: true }));
  }

  /** Undo before the first move of a game that replaced one in play: that game comes back. */
  protected async bringBackReplaced(): Promise<boolean> {
    if (!this.replacedGame.replaced) return false;
    this.readRecord ??= (await import('../../play/recorded-game.ts')).gameOfRecord;
    const previous = this.replacedGame.bringBack();
    if (!previous || !this.restore(previous)) return false;
    this.emitChange('undo', allCells(this.session.game));
    this.announce(this.strings.gameBack);
    return true;
  }

  /**
   * The unique solution, from the generator or the worker; null (with an error event) when there is none. Stale when
   * the board holds another puzzle by the time the answer comes (set `puzzle`, `generate()`, a restored game): the
   * answer belongs to the old one and must not touch the new one.
   */
  protected async findSolution(): Promise<SolutionAnswer> {
    const puzzle = this.givens;
    const { givens, geometry } = this.session.game;
    const known = this.session.solution;
    const result = known ? null : await this.client.solve(givens, { limit: 2, size: geometry.size });
    if (this.givens !== puzzle) return { stale: true };
    if (known) return { stale: false, solution: known, unique: true };
    if (!result || result.status !== 'solved' || !result.solution) {
      this.fail('no-solution', (s) => s.noSolution);
      return { stale: false, solution: null, unique: false };
    }
    // With several solutions no single one is "the" answer: solve() shows one, check() only marks clashes.
    const unique = result.count === 1;
    if (unique) this.session.solution = result.solution;
    return { stale: false, solution: result.solution, unique };
  }

  // ---- changes ----------------------------------------------------------------------------------------------

  /**
   * After any change to the board: a stale hint goes, and the check marks of the `changed` cells (all of them when
   * not given: another game or value); the form and storage catch up. `clearMessage`: the message line too.
   */
  protected boardChanged(clearMessage: boolean, changed?: number[]): void {
    this.version++;
    this.shownHint = null;
    const wrong = new Set(changed ? this.wrong : []);
    changed?.forEach((cell) => wrong.delete(cell));
    this.wrong = wrong;
    if (clearMessage) this.message = () => '';
    this.setFormValue(this.session.game.value, formState(this.session.game));
    this.save();
  }

  /** `message`: shown in place of the last one (which a move clears), until the next move. @internal */
  afterMove(reason: ChangeReason, move: Move, revealed = false, message: Said = ''): void {
    const cells = move.map((c) => c.cell);
    this.boardChanged(true, cells);
    this.message = inWords(message);
    this.emitChange(reason, cells);
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    if (!this.session.done && this.session.game.isSolved()) this.complete(revealed);
  }

  /**
   * After the player placed digits in `cells`: against the solution (a unique one), a wrong digit is marked at once
   * with check as you go, and counts as a mistake under a mistake limit; the limit reached stops the game.
   */
  protected async judge(cells: number[]): Promise<void> {
    if (!this.checkAsYouGo && !this.mistakeLimit) return;
    const placed = cells.map((cell): [number, number] => [cell, this.session.game.values[cell]]);
    const answer = await this.findSolution();
    if (answer.stale || !answer.unique || !answer.solution) return;
    const { solution } = answer;
    // Only digits still there: a quick player may have changed them while the worker solved.
    const wrong = placed.filter(
      ([cell, digit]) => digit && this.session.game.values[cell] === digit && solution[cell] !== digit,
    );
    if (!wrong.length) return;
    if (this.checkAsYouGo) {
      this.wrong = new Set([...this.wrong, ...wrong.map(([cell]) => cell)]);
      this.announce((s) => s.wrongDigits(wrong.length));
    }
    if (!this.mistakeLimit || this.session.done) return;
    if (this.session.addMistakes(wrong.length, this.mistakeLimit)) {
      this.playClock.pause();
      this.announce((s) => s.limitReached(this.session.mistakes));
    }
    this.save();
  }

  /** Play goes on after the mistake limit stopped it (the limit does not stop this game again). */
  protected continueGame(): void {
    if (!this.session.goOn()) return;
    this.playClock.resume();
    this.save();
    this.select(this.session.selected, true);
  }

  /** A solved board taken back (undo, clear, a new value): play goes on, and so does the clock `complete` stopped. */
  protected unsolve(): void {
    if (this.session.unfinish()) this.playClock.resume();
  }

  protected complete(revealed: boolean): void {
    this.session.finish();
    this.playClock.pause();
    this.save();
    const timeMs = Math.round(this.playClock.elapsedMs);
    this.say((s) => s.solved(revealed, formatTime(timeMs)));
    // Once a game: undo then redo of the last move is no second solve.
    if (this.#reported) return;
    this.#reported = true;
    this.tally(revealed ? 'revealed' : 'solved');
    if (!revealed) {
      this.celebrate = true;
      setTimeout(() => (this.celebrate = false), 1600);
    }
    this.emit('sudoku-solved', {
      value: this.session.game.value,
      timeMs,
      revealed,
      difficulty: this.difficulty,
    });
  }

  // ---- hints ------------------------------------------------------------------------------------------------

  /** The hint code (hint-play.ts, hints.ts), loaded with the first hint: `hint()` waits for the engine's answer anyway. */
  protected hints?: typeof import('./hint-play.ts');

  // What a hint does to the board (hint-play.ts) the board does itself: it is the hint's HintBoard, with no adapter
  // of forwarding closures in the first download.

  /**
   * Selects the cell a hint points at. The focus follows the selection when it was on the grid: it would stay on a
   * cell no longer in the tab order. @internal
   */
  hintSelect(cell: number): void {
    this.select(cell, !!this.shadowRoot?.querySelector('[data-cell]:focus'));
  }

  /** A hint's message says the game practises its technique (trainer.ts words it, with its help link). @internal */
  practised(): void {
    this.practiceHint = this.message;
    void this.loadTrainer();
  }

  /** The technique trainer (trainer.ts), loaded the first time it is needed. */
  protected abstract loadTrainer(): Promise<unknown>;
}
