// The page scripts (PAGE_SCRIPTS in src/extension-contract.ts): each entry bundled with esbuild into one
// self-contained IIFE file, emitted into the extension beside the service worker, which injects it with
// chrome.scripting.executeScript({ files }). Built here rather than with @crxjs's `?script` import because crxjs
// declares every dynamic script in `web_accessible_resources` (readable by any web page, for its loader's
// import()); an injected file needs no such entry, and the extension keeps none. Used by vite.config.ts and
// scripts/build-firefox.mjs, so both browsers get the same files.
import { build } from 'esbuild';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_SCRIPTS } from '../src/extension-contract.ts';

export function pageScripts(root: string): Plugin {
  return {
    name: 'sudoku:page-scripts',
    apply: 'build',
    async generateBundle() {
      for (const { file, entry } of Object.values(PAGE_SCRIPTS)) {
        const result = await build({
          entryPoints: [resolve(root, entry)],
          bundle: true,
          format: 'iife',
          target: 'es2022',
          minify: true,
          legalComments: 'none',
          write: false,
          logLevel: 'warning',
        });
        this.emitFile({ type: 'asset', fileName: file, source: result.outputFiles[0].text });
      }
    },
  };
}
