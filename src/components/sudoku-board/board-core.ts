/**
 * The game on the board and how it changes, under the element's public face (sudoku-board.component.ts): the
 * state the template shows, starting and resuming games, saves, the solution, moves and their events, messages and
 * hints. Form association comes from the FormAssociated mixin; which game to start from GameSource.
 */
import { adoptStyles, LitElement, type CSSResult, type PropertyDeclarations } from 'lit';
import { engineClient, type EngineClient } from '../engine-client/client.ts';
import type { Generated } from '../../engine/generate/index.ts';
import type { HintResult, Step } from '../../engine/grade/index.ts';
import { emptyGrid, gridToLine, lineToGrid, type Grid } from '../../engine/grid.ts';
import { isLevel, type Level } from '../../engine/levels.ts';
import {
  boardEvent,
  type ChangeReason,
  type SudokuBoardEventMap,
  type SudokuErrorCode,
  type SudokuHintDetail,
} from './events.ts';
import { FormAssociated } from './form-associated.ts';
import { formState } from './form-state.ts';
import { Game, type Move } from '../../play/game.ts';
import { DEFAULT_LEVEL, LEVELS_TEXT } from './generation.ts';
import type { ShownHint } from './hints.ts';
import { Language } from './i18n/language.ts';
import type { Said, Strings, Words } from './i18n/strings.ts';
import { formatTime } from '../../play/format-time.ts';
import { nextAnnouncement } from './messages.ts';
import type { GameKeeper } from './game-keeper.ts';
import { MEANINGFUL_PLAY_MS, ReplacedGame } from './replaced-game.ts';
import { gameRecord, recordedGame, type GamePlay, type GameStorage, type SavedGame } from '../../play/saved-record.ts';
import type { Outcome } from '../../play/statistics/bookkeeping.ts';
import type { StatisticsKeeper } from './statistics/statistics.ts';
import { PlayClock } from './play-clock.ts';
import type { Settings } from '../../play/settings.ts';

const inWords = (text: Said): Words => (typeof text === 'string' ? () => text : text);

/** Every cell, row by row: what a new game changes. A new array each time: a listener may keep or change it. */
const allCells = (): number[] => Array.from({ length: 81 }, (_, cell) => cell);

/**
 * What `findSolution` found, or that the board moved on to another puzzle before the answer came. `unique` says
 * whether the solution is the only one (check() needs that; solve() not).
 */
type SolutionAnswer = { stale: true } | { stale: false; solution: Grid | null; unique: boolean };

export abstract class BoardCore extends FormAssociated(LitElement) {
  // Declared here rather than with decorators, which would add their helper to the element's startup bundle.
  static override properties: PropertyDeclarations = {
    game: { state: true, attribute: false },
    selected: { state: true, attribute: false },
    alsoSelected: { state: true, attribute: false },
    notesMode: { state: true, attribute: false },
    done: { state: true, attribute: false },
    wrong: { state: true, attribute: false },
    shownHint: { state: true, attribute: false },
    message: { state: true, attribute: false },
    announcement: { state: true, attribute: false },
    clock: { state: true, attribute: false },
    hasGame: { state: true, attribute: false },
    celebrate: { state: true, attribute: false },
    isPaused: { state: true, attribute: false },
    mistakes: { state: true, attribute: false },
    stopped: { state: true, attribute: false },
  };

  // The element's properties (declared, with their docs, in sudoku-board.component.ts).
  abstract difficulty: Level;
  abstract readonly: boolean;
  abstract persist?: string;
  abstract storage?: GameStorage;
  abstract autoCandidates: boolean;
  abstract checkAsYouGo: boolean;
  abstract mistakeLimit: number;
  /** The settings the player chose in the panel (saved with the game), and taking saved ones. */
  protected abstract chosenSettings(): Partial<Settings>;
  protected abstract takeSettings(settings: Partial<Settings>): void;
  /** The board has started (GameSource): before, there is nothing to save. */
  protected abstract get started(): boolean;

