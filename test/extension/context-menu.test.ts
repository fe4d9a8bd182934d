// "Solve Sudoku" end to end: the built extension in Chromium, local test pages, the menu's handler driven through
// the service worker (see drive-menu.ts for why and how), and the overlay read back from its closed shadow root.
//
// Access to the pages comes only from activeTab, granted per tab by running the extension's action
// (page.triggerExtensionAction, a user gesture to Chrome): no host permission is added for the tests, and one test
// checks that without that gesture the extension cannot read the page at all.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page, WebWorker } from 'puppeteer-core';
import {
  menuItemExists,
  waitForMenuItem,
  frameIdOf,
  grantActiveTab,
  readOverlay,
  selectInFrame,
  solveInTab,
  tabIdOf,
  type OverlayView,
} from './drive-menu.ts';
import type { OverlayModel } from '../../src/content/overlay-model.ts';
import { launchWithExtension, type LoadedExtension } from './launch.ts';
import { servePages, type PageServer } from './serve-pages.ts';

// The puzzles the test pages hold (from the vendored collections in test/data: easy50 1-2, top95 2, 17clue 1).
const EASY_1 = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const EASY_2 = '2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3';
const TOP95_1 = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const TOP95_2 = '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....';
const CLUE17_1 = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

/** A complete grid: every row, column and box holds 1-9 once, and every given of `puzzle` is kept. */
function assertSolves(solution: string, puzzle: string): void {
  assert.match(solution, /^[1-9]{81}$/);
  for (let i = 0; i < 81; i++) if (puzzle[i] !== '.') assert.equal(solution[i], puzzle[i], `given ${i} changed`);
  const units: number[][] = [];
  for (let k = 0; k < 9; k++) {
    units.push(Array.from({ length: 9 }, (_, j) => k * 9 + j));
    units.push(Array.from({ length: 9 }, (_, j) => j * 9 + k));
    units.push(
      Array.from({ length: 9 }, (_, j) => (Math.floor(k / 3) * 3 + Math.floor(j / 3)) * 9 + (k % 3) * 3 + (j % 3)),
    );
  }
  for (const unit of units) assert.equal(new Set(unit.map((i) => solution[i])).size, 9, `unit ${unit} repeats a digit`);
}

const givensOf = (puzzle: string): string => puzzle.replace(/[1-9]/g, 'g').replace(/\./g, '-');

