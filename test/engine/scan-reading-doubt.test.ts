// Doubt spread over a whole reading (src/engine/scan/reading-doubt.ts): a reading whose digits are mostly in doubt
// has its blanks in doubt too, and a reading with a clash whose other digits leave no solution has its culprits in
// doubt, however sure each looked.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findConflicts } from '../../src/engine/grid.ts';
import { SURE } from '../../src/engine/index.ts';
import { doubtBesideClashes, doubtBlanksOfDoubtfulReading } from '../../src/engine/scan/reading-doubt.ts';
import { cellName as name } from './scan-fixture.ts';

// Synthetic tune photo 113's printed givens (27 of them): a puzzle with one solution.
const PUZZLE = '060080007003100800000009140000806300040010080001902000017500000009008400200060070';
const gridOf = (text: string): number[] => [...text].map(Number);
const withDigits = (text: string, changes: Record<number, number>): number[] =>
  gridOf(text).map((digit, c) => changes[c] ?? digit);

test('a reading with half its digits or more in doubt has every blank in doubt; with fewer, its blanks stay sure', () => {
  const grid = gridOf(PUZZLE);
  const digits = grid.flatMap((digit, c) => (digit ? [c] : []));
  for (const [inDoubt, blanksSure] of [
    [Math.ceil(digits.length / 2), false],
    [Math.ceil(digits.length / 2) - 1, true],
  ] as const) {
    const confidence = grid.map(() => 1);
    for (const c of digits.slice(0, inDoubt)) confidence[c] = 0.5;
    doubtBlanksOfDoubtfulReading(grid, confidence, SURE, 0.8);
    const blanks = grid.flatMap((digit, c) => (digit ? [] : [confidence[c]]));
    assert.ok(
      blanks.every((value) => (blanksSure ? value === 1 : value < SURE)),
      `${inDoubt} of ${digits.length} digits in doubt`,
    );
    assert.ok(
      digits.slice(inDoubt).every((c) => confidence[c] === 1),
      'the sure digits keep their confidence',
    );
  }
});

test('a clash with a misread digit elsewhere: the grid beside the clash has no solution, its culprit is doubted', () => {
  // As tune photo 113 was read once (with its reader's fill-ins): r2c3's 3 read as a 1, and r1c5's blurred 8 read as
  // another digit that clashes with nothing but leaves the rest no solution.
  const grid = withDigits(PUZZLE, { 11: 1, 4: 4 });
  const clashing = new Set(findConflicts(grid).flatMap(({ cells }) => cells));
  // The 1 clashes with r2c4's and r6c3's 1s; the 4 with nothing.
  assert.ok(clashing.has(11) && !clashing.has(4));
  const confidence = grid.map(() => 1);
  doubtBesideClashes(grid, clashing, confidence, 0.5);
  const doubted = confidence.flatMap((value, c) => (value < SURE ? [name(c)] : []));
  assert.ok(doubted.includes('r1c5'), `the misread 4 is doubted (doubted: ${doubted.join(', ')})`);
  assert.ok(
    [...clashing].every((c) => !doubted.includes(name(c))),
    'the clashing digits are left to their own rule',
  );
});

test("a clash alone (a player's mistake, or one misread digit): the grid beside it is solvable, nothing more doubted", () => {
  const grid = withDigits(PUZZLE, { 11: 1 });
  const clashing = new Set(findConflicts(grid).flatMap(({ cells }) => cells));
  const confidence = grid.map(() => 1);
  doubtBesideClashes(grid, clashing, confidence, 0.5);
  assert.deepEqual(
    confidence.flatMap((value, c) => (value < SURE ? [name(c)] : [])),
    [],
  );
  // And with no clash the rule says nothing, whatever the grid.
  const read = withDigits(PUZZLE, { 4: 4 });
  const untouched = read.map(() => 1);
  doubtBesideClashes(read, new Set(), untouched, 0.5);
  assert.ok(untouched.every((value) => value === 1));
});
