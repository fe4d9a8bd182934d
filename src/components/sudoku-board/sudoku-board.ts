/**
 * `<sudoku-board>`: importing this module defines the tag. The class is in sudoku-board.component.ts, its styles in
 * sudoku-board.styles.ts.
 */
import { SudokuBoard } from './sudoku-board.component.ts';

export * from './sudoku-board.component.ts';

customElements.define('sudoku-board', SudokuBoard);

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-board': SudokuBoard;
  }
}
