// Screenshots for the docs: docs/popup.png (the popup with a game in progress) and docs/overlay.png (the
// "Solve Sudoku" overlay on a page, after two presses of Next step). Builds nothing: run `npm run build` (or `npx vite build`) first.
// Usage: node scripts/screenshots.mjs [--dark]   (--dark also writes docs/popup-dark.png)
//
// The extension is loaded the way the end-to-end tests load it (test/extension/launch.ts): installed over the
// DevTools pipe into a fresh profile. The overlay is made as in test/extension/drive-menu.ts: select the grid,
// run the extension's action on the tab (the user gesture that grants activeTab), call the menu's handler.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from './find-chrome.mjs';

const root = resolve(import.meta.dirname, '..');
const EXTENSION_DIR = join(root, 'dist/extension');
const PAGES_DIR = join(root, 'test/extension/pages');
const DOCS = join(root, 'docs');
/** Project Euler 96, grid 1: the puzzle on the test page, played a little in the popup. */
const PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

const executablePath = findChrome() ?? '/usr/bin/chromium';

/** Serves test/extension/pages on 127.0.0.1 (activeTab does not reach file:// pages). */
export async function servePages() {
  const server = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://localhost').pathname.slice(1);
    if (!/^[a-z-]+\.html$/.test(name)) return response.writeHead(404).end();
    try {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(join(PAGES_DIR, name)));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address();
  return { url: (name) => `http://127.0.0.1:${port}/${name}`, close: () => server.close() };
}

/** The extension's service worker, once its chrome.* APIs answer. */
export async function serviceWorker(browser, id) {
  const target = await browser.waitForTarget((t) => t.type() === 'service_worker' && new URL(t.url()).host === id);
  const worker = await target.worker();
  for (let attempt = 0; attempt < 50; attempt++) {
    if ((await worker.evaluate('typeof chrome === "object" && chrome.runtime?.id').catch(() => false)) === id)
      return worker;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('The service worker never got its chrome.* APIs.');
}

const inBoard = (page, script) =>
  page.evaluate(`(() => {
    const popup = document.querySelector('sudoku-popup');
    const board = popup.shadowRoot.querySelector('sudoku-board');
    ${script}
  })()`);

/** A game in progress: the puzzle handed over as "Play in popup" does, some digits, notes and a hint shown. */
export async function popupShot(browser, worker, id, scheme, file) {
  const page = await browser.newPage();
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
  await page.setViewport({ width: 800, height: 600, deviceScaleFactor: 2 });
  const url = `chrome-extension://${id}/src/popup/index.html`;
  // A fresh start each time (the light and dark pictures show the same game), through the service worker: no
  // popup page is open to save its own game over it.
  await worker.evaluate(
    `chrome.storage.local.clear().then(() => chrome.storage.local.set({ pendingPuzzle: { puzzle: ${JSON.stringify(PUZZLE)}, from: '', at: Date.now() } }))`,
  );
  await page.goto(url);
  await page.waitForFunction(
    (puzzle) => document.querySelector('sudoku-popup')?.shadowRoot?.querySelector('sudoku-board')?.givens === puzzle,
    {},
    PUZZLE,
  );
  // Played: first row filled in part, notes in two cells, a hint on show.
  const cell = (i) => `sudoku-popup >>> sudoku-board >>> [data-cell="${i}"]`;
  for (const [index, digit] of [
    [0, '4'],
    [1, '8'],
    [3, '9'],
    [5, '1'],
  ]) {
    await page.click(cell(index));
    await page.keyboard.type(digit);
  }
  for (const [index, digits] of [
    [7, ['5', '7']],
    [8, ['5', '7']],
  ]) {
    await page.click(cell(index));
    await page.keyboard.down('Shift');
    for (const d of digits) await page.keyboard.press(`Digit${d}`);
    await page.keyboard.up('Shift');
  }
  // The second tier: the step itself (the first only says where to look).
  await inBoard(page, 'return board.hint().then(() => board.hint());');
  // The "ready to play" notice has been read: dismissed, as a player would.
  await page.click('sudoku-popup >>> .notice button');
  await page.click(cell(10));
  await new Promise((done) => setTimeout(done, 300));
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  const popup = await page.$('sudoku-popup');
  await popup.screenshot({ path: file });
  await page.close();
}

/** The overlay after two presses of Next step, on the test page, in a window of `viewport` (the docs': 640×900 at 2×). */
export async function overlayShot(
  browser,
  worker,
  id,
  pages,
  file,
  viewport = { width: 640, height: 900, deviceScaleFactor: 2 },
) {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  await page.goto(pages.url('text.html'));
  await page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('#grid'));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
  });
  await page.bringToFront();
  await page.triggerExtensionAction(browser.extensions && (await browser.extensions()).get(id));
  // The action opened the popup as well: it is not part of this picture.
  const popup = await browser
    .waitForTarget((t) => t.url().endsWith('/src/popup/index.html'), { timeout: 3000 })
    .catch(() => null);
  const tabId = await worker.evaluate(
    `chrome.tabs.query({}).then((tabs) => tabs.find((t) => t.url === ${JSON.stringify(page.url())}).id)`,
  );
  const outcome = await worker.evaluate(`self.solveSudokuInTab(${tabId}, 0)`);
  if (!outcome.shown) throw new Error(`No overlay: ${outcome.reason}`);
  if (popup) await (await popup.asPage())?.close();
  // Two presses of "Next step": the overlay as a teacher, a step explained and its cells highlighted.
  for (let press = 0; press < 2; press++) {
    await worker.evaluate(`chrome.scripting.executeScript({
      target: { tabId: ${tabId} },
      func: () => [...globalThis.__sudokuSolverOverlay.root.querySelectorAll('button')]
        .find((b) => b.textContent === 'Next step').click(),
    })`);
    await new Promise((done) => setTimeout(done, 300));
  }
  await page.screenshot({ path: file });
  await page.close();
}

/** A browser with the built extension installed, its id and its service worker; `close()` when done. */
export async function withExtension() {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(`No built extension in ${EXTENSION_DIR}: run \`npm run build\` first.`);
  }
  const profile = mkdtempSync(join(tmpdir(), 'sudoku-shots-'));
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    pipe: true,
    enableExtensions: true,
    userDataDir: profile,
    args: CHROME_ARGS,
  });
  const id = await browser.installExtension(EXTENSION_DIR);
  const worker = await serviceWorker(browser, id);
  return {
    browser,
    id,
    worker,
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function main() {
  mkdirSync(DOCS, { recursive: true });
  const pages = await servePages();
  const { browser, id, worker, close } = await withExtension();
  try {
    await popupShot(browser, worker, id, 'light', join(DOCS, 'popup.png'));
    if (process.argv.includes('--dark')) await popupShot(browser, worker, id, 'dark', join(DOCS, 'popup-dark.png'));
    await overlayShot(browser, worker, id, pages, join(DOCS, 'overlay.png'));
    console.log('Wrote docs/popup.png and docs/overlay.png');
  } finally {
    await close();
    pages.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
