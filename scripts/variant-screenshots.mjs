// Screenshots of a variant game on <sudoku-board> (issue 30) to check by eye: a killer under way (light, dark and
// forced colours: cage sums beside the digits), the finished offer's statistics table of
// a killer won, and the print sheet (print media) of a killer + X, a jigsaw and a windoku, at phone (375×667) and laptop
// (1366×768) sizes, light and dark. Builds nothing: run `npx vite build --mode lib` first.
// Usage: node scripts/variant-screenshots.mjs <output folder>
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { requireElementBuild, serveBoardPage } from './board-page-server.mjs';
import { CHROME_ARGS, findChrome } from './find-chrome.mjs';

const OUT = resolve(process.argv[2] ?? 'variant-screenshots');
requireElementBuild('npx vite build --mode lib');
mkdirSync(OUT, { recursive: true });
const server = await serveBoardPage('');
const { origin } = server;

const sizes = [
  ['phone', 375, 667],
  ['laptop', 1366, 768],
  // An A4 sheet's printable width at 96 dpi (21 cm less 1 cm margins): the print sheet as paper has it.
  ['a4', 718, 1000],
];
const browser = await puppeteer.launch({
  executablePath: findChrome() ?? '/usr/bin/chromium',
  headless: true,
  args: CHROME_ARGS,
});

/** A tab with the board playing `variant`; `won`: the player has just solved it (the finished offer shows). */
async function board(width, height, scheme, variant, won) {
  const tab = await browser.newPage();
  await tab.setViewport({ width, height });
  await tab.goto(`${origin}/?scheme=${scheme}`);
  await tab.waitForFunction(() => customElements.get('sudoku-board'));
  await tab.evaluate(
    async (variant, won) => {
      const el = document.querySelector('sudoku-board');
      await el.generate({ variant, seed: 9, difficulty: 'easy' });
      await el.updateComplete;
      const solution = el.session.solution;
      const blanks = [...el.value].flatMap((c, i) => (c === '.' ? [i] : []));
      const last = won ? blanks.pop() : blanks[blanks.length - 1];
      // A game under way: a third of the blanks filled; won: all of them, the last one typed.
      const filled = won ? new Set(blanks) : new Set(blanks.filter((_, i) => i % 3 === 0));
      el.value = [...el.value].map((c, i) => (filled.has(i) ? String(solution[i]) : c)).join('');
      await el.updateComplete;
      if (won) {
        const cell = el.shadowRoot.querySelector(`.cell[data-cell="${last}"]`);
        const at = cell.getBoundingClientRect();
        const init = { bubbles: true, composed: true, clientX: at.x + 2, clientY: at.y + 2, pointerType: 'touch' };
        cell.dispatchEvent(new PointerEvent('pointerdown', init));
        cell.dispatchEvent(new PointerEvent('pointerup', init));
        await el.updateComplete;
        cell.dispatchEvent(
          new KeyboardEvent('keydown', { key: String(solution[last]), bubbles: true, composed: true }),
        );
        await el.updateComplete;
      }
    },
    variant,
    won,
  );
  // The styles for paper come a second after the first game; the offer's table once the statistics are read.
  await new Promise((r) => setTimeout(r, 1600));
  return tab;
}

try {
  for (const [size, width, height] of sizes)
    for (const scheme of ['light', 'dark']) {
      const play = await board(width, height, scheme, 'killer', false);
      await play.screenshot({ path: join(OUT, `play-killer-${size}-${scheme}.png`), fullPage: true });
      if (scheme === 'light') {
        // puppeteer's emulateMediaFeatures refuses forced-colors; the DevTools protocol takes it.
        const session = await play.createCDPSession();
        await session.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
        await play.screenshot({ path: join(OUT, `play-killer-${size}-forced.png`), fullPage: true });
      }
      await play.close();
      const stats = await board(width, height, scheme, 'killer', true);
      // The offer scrolls where it is short: its table into view.
      await stats.evaluate(() =>
        document
          .querySelector('sudoku-board')
          .shadowRoot.querySelector('.statistics')
          ?.scrollIntoView({ block: 'nearest' }),
      );
      await stats.screenshot({ path: join(OUT, `stats-killer-${size}-${scheme}.png`), fullPage: true });
      await stats.close();
      for (const variant of ['killer+x', 'jigsaw', 'windoku']) {
        const paper = await board(width, height, scheme, variant, false);
        await paper.emulateMediaType('print');
        await paper.screenshot({
          path: join(OUT, `print-${variant.replace('+', '-')}-${size}-${scheme}.png`),
          fullPage: true,
        });
        await paper.close();
      }
      console.log(`${size} ${scheme}`);
    }
} finally {
  await browser.close();
  server.close();
}
