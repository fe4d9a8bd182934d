import assert from 'node:assert/strict';
import { test } from 'node:test';
import { grade, TECHNIQUES } from '../../src/engine/grade/index.ts';
import { parse } from '../../src/engine/parse/index.ts';
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
import { hasStackTrace, sudoku } from './run-cli.ts';

function engineGrade(line: string) {
  const parsed = parse(line);
  assert.ok(parsed.ok);
  return grade(parsed.grid);
}

/** The report a person reads, built from the engine's grade: level, score, then each technique used with its count. */
function expectedReport(line: string): string {
  const g = engineGrade(line);
  const used = TECHNIQUES.filter((t) => g.counts[t.id]).map((t) => `  ${t.name}: ${g.counts[t.id]}`);
  return `level: ${g.level}\nscore: ${g.score}\ntechniques:\n${used.join('\n')}\n`;
}

test('grade prints level, score and the count of every technique used, easiest first; exit 0', () => {
  for (const line of [EASY[0], INKALA[0], TOP95_1]) {
    const { status, stdout, stderr } = sudoku(['grade'], `${line}\n`);
    assert.equal(status, 0, line);
    assert.equal(stderr, '');
    assert.match(stdout, /^level: (easy|medium|hard|expert|extreme)\nscore: \d+\ntechniques:\n( {2}[^:\n]+: \d+\n)+$/);
    assert.equal(stdout, expectedReport(line));
  }
});

test('the counts add up to the steps taken, and an easy puzzle uses singles only', () => {
  const { stdout } = sudoku(['grade'], EASY[1]);
  const counts = [...stdout.matchAll(/^ {2}(.+): (\d+)$/gm)].map((m) => [m[1], Number(m[2])] as const);
  assert.equal(
    counts.reduce((sum, [, n]) => sum + n, 0),
    engineGrade(EASY[1]).steps.length,
  );
  if (stdout.startsWith('level: easy')) {
    for (const [name] of counts) assert.match(name, /single|Full house/);
  }
});

test('grade reads any format the parser knows: the seed layout, nine lines', () => {
  const expected = sudoku(['grade'], INKALA[1]).stdout;
  assert.equal(sudoku(['grade'], toSeedLayout(INKALA[1])).stdout, expected);
  assert.equal(sudoku(['grade'], toNineLines(INKALA[1])).stdout, expected);
});

test('--format json: level, score, technique counts by id and every step with its sentence', () => {
  const { status, stdout } = sudoku(['grade', '--format', 'json'], TOP95_1);
  assert.equal(status, 0);
  const report = JSON.parse(stdout) as {
    level: string;
    score: number;
    techniques: Record<string, number>;
    steps: { technique: string; text: string }[];
  };
  const g = engineGrade(TOP95_1);
  assert.equal(report.level, g.level);
  assert.equal(report.score, g.score);
  assert.deepEqual(report.techniques, g.counts);
  assert.equal(report.steps.length, g.steps.length);
  assert.ok(report.steps.every((s) => typeof s.text === 'string' && s.text.length > 0));
});

test('a puzzle with more than one solution has no level: exit 2, says so, prints nothing', () => {
  const { status, stdout, stderr } = sudoku(['grade'], MANY_SOLUTIONS);
  assert.equal(status, 2);
  assert.equal(stdout, '');
  assert.equal(stderr, 'sudoku: not a proper puzzle: it has more than one solution, so it has no difficulty level\n');
});

test('bad input: an invalid puzzle exits 2 saying where, one with no solution exits 3', () => {
  const duplicate = sudoku(['grade'], DUPLICATE_IN_ROW_1);
  assert.equal(duplicate.status, 2);
  assert.match(duplicate.stderr, /^sudoku: row 1 has two 4s/);
  const none = sudoku(['grade'], NO_SOLUTION);
  assert.equal(none.status, 3);
  assert.match(none.stderr, /^sudoku: this puzzle has no solution: r1c9/);
  const garbage = sudoku(['grade'], 'hello');
  assert.equal(garbage.status, 2);
  for (const r of [duplicate, none, garbage]) {
    assert.equal(r.stdout, '');
    assert.ok(!hasStackTrace(r.stderr));
  }
});

test('batch: one "<level> <score>" line per puzzle line, errors in place, exit code of the worst line', () => {
  const input = [EASY[0], MANY_SOLUTIONS, EASY[2], NO_SOLUTION].join('\n');
  const { status, stdout, stderr } = sudoku(['grade'], input);
  assert.equal(status, 3);
  const lines = stdout.trimEnd().split('\n');
  assert.equal(lines.length, 4);
  for (const i of [0, 2]) {
    const line = [EASY[0], MANY_SOLUTIONS, EASY[2]][i];
    const g = engineGrade(line);
    assert.equal(lines[i], `${g.level} ${g.score}`);
  }
  assert.match(lines[1], /^error: line 2: not a proper puzzle/);
  assert.match(lines[3], /^error: line 4: this puzzle has no solution/);
  assert.match(stderr, /2 of 4 puzzles could not be graded/);
});
