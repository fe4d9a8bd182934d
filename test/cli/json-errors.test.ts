/**
 * Issue 25, item 5: with --format json an error is JSON on stdout too, `{"error": {"code", "message", …}}`, with the
 * position where the engine gives one and the same exit code as ever; stderr keeps the sentence for people.
 * grade and hint are the commands with --format json (solve's --format is a grid layout; scan has none).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DUPLICATE_IN_ROW_1, EASY, NO_SOLUTION, TOP95_1, toSeedLayout } from './fixtures.ts';
import { runInMemory } from './memory-io.ts';
import { hasStackTrace, sudoku } from './run-cli.ts';

interface JsonError {
  code: string;
  message: string;
  line?: number;
  column?: number;
  cells?: string[];
}

/** Runs the command with --format json and returns its one JSON error, checking the channels and the exit code. */
function jsonError(args: string[], input: string, status: number): JsonError {
  const run = sudoku([...args, '--format', 'json'], input);
  assert.equal(run.status, status, run.stderr);
  assert.ok(!hasStackTrace(run.stderr));
  assert.equal(run.stdout.split('\n').length, 2, `one line on stdout: ${run.stdout}`);
  const { error } = JSON.parse(run.stdout) as { error: JsonError };
  assert.equal(typeof error.message, 'string');
  assert.equal(run.stderr, `sudoku: ${error.message}\n`, 'stderr keeps the same sentence');
  return error;
}

const WITH_X = `${TOP95_1.slice(0, 10)}x${TOP95_1.slice(11)}`;

for (const command of ['grade', 'hint']) {
  test(`${command} --format json: a character that can't be a cell, with its line and column, exit 2`, () => {
    const error = jsonError([command], `# a title\n${WITH_X}\n`, 2);
    assert.deepEqual(error, {
      code: 'bad-character',
      message: "line 2, column 11: 'x' can't be a cell",
      line: 2,
      column: 11,
    });
  });

  test(`${command} --format json: wrong cell count, empty input, two equal givens (with the cells), exit 2`, () => {
    assert.deepEqual(jsonError([command], '1 1 0 0 0 0 0 0 0\n', 2), {
      code: 'wrong-cell-count',
      message: 'found 9 cells, expected 81',
    });
    assert.equal(jsonError([command], '', 2).code, 'empty');
    const duplicate = jsonError([command], DUPLICATE_IN_ROW_1, 2);
    assert.equal(duplicate.code, 'duplicate-given');
    assert.match(duplicate.message, /row 1 has two 4s/);
    assert.deepEqual(duplicate.cells, ['r1c1', 'r1c5']);
  });

  test(`${command} --format json: no solution is exit 3, code no-solution`, () => {
    const error = jsonError([command], NO_SOLUTION, 3);
    assert.equal(error.code, 'no-solution');
    assert.match(error.message, /no solution/);
  });

  test(`${command} --format json: the same grid twice in rows is refused as JSON too`, () => {
    const error = jsonError([command], toSeedLayout(EASY[0]) + toSeedLayout(EASY[0]), 2);
    assert.equal(error.code, 'wrong-cell-count');
    assert.match(error.message, /^found 2 puzzles/);
  });
}

test('hint --format json: a board that contradicts --givens names the cell; several puzzle lines are refused', () => {
  // TOP95_1 starts with a given 4; the board has a 5 there.
  const mismatch = jsonError(['hint', '--givens', TOP95_1], `5${TOP95_1.slice(1)}`, 2);
  assert.equal(mismatch.code, 'givens-mismatch');
  assert.deepEqual(mismatch.cells, ['r1c1']);
  assert.equal(jsonError(['hint'], `${EASY[0]}\n${EASY[1]}\n`, 2).code, 'several-boards');
});

test('grade --format json in batch mode: JSON Lines, one object a line, errors with their input line', () => {
  const input = [EASY[0], WITH_X, '', EASY[1].slice(0, 80), NO_SOLUTION].join('\n');
  const { status, stdout, stderr } = sudoku(['grade', '--format', 'json'], input);
  assert.equal(status, 3, stderr);
  const objects = stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  assert.equal(objects.length, 4);
  assert.equal(objects[0].level, 'easy');
  assert.deepEqual(objects[1].error, {
    code: 'bad-character',
    message: "line 2, column 11: 'x' can't be a cell",
    line: 2,
    column: 11,
  });
  assert.deepEqual(objects[2].error, {
    code: 'wrong-cell-count',
    message: 'line 4: found 80 cells, expected 81',
    line: 4,
  });
  assert.equal(objects[3].error.code, 'no-solution');
  assert.equal(objects[3].error.line, 5);
  assert.match(stderr, /^sudoku: 3 of 4 puzzles could not be graded/);
});

test('without --format json nothing changes: the error is on stderr only, stdout stays empty', () => {
  const run = sudoku(['grade'], WITH_X);
  assert.equal(run.status, 2);
  assert.equal(run.stdout, '');
  assert.equal(run.stderr, "sudoku: line 1, column 11: 'x' can't be a cell\n");
});

test('--format json: a usage error (exit 1) is JSON on stdout too, code usage; the usage text stays on stderr', () => {
  for (const args of [
    ['grade', '--bogus', '--format=json'],
    ['hint', '--format', 'json', '--givens'],
  ]) {
    const run = sudoku(args);
    assert.equal(run.status, 1);
    const { error } = JSON.parse(run.stdout) as { error: JsonError };
    assert.equal(error.code, 'usage');
    assert.ok(run.stderr.startsWith(`sudoku: ${error.message}\n`));
    assert.match(run.stderr, /Usage: sudoku/);
  }
  // Without --format json a usage error stays plain text, on stderr only.
  assert.equal(sudoku(['grade', '--bogus']).stdout, '');
});

test('--format json: stdin at a terminal (exit 1) or unreadable (exit 2) is a JSON error too', async () => {
  const tty = await runInMemory(['grade', '--format', 'json'], { ok: false, reason: 'tty' });
  assert.equal(tty.status, 1);
  assert.equal(JSON.parse(tty.stdout).error.code, 'no-input');
  const failed = await runInMemory(['hint', '--format', 'json'], { ok: false, reason: 'unreadable', message: 'EIO' });
  assert.equal(failed.status, 2);
  assert.deepEqual(JSON.parse(failed.stdout), { error: { code: 'unreadable', message: 'could not read stdin: EIO' } });
  const large = await runInMemory(['grade', '--format=json'], {
    ok: false,
    reason: 'too-large',
    limit: 64 * 1024 * 1024,
  });
  assert.equal(large.status, 2);
  assert.equal(JSON.parse(large.stdout).error.code, 'too-large');
});
