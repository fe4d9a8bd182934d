/**
 * Reading 81 cells from the page's elements, for the grabber's rows (grid-sources.ts): a cell's value, a 9×9
 * table, a table of 3×3 box tables, a container of 81 cells in the order they are drawn, and the selected text as
 * drawn. Runs in the page (the grabber's page script bundles it).
 */
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
  if (cells.length !== 81) return null;
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

export function readNineByNine(table: HTMLTableElement): string | null {
  const rows = ownRows(table);
  if (rows.length !== 9 || rows.some((row) => row.cells.length !== 9)) return null;
  return readCells(rows.flatMap((row) => Array.from(row.cells)));
}

/** 3×3 boxes, each a nested 3×3 table: box (br, bc), cell (r, c) → row 3br + r, column 3bc + c. */
export function readBoxTables(table: HTMLTableElement): string | null {
  const rows = ownRows(table);
  if (rows.length !== 3 || rows.some((row) => row.cells.length !== 3)) return null;
  const grid: Element[] = new Array(81);
  for (let br = 0; br < 3; br++) {
    for (let bc = 0; bc < 3; bc++) {
      const inner = rows[br].cells[bc].querySelector('table');
      if (!inner) return null;
      const innerRows = ownRows(inner);
      if (innerRows.length !== 3 || innerRows.some((row) => row.cells.length !== 3)) return null;
      for (let r = 0; r < 3; r++) {
        for (let c = 0; c < 3; c++) grid[(br * 3 + r) * 9 + bc * 3 + c] = innerRows[r].cells[c];
      }
    }
  }
  return readCells(grid);
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
  const children = drawnChildren(container);
  if (children.length === 81) return children;
  if (children.length === 9) {
    const groups = children.map(drawnChildren);
    if (groups.every((group) => group.length === 9)) return groups.flat();
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
  for (let r = 0; r < 9; r++) rows.push(placed.slice(r * 9, r * 9 + 9).sort((a, b) => a.x - b.x));
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
