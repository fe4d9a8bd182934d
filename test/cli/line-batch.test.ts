/**
 * Issue 25, item 3: once stdin is one puzzle a line, no line is dropped. Two lines of 41 or more cells make a batch
 * (an 81-character line next to an 80-digit one is two puzzles, not one and some noise), every non-blank line gets
 * one answer line in order, and a grid written twice in rows is refused, never answered once. Run as a user runs it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EASY, TOP95_1, toSeedLayout } from './fixtures.ts';
import { gridFromLine, isCompleteAndValid, keepsGivens, sudoku } from './run-cli.ts';

const DIGITS_80 = TOP95_1.replaceAll('.', '0').slice(0, 80);

function assertSolves(line: string, puzzle: string): void {
  assert.match(line, /^[1-9]{81}$/);
  assert.ok(isCompleteAndValid(gridFromLine(line)) && keepsGivens(gridFromLine(puzzle), gridFromLine(line)));
}

for (const command of ['solve', 'grade'] as const) {
  test(`${command}: an 81-character line then an 80-digit line: two answer lines, the second an error naming it, exit 2`, () => {
    const { status, stdout, stderr } = sudoku([command], `${EASY[0]}\n${DIGITS_80}\n`);
    assert.equal(status, 2, stderr);
    const lines = stdout.trimEnd().split('\n');
    assert.equal(lines.length, 2, stdout);
    if (command === 'solve') assertSolves(lines[0], EASY[0]);
    else assert.match(lines[0], /^easy \d+$/);
    assert.equal(lines[1], 'error: line 2: found 80 cells, expected 81');
    assert.match(stderr, /1 of 2 puzzles could not be/);
  });

  test(`${command}: the 80-digit line first, then the 81: the error comes first, in its place`, () => {
    const { status, stdout } = sudoku([command], `${DIGITS_80}\n${EASY[0]}\n`);
    assert.equal(status, 2);
    const lines = stdout.trimEnd().split('\n');
    assert.equal(lines.length, 2, stdout);
    assert.equal(lines[0], 'error: line 1: found 80 cells, expected 81');
    if (command === 'solve') assertSolves(lines[1], EASY[0]);
  });

  test(`${command}: the same grid twice in rows is refused as two puzzles, not answered once`, () => {
    const twice = `${toSeedLayout(EASY[0])}\n${toSeedLayout(EASY[0])}`;
    const { status, stdout, stderr } = sudoku([command], twice);
    assert.equal(status, 2);
    assert.equal(stdout, '');
    assert.equal(stderr, 'sudoku: found 2 puzzles (starting on lines 1 and 11), expected one\n');
  });
}

test('hint: the same board twice in rows, or two puzzle lines, is refused (exit 2), not hinted from one', () => {
  const rows = sudoku(['hint'], `${toSeedLayout(EASY[0])}${toSeedLayout(EASY[0])}`);
  assert.equal(rows.status, 2);
  assert.match(rows.stderr, /found 2 puzzles/);
  for (const input of [`${EASY[0]}\n${DIGITS_80}\n`, `${EASY[0]}\n${EASY[0]}\n`]) {
    const lines = sudoku(['hint'], input);
    assert.equal(lines.status, 2);
    assert.equal(lines.stdout, '');
    assert.match(lines.stderr, /^sudoku: hint reads one board, but stdin holds several puzzles, one a line/);
  }
});

test('a single grid is still one puzzle: 9 rows (spaced or not), a line with a title and notes around it', () => {
  for (const input of [
    toSeedLayout(EASY[1]),
    EASY[1].match(/.{9}/g)!.join('\n'),
    `Puzzle of the day\n${EASY[1]}\nrated 1.2, 28 givens\n`,
    // A grid wrapped at 41 and 40 characters: one line reaches 41 cells, the other can't.
    `${EASY[1].slice(0, 41)}\n${EASY[1].slice(41)}\n`,
  ]) {
    const { status, stdout, stderr } = sudoku(['solve', '--format', 'line'], input);
    assert.equal(status, 0, `${stderr} for:\n${input}`);
    assertSolves(stdout.trimEnd(), EASY[1]);
  }
});

test('a batch in another one-line shape (CSV rows, labelled lines) is answered line by line too', () => {
  const csv = [EASY[0], EASY[1]].map((p) => [...p.replaceAll('.', '0')].join(',')).join('\n');
  const labelled = `Puzzle 1: ${EASY[0]}\nPuzzle 2: ${EASY[2]}\n`;
  for (const [input, puzzles] of [
    [csv, [EASY[0], EASY[1]]],
    [labelled, [EASY[0], EASY[2]]],
  ] as const) {
    const { status, stdout, stderr } = sudoku(['solve'], input);
    assert.equal(status, 0, stderr);
    const lines = stdout.trimEnd().split('\n');
    assert.equal(lines.length, 2);
    lines.forEach((line, i) => assertSolves(line, puzzles[i]));
  }
});
