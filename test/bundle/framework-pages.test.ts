// Each page of docs/frameworks/ is true: its snippet builds with its framework and plays in Chromium. The page
// shows a board from the `puzzle` attribute with the `keypad`, a "Show the solution" button that calls the
// element's `solve()` through the framework's ref, and a status line its `sudoku-solved` listener writes. Run after
// `npm run build` (dist/lib, dist/types, dist/lib/frameworks).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from '../../scripts/find-chrome.mjs';
import { appPage, buildAngular, buildReact, buildSvelte, buildVue, htmlPage, typeCheck } from './framework-snippets.ts';
import { LIB_DIR, serveStatic } from './static-server.ts';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

interface Played {
  givens: string;
  cells: number;
  keypad: boolean;
  status: string;
  errors: string[];
}

/** Serves the app (a built bundle in `appDir`, or a whole page), plays it as a visitor would, reports what it saw. */
async function play(browser: Browser, app: { appDir: string; body?: string } | { html: string }): Promise<Played> {
  const html = 'html' in app ? app.html : appPage(app.body);
  const roots: Record<string, string> = { '/sudoku/': LIB_DIR };
  if ('appDir' in app) roots['/app/'] = app.appDir;
  const server = await serveStatic({ '/': html }, roots);
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) errors.push(`${r.status()} ${r.url()}`);
  });
  try {
    await page.goto(`${server.origin}/`);
    // The board drawn from its attributes: 81 cells, and the keypad (a lazy chunk) shown.
    await page.waitForFunction(
      () => {
        const root = document.querySelector('sudoku-board')?.shadowRoot;
        return root?.querySelectorAll('[role=gridcell]').length === 81 && root.querySelector('[part~=keypad]') !== null;
      },
      { timeout: 20_000 },
    );
    const seen = await page.evaluate(() => {
      const board = document.querySelector('sudoku-board') as HTMLElement & { givens: string };
      const root = board.shadowRoot!;
      return {
        givens: board.givens,
        cells: root.querySelectorAll('[role=gridcell]').length,
        keypad: root.querySelector('[part~=keypad]') !== null,
      };
    });
    // The app's own button calls solve() through its ref; its sudoku-solved listener writes the status.
    await page.click('button');
    const status = await page
      .waitForFunction(() => document.querySelector('[role=status]')?.textContent?.startsWith('Solved'), {
        timeout: 20_000,
      })
      .then(() => page.$eval('[role=status]', (p) => p.textContent ?? ''))
      .catch(() => page.$eval('[role=status]', (p) => `not solved: ${p.textContent ?? ''}`));
    return { ...seen, status, errors };
  } finally {
    await page.close();
    await server.close();
  }
}

function assertPlayed(played: Played): void {
  assert.deepEqual(played.errors, [], 'the page logs no error');
  assert.equal(played.givens, PUZZLE, 'the puzzle attribute/property reached the board');
  assert.equal(played.cells, 81);
  assert.ok(played.keypad, 'the keypad attribute shows the keypad');
  assert.equal(played.status, 'Solved (shown)', 'solve() through the ref fired sudoku-solved, which the app heard');
}

describe("docs/frameworks: each page's snippet builds and plays", { timeout: 120_000 }, () => {
  let browser: Browser;

  before(async () => {
    assert.ok(existsSync(join(LIB_DIR, 'sudoku-board.js')), 'run `npm run build` first');
    assert.ok(existsSync(join(LIB_DIR, 'frameworks/react.d.ts')), 'run `npm run build` first (npm run manifest)');
    const executablePath = findChrome();
    assert.ok(executablePath, 'no Chrome/Chromium found (set CHROME_PATH)');
    browser = await puppeteer.launch({ executablePath, args: CHROME_ARGS });
  });

  after(async () => {
    await browser?.close();
  });

  it('React: the snippet type-checks (strict) against sudoku-web/react; misuses do not', () => {
    assert.deepEqual(typeCheck(), []);
  });

  it('React 19: the component renders the board, solve() through useRef fires onsudoku-solved', async () => {
    assertPlayed(await play(browser, { appDir: await buildReact() }));
  });

  it('Vue 3: the SFC renders the board, solve() through a template ref fires @sudoku-solved', async () => {
    assertPlayed(await play(browser, { appDir: await buildVue() }));
  });

  it('Svelte 5: the component renders the board, solve() through bind:this fires onsudoku-solved', async () => {
    assertPlayed(await play(browser, { appDir: await buildSvelte() }));
  });

  it('Angular: ngc compiles the component (strict templates), the board renders, solve() through viewChild fires (sudoku-solved)', async () => {
    assertPlayed(await play(browser, { appDir: await buildAngular(), body: '<app-game></app-game>' }));
  });

  it('plain HTML: the page renders the board, solve() on the element fires sudoku-solved', async () => {
    assertPlayed(await play(browser, { html: htmlPage() }));
  });
});