  protected game = new Game(emptyGrid());
  /** The selected cell, where the focus is; with `alsoSelected`, the cells a digit, note or colour goes to. */
  protected selected = 0;
  /** The other selected cells (Ctrl/Shift-click, a drag, Shift+arrows). */
  protected alsoSelected = new Set<number>();
  protected notesMode = false;
  /** The game is over: solved by the player, or revealed. */
  protected done = false;
  protected wrong = new Set<number>();
  protected shownHint: ShownHint | null = null;
  /** The message line, in whatever language the board speaks when it is shown. */
  protected message: Words = () => '';
  protected announcement = '';
  protected clock = '0:00';
  /** False until the first game starts: the empty grid meanwhile is no game to play or save. */
  protected hasGame = false;
  protected celebrate = false;
  /** Paused (the Pause button, or the page hidden): the clock stops and the grid shows nothing until Resume. */
  protected isPaused = false;
  /** Mistakes counted against `mistakeLimit` in this game. */
  protected mistakes = 0;
  /** The mistake limit was reached: play stands (clock too) until Continue or a new game. */
  protected stopped = false;
  /** The technique this game practises (a trainer game: saved with it); undefined for any other game. */
  protected practice?: string;
  /**
   * The message of a hint whose step is the practised technique: while it is the message on show, the trainer's note
   * goes with it (any other message replaces it, and the note goes too).
   */
  protected practiceHint?: Words;

  /** What the statistics need of this game: its id, its daily's date, whether help was taken (saved with it). */
  protected play: GamePlay = {};
  /** This game's solve was reported (sudoku-solved, the celebration): taken back and done again, it is not. */
  #reported = false;
  /** Bumped on every change of the board, so a hint or check can tell it is out of date. */
  protected version = 0;
  protected solution: Grid | null = null;
  protected readonly playClock = new PlayClock(this, {
    playing: () => this.hasGame && !this.done && !this.isPaused && !this.stopped,
    show: (text) => (this.clock = text),
    save: () => this.save(false),
    hidden: () => this.pauseGame(),
  });
  /** The game a new one replaced, for Undo (with or without `persist`). */
  protected readonly replacedGame = new ReplacedGame();
  /**
   * Saves under `persist`, follows newer saves of the key (game-keeper.ts): loaded only once a board has `persist`,
   * so boards without it never load the saved-game reader. Null until then.
   */
  protected keeper: GameKeeper | null = null;
  /** game-keeper.ts on its way; null when loaded or never asked for. */
  #keeperLoad: Promise<void> | null = null;
  /** Saves asked for before game-keeper.ts came: made once it is here (true: one was for a change of the board). */
  #saveWaiting: boolean | null = null;
  /** The board's start waits for the saved game: read it once game-keeper.ts is here, even if a game started meanwhile. */
  #readOnArrival = false;
  protected client: EngineClient = engineClient();
  /** The page's language for this board (i18n/language.ts). */
  protected readonly language = new Language(this);

  /** What the board says, in its language. */
  protected get strings(): Strings {
    return this.language.strings;
  }

  /** Also waits for the page's language to load, so a board is in its language once it has updated. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    for (let loading = this.language.loading; loading;) {
      await loading;
      done = await super.getUpdateComplete();
      // Another language asked for meanwhile is waited for too; the same one again would be a loop.
      loading = this.language.loading === loading ? null : this.language.loading;
    }
    // A save asked for before game-keeper.ts came: it is made (and the board follows what it found) once it is here.
    while (this.#keeperLoad) {
      await this.#keeperLoad;
      done = await super.getUpdateComplete();
    }
    // A colour asked for before colouring.ts came: it is on the board once the board has updated.
    if (this.#colouringLoad && !this.colouring) {
      await this.#colouringLoad;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /** Styles of parts loaded later (the keypad, colouring), adopted after the board's own. */
  readonly #laterStyles: CSSResult[] = [];

