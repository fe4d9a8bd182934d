/**
 * When the extension cannot run on a page, it says so on its toolbar icon for that tab: a red "!" badge and a
 * tooltip with the reason. A service worker cannot open the popup or draw on a page it may not script, and the
 * extension asks for no notifications permission, so the icon is the visible place left. The reason is also kept
 * in chrome.storage.local under STORAGE_KEYS.lastSolveProblem so the popup can show it when opened.
 */
import { STORAGE_KEYS } from '../extension-contract.ts';

const LAST_PROBLEM_KEY = STORAGE_KEYS.lastSolveProblem;

export async function tellUserOnIcon(tabId: number, reason: string): Promise<void> {
  await Promise.allSettled([
    chrome.action.setBadgeText({ tabId, text: '!' }),
    chrome.action.setBadgeBackgroundColor({ tabId, color: '#b91c1c' }),
    chrome.action.setTitle({ tabId, title: `Sudoku: ${reason}` }),
    chrome.storage.local.set({ [LAST_PROBLEM_KEY]: { reason, at: Date.now() } }),
  ]);
}

/** Clears a previous "!" once the extension did run on the tab. */
export async function clearIcon(tabId: number): Promise<void> {
  await Promise.allSettled([
    chrome.action.setBadgeText({ tabId, text: '' }),
    chrome.action.setTitle({ tabId, title: '' }),
    chrome.storage.local.remove(LAST_PROBLEM_KEY),
  ]);
}
