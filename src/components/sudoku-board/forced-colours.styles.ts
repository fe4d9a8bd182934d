import { css } from 'lit';

/**
 * The board in forced colours (Windows high contrast, where the page's colours give way to a few system ones):
 * lines, the selection, its row, column and box, a hint's cells, mistakes and equal digits drawn with system colours, outlines and underlines, which survive
 * where backgrounds are flattened. Loaded only where forced colours are on, when the board connects or when they
 * come on later (BoardHost), so every other page does not download them with the element. Adopted after the board's
 * own styles, so these win.
 */
export const forcedColours = css`
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
    /* The selected cell's row, column and box, and a hint's cells: backgrounds are flattened, so a dotted or a
       dashed frame inside the cell (not colour alone); the selected cell keeps its own. */
    .cell.peer:not(.selected) {
      outline: 2px dotted GrayText;
      outline-offset: -3px;
    }
    .cell.hint:not(.selected) {
      outline: 2px dashed Highlight;
      outline-offset: -4px;
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
