// The play app works offline (issue 28 §3): the first visit installs its service worker, which takes control of the
// page; then, with the network off (Chromium's offline emulation), a reload shows the app and New game makes a new
// puzzle that can be played: the page, the popup, the element, the engine's worker and the lazy chunks all come
// from the service worker's precache. Run after `npm run build` (or `npx vite build --mode app`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { freshPage, gameOn, servedApp } from './app-page.ts';

describe('the play app offline', () => {
  const app = servedApp();

  it('after one visit, a reload with the network off plays a new game', async () => {
    const page = await freshPage(app);
    await page.goto(app.url);
    const first = await gameOn(page);
    // The service worker is installed and controls the page (it claims it on activation, no second visit needed).
    // It claims the page from inside its activate event, so the controller can show up while still "activating":
    // wait for the activation to finish.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', { timeout: 30_000 });

    await page.setOfflineMode(true);
    // (The reload must not come from the HTTP cache: the emulation makes every request fail, so only the service
    // worker can answer.)
    await page.setCacheEnabled(false);
    await page.reload();
    const resumed = await gameOn(page);
    assert.equal(resumed.givens, first.givens, 'the saved game is back');

    // New game, as a player presses it: the popup's primary button; the worker makes a puzzle with no network.
    await page.evaluate(() => {
      const popup = document.querySelector('sudoku-popup')!.shadowRoot!;
      popup.querySelector<HTMLButtonElement>('button.primary')!.click();
    });
    const made = await gameOn(page, first.givens);
    assert.match(made.givens, /^[1-9.]{81}$/);
    // Playable: a digit typed into the first blank cell is on the board.
    const blank = made.givens.indexOf('.');
    const cell = await page.evaluateHandle(
      (i: number) =>
        document
          .querySelector('sudoku-popup')!
          .shadowRoot!.querySelector('sudoku-board')!
          .shadowRoot!.querySelectorAll<HTMLElement>('[data-cell]')[i],
      blank,
    );
    await cell.click();
    await page.keyboard.press('5');
    const after = await gameOn(page);
    assert.equal(after.value[blank], '5', 'the digit is played');
  });
});
