// An app that bundles the npm entry (dist/esm, Lit left as an import) and uses Lit itself (issue 28 §2): Vite builds
// it, Lit is in its output once, and in Chromium the board still loads its worker and lazy chunks and draws a
// puzzle. Run after `npm run build` (or `vite build --mode esm`).
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { build } from 'vite';
import { CHROME_ARGS, findChrome } from '../../scripts/find-chrome.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
// Inside the repository, so that the app's `import 'lit'` finds the repository's node_modules as an app's would.
const APP = join(ROOT, 'node_modules/.cache/sudoku-app-test');
const OUT = join(APP, 'dist');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

describe('an app that bundles the npm entry', () => {
  let browser: Browser;
  let server: Server;
  before(async () => {
    rmSync(APP, { recursive: true, force: true });
    mkdirSync(APP, { recursive: true });
    writeFileSync(
      join(APP, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title>' +
        '<script type="module" src="./main.js"></script></head><body><sudoku-board></sudoku-board></body></html>',
    );
    writeFileSync(
      join(APP, 'main.js'),
      `import { LitElement, html } from 'lit';
import ${JSON.stringify(join(ROOT, 'dist/esm/sudoku-board.js'))};
customElements.define('app-title', class extends LitElement { render() { return html\`<h1>App</h1>\`; } });`,
    );
    await build({ root: APP, base: './', logLevel: 'warn', configFile: false, build: { outDir: OUT } });
    server = createServer((request, response) => {
      const path = join(OUT, new URL(request.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html'));
      try {
        const body = readFileSync(path);
        response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    browser = await puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_ARGS });
  });
  after(async () => {
    await browser?.close();
    server?.close();
  });

  it('has Lit in its output once', () => {
    const assets = join(OUT, 'assets');
    const code = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    // lit-html makes its Trusted Types policy once per copy of Lit.
    assert.equal(code.match(/createPolicy\(["'`]lit-html/g)?.length, 1);
  });

  it('draws a puzzle, its engine in its worker', async () => {
    const page = await browser.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(
      () => /[1-9]/.test((document.querySelector('sudoku-board') as HTMLElement & { givens: string }).givens),
      { timeout: 30_000 },
    );
    await page.close();
    assert.ok(
      fetched.some((url) => /worker/.test(url)),
      `the engine ran in its worker (fetched: ${fetched.join(', ')})`,
    );
  });
});
