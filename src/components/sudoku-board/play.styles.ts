import { css } from 'lit';

/**
 * The play-flow controls (pause, notes sign, the hint line's room), apart from the board's layout and theme
 * (sudoku-board.styles.ts), whose colours they use. The new puzzle offer's are new-puzzle-offer.ts's.
 */
export const playStyles = css`
  /* The message line keeps its height: a long hint scrolls in it rather than making the board taller. */
  .message {
    block-size: 2.75rem;
    overflow-y: auto;
  }
  .mode {
    padding-inline: 0.4rem;
    border-radius: var(--sudoku-radius, 4px);
    background: var(--sudoku-accent, var(--_accent));
    color: var(--sudoku-accent-fg, var(--_accent-fg));
    font-size: 0.8rem;
    font-weight: 600;
  }

  /* The time and Pause together at the end of the status line. */
  .status .timer {
    margin-inline-start: auto;
  }
  /* A 44px touch target, as every control (the status line grows to hold it). */
  .status .pause {
    align-self: center;
    padding-block: 0;
    padding-inline: 0.5rem;
    font-size: 0.85rem;
  }
  /* Inside the grid's 2px frame, which stays whole (over it, its rounded corners showed as four marks). */
  .idle.paused {
    inset: 2px;
    background: var(--sudoku-bg, var(--_bg));
  }
`;