describe('"Solve Sudoku" context menu (built extension in Chromium)', () => {
  let ext: LoadedExtension;
  let server: PageServer;
  /** The same pages from another origin (another port), for a frame from another site. */
  let otherSite: PageServer;
  let worker: WebWorker;

  before(async () => {
    server = await servePages();
    otherSite = await servePages();
    ext = await launchWithExtension();
    worker = await ext.worker();
  });
  after(async () => {
    await ext?.close();
    await server?.close();
    await otherSite?.close();
  });

  async function open(name: string): Promise<Page> {
    const page = await ext.browser.newPage();
    await page.goto(server.url(name));
    return page;
  }

  /** Select in the page, click the action (activeTab), run the menu handler, read the overlay. */
  async function solvePage(
    name: string,
    options: { around?: boolean } = {},
  ): Promise<{ page: Page; tabId: number; view: OverlayView | null; model: OverlayModel }> {
    const page = await open(name);
    await selectInFrame(page.mainFrame(), '#grid', options.around);
    await grantActiveTab(ext, page);
    const tabId = await tabIdOf(worker, page);
    const outcome = await solveInTab(worker, tabId, 0);
    if (!outcome.shown) assert.fail(`${outcome.reason} (${outcome.detail ?? 'no detail'})`);
    return { page, tabId, view: await readOverlay(worker, tabId, 0), model: outcome.model };
  }

  function assertSolvedView(view: OverlayView | null, puzzle: string): void {
    assert.ok(view, 'no overlay');
    assert.equal(view.title, 'Sudoku solved');
    assert.equal(view.givens, givensOf(puzzle), 'givens drawn apart from the filled cells');
    assertSolves(view.cells, puzzle);
    assert.deepEqual(view.buttons, ['×', 'Copy solution', 'Play in popup', 'Close']);
  }

  it('creates the "solve-sudoku" menu item on install', async () => {
    assert.equal(await waitForMenuItem(worker, 'solve-sudoku'), true);
    assert.notEqual(await menuItemExists(worker, 'no-such-item'), true);
  });

  it('cannot read a page the user did not invoke it on (no host permissions)', async () => {
    const page = await open('text.html');
    await selectInFrame(page.mainFrame());
    await page.bringToFront();
    const tabId = (await worker.evaluate(
      'chrome.tabs.query({ active: true, lastFocusedWindow: true }).then(([tab]) => tab.id)',
    )) as number;
    const outcome = await solveInTab(worker, tabId, 0);
    assert.equal(outcome.shown, false);
    assert.match(outcome.shown ? '' : (outcome.detail ?? ''), /Cannot access contents of the page/);
    assert.equal(await readOverlay(worker, tabId, 0).catch(() => null), null);
    // The user is told, on the toolbar icon of that tab.
    assert.equal(await worker.evaluate(`chrome.action.getBadgeText({ tabId: ${tabId} })`), '!');
    await page.close();
  });

  it('solves a grid selected as plain text', async () => {
    const { page, view, model } = await solvePage('text.html');
    assertSolvedView(view, EASY_1);
    assert.equal(model.puzzle, EASY_1);
    assert.equal(model.source, 'text');
    await page.close();
  });

  it('solves a <table> whose first row starts with empty (&nbsp;) cells, selected from the text around it', async () => {
    const { page, view, model } = await solvePage('table.html', { around: true });
    assert.equal(model.source, 'table');
    assertSolvedView(view, EASY_1);
    await page.close();
  });

  it('solves a grid of <input>s, reading their values', async () => {
    const { page, view, model } = await solvePage('inputs.html');
    assert.equal(model.source, 'table');
    assertSolvedView(view, EASY_2);
    await page.close();
  });

  it('solves a CSS grid of divs grouped in 3×3 boxes, in reading order', async () => {
    const { page, view, model } = await solvePage('css-grid.html');
    assert.equal(model.source, 'cells');
    assertSolvedView(view, TOP95_1);
    await page.close();
  });

  it('solves a table of nested 3×3 box tables', async () => {
    const { page, view, model } = await solvePage('box-tables.html');
    assert.equal(model.source, 'box-tables');
    assertSolvedView(view, CLUE17_1);
    await page.close();
  });

  it('solves on a page with a strict Content-Security-Policy, and the overlay keeps its styles', async () => {
    const { page, tabId, view } = await solvePage('csp.html');
    assertSolvedView(view, EASY_2);
    const border = await worker.evaluate(`chrome.scripting.executeScript({
      target: { tabId: ${tabId} },
      func: () => getComputedStyle(globalThis.__sudokuSolverOverlay.root.querySelector('.grid')).borderTopStyle,
    }).then((r) => r[0].result)`);
    assert.equal(border, 'solid');
    await page.close();
  });

  it('solves a grid in the iframe the user selected in, and draws the overlay there', async () => {
    const page = await open('iframe.html');
    const frame = await (await page.waitForSelector('#frame'))?.contentFrame();
    assert.ok(frame, 'the test page has its frame');
    await frame.waitForSelector('#grid');
    await selectInFrame(frame);
    await grantActiveTab(ext, page);
    const tabId = await tabIdOf(worker, page);
    const frameId = await frameIdOf(worker, tabId, server.url('framed-grid.html'));
    assert.notEqual(frameId, 0);
    const outcome = await solveInTab(worker, tabId, frameId, server.url('framed-grid.html'));
    assert.equal(outcome.shown, true);
    assertSolvedView(await readOverlay(worker, tabId, frameId), TOP95_2);
    assert.equal(await readOverlay(worker, tabId, 0), null, 'nothing drawn in the top page');
    await page.close();
  });

  it('says plainly when the grid is in a frame from another site, which activeTab does not open', async () => {
    const page = await open('iframe.html');
    const frameElement = await page.waitForSelector('#frame');
    await (await frameElement?.contentFrame())?.waitForSelector('#grid');
    await grantActiveTab(ext, page);
    const tabId = await tabIdOf(worker, page);
    // Extension frame ids stay with the frame across its navigations: find it while it is same-origin.
    const frameId = await frameIdOf(worker, tabId, server.url('framed-grid.html'));
    const foreign = otherSite.url('framed-grid.html');
    await page.evaluate(`document.querySelector('#frame').src = ${JSON.stringify(foreign)}`);
    const frame = await page.waitForFrame((f) => f.url() === foreign);
    await frame.waitForSelector('#grid');
    await selectInFrame(frame);
    const outcome = await solveInTab(worker, tabId, frameId, foreign);
    assert.equal(outcome.shown, false);
    assert.match(outcome.shown ? '' : outcome.reason, /frame from another site/);
    assert.match(outcome.shown ? '' : (outcome.detail ?? ''), /Cannot access/);
    await page.close();
  });

  it('says the frame is gone, not "another site", when the frame id is one the browser does not know', async () => {
    const page = await open('iframe.html');
    await (await (await page.waitForSelector('#frame'))?.contentFrame())?.waitForSelector('#grid');
    await grantActiveTab(ext, page);
    const tabId = await tabIdOf(worker, page);
    const outcome = await solveInTab(worker, tabId, 99999, server.url('framed-grid.html'));
    assert.equal(outcome.shown, false);
    assert.match(outcome.shown ? '' : outcome.reason, /can't find the frame/);
    assert.doesNotMatch(outcome.shown ? '' : outcome.reason, /another site/);
    assert.match(outcome.shown ? '' : (outcome.detail ?? ''), /No frame with id 99999/);
    const title = await worker.evaluate(`chrome.action.getTitle({ tabId: ${tabId} })`);
    assert.equal(title, `Sudoku: ${outcome.shown ? '' : outcome.reason}`);
    await page.close();
  });

  it('solves a grid in a data: frame of the page (activeTab reaches it, as it does the page)', async () => {
    const page = await open('iframe.html');
    await page.waitForSelector('#frame');
    const data = `data:text/html,<pre id=grid>${TOP95_2}</pre>`;
    await page.evaluate(`document.querySelector('#frame').src = ${JSON.stringify(data)}`);
    const frame = await page.waitForFrame((f) => f.url() === data);
    await frame.waitForSelector('#grid');
    await selectInFrame(frame);
    await grantActiveTab(ext, page);
    const tabId = await tabIdOf(worker, page);
    const frameId = await frameIdOf(worker, tabId, data);
    const outcome = await solveInTab(worker, tabId, frameId, data);
    if (!outcome.shown) assert.fail(outcome.reason);
    assertSolves((await readOverlay(worker, tabId, frameId))?.cells ?? '', TOP95_2);
    await page.close();
  });

  it("says a page opened from a data: address can't be read because of that, and what to do instead", async () => {
    const page = await ext.browser.newPage();
    const data = `data:text/html,<pre id=grid>${TOP95_2}</pre>`;
    await page.goto(data);
    await selectInFrame(page.mainFrame());
    await grantActiveTab(ext, page);
    // The extension never sees a data: tab's URL: find the tab as the active one.
    const tabId = (await worker.evaluate(
      'chrome.tabs.query({ active: true, lastFocusedWindow: true }).then(([tab]) => tab.id)',
    )) as number;
    // The menu click passes the page's URL (OnClickData.pageUrl).
    const outcome = await solveInTab(worker, tabId, 0, data);
    assert.equal(outcome.shown, false);
    const reason = outcome.shown ? '' : outcome.reason;
    assert.match(reason, /pages opened from a data: address/);
    assert.match(reason, /Paste in the Sudoku popup/);
    assert.doesNotMatch(reason, /chrome:\/\/|its own pages/);
    assert.equal(await worker.evaluate(`chrome.action.getTitle({ tabId: ${tabId} })`), `Sudoku: ${reason}`);
    await page.close();
  });

  it('falls back to the text the menu reported when the page has dropped its selection', async () => {
    const page = await open('text.html');
    await grantActiveTab(ext, page);
    const tabId = await tabIdOf(worker, page);
    await page.evaluate('getSelection().removeAllRanges()');
    // What Chrome's menu passes as selectionText: the rows with their newlines turned into spaces.
    const rows = Array.from({ length: 9 }, (_, r) =>
      EASY_1.slice(r * 9, r * 9 + 9)
        .split('')
        .join(' '),
    );
    const outcome = await solveInTab(worker, tabId, 0, undefined, rows.join(' '));
    if (!outcome.shown) assert.fail(`${outcome.reason} (${outcome.detail ?? 'no detail'})`);
    assert.equal(outcome.model.source, 'menu');
    assert.equal(outcome.model.puzzle, EASY_1);
    assert.equal(outcome.model.status, 'solved');
    await page.close();
  });

  it('says when nothing is selected', async () => {
    const page = await open('text.html');
    await grantActiveTab(ext, page);
    const tabId = await tabIdOf(worker, page);
    await page.evaluate('getSelection().removeAllRanges()');
    await solveInTab(worker, tabId, 0);
    const view = await readOverlay(worker, tabId, 0);
    assert.equal(view?.title, 'Nothing selected');
    await page.close();
  });

  it('says when the selection is not a grid, and shows what it read', async () => {
    const { page, view } = await solvePage('not-grid.html');
    assert.ok(view);
    assert.equal(view.title, 'No Sudoku grid found');
    assert.match(view.message, /^Could not read a Sudoku grid from the selected text: .+\.$/);
    assert.equal(
      view.read,
      'Sudoku is a logic puzzle with 81 cells; this paragraph is about it, but it is not a grid.',
    );
    assert.equal(view.readOpen, true);
    assert.equal(view.cells, '');
    assert.deepEqual(view.buttons, ['×', 'Close']);
    await page.close();
  });

  it('says when a puzzle has several solutions, and shows one', async () => {
    const { page, view } = await solvePage('several.html');
    assert.ok(view);
    assert.equal(view.title, 'Several solutions');
    assert.equal(view.message, 'This puzzle has more than one solution; here is one.');
    assertSolves(view.cells, '123456789' + '.'.repeat(72));
    await page.close();
  });

  it('says when a puzzle has no solution', async () => {
    const { page, view } = await solvePage('no-solution.html');
    assert.ok(view);
    assert.equal(view.title, 'No solution');
    assert.equal(view.message, 'This puzzle has no solution.');
    assert.equal(view.givens, givensOf('12345678.' + '........9' + '.'.repeat(63)), 'the grid as read, givens only');
    assert.deepEqual(view.buttons, ['×', 'Close']);
    await page.close();
  });

  it('is a dialog used from the keyboard: focus inside, Enter copies, Tab + Enter hands the puzzle to the popup, Esc closes', async () => {
    const { page, tabId, view } = await solvePage('text.html');
    assert.ok(view);
    assert.equal(view.role, 'dialog');
    assert.equal(view.label, 'Sudoku: Sudoku solved');
    assert.equal(view.focusInside, true);
    // Focus starts on "Copy solution".
    await page.keyboard.press('Enter');
    let status = '';
    for (let attempt = 0; attempt < 20 && !status; attempt++)
      status = (await readOverlay(worker, tabId, 0))?.status ?? '';
    assert.equal(status, 'Solution copied (81 digits, row by row).');
    await ext.browser
      .defaultBrowserContext()
      .overridePermissions(new URL(server.url('')).origin, ['clipboard-read', 'clipboard-sanitized-write']);
    // Reading the clipboard needs the page focused; another tab or the action's popup may take the focus a moment
    // later on a loaded machine, so bring the page back until the read is allowed.
    let copied = '';
    for (let attempt = 0; attempt < 20 && !copied; attempt++) {
      await page.bringToFront();
      copied = await page.evaluate('navigator.clipboard.readText()').then(String, () => '');
      if (!copied) await new Promise((done) => setTimeout(done, 100));
    }
    assertSolves(copied, EASY_1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    let pending: unknown;
    for (let attempt = 0; attempt < 20 && !pending; attempt++) {
      pending = await worker.evaluate(`chrome.storage.local.get('pendingPuzzle').then((v) => v.pendingPuzzle)`);
      if (!pending) await new Promise((done) => setTimeout(done, 50));
    }
    assert.equal((pending as { puzzle: string }).puzzle, EASY_1);
    assert.equal((pending as { from: string }).from, server.url('text.html'));
    await page.keyboard.press('Escape');
    assert.equal(await readOverlay(worker, tabId, 0), null);
    await page.close();
  });

  it('where the page refuses the Clipboard API, selects the solution for the user and never copies through an event the page sees', async () => {
    const { page, tabId } = await solvePage('clipboard-blocked.html');
    // Focus starts on "Copy solution".
    await page.keyboard.press('Enter');
    let status = '';
    for (let attempt = 0; attempt < 20 && !status; attempt++)
      status = (await readOverlay(worker, tabId, 0))?.status ?? '';
    assert.match(status, /^This page blocks copying: the solution is selected above, press Ctrl\+C/);
    // execCommand('copy') would have fired the page's copy listener, which swaps in its own text.
    assert.notEqual(await page.evaluate('window.copyHijacked'), true);
    const view = await readOverlay(worker, tabId, 0);
    assert.ok(view?.focusInside, 'the selected solution has the focus');
    await page.close();
  });

  it('replaces its overlay when run again on the same page', async () => {
    const { page, tabId } = await solvePage('several.html');
    const again = await solveInTab(worker, tabId, 0);
    assert.equal(again.shown, true);
    const view = await readOverlay(worker, tabId, 0);
    assert.equal(view?.hosts, 1);
    await page.close();
  });

  it('keeps the page text out of the overlay markup (text only, never HTML)', async () => {
    const page = await open('not-grid.html');
    await page.evaluate(`document.querySelector('#grid').textContent = '<img src=x onerror="document.title=1">9'`);
    await selectInFrame(page.mainFrame());
    await grantActiveTab(ext, page);
    const tabId = await tabIdOf(worker, page);
    await solveInTab(worker, tabId, 0);
    const view = await readOverlay(worker, tabId, 0);
    assert.equal(view?.read, '<img src=x onerror="document.title=1">9');
    const images = await worker.evaluate(`chrome.scripting.executeScript({
      target: { tabId: ${tabId} },
      func: () => globalThis.__sudokuSolverOverlay.root.querySelectorAll('img').length,
    }).then((r) => r[0].result)`);
    assert.equal(images, 0);
    await page.close();
  });

  it('refuses browser pages and the Web Store with a reason on the toolbar icon', async () => {
    const page = await open('text.html');
    const tabId = (await worker.evaluate(
      'chrome.tabs.query({ active: true, lastFocusedWindow: true }).then(([tab]) => tab.id)',
    )) as number;
    for (const url of ['chrome://settings/', 'https://chromewebstore.google.com/detail/x/abc']) {
      const outcome = await solveInTab(worker, tabId, 0, url);
      assert.equal(outcome.shown, false);
      assert.match(outcome.shown ? '' : outcome.reason, /does not let extensions read/);
      const title = await worker.evaluate(`chrome.action.getTitle({ tabId: ${tabId} })`);
      assert.equal(title, `Sudoku: ${outcome.shown ? '' : outcome.reason}`);
    }
    await page.close();
  });
});
