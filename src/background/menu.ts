/** The "Solve Sudoku" context-menu item, shown in every context a grid source serves (selections, images, pages). */
import { menuContexts } from '../content/grid-sources.ts';
import { solveSudokuInTab } from './solve-in-tab.ts';
import { uiLang } from './ui-lang.ts';
import { EXTENSION_WORDS } from '../words/extension-words.ts';

export const MENU_ID = 'solve-sudoku';

/** (Re)creates the item. Menu items persist across browser restarts, so remove first to avoid a duplicate-id error. */
export async function createMenu(): Promise<void> {
  await chrome.contextMenus.removeAll();
  // The title in the browser's language (public/_locales); the id stays, it names the item for the click handler.
  const title = chrome.i18n.getMessage('menuSolve') || EXTENSION_WORDS[uiLang()].manifest.menuSolve;
  chrome.contextMenus.create({ id: MENU_ID, title, contexts: menuContexts() }, () => {
    // Reading lastError marks it handled; a lost race with another create is harmless.
    void chrome.runtime.lastError;
  });
}

export function onMenuClick(info: chrome.contextMenus.OnClickData, tab?: chrome.tabs.Tab): void {
  if (info.menuItemId !== MENU_ID || tab?.id === undefined || tab.id < 0) return;
  // The frame the user selected in: the grabber and the overlay run there, not in the top page.
  const url = info.frameId ? info.frameUrl : (info.pageUrl ?? tab.url);
  // An image is read only when the menu was opened on it (a selection around an image reports no srcUrl).
  const image = info.mediaType === 'image' ? info.srcUrl : undefined;
  void solveSudokuInTab(tab.id, info.frameId ?? 0, url, info.selectionText ?? '', image);
}
