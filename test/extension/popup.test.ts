// The popup end to end: the built extension in Chromium, its popup page opened in a tab (and once as the real
// action popup), driven with the mouse and keyboard through the shadow roots (puppeteer's `>>>` pierces them).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { AXE_SCHEMES, AXE_VIEWPORTS, axeInEveryState, emulateScheme, nonEmpty } from '../bundle/axe-states.ts';
import { TOOLBAR, clickButton, waitForNewPuzzle, waitForPopup, waitForSolvedBoard } from './drive-popup.ts';
import { launchWithExtension, type LoadedExtension } from './launch.ts';
import { assertSolves } from './grids.ts';
import { trainerTechniques } from '../../src/engine/generate/trainer-catalogue.ts';
import { grade } from '../../src/engine/grade/grade.ts';
import { lineToGrid } from '../../src/engine/grid.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { localDate } from '../../src/play/statistics/today.ts';

/** top95 line 2 and Project Euler 96 grid 1, from the vendored collections in test/data. */
const TOP95_2 = '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....';
const EASY_1 = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

const BOARD = 'sudoku-popup >>> sudoku-board';
const CELL = (i: number) => `${BOARD} >>> [data-cell="${i}"]`;

interface BoardView {
  givens: string;
  value: string;
  level: string;
  /** Whole seconds on the board's clock. */
  seconds: number;
  labels: string[];
}

