import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { once } from 'node:events';
import { test } from 'node:test';
import { solve } from '../../src/engine/solve/index.ts';
import type { Grid } from '../../src/engine/grid.ts';
import {
  REPO_ROOT,
  SEED_LAYOUT,
  SUDOKU,
  blanks,
  gridFromLine,
  gridFromSeedLayout,
  hasStackTrace,
  sudoku,
} from './run-cli.ts';

function assertProperPuzzle(grid: Grid): void {
  assert.ok(blanks(grid) >= 40, `only ${blanks(grid)} blanks`);
  const result = solve(grid, { limit: 2 });
  assert.equal(result.status, 'solved');
  assert.equal(result.count, 1, 'the puzzle must have exactly one solution');
}

test('create prints one puzzle in the seed layout: 9 lines of 9 space-separated digits, 0 blank', () => {
  const { status, stdout, stderr } = sudoku(['create']);
  assert.equal(status, 0);
  assert.equal(stderr, '');
  assert.match(stdout, SEED_LAYOUT);
  assertProperPuzzle(gridFromSeedLayout(stdout));
});

test('two runs of create give different puzzles', () => {
  assert.notEqual(sudoku(['create']).stdout, sudoku(['create']).stdout);
});

test('--seed makes create reproducible, in both option spellings', () => {
  const first = sudoku(['create', '--seed', '42']);
  assert.equal(first.status, 0);
  assert.match(first.stdout, SEED_LAYOUT);
  assert.equal(sudoku(['create', '--seed=42']).stdout, first.stdout);
  assert.notEqual(sudoku(['create', '--seed', '43']).stdout, first.stdout);
});

test('--count N prints N proper puzzles separated by one blank line', () => {
  const { status, stdout } = sudoku(['create', '--count', '3']);
  assert.equal(status, 0);
  const puzzles = stdout.split('\n\n');
  assert.equal(puzzles.length, 3);
  for (const [i, text] of puzzles.entries()) {
    const withNewline = i < puzzles.length - 1 ? `${text}\n` : text;
    assert.match(withNewline, SEED_LAYOUT);
    assertProperPuzzle(gridFromSeedLayout(text));
  }
  assert.equal(new Set(puzzles.map((p) => p.trim())).size, 3, 'the puzzles differ');
});

test('--format line prints 81-character lines; with --seed, puzzle k replays alone as seed N+k-1', () => {
  const { status, stdout } = sudoku(['create', '--seed', '7', '--count', '3', '--format', 'line']);
  assert.equal(status, 0);
  const lines = stdout.split('\n');
  assert.equal(lines.pop(), '', 'ends with a newline');
  assert.equal(lines.length, 3);
  for (const line of lines) {
    assert.match(line, /^[1-9.]{81}$/);
    assertProperPuzzle(gridFromLine(line));
  }
  assert.equal(sudoku(['create', '--seed', '9', '--format=line']).stdout, `${lines[2]}\n`);
  const seedLayout = sudoku(['create', '--seed', '7']).stdout;
  assert.deepEqual(gridFromSeedLayout(seedLayout), gridFromLine(lines[0]), 'the format changes only the layout');
});

test('--format pretty prints a boxed grid that solve reads back', () => {
  const pretty = sudoku(['create', '--seed', '11', '--format', 'pretty']);
  assert.equal(pretty.status, 0);
  assert.match(pretty.stdout, /[|+-]/, 'has box rules');
  assert.doesNotMatch(pretty.stdout, SEED_LAYOUT);
  const fromPretty = sudoku(['solve', '--format', 'line'], pretty.stdout);
  const fromGrid = sudoku(['solve', '--format', 'line'], sudoku(['create', '--seed', '11']).stdout);
  assert.equal(fromPretty.status, 0);
  assert.equal(fromPretty.stdout, fromGrid.stdout, 'same puzzle, so the same unique solution');
});

const IMAGE: Record<string, (r: number, c: number) => [number, number]> = {
  rotate180: (r, c) => [8 - r, 8 - c],
  rotate90: (r, c) => [c, 8 - r],
  mirror: (r, c) => [r, 8 - c],
  diagonal: (r, c) => [c, r],
};

for (const [symmetry, image] of Object.entries(IMAGE)) {
  test(`--symmetry ${symmetry}: the givens pattern maps onto itself`, () => {
    const { status, stdout } = sudoku(['create', '--symmetry', symmetry, '--seed', '3']);
    assert.equal(status, 0);
    assert.match(stdout, SEED_LAYOUT);
    const grid = gridFromSeedLayout(stdout);
    assertProperPuzzle(grid);
    for (let cell = 0; cell < 81; cell++) {
      const [r, c] = image(Math.floor(cell / 9), cell % 9);
      assert.equal(grid[cell] !== 0, grid[r * 9 + c] !== 0, `cell ${cell} and its image differ`);
    }
  });
}

test('a reader that stops early (| head -1) ends create quietly: no stack trace, exit 0', async () => {
  const child = spawn(SUDOKU, ['create', '--count', '1000', '--format', 'line'], { cwd: REPO_ROOT });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [firstChunk] = (await once(child.stdout, 'data')) as [Buffer];
  assert.match(firstChunk.toString(), /^[1-9.]{81}\n/);
  child.stdout.destroy();
  const [code] = (await once(child, 'exit')) as [number | null];
  assert.equal(code, 0);
  assert.equal(stderr, '');
});

test('create rejects bad option values with a specific message and exit 1', () => {
  const cases: [string[], RegExp][] = [
    [['--count', '0'], /--count .*'0'/],
    [['--count', 'x'], /--count .*'x'/],
    [['--count=-3'], /--count .*'-3'/],
    [['--format', 'foo'], /--format must be one of grid, line, pretty, svg .*'foo'/],
    [['--symmetry', 'spiral'], /--symmetry must be one of none, rotate180, rotate90, mirror, diagonal .*'spiral'/],
    [['--seed'], /--seed needs a value/],
    [['--count='], /--count needs a value/],
    // Fine one by one, not together: a time limit means nothing without a level to search for, and seeds past 2^53
    // would repeat (N+1 === N).
    [['--time-limit', '5'], /--time-limit only applies with --difficulty/],
    [['--seed', '9007199254740991', '--count', '3'], /--seed 9007199254740991 with --count 3 passes/],
  ];
  for (const [args, message] of cases) {
    const { status, stdout, stderr } = sudoku(['create', ...args]);
    assert.equal(status, 1, args.join(' '));
    assert.equal(stdout, '');
    assert.match(stderr.split('\n')[0], new RegExp(`^sudoku: ${message.source}`));
    assert.match(stderr, /Usage: sudoku <command>/);
    assert.ok(!hasStackTrace(stderr));
  }
});

test('output that cannot be written (a full disk) is an error, exit 74, not a quiet success', () => {
  // /dev/full: every write fails with ENOSPC (Linux, where CI runs).
  const fd = openSync('/dev/full', 'w');
  try {
    const result = spawnSync(SUDOKU, ['create', '--count', '3'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', fd, 'pipe'],
      encoding: 'utf8',
    });
    assert.equal(result.status, 74);
    assert.match(result.stderr, /^sudoku: could not write the output: ENOSPC/);
    assert.ok(!hasStackTrace(result.stderr));
  } finally {
    closeSync(fd);
  }
});
