import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT, hasStackTrace, sudoku } from './run-cli.ts';

const USAGE = /^Usage: sudoku <command> \[options\]/m;

test('--help and -h print the usage, with the exit codes, on stdout and exit 0', () => {
  for (const args of [['--help'], ['-h'], ['create', '--help'], ['solve', '-h'], ['create', '--count', '0', '-h']]) {
    const { status, stdout, stderr } = sudoku(args);
    assert.equal(status, 0, args.join(' '));
    assert.equal(stderr, '');
    assert.match(stdout, USAGE);
    assert.match(stdout, /create/);
    assert.match(stdout, /solve/);
    assert.match(stdout, /scan/);
    assert.match(stdout, /Exit codes/);
    assert.match(stdout, /batch/i);
  }
});

test('no command: usage on stderr, exit 1', () => {
  const { status, stdout, stderr } = sudoku([]);
  assert.equal(status, 1);
  assert.equal(stdout, '');
  assert.match(stderr, USAGE);
});

test('--version prints the package version, and nothing on stderr (no V8 flag the running node lacks)', () => {
  const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
  const { status, stdout, stderr } = sudoku(['--version']);
  assert.equal(status, 0);
  assert.equal(stdout, `${version}\n`);
  assert.equal(stderr, '');
});

test('usage errors: a message naming the culprit, then usage, on stderr; exit 1', () => {
  const cases: [string[], RegExp][] = [
    [['frobnicate'], /unknown command 'frobnicate'/],
    [['create', '--colour', 'red'], /unknown option '--colour'/],
    [['create', '-x'], /unknown option '-x'/],
    [['solve', '--seed', '3'], /unknown option '--seed'/],
    [['--seed', '3', 'create'], /unknown option '--seed'/],
    [['create', 'extra'], /unexpected argument 'extra'/],
    [['solve', 'puzzle.txt'], /unexpected argument 'puzzle.txt'.*stdin/],
  ];
  for (const [args, message] of cases) {
    const { status, stdout, stderr } = sudoku(args, '');
    assert.equal(status, 1, args.join(' '));
    assert.equal(stdout, '');
    assert.match(stderr.split('\n')[0], new RegExp(`^sudoku: ${message.source}`));
    assert.match(stderr, USAGE);
    assert.ok(!hasStackTrace(stderr));
  }
});
