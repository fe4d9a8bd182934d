// The Chrome Web Store's pictures (scripts/store-assets.mjs) are made from the built extension's real UI at the sizes
// the store takes: two 1280×800 screenshots and the 440×280 promo tile, each with something on it. Reads
// dist/extension as `npm run build` left it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { PNG } from 'pngjs';

const ROOT = resolve(import.meta.dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'store-assets-'));

after(() => rmSync(out, { recursive: true, force: true }));

/** How many distinct colours a picture has (a blank or failed render has one or two). */
function colours(png: PNG): number {
  const seen = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4 * 7) seen.add(png.data.readUInt32BE(i));
  return seen.size;
}

describe('store assets', () => {
  it('are made from the real UI at the sizes the Chrome Web Store takes', () => {
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts/store-assets.mjs'), out], {
      encoding: 'utf8',
      timeout: 180_000,
    });
    assert.equal(run.status, 0, run.stderr);
    for (const [file, width, height] of [
      ['screenshot-1-popup.png', 1280, 800],
      ['screenshot-2-overlay.png', 1280, 800],
      ['promo-440x280.png', 440, 280],
    ] as const) {
      const png = PNG.sync.read(readFileSync(join(out, file)));
      assert.deepEqual({ width: png.width, height: png.height }, { width, height }, file);
      assert.ok(colours(png) > 50, `${file} shows something (${colours(png)} colours)`);
    }
  });
});
