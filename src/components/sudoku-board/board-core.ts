/**
 * The game on the board and how it changes, under the element's public face (sudoku-board.component.ts): the
 * state the template shows, starting and resuming games, saves, the solution, moves and their events, messages and
 * hints. Form association comes from the FormAssociated mixin; which game to start from GameSource.
 */
import { adoptStyles, LitElement, type CSSResult, type PropertyDeclarations } from 'lit';
import { engineClient, type EngineClient } from '../engine-client/client.ts';
import type { Generated } from '../../engine/generate/index.ts';
import { gridToLine, lineToGrid, type Grid } from '../../engine/grid.ts';
import { isLevel, type Level } from '../../engine/levels.ts';
import { boardEvent, type ChangeReason, type SudokuBoardEventMap, type SudokuErrorCode } from './events.ts';
import { FormAssociated } from './form-associated.ts';
import { formState } from './form-state.ts';
import { Game, type Move } from '../../play/game.ts';
import { DEFAULT_LEVEL, LEVELS_TEXT } from './generation.ts';
import type { HintBoard } from './hint-play.ts';
import type { ShownHint } from './hints.ts';
import { Language } from './i18n/language.ts';
import type { Said, Strings, Words } from './i18n/strings.ts';
import { formatTime } from '../../play/format-time.ts';
import { nextAnnouncement } from './messages.ts';
import type { GameKeeper } from './game-keeper.ts';
import { MEANINGFUL_PLAY_MS, ReplacedGame } from './replaced-game.ts';
import { gameRecord, recordedGame, type GameStorage, type SavedGame } from '../../play/saved-record.ts';
import type { Outcome } from '../../play/statistics/bookkeeping.ts';
import type { StatisticsKeeper } from './statistics/statistics.ts';
import { PlayClock } from './play-clock.ts';
import { PlaySession } from '../../play/session.ts';
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
    wrong: { state: true, attribute: false },
    shownHint: { state: true, attribute: false },
    message: { state: true, attribute: false },
    announcement: { state: true, attribute: false },
    clock: { state: true, attribute: false },
    celebrate: { state: true, attribute: false },
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

  /**
   * The game in play, its selection, input modes, mistakes and rules (src/play/session.ts): the board renders it,
   * and its controllers read it.
   */
  protected readonly session = new PlaySession({
    frozen: () => this.readonly || this.formDisabled,
    autoCandidates: () => this.autoCandidates,
    changed: () => this.requestUpdate(),
  });
  protected wrong = new Set<number>();
  protected shownHint: ShownHint | null = null;
  /** The message line, in whatever language the board speaks when it is shown. */
  protected message: Words = () => '';
  protected announcement = '';
  protected clock = '0:00';
  protected celebrate = false;
  /**
   * The message of a hint whose step is the practised technique: while it is the message on show, the trainer's note
   * goes with it (any other message replaces it, and the note goes too).
   */
  protected practiceHint?: Words;

  /** This game's solve was reported (sudoku-solved, the celebration): taken back and done again, it is not. */
  #reported = false;
  /** Bumped on every change of the board, so a hint or check can tell it is out of date. */
  protected version = 0;
  protected readonly playClock = new PlayClock(this, this.session, {
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

  /** Pauses a game in play; the focus, if in the board, goes to Resume. */
  protected pauseGame(): void {
    const focused = this.matches(':focus-within');
    if (!this.session.pause()) return;
    this.playClock.pause();
    this.clock = this.playClock.text;
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

  protected checkLevel(): void {
    if (isLevel(this.difficulty)) return;
    const asked = String(this.difficulty);
    this.difficulty = DEFAULT_LEVEL;
    this.fail('bad-difficulty', (s) => s.unknownLevel(asked, DEFAULT_LEVEL, LEVELS_TEXT));
  }

  // ---- game lifecycle ---------------------------------------------------------------------------------------

  /** `practice`: the technique the new game practises (a trainer puzzle). */
  protected startGame(givens: Grid, solution: Grid | null, practice?: string): void {
    if (!this.session.done) this.tally('abandoned');
    // The game it replaces, if the player was in the middle of it, stays within reach of Undo.
    this.replacedGame.replacing(this.session.hasGame ? this.#currentRecord() : null);
    this.session.play = {};
    const game = new Game(givens);
    // Auto-candidates: the candidates come with the game, not as a move to undo.
    if (this.autoCandidates) game.fillNotes();
    game.history.clear();
    this.session.practice = practice;
    this.#begin(game, solution, false, 0);
    this.boardChanged(true);
  }

  /** Starts a puzzle the generator made, with its event and announcement. */
  protected newGame(made: Generated): void {
    if (made.level) this.difficulty = made.level;
    this.startGame(made.puzzle, made.solution, made.technique);
    this.session.play.daily = made.daily;
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

  protected restore(saved: SavedGame): boolean {
    const game = recordedGame(saved);
    if (!game) return false;
    this.replacedGame.resumed(saved);
    const { id, daily, helped } = saved;
    this.session.play = { id, daily, helped };
    if (isLevel(saved.difficulty)) this.difficulty = saved.difficulty;
    if (saved.settings) this.takeSettings(saved.settings);
    this.session.practice = saved.practice;
    const stopped = !!saved.stopped && !saved.solved;
    const solution = saved.solution ? lineToGrid(saved.solution) : null;
    this.#begin(game, solution, saved.solved, saved.elapsedMs, saved.mistakes, stopped);
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
    this.session.begin(game, solution, solved, mistakes, stopped);
    this.#reported = solved;
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
            record: () => (this.started && this.session.hasGame ? this.#currentRecord() : null),
            session: this.session,
            restore: (saved) => this.restore(saved),
            synced: (lostChange) => {
              this.emitChange('sync', allCells());
              if (lostChange) this.fail('out-of-date', (s) => s.outOfDate);
              else this.announce(this.strings.updated);
            },
            catchUp: (elapsedMs) => {
              if (elapsedMs <= this.playClock.elapsedMs || this.session.done) return;
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
        if (this.#readOnArrival && this.session.hasGame) {
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
    const { mistakes, stopped, practice } = this.session;
    const record = {
      elapsedMs,
      solved: this.session.done,
      difficulty: this.difficulty,
      solution: this.session.solution,
    };
    const play = { ...this.session.play, id: this.#gameId };
    return gameRecord(this.session.game, {
      ...record,
      settings: this.chosenSettings(),
      mistakes,
      stopped,
      practice,
      play,
    });
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
    const puzzle = gridToLine(this.session.game.givens);
    const known = this.session.solution;
    const result = known ? null : await this.client.solve(this.session.game.givens, { limit: 2 });
    if (gridToLine(this.session.game.givens) !== puzzle) return { stale: true };
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

  /** `message`: shown in place of the last one (which a move clears), until the next move. */
  protected afterMove(reason: ChangeReason, move: Move, revealed = false, message: Said = ''): void {
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
      this.clock = this.playClock.text;
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
      value: this.session.game.value,
      timeMs,
      revealed,
      difficulty: this.difficulty,
    });
  }

  protected emitChange(reason: ChangeReason, cells: number[], source?: string): void {
    const detail = { value: this.session.game.value, reason, cells };
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

  /** The hint code (hint-play.ts, hints.ts), loaded with the first hint: `hint()` waits for the engine's answer anyway. */
  protected hints?: typeof import('./hint-play.ts');

  /** What a hint does to the board (hint-play.ts). */
  protected readonly hintBoard: HintBoard = {
    session: this.session,
    version: () => this.version,
    strings: () => this.strings,
    show: (hint) => (this.shownHint = hint),
    // The focus follows the selection when it was on the grid: it would stay on a cell no longer in the tab order.
    select: (cell) => this.select(cell, !!this.shadowRoot?.querySelector('[data-cell]:focus')),
    say: (words) => this.say(words),
    announce: (text) => this.announce(text),
    moved: (move, message) => this.afterMove('hint', move, false, message),
    hinted: (detail) => {
      // A hint whose step is the technique the game practises says so (trainer.ts words it, with its help link).
      if (this.session.practice && detail.step?.technique === this.session.practice) {
        this.practiceHint = this.message;
        void this.loadTrainer();
      }
      this.#emit('sudoku-hint', detail);
    },
  };

  /** The technique trainer (trainer.ts), loaded the first time it is needed. */
  protected abstract loadTrainer(): Promise<unknown>;

  // ---- input ------------------------------------------------------------------------------------------------

  /** Selects `cell` alone; `focus`: the focus goes to it once rendered. */
  protected select(cell: number, focus: boolean): void {
    this.session.select(cell);
    if (focus) this.focusCell(cell);
  }

  protected focusCell(cell: number): void {
    void this.updateComplete.then(() => this.cellElement(cell)?.focus());
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
    return (this.session.play.id ??= Math.random().toString(36).slice(2));
  }

  /**
   * Counts the game on the board as ended (`outcome`), if the player made a move in it (the statistics decide from
   * its record: see bookkeeping.ts). The record is taken now, as the game is about to change.
   */
  protected tally(outcome: Outcome): void {
    const record = this.session.hasGame && this.session.game.history.canUndo && this.#currentRecord();
    if (record) void this.statistics$().then((keeper) => keeper.ended(record, outcome));
  }

  /**
   * Gives the selected cells colour `color` (0 none), or takes it off when they all have it: one undoable move. In
   * notes mode the colour is for a candidate instead, and waits for its digit (paintNote).
   */
  protected paint(color: number): void {
    if (this.session.notesMode) {
      if (!this.session.chooseNoteColour(color)) return;
      void this.loadColouring();
      return this.say((s) => s.noteColourNext(color));
    }
    void this.#colourMove((colouring, game, cells) => colouring.paint(game, cells, color));
  }

  /** The digit after a colour chosen in notes mode: that candidate of the selected cells takes it. False: none chosen. */
  protected paintNote(digit: number): boolean {
    const color = this.session.takeNoteColour();
    if (color === null) return false;
    void this.#colourMove((colouring, game, cells) => colouring.paintNote(game, cells, digit, color));
    return true;
  }

  async #colourMove(
    make: (colouring: typeof import('./colouring.ts'), game: Game, cells: number[]) => Move | null,
  ): Promise<void> {
    // The cells selected now: the first colour waits for colouring.ts, and the player may select others meanwhile.
    const { game } = this.session;
    const cells = this.session.selection.filter((cell) => !game.isGiven(cell));
    const colouring = this.colouring ?? (await this.loadColouring());
    if (this.session.locked || game !== this.session.game || !make(colouring, game, cells)) return;
    this.requestUpdate();
    this.emitChange('color', cells);
    this.save();
  }

  protected cellElement(cell: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-cell="${cell}"]`);
  }
}
