/**
 * Which game the board shows and where it comes from, as a Lit reactive controller: start-up (a saved game, the
 * `puzzle` attribute, a form's value, or a new puzzle: initial-source.ts decides), the generation under way (its
 * progress, cancelling it, asking again when a board taken out of the page is put back), and calls that come before
 * the board has started (a method on an element not yet in the page, a value or form state set early).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { EngineClient } from '../engine-client/client.ts';
import type { Generated } from '../../engine/generate/index.ts';
import type { Geometry } from '../../engine/geometry.ts';
import { gridToLine, type Grid } from '../../engine/grid.ts';
import { isLevel, type Level } from '../../engine/levels.ts';
import type { ParseError } from '../../engine/parse/index.ts';
import type { SudokuErrorCode } from './events.ts';
import type { Said } from '../../words/board-types.ts';
import { makePuzzle, type Busy, type GenerateRequestOptions } from './generation.ts';
import { initialSource, readPuzzle, readPuzzleNow, type EarlyFormState, type PuzzleRead } from './initial-source.ts';
import type { PlaySession } from '../../play/session.ts';
import type { SavedGame } from '../../play/persistence.ts';

/** What `load()` may be told about a puzzle, and asked to do with it. */
export interface LoadOptions {
  /** Its solution (81 digits; as many as the puzzle has cells), when the host knows it: the board does not solve it again. */
  solution?: string;
  /** Its level, when the host knows it; without it the board grades the puzzle in its worker and shows the level. */
  level?: Level;
  /** Where it came from (a page's address, "paste"...): passed on in the new game's `sudoku-change` event. */
  source?: string;
  /** Also fill in the solution, as `solve()` does. The puzzle is solved before anything is replaced, and one without
   * a solution is refused: the game on the board stays. */
  reveal?: boolean;
  /** Asked once the puzzle is known to be playable, just before the game on the board is replaced (e.g. "Replace
   * the game in progress?"); false keeps the game. */
  confirm?: () => boolean | Promise<boolean>;
}

/**
 * What `load()` did: the puzzle is on the board (its givens as a line, and with `reveal`, or a `solution`, how many
 * solutions it has: 1, or 2 for "more than one"), or why not. `declined`: `confirm` said no.
 */
export type LoadResult =
  | { loaded: true; puzzle: string; solutions?: number }
  /** The text is no puzzle; `error` is the parser's, with the line and column it stopped at when there is one. */
  | { loaded: false; code: 'puzzle'; message: string; error: ParseError }
  | { loaded: false; code: 'no-solution' | 'timeout' | 'engine' | 'declined'; message: string };

/**
 * What GameSource reads and calls on the board itself: the element's public members, and a few it keeps for its own
 * parts (`@internal`), so no adapter of the board's first download forwards them one by one.
 */
export interface SourceBoard {
  /** The `puzzle` property now. */
  readonly puzzle: string | null | undefined;
  readonly difficulty: Level;
  /** The givens on the board, as a line. */
  readonly givens: string;
  /** The board's value: set once the board has started, as the `value` property does. */
  value: string;
  /** The board may not change (readonly, disabled form). */
  readonly frozen: boolean;
  /** The game in play: whether there is one yet. */
  readonly session: Pick<PlaySession, 'hasGame' | 'size'>;
  readonly client: EngineClient;
  /** Refuses a `difficulty` that is no level (with an error event), putting the default in its place. */
  checkLevel(): void;
  /** Resumes a saved game; false when its record can't be used. */
  restore(saved: SavedGame): boolean;
  /** Starts a puzzle the generator made, on `geometry` (default 9×9), with its event and announcement. */
  newGame(made: Generated, geometry?: Geometry): void;
  /** Starts a puzzle a host loaded, with its event. */
  loadedGame(givens: Grid, solution: Grid | null, source: string | undefined, geometry: Geometry): void;
  /** Fills in a solution (undoable, revealed). */
  reveal(solution: Grid): void;
  /** Starts `givens` as a new game (no event), on `geometry` (default 9×9). */
  startGame(givens: Grid, solution: Grid | null, practice?: string, geometry?: Geometry): void;
  announce(text: Said): void;
  say(text: Said): void;
  fail(code: SudokuErrorCode, message: Said): void;
  /** The reader of saved games on its way (loaded only under `persist`), or null when there is none to wait for. */
  savesLoading(): Promise<void> | null;
  /** The game saved under `persist`, if any (its settings taken). */
  savedGame(): SavedGame | null;
  /** The level of the game on the board; null: not known yet (a smaller grid being graded), none is shown. */
  setLevel(level: Level | null): void;
  /** What is being made, as the progress over the grid says it (a practice puzzle names its technique). */
  makingWords(busy: Busy): Said;
}

