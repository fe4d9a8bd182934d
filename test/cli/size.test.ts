// `--size` (issue 26, part 1): `sudoku solve --size 6` and `--size 4` read a grid of that size on stdin and print its
// solution in the seed layout at that size (N lines of N digits, spaces between); a grid of another size is refused
// with exit 2 and a message saying what was found; a size the engine doesn't play is a usage error.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { geometryOfSize } from '../../src/engine/geometries.ts';
import { grade } from '../../src/engine/grade/index.ts';
import { parse } from '../../src/engine/parse/index.ts';
import { generalSolverFor } from '../../src/engine/solve/index.ts';
import { sudoku } from './run-cli.ts';

const SIX = '..3.1.\n56.32.\n.542.3\n2.645.\n.12.45\n.4.1..\n';

describe('--size', () => {
  it('solves a 6×6 puzzle into 6 lines of 6 digits, keeping the givens', () => {
    const { status, stdout, stderr } = sudoku(['solve', '--size', '6'], SIX);
    assert.equal(status, 0, stderr);
    assert.equal(stdout, '4 2 3 5 1 6\n5 6 1 3 2 4\n1 5 4 2 6 3\n2 3 6 4 5 1\n3 1 2 6 4 5\n6 4 5 1 3 2\n');
  });

  it('solves a 4×4 puzzle given as one line, printed as a line with --format line', () => {
    const { status, stdout } = sudoku(['solve', '--size', '4', '--format', 'line'], '1...\n..1.\n.4..\n...3\n');
    assert.equal(status, 0);
    assert.match(stdout, /^[1-4]{16}\n$/);
    assert.equal(stdout[0], '1');
  });

  it('refuses a 9×9 puzzle given with --size 6 (exit 2), saying what it found', () => {
    const { status, stderr } = sudoku(['solve', '--size', '6'], `${'.'.repeat(81)}\n`);
    assert.equal(status, 2);
    assert.match(stderr, /found 81 cells, a 9×9 grid; a 6×6 grid has 36/);
  });

  it('answers a 6×6 puzzle with no solution with exit 3', () => {
    const { status, stderr } = sudoku(['solve', '--size', '6'], '.23456\n1.....\n......\n......\n......\n......\n');
    assert.equal(status, 3, stderr);
    assert.match(stderr, /no solution/);
  });

  it('is a usage error for a size other than 4, 6 or 9', () => {
    const { status, stderr } = sudoku(['solve', '--size', '5'], SIX);
    assert.equal(status, 1);
    assert.match(stderr, /--size must be one of 4, 6, 9 \(got '5'\)/);
  });

  it('grades a 6×6 puzzle: level, score and the techniques used', () => {
    const { status, stdout, stderr } = sudoku(['grade', '--size', '6'], SIX);
    assert.equal(status, 0, stderr);
    assert.match(stdout, /^level: easy\nscore: \d+\ntechniques:\n/);
  });

  it('grades a 6×6 puzzle as JSON with its steps worded in 6×6 cells', () => {
    const { status, stdout } = sudoku(['grade', '--size', '6', '--format', 'json'], SIX);
    assert.equal(status, 0);
    const { steps } = JSON.parse(stdout) as { steps: { cells: number[]; text: string }[] };
    assert.ok(steps.length > 0);
    for (const step of steps) {
      const cell = step.cells[0];
      assert.ok(step.text.includes(`r${Math.floor(cell / 6) + 1}c${(cell % 6) + 1}`), step.text);
    }
  });

  it('refuses a 6×6 puzzle with several solutions for grade --size 6 (exit 2)', () => {
    const { status, stderr } = sudoku(['grade', '--size', '6'], `${'.'.repeat(36)}\n`);
    assert.equal(status, 2);
    assert.match(stderr, /more than one solution/);
  });

  it('hints a 6×6 board, naming 6×6 cells, and a wrong entry with --givens at that size', () => {
    const hint = sudoku(['hint', '--size', '6'], SIX);
    assert.equal(hint.status, 0, hint.stderr);
    assert.equal(hint.stdout, 'Naked single: r1c1 can only be 4.\n');
    const givens = SIX.replace(/\n/g, '');
    const board = `6${SIX.slice(1)}`; // r1c1 is 4 in the solution
    const wrong = sudoku(['hint', '--size', '6', '--givens', givens], board);
    assert.equal(wrong.status, 0, wrong.stderr);
    assert.equal(wrong.stdout, 'r1c1 is not 6.\n');
  });

  it('refuses --givens of another size than the board', () => {
    const { status, stderr } = sudoku(['hint', '--size', '6', '--givens', '.'.repeat(81)], SIX);
    assert.equal(status, 2);
    assert.match(stderr, /--givens is a 9×9 grid, but the board is 6×6/);
  });
});

