// scripts/zip-extension.mjs packs dist/extension into a zip the store accepts: every file, manifest.json at the
// root, contents intact. Checked with the system's `unzip` when there is one, else with Python's zipfile.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { after, describe, it } from 'node:test';
import { EXTENSION_DIR } from './launch.ts';

const SCRIPT = resolve(import.meta.dirname, '../../scripts/zip-extension.mjs');
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
