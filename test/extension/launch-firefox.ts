// Starts headless Firefox with the built Firefox extension (dist/firefox) in a fresh profile, for
// firefox-e2e.test.ts. puppeteer-core drives Firefox over WebDriver BiDi.
//
// - The extension is installed with `browser.installExtension`, i.e. BiDi's `webExtension.install`: the unpacked
//   directory becomes a temporary add-on, as with about:debugging's "Load Temporary Add-on" (no signature needed).
//   Its id is the manifest's `browser_specific_settings.gecko.id`.
// - The profile pref `extensions.webextensions.uuids` fixes the add-on's moz-extension:// host, which Firefox
//   otherwise picks at random per profile, so the test knows the popup's URL.
// - Firefox is started with `--remote-allow-system-access`. Without it BiDi refuses to navigate a tab to a
//   moz-extension:// URL ("not allowed in this context"). The browser's own chrome (the page's context menu, which is
//   browser UI and not part of any page, the browser console's errors, the clipboard) is reached through Marionette,
//   which shares its WebDriver session with puppeteer (firefox-marionette.ts): puppeteer has no API for it.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { findFirefox } from '../../scripts/find-firefox.mjs';
import { fitPuppeteerToFirefox } from '../../scripts/firefox-compat.mjs';
import { startFirefox } from '../../scripts/firefox-marionette.mjs';

export const FIREFOX_EXTENSION_DIR = resolve(import.meta.dirname, '../../dist/firefox');

/** Any UUID works: Firefox uses this one as the add-on's moz-extension:// host in the test profile. */
const EXTENSION_UUID = '5e1d0c2a-7b3f-4c8e-9a61-2f4d8b0c9e17';

/** Every browser step is bounded: a hung Firefox fails the test instead of stalling the suite. */
const PROTOCOL_TIMEOUT_MS = 30_000;

export interface FirefoxManifest {
  action?: { default_popup?: string };
  browser_specific_settings?: { gecko?: { id?: string; strict_min_version?: string } };
}

export interface FirefoxWithExtension {
  browser: Browser;
  /** The id Firefox installed the add-on under. */
  id: string;
  /** Firefox's version, e.g. "153.7.0". */
  version: string;
  manifest: FirefoxManifest;
  /** `moz-extension://<uuid>/<path>`. */
  url(path: string): string;
  /**
   * Opens a page of the extension in a new tab and waits for its load. puppeteer does not follow this navigation
   * (the returned Page's url() stays about:blank), but evaluating and input work.
   */
  openExtensionPage(path: string): Promise<Page>;
  /**
   * Runs `body`, the body of an async function, in the browser window's chrome (privileged: `document` is the
   * browser window, `Services` is there) and returns its JSON-serialisable result.
   */
  inChrome<T>(body: string): Promise<T>;
  /** Shows `page` in a colour scheme: its BrowsingContext's overrides, as Firefox's DevTools set them. */
  emulateScheme(page: Page, scheme: 'light' | 'dark' | 'forced'): Promise<void>;
  /** Closes Firefox and deletes the profile. */
  close(): Promise<void>;
}

/** The part of puppeteer's BiDi connection used here: sending a raw command. */
interface BidiConnection {
  send(method: string, params: object): Promise<{ result: unknown }>;
}

/**
 * puppeteer's BiDi browser keeps its connection in `connection`, and a Frame its BiDi browsing-context id in `_id`;
 * both are marked internal, so they are not in puppeteer's published types. Checked at run time so that a puppeteer
 * update that moves them fails here with a clear message.
 */
function bidiOf(browser: Browser): BidiConnection {
  const connection = (browser as unknown as { connection?: Partial<BidiConnection> }).connection;
  if (typeof connection?.send !== 'function') throw new Error('puppeteer no longer exposes its BiDi connection.');
  return connection as BidiConnection;
}

function contextIdOf(page: Page): string {
  const id = (page.mainFrame() as unknown as { _id?: unknown })._id;
  if (typeof id !== 'string') throw new Error('puppeteer no longer exposes the BiDi browsing-context id of a frame.');
  return id;
}

export async function launchFirefoxWithExtension(): Promise<FirefoxWithExtension> {
  const manifestFile = join(FIREFOX_EXTENSION_DIR, 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`No Firefox build at ${FIREFOX_EXTENSION_DIR}: run \`npm run -s build\` first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as FirefoxManifest;
  const addonId = manifest.browser_specific_settings?.gecko?.id;
  if (!addonId) throw new Error('The Firefox build has no browser_specific_settings.gecko.id.');
  const executablePath = findFirefox();
  if (!executablePath) {
    throw new Error(
      'No Firefox found: this test runs the Firefox build in Firefox (ESR) 140 or later. Install it ' +
        '(Debian/Ubuntu: apt-get install firefox-esr) or set FIREFOX_PATH to its executable.',
    );
  }
  const profile = mkdtempSync(join(tmpdir(), 'sudoku-firefox-profile-'));
  const removeProfile = () => rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  let session: Awaited<ReturnType<typeof startFirefox>> | undefined;
  try {
    session = await startFirefox({
      executablePath,
      profile,
      prefs: { 'extensions.webextensions.uuids': JSON.stringify({ [addonId]: EXTENSION_UUID }) },
      timeoutMs: PROTOCOL_TIMEOUT_MS,
    });
    const started = session.browser;
    const { inChrome: inFirefoxChrome, setOverrides } = session;
    const stop = session.close.bind(session);
    await fitPuppeteerToFirefox(started);
    const bidi = bidiOf(started);
    const id = await started.installExtension(FIREFOX_EXTENSION_DIR);
    const version = (await started.version()).replace(/^firefox\//i, '');
    const url = (path: string) => `moz-extension://${EXTENSION_UUID}/${path.replace(/^\//, '')}`;
    return {
      browser: started,
      id,
      version,
      manifest,
      url,
      async openExtensionPage(path) {
        const page = await started.newPage();
        await bidi.send('browsingContext.navigate', { context: contextIdOf(page), url: url(path), wait: 'complete' });
        return page;
      },
      inChrome: inFirefoxChrome,
      async emulateScheme(page, scheme) {
        const overrides = {
          prefersColorSchemeOverride: scheme === 'dark' ? 'dark' : 'light',
          forcedColorsOverride: scheme === 'forced' ? 'active' : 'none',
        };
        await setOverrides(contextIdOf(page), overrides);
      },
      async close() {
        try {
          await stop();
        } finally {
          removeProfile();
        }
      },
    };
  } catch (error) {
    // The launch or install error is the one worth reporting, not a failure to close after it.
    await session?.close().catch(() => undefined);
    removeProfile();
    throw error;
  }
}
