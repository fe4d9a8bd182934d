import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { fileURLToPath } from 'node:url';
import { CHROME_ARGS, findChrome } from './scripts/find-chrome.mjs';
import { countReporter } from './scripts/wtr-count-reporter.mjs';

/**
 * `emulate-media-features` for tests: Chromium's own emulation (e.g. forced-colors), which wtr's emulateMedia lacks.
 * @type {import('@web/test-runner').TestRunnerPlugin}
 */
const cdpSessions = new WeakMap();
const mediaFeatures = {
  name: 'emulate-media-features',
  async executeCommand({ command, payload, session }) {
    if (command !== 'emulate-media-features') return undefined;
    // Straight to the DevTools protocol: puppeteer's own helper rejects newer features such as forced-colors.
    // The session stays open: emulation lasts only as long as the session that set it.
    const page = session.browser.getPage(session.id);
    let cdp = cdpSessions.get(page);
    if (!cdp) cdpSessions.set(page, (cdp = await page.createCDPSession()));
    await cdp.send('Emulation.setEmulatedMedia', { features: payload });
    return true;
  },
};

export default {
  files: ['test/components/**/*.test.ts'],
  // Lit's production build: its dev-mode warning is noise in test logs.
  nodeResolve: { exportConditions: ['production'] },
  // Our sources use TS decorators in the legacy (experimentalDecorators) form: esbuild must read tsconfig for it.
  plugins: [
    mediaFeatures,
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: findChrome(), headless: true, args: CHROME_ARGS },
    }),
  ],
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countReporter()],
};
