/**
 * "Solve Sudoku" on a link to an f-puzzles or SudokuPad puzzle: the puzzle opens in the popup, to play or solve.
 *
 * The link is handed over through chrome.storage.local (STORAGE_KEYS.pendingPuzzle, as "Play in popup" hands over a
 * grid), not read here: the popup reads it (popup-base.ts, with the variant reader and LZ-String, which this worker
 * then never loads), asks before it replaces a game in progress, and says why when the link can't be played. Storage
 * rather than the URL because the action's popup is the manifest's page and takes no arguments: openPopup() opens
 * it as it is, and both ways of opening it (below) then read the same record.
 *
 * Opened with chrome.action.openPopup() where it works (Chromium 127 and later for every extension, when a browser
 * window is focused); else (an older Chromium, where it is for policy-installed extensions only, no focused window,
 * or a browser without it) the popup's page in a new tab next to the page, where it plays the same.
 */
import { STORAGE_KEYS } from '../extension-contract.ts';

/**
 * The links the menu item is shown on (contextMenus `targetUrlPatterns`): the hosts whose links the engine reads
 * (engine/variant/links.ts; test/unit/puzzle-link-menu.test.ts keeps the two in step).
 */
export const PUZZLE_LINK_PATTERNS = [
  '*://f-puzzles.com/*',
  '*://www.f-puzzles.com/*',
  '*://sudokupad.app/*',
  '*://www.sudokupad.app/*',
  '*://app.crackingthecryptic.com/*',
  '*://sudokupad.svencodes.com/*',
];

export type OpenedIn = 'popup' | 'tab';

/**
 * Hands `linkUrl` over to the popup and opens it; `tab` is the page's tab (the fallback opens beside it). Resolves
 * to where the puzzle opened.
 */
export async function openPuzzleLink(linkUrl: string, tab?: chrome.tabs.Tab): Promise<OpenedIn> {
  // `from` is the link itself: the popup says "Puzzle from sudokupad.app" (its host).
  const handedOver = chrome.storage.local.set({
    [STORAGE_KEYS.pendingPuzzle]: { puzzle: linkUrl, from: linkUrl, at: Date.now() },
  });
  // Asked before anything is awaited: a browser that opens a popup only within the user's click (Firefox) still
  // sees the click. The popup reads storage after this write was sent, and a storage area answers in order.
  const opened = openPopup(tab?.windowId);
  await handedOver;
  if (await opened) return 'popup';
  const page = chrome.runtime.getURL(chrome.runtime.getManifest().action?.default_popup ?? 'src/popup/index.html');
  await chrome.tabs.create({
    url: page,
    ...(tab?.index !== undefined && { index: tab.index + 1 }),
    ...(tab?.windowId !== undefined && { windowId: tab.windowId }),
  });
  return 'tab';
}

/** The action's popup opened in `windowId`'s window (else the focused one): false when the browser would not. */
async function openPopup(windowId?: number): Promise<boolean> {
  if (typeof chrome.action?.openPopup !== 'function') return false;
  try {
    await chrome.action.openPopup(windowId === undefined ? {} : { windowId });
    return true;
  } catch {
    // "Could not find an active browser window", or not allowed for this extension (Chromium 118–126).
    return false;
  }
}
