/**
 * A game being played, without a page: the game, the selection, the input modes (digits, notes, a picked digit, a
 * colour waiting for its candidate), the mistakes, paused, stopped and done, and the rules of input (what a digit,
 * a note or an erase does to the selected cells). `<sudoku-board>` renders it and turns its answers into events
 * and words; its controllers (the clock, the saved-game keeper, the game source) read it as a value. DOM-free, so
 * Node tests play it (test/unit/play-session*.test.ts).
 *
 * Its state changes only through its methods, each of which tells the host (`requestUpdate`), so the host can render.
 */
import { digitBit, emptyGrid, type Grid } from '../engine/grid.ts';
import { Game, type CellEdit, type Move } from './game.ts';
import type { GamePlay } from './saved-record.ts';

/**
 * What the session needs of its host: facts the host owns (its attributes, its form), and its render. The board is
 * its host itself (no adapter of closures in the element's first download).
 */
export interface SessionHost {
  /** Nothing may change: the board is readonly or its form disabled. */
  readonly frozen: boolean;
  /** Auto-candidates: an erased digit gives its cell its candidates back. */
  readonly autoCandidates: boolean;
  /** The session's state changed: render it (Lit's requestUpdate). */
  requestUpdate(): void;
}

/** What an input did: a move (and whether a placed digit clashes), or `given` when only givens were selected. */
export type InputResult = { reason: 'entry' | 'note' | 'erase'; move: Move; clash: boolean } | { given: true } | null;

export class PlaySession {
  game = new Game(emptyGrid());
  /** The selected cell, where the focus is; with `alsoSelected`, the cells a digit, note or colour goes to. */
  selected = 0;
  /** The other selected cells (Ctrl/Shift-click, a drag, Shift+arrows). */
  alsoSelected = new Set<number>();
  notesMode = false;
  /** A right-click or long press with no digit picked: the next digit is a note (once). */
  noteNext = false;
  /** Digit-first: the keypad digit picked, 0 none. */
  picked = 0;
  /** A colour chosen in notes mode: the next digit names the candidate it goes on (null: none chosen). */
  noteColour: number | null = null;
  /** False until the first game starts: the empty grid meanwhile is no game to play or save. */
  hasGame = false;
  /** The game is over: solved by the player, or revealed. */
  done = false;
  /** Paused (the Pause button, or the page hidden): the clock stops and the grid shows nothing until Resume. */
  paused = false;
  /** The mistake limit was reached: play stands (clock too) until Continue or a new game. */
  stopped = false;
  /** Mistakes counted against the mistake limit in this game. */
  mistakes = 0;
  /** The player chose Continue at the mistake limit: the limit stops this game no more. */
  wentOn = false;
  /** The unique solution, once known (the generator's, the worker's, a saved game's). */
  solution: Grid | null = null;
  /** What the statistics need of this game: its id, its daily's date, whether help was taken (saved with it). */
  play: GamePlay = {};
  /** The technique this game practises (a trainer game: saved with it); undefined for any other game. */
  practice?: string;

  readonly #host: SessionHost;

  constructor(host: SessionHost) {
    this.#host = host;
  }

  /** The grid's side (9 for the classic grid): what the board's view reads instead of a literal. */
  get size(): number {
    return this.game.geometry.size;
  }

  /** Nothing may change: frozen by the host, or no game in play (none yet, over, paused, stopped). */
  get locked(): boolean {
    return this.#host.frozen || this.done || !this.hasGame || this.paused || this.stopped;
  }

  /** The game is being played: the clock may run. */
  get playing(): boolean {
    return this.hasGame && !this.done && !this.paused && !this.stopped;
  }

  /** The selected cells, the focused one first. */
  get selection(): number[] {
    return [this.selected, ...this.alsoSelected];
  }

  /**
   * Puts `game` on the board: the selection on its first blank, `solved` or in play, not paused; `mistakes` and
   * `stopped` as saved (0 and false for a new game). `practice`, `play`: what the game is (a trainer's, a daily).
   */
  begin(game: Game, solution: Grid | null, solved: boolean, mistakes = 0, stopped = false): void {
    this.game = game;
    this.solution = solution;
    this.done = solved;
    this.paused = false;
    this.hasGame = true;
    this.mistakes = mistakes;
    this.stopped = stopped;
    this.wentOn = false;
    this.selected = Math.max(
      0,
      game.givens.findIndex((d) => d === 0),
    );
    this.#host.requestUpdate();
  }

  /** Another game object for the same givens (the `value` set): the rest of the session stays. */
  replaceGame(game: Game): void {
    this.game = game;
    this.#host.requestUpdate();
  }

  /** Selects `cell` alone, or with `also`. */
  select(cell: number, also = new Set<number>()): void {
    this.selected = cell;
    this.alsoSelected = also;
    this.#host.requestUpdate();
  }

