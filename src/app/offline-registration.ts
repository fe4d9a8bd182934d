/**
 * The play app's service worker (vite-plugin-pwa's sw.js: it precaches the whole app, about 540 KB, so it works
 * offline from the next load on). Registered once the first game is on the board and the browser is idle, not at the
 * page's load: its install downloads and stores every file, and on a phone (or this 2-core machine) that work slowed
 * the first screen's own (Lighthouse's mobile blocking time, measured with and without it).
 */

/** After this long without a first game (an error, a page left open on a slow machine) it registers anyway. */
const LATEST_MS = 10_000;

/** Registers ./sw.js once `board` (or an ancestor of it) first says its game changed, when the browser is idle. */
export function registerServiceWorkerWhenSettled(board: EventTarget): void {
  if (!('serviceWorker' in navigator)) return;
  let registered = false;
  const register = (): void => {
    if (registered) return;
    registered = true;
    // A page served without sw.js (vite's dev server) plays on, without offline.
    navigator.serviceWorker.register('./sw.js', { scope: './' }).catch(() => undefined);
  };
  const whenIdle = (): void => {
    if ('requestIdleCallback' in globalThis) requestIdleCallback(register, { timeout: 2_000 });
    else setTimeout(register, 500);
  };
  board.addEventListener('sudoku-change', whenIdle, { once: true });
  setTimeout(register, LATEST_MS);
}
