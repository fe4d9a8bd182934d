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
  pressOverlayButton,
  waitForMenuItem,
  waitForOverlay,
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
import { EASY_1, EASY_2, TOP95_1, TOP95_2, CLUE17_1, assertSolves, givensOf } from './grids.ts';

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

  /** The overlay shows the puzzle with its givens in bold, and fills in a solution on "Show solution". */
  async function assertSolvedView(view: OverlayView | null, puzzle: string, tabId: number, frameId = 0) {
    assert.ok(view, 'no overlay');
    assert.equal(view.title, 'Sudoku solved');
    assert.equal(view.givens, givensOf(puzzle), 'givens drawn apart from the filled cells');
    assert.equal(view.cells, puzzle, 'the puzzle, not yet its solution');
    assert.deepEqual(view.buttons, ['×', 'Show solution', 'Next step', 'Copy solution', 'Play in popup', 'Close']);
    assert.equal(await pressOverlayButton(worker, tabId, 'Show solution', frameId), true);
    const after = await readOverlay(worker, tabId, frameId);
    assertSolves(after?.cells ?? '', puzzle);
    assert.equal(after?.givens, givensOf(puzzle));
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
    const { page, tabId, view, model } = await solvePage('text.html');
    await assertSolvedView(view, EASY_1, tabId);
    assert.equal(model.puzzle, EASY_1);
    assert.equal(model.source, 'text');
    await page.close();
  });

  it('solves a <table> whose first row starts with empty (&nbsp;) cells, selected from the text around it', async () => {
    const { page, tabId, view, model } = await solvePage('table.html', { around: true });
    assert.equal(model.source, 'table');
    await assertSolvedView(view, EASY_1, tabId);
    await page.close();
  });

  it('solves a grid of <input>s, reading their values', async () => {
    const { page, tabId, view, model } = await solvePage('inputs.html');
    assert.equal(model.source, 'table');
    await assertSolvedView(view, EASY_2, tabId);
    await page.close();
  });

  it('solves a CSS grid of divs grouped in 3×3 boxes, in reading order', async () => {
    const { page, tabId, view, model } = await solvePage('css-grid.html');
    assert.equal(model.source, 'cells');
    await assertSolvedView(view, TOP95_1, tabId);
    await page.close();
  });

  it('solves a table of nested 3×3 box tables', async () => {
    const { page, tabId, view, model } = await solvePage('box-tables.html');
    assert.equal(model.source, 'box-tables');
    await assertSolvedView(view, CLUE17_1, tabId);
    await page.close();
  });

  it('solves on a page with a strict Content-Security-Policy, and the overlay keeps its styles', async () => {
    const { page, tabId, view } = await solvePage('csp.html');
    await assertSolvedView(view, EASY_2, tabId);
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
    await assertSolvedView(await readOverlay(worker, tabId, frameId), TOP95_2, tabId, frameId);
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
    assert.equal((await readOverlay(worker, tabId, frameId))?.cells, TOP95_2);
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

  it('with nothing selected, looks for the grid on the page, and says it found none', async () => {
    const page = await open('text.html');
    await grantActiveTab(ext, page);
    const tabId = await tabIdOf(worker, page);
    await page.evaluate('getSelection().removeAllRanges()');
    await solveInTab(worker, tabId, 0);
    const view = await readOverlay(worker, tabId, 0);
    assert.equal(view?.title, 'No Sudoku found on this page');
    assert.match(view?.message ?? '', /^Nothing was selected, so the whole page was searched/);
    assert.match(view?.message ?? '', /Select the grid and choose "Solve Sudoku" again/);
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
    const { page, tabId, view } = await solvePage('several.html');
    assert.ok(view);
    assert.equal(view.title, 'Several solutions');
    assert.equal(
      view.message,
      'Read from the selected text: this puzzle has more than one solution; "Show solution" shows one.',
    );
    await pressOverlayButton(worker, tabId, 'Show solution');
    assertSolves((await readOverlay(worker, tabId, 0))?.cells ?? '', '123456789' + '.'.repeat(72));
    await page.close();
  });

  it('says when a puzzle has no solution', async () => {
    const { page, tabId, view } = await solvePage('no-solution.html');
    const read = '12345678.' + '........9' + '.'.repeat(63);
    assert.ok(view);
    assert.equal(view.title, 'No solution');
    assert.match(view.message, /^This puzzle has no solution\. Fix it \(click a cell, type a digit/);
    // The grid as read, for the user to fix: no solution is shown.
    assert.equal(view.editable, true);
    assert.equal(view.cells, read);
    assert.deepEqual(view.buttons, ['×', 'Use this grid', 'Close']);
    // Fixed (the 9 that leaves r1c9 no digit cleared), it is solved as the user left it.
    await worker.evaluate(`chrome.scripting.executeScript({
      target: { tabId: ${tabId} },
      func: () => { globalThis.__sudokuSolverOverlay.root.querySelectorAll('.cell input')[17].value = ''; },
    })`);
    assert.ok(await pressOverlayButton(worker, tabId, 'Use this grid'));
    const fixed = await waitForOverlay(worker, tabId, (v) => !v.editable);
    assert.equal(fixed.title, 'Several solutions');
    assert.equal(fixed.cells, read.slice(0, 17) + '.' + read.slice(18));
    await page.close();
  });

  it('is a dialog used from the keyboard: focus inside, Enter shows the solution, Enter copies, Tab + Enter hands the puzzle to the popup, Esc closes', async () => {
    const { page, tabId, view } = await solvePage('text.html');
    assert.ok(view);
    assert.equal(view.role, 'dialog');
    assert.equal(view.label, 'Sudoku: Sudoku solved');
    assert.equal(view.focusInside, true);
    // Focus starts on "Show solution"; once shown, it moves to "Copy solution".
    await page.keyboard.press('Enter');
    assertSolves((await readOverlay(worker, tabId, 0))?.cells ?? '', EASY_1);
    await page.keyboard.press('Enter');
    let status = '';
    for (let attempt = 0; attempt < 20 && !/copied/.test(status); attempt++)
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
    assert.ok(await pressOverlayButton(worker, tabId, 'Copy solution'));
    let status = '';
    for (let attempt = 0; attempt < 20 && !/blocks/.test(status); attempt++)
      status = (await readOverlay(worker, tabId, 0))?.status ?? '';
    assert.match(status, /^This page blocks copying: the solution is selected above, press Ctrl\+C/);
    // execCommand('copy') would have fired the page's copy listener, which swaps in its own text.
    assert.notEqual(await page.evaluate('window.copyHijacked'), true);
    const view = await readOverlay(worker, tabId, 0);
    assert.ok(view?.focusInside, 'the selected solution has the focus');
    await page.close();
  });

  it('gives a hint, not the answer: Next step shows one explained step at a time, its cells highlighted', async () => {
    const { page, tabId, model } = await solvePage('text.html');
    const solution = model.solution ?? '';
    let view = await readOverlay(worker, tabId, 0);
    assert.equal(view?.step, '');
    let filled = EASY_1.replace(/\./g, '').length;
    for (let step = 1; step <= 3; step++) {
      const before = view?.step;
      assert.ok(await pressOverlayButton(worker, tabId, 'Next step'));
      view = await waitForOverlay(worker, tabId, (v) => v.step !== '' && v.step !== before && !v.disabled.length);
      // The grader's sentence, cells in plain words, e.g. "Naked single: row 5, column 3 can only be 9."
      assert.match(view.step, /^[A-Z][a-z].* row \d, column \d.*\.$/);
      assert.ok(view.hints.includes('h') || view.hints.includes('p'), "the step's cells are highlighted");
      // What a step fills is the solution's digit; nothing else of the solution is shown.
      for (let i = 0; i < 81; i++) if (view.cells[i] !== '.') assert.equal(view.cells[i], solution[i]);
      const now = view.cells.replace(/\./g, '').length;
      assert.ok(now >= filled && now <= filled + 1, `one cell at most per step (${filled} → ${now})`);
      filled = now;
    }
    assert.ok(view?.cells.includes('.'), 'still a puzzle to finish');
    assert.ok(await pressOverlayButton(worker, tabId, 'Show solution'));
    view = await readOverlay(worker, tabId, 0);
    assert.equal(view?.cells, solution);
    assert.equal(view?.step, '');
    assert.deepEqual(view?.disabled, ['Show solution', 'Next step']);
    await page.close();
  });

  it('says what to do when the extension no longer answers the overlay (reloaded under the page)', async () => {
    const { page, tabId } = await solvePage('text.html');
    // What a reload of the extension does to the page's overlay: its messages throw at once.
    await worker.evaluate(`chrome.scripting.executeScript({
      target: { tabId: ${tabId} },
      func: () => {
        chrome.runtime.sendMessage = () => {
          throw new Error('Extension context invalidated.');
        };
      },
    })`);
    assert.ok(await pressOverlayButton(worker, tabId, 'Next step'));
    const view = await waitForOverlay(worker, tabId, (v) => v.step !== '');
    assert.equal(
      view.step,
      'No step: the extension did not answer (Extension context invalidated.). Choose "Solve Sudoku" again.',
    );
    assert.deepEqual(view.disabled, [], 'Next step can be pressed again');
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

  it("keeps the page's scripts out of the overlay: they can't read what it shows, reach its root, or press its buttons", async () => {
    // hostile.html patches attachShadow before the extension runs, watches for the overlay's host, records every
    // event it sees, and on readHost() reads the host every way a page can, then clicks and sends Escape to it.
    const { page, tabId, model } = await solvePage('hostile.html');
    assert.ok(await pressOverlayButton(worker, tabId, 'Show solution'));
    const solution = model.solution ?? '';
    assert.equal(solution.length, 81);
    const spy = (await page.evaluate('JSON.stringify(window.readHost())')) as string;
    const seen = JSON.parse(spy) as { roots: number; hosts: string[]; texts: string[] };
    assert.ok(seen.hosts.includes('sudoku-solver-overlay'), 'the page did see the host element');
    assert.equal(seen.roots, 0, "the page's patched attachShadow never ran: the overlay uses its own world's DOM");
    const rows = Array.from({ length: 9 }, (_, r) => solution.slice(r * 9, r * 9 + 9));
    for (const text of seen.texts) {
      const digits = text.replace(/[^1-9]/g, '');
      for (const row of rows.slice(0, 3)) assert.ok(!digits.includes(row), `the page read a solved row: ${row}`);
    }
    // Its clicks and its synthetic Escape reached nothing inside: the overlay is still there, solution on show.
    const view = await readOverlay(worker, tabId, 0);
    assert.equal(view?.cells, solution);
    assert.equal(view?.title, 'Sudoku solved');
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
