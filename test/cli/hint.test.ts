import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextStep } from '../../src/engine/grade/index.ts';
import { cellName, PEERS, type Grid } from '../../src/engine/grid.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { EASY, INKALA, MANY_SOLUTIONS, NO_SOLUTION, TOP95_1, toSeedLayout } from './fixtures.ts';
import { gridFromLine, hasStackTrace, sudoku } from './run-cli.ts';

const toLine = (grid: Grid): string => grid.map((d) => (d === 0 ? '.' : String(d))).join('');

function solutionOf(line: string): Grid {
  const { solution } = solve(gridFromLine(line), { limit: 1 });
  assert.ok(solution);
  return solution;
}

test('hint prints the next step as one sentence, the one the engine finds; exit 0', () => {
  for (const line of [EASY[0], INKALA[0], TOP95_1]) {
    const { status, stdout, stderr } = sudoku(['hint'], toSeedLayout(line));
    assert.equal(status, 0);
    assert.equal(stderr, '');
    const expected = nextStep(gridFromLine(line));
    assert.equal(expected.kind, 'step');
    assert.equal(stdout, `${expected.text.replace(/\.?$/, '.')}\n`);
    assert.equal(stdout.split('\n').length, 2, 'one line');
  }
});

test('a game in progress: the hint works from the board as it is now', () => {
  const solution = solutionOf(INKALA[2]);
  const board = gridFromLine(INKALA[2]);
  // The player has filled the first ten blanks correctly.
  let filled = 0;
  for (let cell = 0; cell < 81 && filled < 10; cell++) {
    if (board[cell] === 0) {
      board[cell] = solution[cell];
      filled++;
    }
  }
  const { status, stdout } = sudoku(['hint', '--givens', INKALA[2]], toLine(board));
  assert.equal(status, 0);
  assert.equal(stdout, `${nextStep(board, undefined, gridFromLine(INKALA[2])).text.replace(/\.?$/, '.')}\n`);
});

test('with --givens, a wrong digit is named first: "rXcY is not D"', () => {
  const solution = solutionOf(EASY[0]);
  const board = gridFromLine(EASY[0]);
  const cell = board.findIndex((d) => d === 0);
  const wrong = (solution[cell] % 9) + 1;
  board[cell] = wrong;
  const { status, stdout } = sudoku(['hint', '--givens', EASY[0]], toLine(board));
  assert.equal(status, 0);
  assert.equal(stdout, `${cellName(cell)} is not ${wrong}.\n`);
  // Without the givens the board simply has no solution: exit 3, and the message says an entry may be to blame.
  const blind = sudoku(['hint'], toLine(board));
  assert.equal(blind.status, 3);
  assert.equal(blind.stdout, '');
  assert.match(blind.stderr, /^sudoku: this board has no solution.*one is wrong\)\n$/);
});

test('with --givens, a digit that clashes with a given is read and named, not refused as a duplicate', () => {
  for (const puzzle of [EASY[0], MANY_SOLUTIONS]) {
    const givens = gridFromLine(puzzle);
    // The first blank that a given sees: the player writes that given's digit there.
    const cell = givens.findIndex((d, c) => d === 0 && PEERS[c].some((p) => givens[p] !== 0));
    const clashing = givens[PEERS[cell].find((p) => givens[p] !== 0)!];
    const board = givens.slice();
    board[cell] = clashing;
    const { status, stdout, stderr } = sudoku(['hint', '--givens', puzzle], toLine(board));
    assert.equal(status, 0, stderr);
    assert.equal(stdout, `${cellName(cell)} is not ${clashing}.\n`);
    // Without the givens nothing tells the player's digit from a given: the clash is the answer, exit 2.
    const blind = sudoku(['hint'], toLine(board));
    assert.equal(blind.status, 2);
    assert.match(blind.stderr, /^sudoku: (row|column|box) \d has two \ds/);
  }
});

test('--format json prints the engine’s hint as one JSON object', () => {
  const { status, stdout } = sudoku(['hint', '--format', 'json'], TOP95_1);
  assert.equal(status, 0);
  const hint = JSON.parse(stdout) as { kind: string; text: string; step: { technique: string } };
  const expected = nextStep(gridFromLine(TOP95_1));
  assert.equal(hint.kind, 'step');
  assert.equal(hint.text, expected.text);
  assert.ok(expected.kind === 'step');
  assert.equal(hint.step.technique, expected.step.technique);
});

test('a solved board says so; a puzzle with several solutions still gets a hint, with a note', () => {
  const solved = sudoku(['hint'], toLine(solutionOf(EASY[1])));
  assert.equal(solved.status, 0);
  assert.equal(solved.stdout, 'The puzzle is solved.\n');
  const many = sudoku(['hint'], MANY_SOLUTIONS);
  assert.equal(many.status, 0);
  assert.match(many.stdout, /^.+\.\n$/);
  assert.match(many.stderr, /more than one solution/);
});

test('errors: no solution exits 3, a board that contradicts --givens exits 2, a bad --givens exits 1', () => {
  const none = sudoku(['hint'], NO_SOLUTION);
  assert.equal(none.status, 3);
  assert.match(none.stderr, /^sudoku: this board has no solution: r1c9/);
  const board = gridFromLine(EASY[0]);
  const given = board.findIndex((d) => d !== 0);
  board[given] = (board[given] % 9) + 1;
  const clash = sudoku(['hint', '--givens', EASY[0]], toLine(board));
  assert.equal(clash.status, 2);
  const was = gridFromLine(EASY[0])[given];
  assert.match(
    clash.stderr,
    new RegExp(
      `^sudoku: the board does not match --givens: ${cellName(given)} is a given ${was}, the board has ${board[given]} there`,
    ),
  );
  const bad = sudoku(['hint', '--givens', '123'], EASY[0]);
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /^sudoku: --givens: /);
  for (const r of [none, clash, bad]) {
    assert.equal(r.stdout, '');
    assert.ok(!hasStackTrace(r.stderr));
  }
});
