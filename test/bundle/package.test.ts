// The npm package as it is published (issue 28 §2), checked on its packed tarball, not the working tree: publint and
// Are the Types Wrong report nothing; custom-elements.json names only files in the tarball and no private member;
// installed in an app, `import 'sudoku-web'` works in Node and an app's bundler keeps the element's registration.
// Run after `npm run build` (or `npm run build:lib`).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import { installTarball, packAndLint } from '../../scripts/pack-check.mjs';

interface Packed {
  tarball: string;
  dir: string;
  files: { path: string }[];
  problems: string[];
}

/** Every string in the manifest under a key that holds a path of the package. */
function manifestPaths(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => manifestPaths(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'path' || key === 'module') && typeof value === 'string') found.push(value);
      else manifestPaths(value, found);
    }
  }
  return found;
}

/** Every member, attribute and event the manifest lists, with the privacy the analyzer gave it. */
function listed(manifest: unknown): { name: string; privacy?: string; description?: string }[] {
  const { modules } = manifest as {
    modules: { declarations?: Record<string, { name: string; privacy?: string }[] | undefined>[] }[];
  };
  return modules.flatMap((module) =>
    (module.declarations ?? []).flatMap((d) => [...(d.members ?? []), ...(d.attributes ?? []), ...(d.events ?? [])]),
  );
}

describe('the packed npm package', () => {
  let packed: Packed;
  let app: string;
  before(() => {
    packed = packAndLint() as Packed;
    app = installTarball(packed.tarball);
  });
  after(() => {
    rmSync(packed.dir, { recursive: true, force: true });
    rmSync(app, { recursive: true, force: true });
  });

  it('publint and attw report nothing on the tarball', () => {
    assert.deepEqual(packed.problems, []);
  });

  it('custom-elements.json names files the tarball has, and no private member', () => {
    const shipped = new Set(packed.files.map((file) => file.path));
    const pkg = JSON.parse(readFileSync(join(app, 'node_modules/sudoku-web/package.json'), 'utf8'));
    assert.ok(shipped.has(pkg.customElements), `customElements field: ${pkg.customElements}`);
    const manifest: unknown = JSON.parse(
      readFileSync(join(app, 'node_modules/sudoku-web', pkg.customElements), 'utf8'),
    );
    const paths = manifestPaths(manifest);
    assert.ok(paths.length > 0);
    for (const path of paths) assert.ok(shipped.has(path.replace(/^\.?\//, '')), `${path} is not in the package`);
    const hidden = listed(manifest).filter(
      (item) =>
        item.privacy === 'private' ||
        item.privacy === 'protected' ||
        /^[#_]/.test(item.name) ||
        /@internal/.test(item.description ?? ''),
    );
    assert.deepEqual(
      hidden.map((item) => item.name),
      [],
    );
    assert.ok(
      listed(manifest).some((item) => item.name === 'generate'),
      'the public API is still listed',
    );
  });

  it("imports in Node, installed: `import('sudoku-web')` gives the class, the engine solves", () => {
    const script =
      "const { SudokuBoard } = await import('sudoku-web');" +
      "const engine = await import('sudoku-web/engine');" +
      "console.log(typeof SudokuBoard, typeof engine.solve, !!customElements.get('sudoku-board'));";
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' });
    assert.equal(out.trim(), 'function function true');
  });

  it('runs the CLI, installed (what `npx sudoku-web` runs)', () => {
    const out = execFileSync(process.execPath, [join(app, 'node_modules/sudoku-web/sudoku'), '--help'], {
      cwd: app,
      encoding: 'utf8',
    });
    assert.match(out, /^Usage: sudoku <command>/);
  });

  it("an app's bundler keeps the element's registration (sideEffects)", async () => {
    writeFileSync(join(app, 'main.js'), "import 'sudoku-web';\n");
    const result = await build({
      entryPoints: [join(app, 'main.js')],
      absWorkingDir: app,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      outdir: join(app, 'out'),
      splitting: true,
      minify: false,
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles.map((file) => file.text).join('\n');
    assert.match(code, /customElements\)?\s*\??\.?\s*define\(\s*["'`]sudoku-board["'`]/);
  });
});
