import { css } from 'lit';

/**
 * The play-flow controls (new puzzle after a game, pause, notes sign, the hint line's room), apart from the board's
 * layout and theme (sudoku-board.styles.ts), whose colours they use.
 */
export const playStyles = css`
  /*
   * Over the bottom of the finished grid, not in a row of its own: the board keeps its height (a popup that has just
   * fitted would scroll), and a finished grid takes no more moves (Undo, which reopens it, also takes this away).
   */
  .new-puzzle {
    grid-area: frame;
    align-self: end;
    justify-self: center;
    /* Its width comes from the grid's, never the other way: what it offers wraps inside, and never widens the grid's
       column (beside the keypad, that would narrow the message and the keypad). */
    contain: inline-size;
    box-sizing: border-box;
    inline-size: calc(100% - 1rem);
    max-inline-size: 28rem;
    z-index: 1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    margin-block-end: 0.75rem;
    padding: 0.5rem 0.75rem;
    background: var(--sudoku-bg, var(--_bg));
    border: 1px solid var(--sudoku-box-line-color, var(--_box-line));
    border-radius: var(--sudoku-radius, 4px);
    box-shadow: 0 2px 8px rgb(0 0 0 / 25%);
  }
  .new-puzzle select {
    font: inherit;
    min-block-size: 44px;
    margin-inline-start: 0.35rem;
  }

  /* The message line keeps its height: a long hint scrolls in it rather than pushing the keypad from under a finger. */
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
  .idle.paused {
    background: var(--sudoku-bg, var(--_bg));
  }
`;
