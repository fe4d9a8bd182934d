import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { fileURLToPath } from 'node:url';
import { CHROME_ARGS, findChrome } from './scripts/find-chrome.mjs';
import { countReporter } from './scripts/wtr-count-reporter.mjs';
import { firefoxLauncher } from './scripts/wtr-firefox.mjs';

/**
 * `emulate-media-features` for tests: the browser's own emulation (e.g. forced-colors), which wtr's emulateMedia
 * lacks. In Firefox, scripts/wtr-firefox.mjs gives each page an `emulateMediaFeatures` that does it.
 * @type {import('@web/test-runner').TestRunnerPlugin}
 */
const cdpSessions = new WeakMap();
const mediaFeatures = {
  name: 'emulate-media-features',
  async executeCommand({ command, payload, session }) {
    if (command !== 'emulate-media-features') return undefined;
    const page = session.browser.getPage(session.id);
    if (session.browser.name === 'Firefox') {
      await page.emulateMediaFeatures(payload);
      return true;
    }
    // Chromium: straight to the DevTools protocol, as puppeteer's own helper rejects newer features such as
    // forced-colors. The session stays open: emulation lasts only as long as the session that set it.
    let cdp = cdpSessions.get(page);
    if (!cdp) cdpSessions.set(page, (cdp = await page.createCDPSession()));
    await cdp.send('Emulation.setEmulatedMedia', { features: payload });
    return true;
  },
};

/**
 * lz-string (the codec of f-puzzles and SudokuPad links, src/lz-base64.ts) is CommonJS, which the dev server serves
 * as it is: the browser then finds no `export default` in it. Vite and esbuild convert it when they bundle; here the
 * one file is wrapped instead, its `module.exports` becoming the default export, rather than adding a CommonJS plugin.
 * @type {import('@web/test-runner').TestRunnerPlugin}
 */
const lzStringAsModule = {
  name: 'lz-string-as-module',
  transform(context) {
    if (!context.path.endsWith('/lz-string/libs/lz-string.js')) return undefined;
    return { body: `const module = { exports: {} };\n${context.body}\nexport default module.exports;\n` };
  },
};

/**
 * The browsers to run in: WTR_BROWSERS, a comma-separated list of `chromium` and `firefox` (both by default).
 * scripts/test.mjs runs them one after the other, each in its own wtr run, so the 2-core CI machine never hosts two
 * browsers at once and each browser's totals are reported apart.
 */
const LAUNCHERS = {
  chromium: () =>
    chromeLauncher({ launchOptions: { executablePath: findChrome(), headless: true, args: CHROME_ARGS } }),
  firefox: firefoxLauncher,
};
const browserNames = (process.env.WTR_BROWSERS || 'chromium,firefox').split(',').map((name) => name.trim());
const unknown = browserNames.filter((name) => !(name in LAUNCHERS));
if (unknown.length) throw new Error(`WTR_BROWSERS: unknown browser ${unknown.join(', ')} (chromium, firefox).`);

export default {
  files: ['test/components/**/*.test.ts'],
  // Lit's production build: its dev-mode warning is noise in test logs.
  nodeResolve: { exportConditions: ['production'] },
  // Our sources use TS decorators in the legacy (experimentalDecorators) form: esbuild must read tsconfig for it.
  plugins: [
    mediaFeatures,
    lzStringAsModule,
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }),
  ],
  browsers: browserNames.map((name) => LAUNCHERS[name]()),
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countReporter()],
};
