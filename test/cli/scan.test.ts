// `sudoku scan FILE`: a picture in, one line of 81 characters out, ready for `sudoku solve`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { gridFromLine, gridFromSeedLayout, hasStackTrace, isCompleteAndValid, keepsGivens, sudoku } from './run-cli.ts';

const FIXTURES = fileURLToPath(new URL('../engine/fixtures/scan/', import.meta.url));
const TRUTH = JSON.parse(readFileSync(`${FIXTURES}truth.json`, 'utf8')) as Record<string, string>;

test('scan FILE prints the grid as one line (digits, . for blanks) and exits 0: PNG and JPEG', () => {
  for (const name of ['light-serif.png', 'page.jpg']) {
    const { status, stdout, stderr } = sudoku(['scan', `${FIXTURES}${name}`]);
    assert.equal(status, 0, stderr);
    assert.equal(stdout, `${TRUTH[name]}\n`);
    assert.equal(stderr, '');
  }
});

test('scan - reads the picture from stdin', () => {
  const { status, stdout } = sudoku(['scan', '-'], readFileSync(`${FIXTURES}dark-bold.png`));
  assert.equal(status, 0);
  assert.equal(stdout, `${TRUTH['dark-bold.png']}\n`);
});

test('scan | solve: the line is a puzzle solve reads', () => {
  const scanned = sudoku(['scan', `${FIXTURES}rotated.png`]);
  const solved = sudoku(['solve'], scanned.stdout);
  assert.equal(solved.status, 0, solved.stderr);
  const solution = gridFromSeedLayout(solved.stdout);
  assert.ok(isCompleteAndValid(solution));
  assert.ok(keepsGivens(gridFromLine(scanned.stdout.trim()), solution));
});

test('no Sudoku in the picture, not a picture, no file: exit 2 with one line on stderr', () => {
  const cases: [string[], string | Uint8Array, RegExp][] = [
    [['scan', `${FIXTURES}no-grid.png`], '', /^sudoku: no Sudoku grid found in the picture\n$/],
    [['scan', `${FIXTURES}truth.json`], '', /^sudoku: cannot read '.*truth\.json': not a PNG or JPEG image\n$/],
    [['scan', `${FIXTURES}missing.png`], '', /^sudoku: cannot read '.*missing\.png': no such file\n$/],
    [['scan', FIXTURES], '', /^sudoku: cannot read '.*': it is a directory, not a file\n$/],
    [
      ['scan', '-'],
      readFileSync(`${FIXTURES}light-serif.png`).subarray(0, 400),
      /^sudoku: cannot read 'stdin': the PNG image could not be decoded \(.+\)\n$/,
    ],
    [['scan', '-'], '', /^sudoku: cannot read 'stdin': not a PNG or JPEG image\n$/],
  ];
  for (const [args, input, message] of cases) {
    const { status, stdout, stderr } = sudoku(args, input);
    assert.equal(status, 2, args.join(' '));
    assert.equal(stdout, '');
    assert.match(stderr, message);
    assert.ok(!hasStackTrace(stderr));
  }
});

test('scan without a file: usage error, exit 1', () => {
  const { status, stderr } = sudoku(['scan']);
  assert.equal(status, 1);
  assert.match(stderr, /^sudoku: scan needs FILE: sudoku scan FILE\n/);
});
