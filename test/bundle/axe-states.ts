// axe on a whole page in every state a player reaches with the board on it: playing, a hint shown, paused, Settings
// open, the mistake limit's panel, the finished panel (solved) and the trainer's dialog. Shared by page-axe.test.ts
// (the demo and a bare page) and the popup's test (test/extension). One page load walks all the states in order, as a
// player would, and axe runs in each. Works in Chromium and in Firefox (both through puppeteer-core).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';
import { emulateMediaFeatures } from '../../scripts/wtr-firefox.mjs';
import { lineToGrid } from '../../src/engine/grid.ts';
import { solve } from '../../src/engine/solve/index.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 1366, height: 768 },
] as const;
export const AXE_SCHEMES = ['light', 'dark', 'forced'] as const;
export type AxeScheme = (typeof AXE_SCHEMES)[number];

export const AXE_STATES = ['playing', 'hint', 'paused', 'settings', 'mistake-limit', 'solved', 'trainer'] as const;
export type AxeState = (typeof AXE_STATES)[number];

/** What axe found in one state: "state: rule-id (n nodes: first target)"; empty when it found nothing. */
export type AxeFindings = Record<AxeState, string[]>;

/** A JS expression, evaluated in the page, that gives the <sudoku-board> (inside a shadow root, say). */
export type BoardPath = string;

/**
 * The OS colour scheme, or forced colours (Windows high contrast). Chromium: CDP's setEmulatedMedia (puppeteer's
 * own helper rejects forced-colors). Firefox (started with `--remote-allow-system-access`): the tab's BrowsingContext
 * overrides, as Firefox's DevTools set them (scripts/wtr-firefox.mjs).
 */
export async function emulateScheme(page: Page, scheme: AxeScheme): Promise<void> {
  const features = [
    { name: 'prefers-color-scheme', value: scheme === 'dark' ? 'dark' : 'light' },
    { name: 'forced-colors', value: scheme === 'forced' ? 'active' : 'none' },
  ];
  // Firefox's version reads "firefox/153.8.0"; Chromium's "HeadlessChrome/…" or "Chrome/…".
  if (/^firefox\//i.test(await page.browser().version())) {
    // A Firefox started with the scheme's prefs (FIREFOX_SCHEME_PREFS) shows it already; Firefox ESR 140.12 can't be
    // given it later (its WebDriver BiDi has no way into the browser's chrome, which emulateMediaFeatures needs).
    const shown = await page.evaluate(
      (dark, forced) =>
        matchMedia('(prefers-color-scheme: dark)').matches === dark &&
        matchMedia('(forced-colors: active)').matches === forced,
      scheme === 'dark',
      scheme === 'forced',
    );
    if (!shown) await emulateMediaFeatures(page, features);
  } else await (await page.createCDPSession()).send('Emulation.setEmulatedMedia', { features });
}

async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Evaluated, not a <script> tag: an extension page's CSP allows only its own scripts.
    await page.evaluate(AXE_SOURCE);
  }
  return page.evaluate(async () => {
    interface Result {
      violations: { id: string; nodes: { target: unknown[] }[] }[];
    }
    const { violations } = await (window as unknown as { axe: { run(): Promise<Result> } }).axe.run();
    return violations.map((v) => `${v.id} (${v.nodes.length}: ${JSON.stringify(v.nodes[0]?.target)})`);
  });
}

/** Waits until `test` (run in the page with the board) is true. */
async function until(page: Page, path: BoardPath, test: string, what: string): Promise<void> {
  await page
    .waitForFunction(`(() => { const board = ${path}; const root = board?.shadowRoot; return Boolean(${test}); })()`, {
      timeout: 20_000,
      polling: 50,
    })
    .catch(() => {
      throw new Error(`The board did not reach: ${what}.`);
    });
}

/** Runs `body` in the page, with `board` and its shadow `root` in scope; awaits what it returns. */
async function onBoard(page: Page, path: BoardPath, body: string): Promise<void> {
  await page.evaluate(`(async () => { const board = ${path}; const root = board.shadowRoot; ${body}
    await board.updateComplete; })()`);
}

/** A click on the board's button showing `text` (exactly, trimmed). */
const clickText = (text: string) =>
  `[...root.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(text)}).click();`;

/**
 * Walks the board at `path` through every state and runs axe on the whole page in each. The board must show a 9×9
 * puzzle in play, untouched. Leaves it finished.
 */
export async function axeInEveryState(page: Page, path: BoardPath): Promise<AxeFindings> {
  await until(page, path, "root?.querySelector('[role=grid]') && /[1-9]/.test(board.givens)", 'a puzzle');
  const givens = await page.evaluate(`${path}.givens`);
  const solution = solve(lineToGrid(String(givens))!).solution!.join('');
  const blank = String(givens).indexOf('.');
  const findings = {} as AxeFindings;

  // Playing: one digit placed, a cell selected.
  const withOne = String(givens).slice(0, blank) + solution[blank] + String(givens).slice(blank + 1);
  await onBoard(page, path, `board.value = ${JSON.stringify(withOne)};`);
  findings.playing = await axe(page);

  await onBoard(page, path, 'await board.hint();');
  findings.hint = await axe(page);

  await onBoard(page, path, 'board.pause();');
  await until(page, path, 'board.paused', 'paused');
  findings.paused = await axe(page);
  await onBoard(page, path, 'board.resume();');

  await onBoard(page, path, "root.querySelector('.settings-button').click();");
  await until(page, path, "root.querySelector('dialog')?.open", 'Settings open');
  findings.settings = await axe(page);
  await onBoard(page, path, clickText('Done'));
  await until(page, path, "!root.querySelector('dialog')", 'Settings closed');

  // A wrong digit under a limit of one mistake stops the game: its panel offers Continue and a new game.
  const next = String(givens).indexOf('.', blank + 1);
  const wrong = (Number(solution[next]) % 9) + 1;
  await onBoard(
    page,
    path,
    `board.mistakeLimit = 1; await board.updateComplete;
     const cell = root.querySelector('[data-cell="${next}"]');
     const box = cell.getBoundingClientRect();
     const init = { bubbles: true, composed: true, clientX: box.x + 2, clientY: box.y + 2, pointerType: 'touch' };
     cell.dispatchEvent(new PointerEvent('pointerdown', init));
     cell.dispatchEvent(new PointerEvent('pointerup', init));
     await board.updateComplete;
     cell.dispatchEvent(new KeyboardEvent('keydown', { key: '${wrong}', bubbles: true, composed: true }));`,
  );
  await until(page, path, "root.querySelector('.idle.stopped .new-puzzle button')", 'the mistake limit’s panel');
  findings['mistake-limit'] = await axe(page);
  await onBoard(page, path, clickText('Continue'));
  await until(page, path, "!root.querySelector('.idle.stopped')", 'play again after Continue');

  // Solved by the player (the value completes the grid, as the last digit typed does): the finished panel.
  await onBoard(page, path, `board.value = ${JSON.stringify(solution)};`);
  await until(page, path, "board.solved && root.querySelector('.new-puzzle button')", 'the finished panel');
  findings.solved = await axe(page);

  await onBoard(page, path, clickText('Practise a technique'));
  await until(page, path, "root.querySelector('dialog.trainer')?.open", 'the trainer’s dialog');
  findings.trainer = await axe(page);
  return findings;
}

/** The findings with anything in them, for an assertion that names the states: {} when axe found nothing. */
export function nonEmpty(findings: AxeFindings): Partial<AxeFindings> {
  return Object.fromEntries(Object.entries(findings).filter(([, found]) => found.length > 0));
}
