import { css } from 'lit';

/**
 * The input and settings controls (Settings button, mistake count, the stop at the mistake limit), apart from the
 * board's layout and theme (sudoku-board.styles.ts), whose colours they use. The colours' own styles come with
 * colouring.ts.
 */
export const inputStyles = css`
  /* A drag over the grid selects cells: the page must not scroll under it; two fingers still zoom the page (the grid
     covers most of a phone's screen). A swipe that starts off the grid scrolls the page: nothing else claims one. */
  .grid {
    touch-action: pinch-zoom;
  }

  /* A 44px touch target, as Pause. */
  .status .settings-button {
    align-self: center;
    padding-block: 0;
    padding-inline: 0.5rem;
    font-size: 0.85rem;
  }
  .mistakes {
    font-variant-numeric: tabular-nums;
  }
`;
