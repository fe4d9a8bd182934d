// `npm run build:firefox`: the same extension for Firefox, in dist/firefox (about:debugging → This Firefox → Load
// Temporary Add-on → its manifest.json) and dist/sudoku-extension-firefox.zip (the AMO upload).
//
// Firefox MV3 has no extension service workers: its background is an event page built from `background.scripts`.
// @crxjs/vite-plugin has a Firefox target (`browser: 'firefox'`) that emits exactly that, with the background loader
// as a module (`type: 'module'`, since the loader `import`s the real chunk) and without Chrome-only keys such as
// `use_dynamic_url`; it wants the input manifest's background in the `scripts` form. So this builds from the one
// manifest.config.ts, rewriting only what differs, with the same Vite settings as vite.config.ts's default mode.
//
// Usage: node scripts/build-firefox.mjs [outDir] [zipFile]   (defaults: dist/firefox, dist/sudoku-extension-firefox.zip)
import { spawnSync } from 'node:child_process';
import { join, relative, resolve } from 'node:path';
import { crx } from '@crxjs/vite-plugin';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
export const FIREFOX_DIR = join(root, 'dist/firefox');
export const FIREFOX_ZIP = join(root, 'dist/sudoku-extension-firefox.zip');

/**
 * Gecko settings. The id is fixed so storage and the AMO listing survive reinstalls (a temporary add-on without one
 * gets a random id, and its saved game with it). 140 is the ESR that knows `data_collection_permissions` (AMO asks
 * every new add-on to declare it; older versions reject the key) and it is well past what the code needs: MV3 with
 * `scripting` (109), a module background (112) and the popup's module Worker (114).
 */
const GECKO = {
  id: 'sudoku@sudoku-web',
  strict_min_version: '140.0',
  // The extension sends nothing anywhere: puzzles are read, solved and stored on the user's machine.
  data_collection_permissions: { required: ['none'] },
};

/**
 * Firefox for Android learnt `data_collection_permissions` in 142, two versions after the desktop ESR: an older one
 * would install the add-on without reading its declaration (addons-linter warns of exactly that).
 */
const GECKO_ANDROID = { strict_min_version: '142.0' };

/**
 * The Chrome manifest from manifest.config.ts, with the background as event-page scripts and Gecko's settings, less
 * Chrome's minimum version (Gecko's strict_min_version says Firefox's).
 */
export function firefoxManifest(chromeManifest) {
  const { minimum_chrome_version: _chromeOnly, ...manifest } = chromeManifest;
  const { service_worker: serviceWorker, ...background } = manifest.background ?? {};
  if (!serviceWorker) throw new Error('manifest.config.ts has no background.service_worker to turn into a script.');
  return {
    ...manifest,
    background: { ...background, scripts: [serviceWorker], type: 'module' },
    browser_specific_settings: { gecko: GECKO, gecko_android: GECKO_ANDROID },
  };
}

/** The page scripts' plugin (scripts/page-scripts.ts) and Lit's (lit-template-parser.ts), as vite.config.ts's. */
async function loadExtensionPlugins() {
  const { pageScripts } = await tsImport('./page-scripts.ts', import.meta.url);
  const { litTemplateParser } = await tsImport('./lit-template-parser.ts', import.meta.url);
  return [pageScripts(root), litTemplateParser()];
}

async function loadManifest() {
  const module = await tsImport('../manifest.config.ts', import.meta.url);
  // defineManifest also accepts a function of Vite's env; support both shapes.
  const manifest = module.default;
  return typeof manifest === 'function' ? manifest({ command: 'build', mode: 'production' }) : manifest;
}

export async function buildFirefox(outDir = FIREFOX_DIR, zipFile = FIREFOX_ZIP) {
  const manifest = firefoxManifest(await loadManifest());
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [crx({ manifest, browser: 'firefox' }), ...(await loadExtensionPlugins())],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
    worker: { format: 'es' },
  });
  const zip = spawnSync(process.execPath, [join(root, 'scripts/zip-extension.mjs'), outDir, zipFile], {
    stdio: 'inherit',
  });
  if (zip.status !== 0) throw new Error(`zipping ${outDir} failed`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const outDir = resolve(process.argv[2] ?? FIREFOX_DIR);
  await buildFirefox(outDir, resolve(process.argv[3] ?? FIREFOX_ZIP));
  console.log(`built ${relative(process.cwd(), outDir)}`);
}
