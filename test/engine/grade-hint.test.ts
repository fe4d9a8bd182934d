// nextStep(): the hint a player gets from the current board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solve } from '../../src/engine/solve/index.ts';
import { nextStep } from '../../src/engine/index.ts';
import { candidatesOf, parseLibraryLine } from './fixtures/textbook/hodoku.ts';

// top95 #1 (magictour top95 via Norvig), unique.
const PUZZLE = [...'4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'].map((ch) =>
  ch === '.' ? 0 : Number(ch),
);
const SOLUTION = solve(PUZZLE).solution!;

test('a wrong entry is named first: "r4c7 is not 5"-style', () => {
  const board = PUZZLE.slice();
  const cell = 3 * 9 + 6; // r4c7
  assert.equal(board[cell], 0);
  const wrong = SOLUTION[cell] === 5 ? 6 : 5;
  board[cell] = wrong;
  const hint = nextStep(board, undefined, PUZZLE);
  assert.equal(hint.kind, 'wrong-entry');
  assert.equal(hint.text, `r4c7 is not ${wrong}`);
  if (hint.kind === 'wrong-entry') assert.deepEqual(hint.cells, [cell]);
});

test('a correct board gives the easiest step, and its placement is the solution digit', () => {
  const hint = nextStep(PUZZLE, undefined, PUZZLE);
  assert.equal(hint.kind, 'step');
  if (hint.kind !== 'step') return;
  for (const p of hint.step.placements) assert.equal(SOLUTION[p.cell], p.digit);
  for (const e of hint.step.eliminations) assert.notEqual(SOLUTION[e.cell], e.digit);
  assert.equal(hint.text, hint.step.text);
});

test('notes missing a true candidate: the hint says which notes to restore', () => {
  // Full notes everywhere, except that the solution digit of r1c2 has been erased.
  const notes = new Array<number>(81).fill(0x1ff);
  const cell = 1;
  notes[cell] &= ~(1 << (SOLUTION[cell] - 1));
  const hint = nextStep(PUZZLE, notes, PUZZLE);
  assert.equal(hint.kind, 'restore-notes');
  if (hint.kind !== 'restore-notes') return;
  assert.deepEqual(hint.notes, [{ cell, digit: SOLUTION[cell] }]);
  assert.match(hint.text, new RegExp(`^Your notes are missing ${SOLUTION[cell]} in r1c2: restore it\\.`));
  assert.ok(hint.step, 'the step from the true candidates comes with it');
});

test("the player's own notes are used when they hold every true candidate", () => {
  // Notes reduced to the solution digit in r9c9: the hint is the naked single the player set up there.
  const notes = new Array<number>(81).fill(0x1ff);
  notes[80] = 1 << (SOLUTION[80] - 1);
  const hint = nextStep(PUZZLE, notes, PUZZLE);
  assert.equal(hint.kind, 'step');
  assert.equal(hint.text, `Naked single: r9c9 can only be ${SOLUTION[80]}`);
});

test('a solved board, clashing digits and malformed input give typed answers, never a throw', () => {
  assert.equal(nextStep(SOLUTION).kind, 'solved');
  const clash = PUZZLE.slice();
  clash[1] = 4; // r1c1 is a given 4
  const hint = nextStep(clash);
  assert.equal(hint.kind, 'invalid');
  assert.match(hint.text, /row 1 has two 4s/);
  assert.equal(nextStep([1, 2, 3]).kind, 'invalid');
});

test('with the givens, a hint may rest on the digits the player solved: an avoidable rectangle (HoDoKu reglib-1.3.txt)', () => {
  // The third 0607-1 (Avoidable Rectangle Type 1) line of HoDoKu's regression library: r1c1 = 9, r1c9 = 7 and
  // r2c1 = 7 were solved, not given, so 9 leaves r2c9. With the player's notes as the library's, and the givens, the
  // hint is that avoidable rectangle; without the givens, every digit on the board counts as given, and it is not.
  const line = parseLibraryLine(
    ':0607-1:79:+95+4+3..+1.+7+76+15.42..+2+38.71+4..4+1...36.8+6+2...+8+9.+189.1..7..3+4+6+8+1+9+5+7+2+5+8+92.7+31.+172.3+5+89.:639 565 368 568 469:929::',
  );
  const notes = Array.from(candidatesOf(line).cands);
  const withGivens = nextStep(line.values, notes, line.givens);
  assert.equal(withGivens.kind, 'step');
  if (withGivens.kind === 'step') {
    assert.equal(withGivens.step.technique, 'avoidable-rectangle-1');
    assert.match(withGivens.text, /^Avoidable rectangle type 1 on 7\/9 .* removes 9 from r2c9$/);
  }
  const without = nextStep(line.values, notes);
  assert.ok(without.kind === 'step' && !without.step.technique.startsWith('avoidable'), without.text);
});
