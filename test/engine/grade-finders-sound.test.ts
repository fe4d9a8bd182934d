// Property check of the newer finders: on every candidate state along the grading of real puzzles with one known
// solution, each finder below is asked directly (not only when it is the easiest step, which grade-replay.test.ts
// covers), and whatever it returns must be true of the solution: no elimination of a solution digit, no wrong
// placement, only candidates that are there, and a step of its own technique that changes something.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solve } from '../../src/engine/solve/index.ts';
import { ALL_DIRTY } from '../../src/engine/grade/memo.ts';
import {
  CandidateGrid,
  TECHNIQUE_BY_ID,
  applyStep,
  findStep,
  type SearchContext,
  type TechniqueId,
} from '../../src/engine/index.ts';
import { cellName, type Grid } from '../../src/engine/grid.ts';
import { type PuzzleSet, puzzleLines } from '../data/puzzles.ts';

/**
 * The finders under test: the hard techniques taken from HoDoKu's set after the first catalogue, the unique
 * rectangles, which now also take rectangles with missing candidates (rectangles.ts), type 6 and the avoidable
 * rectangles (the walk knows the givens), HoDoKu's Unfair finned fish and Sue de Coq, and the ALS techniques.
 */
const CHECKED: readonly TechniqueId[] = [
  'empty-rectangle',
  'unique-rectangle-1',
  'unique-rectangle-2',
  'unique-rectangle-3',
  'unique-rectangle-4',
  'unique-rectangle-6',
  'hidden-rectangle',
  'avoidable-rectangle-1',
  'avoidable-rectangle-2',
  'finned-x-wing',
  'sashimi-x-wing',
  'finned-swordfish',
  'sashimi-swordfish',
  'finned-jellyfish',
  'sashimi-jellyfish',
  'sue-de-coq',
  'als-xz',
  'als-chain',
  'finned-franken-swordfish',
  'forcing-chain',
  'cell-forcing-chain',
  'unit-forcing-chain',
  'forcing-net',
];

const sample = (set: PuzzleSet, count: number, stride: number): Grid[] =>
  puzzleLines(set)
    .filter((_, i) => i % stride === 0)
    .slice(0, count)
    .map((line) => [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch))));

/** Walks the grade path of `puzzle`, asking every checked finder on every state; counts the steps each one found. */
function walk(puzzle: Grid, label: string, found: Map<TechniqueId, number>): void {
  const truth = solve(puzzle, { limit: 2 });
  assert.equal(truth.count, 1, `${label}: test data must be unique`);
  const solution = truth.solution!;
  const ctx: SearchContext = { unique: true, solution, givens: puzzle };
  const b = CandidateGrid.fromGrid(puzzle);
  for (let i = 0; i < 400 && !b.isSolved(); i++) {
    for (const id of CHECKED) {
      const probe = b.clone();
      const step = TECHNIQUE_BY_ID[id].finder(probe, ctx, ALL_DIRTY);
      if (!step) continue;
      found.set(id, (found.get(id) ?? 0) + 1);
      assert.equal(step.technique, id, `${label}: ${step.text}`);
      assert.ok(step.eliminations.length + step.placements.length > 0, `${label}: ${step.text} changes nothing`);
      for (const { cell, digit } of step.eliminations) {
        assert.ok(b.has(cell, digit), `${label}: ${step.text}: ${cellName(cell)}<>${digit} is no candidate`);
        assert.notEqual(solution[cell], digit, `${label}: ${step.text} removes the solution of ${cellName(cell)}`);
      }
      for (const { cell, digit } of step.placements)
        assert.equal(solution[cell], digit, `${label}: ${step.text} places a wrong digit`);
    }
    const step = findStep(b, ctx);
    assert.ok(step, `${label}: the grader finds a step`);
    applyStep(b, step);
  }
  assert.ok(b.isSolved(), `${label}: the grade finishes`);
}

test('the newer finders are true on every state of the grade paths of real puzzles (top1465, sudoku3m-sample)', () => {
  const found = new Map<TechniqueId, number>();
  sample('top1465', 150, 9).forEach((p, i) => walk(p, `top1465 #${i * 9}`, found));
  sample('sudoku3m-sample', 300, 23).forEach((p, i) => walk(p, `sudoku3m #${i * 23}`, found));
  // The sample must exercise every finder, or the check proves nothing about it.
  for (const id of CHECKED) assert.ok((found.get(id) ?? 0) > 0, `${id} never fired on the sample`);
});
