/**
 * An undo/redo stack of moves. A move is whatever the game says it is (here: the cells one action changed, before
 * and after); the stack only keeps order and position, so it can be saved and restored as plain data.
 */
export class History<Move> {
  #moves: Move[] = [];
  #position = 0;

  /** Records a move at the current position; anything that had been undone is forgotten, as in every editor. */
  push(move: Move): void {
    this.#moves.length = this.#position;
    this.#moves.push(move);
    this.#position++;
  }

  get canUndo(): boolean {
    return this.#position > 0;
  }

  get canRedo(): boolean {
    return this.#position < this.#moves.length;
  }

  /** The move to take back, or null at the start. */
  undo(): Move | null {
    return this.canUndo ? this.#moves[--this.#position] : null;
  }

  /** The move to play again, or null at the end. */
  redo(): Move | null {
    return this.canRedo ? this.#moves[this.#position++] : null;
  }

  clear(): void {
    this.#moves = [];
    this.#position = 0;
  }

  toJSON(): { moves: Move[]; position: number } {
    return { moves: this.#moves.slice(), position: this.#position };
  }

  /** Restores a saved stack; the caller has checked each move. */
  static from<Move>(moves: Move[], position: number): History<Move> {
    const history = new History<Move>();
    history.#moves = moves.slice();
    history.#position = Math.max(0, Math.min(position, moves.length));
    return history;
  }
}
