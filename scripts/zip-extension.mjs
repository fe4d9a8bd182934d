// Packs dist/extension into dist/sudoku-extension.zip for the store upload (manifest.json at the zip's root).
// Usage: node scripts/zip-extension.mjs [sourceDir] [outFile]
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { zipDirectory } from './zip-writer.mjs';

const root = resolve(import.meta.dirname, '..');
const sourceDir = resolve(process.argv[2] ?? join(root, 'dist/extension'));
const outFile = resolve(process.argv[3] ?? join(root, 'dist/sudoku-extension.zip'));

if (!existsSync(join(sourceDir, 'manifest.json'))) {
  throw new Error(`${sourceDir} has no manifest.json: run \`vite build\` first.`);
}
const count = zipDirectory(sourceDir, outFile);
console.log(`wrote ${relative(process.cwd(), outFile)} (${count} files)`);
