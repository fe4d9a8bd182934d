import { css } from 'lit';
import { srOnlyStyles } from '../common/sr-only.styles.ts';

/**
 * Every colour is `var(--sudoku-x, var(--_x))`: the site's property wins, else the private default. The defaults are
 * `light-dark()` pairs, so the board follows the `color-scheme` it inherits from the page (a light page under a dark
 * OS gets a light board, and the reverse); `theme` forces one. Browsers without `light-dark()` (before 2024) load
 * plain colours that follow the OS's `prefers-color-scheme` (legacy-colours.styles.ts). Sizes are in container units, so the board scales with its box, not the page.
 */
const boardStyles = css`
  :host {
    --_bg: light-dark(#ffffff, #111827);
    --_fg: light-dark(#1f2937, #e5e7eb);
    --_given: light-dark(#111827, #f3f4f6);
    --_entry: light-dark(#1e40af, #bfdbfe);
    --_note: light-dark(#374151, #d1d5db);
    --_line: light-dark(#c5cad3, #3b4453);
    --_box-line: light-dark(#374151, #9ca3af);
    --_accent: light-dark(#2563eb, #60a5fa);
    --_accent-fg: light-dark(#ffffff, #0b1220);
    --_selected-bg: light-dark(#a3bef3, #2d4c9a);
    --_peer-bg: light-dark(#dde4f0, #223047);
    --_same-digit-bg: light-dark(#bccef2, #2a4375);
    --_conflict: light-dark(#b91c1c, #fca5a5);
    --_conflict-bg: light-dark(#f9d2d2, #5a2323);
    --_muted: light-dark(#4b5563, #b6bdc9);
    /* Highlights differ from a plain cell by 1.3:1 (peers), 1.6:1 (equal digits) and 1.9:1 (selected) in light, more
       in dark, with every digit and note on them at 4.5:1 or more. */

    display: block;
    container-type: inline-size;
    inline-size: 100%;
    min-inline-size: 280px;
    max-inline-size: var(--sudoku-max-width, 40rem);
    color: var(--sudoku-fg, var(--_fg));
    font-family: var(--sudoku-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    -webkit-tap-highlight-color: transparent;
  }
  :host([theme='light']) {
    color-scheme: light;
  }
  :host([theme='dark']) {
    color-scheme: dark;
  }
  :host([theme='auto']) {
    color-scheme: light dark;
  }

  :host([hidden]) {
    display: none;
  }

  /*
   * The board is never taller than the space it is given: the window's less a page's usual margins (8px above and
   * below) and, where the board starts in the first screen, the page above it (--_above, board-host.ts), or
   * --sudoku-height for a host in a box of its own. The grid's row gives way first: it is as tall as the host is wide, and shrinks (a square, centred)
   * to leave room for the status line, message and keypad as they are drawn, whatever their size (no estimate). When
   * the space is wide and short, the keypad goes beside the grid (keypad-view.ts: only a keypad goes there).
   */
  .board {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    /* (The rows after these two are auto.) */
    grid-template-rows: auto minmax(0, 1fr);
    grid-template-areas: 'status' 'frame' 'keypad' 'message';
    max-block-size: var(--sudoku-height, calc(100dvh - 1rem - var(--_above, 0px)));
  }
  .status {
    grid-area: status;
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
    min-block-size: 1.75rem;
    font-size: 0.95rem;
    color: var(--sudoku-muted-color, var(--_muted));
    /* Its buttons keep their words on one line: where they don't fit in one row, the row wraps. */
    flex-wrap: wrap;
    white-space: nowrap;
  }
  .level {
    text-transform: capitalize;
  }
  .timer {
    font-variant-numeric: tabular-nums;
  }

  /* The grid's room: as tall as wide unless the board's height says less; the grid is the largest square in it. */
  .fit {
    grid-area: frame;
    /* Its height as it gets in line: as wide as the board. Stretched both ways, it takes its row's height. */
    aspect-ratio: 1;
    place-self: stretch;
    min-block-size: 240px;
  }
  /* The largest square in .fit: as wide as it, unless its height (carried over by aspect-ratio) says less. */
  .frame {
    position: relative;
    /* The cells' sizes are in units of the grid's own width. */
    container-type: inline-size;
    margin-inline: auto;
    aspect-ratio: 1;
    max-block-size: 100%;
  }
  .grid {
    display: grid;
    grid-template-rows: repeat(9, minmax(0, 1fr));
    aspect-ratio: 1;
    inline-size: 100%;
    box-sizing: border-box;
    border: 2px solid var(--sudoku-box-line-color, var(--_box-line));
    border-radius: var(--sudoku-radius, 4px);
    overflow: hidden;
    background: var(--sudoku-bg, var(--_bg));
    user-select: none;
    touch-action: manipulation;
  }
  .row {
    display: grid;
    grid-template-columns: repeat(9, minmax(0, 1fr));
  }

  .cell {
    position: relative;
    /* Flex, not grid, to centre one child: the same place, in about half the layout time (81 cells, at every move). */
    display: flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    min-inline-size: 0;
    border-inline-end: 1px solid var(--sudoku-line-color, var(--_line));
    border-block-end: 1px solid var(--sudoku-line-color, var(--_line));
    background: var(--sudoku-bg, var(--_bg));
    font-size: calc(100cqi / 9 * 0.56);
    line-height: 1;
    cursor: pointer;
    outline: none;
  }
  .cell.c2,
  .cell.c5 {
    border-inline-end: 2px solid var(--sudoku-box-line-color, var(--_box-line));
  }
  .cell.c8 {
    border-inline-end: none;
  }
  .cell.r2,
  .cell.r5 {
    border-block-end: 2px solid var(--sudoku-box-line-color, var(--_box-line));
  }
  .cell.r8 {
    border-block-end: none;
  }

  .cell.peer {
    background: var(--sudoku-peer-bg, var(--_peer-bg));
  }
  .cell.same-digit {
    background: var(--sudoku-same-digit-bg, var(--_same-digit-bg));
  }
  .cell.selected {
    background: var(--sudoku-selected-bg, var(--_selected-bg));
  }
  .cell:focus-visible,
  .grid:focus-within .cell.selected {
    box-shadow: inset 0 0 0 2px var(--sudoku-accent, var(--_accent));
  }

  .given {
    color: var(--sudoku-given-color, var(--_given));
    font-weight: 700;
  }
  .entry {
    color: var(--sudoku-entry-color, var(--_entry));
    font-weight: 500;
  }
  .cell.conflict .digit,
  .cell.wrong .digit {
    color: var(--sudoku-conflict-color, var(--_conflict));
  }
  .cell.conflict,
  .cell.wrong {
    background: var(--sudoku-conflict-bg, var(--_conflict-bg));
  }
  .cell.wrong .digit {
    text-decoration: line-through;
  }

  .notes {
    display: grid;
    grid-template: repeat(3, 1fr) / repeat(3, 1fr);
    inline-size: 100%;
    block-size: 100%;
    /* Never below 12px: smaller notes are unreadable on a phone. */
    font-size: max(12px, calc(100cqi / 27 * 0.68));
    color: var(--sudoku-note-color, var(--_note));
  }
  .note {
    display: grid;
    place-items: center;
  }
  .note::before {
    content: attr(data-digit);
  }
  .note.same-digit {
    color: var(--sudoku-fg, var(--_fg));
    font-weight: 700;
  }

  .busy,
  .idle {
    position: absolute;
    inset: 0;
    display: grid;
    place-content: center;
    gap: 0.75rem;
    justify-items: center;
    background: color-mix(in srgb, var(--sudoku-bg, var(--_bg)) 85%, transparent);
    border-radius: var(--sudoku-radius, 4px);
    font-size: 1rem;
  }
  .spinner {
    inline-size: 2rem;
    block-size: 2rem;
    border: 3px solid var(--sudoku-line-color, var(--_line));
    border-block-start-color: var(--sudoku-accent, var(--_accent));
    border-radius: 50%;
    animation: spin 0.9s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }

  .message {
    grid-area: message;
    min-block-size: 2.75rem;
    margin: 0.4rem 0 0;
    font-size: 0.95rem;
    line-height: 1.35;
  }

  button {
    font: inherit;
    color: inherit;
    background: var(--sudoku-bg, var(--_bg));
    border: 1px solid var(--sudoku-line-color, var(--_line));
    border-radius: var(--sudoku-radius, 4px);
    min-block-size: 44px;
    min-inline-size: 44px;
    padding: 0.2rem;
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    border-color: var(--sudoku-accent, var(--_accent));
  }
  button:focus-visible {
    outline: 2px solid var(--sudoku-accent, var(--_accent));
    outline-offset: 1px;
  }
  button:disabled {
    cursor: default;
    opacity: 0.55;
  }
  button[aria-pressed='true'] {
    background: var(--sudoku-accent, var(--_accent));
    color: var(--sudoku-accent-fg, var(--_accent-fg));
    border-color: var(--sudoku-accent, var(--_accent));
  }
`;

export const styles = [boardStyles, srOnlyStyles];
