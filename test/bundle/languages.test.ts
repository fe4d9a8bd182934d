// The built bundle speaks the page's language, and fetches a language's chunk (beside the element) only on a page
// that speaks it. Run after `npm run build` (or `npm run build:lib`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { hostPage } from './host-page.ts';
import { hostedPages } from './hosted-pages.ts';

/** The page's language chunks fetched ("de", "words"), and the first cell's label. */
async function visit(browser: Browser, url: string): Promise<{ chunks: string[]; label: string | null }> {
  const page = await browser.newPage();
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = /\/lib\/(de|es|fr|words)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (name) chunks.push(name);
  });
  await page.goto(url);
  await page.waitForFunction(() => customElements.get('sudoku-board') !== undefined);
  const label = await page.evaluate(async () => {
    const board = document.querySelector('sudoku-board') as HTMLElement & { updateComplete: Promise<unknown> };
    await board.updateComplete;
    return board.shadowRoot!.querySelector('[role=gridcell]')!.getAttribute('aria-label');
  });
  await page.close();
  return { chunks: chunks.sort(), label };
}

describe('the built bundle in the page’s language', () => {
  const hosted = hostedPages({
    '/en.html': hostPage('/lib/sudoku-board.js'),
    '/de.html': hostPage('/lib/sudoku-board.js', '', 'de-DE'),
  });

  it('an English page fetches no language chunk', async () => {
    const { chunks, label } = await visit(hosted.browser, `${hosted.origin}/en.html`);
    assert.deepEqual(chunks, []);
    assert.equal(label, 'row 1, column 1, empty');
  });

  it('a German page fetches the German chunk and the words all languages share, nothing else, and is German', async () => {
    const { chunks, label } = await visit(hosted.browser, `${hosted.origin}/de.html`);
    assert.deepEqual(chunks, ['de', 'words']);
    assert.equal(label, 'Zeile 1, Spalte 1, leer');
  });
});
