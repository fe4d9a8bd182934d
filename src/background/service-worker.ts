/**
 * The extension's service worker: registers the "Solve Sudoku" menu item and runs it. Listeners are added at the
 * top level, synchronously, so Chrome wakes this worker for them.
 */
import { createMenu, onMenuClick } from './menu.ts';
import { answerOverlay } from './overlay-messages.ts';
import { solveSudokuInTab } from './solve-in-tab.ts';

chrome.runtime.onInstalled.addListener(() => void createMenu());
chrome.runtime.onStartup.addListener(() => void createMenu());
chrome.contextMenus.onClicked.addListener(onMenuClick);
// The overlay asks for the grid the user fixed to be solved, and for the next step. Only this extension's own
// scripts can send (no externally_connectable), and the answer is computed at once.
chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (sender.id !== chrome.runtime.id) return;
  const answer = answerOverlay(message);
  if (answer) sendResponse(answer);
});

// The menu handler's flow, reachable from the end-to-end tests through the worker's DevTools target (a native
// context menu cannot be clicked from the DevTools protocol). Only code running inside this extension's own
// worker can call it; web pages cannot reach the worker's global.
(globalThis as unknown as { solveSudokuInTab: typeof solveSudokuInTab }).solveSudokuInTab = solveSudokuInTab;
// The same for the menu on a puzzle link (the click's info as Chrome passes it).
(globalThis as unknown as { onMenuClick: typeof onMenuClick }).onMenuClick = onMenuClick;
