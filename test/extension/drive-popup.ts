// Shared by the Chromium and Firefox popup tests.
import type { Page } from 'puppeteer-core';

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
