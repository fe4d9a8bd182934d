// Renders the few small pictures the scan tests read (test/engine/fixtures/scan/), from corpus specs with chosen
// styles, plus a page with text and a keypad but no grid. Committed, so the tests need no browser; rerun after a
// change to the corpus drawing. Usage: node --import tsx scripts/scan-fixtures.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from './find-chrome.mjs';
import { photograph } from './scan-corpus.ts';
import { makeSpec, type Spec } from './scan-corpus/spec.ts';

const DIR = fileURLToPath(new URL('../test/engine/fixtures/scan', import.meta.url));

/** Name → the spec: an evaluation spec of that style, with the size and look pinned. */
const FIXTURES: Record<string, Spec> = {
  'light-serif.png': { ...makeSpec('eval', 9000, 'plain'), font: 'Liberation Serif', weight: 400, gridPx: 234 },
  'dark-bold.png': { ...makeSpec('eval', 9002, 'dark'), font: 'DejaVu Sans', weight: 700, gridPx: 252 },
  'pencil-player.png': {
    ...makeSpec('eval', 9005, 'pencil'),
    ...{ font: 'Roboto', gridPx: 306, pencilScale: 0.22, selected: 40, invertSelected: false },
  },
  'rotated.png': { ...makeSpec('eval', 9009, 'rotated'), font: 'Open Sans', gridPx: 252, rotation: -3.5 },
  'page.jpg': { ...makeSpec('eval', 9006, 'page'), font: 'DejaVu Sans Mono', gridPx: 270, quality: 70 },
};

// Some digits of the pencil-mark picture drawn in the player's colour (the picture is read the same either way).
const withPlayer = FIXTURES['pencil-player.png'];
const digitCells = [...withPlayer.truth].flatMap((ch, cell) => (ch === '.' ? [] : [cell]));
for (const cell of digitCells.slice(0, 8)) withPlayer.player[cell] = Number(withPlayer.truth[cell]);

const executablePath = findChrome();
if (!executablePath) throw new Error('no Chrome or Chromium found (set CHROME_PATH)');
mkdirSync(DIR, { recursive: true });
const browser = await puppeteer.launch({ executablePath, args: CHROME_ARGS, headless: true });
const page = await browser.newPage();
await page.setViewport({ width: 760, height: 700 });
const truth: Record<string, string> = {};
for (const [name, spec] of Object.entries(FIXTURES)) {
  const format = name.endsWith('.jpg') ? 'jpeg' : 'png';
  writeFileSync(join(DIR, name), await photograph(page, { ...spec, format, inPage: format === 'jpeg' }));
  truth[name] = spec.truth;
}
// No grid: a page of text, buttons and a 3×3 keypad (a square of nine bordered digits is not a Sudoku).
await page.setContent(`<body style="margin:0;font-family:'DejaVu Sans'"><div id="shot" style="padding:20px;width:420px">
  <h1>Sudoku tips</h1><p>Scan a row for the digits it lacks, then each box. 1 2 3 4 5 6 7 8 9.</p>
  <div style="display:grid;grid-template-columns:repeat(3,60px);border:2px solid #333">${[1, 2, 3, 4, 5, 6, 7, 8, 9]
    .map((d) => `<div style="border:1px solid #333;height:60px;font-size:32px;text-align:center">${d}</div>`)
    .join('')}</div><button>New game</button></div></body>`);
const clip = await page.$eval('#shot', (e) => {
  const { x, y, width, height } = e.getBoundingClientRect();
  return { x, y, width, height };
});
writeFileSync(join(DIR, 'no-grid.png'), await page.screenshot({ clip, type: 'png' }));
await browser.close();
writeFileSync(join(DIR, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
console.error(`Wrote ${Object.keys(truth).length + 1} fixtures to ${DIR}`);
