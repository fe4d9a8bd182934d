import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dailyDateOf, generate } from '../../src/engine/generate/index.ts';
import { grade, TECHNIQUES } from '../../src/engine/grade/index.ts';
import { format } from '../../src/engine/format.ts';
import { gridFromLine, hasStackTrace, sudoku } from './run-cli.ts';

test('create --daily prints the engine’s daily puzzle of that date and level, the same on every run', () => {
  const first = sudoku(['create', '--daily', '2026-03-14', '--difficulty', 'hard', '--format', 'line']);
  assert.equal(first.status, 0);
  assert.equal(first.stderr, '');
  assert.equal(first.stdout, `${format(generate({ daily: '2026-03-14', difficulty: 'hard' }).puzzle, 'line')}\n`);
  assert.equal(sudoku(['create', '--daily=2026-03-14', '--difficulty=hard', '--format=line']).stdout, first.stdout);
  assert.equal(grade(gridFromLine(first.stdout.trim())).level, 'hard');
  // Medium unless asked otherwise, and another date is another puzzle.
  const medium = sudoku(['create', '--daily', '2026-03-14', '--format', 'line']).stdout.trim();
  assert.equal(grade(gridFromLine(medium)).level, 'medium');
  assert.notEqual(sudoku(['create', '--daily', '2026-03-15', '--format', 'line']).stdout.trim(), medium);
});

test('create --daily today is the daily of the local date; --count gives the days after it', () => {
  const today = sudoku(['create', '--daily', 'today', '--format', 'line']).stdout;
  assert.equal(today, `${format(generate({ daily: dailyDateOf() }).puzzle, 'line')}\n`);
  const week = sudoku(['create', '--daily', '2026-12-30', '--count', '3', '--format', 'line'])
    .stdout.trim()
    .split('\n');
  const expected = ['2026-12-30', '2026-12-31', '2027-01-01'].map((daily) =>
    format(generate({ daily }).puzzle, 'line'),
  );
  assert.deepEqual(week, expected);
});

test('create --daily refuses an impossible date and options the date decides, as usage errors', () => {
  for (const [args, message] of [
    [['--daily', '2026-02-30'], /--daily: 2026-02-30 is not a date: February 2026 has 28 days/],
    [['--daily', '2026-2-3'], /YYYY-MM-DD/],
    [['--daily', 'yesterday'], /YYYY-MM-DD/],
    [['--daily', '2026-03-14', '--seed', '4'], /--seed does not apply to --daily/],
    [['--daily', '2026-03-14', '--time-limit', '4'], /--time-limit does not apply to --daily/],
  ] as const) {
    const { status, stdout, stderr } = sudoku(['create', ...args]);
    assert.equal(status, 1, args.join(' '));
    assert.equal(stdout, '');
    assert.match(stderr, message);
    assert.match(stderr, /Usage: sudoku/);
    assert.ok(!hasStackTrace(stderr));
  }
});

test('create --technique prints a puzzle that needs it and nothing the grader tries after it', () => {
  const { status, stdout, stderr } = sudoku(['create', '--technique', 'X-wing', '--seed', '3', '--format', 'line']);
  assert.equal(status, 0);
  assert.equal(stderr, '');
  const graded = grade(gridFromLine(stdout.trim()));
  assert.ok((graded.counts['x-wing'] ?? 0) > 0);
  const xWing = TECHNIQUES.findIndex((t) => t.id === 'x-wing');
  for (const used of Object.keys(graded.counts)) assert.ok(TECHNIQUES.findIndex((t) => t.id === used) <= xWing, used);
  assert.equal(stdout, `${format(generate({ technique: 'x-wing', seed: 3 }).puzzle, 'line')}\n`);
});

test('create --technique with an unknown name is a usage error listing the valid ones', () => {
  const { status, stdout, stderr } = sudoku(['create', '--technique', 'x-wang']);
  assert.equal(status, 1);
  assert.equal(stdout, '');
  assert.match(stderr, /--technique: unknown technique "x-wang": use one of full-house, .*x-wing, .*, trial\n/);
  assert.match(stderr, /Usage: sudoku/);
  const never = sudoku(['create', '--technique', 'full-house']);
  assert.equal(never.status, 1);
  assert.match(never.stderr, /--technique: no puzzle can need only Full house: .* at most 27 blanks/);
  const both = sudoku(['create', '--technique', 'x-wing', '--difficulty', 'hard']);
  assert.equal(both.status, 1);
  assert.match(both.stderr, /the technique decides the level/);
});

test('create --technique with any string (prototype names, unicode, 100,000 characters): exit 1, one short line', () => {
  for (const name of ['__proto__', 'toString', 'constructor', 'Ｘ-ＷＩＮＧ', 'ｘ-wing', 'x'.repeat(100_000)]) {
    const { status, stdout, stderr } = sudoku(['create', '--technique', name]);
    assert.equal(status, 1, name.slice(0, 20));
    assert.equal(stdout, '');
    const [first] = stderr.split('\n');
    assert.ok(first.startsWith('sudoku: --technique: unknown technique "'), first.slice(0, 80));
    assert.ok(first.length < 1200, `${first.length} characters`);
    assert.equal(hasStackTrace(stderr), false);
  }
  // An id in capitals with spaces is that technique (checked without searching: --time-limit 0 is refused first).
  assert.doesNotMatch(
    sudoku(['create', '--technique', ' X WING ', '--time-limit', 'nope']).stderr,
    /unknown technique/,
  );
});

test('create --technique that the time limit cuts short prints the closest puzzle and says so', () => {
  const { status, stdout, stderr } = sudoku(['create', '--technique', 'trial', '--time-limit', '0.2', '--seed', '1']);
  assert.equal(status, 0);
  assert.match(
    stderr,
    /^sudoku: note: no puzzle needing Trial found in 0.2 s \(\d+ tried\); printed the closest found, level \w+\n$/,
  );
  assert.equal(stdout.trim().split('\n').length, 9);
});
