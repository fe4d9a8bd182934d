import { css } from 'lit';

/**
 * The input and settings controls (Settings button, mistake count, the stop at the mistake limit), apart from the
 * board's layout and theme (sudoku-board.styles.ts), whose colours they use.
 */
export const inputStyles = css`
  .status .settings-button {
    min-block-size: 0;
    padding-block: 0;
    padding-inline: 0.5rem;
    font-size: 0.85rem;
  }
  .mistakes {
    font-variant-numeric: tabular-nums;
  }
`;