  /**
   * Adopts a loaded part's styles into the shadow root, as constructed sheets (what a strict CSP allows): the
   * keypad, colouring, and the dialogs and tables of the lazy parts, which call it themselves.
   * @internal
   */
  addStyles(styles: CSSResult): void {
    this.#laterStyles.push(styles);
    const { elementStyles } = this.constructor as typeof LitElement;
    adoptStyles(this.renderRoot as ShadowRoot, [...elementStyles, ...this.#laterStyles]);
  }

  /** A part of the board is on its way (a language, the saved-game reader, colouring): getUpdateComplete waits. */
  protected get partsLoading(): boolean {
    return !!this.language.loading || !!this.#keeperLoad || (!!this.#colouringLoad && !this.colouring);
  }

  protected get locked(): boolean {
    return this.readonly || this.formDisabled || this.done || !this.hasGame || this.isPaused || this.stopped;
  }

  /** Pauses a game in play; the focus, if in the board, goes to Resume. */
  protected pauseGame(): void {
    if (!this.hasGame || this.done || this.isPaused || this.stopped) return;
    const focused = this.matches(':focus-within');
    this.isPaused = true;
    this.playClock.pause();
    this.clock = this.playClock.text;
    this.save(false);
    this.announce(this.strings.pausedSaid);
    if (focused)
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.paused button')?.focus());
  }

  protected resumeGame(): void {
    if (!this.isPaused) return;
    const focused = this.matches(':focus-within');
    this.isPaused = false;
    this.playClock.resume();
    if (focused) this.select(this.selected, true);
  }

  protected checkLevel(): void {
    if (isLevel(this.difficulty)) return;
    const asked = String(this.difficulty);
    this.difficulty = DEFAULT_LEVEL;
    this.fail('bad-difficulty', (s) => s.unknownLevel(asked, DEFAULT_LEVEL, LEVELS_TEXT));
  }

  // ---- game lifecycle ---------------------------------------------------------------------------------------

  /** `practice`: the technique the new game practises (a trainer puzzle). */
  protected startGame(givens: Grid, solution: Grid | null, practice?: string): void {
    if (!this.done) this.tally('abandoned');
    // The game it replaces, if the player was in the middle of it, stays within reach of Undo.
    this.replacedGame.replacing(this.hasGame ? this.#currentRecord() : null);
    this.play = {};
    const game = new Game(givens);
    // Auto-candidates: the candidates come with the game, not as a move to undo.
    if (this.autoCandidates) game.fillNotes();
    game.history.clear();
    this.practice = practice;
    this.#begin(game, solution, false, 0);
    this.mistakes = 0;
    this.stopped = false;
    this.boardChanged(true);
  }

  /** Starts a puzzle the generator made, with its event and announcement. */
  protected newGame(made: Generated): void {
    if (made.level) this.difficulty = made.level;
    this.startGame(made.puzzle, made.solution, made.technique);
    this.play.daily = made.daily;
    this.emitChange('new-game', allCells());
    this.announce(this.strings.newGame(made.level));
  }

  /** Starts a puzzle a host loaded (load()), with its event: `source` says where it came from. */
  protected loadedGame(givens: Grid, solution: Grid | null, source?: string): void {
    this.startGame(givens, solution);
    this.emitChange('new-game', allCells(), source);
  }

  /** Fills in `solution` (undoable, and marked as revealed). */
  protected reveal(solution: Grid): void {
    this.play.helped = true;
    const move = this.game.apply(solution.map((value, cell) => ({ cell, value, notes: 0 })));
    if (move) this.game.markRevealed(move);
    if (move) this.afterMove('solve', move, true);
  }

  /**
   * The player has something to lose: a game not over with at least one digit or note of theirs on it, or a minute
   * of play. Moves all undone do not count.
   */
  protected get hasProgress(): boolean {
    if (!this.hasGame || this.done) return false;
    const { givens, values, notes } = this.game;
    // Auto-candidates' notes are the board's, not the player's.
    const auto = this.autoCandidates;
    const written = givens.some((given, cell) => given === 0 && (values[cell] !== 0 || (!auto && notes[cell] !== 0)));
    return written || this.playClock.elapsedMs >= MEANINGFUL_PLAY_MS;
  }

  protected restore(saved: SavedGame): boolean {
    const game = recordedGame(saved);
    if (!game) return false;
    this.replacedGame.resumed(saved);
    const { id, daily, helped } = saved;
    this.play = { id, daily, helped };
    if (isLevel(saved.difficulty)) this.difficulty = saved.difficulty;
    if (saved.settings) this.takeSettings(saved.settings);
    this.mistakes = saved.mistakes ?? 0;
    this.practice = saved.practice;
    this.stopped = !!saved.stopped && !saved.solved;
    this.#begin(game, saved.solution ? lineToGrid(saved.solution) : null, saved.solved, saved.elapsedMs);
    this.boardChanged(false);
    return true;
  }

  /** Puts `game` on the board: selection on its first blank, the clock at `elapsedMs` (running unless solved). */
  #begin(game: Game, solution: Grid | null, solved: boolean, elapsedMs: number): void {
    this.game = game;
    this.solution = solution;
    this.done = solved;
    this.#reported = solved;
    this.isPaused = false;
    this.hasGame = true;
    this.selected = Math.max(
      0,
      game.givens.findIndex((d) => d === 0),
    );
    this.playClock.reset(elapsedMs);
    this.playClock.resume();
    this.clock = this.playClock.text;
  }

  /** Saves the game under `persist`; `change`: for a change of the board (not a tick of the clock). */
  protected save(change = true): void {
    if (this.keeper) return this.keeper.save(change);
    if (!this.persist) return;
    // Not lost while game-keeper.ts loads: the save is made once it is here, of the game as it is then.
    this.#saveWaiting = !!this.#saveWaiting || change;
    void this.#loadKeeper();
  }

  /**
   * game-keeper.ts, loaded when a board first has `persist`: null at once when it is here (or no key is set), else
   * the promise of its arrival. `atStart`: the board's start waits for it to read the saved game.
   */
  protected keeperLoading(atStart = false): Promise<void> | null {
    if (this.keeper || !this.persist) return null;
    if (atStart) this.#readOnArrival = true;
    return this.#loadKeeper();
  }

  #loadKeeper(): Promise<void> {
    this.#keeperLoad ??= import('./game-keeper.ts').then(
      ({ GameKeeper }) => {
        this.#keeperLoad = null;
        this.keeper = new GameKeeper(
          this,
          {
            persist: () => this.persist,
            storage: () => this.storage,
            record: () => (this.started && this.hasGame ? this.#currentRecord() : null),
            follow: (saved, lostChange) => this.#followSave(saved, lostChange),
            catchUp: (elapsedMs) => {
              if (elapsedMs <= this.playClock.elapsedMs || this.done) return;
              this.playClock.reset(elapsedMs);
              this.playClock.resume();
              this.clock = this.playClock.text;
            },
            fail: (code, message) => this.fail(code, message),
          },
          this.replacedGame,
        );
        // A game started (load(), generate()) before the saved one could be read: read it now, so that it is
        // kept for Undo if in play, or kept aside if unreadable, instead of being written over unseen.
        if (this.#readOnArrival && this.hasGame) {
          this.keeper.read();
          this.replacedGame.replacing(null);
          this.#saveWaiting = true;
        }
        this.#readOnArrival = false;
        const waiting = this.#saveWaiting;
        this.#saveWaiting = null;
        if (waiting !== null) this.keeper.save(waiting);
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

  #currentRecord(): SavedGame {
    const { elapsedMs } = this.playClock;
    const { mistakes, stopped, practice } = this;
    const record = { elapsedMs, solved: this.done, difficulty: this.difficulty, solution: this.solution };
    const play = { ...this.play, id: this.#gameId };
    return gameRecord(this.game, { ...record, settings: this.chosenSettings(), mistakes, stopped, practice, play });
  }

  /**
   * Another tab, window or board saved this key after the board's game was saved or read: the board shows that
   * newer game (one that differs only in time is caught up with instead: GameKeeper). `lostChange`: the board's last
   * change was made on the older game, and is not kept; the page hears why.
   */
  #followSave(saved: SavedGame, lostChange: boolean): void {
    const selected = this.selected;
    const sameGivens = this.hasGame && gridToLine(this.game.givens) === saved.givens;
    if (!this.restore(saved)) return;
    if (sameGivens) this.selected = selected;
    this.emitChange('sync', allCells());
    if (lostChange) this.fail('out-of-date', (s) => s.outOfDate);
    else this.announce(this.strings.updated);
  }

  /** Undo before the first move of a game that replaced one in play: that game comes back. */
  protected bringBackReplaced(): boolean {
    const previous = this.replacedGame.bringBack();
    if (!previous || !this.restore(previous)) return false;
    this.emitChange('undo', allCells());
    this.announce(this.strings.gameBack);
    return true;
  }

  /**
   * The unique solution, from the generator or the worker; null (with an error event) when there is none. Stale when
   * the board holds another puzzle by the time the answer comes (set `puzzle`, `generate()`, a restored game): the
   * answer belongs to the old one and must not touch the new one.
   */
  protected async findSolution(): Promise<SolutionAnswer> {
    const puzzle = gridToLine(this.game.givens);
    const known = this.solution;
    const result = known ? null : await this.client.solve(this.game.givens, { limit: 2 });
    if (gridToLine(this.game.givens) !== puzzle) return { stale: true };
    if (known) return { stale: false, solution: known, unique: true };
    if (!result || result.status !== 'solved' || !result.solution) {
      this.fail('no-solution', (s) => s.noSolution);
      return { stale: false, solution: null, unique: false };
    }
    // With several solutions no single one is "the" answer: solve() shows one, check() only marks clashes.
    const unique = result.count === 1;
    if (unique) this.solution = result.solution;
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
    this.setFormValue(this.game.value, formState(this.game));
    this.save();
  }

  /** `message`: shown in place of the last one (which a move clears), until the next move. */
  protected afterMove(reason: ChangeReason, move: Move, revealed = false, message: Said = ''): void {
    const cells = move.map((c) => c.cell);
    this.boardChanged(true, cells);
    this.message = inWords(message);
    this.emitChange(reason, cells);
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    if (!this.done && this.game.isSolved()) this.complete(revealed);
  }

  /**
   * After the player placed digits in `cells`: against the solution (a unique one), a wrong digit is marked at once
   * with check as you go, and counts as a mistake under a mistake limit; the limit reached stops the game.
   */
  protected async judge(cells: number[]): Promise<void> {
    if (!this.checkAsYouGo && !this.mistakeLimit) return;
    const placed = cells.map((cell): [number, number] => [cell, this.game.values[cell]]);
    const answer = await this.findSolution();
    if (answer.stale || !answer.unique || !answer.solution) return;
    const { solution } = answer;
    // Only digits still there: a quick player may have changed them while the worker solved.
    const wrong = placed.filter(
      ([cell, digit]) => digit && this.game.values[cell] === digit && solution[cell] !== digit,
    );
    if (!wrong.length) return;
    if (this.checkAsYouGo) {
      this.wrong = new Set([...this.wrong, ...wrong.map(([cell]) => cell)]);
      this.announce((s) => s.wrongDigits(wrong.length));
    }
    if (!this.mistakeLimit || this.done) return;
    const before = this.mistakes;
    this.mistakes += wrong.length;
    if (before < this.mistakeLimit && this.mistakes >= this.mistakeLimit) {
      this.stopped = true;
      this.playClock.pause();
      this.clock = this.playClock.text;
      this.announce((s) => s.limitReached(this.mistakes));
    }
    this.save();
  }

  /** Play goes on after the mistake limit stopped it (the limit does not stop this game again). */
  protected continueGame(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.playClock.resume();
    this.save();
    this.select(this.selected, true);
  }

  /** A solved board taken back (undo, clear, a new value): play goes on, and so does the clock `complete` stopped. */
  protected unsolve(): void {
    if (!this.done) return;
    this.done = false;
    this.playClock.resume();
  }

  protected complete(revealed: boolean): void {
    this.done = true;
    this.playClock.pause();
    this.clock = this.playClock.text;
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
    this.#emit('sudoku-solved', {
      value: this.game.value,
      timeMs,
      revealed,
      difficulty: this.difficulty,
    });
  }

  protected emitChange(reason: ChangeReason, cells: number[], source?: string): void {
    const detail = { value: this.game.value, reason, cells };
    this.#emit('sudoku-change', source === undefined ? detail : { ...detail, source });
  }

  #emit<K extends keyof SudokuBoardEventMap>(type: K, detail: SudokuBoardEventMap[K]['detail']): void {
    this.dispatchEvent(boardEvent(type, detail));
  }

