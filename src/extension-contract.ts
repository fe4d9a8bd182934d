/**
 * The names the extension's parts agree on, in one place: the keys of chrome.storage.local, the `type` of every
 * runtime message, and the page scripts the service worker injects. The service worker (src/background), the page
 * scripts (src/content) and the popup (src/popup) import them from here; test/unit/extension-contract.test.ts
 * checks that no other file under src/ spells one of these strings.
 */

/** chrome.storage.local keys. */
export const STORAGE_KEYS = {
  /** The puzzle the overlay's "Play in popup" hands over; the popup reads it, plays it and removes it. */
  pendingPuzzle: 'pendingPuzzle',
  /** Why the last "Solve Sudoku" could not run (service worker), shown by the popup when it opens. */
  lastSolveProblem: 'lastSolveProblem',
  /** The popup's saved game (the board's `persist` key; its statistics live under statisticsKey() of it). */
  popupGame: 'popupGame',
  /** The popup's own settings (difficulty, the paste panel). */
  popupSettings: 'popupSettings',
} as const;

/** The `type` of the messages the overlay sends the service worker (see OverlayRequest in content/overlay-model.ts). */
export const MESSAGE_TYPES = {
  /** The user checked (and maybe fixed) the grid: solve it as it stands. */
  useGrid: 'sudoku-use-grid',
  /** The next logical step from a board. */
  nextStep: 'sudoku-next-step',
} as const;

/**
 * The page scripts, bundled files the service worker injects with chrome.scripting.executeScript({ files }) (built
 * by scripts/page-scripts.ts). Each one puts its entry on the isolated world's PAGE_GLOBAL, and a one-line `func`
 * then calls it with the arguments: a file can't receive arguments, and a `func` can't import.
 */
export const PAGE_SCRIPTS = {
  /** content/grabber-page.ts: `grabGrid`, the grid-source registry reading the page. */
  grabber: { file: 'page/grabber.js', entry: 'src/content/grabber-page.ts' },
  /** content/overlay-page.ts: `showOverlay`, the in-page overlay. */
  overlay: { file: 'page/overlay.js', entry: 'src/content/overlay-page.ts' },
} as const;

/** The isolated world's global the page scripts put their entries on (pages run in another world: they can't see it). */
export const PAGE_GLOBAL = '__sudokuSolverPage';

/** The isolated-world global holding the current overlay (`{ host, root, close }`); the end-to-end tests read it. */
export const OVERLAY_GLOBAL = '__sudokuSolverOverlay';
