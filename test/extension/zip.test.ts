// scripts/zip-extension.mjs packs dist/extension into a zip the store accepts: every file, manifest.json at the
// root, contents intact. scripts/build-source.mjs packs the source addons.mozilla.org asks for, from which the
// Firefox build comes out the same. Checked with the system's `unzip` when there is one, else with Python's zipfile.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { after, describe, it } from 'node:test';
import { EXTENSION_DIR } from './launch.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'scripts/zip-extension.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'sudoku-zip-'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile())
    .map((path) => relative(dir, path).split(sep).join('/'))
    .sort();
}

/** Extracts with whichever standard tool exists; returns false when there is none. */
function extract(zip: string, into: string): boolean {
  const unzip = spawnSync('unzip', ['-q', zip, '-d', into]);
  if (!unzip.error) {
    assert.equal(unzip.status, 0, String(unzip.stderr));
    return true;
  }
  const python = spawnSync('python3', ['-m', 'zipfile', '-e', zip, into]);
  if (!python.error) {
    assert.equal(python.status, 0, String(python.stderr));
    return true;
  }
  return false;
}

describe('store zip', () => {
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('holds every file of the build, byte for byte, with manifest.json at the root', (t) => {
    const zip = join(scratch, 'sudoku-extension.zip');
    const run = spawnSync(process.execPath, [SCRIPT, EXTENSION_DIR, zip], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const out = join(scratch, 'out');
    if (!extract(zip, out)) {
      t.diagnostic('no unzip or python3 on this machine: contents not checked');
      return;
    }
    const files = filesUnder(EXTENSION_DIR);
    assert.ok(files.includes('manifest.json'));
    assert.deepEqual(filesUnder(out), files);
    for (const file of files)
      assert.ok(readFileSync(join(out, file)).equals(readFileSync(join(EXTENSION_DIR, file))), file);
  });

  it('is the same bytes from the same build (reproducible upload)', () => {
    const a = join(scratch, 'a.zip');
    const b = join(scratch, 'b.zip');
    for (const zip of [a, b]) assert.equal(spawnSync(process.execPath, [SCRIPT, EXTENSION_DIR, zip]).status, 0);
    assert.ok(readFileSync(a).equals(readFileSync(b)));
  });
});

describe('source package for addons.mozilla.org', () => {
  it('holds what the Firefox build reads and its instructions: the add-on built from it is the same, file for file', (t) => {
    const zip = join(scratch, 'sudoku-source.zip');
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts/build-source.mjs'), zip], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const source = join(scratch, 'source');
    if (!extract(zip, source)) {
      t.diagnostic('no unzip or python3 on this machine: contents not checked');
      return;
    }
    const files = filesUnder(source);
    for (const file of ['BUILD.md', 'package.json', 'package-lock.json', 'manifest.config.ts', 'LICENSE'])
      assert.ok(files.includes(file), file);
    assert.match(readFileSync(join(source, 'BUILD.md'), 'utf8'), /npm ci\n\s+npm run build:firefox/);
    assert.ok(!files.some((file) => file.startsWith('test/')), 'no tests in it');
    // Built as BUILD.md says, with the packages npm ci would install (this checkout's), and from the repository.
    symlinkSync(join(ROOT, 'node_modules'), join(source, 'node_modules'), 'dir');
    const build = (dir: string, out: string) =>
      spawnSync(process.execPath, [join(dir, 'scripts/build-firefox.mjs'), out, `${out}.zip`], {
        cwd: dir,
        encoding: 'utf8',
      });
    const fromSource = join(scratch, 'from-source');
    const fromRepository = join(scratch, 'from-repository');
    assert.equal(build(source, fromSource).status, 0, 'the build from the source package');
    assert.equal(build(ROOT, fromRepository).status, 0, 'the build from the repository');
    const built = filesUnder(fromRepository);
    assert.deepEqual(filesUnder(fromSource), built);
    for (const file of built)
      assert.ok(readFileSync(join(fromSource, file)).equals(readFileSync(join(fromRepository, file))), file);
  });
});