describe('extension popup (built, loaded unpacked in Chromium)', () => {
  let ext: LoadedExtension;
  let url: string;
  const errors: string[] = [];

  before(async () => {
    ext = await launchWithExtension();
    url = `chrome-extension://${ext.id}/src/popup/index.html`;
  });
  after(async () => {
    await ext?.close();
  });

  /** Opens the popup page in a tab and waits for a board with a puzzle on it. */
  async function openPopup(): Promise<Page> {
    const page = await ext.browser.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warn') errors.push(`console.${m.type()}: ${m.text()}`);
    });
    await page.goto(url);
    await waitForPopup(page);
    return page;
  }

  async function view(page: Page): Promise<BoardView> {
    return page.evaluate(() => {
      const board = document.querySelector('sudoku-popup')!.shadowRoot!.querySelector('sudoku-board')!;
      const root = board.shadowRoot!;
      const [m, s] = root.querySelector('.timer')!.textContent!.trim().split(':').map(Number);
      return {
        givens: board.givens,
        value: board.value,
        level: root.querySelector('.level')!.textContent!.trim(),
        seconds: m * 60 + s,
        labels: [...root.querySelectorAll('[role=gridcell]')].map((c) => c.getAttribute('aria-label') ?? ''),
      };
    });
  }

  // axe on the whole page (landmarks included) in every state a player reaches (test/bundle/axe-states.ts), in
  // light, dark and forced colours, at a phone's and a laptop's size.
  for (const scheme of AXE_SCHEMES) {
    for (const viewport of AXE_VIEWPORTS) {
      it(`passes axe in every state, ${scheme}, ${viewport.width}×${viewport.height}`, async () => {
        // A fresh start each time: the popup keeps its game, and the last run's ended finished.
        const worker = await ext.worker();
        await worker.evaluate(() => chrome.storage.local.clear());
        const page = await ext.browser.newPage();
        try {
          await page.setViewport(viewport);
          await emulateScheme(page, scheme);
          await page.goto(url);
          await waitForPopup(page);
          const findings = await axeInEveryState(
            page,
            "document.querySelector('sudoku-popup').shadowRoot.querySelector('sudoku-board')",
          );
          assert.deepEqual(nonEmpty(findings), {});
        } finally {
          await page.close();
          await worker.evaluate(() => chrome.storage.local.clear());
        }
      });
    }
  }

  it('renders a board with its keypad and the toolbar, with no scrollbars', async () => {
    const page = await openPopup();
    const layout = await page.evaluate(() => {
      const popup = document.querySelector('sudoku-popup')!;
      const root = popup.shadowRoot!;
      const box = popup.getBoundingClientRect();
      const se = document.scrollingElement!;
      return {
        title: root.querySelector('h1')!.textContent,
        keypad: Boolean(root.querySelector('sudoku-board')!.shadowRoot!.querySelector('[part=keypad]')),
        buttons: [...root.querySelectorAll('button, a')].map((b) => b.textContent!.replace(/\s+/g, ' ').trim()),
        width: box.width,
        height: box.height,
        scroll: [se.scrollWidth, se.clientWidth, se.scrollHeight, se.clientHeight],
      };
    });
    assert.equal(layout.title, 'Sudoku');
    assert.ok(layout.keypad);
    const names = ['New game', 'Practise a technique', 'Paste a puzzle…', 'Check', 'Solve', 'Copy puzzle givens'];
    for (const name of [...names, 'Copy link to share', 'Open in SudokuWiki'])
      assert.ok(layout.buttons.includes(name), `no "${name}" in ${layout.buttons}`);
    // Chrome's limits for a popup, and no scrolling in a page of the popup's own size.
    assert.ok(layout.width <= 800 && layout.height <= 600, `${layout.width}×${layout.height}`);
    const [sw, cw, sh, ch] = layout.scroll;
    assert.ok(sw <= cw && sh <= ch, `scrolls: ${layout.scroll}`);
    await page.setViewport({ width: Math.ceil(layout.width), height: Math.ceil(layout.height) });
    const tight = await page.evaluate(() => {
      const se = document.scrollingElement!;
      return [se.scrollWidth, se.clientWidth, se.scrollHeight, se.clientHeight];
    });
    assert.ok(tight[0] <= tight[1] && tight[2] <= tight[3], `scrolls at its own size: ${tight}`);
    await page.close();
  });

  it('opens as the action popup without scrollbars', async () => {
    const tab = await ext.browser.newPage();
    await tab.bringToFront();
    await tab.triggerExtensionAction(ext.extension);
    const target = await ext.browser.waitForTarget((t) => t.url() === url, { timeout: 10_000 });
    const popup = (await target.asPage())!;
    popup.on('pageerror', (e) => errors.push(String(e)));
    await waitForPopup(popup);
    const size = await popup.evaluate(() => {
      const se = document.scrollingElement!;
      return {
        inner: [innerWidth, innerHeight],
        scroll: [se.scrollWidth, se.clientWidth, se.scrollHeight, se.clientHeight],
      };
    });
    const [sw, cw, sh, ch] = size.scroll;
    assert.ok(sw <= cw && sh <= ch, `the popup window scrolls: ${JSON.stringify(size)}`);
    await popup.close();
    await tab.close();
  });

  it('keeps a game made by level, a move and a note across closing and reopening', async () => {
    let page = await openPopup();
    await page.select('sudoku-popup >>> select.level', 'easy');
    const before = await view(page);
    await clickButton(page, 'New game', TOOLBAR);
    await waitForNewPuzzle(page, before.givens);
    const made = await view(page);
    assert.equal(made.level, 'easy');

    const blank = made.givens.indexOf('.');
    const noted = made.givens.indexOf('.', blank + 1);
    await page.click(CELL(blank));
    await page.keyboard.type('7');
    await page.click(CELL(noted));
    await page.keyboard.down('Shift');
    await page.keyboard.press('Digit3');
    await page.keyboard.up('Shift');
    const played = await view(page);
    assert.equal(played.value[blank], '7');
    assert.match(played.labels[noted], /notes 3$/);
    // Let the clock run so the saved time is worth checking.
    await new Promise((done) => setTimeout(done, 2200));
    const beforeClose = await view(page);
    await page.close();

    page = await openPopup();
    const again = await view(page);
    assert.equal(again.givens, made.givens);
    assert.equal(again.value, played.value);
    assert.equal(again.labels[noted], played.labels[noted]);
    assert.equal(again.level, 'easy');
    assert.ok(again.seconds >= beforeClose.seconds, `time went back: ${beforeClose.seconds}s -> ${again.seconds}s`);
    const level = await page.$eval('sudoku-popup >>> select.level', (s) => (s as HTMLSelectElement).value);
    assert.equal(level, 'easy');
    // The history came back too: one undo takes the note away, a second the digit.
    await clickButton(page, 'Undo', BOARD);
    await clickButton(page, 'Undo', BOARD);
    assert.equal((await view(page)).value, made.givens);
    await page.close();
  });

  it('pastes a puzzle and solves it, asking first as a game is in progress', async () => {
    const page = await openPopup();
    // A digit of the player's: replacing this game now needs a yes.
    const start = await view(page);
    const blank = start.givens.indexOf('.');
    await page.click(CELL(blank));
    await page.keyboard.type('5');
    assert.equal((await view(page)).value[blank], '5');
    await clickButton(page, 'Paste a puzzle');
    const box = await page.waitForSelector('sudoku-popup >>> sudoku-paste-panel >>> textarea', { visible: true });
    // The clipboard may be refused or empty here: the box is there either way.
    await box!.click({ count: 3 });
    await page.keyboard.press('Backspace');
    await box!.type(TOP95_2.match(/.{9}/g)!.join('\n'));
    await clickButton(page, 'Solve', 'sudoku-popup >>> sudoku-paste-panel');
    // The question comes, with the focus on its first button. (Polled: waitForSelector's mutation watch does not
    // see changes inside shadow roots.)
    const question = () =>
      page.waitForFunction(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.textContent?.trim() === 'Keep playing';
      });
    await question();
    const BAR = 'sudoku-popup >>> sudoku-replace-bar';
    assert.equal(await page.$eval(`${BAR} >>> p`, (p) => p.textContent), 'Replace the game in progress?');
    // Escape keeps the game and the pasted puzzle; asked again, "Replace it" goes ahead.
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => !document.querySelector('sudoku-popup')!.shadowRoot!.querySelector('sudoku-replace-bar'),
    );
    assert.equal((await view(page)).value[blank], '5');
    assert.equal(await box!.evaluate((b) => (b as HTMLTextAreaElement).value), TOP95_2.match(/.{9}/g)!.join('\n'));
    await clickButton(page, 'Solve', 'sudoku-popup >>> sudoku-paste-panel');
    await question();
    await clickButton(page, 'Replace it', BAR);
    await waitForSolvedBoard(page);
    const solved = await view(page);
    assert.equal(solved.givens, TOP95_2);
    assertSolves(solved.value, TOP95_2);
    await page.close();
  });

  it('plays the puzzle "Play in popup" handed over, once', async () => {
    let page = await openPopup();
    await page.evaluate(
      (puzzle) =>
        chrome.storage.local.set({ pendingPuzzle: { puzzle, from: 'http://127.0.0.1/table.html', at: Date.now() } }),
      EASY_1,
    );
    await page.close();
    page = await openPopup();
    const shown = await view(page);
    assert.equal(shown.givens, EASY_1);
    const notice = await page.$eval('sudoku-popup >>> .notice', (n) => n.textContent);
    assert.match(notice ?? '', /127\.0\.0\.1/);
    const left = await page.evaluate(() => chrome.storage.local.get('pendingPuzzle'));
    assert.deepEqual(left, {});
    await page.waitForFunction(
      () =>
        document
          .querySelector('sudoku-popup')!
          .shadowRoot!.querySelector('sudoku-board')!
          .shadowRoot!.querySelector('.level')!.textContent === 'easy',
    );
    await page.close();
  });

  it('ignores, and removes, a hand-over stamped days in the future', async () => {
    let page = await openPopup();
    const before = (await view(page)).givens;
    assert.notEqual(before, TOP95_2);
    await page.evaluate(
      (puzzle) =>
        chrome.storage.local.set({
          pendingPuzzle: { puzzle, from: 'http://127.0.0.1/table.html', at: Date.now() + 3 * 24 * 60 * 60 * 1000 },
        }),
      TOP95_2,
    );
    await page.close();
    page = await openPopup();
    assert.equal((await view(page)).givens, before, 'the saved game goes on');
    assert.equal(await page.$('sudoku-popup >>> .notice'), null);
    assert.deepEqual(await page.evaluate(() => chrome.storage.local.get('pendingPuzzle')), {});
    await page.close();
  });

  it('says once why "Solve Sudoku" could not run on the last page', async () => {
    let page = await openPopup();
    const reason = 'Chrome does not let extensions read the Chrome Web Store.';
    await page.evaluate(
      (text) => chrome.storage.local.set({ lastSolveProblem: { reason: text, at: Date.now() } }),
      reason,
    );
    await page.close();
    page = await openPopup();
    assert.match((await page.$eval('sudoku-popup >>> .notice', (n) => n.textContent)) ?? '', /Chrome Web Store/);
    assert.deepEqual(await page.evaluate(() => chrome.storage.local.get('lastSolveProblem')), {});
    await page.close();
    page = await openPopup();
    assert.equal(await page.$('sudoku-popup >>> .notice'), null);
    await page.close();
  });

  it('practises a technique: the list comes from the engine, and the puzzle made needs the technique', async () => {
    const page = await openPopup();
    const before = await view(page);
    // The toolbar's (a finished game on the board offers its own too).
    await clickButton(page, 'Practise a technique', 'sudoku-popup >>> .toolbar');
    // Polled: a change inside shadow roots does not wake waitForSelector.
    await page.waitForFunction(
      () =>
        document.querySelector('sudoku-popup')!.shadowRoot!.querySelector<HTMLDialogElement>('dialog.practise')?.open,
    );
    const dialog = await page.$('sudoku-popup >>> dialog.practise');
    const offered = await dialog!.$$eval('li', (items) =>
      items.map((li) => [li.querySelector('button')!.value, li.querySelector('a')!.href]),
    );
    assert.deepEqual(
      offered,
      trainerTechniques().map((t) => [t.id, t.help]),
    );
    await clickButton(page, 'XY-wing', 'sudoku-popup >>> dialog.practise');
    await waitForNewPuzzle(page, before.givens);
    const made = await view(page);
    assert.ok((grade(lineToGrid(made.givens)!).counts['xy-wing'] ?? 0) > 0, `no XY-wing needed: ${made.givens}`);
    assert.equal(made.level, 'hard');
    await page.close();
  });

  it("plays today's daily, marks it solved in chrome.storage across reopening, and counts it in Statistics", async () => {
    let page = await openPopup();
    await page.select('sudoku-popup >>> select.level', 'easy');
    const before = await view(page);
    await clickButton(page, "Today's daily");
    // Asked first when the game on the board is in progress (an earlier test played it): replace it.
    await clickButton(page, 'Replace it', 'sudoku-popup >>> sudoku-replace-bar', 1000).catch(() => undefined);
    await waitForNewPuzzle(page, before.givens);
    const daily = await view(page);
    assert.equal(daily.level, 'easy');
    assert.equal(await page.$eval(BOARD, (b) => (b as HTMLElement & { daily: string | null }).daily), localDate());
    const solution = solve([...daily.givens].map((c) => (c === '.' ? 0 : Number(c)))).solution!.join('');
    // Every blank typed as a player types it: the cell pressed, then its digit's key.
    await page.evaluate((digits) => {
      const board = document.querySelector('sudoku-popup')!.shadowRoot!.querySelector('sudoku-board')!;
      for (const [i, digit] of [...digits].entries()) {
        if (board.value[i] !== '.') continue;
        const cell = board.shadowRoot!.querySelector(`[data-cell="${i}"]`)!;
        const at = { bubbles: true, composed: true, pointerType: 'mouse' };
        cell.dispatchEvent(new PointerEvent('pointerdown', at));
        cell.dispatchEvent(new PointerEvent('pointerup', at));
        cell.dispatchEvent(new KeyboardEvent('keydown', { key: digit, bubbles: true, composed: true }));
      }
    }, solution);
    const mark = 'sudoku-popup >>> button.daily >>> ::-p-text(solved)';
    await page.waitForSelector(mark, { visible: true, timeout: 10_000 });
    await page.close();

    page = await openPopup();
    await page.waitForSelector(mark, { visible: true, timeout: 10_000 });
    await clickButton(page, 'Statistics');
    const easy = await page.waitForFunction(() => {
      const panel = document.querySelector('sudoku-popup')!.shadowRoot!.querySelector('sudoku-stats-panel')!;
      const row = [...panel.shadowRoot!.querySelectorAll('tbody tr')].find((tr) => tr.textContent!.includes('Easy'));
      const cells = row ? [...row.children].map((c) => c.textContent!.trim()) : [];
      return cells[2] === '1' && cells;
    });
    const [, played, solved, , , , streak] = (await easy.jsonValue()) as string[];
    assert.ok(Number(played) >= 1);
    assert.equal(solved, '1');
    assert.equal(streak, '1');
    await page.close();
  });

  it('reported no page errors', () => {
    assert.deepEqual(errors, []);
  });
});
