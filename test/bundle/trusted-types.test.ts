// The built bundle on pages whose Content-Security-Policy requires Trusted Types (`require-trusted-types-for
// 'script'`), in Chromium: with the element's policy names allowed it works fully, its engine in a Web Worker;
// without them it says once, plainly, what to allow. Run after `npm run build`.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from '../../scripts/find-chrome.mjs';
import { PUZZLE, assertSolved, hostPage } from './host-page.ts';
import { LIB_DIR, serveStatic, type StaticServer } from './static-server.ts';

const REQUIRE = "require-trusted-types-for 'script'";
const csp = (names: string): string => `${REQUIRE}; trusted-types ${names}`;

interface Visit {
  defined: boolean;
  /** What the page's scripts wrote with console.*: the browser's own CSP reports are not among them. */
  logged: { type: string; text: string }[];
  /** Exceptions reported as uncaught. */
  uncaught: string[];
  workers: number;
  /** `trustedTypes.createPolicy` is not the browser's own any more. */
  patched: boolean;
  cells?: number;
  generated?: string;
  solved?: string | null;
}

/** Opens `url`; when the element is defined, generates a puzzle and solves the page's own through its API. */
async function visit(browser: Browser, url: string): Promise<Visit> {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  const logged: Visit['logged'] = [];
  const uncaught: string[] = [];
  cdp.on('Runtime.consoleAPICalled', ({ type, args }) =>
    logged.push({ type, text: args.map((a) => String(a.value ?? a.description)).join(' ') }),
  );
  cdp.on('Runtime.exceptionThrown', ({ exceptionDetails }) =>
    uncaught.push(exceptionDetails.exception?.description ?? exceptionDetails.text),
  );
  await cdp.send('Runtime.enable');
  await page.goto(url, { waitUntil: 'load' });
  // Module scripts have run by `load`; a task later, anything they reported has been reported.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 50)));
  const { defined, patched } = await page.evaluate(() => ({
    defined: customElements.get('sudoku-board') !== undefined,
    patched: Object.getOwnPropertyNames((globalThis as { trustedTypes?: object }).trustedTypes ?? {}).length > 0,
  }));
  const result: Visit = { defined, patched, logged, uncaught, workers: 0 };
  if (defined) {
    Object.assign(
      result,
      await page.evaluate(async () => {
        type Board = HTMLElement & {
          updateComplete: Promise<unknown>;
          generate(options: object): Promise<{ puzzle: string }>;
          load(puzzle: string): Promise<unknown>;
          solve(): Promise<string | null>;
        };
        const board = document.querySelector('sudoku-board') as Board;
        await board.updateComplete;
        const cells = board.shadowRoot!.querySelectorAll('[role=gridcell]').length;
        const generated = (await board.generate({ difficulty: 'easy' })).puzzle;
        await board.load(board.getAttribute('puzzle')!);
        return { cells, generated, solved: await board.solve() };
      }),
    );
  }
  result.workers = page.workers().length;
  await page.close();
  return result;
}

describe('the built bundle on a page that requires Trusted Types', () => {
  let browser: Browser;
  let site: StaticServer;

  before(async () => {
    assert.ok(existsSync(join(LIB_DIR, 'sudoku-board.js')), 'dist/lib is built (npm run build)');
    const page = (names: string) => ({
      html: hostPage('/lib/sudoku-board.js'),
      headers: { 'content-security-policy': csp(names) },
    });
    site = await serveStatic({
      '/allowed.html': page('page-policy lit-html sudoku-board'),
      '/lit-only.html': page('lit-html'),
      '/refused.html': page('page-policy'),
      '/refused-meta.html': hostPage(
        '/lib/sudoku-board.js',
        `<meta http-equiv="Content-Security-Policy" content="${csp('page-policy')}">`,
      ),
    });
    browser = await puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_ARGS });
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it('allowing lit-html and sudoku-board: renders, generates and solves in its Web Worker, nothing logged', async () => {
    const seen = await visit(browser, `${site.origin}/allowed.html`);
    assert.deepEqual(seen.uncaught, []);
    assert.deepEqual(seen.logged, []);
    assert.equal(seen.defined, true);
    assert.equal(seen.cells, 81);
    assert.match(seen.generated ?? '', /^[1-9.]{81}$/);
    assertSolved(seen.solved ?? null, PUZZLE);
    assert.equal(seen.workers, 1, 'the engine runs in its worker');
    assert.equal(seen.patched, false, 'the page keeps the browser’s own trustedTypes');
  });

  it('allowing lit-html only: works with the engine on the page, and one warning names sudoku-board', async () => {
    const seen = await visit(browser, `${site.origin}/lit-only.html`);
    assert.deepEqual(seen.uncaught, []);
    assert.equal(seen.defined, true);
    assertSolved(seen.solved ?? null, PUZZLE);
    assert.equal(seen.workers, 0);
    assert.equal(seen.logged.length, 1, JSON.stringify(seen.logged));
    assert.equal(seen.logged[0].type, 'warning');
    assert.match(seen.logged[0].text, /do not allow the policy "sudoku-board"/);
  });

  for (const [how, path] of [
    ['a header', '/refused.html'],
    ['a <meta> tag', '/refused-meta.html'],
  ]) {
    it(`allowing neither (the CSP in ${how}): one console error says which names to allow, nothing uncaught`, async () => {
      const seen = await visit(browser, `${site.origin}${path}`);
      assert.equal(seen.defined, false);
      assert.deepEqual(seen.uncaught, []);
      assert.equal(seen.logged.length, 1, JSON.stringify(seen.logged));
      const [{ type, text }] = seen.logged;
      assert.equal(type, 'error');
      assert.match(text, /^<sudoku-board> was not defined: .*requires Trusted Types.*"lit-html"/);
      assert.match(text, /trusted-types lit-html sudoku-board/);
      assert.equal(seen.patched, false, 'the page keeps the browser’s own trustedTypes');
    });
  }
});
