// `npm run build:firefox` (scripts/build-firefox.mjs) makes a Firefox MV3 add-on: an event-page background
// (`background.scripts`, a module), a fixed Gecko id, the same permissions as the Chrome build and nothing more,
// every file it names present, and exactly the Chrome build's code, so the Chromium end-to-end tests cover it too.
// firefox-e2e.test.ts runs the build itself in Firefox.
// Both builds are made fresh into a scratch directory, so this checks the current sources, not a stale dist/.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { after, before, describe, it } from 'node:test';

const ROOT = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'sudoku-firefox-'));
const FIREFOX_DIR = join(scratch, 'firefox');
const FIREFOX_ZIP = join(scratch, 'sudoku-extension-firefox.zip');
const CHROME_DIR = join(scratch, 'chrome');

interface FirefoxManifest {
  manifest_version: number;
  name: string;
  version: string;
  description: string;
  permissions?: string[];
  icons?: Record<string, string>;
  action?: { default_popup?: string; default_icon?: Record<string, string> };
  background?: { scripts?: string[]; service_worker?: string; type?: string };
  browser_specific_settings?: {
    gecko?: { id?: string; strict_min_version?: string; data_collection_permissions?: { required?: string[] } };
  };
  [key: string]: unknown;
}

let manifest: FirefoxManifest;
let chromeManifest: FirefoxManifest;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile())
    .map((path) => relative(dir, path).split(sep).join('/'))
    .sort();
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });
  assert.equal(result.status, 0, `${command} ${args.join(' ')}\n${result.stdout}\n${result.stderr}`);
}

/** Every module a background script loads, following its relative static imports (the loader imports the chunk). */
function backgroundModules(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => join(FIREFOX_DIR, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    assert.ok(existsSync(file), `the background imports ${relative(FIREFOX_DIR, file)}, which is not in the build`);
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:\bimport|\bfrom)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      queue.push(resolve(dirname(file), match[1]));
    }
  }
  return [...seen];
}

/** The names inside a zip, from whichever standard tool exists; null when there is none. */
function zipEntries(zip: string): string[] | null {
  const unzip = spawnSync('unzip', ['-Z1', zip], { encoding: 'utf8' });
  if (!unzip.error) return unzip.stdout.split('\n').filter(Boolean).sort();
  const python = spawnSync(
    'python3',
    ['-c', 'import sys,zipfile;print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))', zip],
    {
      encoding: 'utf8',
    },
  );
  if (!python.error) return python.stdout.split('\n').filter(Boolean).sort();
  return null;
}

