/**
 * The grabber's types: the grid-source rows, what the service worker asks (GrabRequest) and what the page answers
 * (GrabbedGrid, plain JSON that crosses chrome.scripting). grid-sources.ts re-exports them.
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
  /** Its own size in pixels when over MAX_PICTURE_PIXELS (engine/picture): it is then neither copied nor read. */
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
