import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DUPLICATE_IN_ROW_1,
  EASY,
  INKALA,
  MANY_SOLUTIONS,
  NO_SOLUTION,
  TOP95_1,
  toNineLines,
  toSeedLayout,
} from './fixtures.ts';
import {
  SEED_LAYOUT,
  gridFromLine,
  gridFromSeedLayout,
  hasStackTrace,
  isCompleteAndValid,
  keepsGivens,
  sudoku,
} from './run-cli.ts';

/** Solves `input`, checks the answer is a valid completion of `puzzle` (81 chars), returns it as 81 digits. */
function assertSolves(input: string, puzzle: string, args: string[] = []): string {
  const { status, stdout, stderr } = sudoku(['solve', ...args], input);
  assert.equal(status, 0, stderr);
  assert.match(stdout, SEED_LAYOUT);
  const solution = gridFromSeedLayout(stdout);
  assert.ok(isCompleteAndValid(solution), 'a complete, valid grid');
  assert.ok(keepsGivens(gridFromLine(puzzle), solution), 'every given kept');
  return solution.join('');
}

test('solve reads the seed layout and prints the solution in the seed layout', () => {
  const { stdout } = sudoku(['create', '--seed', '1']);
  const { status, stdout: solved, stderr } = sudoku(['solve'], stdout);
  assert.equal(status, 0);
  assert.equal(stderr, '');
  assert.match(solved, SEED_LAYOUT);
  const puzzle = gridFromSeedLayout(stdout);
  const solution = gridFromSeedLayout(solved);
  assert.ok(isCompleteAndValid(solution));
  assert.ok(keepsGivens(puzzle, solution));
});

test('solve reads other formats: 81-char line, 9 lines of 9, seed layout, with CRLF and a comment', () => {
  for (const puzzle of [TOP95_1, ...INKALA]) {
    const answer = assertSolves(`${puzzle}\n`, puzzle);
    assert.equal(assertSolves(toNineLines(puzzle), puzzle), answer);
    assert.equal(assertSolves(toSeedLayout(puzzle), puzzle), answer);
    assert.equal(assertSolves(`${puzzle.replaceAll('.', '0')}  # top puzzle\r\n`, puzzle), answer);
  }
});

test('solve --format line and --format pretty change only the layout', () => {
  const grid = assertSolves(`${EASY[0]}\n`, EASY[0]);
  const line = sudoku(['solve', '--format', 'line'], EASY[0]);
  assert.equal(line.status, 0);
  assert.equal(line.stdout, `${grid}\n`);
  const pretty = sudoku(['solve', '--format=pretty'], EASY[0]);
  assert.equal(pretty.status, 0);
  assert.match(pretty.stdout, /[|+-]/);
  assert.equal(pretty.stdout.replace(/[^1-9]/g, ''), grid, 'the same digits in reading order');
});

test('a puzzle with several solutions is accepted: one valid solution, exit 0, a note on stderr', () => {
  const { status, stdout, stderr } = sudoku(['solve'], MANY_SOLUTIONS);
  assert.equal(status, 0);
  assert.match(stdout, SEED_LAYOUT);
  const solution = gridFromSeedLayout(stdout);
  assert.ok(isCompleteAndValid(solution));
  assert.ok(keepsGivens(gridFromLine(MANY_SOLUTIONS), solution));
  assert.match(stderr, /^sudoku: .*more than one solution/);
});

/** A failed solve: nothing on stdout, one `sudoku: …` message on stderr matching `message`, the given exit code. */
function assertFails(input: string, code: number, message: RegExp): void {
  const { status, stdout, stderr } = sudoku(['solve'], input);
  assert.equal(status, code, `exit code for ${JSON.stringify(input.slice(0, 40))}: ${stderr}`);
  assert.equal(stdout, '');
  assert.match(stderr, /^sudoku: /);
  assert.match(stderr, message);
  assert.ok(!hasStackTrace(stderr), stderr);
}

test('wrong cell count: exit 2, says how many cells it found', () => {
  assertFails(TOP95_1.slice(0, 80), 2, /80 cells.*81|81.*80 cells/);
  assertFails(toSeedLayout(TOP95_1).split('\n').slice(0, 8).join('\n'), 2, /72 cells/);
});

test('a character that cannot be a cell: exit 2, names it and its line and column', () => {
  const lines = toNineLines(TOP95_1).split('\n');
  lines[1] = `${lines[1].slice(0, 4)}x${lines[1].slice(5)}`;
  assertFails(lines.join('\n'), 2, /line 2, column 5.*'x'/);
});

test('two equal givens in a unit: exit 2, says which unit, digit and where', () => {
  assertFails(DUPLICATE_IN_ROW_1, 2, /row 1 has two 4s, in columns 1 and 5/);
  assertFails(toSeedLayout(DUPLICATE_IN_ROW_1), 2, /row 1 has two 4s, in columns 1 and 5/);
});

test('a valid puzzle with no solution: exit 3, says where it breaks', () => {
  assertFails(NO_SOLUTION, 3, /no solution.*r1c9/);
});

test('empty input: exit 2 with a clear message', () => {
  assertFails('', 2, /empty|no puzzle/i);
  assertFails('\n  \n\n', 2, /empty|no puzzle/i);
});

test('10 MB of input that is not a puzzle: exit 2, one clear line, no crash', () => {
  const huge = 'this is not a sudoku puzzle at all\n'.repeat(300_000);
  assert.ok(huge.length > 10_000_000);
  const { status, stdout, stderr } = sudoku(['solve'], huge);
  assert.equal(status, 2);
  assert.equal(stdout, '');
  assert.match(stderr, /^sudoku: /);
  assert.ok(stderr.length < 400, `short message, got ${stderr.length} characters`);
  assert.ok(!hasStackTrace(stderr));
});

test('binary input: exit 2, no crash', () => {
  const bytes = Array.from({ length: 5000 }, (_, i) => String.fromCharCode((i * 7919) % 256)).join('');
  const { status, stderr } = sudoku(['solve'], bytes);
  assert.equal(status, 2);
  assert.match(stderr, /^sudoku: /);
  assert.ok(!hasStackTrace(stderr));
});
