import { crx } from '@crxjs/vite-plugin';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import manifest from './manifest.config.ts';

const root = import.meta.dirname;

/**
 * Two builds from one config:
 * - default: the MV3 extension into dist/extension (load unpacked);
 * - `--mode demo`: the standalone demo page into dist/demo, as a site owner would host it.
 */
export default defineConfig(({ mode }) => {
  if (mode === 'demo') {
    return {
      root: resolve(root, 'demo'),
      base: './',
      build: { outDir: resolve(root, 'dist/demo'), emptyOutDir: true, target: 'es2022' },
      worker: { format: 'es' },
    };
  }
  return {
    plugins: [crx({ manifest })],
    build: { outDir: resolve(root, 'dist/extension'), emptyOutDir: true, target: 'es2022' },
    worker: { format: 'es' },
  };
});