export class GameSource implements ReactiveController {
  /** The generation under way, as the board shows it; null when there is none. */
  busy: Busy | null = null;

  #startedUp = false;
  #generation: AbortController | null = null;
  /** What the generation under way was asked for, so a board taken out of the page can ask again when put back. */
  #order: GenerateRequestOptions = {};
  #interrupted: GenerateRequestOptions | null = null;
  /** A value, or a form's state, that came before the board started. */
  #early: EarlyFormState | null = null;
  /**
   * The `puzzle` the board has taken (or refused): an update only loads another one. Undefined once another game
   * replaced it (generate(), load(), a form's restore), so the same text set again is taken again.
   */
  #loadedPuzzle?: string | null;
  /** Counts the games started from here, so a puzzle read later (by the full parser) never replaces a newer one. */
  #games = 0;
  /** A `puzzle` being read by the full parser, or the saved-game reader, loaded on first use; null when none is. */
  pending: Promise<void> | null = null;

  readonly #board: ReactiveControllerHost & HTMLElement & SourceBoard;

  constructor(board: ReactiveControllerHost & HTMLElement & SourceBoard) {
    this.#board = board;
    board.addController(this);
  }

  /** The board has started: it has taken its first game (or begun making it). */
  get started(): boolean {
    return this.#startedUp;
  }

  /** A generation is under way. */
  get generating(): boolean {
    return this.#generation !== null;
  }

