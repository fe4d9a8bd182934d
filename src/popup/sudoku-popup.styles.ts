import { css } from 'lit';
import { srOnlyStyles } from '../components/common/sr-only.styles.ts';
import { techniqueListStyles } from './practise-dialog.ts';

/**
 * Two columns: the board (with its keypad) and one toolbar beside it. Stacking the toolbar above or below a square
 * board would pass the popup's 600 px height limit, while 800 px of width leaves room for a column. System colours
 * (Canvas, ButtonFace, ...) follow the browser's light or dark scheme, as the board's own colours do.
 */
const popupStyles = css`
  :host {
    --popup-accent: #2563eb;
    --popup-accent-fg: #ffffff;
    --popup-error: #b91c1c;
    /* Nine digit keys of 36 px in one row, and a grid as large as the popup's 600 px of height allows. */
    --popup-board-size: 340px;

    display: block;
    position: relative;
    /* The popup window takes the size of its content: this is what sets it. */
    inline-size: max-content;
    box-sizing: border-box;
    padding: 8px 10px;
    font:
      14px/1.4 system-ui,
      -apple-system,
      'Segoe UI',
      sans-serif;
    color: CanvasText;
    background: Canvas;
    color-scheme: light dark;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --popup-accent: #60a5fa;
      --popup-accent-fg: #0b1220;
      --popup-error: #fca5a5;
    }
  }

  .layout {
    display: grid;
    grid-template-columns: var(--popup-board-size) 10.5rem;
    gap: 14px;
  }

  sudoku-board,
  .placeholder {
    inline-size: var(--popup-board-size);
    --sudoku-max-width: var(--popup-board-size);
    /* The height the board fits in: Chrome's popup limit, less the popup's padding. The popup window takes its size
       from its content, so the board must not take its size from the window. (The play app, a page, sets a taller
       one for a larger board: app/index.html.) */
    --sudoku-height: var(--popup-board-height, 584px);
  }
  .placeholder {
    /* Status line + grid + keypad + message, so the popup does not jump when the board arrives. */
    block-size: calc(var(--popup-board-size) + 234px);
  }
  /* The toolbar beside the board has New game and the level: the board's own New game would be a second one. */
  sudoku-board::part(new-game) {
    display: none;
  }
  /* Two short lines for hints and messages (a longer one scrolls there), and the popup stays short. */
  sudoku-board::part(message) {
    min-block-size: 2.5em;
    block-size: 2.5em;
    margin-block-start: 6px;
    font-size: 0.8rem;
    line-height: 1.25;
  }
  /*
   * Whole pixels only, in everything that sets the popup's height: Chrome sizes the popup window to the content's
   * height rounded down, so a fraction (the board's 0.35rem and 0.4rem gaps are 5.6px and 6.4px) would leave a
   * 1px vertical scrollbar.
   */
  sudoku-board::part(keypad) {
    gap: 6px;
  }

  .toolbar {
    display: flex;
    flex-direction: column;
    /* 5px: room for the variant select within the 600px height. */
    gap: 5px;
    /* As tall as the board and never taller: a long notice scrolls inside itself, the popup does not grow. */
    contain: size;
    position: relative;
  }
  h1 {
    /* As tall as the board's status line, so the buttons start level with the grid. */
    margin: 0 0 -5px;
    font-size: 1rem;
    line-height: 1.75rem;
    font-weight: 650;
  }
  /* The variant and the level of New game: one caption over the two selects, to fit the popup's height. */
  .choice {
    display: grid;
    gap: 4px;
    font-size: 0.8rem;
  }
  .choice span {
    margin-block-end: -2px;
  }
  select,
  button,
  .button {
    box-sizing: border-box;
    inline-size: 100%;
    min-block-size: 2.125rem;
    padding: 0.25rem 0.6rem;
    font: inherit;
    text-align: start;
    border: 1px solid GrayText;
    border-radius: 4px;
    background: ButtonFace;
    color: ButtonText;
    cursor: pointer;
  }
  .button {
    display: flex;
    align-items: center;
    text-decoration: none;
  }
  button.primary {
    background: var(--popup-accent);
    border-color: var(--popup-accent);
    color: var(--popup-accent-fg);
    font-weight: 600;
  }
  button:hover,
  .button:hover,
  select:hover {
    border-color: var(--popup-accent);
  }
  button:focus-visible,
  .button:focus-visible,
  select:focus-visible {
    outline: 2px solid var(--popup-accent);
    outline-offset: 1px;
  }
  hr {
    inline-size: 100%;
    margin: 2px 0;
    border: none;
    border-block-start: 1px solid color-mix(in srgb, GrayText 45%, transparent);
  }
  small {
    /* Full colour: faded, it fell to 4.1:1 on a dark button. */
    font-size: 0.75rem;
  }

  /*
   * Over the foot of the toolbar (the copy buttons), not after it: the column is full (New game's two selects and
   * ten buttons), and a notice in its flow was pushed out of the popup, unseen. Dismissed with ×, it uncovers them.
   */
  .notice {
    position: absolute;
    inset-inline: 0;
    inset-block-end: 0;
    z-index: 1;
    max-block-size: 45%;
    box-sizing: border-box;
    background: Canvas;
    /* A ring of the page's colour: what it covers of the button above ends in a clean edge. */
    box-shadow: 0 0 0 6px Canvas;
    margin: 0;
    padding: 6px 1.75rem 6px 8px;
    font-size: 0.8rem;
    border-radius: 4px;
    border: 1px solid GrayText;
    overflow-wrap: anywhere;
    min-block-size: 2.5em;
    overflow: auto;
  }
  .notice.problem {
    border-color: var(--popup-error);
  }
  .notice button {
    position: absolute;
    inset-block-start: 2px;
    inset-inline-end: 2px;
    inline-size: 1.5rem;
    min-block-size: 1.5rem;
    padding: 0;
    text-align: center;
    border: none;
    background: transparent;
  }

  /* Practise a technique: the list scrolls inside the popup's 600 px. */
  dialog.practise {
    inline-size: 22rem;
    max-block-size: 540px;
    padding: 12px;
    color: CanvasText;
    background: Canvas;
    border: 1px solid GrayText;
    border-radius: 6px;
  }
  dialog.practise form {
    display: grid;
    gap: 8px;
  }
  dialog.practise h2 {
    margin: 0;
    font-size: 1rem;
  }
  dialog.practise p {
    margin: 0;
    font-size: 0.8rem;
  }
  dialog.practise .techniques {
    max-block-size: 380px;
  }

  sudoku-paste-panel,
  sudoku-stats-panel {
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  /* Today's daily solved: the mark beside its name. */
  .daily .solved {
    margin-inline-start: 0.25rem;
  }

  /* The question before a game in progress is replaced: over the bottom of the popup (the keypad, or the paste
   * panel's buttons), so the popup keeps its size and the question shows whichever view asked it. It is modal: the
   * rest is inert, and dimmed so that it looks it. */
  .backdrop {
    position: absolute;
    inset: 0;
    z-index: 2;
    background: rgb(0 0 0 / 0.3);
  }
  sudoku-replace-bar {
    position: absolute;
    inset-inline: 10px;
    inset-block-end: 8px;
    z-index: 3;
  }

  /*
   * Last, as it overrides the rules above. A window narrower than the popup (542 px) and taller than any action popup
   * (Chrome and Firefox cap those at 600 px) is a page: Firefox for Android opens the popup as one on a phone. There
   * the toolbar goes under the board, which takes the width there is, and nothing scrolls sideways. (The height keeps
   * the action popup out: Chrome sizes it from its content starting narrow, and a width-only query would make it so.)
   */
  @media (max-width: 540px) and (min-height: 601px) {
    :host {
      inline-size: auto;
    }
    .layout {
      grid-template-columns: minmax(0, var(--popup-board-size));
      justify-content: center;
    }
    sudoku-board {
      inline-size: auto;
      /* Its height once its keypad (a module of its own) is there: the toolbar under it does not jump when it comes. */
      min-block-size: calc(var(--popup-board-size) + 232px);
    }
    .toolbar {
      contain: none;
    }
    /* Under the board the column can grow: the notice takes its place at the end. */
    .notice {
      position: relative;
      max-block-size: none;
    }
  }
`;

export const styles = [popupStyles, techniqueListStyles, srOnlyStyles];
