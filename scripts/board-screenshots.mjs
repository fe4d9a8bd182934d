// Screenshots of <sudoku-board> for the docs (docs/board-*.png), on a page that holds only the board (as a site owner embeds it):
// docs/board-laptop.png (1366×768), docs/board-phone.png (375×667), docs/board-phone-landscape.png (667×375),
// docs/board-dark.png (a dark page) and docs/board-de.png (a German page). A few moves and a hint are on the board.
// Builds nothing: run `npm run build` (or `npm run build:lib`) first. Usage: node scripts/board-screenshots.mjs
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { requireElementBuild, serveBoardPage } from './board-page-server.mjs';
import { CHROME_ARGS, findChrome } from './find-chrome.mjs';

const DOCS = join(resolve(import.meta.dirname, '..'), 'docs');
/** Project Euler 96, grid 1 (test/data: easy50). */
const PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

requireElementBuild('npm run build:lib');
mkdirSync(DOCS, { recursive: true });
const server = await serveBoardPage(PUZZLE);
const { origin } = server;

const shots = [
  { file: 'board-laptop.png', width: 1366, height: 768 },
  { file: 'board-phone.png', width: 375, height: 667 },
  { file: 'board-phone-landscape.png', width: 667, height: 375 },
  { file: 'board-dark.png', width: 375, height: 667, scheme: 'dark' },
  { file: 'board-de.png', width: 375, height: 667, lang: 'de' },
];
const browser = await puppeteer.launch({
  executablePath: findChrome() ?? '/usr/bin/chromium',
  headless: true,
  args: CHROME_ARGS,
});
try {
  for (const shot of shots) {
    const tab = await browser.newPage();
    await tab.setViewport({ width: shot.width, height: shot.height });
    await tab.goto(`${origin}/?scheme=${shot.scheme ?? 'light'}&lang=${shot.lang ?? 'en'}`);
    await tab.waitForFunction(() => document.querySelector('sudoku-board')?.shadowRoot?.querySelector('[role=grid]'));
    // A game under way: two digits, notes in a cell, and a hint showing its step.
    await tab.evaluate(async () => {
      const board = document.querySelector('sudoku-board');
      await board.updateComplete;
      board.value = '4.3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
      await board.hint();
      await board.hint();
      await board.updateComplete;
    });
    await new Promise((r) => setTimeout(r, 300));
    await tab.screenshot({ path: join(DOCS, shot.file) });
    console.log(`docs/${shot.file}`);
    await tab.close();
  }
} finally {
  await browser.close();
  server.close();
}
