// The grader's memo (memo.ts) lets finders skip what did not change since they last found nothing: digits, units,
// and (after removals only) patterns resting on unchanged cells. That must never change a step: at every state of a
// grade, a search without any memory finds exactly the step the grade took.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solve } from '../../src/engine/solve/index.ts';
import { CandidateGrid, applyStep, grade } from '../../src/engine/index.ts';
import { findStep } from '../../src/engine/grade/search.ts';
import type { Grid } from '../../src/engine/grid.ts';
import { puzzleLines } from '../data/puzzles.ts';

/** Techniques whose finders skip unchanged patterns: the puzzles that use one are replayed. */
const SKIPPING = [
  'empty-rectangle',
  'skyscraper',
  'two-string-kite',
  'locked-pair',
  'locked-triple',
  'locked-candidates-pointing',
  'locked-candidates-claiming',
  'naked-pair',
  'naked-triple',
  'hidden-pair',
  'hidden-triple',
  'x-wing',
  'swordfish',
  'jellyfish',
  'w-wing',
  'xyz-wing',
  'unique-rectangle-6',
  'hidden-rectangle',
  'turbot-fish',
  'xy-wing',
  'finned-x-wing',
  'finned-swordfish',
  'finned-jellyfish',
  'sashimi-x-wing',
  'sashimi-swordfish',
  'xy-chain',
  'als-xz',
  'als-xy-wing',
  'finned-franken-swordfish',
];

test('every step of a grade is the step a search without memory finds on that state', () => {
  const puzzles = puzzleLines('sudoku3m-sample')
    .filter((_, i) => i % 40 === 7)
    .map((line): Grid => [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch))));
  let replayed = 0;
  for (const puzzle of puzzles) {
    const g = grade(puzzle);
    if (!SKIPPING.some((id) => id in g.counts)) continue;
    replayed++;
    const solved = solve(puzzle, { limit: 2 });
    const ctx = { unique: solved.count === 1, solution: solved.solution ?? null, givens: puzzle };
    const board = CandidateGrid.fromGrid(puzzle);
    g.steps.forEach((step, i) => {
      assert.deepEqual(findStep(board, ctx), step, `${puzzle.join('')}: step ${i + 1}`);
      applyStep(board, step);
    });
  }
  assert.ok(replayed >= 10, `only ${replayed} puzzles use a technique that skips unchanged patterns`);
});
