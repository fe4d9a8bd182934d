// Starts Chromium with the built extension (dist/extension) in a fresh profile, and finds its service worker.
//
// The extension is installed through the DevTools protocol (puppeteer's `installExtension`, which needs
// `pipe: true` and `enableExtensions`, i.e. --enable-unsafe-extension-debugging). That same protocol access lets a
// test run the extension's action on a tab (`page.triggerExtensionAction`), which is a real user gesture as far as
// Chrome is concerned: it grants activeTab for that tab, exactly like the "Solve Sudoku" menu click does. So the
// context-menu tests need no host permission in any manifest, test-only or not.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Extension, type WebWorker } from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from '../../scripts/find-chrome.mjs';

export const EXTENSION_DIR = resolve(import.meta.dirname, '../../dist/extension');

export interface LoadedExtension {
  browser: Browser;
  id: string;
  extension: Extension;
  /** The extension's service worker, started if it was asleep, with its `chrome` API ready. */
  worker(): Promise<WebWorker>;
  close(): Promise<void>;
}

export async function launchWithExtension(): Promise<LoadedExtension> {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(`No built extension at ${EXTENSION_DIR}: run \`npx vite build\` first.`);
  }
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chrome/Chromium found: set CHROME_PATH.');
  const profile = mkdtempSync(join(tmpdir(), 'sudoku-ext-profile-'));
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    pipe: true,
    enableExtensions: true,
    userDataDir: profile,
    // A laptop-sized screen: on headless Chromium's default 800×600 screen an action popup gets only 510px of
    // height, less than Chrome's own 600px popup limit that the popup is built for.
    args: [...CHROME_ARGS, '--window-size=1280,900', '--screen-info={1280x900}'],
  });
  try {
    const id = await browser.installExtension(EXTENSION_DIR);
    const extension = (await browser.extensions()).get(id);
    if (!extension) throw new Error(`The extension ${id} did not load.`);
    return {
      browser,
      id,
      extension,
      worker: () => serviceWorker(browser, id),
      async close() {
        await browser.close();
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The extension's id is the host of its service worker's URL. The worker target can exist a moment before the
 * extension APIs are bound in it, so wait until `chrome.runtime.id` answers.
 */
async function serviceWorker(browser: Browser, id: string): Promise<WebWorker> {
  const target = await browser.waitForTarget((t) => t.type() === 'service_worker' && new URL(t.url()).host === id, {
    timeout: 10_000,
  });
  const worker = await target.worker();
  if (!worker) throw new Error('The extension service worker has no DevTools session.');
  for (let attempt = 0; attempt < 50; attempt++) {
    const ready = await worker.evaluate('typeof chrome === "object" && chrome.runtime?.id').catch(() => false);
    if (ready === id) return worker;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('The extension service worker never got its chrome.* APIs.');
}
