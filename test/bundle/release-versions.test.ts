// The version a release carries is package.json's everywhere: the play app, the built extension manifests, the two store zips and
// CHANGELOG.md's newest section (scripts/release/versions.mjs, run by `npm run release:check`).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { versionMismatches } from '../../scripts/release/versions.mjs';
import { zipDirectory } from '../../scripts/zip-writer.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'release-versions-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A built release in miniature: package.json, CHANGELOG.md, the app, both manifests and both zips, each with its version. */
function release(name: string, versions: Record<string, string>): string {
  const dir = join(scratch, name);
  const at = (key: string) => versions[key] ?? versions.package;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: versions.package }));
  writeFileSync(join(dir, 'CHANGELOG.md'), `# Changelog\n\n## ${at('changelog')}\n\n- Something.\n\n## 0.0.1\n`);
  mkdirSync(join(dir, 'dist', 'app'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'app', 'version.json'), JSON.stringify({ name: 'sudoku-web', version: at('app') }));
  for (const [build, zip] of [
    ['extension', 'sudoku-extension.zip'],
    ['firefox', 'sudoku-extension-firefox.zip'],
  ]) {
    mkdirSync(join(dir, 'dist', build), { recursive: true });
    writeFileSync(join(dir, 'dist', build, 'manifest.json'), JSON.stringify({ version: at(build) }));
    const zipped = join(scratch, `${name}-${build}-zip`);
    mkdirSync(zipped);
    writeFileSync(join(zipped, 'popup.html'), '<!doctype html>');
    writeFileSync(join(zipped, 'manifest.json'), JSON.stringify({ version: at(zip) }));
    zipDirectory(zipped, join(dir, 'dist', zip));
  }
  return dir;
}

describe('release versions', () => {
  it('agree in the release built by npm run build', () => {
    assert.deepEqual(versionMismatches(ROOT), []);
  });

  it('agree in a release where everything says the same version', () => {
    assert.deepEqual(versionMismatches(release('same', { package: '1.2.3' })), []);
  });

  it('name each place that says another version, and both versions', () => {
    const problems: string[] = versionMismatches(
      release('stale', {
        package: '1.3.0',
        firefox: '1.2.3',
        'sudoku-extension.zip': '1.2.3',
        changelog: '1.2.3',
        app: '1.2.0',
      }),
    );
    assert.equal(problems.length, 4, problems.join('\n'));
    assert.ok(problems.some((p) => /play app \(dist\/app\/version\.json\) says 1\.2\.0/.test(p)));
    assert.match(problems[0], /CHANGELOG\.md's newest section is 1\.2\.3, package\.json says 1\.3\.0/);
    assert.ok(problems.some((p) => /Firefox add-on \(dist\/firefox\/manifest\.json\) says 1\.2\.3/.test(p)));
    assert.ok(problems.some((p) => /Chrome Web Store zip \(dist\/sudoku-extension\.zip\) says 1\.2\.3/.test(p)));
  });

  it('say that a release is not built when a carrier is missing', () => {
    const dir = release('unbuilt', { package: '2.0.0' });
    rmSync(join(dir, 'dist', 'sudoku-extension-firefox.zip'));
    assert.deepEqual(versionMismatches(dir), [
      'the addons.mozilla.org zip (dist/sudoku-extension-firefox.zip) is not built: run npm run build',
    ]);
  });
});
