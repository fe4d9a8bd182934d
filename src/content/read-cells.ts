/**
 * Reading 81 cells from the page's elements, for the grabber's rows (grid-sources.ts): a cell's value, a 9×9
 * table, a table of 3×3 box tables, a container of 81 cells in the order they are drawn, and the selected text as
 * drawn. Runs in the page (the grabber's page script bundles it).
 */
import { CLASSIC } from '../engine/grid.ts';
import type { Anchor, GridRead, PageView } from './grab-types.ts';

/** Where `rect` is in document coordinates, so the overlay can sit next to it; null for an empty box. */
export function anchorOf(rect: DOMRect | null): Anchor | null {
  if (!rect || (rect.width === 0 && rect.height === 0)) return null;
  return {
    top: rect.top + window.scrollY,
    left: rect.left + window.scrollX,
    bottom: rect.bottom + window.scrollY,
    right: rect.right + window.scrollX,
  };
}

/** One cell's value: a digit, `.` for blank, or null when the cell holds something that is not a Sudoku value. */
export function cellValue(cell: Element): string | null {
  const field =
    cell instanceof HTMLInputElement || cell instanceof HTMLSelectElement || cell instanceof HTMLTextAreaElement
      ? cell
      : cell.querySelector('input, select, textarea');
  let text: string;
  if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) {
    text = field.value;
  } else {
    text = (cell instanceof HTMLElement ? cell.innerText : cell.textContent) ?? '';
  }
  // JS trim also removes &nbsp; (U+00A0).
  text = text.trim();
  if (/^[1-9]$/.test(text)) return text;
  if (text === '' || /^[0._\-*?xX]$/.test(text)) return '.';
  // Several digits in one cell are pencil marks (candidates), not a value.
  if (/^[1-9](?:[\s,]*[1-9])+$/.test(text)) return '.';
  return null;
}

export function readCells(cells: Element[]): string | null {
  if (cells.length !== CLASSIC.cellCount) return null;
  let out = '';
  for (const cell of cells) {
    const value = cellValue(cell);
    if (value === null) return null;
    out += value;
  }
  return out;
}

/** The rows of a table that belong to it, not to a table nested inside one of its cells. */
export function ownRows(table: HTMLTableElement): HTMLTableRowElement[] {
  return Array.from(table.rows).filter((row) => row.closest('table') === table);
}

/** A table of `count` rows of `count` cells each (its own rows), or not. */
const isSquare = (rows: HTMLTableRowElement[], count: number): boolean =>
  rows.length === count && rows.every((row) => row.cells.length === count);

export function readNineByNine(table: HTMLTableElement): string | null {
  const rows = ownRows(table);
  if (!isSquare(rows, CLASSIC.size)) return null;
  return readCells(rows.flatMap((row) => Array.from(row.cells)));
}

/**
 * A table of box tables (3×3 of 3×3 on the classic grid): the outer table's cells are the boxes, row by row, each a
 * nested table whose cells are the box's in reading order, which is the order of the geometry's box units.
 */
export function readBoxTables(table: HTMLTableElement): string | null {
  const rows = ownRows(table);
  const { size, boxRows, units } = CLASSIC;
  // Square boxes only (the classic 3×3): a page's box tables are as many across as each is wide.
  if (!isSquare(rows, boxRows)) return null;
  const grid: Element[] = new Array(CLASSIC.cellCount);
  const boxes = units.filter((unit) => unit.kind === 'box');
  for (const [b, box] of boxes.entries()) {
    const inner = rows[(b / boxRows) | 0].cells[b % boxRows].querySelector('table');
    if (!inner) return null;
    const innerRows = ownRows(inner);
    if (!isSquare(innerRows, boxRows)) return null;
    const boxCells = innerRows.flatMap((row) => Array.from(row.cells));
    box.cells.forEach((cell, i) => (grid[cell] = boxCells[i]));
  }
  return boxes.length === size ? readCells(grid) : null;
}

/** Element children that are drawn (hidden helpers and styles do not count as cells). */
export function drawnChildren(element: Element): Element[] {
  return Array.from(element.children).filter(
    (child) =>
      !(child instanceof HTMLStyleElement || child instanceof HTMLScriptElement || child.tagName === 'TEMPLATE'),
  );
}

/** 81 cells of a container: its 81 children, or 9 groups (rows or boxes) of 9. */
export function cellsOf(container: Element): Element[] | null {
  const { size, cellCount } = CLASSIC;
  const children = drawnChildren(container);
  if (children.length === cellCount) return children;
  if (children.length === size) {
    const groups = children.map(drawnChildren);
    if (groups.every((group) => group.length === size)) return groups.flat();
  }
  return null;
}

/**
 * Cells in reading order by where they are drawn: sort by centre, top to bottom, then cut into rows of 9 sorted
 * left to right. That works whether the 9 groups are rows or boxes. Cells not laid out keep the DOM order.
 */
export function inReadingOrder(cells: Element[]): Element[] {
  const placed = cells.map((cell) => {
    const rect = cell.getBoundingClientRect();
    return { cell, x: rect.left + rect.width / 2, y: rect.top + rect.height / 2, drawn: rect.width > 0 };
  });
  if (!placed.every((p) => p.drawn)) return cells;
  placed.sort((a, b) => a.y - b.y);
  const rows: (typeof placed)[] = [];
  const { size } = CLASSIC;
  for (let r = 0; r < size; r++) rows.push(placed.slice(r * size, (r + 1) * size).sort((a, b) => a.x - b.x));
  return rows.flat().map((p) => p.cell);
}

/** The first element of `elements` that `readOne` reads as 81 cells, as a reading anchored at the selection. */
export function firstGrid<E extends Element>(
  page: PageView,
  elements: E[],
  readOne: (element: E) => string | null,
): GridRead | null {
  for (const element of elements) {
    const text = readOne(element);
    if (text) return { kind: 'cells', text, anchor: page.anchor };
  }
  return null;
}

/** The selected text as drawn: the innerText of the element whose whole text is selected, else the selection's. */
export function visibleText(range: Range): string {
  const common = range.commonAncestorContainer;
  const element = common instanceof HTMLElement ? common : common.parentElement;
  if (element && range.toString().trim() === (element.textContent ?? '').trim()) {
    return element.innerText;
  }
  return window.getSelection()?.toString() ?? '';
}
