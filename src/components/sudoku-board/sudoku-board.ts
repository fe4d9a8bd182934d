/**
 * `<sudoku-board>`: importing this module defines the tag. The class is in sudoku-board.component.ts, its styles in
 * sudoku-board.styles.ts.
 */
// First, so that it runs before Lit loads (see the module).
import { stopWatchingLitPolicy } from './lit-policy-guard.ts';
import { SudokuBoard } from './sudoku-board.component.ts';

export * from './sudoku-board.component.ts';

stopWatchingLitPolicy();
// Only where there is a registry: in Node (server rendering, tests) `lit` resolves to Lit's own Node build, which
// brings its DOM shim, and importing the package must give the class without throwing.
globalThis.customElements?.define('sudoku-board', SudokuBoard);

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-board': SudokuBoard;
  }
}
