// Starts Chromium with the built extension (dist/extension) in a fresh profile, and finds the extension's id.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROME_ARGS, findChrome } from '../../scripts/find-chrome.mjs';

export const EXTENSION_DIR = resolve(import.meta.dirname, '../../dist/extension');

export interface LoadedExtension {
  browser: Browser;
  id: string;
  close(): Promise<void>;
}

export async function launchWithExtension(): Promise<LoadedExtension> {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(`No built extension at ${EXTENSION_DIR}: run \`npm run build\` first.`);
  }
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chrome/Chromium found: set CHROME_PATH.');
  const profile = mkdtempSync(join(tmpdir(), 'sudoku-ext-profile-'));
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    userDataDir: profile,
    args: [...CHROME_ARGS, `--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`],
  });
  const id = await extensionId(browser);
  return {
    browser,
    id,
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The extension's id is the host of its pages; with no service worker yet, read it from chrome://extensions data. */
async function extensionId(browser: Browser): Promise<string> {
  const worker = await browser
    .waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith('chrome-extension://'), { timeout: 3000 })
    .catch(() => undefined);
  if (worker) return new URL(worker.url()).host;
  // No background script: ask the extensions page, whose shadow DOM lists the loaded extension's id.
  const page = await browser.newPage();
  await page.goto('chrome://extensions');
  const id = await page.evaluate(async () => {
    const api = (chrome as unknown as { developerPrivate: { getExtensionsInfo(): Promise<{ id: string }[]> } })
      .developerPrivate;
    const infos = await api.getExtensionsInfo();
    return infos[0]?.id ?? '';
  });
  await page.close();
  if (!id) throw new Error('The extension did not load.');
  return id;
}