  /** Says what went wrong, and tells the page (`detail.message` in the board's language at the time). */
  protected fail(code: SudokuErrorCode, message: Said): void {
    this.say(message);
    this.#emit('sudoku-error', { code, message: inWords(message)(this.strings) });
  }

  /**
   * Said after the next message, with it: a notice that message would otherwise replace at once (the engine's switch
   * to the page, made while a call waits, whose answer is said next).
   */
  protected sayAfter?: Words;

  /** Shows a message under the board (in the board's language, should it change) and reads it to screen readers. */
  protected say(text: Said): void {
    const after = this.sayAfter;
    this.sayAfter = undefined;
    this.announce((this.message = after ? (s) => `${inWords(text)(s)} ${after(s)}` : inWords(text)));
  }

  /** Reads `text` to screen readers only; with a notice waiting (sayAfter), shows it with that notice instead. */
  protected announce(text: Said): void {
    if (this.sayAfter) return this.say(text);
    this.announcement = nextAnnouncement(this.announcement, inWords(text)(this.strings));
  }

  // ---- hints ------------------------------------------------------------------------------------------------

  /** The hint code (hints.ts), loaded with the first hint: `hint()` waits for the engine's answer anyway. */
  protected hints?: typeof import('./hints.ts');

  protected showHint(result: HintResult, tier: 1 | 2): SudokuHintDetail {
    const { hintToShow, shownWords, hintFocus } = this.hints!;
    this.play.helped = true;
    const shown = hintToShow(result, this.version, tier);
    // The page hears the sentence the player sees (in the board's language); `step.text` keeps the engine's English.
    const words = shownWords(shown);
    shown.detail.text = words(this.strings);
    this.shownHint = shown;
    // Where to look selects its cell, not a cell of its unit (that would give the answer away).
    const focus = shown.tier === 1 ? (shown.cells.size === 1 ? [...shown.cells][0] : undefined) : hintFocus(result);
    // The focus follows the selection when it was on the grid: it would stay on a cell no longer in the tab order.
    if (focus !== undefined) this.select(focus, !!this.shadowRoot?.querySelector('[data-cell]:focus'));
    this.say(words);
    this.#notePractice(shown.detail.step);
    this.#emit('sudoku-hint', shown.detail);
    return shown.detail;
  }

