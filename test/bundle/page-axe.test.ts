// axe on whole pages, landmarks included (an element-level check can't see them): the demo page and a bare page (its
// <main> and <h1>, the board with no attributes but its puzzle) in every state a player reaches (axe-states.ts), in
// light, dark and forced colours, at a phone's and a laptop's size; and a host page whose colour scheme differs from
// the OS's, both ways. Run after `npm run build`.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from '../../scripts/find-chrome.mjs';
import { findFirefox } from '../../scripts/find-firefox.mjs';
import { FIREFOX_SCHEME_PREFS, fitPuppeteerToFirefox } from '../../scripts/firefox-compat.mjs';
import { AXE_SCHEMES, AXE_VIEWPORTS, axeInEveryState, emulateScheme, nonEmpty, type AxeScheme } from './axe-states.ts';
import { PUZZLE } from './host-page.ts';
import { LIB_DIR, serveStatic, type StaticServer } from './static-server.ts';

const DEMO_DIR = resolve(import.meta.dirname, '../../dist/demo');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  nodes: unknown[];
}

/** A page as a site owner might write it: its own colour scheme and background, the board in its main landmark. */
const schemedPage = (scheme: 'light' | 'dark'): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="${scheme}"><title>Host</title>
<style>body { background: ${scheme === 'light' ? '#ffffff' : '#0b0f17'}; color: ${scheme === 'light' ? '#111' : '#eee'} }</style>
<script type="module" src="/lib/sudoku-board.js"></script></head>
<body><main><h1>Today's puzzle</h1><sudoku-board keypad puzzle="${PUZZLE}"></sudoku-board></main></body></html>`;

/** The least a site owner writes: a main landmark, a heading, and the tag with its puzzle. */
const barePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sudoku</title>
<script type="module" src="/lib/sudoku-board.js"></script></head>
<body><main><h1>Sudoku</h1><sudoku-board puzzle="${PUZZLE}"></sudoku-board></main></body></html>`;

let browser: Browser;
let server: StaticServer;

before(async () => {
  assert.ok(existsSync(join(DEMO_DIR, 'index.html')), 'dist/demo is built (npm run build)');
  server = await serveStatic(
    { '/light.html': schemedPage('light'), '/dark.html': schemedPage('dark'), '/bare.html': barePage },
    { '/lib/': LIB_DIR, '/': DEMO_DIR },
  );
  browser = await puppeteer.launch({ executablePath: findChrome()!, headless: true, args: CHROME_ARGS });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** axe's violations on the page at `path`, with the OS preferring `os`, once the board has drawn its grid. */
async function violations(path: string, os: 'light' | 'dark'): Promise<Violation[]> {
  const page = await browser.newPage();
  try {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: os }]);
    await page.goto(server.origin + path);
    await page.waitForFunction(() => document.querySelector('sudoku-board')?.shadowRoot?.querySelector('[role=grid]'));
    await page.addScriptTag({ path: AXE });
    return await page.evaluate(async () => {
      const { violations } = await (
        window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }
      ).axe.run();
      return violations.map(({ id, nodes }) => ({ id, nodes }));
    });
  } finally {
    await page.close();
  }
}

describe('axe on whole pages: no violations', () => {
  for (const os of ['light', 'dark'] as const) {
    it(`the demo page, OS ${os}`, async () => {
      assert.deepEqual(await violations('/', os), []);
    });
  }
  it('a light page under a dark OS', async () => {
    assert.deepEqual(await violations('/light.html', 'dark'), []);
  });
  it('a dark page under a light OS', async () => {
    assert.deepEqual(await violations('/dark.html', 'light'), []);
  });
});

/** Chromium, and Firefox where one is installed (started in each colour scheme: see FIREFOX_SCHEME_PREFS). */
const BROWSERS: { name: string; perScheme: boolean; launch: (scheme?: AxeScheme) => Promise<Browser> }[] = [
  {
    name: 'Chromium',
    perScheme: false,
    launch: () => puppeteer.launch({ executablePath: findChrome()!, headless: true, args: CHROME_ARGS }),
  },
  {
    name: 'Firefox',
    // One Firefox per scheme, started in it (see emulateScheme).
    perScheme: true,
    launch: (scheme?: AxeScheme) => {
      const executablePath = findFirefox();
      if (!executablePath) throw new Error('No Firefox found: install firefox-esr or set FIREFOX_PATH.');
      return puppeteer
        .launch({
          browser: 'firefox',
          executablePath,
          headless: true,
          args: ['--remote-allow-system-access'],
          extraPrefsFirefox: FIREFOX_SCHEME_PREFS[scheme ?? 'light'],
          protocolTimeout: 60_000,
        })
        .then(async (browser) => {
          await fitPuppeteerToFirefox(browser);
          return browser;
        });
    },
  },
];

for (const { name: browserName, launch, perScheme } of BROWSERS) {
  describe(`axe on whole pages in every state a player reaches, in ${browserName}: no violations`, () => {
    const browsers = new Map<string, Promise<Browser>>();
    const browserFor = (scheme: AxeScheme): Promise<Browser> => {
      const key = perScheme ? scheme : 'every scheme';
      if (!browsers.has(key)) browsers.set(key, launch(scheme));
      return browsers.get(key)!;
    };
    after(async () => {
      for (const browser of browsers.values()) await (await browser.catch(() => undefined))?.close();
    });
    const pages = [
      { name: 'the demo page', path: '/' },
      { name: 'a bare page', path: '/bare.html' },
    ];
    for (const { name, path } of pages) {
      for (const scheme of AXE_SCHEMES) {
        for (const viewport of AXE_VIEWPORTS) {
          it(`${name}, ${scheme}, ${viewport.width}×${viewport.height}`, async () => {
            // A fresh browser context each time: the demo keeps its game (persist), and the one the last walk
            // finished, its mistake limit continued, would come back. Clearing storage is not enough: the board
            // saves its game again as the page unloads.
            const context = await (await browserFor(scheme)).createBrowserContext();
            const page = await context.newPage();
            try {
              await page.setViewport(viewport);
              await emulateScheme(page, scheme);
              await page.goto(server.origin + path);
              const forced = await page.evaluate(() => matchMedia('(forced-colors: active)').matches);
              assert.equal(forced, scheme === 'forced', 'the colours are forced exactly when asked');
              const findings = await axeInEveryState(page, "document.querySelector('sudoku-board')");
              assert.deepEqual(nonEmpty(findings), {});
            } finally {
              await context.close();
            }
          });
        }
      }
    }
  });
}
