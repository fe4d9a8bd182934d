// `--size` (issue 26, part 1): `sudoku solve --size 6` and `--size 4` read a grid of that size on stdin and print its
// solution in the seed layout at that size (N lines of N digits, spaces between); a grid of another size is refused
// with exit 2 and a message saying what was found; a size the engine doesn't play is a usage error.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
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