describe('Firefox build', () => {
  before(() => {
    run(process.execPath, [join(ROOT, 'scripts/build-firefox.mjs'), FIREFOX_DIR, FIREFOX_ZIP]);
    run(process.execPath, [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      CHROME_DIR,
    ]);
    manifest = JSON.parse(readFileSync(join(FIREFOX_DIR, 'manifest.json'), 'utf8')) as FirefoxManifest;
    chromeManifest = JSON.parse(readFileSync(join(CHROME_DIR, 'manifest.json'), 'utf8')) as FirefoxManifest;
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it("passes Mozilla's addons-linter (the checks addons.mozilla.org runs) with 0 errors and 0 warnings", () => {
    const linter = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/addons-linter/bin/addons-linter'), '--output', 'json', FIREFOX_DIR],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(linter.stdout) as {
      summary: { errors: number; warnings: number };
      errors: { code: string; message: string }[];
      warnings: { code: string; file: string; message: string; description: string }[];
    };
    assert.equal(report.summary.errors, 0, report.errors.map((e) => `${e.code}: ${e.message}`).join('\n'));
    // Lit's innerHTML, the one warning there was, is parsed with DOMParser in the extension (lit-template-parser.ts).
    assert.deepEqual(
      report.warnings.map((w) => `${w.code} (${w.file}): ${w.message}`),
      [],
    );
  });

  it('is MV3 with the Chrome build’s name, version and description', () => {
    assert.equal(manifest.manifest_version, 3);
    assert.equal(manifest.name, chromeManifest.name);
    assert.equal(manifest.version, chromeManifest.version);
    assert.equal(manifest.description, chromeManifest.description);
  });

  it('differs from the Chrome manifest only in its background, its Gecko settings and no Chrome version', () => {
    const { background: _firefoxBackground, browser_specific_settings: _gecko, ...firefoxRest } = manifest;
    const { background: _chromeBackground, minimum_chrome_version: _chromeOnly, ...chromeRest } = chromeManifest;
    assert.equal('minimum_chrome_version' in manifest, false, 'Gecko’s strict_min_version says which Firefox');
    assert.deepEqual(firefoxRest, chromeRest);
    assert.deepEqual(manifest.background?.scripts, [chromeManifest.background?.service_worker]);
  });

  it('runs its background as a module event page whose scripts and imports are all in the build', () => {
    const background = manifest.background ?? {};
    assert.equal('service_worker' in background, false, 'Firefox has no extension service workers');
    assert.equal(background.type, 'module', 'the loader `import`s the real chunk, so it must load as a module');
    assert.ok(background.scripts && background.scripts.length > 0, 'no background.scripts');
    const modules = backgroundModules(background.scripts);
    assert.ok(modules.length > background.scripts.length, 'the loader imports no background chunk');
  });

  it('does not rely on service-worker-only globals in the background', () => {
    const code = backgroundModules(manifest.background?.scripts ?? [])
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const pattern of [
      /\bregistration\b/,
      /\bskipWaiting\b/,
      /\bimportScripts\b/,
      /\bclients\.claim\b/,
      /ServiceWorkerGlobalScope/,
    ]) {
      assert.doesNotMatch(code, pattern);
    }
  });

  it('has a fixed Gecko id, a minimum Firefox and declares that it collects no data', () => {
    const gecko = manifest.browser_specific_settings?.gecko ?? {};
    // AMO accepts an email-like id or a {GUID}.
    assert.match(
      gecko.id ?? '',
      /^([\w.-]+@[\w.-]+|\{[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\})$/i,
    );
    // 114: module Workers (the popup's engine); 140: the first ESR that knows data_collection_permissions.
    assert.ok(
      Number.parseFloat(gecko.strict_min_version ?? '0') >= 140,
      `strict_min_version ${gecko.strict_min_version}`,
    );
    assert.deepEqual(gecko.data_collection_permissions?.required, ['none']);
  });

  it('asks for exactly the Chrome build’s permissions: contextMenus, activeTab, scripting and storage', () => {
    assert.deepEqual(manifest.permissions, chromeManifest.permissions);
    assert.deepEqual([...(manifest.permissions ?? [])].sort(), ['activeTab', 'contextMenus', 'scripting', 'storage']);
  });

  it('has no host access, content scripts, external connections, custom CSP or web-accessible resources', () => {
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

  it('ships every file the manifest names, and every file the popup page loads', () => {
    const named = [
      ...Object.values(manifest.icons ?? {}),
      ...Object.values(manifest.action?.default_icon ?? {}),
      ...(manifest.background?.scripts ?? []),
      manifest.action?.default_popup ?? 'no default_popup',
    ];
    for (const file of named) assert.ok(existsSync(join(FIREFOX_DIR, file)), `${file} is missing`);
    const popup = join(FIREFOX_DIR, manifest.action?.default_popup ?? '');
    const html = readFileSync(popup, 'utf8');
    const loaded = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    assert.ok(loaded.length > 0, 'the popup loads no script');
    for (const url of loaded) {
      const file = url.startsWith('/') ? join(FIREFOX_DIR, url) : resolve(dirname(popup), url);
      assert.ok(existsSync(file), `the popup loads ${url}, which is not in the build`);
    }
  });

  it('runs exactly the Chrome build’s code: every file but manifest.json is the same bytes', () => {
    const files = filesUnder(FIREFOX_DIR);
    assert.deepEqual(files, filesUnder(CHROME_DIR));
    for (const file of files.filter((name) => name !== 'manifest.json')) {
      assert.ok(readFileSync(join(FIREFOX_DIR, file)).equals(readFileSync(join(CHROME_DIR, file))), file);
    }
  });

  it('is packed into a zip holding the whole build with manifest.json at its root', (t) => {
    assert.ok(existsSync(FIREFOX_ZIP));
    const entries = zipEntries(FIREFOX_ZIP);
    if (!entries) {
      t.diagnostic('no unzip or python3 on this machine: zip contents not checked');
      return;
    }
    assert.deepEqual(entries, filesUnder(FIREFOX_DIR));
  });
});
