import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { fileURLToPath } from 'node:url';
import { CHROME_ARGS, findChrome } from './scripts/find-chrome.mjs';
import { countReporter } from './scripts/wtr-count-reporter.mjs';

export default {
  files: ['test/components/**/*.test.ts'],
  // Lit's production build: its dev-mode warning is noise in test logs.
  nodeResolve: { exportConditions: ['production'] },
  // Our sources use TS decorators in the legacy (experimentalDecorators) form: esbuild must read tsconfig for it.
  plugins: [
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
