// The set-up most bundle suites share: host pages served beside dist/lib, and a headless Chromium to open them in.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from '../../scripts/find-chrome.mjs';
import { LIB_DIR, serveStatic, type HostPage, type StaticServer } from './static-server.ts';

export interface HostedPages {
  /** The browser, once the suite's `before` has run. */
  readonly browser: Browser;
  /** Where the pages are served (`http://127.0.0.1:<port>`). */
  readonly origin: string;
}

/** Serves `pages` and starts Chromium before the enclosing suite's tests, and stops both after them. */
export function hostedPages(pages: Record<string, string | HostPage>): HostedPages {
  let browser: Browser | undefined;
  let site: StaticServer | undefined;
  before(async () => {
    assert.ok(existsSync(join(LIB_DIR, 'sudoku-board.js')), 'dist/lib is built (npm run build)');
    site = await serveStatic(pages);
    browser = await puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_ARGS });
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    get browser() {
      assert.ok(browser, 'the browser started');
      return browser;
    },
    get origin() {
      assert.ok(site, 'the pages are served');
      return site.origin;
    },
  };
}
