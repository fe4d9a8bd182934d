import { css } from 'lit';

/**
 * What a hint on show looks like: its cells' background, and the candidates its step removes, struck. Adopted into
 * the board with the hint code (hint-play.ts), the first time a hint is asked for, so a board never hinted does not
 * download them. Adopted after the board's own styles, so the cell rule leaves out what must look otherwise: a
 * hint cell that is selected, or holds a conflict or a wrong digit, looks like one (as before the move to a sheet
 * of its own); over a peer or an equal digit, the hint's colour shows.
 */
export const hintStyles = css`
  .cell.hint:not(.selected, .conflict, .wrong) {
    /* The default (light, dark) comes with the hint code; legacy-colours.styles.ts sets --_hint-bg plain. */
    background: var(--sudoku-hint-bg, var(--_hint-bg, light-dark(#fbe7a1, #574512)));
  }
  .note.eliminate {
    color: var(--sudoku-conflict-color, var(--_conflict));
    text-decoration: line-through;
  }
`;
