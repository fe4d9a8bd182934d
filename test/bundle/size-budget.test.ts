// The element's size budget (issue 17): what a page with a bare <sudoku-board> fetches before the board is ready,
// its engine worker aside (a budget of its own, reported by `npm run bench`), is at most 25 KB gzipped. Measured
// from the requests the page makes, so a part loaded at once, static import or not, counts. Run after
// `npm run build` (or `npm run build:lib`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { hostedPages } from './hosted-pages.ts';
import { LIB_DIR } from './static-server.ts';

const BUDGET_BYTES = 25 * 1024;
const WORKER = 'sudoku-board.worker.js';

/** A page as a site owner writes it, with the tag and nothing else: the board makes its own puzzle. */
const barePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host</title>
<script type="module" src="/lib/sudoku-board.js"></script></head>
<body><sudoku-board></sudoku-board></body></html>`;

describe('the element’s size budget', () => {
  const hosted = hostedPages({ '/bare.html': barePage });

  it('a bare board fetches at most 25 KB gzipped of script before it is ready, its worker aside', async () => {
    const page = await hosted.browser.newPage();
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const file = /\/lib\/([\w.-]+\.js)$/.exec(request.url())?.[1];
      if (file) fetched.add(file);
    });
    await page.goto(`${hosted.origin}/bare.html`);
    await page.waitForFunction(
      () => /[1-9]/.test((document.querySelector('sudoku-board') as HTMLElement & { givens: string }).givens),
      { timeout: 30_000 },
    );
    await page.evaluate(
      () =>
        (document.querySelector('sudoku-board') as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete,
    );
    await page.close();
    assert.ok(fetched.has(WORKER), `the engine ran in its worker (fetched: ${[...fetched]})`);
    fetched.delete(WORKER);
    const sizes = [...fetched].map(
      (file) => [file, gzipSync(readFileSync(join(LIB_DIR, file)), { level: 9 }).length] as const,
    );
    const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
    const list = sizes.map(([file, bytes]) => `${file} ${(bytes / 1024).toFixed(1)} KB`).join(', ');
    assert.ok(
      total <= BUDGET_BYTES,
      `${(total / 1024).toFixed(2)} KB gzipped, over ${BUDGET_BYTES / 1024} KB: ${list}`,
    );
  });
});
