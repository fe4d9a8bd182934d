/**
 * The styles of a grid other than 9×9, made from its geometry: its rows and columns, the thick lines at its boxes'
 * edges, its notes laid out as a box (2×2 on 4×4, 2 rows of 3 on 6×6) and a keypad key per digit. The 9×9 grid's
 * are the board's own (sudoku-board.styles.ts, keypad-view.ts); these are loaded when a game of another size comes,
 * and scoped to the board drawing that size (`.board[data-size]`), so they win over the 9×9 rules they replace.
 */
import { unsafeCSS, type CSSResult } from 'lit';
import type { Geometry } from '../../engine/geometry.ts';

const LINE = '1px solid var(--sudoku-line-color, var(--_line))';
const BOX_LINE = '2px solid var(--sudoku-box-line-color, var(--_box-line))';

/** The indexes 0…size-2 of the lines (rows or columns) a box ends at, `span` a box's extent: a thick line after each. */
const boxEnds = (size: number, span: number): number[] =>
  Array.from({ length: size - 1 }, (_, i) => i).filter((i) => i % span === span - 1);

export function sizeStyles(geometry: Geometry): CSSResult {
  const { size, boxRows, boxCols } = geometry;
  const board = `.board[data-size="${size}"]`;
  const last = size - 1;
  const columns = boxEnds(size, boxCols).map((c) => `.c${c}`);
  const rows = boxEnds(size, boxRows).map((r) => `.r${r}`);
  // Notes in the box's shape, their digits sized to the smaller of a note's width and height.
  const noteSpan = size * Math.max(boxRows, boxCols);
  return unsafeCSS(`
    ${board} .grid { grid-template-rows: repeat(${size}, minmax(0, 1fr)); }
    ${board} .row { grid-template-columns: repeat(${size}, minmax(0, 1fr)); grid-template-rows: minmax(0, 1fr); }
    ${board} .cell {
      border-inline-end: ${LINE};
      border-block-end: ${LINE};
      font-size: calc(100cqi / ${size} * 0.56);
    }
    ${board} .cell:is(${columns.join(', ')}) { border-inline-end: ${BOX_LINE}; }
    ${board} .cell.c${last} { border-inline-end: none; }
    ${board} .cell:is(${rows.join(', ')}) { border-block-end: ${BOX_LINE}; }
    ${board} .cell.r${last} { border-block-end: none; }
    ${board} .notes {
      /* minmax(0, …) here and on the row: notes share the cell and never stretch it or its row (16×16's 10 px
         floor is more than a phone's quarter cell; there they are clipped to it). */
      grid-template: repeat(${boxRows}, minmax(0, 1fr)) / repeat(${boxCols}, minmax(0, 1fr));
      line-height: 1;
      overflow: hidden;
      /* At most 0.45 of a digit's size, as on 9×9: 4×4's roomy notes would rival the digits. */
      font-size: max(10px, min(calc(100cqi / ${noteSpan} * 0.68), calc(100cqi / ${size} * 0.25)));
    }
    ${board} .keypad .digits { grid-template-columns: repeat(${size}, minmax(0, 1fr)); }
    ${board} .keypad .key { font-size: clamp(1rem, 100cqi / ${size} * 0.42, 1.7rem); }
    @media (forced-colors: active) {
      ${board} .cell { border-color: CanvasText; }
    }
  `);
}
