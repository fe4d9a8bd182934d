// `npm run build:source`: the source package addons.mozilla.org asks for with minified code, dist/sudoku-source.zip:
// the repository's committed files that the Firefox build reads (its tests, benchmarks, docs and CI left out) and
// BUILD.md, the steps that rebuild dist/firefox from it byte for byte.
// Usage: node scripts/build-source.mjs [outFile]
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { zipDirectory } from './zip-writer.mjs';

const root = resolve(import.meta.dirname, '..');
const outFile = resolve(process.argv[2] ?? join(root, 'dist/sudoku-source.zip'));

/** What the build does not read: tests and their data, benchmarks, docs and pictures, CI. */
const LEFT_OUT = /^(test|bench|docs|\.ci)\/|^demo\/screenshot\.png$/;

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const node = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const instructions = `# Building the Firefox add-on from this source

This is the source of ${pkg.name} ${pkg.version}'s Firefox add-on (\`sudoku-extension-firefox.zip\`). Its code is
TypeScript, bundled and minified by Vite; nothing in it is generated outside these steps.

Needs: Linux, macOS or Windows; Node.js ${node} (any ${node}.x; 20.x works too) with its npm; nothing else.

    npm ci
    npm run build:firefox

The add-on is then in \`dist/firefox/\`, and zipped as \`dist/sudoku-extension-firefox.zip\`, the same files as the
uploaded one. \`npm ci\` installs the exact versions in \`package-lock.json\` from the npm registry.

What the steps run: \`scripts/build-firefox.mjs\` builds the extension with Vite and @crxjs/vite-plugin from
\`manifest.config.ts\` (the manifest) and \`src/\` (the popup \`src/popup\`, the background \`src/background\`, the
page scripts \`src/content\`, bundled by \`scripts/page-scripts.ts\`), copies \`public/\` (icons, locales), and zips
the result. The WebAssembly solver's bytes are in \`src/engine/solve/wasm/bitboard-wasm.ts\`, built from the
AssemblyScript next to it by \`npm run build:wasm\` (not needed to rebuild the add-on).
`;

const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !LEFT_OUT.test(file));
const stage = mkdtempSync(join(tmpdir(), 'sudoku-source-'));
try {
  for (const file of files) {
    mkdirSync(dirname(join(stage, file)), { recursive: true });
    copyFileSync(join(root, file), join(stage, file));
  }
  writeFileSync(join(stage, 'BUILD.md'), instructions);
  mkdirSync(dirname(outFile), { recursive: true });
  const count = zipDirectory(stage, outFile);
  console.log(`wrote ${relative(process.cwd(), outFile)} (${count} files)`);
} finally {
  rmSync(stage, { recursive: true, force: true });
}
