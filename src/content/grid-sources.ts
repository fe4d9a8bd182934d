/**
 * The grid-source registry and the grabber that reads through it. Each row is one way of reading a Sudoku from a
 * page: its id (what the overlay reports as the source), the context-menu contexts it serves (the "Solve Sudoku"
 * item is shown in their union), how the overlay names it, and `read()`, which returns the grid or null to let the
 * next row try. A new source (an image, a canvas, a whole page) is one more row, and its id in GridSourceId.
 *
 * Rows are tried in order, most structured first:
 * 1. `field`: a selection inside a text field (`<textarea>`, `<input>`), which is not part of the document's;
 * 2. `table`: a `<table>` of 9×9 cells (empty cells kept, `&nbsp;`, `<input>`/`<select>` values);
 * 3. `box-tables`: 3×3 box tables nested in a 3×3 table;
 * 4. `cells`: a container of 81 cell elements (a CSS grid of divs/spans, maybe grouped in 9 boxes), ordered by
 *    where the cells are drawn, so rows and boxes both come out in reading order;
 * 5. `text`: the selected text as the user sees it: the `innerText` of the selected element, else the selection's
 *    text (Chrome renders it the same way, but drops leading empty table cells, hence 2 to 4);
 * 6. `menu`: when the page has cleared its selection since the click, the text the menu reported.
 *
 * Then the rows that read without a selection. The menu opened on an image (`srcUrl`) reads only that image:
 * 7. `image`: the image the menu was opened on, as a picture;
 * and the menu opened on the page with nothing selected looks for the Sudoku on the whole page:
 * 8. `page-grid`: the first drawn 9×9 `<table>`, table of box tables or container of 81 cells in the document;
 * 9. `canvas` and 10. `page-image`: every drawn `<canvas>` and `<img>` big enough to hold a grid, as pictures.
 *
 * A picture row cannot tell a Sudoku from a photo (the recognizer runs in the service worker, not in the page), so
 * its pictures are collected rather than taken: the grabber returns them all, largest first, and the service worker
 * scans them in that order. A picture's pixels come with it as a PNG when the page allows reading them (a
 * same-origin or CORS-clean canvas or image); otherwise the service worker crops them out of a capture of the tab,
 * which is why a picture also says where it is drawn in the frame's view (the service worker places that view in
 * the tab's, frame by frame, and clips it to what is in sight).
 *
 * Everything lives in one function, `grabGrid`, because the grabber is injected with
 * chrome.scripting.executeScript, which sends a function by its source: no import, module constant or helper
 * outside its body reaches the page. Called with no request, it only builds the rows and returns them, touching no
 * DOM (only `read()` does), which is how the service worker gets the menu's contexts and the rows' labels.
 */

/** A context of the context menu, as chrome.contextMenus spells it ('selection', 'image', 'page', ...). */
export type MenuContext = `${chrome.contextMenus.ContextType}`;

export type GridSourceId =
  'field' | 'table' | 'box-tables' | 'cells' | 'text' | 'menu' | 'image' | 'page-grid' | 'canvas' | 'page-image';

/** The row that read the grid, or `none` when no row could. */
export type GrabSource = GridSourceId | 'none';

