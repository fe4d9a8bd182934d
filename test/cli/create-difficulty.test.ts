import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generate } from '../../src/engine/generate/index.ts';
import { grade, LEVELS } from '../../src/engine/grade/index.ts';
import type { Grid } from '../../src/engine/grid.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { SEED_LAYOUT, blanks, gridFromLine, gridFromSeedLayout, hasStackTrace, sudoku } from './run-cli.ts';

function assertProper(grid: Grid, label: string): void {
  assert.ok(blanks(grid) >= 40, `${label}: only ${blanks(grid)} blanks`);
  assert.equal(solve(grid, { limit: 2 }).count, 1, `${label}: exactly one solution`);
}

const isRotate180 = (grid: Grid): boolean => grid.every((d, cell) => (d === 0) === (grid[80 - cell] === 0));

for (const level of LEVELS) {
  test(`create --difficulty ${level} prints a puzzle graded ${level}: proper, rotate180-symmetric, graded alike by grade`, () => {
    const { status, stdout, stderr } = sudoku(['create', '--difficulty', level, '--seed', '1']);
    assert.equal(status, 0);
    assert.equal(stderr, '');
    assert.match(stdout, SEED_LAYOUT);
    const grid = gridFromSeedLayout(stdout);
    assertProper(grid, level);
    assert.ok(isRotate180(grid), `${level}: the givens are not rotate180-symmetric`);
    assert.equal(grade(grid).level, level);
    // What create promises, grade confirms: the two commands agree.
    const graded = sudoku(['grade'], stdout);
    assert.equal(graded.status, 0);
    assert.match(graded.stdout, new RegExp(`^level: ${level}\n`));
  });
}

test('create --difficulty is reproducible with --seed; --count steps the seed; --format applies', () => {
  const first = sudoku(['create', '--difficulty', 'medium', '--seed', '5', '--count', '2', '--format', 'line']);
  assert.equal(first.status, 0);
  const lines = first.stdout.trimEnd().split('\n');
  assert.equal(lines.length, 2);
  for (const line of lines) {
    assert.match(line, /^[1-9.]{81}$/);
    assertProper(gridFromLine(line), 'medium');
    assert.equal(grade(gridFromLine(line)).level, 'medium');
  }
  assert.notEqual(lines[0], lines[1]);
  const again = sudoku(['create', '--seed=6', '--difficulty=medium', '--format', 'line']);
  assert.equal(again.stdout, `${lines[1]}\n`, 'puzzle 2 of seed 5 is seed 6 alone');
});

test('an explicit --symmetry is kept with --difficulty', () => {
  const { status, stdout } = sudoku(['create', '--difficulty', 'hard', '--symmetry', 'none', '--seed', '2']);
  assert.equal(status, 0);
  const grid = gridFromSeedLayout(stdout);
  assert.equal(grade(grid).level, 'hard');
  const engine = generate({ seed: 2, difficulty: 'hard', symmetry: 'none' });
  assert.deepEqual(grid, engine.puzzle, 'the CLI prints what the engine generates for the same options');
});

test('when the time limit runs out first, the closest puzzle is printed with a note on stderr, exit 0', () => {
  // A seed whose first attempt is not extreme, found with the engine rather than assumed.
  let seed = 0;
  while (generate({ seed, difficulty: 'extreme', timeLimitMs: 0 }).stopped !== 'time-limit') seed++;
  const { level } = generate({ seed, difficulty: 'extreme', timeLimitMs: 0 });
  const { status, stdout, stderr } = sudoku([
    'create',
    '--difficulty',
    'extreme',
    '--time-limit',
    '0',
    '--seed',
    `${seed}`,
  ]);
  assert.equal(status, 0);
  assert.match(stdout, SEED_LAYOUT);
  assertProper(gridFromSeedLayout(stdout), 'closest');
  assert.equal(grade(gridFromSeedLayout(stdout)).level, level);
  assert.match(stderr, new RegExp(`^sudoku: note: no extreme puzzle found in 0 s .*level ${level}\n$`));
});

test('bad --difficulty and --time-limit values: a specific message, usage, exit 1', () => {
  const cases: [string[], RegExp][] = [
    [['--difficulty', 'insane'], /--difficulty must be one of easy, medium, hard, expert, extreme .*'insane'/],
    [['--difficulty'], /--difficulty needs a value/],
    [['--difficulty', 'easy', '--time-limit', '-1'], /--time-limit must be a number of seconds .*'-1'/],
    [['--time-limit', 'soon'], /--time-limit must be a number of seconds .*'soon'/],
  ];
  for (const [args, message] of cases) {
    const { status, stdout, stderr } = sudoku(['create', ...args]);
    assert.equal(status, 1, args.join(' '));
    assert.equal(stdout, '');
    assert.match(stderr.split('\n')[0], new RegExp(`^sudoku: ${message.source}`));
    assert.ok(!hasStackTrace(stderr));
  }
});

test('--help documents --difficulty, grade and hint', () => {
  const { stdout } = sudoku(['--help']);
  assert.match(stdout, /--difficulty LEVEL/);
  assert.match(stdout, /easy, medium, hard, expert, extreme/);
  assert.match(stdout, /^ {2}grade /m);
  assert.match(stdout, /^ {2}hint /m);
});
