/**
 * The grabber: injected with chrome.scripting.executeScript into the frame the user selected in, it reads the
 * selected Sudoku and returns a serialisable description. It is self-contained on purpose: an injected function is
 * serialised by its source, so it cannot use imports or anything outside its own body.
 *
 * Reading order, most structured first:
 * 1. a `<table>` of 9×9 cells (empty cells kept, `&nbsp;`, `<input>`/`<select>` values), or 3×3 box tables nested
 *    in a 3×3 table;
 * 2. a container of 81 cell elements (a CSS grid of divs/spans, maybe grouped in 9 boxes), ordered by where the
 *    cells are drawn, so rows and boxes both come out in reading order;
 * 3. the selected text as the user sees it: the `innerText` of the selected element, else the selection's text
 *    (Chrome renders it the same way, but drops leading empty table cells, hence 1 and 2);
 * 4. when the page has cleared its selection since the click, the text the menu reported.
 */

export type GrabSource = 'table' | 'box-tables' | 'cells' | 'text' | 'field' | 'menu' | 'none';

export interface GrabbedGrid {
  /** `cells`: `text` is 81 characters, digits and `.`; `text`: raw text for the parser; `none`: nothing selected. */
  kind: 'cells' | 'text' | 'none';
  source: GrabSource;
  text: string;
  /** Where the selection was drawn, in document coordinates, so the overlay can sit next to it later. */
  anchor: { top: number; left: number; bottom: number; right: number } | null;
}

/**
 * `menuText`: the selection text the context menu reported (newlines already turned into spaces), used only when
 * the page has dropped its selection by the time the grabber runs.
 */
export function grabGrid(menuText = ''): GrabbedGrid {
  // Text is capped: the parser reads at most 1 MB, and the message passing should stay small.
  const MAX_TEXT = 200_000;
  const MAX_SCANNED = 20_000;

  const selection = window.getSelection();
  const focused = document.activeElement;

  function anchorOf(rect: DOMRect | null): GrabbedGrid['anchor'] {
    if (!rect || (rect.width === 0 && rect.height === 0)) return null;
    return {
      top: rect.top + window.scrollY,
      left: rect.left + window.scrollX,
      bottom: rect.bottom + window.scrollY,
      right: rect.right + window.scrollX,
    };
  }

  /** One cell's value: a digit, `.` for blank, or null when the cell holds something that is not a Sudoku value. */
  function cellValue(cell: Element): string | null {
    const field =
      cell instanceof HTMLInputElement || cell instanceof HTMLSelectElement || cell instanceof HTMLTextAreaElement
        ? cell
        : cell.querySelector('input, select, textarea');
    let text: string;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement
    ) {
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

  function readCells(cells: Element[]): string | null {
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
  function ownRows(table: HTMLTableElement): HTMLTableRowElement[] {
    return Array.from(table.rows).filter((row) => row.closest('table') === table);
  }

  function readTable(table: HTMLTableElement): { text: string; source: GrabSource } | null {
    const rows = ownRows(table);
    if (rows.length === 9 && rows.every((row) => row.cells.length === 9)) {
      const text = readCells(rows.flatMap((row) => Array.from(row.cells)));
      if (text) return { text, source: 'table' };
    }
    // 3×3 boxes, each a nested 3×3 table: box (br, bc), cell (r, c) → row 3br + r, column 3bc + c.
    if (rows.length === 3 && rows.every((row) => row.cells.length === 3)) {
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
      const text = readCells(grid);
      if (text) return { text, source: 'box-tables' };
    }
    return null;
  }

  /** Element children that are drawn (hidden helpers and styles do not count as cells). */
  function drawnChildren(element: Element): Element[] {
    return Array.from(element.children).filter(
      (child) =>
        !(child instanceof HTMLStyleElement || child instanceof HTMLScriptElement || child.tagName === 'TEMPLATE'),
    );
  }

  /** 81 cells of a container: its 81 children, or 9 groups (rows or boxes) of 9. */
  function cellsOf(container: Element): Element[] | null {
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
  function inReadingOrder(cells: Element[]): Element[] {
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

  function readContainer(container: Element): { text: string; source: GrabSource } | null {
    if (container instanceof HTMLTableElement) return readTable(container);
    const cells = cellsOf(container);
    if (!cells) return null;
    const text = readCells(inReadingOrder(cells));
    return text ? { text, source: 'cells' } : null;
  }

  /** Elements that might hold the grid: the selection's ancestors (innermost first), then elements inside it. */
  function candidates(range: Range): Element[] {
    const common = range.commonAncestorContainer;
    const start = common instanceof Element ? common : common.parentElement;
    const found: Element[] = [];
    for (let el = start; el && el !== document.documentElement; el = el.parentElement) found.push(el);
    if (start) {
      const inside = start.querySelectorAll('table, div, span, ul, ol, section, article, main, form, tbody');
      for (let i = 0; i < inside.length && i < MAX_SCANNED; i++) {
        if (range.intersectsNode(inside[i])) found.push(inside[i]);
      }
    }
    return found;
  }

  function structured(range: Range): { text: string; source: GrabSource } | null {
    const elements = candidates(range);
    // Tables first: their rows and cells say what is a cell; then any container of 81 cells.
    const tables = elements.filter((el): el is HTMLTableElement => el instanceof HTMLTableElement);
    // Outermost table first, so a 3×3 table of box tables wins over one of its boxes.
    tables.sort((a, b) => (a.contains(b) ? -1 : b.contains(a) ? 1 : 0));
    for (const table of tables) {
      const read = readTable(table);
      if (read) return read;
    }
    for (const el of elements) {
      if (el instanceof HTMLTableElement) continue;
      const read = readContainer(el);
      if (read) return read;
    }
    return null;
  }

  /** The selected text as drawn: the innerText of the element whose whole text is selected, else the selection's. */
  function visibleText(range: Range, fallback: string): string {
    const common = range.commonAncestorContainer;
    const element = common instanceof HTMLElement ? common : common.parentElement;
    if (element && range.toString().trim() === (element.textContent ?? '').trim()) {
      return element.innerText;
    }
    return fallback;
  }

  // A selection inside a text field is not part of the document's selection ranges.
  if (
    (focused instanceof HTMLTextAreaElement || focused instanceof HTMLInputElement) &&
    typeof focused.selectionStart === 'number' &&
    focused.selectionEnd !== focused.selectionStart
  ) {
    const text = focused.value.slice(focused.selectionStart, focused.selectionEnd ?? undefined);
    return {
      kind: 'text',
      source: 'field',
      text: text.slice(0, MAX_TEXT),
      anchor: anchorOf(focused.getBoundingClientRect()),
    };
  }

  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) {
    if (menuText.trim()) return { kind: 'text', source: 'menu', text: menuText.slice(0, MAX_TEXT), anchor: null };
    return { kind: 'none', source: 'none', text: '', anchor: null };
  }
  const range = selection.getRangeAt(0);
  const anchor = anchorOf(range.getBoundingClientRect());
  const grid = structured(range);
  if (grid) return { kind: 'cells', source: grid.source, text: grid.text, anchor };
  const text = visibleText(range, selection.toString());
  return { kind: 'text', source: 'text', text: text.slice(0, MAX_TEXT), anchor };
}
