// The built manifest asks for exactly what the extension needs, nothing that reads sites by itself, and ships the
// icons it names. Reads dist/extension as `npx vite build` left it.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { PNG } from 'pngjs';
import { APP_URL } from '../../src/app-address.ts';
import { PAGE_SCRIPTS } from '../../src/extension-contract.ts';
import { EXTENSION_DIR } from './launch.ts';

interface Manifest {
  manifest_version: number;
  name: string;
  description: string;
  permissions?: string[];
  icons?: Record<string, string>;
  action?: { default_popup?: string; default_icon?: Record<string, string> };
  background?: { service_worker?: string; type?: string };
  [key: string]: unknown;
}

const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8')) as Manifest;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  assert.equal(bytes.subarray(1, 4).toString('ascii'), 'PNG', `${path} is not a PNG`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const LOCALES = ['en', 'de', 'fr', 'es'];
const messages = (lang: string): Record<string, { message: string }> =>
  JSON.parse(readFileSync(join(EXTENSION_DIR, '_locales', lang, 'messages.json'), 'utf8')) as Record<
    string,
    { message: string }
  >;

describe('built manifest', () => {
  it('names and describes the extension in English, German, French and Spanish (_locales)', () => {
    assert.equal(manifest.default_locale, 'en');
    const used = [...JSON.stringify(manifest).matchAll(/__MSG_(\w+)__/g)].map((m) => m[1]);
    assert.deepEqual(used.sort(), ['extDescription', 'extName']);
    for (const lang of LOCALES) {
      const table = messages(lang);
      // Every language has every message, the context-menu title included (its id stays solve-sudoku).
      for (const key of [...used, 'menuSolve']) assert.ok(table[key]?.message, `${lang} lacks ${key}`);
      // The stores cut a description at 132 characters.
      assert.ok(table.extDescription.message.length <= 132, `${lang} description too long`);
    }
    assert.equal(messages('de').menuSolve.message, 'Sudoku lösen');
  });

  it('is MV3 with a name and a description, for the Chrome versions that draw the board', () => {
    assert.equal(manifest.manifest_version, 3);
    assert.ok(manifest.name);
    assert.ok(manifest.description);
    // color-mix(), which the board's colours use, came in Chrome 111: an older one would install a broken popup.
    assert.equal(manifest.minimum_chrome_version, '111');
  });

  it("links the play app as its home page (the store listing's and the extensions page's link)", () => {
    assert.equal(manifest.homepage_url, APP_URL);
    assert.match(manifest.homepage_url, /^https:\/\//);
  });

  it('asks for exactly contextMenus, activeTab, scripting and storage', () => {
    assert.deepEqual([...(manifest.permissions ?? [])].sort(), ['activeTab', 'contextMenus', 'scripting', 'storage']);
  });

  it('has no host access, content scripts, external connections or custom CSP', () => {
    for (const key of [
      'host_permissions',
      'optional_host_permissions',
      'optional_permissions',
      'content_scripts',
      'externally_connectable',
      'content_security_policy',
      'web_accessible_resources',
    ]) {
      assert.equal(key in manifest, false, `manifest has ${key}`);
    }
  });

  it('ships each page script as one self-contained classic script (injected as a file, imports nothing)', () => {
    for (const { file } of Object.values(PAGE_SCRIPTS)) {
      const path = join(EXTENSION_DIR, file);
      assert.ok(existsSync(path), `${file} is in the build`);
      const code = readFileSync(path, 'utf8');
      // executeScript({ files }) runs a classic script: a module's import or export would be a syntax error.
      assert.doesNotThrow(() => new Function(code), `${file} parses as a classic script`);
    }
  });

  it('runs a module service worker and opens the popup from the action', () => {
    assert.equal(manifest.background?.type, 'module');
    assert.ok(existsSync(join(EXTENSION_DIR, manifest.background?.service_worker ?? '')));
    assert.ok(existsSync(join(EXTENSION_DIR, manifest.action?.default_popup ?? '')));
  });

  it('ships 16, 32, 48 and 128 px PNG icons of those sizes', () => {
    for (const icons of [manifest.icons ?? {}, manifest.action?.default_icon ?? {}]) {
      assert.deepEqual(Object.keys(icons).sort(), ['128', '16', '32', '48']);
      for (const [size, path] of Object.entries(icons)) {
        assert.deepEqual(pngSize(join(EXTENSION_DIR, path)), { width: Number(size), height: Number(size) });
      }
    }
  });

  it('draws the 128 px icon as 96 px of art in 16 px of transparent padding (the Chrome Web Store asks for it)', () => {
    const png = PNG.sync.read(readFileSync(join(EXTENSION_DIR, manifest.icons!['128'])));
    const alpha = (x: number, y: number): number => png.data[(y * png.width + x) * 4 + 3];
    let opaque = { left: 128, top: 128, right: -1, bottom: -1 };
    for (let y = 0; y < 128; y++) {
      for (let x = 0; x < 128; x++) {
        if (alpha(x, y) === 0) continue;
        opaque = {
          left: Math.min(opaque.left, x),
          top: Math.min(opaque.top, y),
          right: Math.max(opaque.right, x),
          bottom: Math.max(opaque.bottom, y),
        };
      }
    }
    assert.deepEqual(opaque, { left: 16, top: 16, right: 111, bottom: 111 });
  });
});
