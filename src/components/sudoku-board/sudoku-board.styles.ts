import { css } from 'lit';
import { srOnlyStyles } from '../common/sr-only.styles.ts';

/**
 * Every colour is `var(--sudoku-x, var(--_x))`: the site's property wins, else the private default, which follows
 * `prefers-color-scheme`. Sizes are in container units of the host, so the board scales with its box, not the page.
 */
const boardStyles = css`
  :host {
    --_bg: #ffffff;
    --_fg: #1f2937;
    --_given: #111827;
    --_entry: #1d4ed8;
    --_note: #4b5563;
    --_line: #c5cad3;
    --_box-line: #374151;
    --_accent: #2563eb;
    --_accent-fg: #ffffff;
    --_selected-bg: #bfd3fe;
    --_peer-bg: #e9eef8;
    --_same-digit-bg: #d4e1fd;
    --_conflict: #b91c1c;
    --_conflict-bg: #fde2e2;
    --_hint-bg: #fef3c7;
    --_muted: #4b5563;

    display: block;
    container-type: inline-size;
    inline-size: 100%;
    min-inline-size: 280px;
    max-inline-size: var(--sudoku-max-width, 40rem);
    color: var(--sudoku-fg, var(--_fg));
    font-family: var(--sudoku-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    -webkit-tap-highlight-color: transparent;
  }

  @media (prefers-color-scheme: dark) {
    :host {
      --_bg: #111827;
      --_fg: #e5e7eb;
      --_given: #f3f4f6;
      --_entry: #93c5fd;
      --_note: #b6bdc9;
      --_line: #3b4453;
      --_box-line: #9ca3af;
      --_accent: #60a5fa;
      --_accent-fg: #0b1220;
      --_selected-bg: #1e3a8a;
      --_peer-bg: #1b2536;
      --_same-digit-bg: #1f3566;
      --_conflict: #fca5a5;
      --_conflict-bg: #4c1d1d;
      --_hint-bg: #4a3b0a;
      --_muted: #b6bdc9;
    }
  }

  :host([hidden]) {
    display: none;
  }

  .status {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.5rem;
    block-size: 1.75rem;
    font-size: 0.95rem;
    color: var(--sudoku-muted-color, var(--_muted));
  }
  .level {
    text-transform: capitalize;
  }
  .timer {
    font-variant-numeric: tabular-nums;
  }

  .frame {
    position: relative;
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
    display: grid;
    place-items: center;
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
  .cell.hint {
    background: var(--sudoku-hint-bg, var(--_hint-bg));
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
    font-size: calc(100cqi / 27 * 0.68);
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
  .note.eliminate {
    color: var(--sudoku-conflict-color, var(--_conflict));
    text-decoration: line-through;
  }

  .grid.celebrate .cell {
    animation: wave 700ms ease-out both;
    animation-delay: calc(var(--wave) * 35ms);
  }
  @keyframes wave {
    40% {
      background: var(--sudoku-same-digit-bg, var(--_same-digit-bg));
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .grid.celebrate .cell {
      animation: none;
    }
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
    min-block-size: 2.75rem;
    margin: 0.4rem 0 0;
    font-size: 0.95rem;
    line-height: 1.35;
  }

  .keypad {
    display: grid;
    gap: 0.35rem;
    margin-block-start: 0.25rem;
  }
  .digits {
    display: grid;
    grid-template-columns: repeat(9, minmax(0, 1fr));
    gap: 0.25rem;
  }
  .actions {
    display: grid;
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 0.25rem;
  }
  button {
    font: inherit;
    color: inherit;
    background: var(--sudoku-bg, var(--_bg));
    border: 1px solid var(--sudoku-line-color, var(--_line));
    border-radius: var(--sudoku-radius, 4px);
    min-block-size: 2.5rem;
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
  .key {
    display: grid;
    justify-items: center;
    font-size: calc(min(100cqi / 9, 4rem) * 0.42);
    font-weight: 600;
    line-height: 1.1;
  }
  .key small {
    font-size: 0.6em;
    font-weight: 400;
  }
  .actions button {
    font-size: 0.85rem;
  }

  @media (forced-colors: active) {
    .grid,
    .cell {
      border-color: CanvasText;
    }
    .cell.selected {
      outline: 3px solid Highlight;
      outline-offset: -3px;
    }
    .cell.conflict .digit,
    .cell.wrong .digit {
      color: Mark;
      text-decoration: underline wavy;
    }
    .cell.same-digit .digit,
    .note.same-digit {
      text-decoration: underline;
    }
    button[aria-pressed='true'] {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
  }
`;

export const styles = [boardStyles, srOnlyStyles];
