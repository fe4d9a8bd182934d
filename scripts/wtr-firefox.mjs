// web-test-runner in Firefox: @web/test-runner-chrome's launcher driving Firefox (Debian's firefox-esr, found by
// find-firefox.mjs) through puppeteer-core, which speaks WebDriver BiDi to it. The same launcher as
// @web/test-runner-puppeteer's `puppeteerLauncher({ launchOptions: { browser: 'firefox' } })`, without that
// package's full `puppeteer`, which downloads browsers on install (that fails on locked-down CI machines).
//
// Media emulation: puppeteer emulates media features and the media type only over CDP, which Firefox lacks
// ("CDP support is required for this feature"), and WebDriver BiDi has no command for them in Firefox 153
// (`emulation.setForcedColorsModeThemeOverride` is "unknown command"). Firefox's own DevTools emulate them through
// the tab's BrowsingContext (`forcedColorsOverride`, `prefersColorSchemeOverride`, `prefersReducedMotionOverride`,
// `mediumOverride`), which only privileged code can set. So Firefox is started with `--remote-allow-system-access`,
// and each page's `emulateMediaFeatures` / `emulateMediaType` is replaced by one that sets those overrides from the
// browser window's chrome scope (BiDi `script.evaluate` with `moz:scope: "chrome"`). wtr's `emulateMedia` and the
// config's `emulate-media-features` command then work in Firefox as they do in Chromium.
import { ChromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { findFirefox } from './find-firefox.mjs';
import { fitPuppeteerToFirefox } from './firefox-compat.mjs';
import { startFirefox } from './firefox-marionette.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Every browser step is bounded: a hung Firefox fails the run instead of stalling it. */
const PROTOCOL_TIMEOUT_MS = 60_000;

/** CSS media feature → [BrowsingContext property, the value that removes the override]. */
const OVERRIDES = {
  'forced-colors': ['forcedColorsOverride', 'none'],
  'prefers-color-scheme': ['prefersColorSchemeOverride', 'none'],
  'prefers-reduced-motion': ['prefersReducedMotionOverride', 'none'],
};

/**
 * puppeteer's BiDi browser keeps its connection in `connection`, and a Frame its BiDi browsing-context id in `_id`;
 * both are internal. Checked at run time so that a puppeteer update that moves them fails with a clear message.
 */
function bidiOf(page) {
  const connection = page.browser().connection;
  const context = page.mainFrame()._id;
  if (typeof connection?.send !== 'function' || typeof context !== 'string') {
    throw new Error('puppeteer no longer exposes its BiDi connection or a frame’s browsing-context id.');
  }
  return { connection, context };
}

/** The Marionette sessions of the Firefoxes this launcher started (firefox-marionette.mjs), for their chrome. */
const SESSIONS = new WeakMap();

/**
 * Sets properties of the page's top-level BrowsingContext from the browser's chrome (through Marionette: Firefox ESR
 * 140.12's WebDriver BiDi no longer reaches it).
 */
async function setOverrides(page, properties) {
  const session = SESSIONS.get(page.browser());
  if (!session) throw new Error('No browser window in Firefox: only one this launcher started can be reached.');
  const { context } = bidiOf(page);
  await session.setOverrides(context, properties);
}

/**
 * puppeteer's `page.emulateMediaFeatures` for Firefox: each named feature is set; an empty value clears it. Also used
 * by the puppeteer tests that run in Firefox (test/bundle/axe-states.ts); Firefox must have been started with
 * `--remote-allow-system-access`.
 * @param {import('puppeteer-core').Page} page
 * @param {{ name: string, value: string }[]} features
 */
export function emulateMediaFeatures(page, features = []) {
  const properties = {};
  for (const { name, value } of features) {
    const override = OVERRIDES[name];
    if (!override) throw new Error(`Firefox cannot emulate the media feature ${name}.`);
    properties[override[0]] = value || override[1];
  }
  return setOverrides(page, properties);
}

/** Replaces the page's CDP-only emulation methods with the BrowsingContext ones above. */
function withFirefoxMedia(page) {
  page.emulateMediaFeatures = (features) => emulateMediaFeatures(page, features);
  page.emulateMediaType = (type) => setOverrides(page, { mediumOverride: type && type !== 'screen' ? type : '' });
  return page;
}

class FirefoxLauncher extends ChromeLauncher {
  async createNewPage(browser, context) {
    // Firefox ESR 140.12 lacks a command puppeteer's setViewport sends (firefox-compat.mjs).
    await fitPuppeteerToFirefox(browser);
    const launcherPage = await super.createNewPage(browser, context);
    withFirefoxMedia(launcherPage.puppeteerPage);
    return launcherPage;
  }
}

export function firefoxLauncher() {
  const executablePath = findFirefox();
  if (!executablePath) {
    throw new Error(
      'No Firefox found for the Firefox run of the browser tests: install Firefox (ESR) 140 or later ' +
        '(Debian/Ubuntu: apt-get install firefox-esr), set FIREFOX_PATH, or run Chromium only: WTR_BROWSERS=chromium.',
    );
  }
  return new FirefoxLauncher(
    {
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath,
      headless: true,
      args: ['--remote-allow-system-access'],
      protocolTimeout: PROTOCOL_TIMEOUT_MS,
    },
    ({ browser }) => browser.defaultBrowserContext(),
    ({ context }) => context.newPage(),
    // Started with Marionette beside BiDi (firefox-marionette.mjs), so that setOverrides can reach the chrome.
    {
      ...puppeteerCore,
      async launch() {
        const profile = mkdtempSync(join(tmpdir(), 'sudoku-wtr-firefox-'));
        const session = await startFirefox({ executablePath, profile, prefs: {}, timeoutMs: PROTOCOL_TIMEOUT_MS });
        SESSIONS.set(session.browser, session);
        session.browser.close = async () => {
          await session.close();
          rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
        };
        return session.browser;
      },
    },
  );
}
