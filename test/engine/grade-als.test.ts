// Almost locked sets of up to seven cells, ALS-XZ and the ALS-XY-wing (HoDoKu: hodoku.sourceforge.net/en/tech_als.php).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findAlsXyWing } from '../../src/engine/grade/als-xy-wing.ts';
import { CandidateGrid } from '../../src/engine/grade/candidates.ts';
import { grade } from '../../src/engine/grade/grade.ts';
import { cellName, emptyGrid } from '../../src/engine/grid.ts';
import { solve } from '../../src/engine/solve.ts';
import { puzzleLines } from '../data/puzzles.ts';

const at = (name: string): number => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;
const bits = (...digits: number[]): number => digits.reduce((m, d) => m | (1 << (d - 1)), 0);

test('ALS-XY-wing, the definition with one-cell sets: 1/4 – 4/5 – 5/1 clears 1 where it sees both ends', () => {
  // A = r1c1 {1,4}, B = r1c5 {4,5}, C = r5c5 {1,5}: A–B restricted on 4 (row 1), B–C on 5 (column 5), Z = 1.
  const b = CandidateGrid.fromGrid(emptyGrid());
  b.setCandidates(at('r1c1'), bits(1, 4));
  b.setCandidates(at('r1c5'), bits(4, 5));
  b.setCandidates(at('r5c5'), bits(1, 5));
  const step = findAlsXyWing(b);
  assert.ok(step);
  assert.equal(step.technique, 'als-xy-wing');
  assert.deepEqual(
    step.eliminations.map((e) => `${cellName(e.cell)}<>${e.digit}`),
    ['r5c1<>1'],
  );
  assert.match(step.text, /^ALS-XY-wing: A = r1c1 \(1\/4\) and B = r1c5 \(4\/5\) share the restricted digit 4, /);
});

test('no wing when the middle set shares the same restricted digit with both ends', () => {
  const b = CandidateGrid.fromGrid(emptyGrid());
  b.setCandidates(at('r1c1'), bits(1, 4));
  b.setCandidates(at('r1c5'), bits(4, 5));
  b.setCandidates(at('r5c5'), bits(1, 4));
  assert.equal(findAlsXyWing(b), null);
});

test('every ALS step the grader takes on hard puzzles is sound, and large sets and wings are met', () => {
  const used = new Map<string, number>();
  let largest = 0;
  for (const line of puzzleLines('top1465').slice(0, 400)) {
    const grid = [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));
    const solution = solve(grid).solution!;
    for (const step of grade(grid).steps) {
      if (step.technique !== 'als-xz' && step.technique !== 'als-xy-wing') continue;
      used.set(step.technique, (used.get(step.technique) ?? 0) + 1);
      if (step.technique === 'als-xz') largest = Math.max(largest, step.cells.length);
      for (const { cell, digit } of step.eliminations)
        assert.notEqual(solution[cell], digit, `${step.text}: removes the solution's ${digit}`);
    }
  }
  assert.ok((used.get('als-xy-wing') ?? 0) >= 5, `ALS-XY-wings met: ${used.get('als-xy-wing') ?? 0}`);
  assert.ok(largest > 8, `the largest ALS-XZ has ${largest} cells: sets of more than four cells are searched`);
});
