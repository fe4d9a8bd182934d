import { crx } from '@crxjs/vite-plugin';
import minifyLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import manifest from './manifest.config.ts';
import pkg from './package.json' with { type: 'json' };
import { litTemplateParser } from './scripts/lit-template-parser.ts';
import { pageScripts } from './scripts/page-scripts.ts';
import { startupPreloads } from './scripts/startup-preloads.ts';

const root = import.meta.dirname;

/**
 * Builds from one config:
 * - default: the MV3 extension into dist/extension (load unpacked);
 * - `--mode demo`: the standalone demo page into dist/demo, as a site owner would host it;
 * - `--mode lib`: dist/lib/sudoku-board.js (the element, Lit included) and its engine worker: the package's `cdn/` bundle;
 * - `--mode esm`: dist/esm/sudoku-board.js, the package's main entry (Lit left as an import);
 * - `--mode app`: the installable, offline play app into dist/app (docs/app.md).
 */
export default defineConfig(({ mode }) => {
  // `--mode esm` (dist/esm): the same element for apps' bundlers, with Lit left as an import (a dependency an app
  // shares with its own Lit) rather than inside.
  if (mode === 'lib' || mode === 'esm') {
    const esm = mode === 'esm';
    // The embeddable element: for site owners' script tags (lib: one ES module with Lit inside) and for apps (esm),
    // each with its worker file beside it (a page may forbid blob workers, so the worker is never inlined).
    return {
      // Relative URLs: the worker is found beside the module wherever it is served from (a site's path or a CDN).
      base: './',
      publicDir: false,
      // Lit's css`` and html`` templates are strings to a minifier: the Lit team's plugin minifies them (lightningcss
      // for CSS), which keeps the element within its size budget.
      plugins: [minifyLiterals()],
      build: {
        outDir: resolve(root, esm ? 'dist/esm' : 'dist/lib'),
        emptyOutDir: true,
        target: 'es2022',
        lib: {
          entry: resolve(root, 'src/components/index.ts'),
          formats: ['es'],
          fileName: () => 'sudoku-board.js',
        },
        assetsInlineLimit: 0,
        minify: true,
        // The element's entry may export more than its own API, so modules shared with lazy chunks ride in it instead of
        // costing three more requests (and ~0.45 KB gzipped of chunk overhead) at startup.
        rollupOptions: {
          // dist/esm is for apps' bundlers, not the first download: its entry exports the element's API alone and what
          // its lazy chunks share goes in a chunk of its own.
          preserveEntrySignatures: esm ? 'strict' : 'allow-extension',
          external: esm ? /^(lit|lit-html|lit-element|@lit\/reactive-element)(\/|$)/ : undefined,
          // No comments: pure annotations would only help a bundler bundling this file again (60 bytes gzipped).
          output: {
            minify: true,
            comments: false,
            // A language's words (src/words/<lang>/board.ts, its steps with it) are one chunk named for the language:
            // "de-….js", not "board-….js" three times over.
            // What every language's step words share (cell names, facts, lists): one chunk, not three small ones.
            manualChunks: (id) => (/src\/words\/(cells|facts|step-common)\.ts$/.test(id) ? 'words' : undefined),
            // A hash of six characters, not eight: the element names its lazy chunks in its own code (44 B of its
            // gzipped first download), and 36 bits still tell one build's chunk from another's.
            chunkFileNames: (chunk) => {
              const lang = /src\/words\/(\w+)\/board\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
              return `${lang ?? '[name]'}-[hash:6].js`;
            },
          },
        },
      },
      worker: { format: 'es', rollupOptions: { output: { entryFileNames: 'sudoku-board.[name].js' } } },
    };
  }
  if (mode === 'app') {
    return {
      root: resolve(root, 'app'),
      // Relative URLs: the app works from any path of any static host (https://host/sudoku/, a subfolder).
      base: './',
      build: { outDir: resolve(root, 'dist/app'), emptyOutDir: true, target: 'es2022' },
      worker: { format: 'es' },
      plugins: [
        // What the first screen loads lazily, fetched with the page's script (no chain of round trips).
        startupPreloads(root, [
          'src/components/sudoku-board/keypad-view.ts',
          'src/components/sudoku-board/game-keeper.ts',
          'src/components/sudoku-board/new-puzzle-offer.ts',
          'src/components/sudoku-board/statistics/statistics.ts',
          // Its styles for paper: the board asks for them a second after the first game.
          'src/components/sudoku-board/print.styles.ts',
        ]),
        // ./version.json: which release a host serves (for a bug report, or a deploy check); `npm run release:check`
        // checks it agrees with package.json (scripts/release/versions.mjs).
        {
          name: 'app-version',
          generateBundle() {
            const source = JSON.stringify({ name: pkg.name, version: pkg.version }) + '\n';
            this.emitFile({ type: 'asset', fileName: 'version.json', source });
          },
        },
        // The web app manifest and a Workbox service worker that precaches everything the build wrote (the page, the
        // popup and element, the engine's worker, every lazy chunk: panels, languages, the trainer, the scanner), so
        // after one visit the app starts and makes new puzzles with no network. A new build takes over at once.
        VitePWA({
          registerType: 'autoUpdate',
          // Registered by the app itself once its first game is on the board (src/app/offline-registration.ts).
          injectRegister: false,
          manifest: {
            name: 'Sudoku',
            short_name: 'Sudoku',
            description:
              'Play Sudoku: new games at five levels, the daily puzzle, a technique trainer, hints, statistics.',
            id: './',
            start_url: './',
            scope: './',
            display: 'standalone',
            background_color: '#ffffff',
            theme_color: '#2563eb',
            icons: [
              { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
              { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
              { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
              { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
          },
          workbox: {
            globPatterns: ['**/*.{js,html,css,png,svg,webmanifest,wasm,json}'],
            // Above Workbox's 2 MiB default would be left out of the cache silently: a bigger file should fail loudly.
            maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
            navigateFallback: 'index.html',
            cleanupOutdatedCaches: true,
            // The first visit's worker controls that page at once, so it works offline from then on.
            clientsClaim: true,
            skipWaiting: true,
          },
        }),
      ],
    };
  }
  if (mode === 'demo') {
    return {
      root: resolve(root, 'demo'),
      base: './',
      build: { outDir: resolve(root, 'dist/demo'), emptyOutDir: true, target: 'es2022' },
      worker: { format: 'es' },
    };
  }
  return {
    plugins: [crx({ manifest }), pageScripts(root), litTemplateParser()],
    build: { outDir: resolve(root, 'dist/extension'), emptyOutDir: true, target: 'es2022' },
    worker: { format: 'es' },
  };
});
