/**
 * The state of one game, without any DOM: givens, the player's digits and notes, and the undo history. Every change
 * goes through `apply`, which records the cells it touched before and after, so undo/redo covers notes and the
 * automatic removal of notes alike.
 */
import type { Geometry } from '../engine/geometry.ts';
import { CLASSIC, digitBit, findConflicts, gridToLine, type Grid } from '../engine/grid.ts';
import { History } from './history.ts';

/** One cell: its digit (0 blank) and its notes (bit d-1 = digit d). */
export interface CellState {
  value: number;
  notes: number;
  /** Its colour (1–6, 0 none), in a colouring move only: absent, the move leaves the colour as it is. */
  color?: number;
  /** Its candidates' colours (see Game.noteColors), in a candidate-colouring move only. */
  noteColors?: number;
}

export interface CellChange {
  cell: number;
  before: CellState;
  after: CellState;
  /** An applied hint made it: its digit is the board's, not the player's (absent in older records: the player's). */
  hint?: true;
}

/** What one player action changed: undone and redone as a whole. */
export type Move = CellChange[];

/** Digit `digit`'s colour (0 none) in a cell's packed candidate colours (Game.noteColors). */
export const noteColourOf = (packed: number, digit: number): number => (packed >> (3 * (digit - 1))) & 7;

export interface CellEdit extends CellState {
  cell: number;
}

/**
 * Why `line` can't be the board's value over `givens` ("it has 80 characters, not 81", "'x' at row 2, column 2 is
 * not a digit or '.'", "row 1, column 3 is the given 3, not 5"); null when it can. A blank where a given is, is
 * fine: the given stays. Another geometry's value has its cell count, and digits up to its size.
 */
export function valueProblem(line: string, givens: readonly number[], geometry: Geometry = CLASSIC): string | null {
  const { cellCount, size, rowOf, colOf } = geometry;
  const cellWords = (cell: number): string => `row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}`;
  // 1–9, then a–g or A–G (10–16) on 16×16: base 17's digits ('0' passes too, but it is taken as a blank first).
  const isDigit = (c: string): boolean => parseInt(c, 17) <= size;
  const chars = [...line];
  if (chars.length !== cellCount) return `it has ${chars.length} characters, not ${cellCount}`;
  const bad = chars.findIndex((c) => c !== '.' && c !== '0' && !isDigit(c));
  // A 7 on 6×6 is no digit of that grid: the same words as for a letter.
  if (bad >= 0) return `'${chars[bad]}' at ${cellWords(bad)} is not a digit or '.'`;
  // Every character is a digit, '.' or '0' by now: one above '0' is a digit.
  const changed = chars.findIndex((c, cell) => givens[cell] && c > '0' && parseInt(c, 17) !== givens[cell]);
  if (changed >= 0) return `${cellWords(changed)} is the given ${givens[changed]}, not ${chars[changed]}`;
  return null;
}

export class Game {
  readonly givens: Grid;
  readonly values: Grid;
  readonly notes: number[];
  /** Cell colours the player gave (1–6, 0 none), for colouring techniques: undoable, but no part of the value. */
  readonly colors: number[];
  /**
   * Candidate colours: per cell, 3 bits a digit (bits 3(d-1) to 3(d-1)+2 hold digit d's colour, 1–6, 0 none). Kept
   * when the note goes and shown again when it comes back, as HoDoKu does.
   */
  readonly noteColors: number[];
  /** The grid's shape: its digits, cells, units and peers (classic 9×9 unless the game says otherwise). */
  readonly geometry: Geometry;
  history = new History<Move>();
  /** Moves that revealed the solution: redone, they are still a reveal, not a solve by the player. */
  readonly #reveals = new WeakSet<Move>();

  /** `givens` has `geometry.cellCount` cells; the other grids, when given, as many. */
  constructor(
    givens: Grid,
    values?: Grid,
    notes?: number[],
    colors?: number[],
    noteColors?: number[],
    geometry: Geometry = CLASSIC,
  ) {
    this.geometry = geometry;
    this.givens = givens.slice();
    this.values = givens.map((g, cell) => g || values?.[cell] || 0);
    this.notes = givens.map((g, cell) => (g ? 0 : (notes?.[cell] ?? 0) & geometry.allDigits));
    this.colors = givens.map((g, cell) => (g ? 0 : (colors?.[cell] ?? 0)));
    this.noteColors = givens.map((g, cell) => (g ? 0 : (noteColors?.[cell] ?? 0)));
  }

  isGiven(cell: number): boolean {
    return this.givens[cell] !== 0;
  }

  get value(): string {
    return gridToLine(this.values, this.geometry.cellCount);
  }

