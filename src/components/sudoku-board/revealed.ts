/**
 * Digits the board put down (an applied hint, the solution revealed): which cells hold one (play/revealed.ts) and
 * their look. Loaded once a game is helped (a hint asked for, the solution revealed, such a game restored), since
 * only such a game has any, so the element's first download holds neither.
 */
import { css } from 'lit';

export { revealedCells } from '../../play/revealed.ts';

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
