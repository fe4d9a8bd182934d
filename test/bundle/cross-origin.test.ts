// The built bundle (dist/lib/sudoku-board.js) as a site owner uses it: one <script type="module"> and the tag,
// served from the page's own origin and from another origin (a CDN). Run after `npm run build`.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from '../../scripts/find-chrome.mjs';
import { assertSolved, hostPage } from './host-page.ts';
import { LIB_DIR, serveStatic, type StaticServer } from './static-server.ts';

interface Outcome {
  value: string | null;
  cells: number;
  warnings: string[];
  errors: string[];
  workers: number;
}

/** Opens the page, waits for the element, solves through its public API, and reports what happened. */
async function solveOn(browser: Browser, url: string): Promise<Outcome> {
  const page: Page = await browser.newPage();
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warn') warnings.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForFunction(() => customElements.get('sudoku-board') !== undefined);
  const { value, cells } = await page.evaluate(async () => {
    const board = document.querySelector('sudoku-board') as HTMLElement & { solve(): Promise<string | null> };
    await (board as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const cells = board.shadowRoot!.querySelectorAll('[role=gridcell]').length;
    return { value: await board.solve(), cells };
  });
  const workers = page.workers().length;
  await page.close();
  return { value, cells, warnings, errors, workers };
}

describe('the built bundle on a host page', () => {
  let browser: Browser;
  let site: StaticServer;
  let cdn: StaticServer;

  before(async () => {
    assert.ok(existsSync(join(LIB_DIR, 'sudoku-board.js')), 'dist/lib is built (npm run build)');
    cdn = await serveStatic();
    site = await serveStatic({
      '/same-origin.html': hostPage('/lib/sudoku-board.js'),
      '/cross-origin.html': hostPage(`${cdn.origin}/lib/sudoku-board.js`),
    });
    browser = await puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_ARGS });
  });
  after(async () => {
    await browser?.close();
    await site?.close();
    await cdn?.close();
  });

  it('served from the page’s own origin: renders, solves in a Web Worker, no warnings', async () => {
    const outcome = await solveOn(browser, `${site.origin}/same-origin.html`);
    assert.deepEqual(outcome.errors, []);
    assert.equal(outcome.cells, 81);
    assertSolved(outcome.value);
    assert.equal(outcome.workers, 1, 'the engine runs in a worker');
    assert.deepEqual(outcome.warnings, []);
  });

  it('served from another origin (a CDN): renders and solves, on the page, with one warning', async () => {
    const outcome = await solveOn(browser, `${site.origin}/cross-origin.html`);
    assert.deepEqual(outcome.errors, []);
    assert.equal(outcome.cells, 81);
    assertSolved(outcome.value);
    // Browsers refuse a Worker script from another origin; the element says so once and carries on in-page.
    assert.equal(outcome.warnings.length, 1, `one warning, got: ${outcome.warnings.join(' | ')}`);
  });
});
