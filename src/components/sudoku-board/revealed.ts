/**
 * Digits the board put down (an applied hint, the solution revealed): which cells hold one (play/revealed-cells.ts) and
 * their look. Only a helped game has any, so the parts that help or follow help bring it (the hint code, the
 * finished game's offer, the saved-game keeper restoring a helped game): the element's first download holds neither.
 */
import { css, type CSSResult } from 'lit';
import type { Game } from '../../play/game.ts';
import { revealedCells } from '../../play/revealed-cells.ts';

/** What showRevealed gives a board: the board's own members (BoardHost), absent in a keeper's test model. */
export interface RevealingBoard {
  revealedCells?: (game: Game) => Set<number>;
  addStyles?(styles: CSSResult): void;
}

/**
 * Their own colour (4.6:1 or more on every cell background, light and dark) and slanted, which forced colours keep
 * when they flatten colours. Adopted after the board's own styles, so it wins over `.entry`'s colour.
 */
export const revealedStyles = css`
  .revealed {
    color: var(--sudoku-revealed-color, light-dark(#6b21a8, #d8b4fe));
    font-style: italic;
  }
  @supports not (color: light-dark(#000, #fff)) {
    .revealed {
      color: var(--sudoku-revealed-color, #6b21a8);
    }
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) .revealed {
        color: var(--sudoku-revealed-color, #d8b4fe);
      }
    }
  }
`;

/** From now on the board marks the digits it put down (once a board; the caller updates the board next). */
export function showRevealed(board: RevealingBoard): void {
  if (board.revealedCells) return;
  board.revealedCells = revealedCells;
  board.addStyles?.(revealedStyles);
}
