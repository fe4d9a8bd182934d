// Shared by the Chromium and Firefox popup tests.
import type { Page } from 'puppeteer-core';

/**
 * Waits until the popup has read what it keeps (its saved game, a puzzle handed over, a problem to report) and acted
 * on it, and its board shows a puzzle. (The saved game can show before a hand-over replaces it.)
 */
export async function waitForPopup(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('sudoku-popup')?.loaded !== undefined, { timeout: 20_000 });
  await page.evaluate(() => document.querySelector('sudoku-popup')!.loaded);
  await page.waitForFunction(
    () => /[1-9]/.test(document.querySelector('sudoku-popup')?.shadowRoot?.querySelector('sudoku-board')?.givens ?? ''),
    { timeout: 20_000 },
  );
}

/** Waits until the popup's board shows givens other than `old` (a new game has started). */
export async function waitForNewPuzzle(page: Page, old: string): Promise<void> {
  await page.waitForFunction(
    (previous) => {
      const board = document.querySelector('sudoku-popup')!.shadowRoot!.querySelector('sudoku-board')!;
      return board.givens !== previous && /[1-9]/.test(board.givens);
    },
    { timeout: 20_000 },
    old,
  );
}

/** The popup's own controls beside the board (its New game; the board's status line has one too, hidden there). */
export const TOOLBAR = 'sudoku-popup >>> .toolbar';

/**
 * Clicks the button showing `text` inside `scope`, waiting for it within `timeout` (well within a test's own bound,
 * so a missing button says so). Waits for it to be visible: that also makes puppeteer poll every frame, where its
 * default watch of the document's mutations never sees a button appear inside a shadow root (it found one only if it
 * was there at the first look, which made these tests depend on the machine's speed).
 */
export async function clickButton(page: Page, text: string, scope = 'sudoku-popup', timeout = 10_000): Promise<void> {
  const handle = await page
    .waitForSelector(`${scope} >>> ::-p-text(${text})`, { visible: true, timeout })
    .catch((error: unknown) => {
      throw new Error(`no "${text}" button in ${scope}: ${String(error)}`);
    });
  await handle!.click();
}

/** Waits until the popup's board is filled in with digits (a Solve has run). */
export async function waitForSolvedBoard(page: Page): Promise<void> {
  await page.waitForFunction(
    () => /^[1-9]{81}$/.test(document.querySelector('sudoku-popup')!.shadowRoot!.querySelector('sudoku-board')!.value),
    { timeout: 20_000 },
  );
}