/** Where the selection was drawn, in document coordinates, so the overlay can sit next to it. */
export interface Anchor {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** What the service worker passes the grabber from the menu click. */
export interface GrabRequest {
  /** The selection text the context menu reported (newlines already turned into spaces). */
  menuText: string;
  /** The address of the image the menu was opened on (OnClickData.srcUrl), when it was opened on one. */
  srcUrl?: string;
  /**
   * The most pixels a picture may have to be read (the service worker passes picture-size.ts's limit: the grabber
   * can import nothing). A larger canvas or image is not copied: its size is reported instead.
   */
  maxPixels?: number;
}

/** A rectangle in the frame's view (CSS pixels from the viewport's top-left corner). */
export interface ViewRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A `<canvas>` or `<img>` that may hold a Sudoku, for the service worker to scan. */
export interface PictureRead {
  source: GridSourceId;
  /** What it is, for messages: "canvas" or "image". */
  element: 'canvas' | 'image';
  /**
   * Its pixels as a PNG data URL, or null when the page does not let them be read (another site's picture) or has
   * none yet (an image still loading).
   */
  dataUrl: string | null;
  /**
   * Its whole box in the frame's view, parts scrolled out of sight included, for cropping a capture of the tab and
   * telling whether all of it was in sight.
   */
  box: ViewRect;
  /** The frame's view size: what of `box` is in sight, and the scale of a capture (in device pixels). */
  viewport: { width: number; height: number };
  /** Its area on the page in CSS pixels: the largest picture is scanned first. */
  area: number;
  anchor: Anchor | null;
  /** Its own size in pixels when that is over the request's `maxPixels`: it is then neither copied nor read. */
  tooLarge?: { width: number; height: number };
}

/** What the rows see of the page, gathered once per grab. */
export interface PageView {
  request: GrabRequest;
  /** The focused element (a text field may hold the selection). */
  focused: Element | null;
  /** The document selection's first range; null when nothing is selected, or only a caret. */
  range: Range | null;
  /** Where `range` is drawn. */
  anchor: Anchor | null;
  /** Elements that might hold the grid: the range's ancestors (innermost first), then elements inside it. */
  candidates(): Element[];
  /** The candidates that are tables, outermost first (a 3×3 table of box tables before one of its boxes). */
  tables(): HTMLTableElement[];
}

/**
 * A row's reading: `cells`: `text` is 81 characters, digits and `.`; `text`: raw text for the parser; `pictures`:
 * pictures that may hold a grid (`text` empty).
 */
export interface GridRead {
  kind: 'cells' | 'text' | 'pictures';
  text: string;
  anchor: Anchor | null;
  pictures?: PictureRead[];
}

export interface GridSource {
  id: GridSourceId;
  /** The menu contexts where this row can find a grid; the menu item is shown in the union of all rows'. */
  contexts: readonly [MenuContext, ...MenuContext[]];
  /** How the overlay names what it read from: "Could not read a Sudoku grid from <label>". */
  label: string;
  read(page: PageView): GridRead | null;
}

/** Where the grabber looked: the selection, the image the menu was opened on, or the whole page. */
export type GrabScope = 'selection' | 'image' | 'page';

/**
 * The grabber's answer, plain JSON (it crosses chrome.scripting). `pictures`: pictures to scan, largest first;
 * `none`: no grid and no picture.
 */
export interface GrabbedGrid {
  kind: 'cells' | 'text' | 'pictures' | 'none';
  source: GrabSource;
  text: string;
  anchor: Anchor | null;
  scope?: GrabScope;
  pictures?: PictureRead[];
}

/** The registry's rows, in the order they are tried (built without touching the DOM). */
export function grabGrid(): readonly GridSource[];
/** In the page: reads the selected grid through the rows, in order; the first row that reads one wins. */
export function grabGrid(request: GrabRequest): GrabbedGrid;
export function grabGrid(request?: GrabRequest): readonly GridSource[] | GrabbedGrid {
  // Text is capped: the parser reads at most 1 MB, and the message passing should stay small.
  const MAX_TEXT = 200_000;
  const MAX_SCANNED = 20_000;

  function anchorOf(rect: DOMRect | null): Anchor | null {
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

  function readNineByNine(table: HTMLTableElement): string | null {
    const rows = ownRows(table);
    if (rows.length !== 9 || rows.some((row) => row.cells.length !== 9)) return null;
    return readCells(rows.flatMap((row) => Array.from(row.cells)));
  }

  /** 3×3 boxes, each a nested 3×3 table: box (br, bc), cell (r, c) → row 3br + r, column 3bc + c. */
  function readBoxTables(table: HTMLTableElement): string | null {
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

  /** The first element of `elements` that `readOne` reads as 81 cells, as a reading anchored at the selection. */
  function firstGrid<E extends Element>(
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
  function visibleText(range: Range): string {
    const common = range.commonAncestorContainer;
    const element = common instanceof HTMLElement ? common : common.parentElement;
    if (element && range.toString().trim() === (element.textContent ?? '').trim()) {
      return element.innerText;
    }
    return window.getSelection()?.toString() ?? '';
  }

  /** Pictures smaller than this (CSS pixels, either side) are icons and buttons, too small to hold a readable grid. */
  const MIN_PICTURE = 90;
  /** A picture's longer side is shrunk to this before it is sent: plenty to read a grid, and a bounded message. */
  const MAX_PICTURE_SIDE = 1600;
  /** The largest pictures on a page worth scanning. */
  const MAX_PICTURES = 4;

  /** The element's box when it is drawn (not display:none, not hidden), else null. */
  function drawnBox(element: Element): DOMRect | null {
    const rect = element.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return null;
    return getComputedStyle(element).visibility === 'hidden' ? null : rect;
  }

  /**
   * The picture's pixels as a PNG data URL, its longer side at most MAX_PICTURE_SIDE; null when there are none yet
   * (an image still loading) or the page does not allow reading them (a picture from another site taints a canvas,
   * and toDataURL then throws). The copy is drawn on a canvas that is never added to the page.
   */
  function pngOf(picture: HTMLCanvasElement | HTMLImageElement): string | null {
    const image = picture instanceof HTMLImageElement;
    const width = image ? picture.naturalWidth : picture.width;
    const height = image ? picture.naturalHeight : picture.height;
    if (!width || !height) return null;
    const factor = Math.min(1, MAX_PICTURE_SIDE / Math.max(width, height));
    try {
      if (!image && factor === 1) return picture.toDataURL('image/png');
      const copy = document.createElement('canvas');
      copy.width = Math.max(1, Math.round(width * factor));
      copy.height = Math.max(1, Math.round(height * factor));
      const context = copy.getContext('2d');
      if (!context) return null;
      context.drawImage(picture, 0, 0, copy.width, copy.height);
      return copy.toDataURL('image/png');
    } catch {
      return null;
    }
  }

  /** The element of each picture found, for its pixels: encoded only for the few kept (see the end). */
  const elements = new Map<PictureRead, HTMLCanvasElement | HTMLImageElement>();

  function pictureOf(source: GridSourceId, picture: HTMLCanvasElement | HTMLImageElement): PictureRead | null {
    const rect = drawnBox(picture);
    if (!rect || rect.width < MIN_PICTURE || rect.height < MIN_PICTURE) return null;
    const read: PictureRead = {
      source,
      element: picture instanceof HTMLCanvasElement ? 'canvas' : 'image',
      dataUrl: null,
      box: { x: rect.left, y: rect.top, width: rect.width, height: rect.height },
      viewport: { width: window.innerWidth, height: window.innerHeight },
      area: rect.width * rect.height,
      anchor: anchorOf(rect),
    };
    elements.set(read, picture);
    return read;
  }

  function picturesRead(source: GridSourceId, elements: Iterable<HTMLCanvasElement | HTMLImageElement>): GridRead {
    const pictures: PictureRead[] = [];
    for (const element of elements) {
      const picture = pictureOf(source, element);
      if (picture) pictures.push(picture);
    }
    return { kind: 'pictures', text: '', anchor: null, pictures };
  }

  /** The first drawn grid in the whole document: a 9×9 table, a table of box tables, or a container of 81 cells. */
  function pageGrid(): GridRead | null {
    const tables = document.querySelectorAll('table');
    for (let i = 0; i < tables.length && i < MAX_SCANNED; i++) {
      const box = drawnBox(tables[i]);
      const text = box && (readNineByNine(tables[i]) ?? readBoxTables(tables[i]));
      if (text) return { kind: 'cells', text, anchor: anchorOf(box) };
    }
    const containers = document.querySelectorAll('div, span, ul, ol, section, article, main, form');
    for (let i = 0; i < containers.length && i < MAX_SCANNED; i++) {
      const cells = cellsOf(containers[i]);
      const box = cells && drawnBox(containers[i]);
      const text = box && readCells(inReadingOrder(cells));
      if (text) return { kind: 'cells', text, anchor: anchorOf(box) };
    }
    return null;
  }

  const sources: readonly GridSource[] = [
    {
      id: 'field',
      contexts: ['selection'],
      label: 'the selected text',
      read({ focused }) {
        if (
          !(focused instanceof HTMLTextAreaElement || focused instanceof HTMLInputElement) ||
          typeof focused.selectionStart !== 'number' ||
          focused.selectionEnd === focused.selectionStart
        ) {
          return null;
        }
        const text = focused.value.slice(focused.selectionStart, focused.selectionEnd ?? undefined);
        return { kind: 'text', text, anchor: anchorOf(focused.getBoundingClientRect()) };
      },
    },
    {
      id: 'table',
      contexts: ['selection'],
      label: 'the selected table',
      read: (page) => firstGrid(page, page.tables(), readNineByNine),
    },
    {
      id: 'box-tables',
      contexts: ['selection'],
      label: 'the selected table of 3×3 boxes',
      read: (page) => firstGrid(page, page.tables(), readBoxTables),
    },
    {
      id: 'cells',
      contexts: ['selection'],
      label: 'the selected grid of cells',
      read: (page) =>
        firstGrid(
          page,
          page.candidates().filter((el) => !(el instanceof HTMLTableElement)),
          (container) => {
            const cells = cellsOf(container);
            return cells && readCells(inReadingOrder(cells));
          },
        ),
    },
    {
      id: 'text',
      contexts: ['selection'],
      label: 'the selected text',
      read: ({ range, anchor }) => (range ? { kind: 'text', text: visibleText(range), anchor } : null),
    },
    {
      id: 'menu',
      contexts: ['selection'],
      label: 'the selected text',
      read: ({ range, request }) =>
        !range && request.menuText.trim() ? { kind: 'text', text: request.menuText, anchor: null } : null,
    },
    {
      id: 'image',
      contexts: ['image'],
      label: 'the image',
      read: ({ request }) =>
        request.srcUrl
          ? picturesRead(
              'image',
              Array.from(document.images).filter(
                (img) => img.currentSrc === request.srcUrl || img.src === request.srcUrl,
              ),
            )
          : null,
    },
    {
      id: 'page-grid',
      contexts: ['page'],
      label: 'the grid on the page',
      read: pageGrid,
    },
    {
      id: 'canvas',
      contexts: ['page'],
      label: 'the canvas on the page',
      read: () => picturesRead('canvas', document.querySelectorAll('canvas')),
    },
    {
      id: 'page-image',
      contexts: ['page'],
      label: 'the image on the page',
      read: () => picturesRead('page-image', document.images),
    },
  ];
  if (!request) return sources;

  const selection = window.getSelection();
  const range = selection && selection.rangeCount > 0 && !selection.isCollapsed ? selection.getRangeAt(0) : null;
  let candidates: Element[] | undefined;
  let tables: HTMLTableElement[] | undefined;
  const page: PageView = {
    request,
    focused: document.activeElement,
    range,
    anchor: range ? anchorOf(range.getBoundingClientRect()) : null,
    candidates() {
      if (candidates) return candidates;
      candidates = [];
      if (!range) return candidates;
      const common = range.commonAncestorContainer;
      const start = common instanceof Element ? common : common.parentElement;
      for (let el = start; el && el !== document.documentElement; el = el.parentElement) candidates.push(el);
      if (start) {
        const inside = start.querySelectorAll('table, div, span, ul, ol, section, article, main, form, tbody');
        for (let i = 0; i < inside.length && i < MAX_SCANNED; i++) {
          if (range.intersectsNode(inside[i])) candidates.push(inside[i]);
        }
      }
      return candidates;
    },
    tables() {
      tables ??= page
        .candidates()
        .filter((el): el is HTMLTableElement => el instanceof HTMLTableElement)
        .sort((a, b) => (a.contains(b) ? -1 : b.contains(a) ? 1 : 0));
      return tables;
    },
  };

  // The menu opened on an image reads that image; otherwise the selection, and without one the whole page (the
  // selection rows read nothing then, as the `text` row reads any selection).
  const scope: GrabScope = request.srcUrl ? 'image' : 'page';
  const tried = sources.filter((source) =>
    scope === 'image' ? source.contexts.includes('image') : !source.contexts.includes('image'),
  );
  const pictures: PictureRead[] = [];
  for (const source of tried) {
    const read = source.read(page);
    if (!read) continue;
    if (read.kind === 'pictures') {
      pictures.push(...(read.pictures ?? []));
      continue;
    }
    const selected = source.contexts.includes('selection');
    return {
      kind: read.kind,
      source: source.id,
      text: read.text.slice(0, MAX_TEXT),
      anchor: read.anchor,
      scope: selected ? 'selection' : scope,
    };
  }
  if (pictures.length > 0) {
    pictures.sort((a, b) => b.area - a.area);
    const kept = pictures.slice(0, MAX_PICTURES);
    for (const picture of kept) {
      const element = elements.get(picture);
      if (!element) continue;
      // Known before any pixel is touched: a canvas's width and height, an image's natural size.
      const width = element instanceof HTMLImageElement ? element.naturalWidth : element.width;
      const height = element instanceof HTMLImageElement ? element.naturalHeight : element.height;
      if (request.maxPixels !== undefined && width * height > request.maxPixels) picture.tooLarge = { width, height };
      else picture.dataUrl = pngOf(element);
    }
    return { kind: 'pictures', source: kept[0].source, text: '', anchor: kept[0].anchor, scope, pictures: kept };
  }
  return { kind: 'none', source: 'none', text: '', anchor: null, scope };
}

/** The registry's rows, in the order the grabber tries them. */
export function gridSources(): readonly GridSource[] {
  return grabGrid();
}

/** The contexts the "Solve Sudoku" item is shown in: every context some row serves. */
export function menuContexts(sources = gridSources()): [MenuContext, ...MenuContext[]] {
  const [first, ...rest] = new Set(sources.flatMap((source) => source.contexts));
  return [first, ...rest];
}
