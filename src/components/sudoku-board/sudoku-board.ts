/**
 * `<sudoku-board>`: importing this module defines the tag. The class is in sudoku-board.component.ts, its styles in
 * sudoku-board.styles.ts.
 */
// First, so that it runs before Lit loads (see the module).
import { stopWatchingLitPolicy } from './lit-policy-guard.ts';
import { SudokuBoard } from './sudoku-board.component.ts';

export * from './sudoku-board.component.ts';

stopWatchingLitPolicy();
customElements.define('sudoku-board', SudokuBoard);

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-board': SudokuBoard;
  }
}
