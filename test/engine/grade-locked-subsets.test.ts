// Locked pairs and triples (HoDoKu's names and scores: a naked pair or triple where a box meets a row or a column,
// hodoku.sourceforge.net/en/tech_naked.php): the grader tries them before locked candidates and clears both units in
// one step.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CandidateGrid } from '../../src/engine/grade/candidates.ts';
import { grade } from '../../src/engine/grade/grade.ts';
import { findStep } from '../../src/engine/grade/search.ts';
import { emptyGrid } from '../../src/engine/grid.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { ratedSample } from '../data/puzzles.ts';

const bits = (...digits: number[]): number => digits.reduce((m, d) => m | (1 << (d - 1)), 0);
const row = (c: number): number => Math.floor(c / 9);
const col = (c: number): number => c % 9;
const box = (c: number): number => Math.floor(row(c) / 3) * 3 + Math.floor(col(c) / 3);

test('a pair where box 1 meets row 1 clears 1 and 2 from the rest of row 1 and of box 1 in one step', () => {
  // The definition on an open grid: r1c1 and r1c2 hold only 1 and 2, every other cell all nine digits.
  const b = CandidateGrid.fromGrid(emptyGrid());
  b.setCandidates(0, bits(1, 2));
  b.setCandidates(1, bits(1, 2));
  const step = findStep(b, { unique: false, solution: null });
  assert.ok(step);
  assert.equal(step.technique, 'locked-pair');
  const cleared = new Set(step.eliminations.map((e) => e.cell));
  const expected = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20];
  assert.deepEqual(
    [...cleared].sort((x, y) => x - y),
    expected,
  );
  assert.equal(step.eliminations.length, expected.length * 2);
  assert.match(step.text, /^Locked pair 1\/2 in row 1 and box 1 \(r1c1, r1c2\) removes /);
});

test('a triple where box 9 meets column 9 is a locked triple', () => {
  const b = CandidateGrid.fromGrid(emptyGrid());
  for (const c of [62, 71, 80]) b.setCandidates(c, bits(4, 5, 6));
  b.setCandidates(71, bits(4, 5));
  const step = findStep(b, { unique: false, solution: null });
  assert.ok(step);
  assert.equal(step.technique, 'locked-triple');
  assert.deepEqual(step.cells, [62, 71, 80]);
  assert.ok(step.eliminations.every((e) => [4, 5, 6].includes(e.digit)));
  assert.ok(step.eliminations.some((e) => col(e.cell) === 8) && step.eliminations.some((e) => col(e.cell) !== 8));
});

test('on real puzzles every locked pair and triple is one, and never removes a solution digit', () => {
  let seen = 0;
  for (const { puzzle } of ratedSample().slice(0, 1500)) {
    const grid = [...puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
    const solution = solve(grid).solution!;
    for (const step of grade(grid).steps) {
      if (step.technique !== 'locked-pair' && step.technique !== 'locked-triple') continue;
      seen++;
      const n = step.technique === 'locked-pair' ? 2 : 3;
      assert.equal(step.cells.length, n);
      assert.equal(new Set(step.cells.map(box)).size, 1, 'one box');
      assert.ok(new Set(step.cells.map(row)).size === 1 || new Set(step.cells.map(col)).size === 1, 'one line');
      assert.equal(step.digits.length, n);
      for (const { cell, digit } of step.eliminations) {
        assert.ok(step.digits.includes(digit));
        assert.notEqual(solution[cell], digit, `${step.text}: removes the solution's ${digit}`);
      }
    }
  }
  assert.ok(seen >= 50, `only ${seen} locked subsets in 1,500 puzzles`);
});
