/**
 * The "Solve Sudoku" context-menu items. `solve-sudoku` is shown in every context a grid source serves (selections,
 * images, pages) and reads the grid there. `solve-sudoku-link`, with the same title, is shown on links to an
 * f-puzzles or SudokuPad puzzle only, and opens that puzzle in the popup (open-puzzle-link.ts).
 *
 * Two items, because `targetUrlPatterns` cannot go on the first: Chromium matches it against an image's `src` as
 * well as a link's `href`, so the item would then vanish from every image not stored on those puzzle sites. A link
 * is no grid source either: nothing in the page is read, so it needs no row in grid-sources.ts (whose contexts the
 * first item serves). The two are shown together only on a puzzle link inside a selection, or a picture that is
 * one, where the browser puts them under the extension's name.
 */
import { menuContexts } from '../content/grid-sources.ts';
import { openPuzzleLink, PUZZLE_LINK_PATTERNS } from './open-puzzle-link.ts';
import { solveSudokuInTab } from './solve-in-tab.ts';
import { uiLang } from './ui-lang.ts';
import { EXTENSION_WORDS } from '../words/extension-words.ts';

export const MENU_ID = 'solve-sudoku';
export const LINK_MENU_ID = 'solve-sudoku-link';

/** (Re)creates the items. Menu items persist across browser restarts, so remove first to avoid a duplicate-id error. */
export async function createMenu(): Promise<void> {
  await chrome.contextMenus.removeAll();
  // The title in the browser's language (public/_locales); the id stays, it names the item for the click handler.
  const title = chrome.i18n.getMessage('menuSolve') || EXTENSION_WORDS[uiLang()].manifest.menuSolve;
  // Reading lastError marks it handled; a lost race with another create is harmless.
  const done = (): void => void chrome.runtime.lastError;
  chrome.contextMenus.create({ id: MENU_ID, title, contexts: menuContexts() }, done);
  chrome.contextMenus.create(
    { id: LINK_MENU_ID, title, contexts: ['link'], targetUrlPatterns: PUZZLE_LINK_PATTERNS },
    done,
  );
}

export function onMenuClick(info: chrome.contextMenus.OnClickData, tab?: chrome.tabs.Tab): void {
  if (info.menuItemId === LINK_MENU_ID && info.linkUrl) {
    void openPuzzleLink(info.linkUrl, tab);
    return;
  }
  if (info.menuItemId !== MENU_ID || tab?.id === undefined || tab.id < 0) return;
  // The frame the user selected in: the grabber and the overlay run there, not in the top page.
  const url = info.frameId ? info.frameUrl : (info.pageUrl ?? tab.url);
  // An image is read only when the menu was opened on it (a selection around an image reports no srcUrl).
  const image = info.mediaType === 'image' ? info.srcUrl : undefined;
  void solveSudokuInTab(tab.id, info.frameId ?? 0, url, info.selectionText ?? '', image);
}