  protected applyHint(shown: ShownHint): SudokuHintDetail {
    const { hintEdits, hintToShow, shownWords } = this.hints!;
    const move = this.game.apply(hintEdits(shown.result, this.game));
    const detail = { ...hintToShow(shown.result, shown.version, 2).detail, applied: true, tier: 3 as const };
    const text = shownWords({ result: shown.result });
    detail.text = text(this.strings);
    this.announce((s) => s.applied(text(s)));
    // The sentence stays in sight until the next move (a solve it completes says so instead).
    if (move) this.afterMove('hint', move, false, text);
    this.#notePractice(detail.step);
    this.shownHint = null;
    this.#emit('sudoku-hint', detail);
    return detail;
  }

  /** A hint whose step is the technique the game practises says so (trainer.ts words it, with its help link). */
  #notePractice(step?: Step): void {
    if (!this.practice || step?.technique !== this.practice) return;
    this.practiceHint = this.message;
    void this.loadTrainer();
  }

  /** The technique trainer (trainer.ts), loaded the first time it is needed. */
  protected abstract loadTrainer(): Promise<unknown>;

  // ---- input ------------------------------------------------------------------------------------------------

  /** The selected cells, the focused one first. */
  protected get selection(): number[] {
    return [this.selected, ...this.alsoSelected];
  }

  /** Selects `cell` alone, or with `also`. */
  protected select(cell: number, focus: boolean, also = new Set<number>()): void {
    this.selected = cell;
    this.alsoSelected = also;
    if (focus) void this.updateComplete.then(() => this.cellElement(cell)?.focus());
  }

  /**
   * Adds `cell` to the selection, the focus going to it; `toggle` (Ctrl/Shift-click) takes a selected cell out
   * again (the focus going to another selected cell), unless it is the only one.
   */
  protected extend(cell: number, toggle: boolean): void {
    const cells = new Set(this.selection);
    let focus = cell;
    if (toggle && cells.has(cell) && cells.size > 1) {
      cells.delete(cell);
      focus = [...cells].pop()!;
    }
    cells.delete(focus);
    this.select(focus, true, cells);
  }

  /** Colouring (colouring.ts), loaded on first use: a colour key or button, the palette shown, a game with colours. */
  protected colouring?: typeof import('./colouring.ts');
  #colouringLoad?: Promise<typeof import('./colouring.ts')>;

  protected loadColouring(): Promise<typeof import('./colouring.ts')> {
    this.#colouringLoad ??= import('./colouring.ts').then((module) => {
      this.colouring = module;
      this.addStyles(module.colourStyles);
      this.requestUpdate();
      return module;
    });
    return this.#colouringLoad;
  }

  // ---- statistics ---------------------------------------------------------------------------------------------

  /**
   * The statistics (statistics/statistics.ts), loaded the first time they are needed: a game ends, a finished
   * game's offer, `statistics()`.
   */
  protected statistician?: StatisticsKeeper;
  #statisticianLoad?: Promise<StatisticsKeeper>;

  protected statistics$(): Promise<StatisticsKeeper> {
    return (this.#statisticianLoad ??= import('./statistics/statistics.ts').then(
      ({ StatisticsKeeper }) =>
        (this.statistician = new StatisticsKeeper(this, (words) => this.fail('statistics', words))),
    ));
  }

  /** This game's id for the statistics, made when first needed and saved with it: a game is counted once. */
  get #gameId(): string {
    return (this.play.id ??= Math.random().toString(36).slice(2));
  }

  /**
   * Counts the game on the board as ended (`outcome`), if the player made a move in it (the statistics decide from
   * its record: see bookkeeping.ts). The record is taken now, as the game is about to change.
   */
  protected tally(outcome: Outcome): void {
    const record = this.hasGame && this.game.history.canUndo && this.#currentRecord();
    if (record) void this.statistics$().then((keeper) => keeper.ended(record, outcome));
  }

  /** A colour chosen in notes mode: the next digit names the candidate it goes on (null: none chosen). */
  #noteColour: number | null = null;

  /**
   * Gives the selected cells colour `color` (0 none), or takes it off when they all have it: one undoable move. In
   * notes mode the colour is for a candidate instead, and waits for its digit (paintNote).
   */
  protected paint(color: number): void {
    if (this.notesMode) {
      if (this.locked) return;
      this.#noteColour = color;
      void this.loadColouring();
      return this.say((s) => s.noteColourNext(color));
    }
    void this.#colourMove((colouring, game, cells) => colouring.paint(game, cells, color));
  }

  /** The digit after a colour chosen in notes mode: that candidate of the selected cells takes it. False: none chosen. */
  protected paintNote(digit: number): boolean {
    const color = this.#noteColour;
    this.#noteColour = null;
    if (color === null) return false;
    void this.#colourMove((colouring, game, cells) => colouring.paintNote(game, cells, digit, color));
    return true;
  }

  /** Another action than a digit after a colour chosen in notes mode: the colour is forgotten. */
  protected forgetNoteColour(): void {
    this.#noteColour = null;
  }

  async #colourMove(
    make: (colouring: typeof import('./colouring.ts'), game: Game, cells: number[]) => Move | null,
  ): Promise<void> {
    // The cells selected now: the first colour waits for colouring.ts, and the player may select others meanwhile.
    const { game } = this;
    const cells = this.selection.filter((cell) => !game.isGiven(cell));
    const colouring = this.colouring ?? (await this.loadColouring());
    if (this.locked || game !== this.game || !make(colouring, game, cells)) return;
    this.requestUpdate();
    this.emitChange('color', cells);
    this.save();
  }

  protected cellElement(cell: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-cell="${cell}"]`);
  }
}
