// `npm test`: every check and suite, in order, then one line totalling them all: "N passed, N failed".
// Keeps going after a failure so one run shows everything that is wrong; exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChrome } from './ensure-chrome.mjs';
import { ensureFirefox } from './ensure-firefox.mjs';
import { failedInTap } from './tap-failures.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'sudoku-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];
/** Each failed test by name, repeated at the end: CI shows only the end of a long log. */
const failedTests = [];

function run(command, args, env = {}) {
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

/** A check that is all-or-nothing (lint, typecheck, build) counts as one test. */
function check(name, command, args) {
  console.log(`\n── ${name} ──`);
  if (run(command, args)) totals.passed++;
  else {
    totals.failed++;
    failures.push(name);
  }
}

function testFiles(dir) {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
}

/** A node:test suite: its TAP summary gives the counts; a suite that crashes before reporting counts as a failure. */
function nodeSuite(name, dir) {
  console.log(`\n── ${name} ──`);
  const files = testFiles(dir);
  if (files.length === 0) return;
  const tap = join(scratch, `${name}.tap`);
  const ok = run('node', [
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files,
  ]);
  let text = '';
  try {
    text = readFileSync(tap, 'utf8');
  } catch {
    // No TAP file: the runner itself failed; counted below.
  }
  failedTests.push(...failedInTap(text).map((test) => `${name}: ${test}`));
  const passed = Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0);
  const failed = Number(/^# fail (\d+)/m.exec(text)?.[1] ?? 0);
  totals.passed += passed;
  totals.failed += failed;
  if (!ok && failed === 0) totals.failed++;
  if (!ok) failures.push(name);
}

/**
 * The element's browser tests (web-test-runner) in one browser: `chromium` or `firefox` (WTR_BROWSERS), each its own
 * run, one after the other, so two browsers never share the machine's cores and each has its own line of totals.
 */
function browserSuite(name, browser, executable) {
  console.log(`\n── ${name} ──`);
  if (!executable) {
    totals.failed++;
    failures.push(`${name} (no browser)`);
    return;
  }
  const counts = join(scratch, `wtr-${browser}.json`);
  const path = browser === 'firefox' ? { FIREFOX_PATH: executable } : { CHROME_PATH: executable };
  const ok = run('npx', ['web-test-runner'], { WTR_BROWSERS: browser, WTR_COUNTS_FILE: counts, ...path });
  let result = { passed: 0, failed: 0, failures: [] };
  try {
    result = JSON.parse(readFileSync(counts, 'utf8'));
  } catch {
    // The runner never reported: counted below.
  }
  totals.passed += result.passed;
  totals.failed += result.failed;
  failedTests.push(...(result.failures ?? []).map((test) => `${name}: ${test}`));
  if (!ok && result.failed === 0) totals.failed++;
  if (!ok) failures.push(name);
}

const chrome = ensureChrome();
// The element's tests run in Firefox too, as does test/extension/firefox-e2e.test.ts; without one, they fail saying so.
const firefox = ensureFirefox();
check('lint', 'npx', ['eslint', '.']);
check('format', 'npx', ['prettier', '--check', '.']);
check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
nodeSuite('engine', 'test/engine');
nodeSuite('unit', 'test/unit');
nodeSuite('cli', 'test/cli');
nodeSuite('words', 'test/words');
check('build', 'npm', ['run', '--silent', 'build']);
browserSuite('components (Chromium)', 'chromium', chrome);
browserSuite('components (Firefox)', 'firefox', firefox);
if (chrome) process.env.CHROME_PATH = chrome;
if (firefox) process.env.FIREFOX_PATH = firefox;
nodeSuite('bundle', 'test/bundle');
nodeSuite('extension', 'test/extension');

rmSync(scratch, { recursive: true, force: true });
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((test) => `  ${test}`).join('\n')}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
const summary = `${totals.passed} passed, ${totals.failed} failed`;
// .ci/run prints this file's line last, after npm's own output.
writeFileSync('.test-totals', summary + '\n');
console.log(`\n${summary}`);
process.exit(totals.failed === 0 ? 0 : 1);
