import { css, unsafeCSS } from 'lit';

/** `.color-N` gives `--_color` its colour (the page's `--sudoku-color-N`, else the board's own). */
const colorClasses = unsafeCSS(
  [1, 2, 3, 4, 5, 6].map((n) => `.color-${n}{--_color:var(--sudoku-color-${n},var(--_color-${n}))}`).join(''),
);

/**
 * The input and settings controls (Settings button, mistake count, the stop at the mistake limit), apart from the
 * board's layout and theme (sudoku-board.styles.ts), whose colours they use.
 */
export const inputStyles = css`
  /* Cell colours: light enough under every digit and note (4.5:1 at least), told apart by hue, and named in each
     cell's label; a small number in the corner says which, for eyes that do not tell the hues apart. */
  :host {
    --_color-1: light-dark(#fef08a, #713f12);
    --_color-2: light-dark(#bbf7d0, #14532d);
    --_color-3: light-dark(#fbcfe8, #831843);
    --_color-4: light-dark(#ddd6fe, #4c1d95);
    --_color-5: light-dark(#fed7aa, #7c2d12);
    --_color-6: light-dark(#a5f3fc, #164e63);
  }
  @supports not (color: light-dark(#000, #fff)) {
    :host {
      --_color-1: #fef08a;
      --_color-2: #bbf7d0;
      --_color-3: #fbcfe8;
      --_color-4: #ddd6fe;
      --_color-5: #fed7aa;
      --_color-6: #a5f3fc;
    }
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) {
        --_color-1: #713f12;
        --_color-2: #14532d;
        --_color-3: #831843;
        --_color-4: #4c1d95;
        --_color-5: #7c2d12;
        --_color-6: #164e63;
      }
    }
  }
  ${colorClasses}
  .cell[data-color]:not(.selected),
  .palette button:not(.color-0) {
    background: var(--_color);
  }
  .cell[data-color]::after {
    content: attr(data-color);
    position: absolute;
    inset-block-end: 0;
    inset-inline-start: 0.15em;
    font-size: 0.3em;
    font-weight: 400;
    color: var(--sudoku-muted-color, var(--_muted));
  }
  .palette {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 0.25rem;
  }
  /* A drag over the grid selects cells: the page must not scroll or zoom under it. */
  .grid {
    touch-action: none;
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
