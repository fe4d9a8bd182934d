import { css } from 'lit';

/**
 * The board on paper: the grid alone, black on white at about 15 cm (a printed page's width, less margins, is 16–19
 * cm), givens bold and the player's digits plain. `!important` because a page's own colours (the custom properties,
 * `::part` rules) are for the screen; inside the shadow root it also wins over a page's `!important`.
 */
export const printStyles = css`
  @media print {
    .status,
    .message,
    .keypad,
    .new-puzzle,
    .busy,
    .idle,
    dialog {
      display: none !important;
    }
    /* One block, not the screen's grid of areas (whose landscape layout would shrink the grid to its minimum). */
    :host {
      max-inline-size: none;
    }
    .board {
      display: block;
    }
    .frame {
      inline-size: min(100%, 15cm);
      margin: auto;
    }
    .grid {
      break-inside: avoid;
    }
    .grid,
    .cell {
      background: #fff !important;
      border-color: #000 !important;
      box-shadow: none !important;
    }
    .cell,
    .cell * {
      color: #000 !important;
      text-decoration: none !important;
    }
    /* (Notes too: a note of the selected digit is bold on screen.) */
    .entry,
    .note {
      font-weight: 400 !important;
    }
  }
`;