  hostConnected(): void {
    addEventListener('hashchange', this.#onHashChange);
    const order = this.#interrupted;
    this.#interrupted = null;
    if (order) void this.generate(order).catch(() => undefined);
  }

  hostDisconnected(): void {
    removeEventListener('hashchange', this.#onHashChange);
    // A move (taken out and put back in the same task) keeps the generation; a board left out of the page stops it,
    // and asks again if it is put back later.
    queueMicrotask(() => {
      if (this.#board.isConnected || !this.#generation) return;
      this.#interrupted = this.#order;
      this.#generation.abort();
    });
  }

  /**
   * Starts the board: at its first update, or sooner when a method is called before it (on an element not yet in the
   * page), so the method works on the game the board starts with instead of one the first update replaces. True
   * when this call started it.
   */
  start(): boolean {
    if (this.#startedUp) return false;
    this.#startedUp = true;
    this.#board.checkLevel();
    this.#loadedPuzzle = this.#board.puzzle;
    this.#startUp();
    return true;
  }

  /** A value set before the board started: it is taken when the board starts. */
  holdValue(line: string): void {
    this.#early = { givens: this.#early?.givens ?? null, value: line };
  }

  /** A form's Back/Forward state (givens and value) for the board. */
  restoreFormState(restored: EarlyFormState): void {
    if (!this.#startedUp) {
      this.#early = restored;
      return;
    }
    // A board without a `puzzle` made its own: the one the form had comes back in its place.
    const { givens, value } = restored;
    if (givens && typeof this.#board.puzzle !== 'string' && gridToLine(givens, givens.length) !== this.#board.givens) {
      this.#generation?.abort();
      this.#games++;
      this.#loadedPuzzle = undefined;
      this.#startForm(givens, value);
    } else this.#board.value = value;
  }

  /** Starts a form's `givens` with its `value` on top; a smaller grid once its geometry is here (small-grids.ts). */
  #startForm(givens: Grid, value: string, geometry?: Geometry): void {
    if (givens.length !== 81 && !geometry)
      return this.#later(import('./small-grids.ts'), ({ gridOf }) => this.#startForm(givens, value, gridOf(givens)));
    this.#start(givens, geometry);
    this.#board.value = value;
  }

  /**
   * Starts `givens` (a `puzzle`, a form's) on `geometry`'s grid (default 9×9). A smaller grid's level is not the
   * board's 9×9 `difficulty`: none is shown until the worker has graded it at its size (load-puzzle.ts, as for load()).
   */
  #start(givens: Grid, geometry?: Geometry): void {
    this.#board.startGame(givens, null, undefined, geometry);
    if (geometry && geometry.size < 9) {
      this.#board.setLevel(null);
      void import('./load-puzzle.ts').then((loading) => loading.gradeOnBoard(this.#board, givens, geometry));
    }
  }

  /** The `puzzle` property changed after start-up. Removing it (null) leaves the game as it is. */
  /** The `puzzle` text set again would load it again: another game replaced the one it gave. */
  takesAgain(puzzle: string | null | undefined): boolean {
    return this.#startedUp && typeof puzzle === 'string' && puzzle !== this.#loadedPuzzle;
  }

  puzzleChanged(puzzle: string | null | undefined): void {
    // One the board started with before its first update (a method called early) is loaded already.
    if (typeof puzzle === 'string' && puzzle !== this.#loadedPuzzle) this.#loadPuzzle(puzzle);
    this.#loadedPuzzle = puzzle;
  }

  /** Makes a new puzzle in the worker (cancelling one in progress) and starts it. Resolves to the new givens. */
  async generate(options: GenerateRequestOptions = {}): Promise<{ puzzle: string; level?: Level }> {
    this.start();
    this.#generation?.abort();
    const controller = new AbortController();
    this.#generation = controller;
    this.#order = options;
    let difficulty = isLevel(options.difficulty) ? options.difficulty : this.#board.difficulty;
    this.#setBusy({ shown: false, attempts: 0, difficulty });
    // The game's size unless asked; the daily and the trainer are 9×9 (another size asked with them is refused).
    const size = options.size ?? ((options.daily ?? options.technique) ? 9 : this.#board.session.size);
    try {
      // A smaller grid: its geometry, and the level nearest the one asked that it has; a variant: its maker, whose
      // geometry comes with the puzzle (small-grids.ts).
      const small =
        size === 9 && !options.variant
          ? null
          : (await import('./small-grids.ts')).sizedOrder(size, difficulty, options);
      if (small) difficulty = small.difficulty;
      // makePuzzle takes what it knows of the options (the seed, symmetry, daily and technique).
      const order = { ...options, difficulty, size, signal: controller.signal };
      const made = await (small?.make ?? makePuzzle)(this.#board.client, order, (busy) => {
        if (this.#generation !== controller || !this.busy) return;
        if (busy.shown && !this.busy.shown) this.#board.announce(this.#board.makingWords({ ...busy, attempts: 0 }));
        this.#setBusy(busy);
      });
      this.#games++;
      this.#board.newGame(made, small?.geometry);
      this.#loadedPuzzle = undefined;
      return { puzzle: gridToLine(made.puzzle, made.puzzle.length), level: made.level };
    } catch (error) {
      if (!controller.signal.aborted) this.#board.fail('engine', (s) => s.couldNotMake(String(error)));
      throw error;
    } finally {
      if (this.#generation === controller) {
        this.#generation = null;
        this.#setBusy(null);
      }
    }
  }

  /** Stops a generation in progress, saying how it ended; the game on the board (if any) goes on. */
  cancel(): void {
    if (!this.#generation) return;
    this.#generation.abort();
    // The live region still says "Making … puzzle": it must hear how that ended.
    if (this.#board.session.hasGame) this.#board.announce((s) => s.cancelled(true));
    else this.#board.say((s) => s.cancelled(false));
  }

  /** Stops a generation in progress without a word: another game takes the board. */
  abort(): void {
    this.#generation?.abort();
  }

  /** See `SudokuBoard.load()`. */
  async load(text: string, options: LoadOptions = {}): Promise<LoadResult> {
    this.start();
    const loading = await import('./load-puzzle.ts');
    const ready = await loading.preparePuzzle(this.#board.client, String(text), options);
    if (!('givens' in ready)) return ready;
    this.#generation?.abort();
    this.#games++;
    this.#loadedPuzzle = undefined;
    return loading.startLoaded(this.#board, ready, options);
  }

  #setBusy(busy: Busy | null): void {
    this.busy = busy;
    this.#board.requestUpdate();
  }

  /** First game: see initialSource. A `puzzle` in a layout the quick reader doesn't know is read first. */
  #startUp(): void {
    const text = this.#sharedLink() ?? this.#board.puzzle;
    const now = typeof text === 'string' ? readPuzzleNow(text) : null;
    // Under `persist`, the saved-game reader comes first (game-keeper.ts, loaded on first use).
    const saves = this.#board.savesLoading();
    const go = (read: PuzzleRead | null): void => this.#startWith(read);
    if (typeof text === 'string' && now === null)
      this.#later(
        Promise.all([readPuzzle(text), saves]).then(([read]) => read),
        go,
      );
    else if (saves)
      this.#later(
        saves.then(() => now),
        go,
      );
    else this.#startWith(now);
  }

  /**
   * The share link (shareUrl's `#sudoku=…`) in the page's address, for a board without `puzzle`: the link is its
   * puzzle. It leaves the address once read, so a reload resumes the player's saved game instead of starting the
   * link's over it.
   */
  #sharedLink(): string | undefined {
    if (this.#board.puzzle != null || !location.hash.startsWith('#sudoku=')) return;
    const link = location.href;
    history.replaceState(history.state, '', location.pathname + location.search);
    return link;
  }

  /** A share link opened on a page that shows the board already (the address's hash changed): it is the new game. */
  readonly #onHashChange = (): void => {
    const link = this.#sharedLink();
    if (link) void this.load(link);
  };

  /** Goes on with `read` once the parser has it, unless another game was started meanwhile. */
  #later<T>(reading: Promise<T>, go: (read: T) => void): void {
    const games = this.#games;
    const pending = reading.then((read) => {
      if (this.pending === pending) this.pending = null;
      if (this.#games === games) go(read);
    });
    this.pending = pending;
  }

  #startWith(read: PuzzleRead | null): void {
    const early = this.#early;
    this.#early = null;
    const decide = (saved: SavedGame | null) => initialSource(saved, read, early, this.#board.difficulty);
    const first = decide(this.#board.savedGame());
    if (first.problem !== undefined) this.#board.fail('puzzle', first.problem);
    if (first.from === 'saved' && this.#board.restore(first.saved)) return;
    // A saved record that can't be resumed after all: as if there were none (its problem, if any, is reported).
    const source = first.from === 'saved' ? decide(null) : first;
    switch (source.from) {
      case 'attribute':
        if (source.givens) this.#start(source.givens, source.geometry);
        if (source.value !== null) this.#board.value = source.value;
        return;
      case 'form':
        this.#startForm(source.givens, source.value);
        return;
      case 'generate':
        // Not awaited: errors are reported as events, and the board shows its progress meanwhile. Without options,
        // as generate() at the board's difficulty (source.difficulty) asked again when the board is put back.
        void this.generate().catch(() => undefined);
    }
  }

  #loadPuzzle(text: string): void {
    const take = (read: PuzzleRead): void => {
      if (!read.givens) return this.#board.fail('puzzle', read.problem);
      this.#generation?.abort();
      this.#games++;
      this.#start(read.givens, read.geometry);
    };
    const now = readPuzzleNow(text);
    if (now) take(now);
    else this.#later(readPuzzle(text), take);
  }
}
