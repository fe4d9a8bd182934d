// `npm run release:check`: what a release needs, checked here without publishing anything. Builds everything
// (element, engine, CLI, both extension zips, the source package), makes the store pictures, packs the npm package
// and lints the tarball, and checks that every place that carries the version carries package.json's. Keeps going
// after a failure so one run names everything that is wrong; exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { packAndLint } from '../pack-check.mjs';
import { versionMismatches } from './versions.mjs';

const root = resolve(import.meta.dirname, '../..');
const failures = [];

function step(name, action) {
  console.log(`\n── ${name} ──`);
  let problems;
  try {
    problems = action();
  } catch (error) {
    problems = [error instanceof Error ? error.message : String(error)];
  }
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  if (problems.length) failures.push(name);
  else console.log('  ✓');
}

function npm(...args) {
  const run = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  return run.status === 0 ? [] : [`npm ${args.join(' ')} exited with ${run.status}`];
}

step('what the next release holds (changesets)', () => {
  // Informative: a release with no waiting changeset is allowed (its CHANGELOG section is already written).
  spawnSync('npx', ['changeset', 'status', '--verbose'], { cwd: root, stdio: 'inherit' });
  return [];
});
step('build (element, engine, CLI, extension zips)', () => npm('run', '--silent', 'build'));
step('source package for addons.mozilla.org', () => npm('run', '--silent', 'build:source'));
step('npm package (npm pack, publint, attw)', () => packAndLint().problems);
step('store pictures', () => npm('run', '--silent', 'store-assets'));
step('versions agree', () => versionMismatches(root));

console.log(failures.length ? `\nrelease:check failed: ${failures.join(', ')}` : '\nrelease:check passed');
process.exit(failures.length ? 1 : 0);