  /** Applies edits to non-given cells as one undoable move; returns it, or null when nothing changed. */
  apply(edits: readonly CellEdit[]): Move | null {
    const move: Move = [];
    const seen = new Set<number>();
    for (const { cell, value, notes } of edits) {
      if (this.isGiven(cell) || seen.has(cell)) continue;
      seen.add(cell);
      const before = { value: this.values[cell], notes: this.notes[cell] };
      const after = { value, notes: value ? 0 : notes & this.geometry.allDigits };
      if (before.value === after.value && before.notes === after.notes) continue;
      move.push({ cell, before, after });
    }
    if (move.length === 0) return null;
    this.#play(move, 'after');
    this.history.push(move);
    return move;
  }

  /** Places `digit` (0 clears) in `cells` and takes that digit out of their peers' notes, in one move. */
  place(cells: readonly number[], digit: number): Move | null {
    // The placements first: a cell placed wins over its notes edit as another placed cell's peer (apply keeps the first).
    const edits: CellEdit[] = cells.map((cell) => ({ cell, value: digit, notes: 0 }));
    const bit = digitBit(digit);
    for (const cell of cells) {
      if (!digit || this.isGiven(cell)) continue;
      for (const peer of this.geometry.peers[cell]) {
        if (!this.values[peer] && this.notes[peer] & bit)
          edits.push({ cell: peer, value: 0, notes: this.notes[peer] & ~bit });
      }
    }
    return this.apply(edits);
  }

  /** Plays a move made elsewhere (colouring.ts) and puts it in the history. */
  commit(move: Move): Move {
    this.#play(move, 'after');
    this.history.push(move);
    return move;
  }

  /** The digits no peer holds: what a note-taker would pencil in. */
  candidates(cell: number): number {
    let used = 0;
    for (const peer of this.geometry.peers[cell]) if (this.values[peer]) used |= digitBit(this.values[peer]);
    return this.geometry.allDigits & ~used;
  }

  /** Pencils every candidate into every blank cell, as one move. */
  fillNotes(): Move | null {
    const edits: CellEdit[] = [];
    for (let cell = 0; cell < this.geometry.cellCount; cell++)
      if (!this.values[cell]) edits.push({ cell, value: 0, notes: this.candidates(cell) });
    return this.apply(edits);
  }

  /** Removes every digit and note the player put down, as one move. */
  clearAll(): Move | null {
    const edits: CellEdit[] = [];
    for (let cell = 0; cell < this.geometry.cellCount; cell++)
      if (!this.isGiven(cell)) edits.push({ cell, value: 0, notes: 0 });
    return this.apply(edits);
  }

  undo(): Move | null {
    const move = this.history.undo();
    if (move) this.#play(move, 'before');
    return move;
  }

  redo(): Move | null {
    const move = this.history.redo();
    if (move) this.#play(move, 'after');
    return move;
  }

  markRevealed(move: Move): void {
    this.#reveals.add(move);
  }

  isRevealed(move: Move): boolean {
    return this.#reveals.has(move);
  }

  /** Cells holding a digit that another cell of one of its units also holds (or that break a variant's rule). */
  conflicts(): Set<number> {
    // A variant judges by all its rules (its units among them); a classic grid by its units.
    const { clashes, units } = this.geometry;
    return new Set(clashes?.(this.values) ?? findConflicts(this.values, units).flatMap((conflict) => conflict.cells));
  }

  /** How many of each digit are still to place (index 1…size), never below 0. */
  remaining(): number[] {
    const { size } = this.geometry;
    const left = new Array<number>(size + 1).fill(size);
    left[0] = 0;
    for (const v of this.values) if (v) left[v] = Math.max(0, left[v] - 1);
    return left;
  }

  /** The player's digits that differ from `solution`; without one, those that clash with another digit. */
  wrongEntries(solution: Grid | null): number[] {
    const conflicts = this.conflicts();
    const wrong: number[] = [];
    for (let cell = 0; cell < this.geometry.cellCount; cell++) {
      const v = this.values[cell];
      if (!v || this.isGiven(cell)) continue;
      if (solution ? v !== solution[cell] : conflicts.has(cell)) wrong.push(cell);
    }
    return wrong;
  }

  isFull(): boolean {
    return this.values.every((v) => v !== 0);
  }

  /** Full and without conflicts; against `solution` too when it is known (a puzzle with one solution). */
  isSolved(solution?: Grid | null): boolean {
    if (!this.isFull() || this.conflicts().size > 0) return false;
    return !solution || this.values.every((v, cell) => v === solution[cell]);
  }

  #play(move: Move, side: 'before' | 'after'): void {
    for (const change of move) {
      const { value, notes, color, noteColors } = change[side];
      this.values[change.cell] = value;
      this.notes[change.cell] = notes;
      if (color !== undefined) this.colors[change.cell] = color;
      if (noteColors !== undefined) this.noteColors[change.cell] = noteColors;
    }
  }
}
