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
 * The grabber reaches the page as a bundled page script (grabber-page.ts, injected with
 * chrome.scripting.executeScript({ files })), so it imports what it shares: the cell readers (read-cells.ts), the
 * picture size limit (engine/picture). Called with no request, `grabGrid` only builds the rows and returns them,
 * touching no DOM (only `read()` does), which is how the service worker gets the menu's contexts and the rows' labels.
 */
import { MAX_PICTURE_PIXELS } from '../engine/picture/index.ts';
import type {
  GrabbedGrid,
  GrabRequest,
  GrabScope,
  GridRead,
  GridSource,
  GridSourceId,
  MenuContext,
  PageView,
  PictureRead,
} from './grab-types.ts';
import {
  anchorOf,
  cellsOf,
  firstGrid,
  inReadingOrder,
  readBoxTables,
  readCells,
  readNineByNine,
  visibleText,
} from './read-cells.ts';

export type {
  Anchor,
  GrabRequest,
  GrabScope,
  GrabSource,
  GrabbedGrid,
  GridRead,
  GridSource,
  GridSourceId,
  MenuContext,
  PageView,
  PictureRead,
  ViewRect,
} from './grab-types.ts';

/** The registry's rows, in the order they are tried (built without touching the DOM). */
export function grabGrid(): readonly GridSource[];
/** In the page: reads the selected grid through the rows, in order; the first row that reads one wins. */
export function grabGrid(request: GrabRequest): GrabbedGrid;
export function grabGrid(request?: GrabRequest): readonly GridSource[] | GrabbedGrid {
  // Text is capped: the parser reads at most 1 MB, and the message passing should stay small.
  const MAX_TEXT = 200_000;
  const MAX_SCANNED = 20_000;

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
      if (width * height > MAX_PICTURE_PIXELS) picture.tooLarge = { width, height };
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
