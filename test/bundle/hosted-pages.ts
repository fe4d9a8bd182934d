// The set-up most bundle suites share: host pages served beside dist/lib, and a headless Chromium to open them in.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, before } from 'node:test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from '../../scripts/find-chrome.mjs';
import { LIB_DIR, serveStatic, type HostPage, type StaticServer } from './static-server.ts';

export interface HostedRoots {
  /** Folders served under paths (serveStatic's `roots`). */
  roots?: Record<string, string>;
  /** A file the build writes, which must exist before the suite starts. */
  built?: string;
}

export interface HostedPages {
  /** The browser, once the suite's `before` has run. */
  readonly browser: Browser;
  /** Where the pages are served (`http://127.0.0.1:<port>`). */
  readonly origin: string;
}

/**
 * Serves `pages` (and the folders in `roots`: dist/lib at /lib/ by default) and starts Chromium before the enclosing
 * suite's tests, and stops both after them. `built` is a file the build writes, checked first so a suite run before
 * `npm run build` says so.
 */
export function hostedPages(
  pages: Record<string, string | HostPage>,
  { roots = { '/lib/': LIB_DIR }, built = join(LIB_DIR, 'sudoku-board.js') }: HostedRoots = {},
): HostedPages {
  let browser: Browser | undefined;
  let site: StaticServer | undefined;
  before(async () => {
    assert.ok(existsSync(built), `${relative(process.cwd(), built)} is built (npm run build)`);
    site = await serveStatic(pages, roots);
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
