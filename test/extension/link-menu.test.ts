// "Solve Sudoku" on a link to an f-puzzles or SudokuPad puzzle (src/background/open-puzzle-link.ts), end to end: the
// built extension in Chromium, the menu's handler called in the service worker with the click's info as Chrome
// passes it (a native menu cannot be clicked from the DevTools protocol: see drive-menu.ts), and the popup that
// opens read back: the action's popup where chrome.action.openPopup works, else the popup's page in a tab.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page, WebWorker } from 'puppeteer-core';
import {
  classicRules,
  generateVariant,
  writeFpuzzlesLink,
  writeSudokuPadLink,
} from '../../src/engine/variant/index.ts';
import { LZ_BASE64 } from '../../src/lz-base64.ts';
import { en } from '../../src/words/en/popup.ts';
import { menuItemExists, waitForMenuItem } from './drive-menu.ts';
import { launchWithExtension, type LoadedExtension } from './launch.ts';
import { servePages, type PageServer } from './serve-pages.ts';

const killer = generateVariant(classicRules(6), 'link-menu', true);
const KILLER = { rules: killer.rules, givens: killer.givens };
const POPUP_PATH = '/src/popup/index.html';

/** What the popup shows: the board's cells, the cages drawn, the rules under the grid and the popup's notice. */
interface PopupView {
  cells: number;
  cages: number;
  rules: string;
  notice: string;
  givens: string;
}

describe('"Solve Sudoku" on a puzzle link (built extension in Chromium)', () => {
  let ext: LoadedExtension;
  let worker: WebWorker;
  let server: PageServer;
  let page: Page;

  before(async () => {
    server = await servePages();
    ext = await launchWithExtension();
    worker = await ext.worker();
    page = await ext.browser.newPage();
    await page.goto(server.url('text.html'));
  });
  after(async () => {
    await ext?.close();
    await server?.close();
  });

  /** Closes every open popup (the action's or a tab of it), so the next click opens a fresh one. */
  async function closePopups(): Promise<void> {
    for (const target of ext.browser.targets().filter((t) => t.url().endsWith(POPUP_PATH)))
      await (await target.asPage()).close().catch(() => undefined);
  }

  /** Calls the menu's click handler as Chrome does for a right-click on `linkUrl` in the test page's tab. */
  async function clickMenuOnLink(linkUrl: string, menuItemId = 'solve-sudoku-link'): Promise<void> {
    await page.bringToFront();
    await worker.evaluate(`chrome.tabs.query({ active: true, lastFocusedWindow: true }).then(([tab]) =>
      self.onMenuClick({ menuItemId: ${JSON.stringify(menuItemId)}, linkUrl: ${JSON.stringify(linkUrl)},
        pageUrl: ${JSON.stringify(page.url())}, editable: false, frameId: 0 }, tab))`);
  }

  /** The popup that opened (the action's, or its page in a tab), once it has read the hand-over. */
  async function openedPopup(): Promise<Page> {
    const target = await ext.browser.waitForTarget((t) => t.url().endsWith(POPUP_PATH), { timeout: 10_000 });
    const popup = await target.asPage();
    await popup.waitForFunction(() => document.querySelector('sudoku-popup')?.loaded !== undefined, {
      timeout: 20_000,
    });
    await popup.evaluate(() => document.querySelector('sudoku-popup')!.loaded);
    return popup;
  }

  async function view(popup: Page): Promise<PopupView> {
    return popup.evaluate(() => {
      const root = document.querySelector('sudoku-popup')!.shadowRoot!;
      const board = root.querySelector('sudoku-board')!;
      return {
        cells: board.shadowRoot!.querySelectorAll('[data-cell]').length,
        cages: board.shadowRoot!.querySelectorAll('svg.variant-drawing path.cage').length,
        rules: board.shadowRoot!.querySelector('.variant-rules')?.textContent?.trim() ?? '',
        notice: root.querySelector('.notice')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
        givens: board.givens,
      };
    });
  }

  it('adds the link item beside "solve-sudoku", which stays', async () => {
    assert.equal(await waitForMenuItem(worker, 'solve-sudoku'), true);
    assert.equal(await menuItemExists(worker, 'solve-sudoku-link'), true);
  });

  it('opens a SudokuPad link to a killer in the popup, cages drawn, ready to play', async () => {
    await clickMenuOnLink(writeSudokuPadLink(KILLER, LZ_BASE64));
    const popup = await openedPopup();
    await popup.waitForFunction(
      (cages) =>
        document
          .querySelector('sudoku-popup')
          ?.shadowRoot?.querySelector('sudoku-board')
          ?.shadowRoot?.querySelectorAll('svg.variant-drawing path.cage').length === cages,
      { timeout: 20_000 },
      KILLER.rules.cages!.length,
    );
    const shown = await view(popup);
    assert.equal(shown.cells, 36);
    assert.match(shown.rules, /^Killer: the digits in each dashed cage add up/);
    assert.match(shown.notice, /Puzzle from sudokupad\.app: ready to play\./);
    // Chromium 127+ opens the action's own popup (headless too); the tab is the fallback, not taken here.
    const contexts = await worker.evaluate(`chrome.runtime.getContexts({}).then((all) =>
      all.filter((c) => c.documentUrl?.endsWith(${JSON.stringify(POPUP_PATH)})).map((c) => c.contextType))`);
    assert.deepEqual(contexts, ['POPUP']);
    // Handed over once: the record is gone.
    assert.deepEqual(await worker.evaluate('chrome.storage.local.get("pendingPuzzle")'), {});
    await closePopups();
  });

  it("says why it can't open a SudokuPad link in SudokuPad's own format, and keeps the game", async () => {
    await clickMenuOnLink('https://sudokupad.app/sclrxq4bGVhbk5vdGU');
    const popup = await openedPopup();
    await popup.waitForFunction(
      () => /SudokuPad's own puzzle format/.test(document.querySelector('sudoku-popup')?.shadowRoot?.textContent ?? ''),
      { timeout: 10_000 },
    );
    const shown = await view(popup);
    assert.equal(shown.notice, `${en.sudokuPadOwnFormat} ×`);
    // The killer from the link before is still the game.
    assert.equal(shown.cages, KILLER.rules.cages!.length);
    assert.equal(shown.givens, '.'.repeat(36));
    await closePopups();
  });

  it('opens an f-puzzles link too; any other menu item leaves the popup closed', async () => {
    await clickMenuOnLink('https://example.com/not-a-puzzle', 'no-such-item');
    await new Promise((done) => setTimeout(done, 500));
    assert.equal(
      ext.browser.targets().some((t) => t.url().endsWith(POPUP_PATH)),
      false,
    );
    const x = generateVariant(classicRules(6, { diagonals: true }), 'link-menu-x');
    await clickMenuOnLink(writeFpuzzlesLink({ rules: x.rules, givens: x.givens }, LZ_BASE64));
    const popup = await openedPopup();
    await popup.waitForFunction(
      () =>
        /^X: both diagonals/.test(
          document
            .querySelector('sudoku-popup')
            ?.shadowRoot?.querySelector('sudoku-board')
            ?.shadowRoot?.querySelector('.variant-rules')?.textContent ?? '',
        ),
      { timeout: 20_000 },
    );
    assert.equal((await view(popup)).givens.replace(/\./g, '0'), x.givens.join(''));
    assert.match((await view(popup)).notice, /Puzzle from f-puzzles\.com/);
    await closePopups();
  });
});