  /**
   * Adds `cell` to the selection; `toggle` (Ctrl/Shift-click) takes a selected cell out again (the focus going to
   * another selected cell), unless it is the only one. Returns the cell the focus goes to.
   */
  extend(cell: number, toggle: boolean): number {
    const cells = new Set(this.selection);
    let focus = cell;
    if (toggle && cells.has(cell) && cells.size > 1) {
      cells.delete(cell);
      focus = [...cells].pop()!;
    }
    cells.delete(focus);
    this.select(focus, cells);
    return focus;
  }

  /** Notes mode on or off; returns whether it is on. */
  toggleNotes(): boolean {
    this.notesMode = !this.notesMode;
    this.#host.requestUpdate();
    return this.notesMode;
  }

  /** Digit-first: picks `digit`, or puts it down again when it is the one picked. Returns the digit picked (0 none). */
  pick(digit: number): number {
    // A digit the grid has none of (a 7 on 6×6) is not picked.
    if (digit > this.size) return this.picked;
    this.picked = this.picked === digit ? 0 : digit;
    this.#host.requestUpdate();
    return this.picked;
  }

  /** Puts a picked digit down (the board left digit-first input). */
  unpick(): void {
    if (!this.picked) return;
    this.picked = 0;
    this.#host.requestUpdate();
  }

  /** A right-click or long press with no digit picked: the next digit goes in as a note. False: locked. */
  noteNextDigit(): boolean {
    if (this.locked) return false;
    this.noteNext = true;
    this.#host.requestUpdate();
    return true;
  }

  /** A colour (0 none) chosen in notes mode waits for the digit of its candidate. False: locked. */
  chooseNoteColour(colour: number): boolean {
    if (this.locked) return false;
    this.noteColour = colour;
    return true;
  }

  /** The colour chosen in notes mode, now taken (null: none was chosen; any other action forgets it too). */
  takeNoteColour(): number | null {
    const colour = this.noteColour;
    this.noteColour = null;
    return colour;
  }

  /**
   * A digit (0 erases; 1…size, others are passed over) on the selected cells: placed, or toggled as a note in notes mode, when `asNote` or after a
   * right-click (on in every cell unless all have it: then off in all). A digit all the cells already hold is taken
   * out again, as a second tap on a switch would. Givens are passed over.
   */
  input(digit: number, asNote: boolean): InputResult {
    const { game } = this;
    // A digit the grid has no place for (a 7 on 6×6) does nothing, as a letter key does.
    if (this.locked || !(digit >= 0 && digit <= game.geometry.size)) return null;
    const note = asNote || this.notesMode || this.noteNext;
    if (this.noteNext) {
      this.noteNext = false;
      this.#host.requestUpdate();
    }
    const cells = this.selection.filter((cell) => !game.isGiven(cell));
    if (cells.length === 0) return { given: true };
    const erase = (cell: number): CellEdit => ({
      cell,
      value: 0,
      notes: game.values[cell] && this.#host.autoCandidates ? game.candidates(cell) : 0,
    });
    if (digit === 0 || (!note && cells.every((cell) => game.values[cell] === digit))) {
      const move = game.apply(cells.map(erase));
      return move && { reason: 'erase', move, clash: false };
    }
    if (note) {
      const bit = digitBit(digit);
      const blanks = cells.filter((cell) => !game.values[cell]);
      const on = blanks.some((cell) => !(game.notes[cell] & bit));
      const move = game.apply(
        blanks.map((cell) => ({ cell, value: 0, notes: on ? game.notes[cell] | bit : game.notes[cell] & ~bit })),
      );
      return move && { reason: 'note', move, clash: false };
    }
    const move = game.place(cells, digit);
    if (!move) return null;
    const conflicts = game.conflicts();
    return { reason: 'entry', move, clash: cells.some((cell) => conflicts.has(cell)) };
  }

  /**
   * `count` more mistakes against `limit` (0: none). True when this reaches the limit: play stops. Reached also when
   * the limit was lowered below the mistakes made (the next one stops), but never once the player chose Continue.
   */
  addMistakes(count: number, limit: number): boolean {
    this.mistakes += count;
    const reached = limit > 0 && !this.wentOn && this.mistakes >= limit;
    if (reached) this.stopped = true;
    this.#host.requestUpdate();
    return reached;
  }

  /** Play goes on after the mistake limit stopped it. False: it was not stopped. */
  goOn(): boolean {
    if (!this.stopped) return false;
    this.stopped = false;
    this.wentOn = true;
    this.#host.requestUpdate();
    return true;
  }

  /** Pauses a game in play. False: nothing to pause (no game, over, paused or stopped already). */
  pause(): boolean {
    if (!this.playing) return false;
    this.paused = true;
    this.#host.requestUpdate();
    return true;
  }

  /** False: it was not paused. */
  resume(): boolean {
    if (!this.paused) return false;
    this.paused = false;
    this.#host.requestUpdate();
    return true;
  }

  /** The game is over (solved or revealed). */
  finish(): void {
    this.done = true;
    this.#host.requestUpdate();
  }

  /** A solved game taken back (undo, clear, a new value): play goes on. False: it was not over. */
  unfinish(): boolean {
    if (!this.done) return false;
    this.done = false;
    this.#host.requestUpdate();
    return true;
  }
}
