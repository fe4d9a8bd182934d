// Packs the npm package as `npm publish` would and lints the tarball, not the working tree: publint (package.json
// against the files it ships) and Are the Types Wrong (the types each entry resolves to). Used by the bundle tests and
// by `npm run release:check`; `node scripts/pack-check.mjs` prints what it found and exits non-zero on any problem.
// Needs a build first (`npm run build`, or `npm run build:lib` for everything but the CLI). Nothing is published.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules/.bin', name);

// The package is ESM only (its engines field asks for a Node that can also require() it), so attw's profile is
// "esm-only": TypeScript's node10 resolution, which knows no `exports`, and node16's view from CommonJS ("ESM,
// dynamic import only") are not problems for it.
const IGNORED_RESOLUTIONS = new Set(['node10', 'node16-cjs']);

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return result;
}

/**
 * `npm pack` into `destination` (a new temporary folder by default), lifecycle scripts off (the build is done).
 * Returns the tarball's path and npm's account of it: `size` (bytes packed), `unpackedSize`, `files` ({ path, size }).
 */
export function pack(destination = mkdtempSync(join(tmpdir(), 'sudoku-pack-'))) {
  const result = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', destination]);
  if (result.status !== 0) throw new Error(`npm pack failed: ${result.stderr}`);
  const [info] = JSON.parse(result.stdout);
  return { tarball: join(destination, info.filename), dir: destination, ...info };
}

/** publint's findings on the tarball, one line each (errors, warnings and suggestions alike). */
export function publint(tarball) {
  const result = run(bin('publint'), ['--level', 'suggestion', tarball]);
  const output = `${result.stdout}${result.stderr}`;
  if (result.status === 0 && /All good!/.test(output)) return [];
  return output
    .split('\n')
    .filter((line) => line.trim() && !/^(Running publint|Unpacking tarball|Linting)/.test(line))
    .map((line) => `publint: ${line.trim()}`);
}

/** Are the Types Wrong's problems on the tarball, outside the resolutions an ESM-only package leaves out. */
export function attw(tarball) {
  const result = run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'json']);
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    return [`attw: ${result.stdout}${result.stderr}`.trim()];
  }
  // The JSON report lists every problem; the profile only decides which ones fail.
  return Object.values(report.problems ?? {})
    .flat()
    .filter((problem) => !IGNORED_RESOLUTIONS.has(problem.resolutionKind))
    .map((problem) => `attw: ${problem.kind} (${problem.entrypoint ?? ''} ${problem.resolutionKind ?? ''})`.trim());
}

/** Packs the package and lints the tarball: `problems` is empty when publint and attw report nothing. */
export function packAndLint() {
  const packed = pack();
  return { ...packed, problems: [...publint(packed.tarball), ...attw(packed.tarball)] };
}

/**
 * Installs `tarball` as an app would have it: unpacked to `<app>/node_modules/sudoku-web`, its dependency Lit linked
 * from this repository's node_modules (the same files npm would fetch; no network). Returns the app's folder.
 */
export function installTarball(tarball, app = mkdtempSync(join(tmpdir(), 'sudoku-app-'))) {
  const target = join(app, 'node_modules/sudoku-web');
  mkdirSync(target, { recursive: true });
  const untar = run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
  const { dependencies = {} } = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'));
  for (const name of Object.keys(dependencies)) {
    mkdirSync(dirname(join(app, 'node_modules', name)), { recursive: true });
    // Lit's own dependencies are found from the link's real path, in this repository's node_modules.
    symlinkSync(join(root, 'node_modules', name), join(app, 'node_modules', name), 'dir');
  }
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { tarball, size, unpackedSize, entryCount, problems } = packAndLint();
  console.log(`${tarball}: ${size} B packed, ${unpackedSize} B unpacked, ${entryCount} files`);
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  console.log(problems.length ? `${problems.length} problem(s)` : 'publint and attw: nothing to report');
  process.exitCode = problems.length ? 1 : 0;
}
