// What the play app's suites share (issue 28 §3): dist/app served under /app/ (a path, not the host's root, as a
// site would host it), a headless Chromium, and the popup's board in a page of the app.
import { resolve } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { hostedPages } from './hosted-pages.ts';

export const APP_DIR = resolve(import.meta.dirname, '../../dist/app');

export interface ServedApp {
  readonly browser: Browser;
  /** The app's address: `http://127.0.0.1:<port>/app/`. */
  readonly url: string;
}

/** Serves dist/app under /app/ and starts Chromium before the enclosing suite's tests, and stops both after them. */
export function servedApp(): ServedApp {
  const hosted = hostedPages({}, { roots: { '/app/': APP_DIR }, built: resolve(APP_DIR, 'index.html') });
  return {
    get browser() {
      return hosted.browser;
    },
    get url() {
      return `${hosted.origin}/app/`;
    },
  };
}

/** A page in a browser context of its own: no storage, service worker or cache shared with another test's. */
export async function freshPage(app: ServedApp): Promise<Page> {
  return (await app.browser.createBrowserContext()).newPage();
}

export interface Game {
  givens: string;
  value: string;
}

/** Waits until the app's board has a game other than `not` (its givens), and returns it. */
export async function gameOn(page: Page, not = ''): Promise<Game> {
  const handle = await page.waitForFunction(
    (old: string) => {
      const board = document.querySelector('sudoku-popup')?.shadowRoot?.querySelector('sudoku-board') as
        (HTMLElement & Game) | null;
      return board && /[1-9]/.test(board.givens) && board.givens !== old
        ? { givens: board.givens, value: board.value }
        : null;
    },
    { timeout: 60_000, polling: 100 },
    not,
  );
  return (await handle.jsonValue()) as Game;
}
