import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DUPLICATE_IN_ROW_1, EASY, INKALA, MANY_SOLUTIONS, NO_SOLUTION, TOP95_1 } from './fixtures.ts';
import { gridFromLine, isCompleteAndValid, keepsGivens, sudoku } from './run-cli.ts';

function assertSolutionLine(line: string, puzzle: string): void {
  assert.match(line, /^[1-9]{81}$/);
  const solution = gridFromLine(line);
  assert.ok(isCompleteAndValid(solution), 'a complete, valid grid');
  assert.ok(keepsGivens(gridFromLine(puzzle), solution), 'every given kept');
}

test('batch: several 81-character lines give one solution line each, in order', () => {
  const puzzles = [...EASY, TOP95_1, ...INKALA, MANY_SOLUTIONS];
  const { status, stdout, stderr } = sudoku(['solve'], `${puzzles.join('\n')}\n`);
  assert.equal(status, 0, stderr);
  assert.equal(stderr, '');
  const lines = stdout.split('\n');
  assert.equal(lines.pop(), '');
  assert.equal(lines.length, puzzles.length);
  lines.forEach((line, i) => assertSolutionLine(line, puzzles[i]));
});

test('batch: blank lines, # comment lines and trailing comments are skipped; 0 blanks and CRLF work', () => {
  const input = `# my puzzles\r\n\r\n${EASY[0]}  # first\r\n\n${EASY[1].replaceAll('.', '0')}\r\n# the end\n`;
  const { status, stdout } = sudoku(['solve'], input);
  assert.equal(status, 0);
  const lines = stdout.trimEnd().split('\n');
  assert.equal(lines.length, 2);
  assertSolutionLine(lines[0], EASY[0]);
  assertSolutionLine(lines[1], EASY[1]);
});

test('batch: a bad line answers `error: <reason>` in its place; the others are still solved', () => {
  const input = [EASY[0], DUPLICATE_IN_ROW_1, EASY[1], TOP95_1.slice(0, 80), EASY[2]].join('\n');
  const { status, stdout, stderr } = sudoku(['solve'], input);
  assert.equal(status, 2, 'the highest failure code: 2 for invalid input');
  const lines = stdout.trimEnd().split('\n');
  assert.equal(lines.length, 5);
  assertSolutionLine(lines[0], EASY[0]);
  assert.match(lines[1], /^error: line 2: row 1 has two 4s, in columns 1 and 5$/);
  assertSolutionLine(lines[2], EASY[1]);
  assert.equal(lines[3], 'error: line 4: found 80 cells, expected 81');
  assertSolutionLine(lines[4], EASY[2]);
  assert.match(stderr, /^sudoku: 2 of 5/);
});

test('batch: a bad character is reported with the line it is on in the input', () => {
  const input = [EASY[0], `${EASY[1].slice(0, 10)}x${EASY[1].slice(11)}`, EASY[2]].join('\n');
  const { status, stdout } = sudoku(['solve'], input);
  assert.equal(status, 2);
  const lines = stdout.trimEnd().split('\n');
  assert.match(lines[1], /^error: .*'x'/);
  assert.match(lines[1], /line 2\b/);
  assert.match(lines[1], /column 11\b/);
});

test('batch: exit 3 when the worst failure is a puzzle with no solution', () => {
  const { status, stdout } = sudoku(['solve'], [EASY[0], NO_SOLUTION, EASY[1]].join('\n'));
  assert.equal(status, 3);
  const lines = stdout.trimEnd().split('\n');
  assert.equal(lines.length, 3);
  assert.match(lines[1], /^error: .*no solution/);
  assertSolutionLine(lines[2], EASY[1]);
});

test('batch: with both kinds of failure, the exit code is the higher one (3)', () => {
  const { status } = sudoku(['solve'], [DUPLICATE_IN_ROW_1, NO_SOLUTION, EASY[0]].join('\n'));
  assert.equal(status, 3);
});

test('batch: a puzzle with several solutions gets one of them; --unique answers it with an error, exit 2', () => {
  const input = [EASY[0], MANY_SOLUTIONS, EASY[1]].join('\n');
  const plain = sudoku(['solve'], input);
  assert.equal(plain.status, 0, plain.stderr);
  assertSolutionLine(plain.stdout.split('\n')[1], MANY_SOLUTIONS);

  const checked = sudoku(['solve', '--unique'], input);
  assert.equal(checked.status, 2);
  const lines = checked.stdout.trimEnd().split('\n');
  assert.equal(lines.length, 3);
  assertSolutionLine(lines[0], EASY[0]);
  assert.equal(lines[1], 'error: line 2: this puzzle has more than one solution');
  assertSolutionLine(lines[2], EASY[1]);
  assert.match(checked.stderr, /^sudoku: 1 of 3/);
});

test('--unique on a single puzzle: several solutions is exit 2 with the reason on stderr, nothing printed', () => {
  const { status, stdout, stderr } = sudoku(['solve', '--unique'], MANY_SOLUTIONS);
  assert.equal(status, 2);
  assert.equal(stdout, '');
  assert.match(stderr, /more than one solution/);
  const unique = sudoku(['solve', '--unique', '--format', 'line'], TOP95_1);
  assert.equal(unique.status, 0, unique.stderr);
  assertSolutionLine(unique.stdout.trimEnd(), TOP95_1);
});

test('--unique takes no value', () => {
  const { status, stderr } = sudoku(['solve', '--unique=yes'], EASY[0]);
  assert.equal(status, 1);
  assert.match(stderr, /--unique takes no value/);
});

test('batch: answers in many output blocks stay in input order, each the solution of its own line', () => {
  // More lines than one output block holds, so order across block boundaries is checked too.
  const puzzles = Array.from({ length: 3000 }, (_, i) => [...EASY, TOP95_1, ...INKALA][i % 6]);
  const { status, stdout } = sudoku(['solve'], puzzles.join('\n'));
  assert.equal(status, 0);
  const lines = stdout.trimEnd().split('\n');
  assert.equal(lines.length, puzzles.length);
  lines.forEach((line, i) => assertSolutionLine(line, puzzles[i]));
});
