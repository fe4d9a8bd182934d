// One version everywhere a release carries one. package.json is the source (Changesets' `changeset version` sets
// it); the extension's manifests and the play app's version.json are built from it, CHANGELOG.md's newest section is written with it. A mismatch
// means a stale build or a hand-edited version: either would ship a store upload that says one thing and is another.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipEntry } from './zip-entry.mjs';

/** Where a built release says its version, as [what, path inside the repository, how to read it]. */
const CARRIERS = [
  ['the Chrome extension', 'dist/extension/manifest.json', (path) => JSON.parse(readFileSync(path, 'utf8')).version],
  ['the Firefox add-on', 'dist/firefox/manifest.json', (path) => JSON.parse(readFileSync(path, 'utf8')).version],
  ['the play app', 'dist/app/version.json', (path) => JSON.parse(readFileSync(path, 'utf8')).version],
  ['the Chrome Web Store zip', 'dist/sudoku-extension.zip', (path) => zippedManifestVersion(path)],
  ['the addons.mozilla.org zip', 'dist/sudoku-extension-firefox.zip', (path) => zippedManifestVersion(path)],
];

function zippedManifestVersion(path) {
  const manifest = zipEntry(path, 'manifest.json');
  return manifest ? JSON.parse(manifest.toString('utf8')).version : undefined;
}

/** The newest release heading in CHANGELOG.md ("## 1.2.3"), or undefined. */
export function changelogVersion(root) {
  const text = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
  return /^## (\d+\.\d+\.\d+\S*)/m.exec(text)?.[1];
}

/**
 * Every place whose version differs from package.json's, as sentences naming the place and both versions; empty
 * when they all agree. A carrier that is missing is named too: the release was not built.
 */
export function versionMismatches(root) {
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  const problems = [];
  const changelog = changelogVersion(root);
  if (changelog !== version) {
    problems.push(`CHANGELOG.md's newest section is ${changelog ?? 'missing'}, package.json says ${version}`);
  }
  for (const [what, relativePath, read] of CARRIERS) {
    const path = join(root, relativePath);
    if (!existsSync(path)) {
      problems.push(`${what} (${relativePath}) is not built: run npm run build`);
      continue;
    }
    const found = read(path);
    if (found !== version)
      problems.push(`${what} (${relativePath}) says ${found ?? 'no version'}, package.json says ${version}`);
  }
  return problems;
}