// `create --size` (issue 26, part 1): a 4×4 or 6×6 puzzle in the seed layout at that size, unique, with the promised
// blanks, the same for the same seed, graded at that size with --difficulty; what only 9×9 has (the trainer, the
// daily, the SVG sheet) and the symmetries that would not map 6×6's boxes onto boxes are usage errors that say so.
describe('create --size', () => {
  const cellsOf = (text: string): number[] => text.trim().split(/\s+/).map(Number);

  for (const [size, least] of [
    [6, 18],
    [4, 8],
  ] as const) {
    it(`prints a ${size}×${size} puzzle as ${size} lines of ${size} digits that parses at that size and has exactly one solution`, () => {
      const geometry = geometryOfSize(size)!;
      for (const seed of [1, 2, 3, 'x']) {
        const { status, stdout, stderr } = sudoku(['create', '--size', String(size), '--seed', String(seed)]);
        assert.equal(status, 0, stderr);
        const lines = stdout.split('\n');
        assert.equal(lines.pop(), '');
        assert.equal(lines.length, size);
        for (const line of lines) assert.match(line, new RegExp(`^[0-${size}]( [0-${size}]){${size - 1}}$`));
        const parsed = parse(stdout, { geometry });
        assert.ok(parsed.ok, 'parses at that size');
        assert.deepEqual(parsed.grid, cellsOf(stdout));
        assert.equal(generalSolverFor(geometry).countSolutions(parsed.grid, 2, 1e6), 1, `seed ${seed}: one solution`);
        assert.ok(parsed.grid.filter((v) => v === 0).length >= least, `seed ${seed}: at least ${least} blanks`);
      }
    });
  }

  it('gives the same puzzle for the same seed, whatever --jobs, and solves back with solve --size', () => {
    const args = ['create', '--size', '6', '--seed', '11', '--count', '4', '--format', 'line'];
    const once = sudoku(args);
    assert.equal(once.status, 0, once.stderr);
    assert.equal(sudoku(args).stdout, once.stdout);
    assert.equal(sudoku([...args, '--jobs', '2']).stdout, once.stdout);
    const lines = once.stdout.trim().split('\n');
    assert.equal(lines.length, 4);
    for (const line of lines) assert.match(line, /^[1-6.]{36}$/);
    const solved = sudoku(['solve', '--size', '6', '--unique'], `${lines[0]}\n`);
    assert.equal(solved.status, 0, solved.stderr);
  });

  it('shapes the givens with --symmetry at 4×4 (rotate90) and prints the boxed layout', () => {
    const { status, stdout } = sudoku([
      'create',
      '--size',
      '4',
      '--symmetry',
      'rotate90',
      '--seed',
      '5',
      '--format',
      'pretty',
    ]);
    assert.equal(status, 0);
    const parsed = parse(stdout, { geometry: geometryOfSize(4)! });
    assert.ok(parsed.ok);
    const at = (r: number, c: number): boolean => parsed.grid[r * 4 + c] !== 0;
    for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) assert.equal(at(r, c), at(c, 3 - r));
  });

  it('grades at that size with --difficulty: a 6×6 hard puzzle grades hard at 6×6', () => {
    const { status, stdout, stderr } = sudoku(['create', '--size', '6', '--difficulty', 'hard', '--seed', '1']);
    assert.equal(status, 0, stderr);
    assert.equal(stderr, '');
    const parsed = parse(stdout, { geometry: geometryOfSize(6)! });
    assert.ok(parsed.ok);
    assert.equal(grade(parsed.grid, { geometry: geometryOfSize(6)! }).level, 'hard');
  });

  it('is a usage error for a size other than 4, 6 or 9, naming the sizes', () => {
    const { status, stderr, stdout } = sudoku(['create', '--size', '8']);
    assert.equal(status, 1);
    assert.equal(stdout, '');
    assert.match(stderr, /--size must be one of 4, 6, 9 \(got '8'\)/);
  });

  it('refuses what is 9×9 only, and a symmetry that does not fit 6×6 boxes, as usage errors that say why', () => {
    const cases: [string[], RegExp][] = [
      [['--technique', 'x-wing'], /--technique makes 9×9 puzzles only for now \(--size 6 asked\)/],
      [['--daily', '2026-03-01'], /--daily makes 9×9 puzzles only/],
      [['--symmetry', 'rotate90'], /rotate90 does not map 6×6's 2×3 boxes onto boxes; use none, rotate180, mirror/],
      [['--symmetry', 'diagonal'], /diagonal does not map/],
    ];
    for (const [extra, message] of cases) {
      const { status, stderr } = sudoku(['create', '--size', '6', ...extra]);
      assert.equal(status, 1, extra.join(' '));
      assert.match(stderr, message);
    }
  });

  it("prints a 6×6 sheet: six columns and rows, thick lines on the 2×3 boxes, the puzzle's givens in its cells", () => {
    const line = sudoku(['create', '--size', '6', '--seed', '7', '--format', 'line']).stdout.trim();
    const { status, stdout } = sudoku(['create', '--size', '6', '--seed', '7', '--format', 'svg']);
    assert.equal(status, 0);
    const lines = [...stdout.matchAll(/<line x1="([\d.]+)" y1="0" x2="\1" y2="[\d.]+" stroke-width="([\d.]+)"\/>/g)];
    assert.equal(lines.length, 7, 'seven vertical lines bound six columns');
    assert.deepEqual(
      lines.map((m) => m[2]),
      ['0.7', '0.25', '0.25', '0.7', '0.25', '0.25', '0.7'],
      'boxes are three columns wide',
    );
    const rows = [...stdout.matchAll(/<line x1="0" y1="([\d.]+)" x2="[\d.]+" y2="\1" stroke-width="([\d.]+)"\/>/g)];
    assert.deepEqual(
      rows.map((m) => m[2]),
      ['0.7', '0.25', '0.7', '0.25', '0.7', '0.25', '0.7'],
      'boxes are two rows tall',
    );
    const cell = Number(lines[1][1]) - Number(lines[0][1]);
    const digits = [...stdout.matchAll(/<text x="([\d.]+)" y="([\d.]+)">(\d)<\/text>/g)];
    const drawn = new Map(
      digits.map(([, x, y, d]) => [`${Math.floor(Number(y) / cell)},${Math.floor(Number(x) / cell)}`, d]),
    );
    const expected = new Map(
      [...line].flatMap((ch, i) => (ch === '.' || ch === '0' ? [] : [[`${Math.floor(i / 6)},${i % 6}`, ch] as const])),
    );
    assert.deepEqual(drawn, expected);
  });

  it('keeps 9×9 as the default: --size 9 prints what no --size prints', () => {
    const plain = sudoku(['create', '--seed', '42']);
    assert.equal(sudoku(['create', '--seed', '42', '--size', '9']).stdout, plain.stdout);
    assert.equal(plain.stdout.split('\n').length, 10);
  });
});
