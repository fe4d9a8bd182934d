// The grader's memo (memo.ts) lets finders skip what did not change since they last found nothing: digits, units,
// and (after removals only) patterns resting on unchanged cells. That must never change a step: at every state of a
// grade, a search without any memory finds exactly the step the grade took.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solve } from '../../src/engine/solve/index.ts';
import { CandidateGrid, applyStep, generate, grade } from '../../src/engine/index.ts';
import { findStep } from '../../src/engine/grade/search.ts';
import { CLASSIC, type Grid } from '../../src/engine/grid.ts';
import { SIX } from '../../src/engine/geometries.ts';
import type { Geometry } from '../../src/engine/geometry.ts';
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
  'sashimi-jellyfish',
  'xy-chain',
  'aic',
  'als-xz',
  'als-xy-wing',
  'als-chain',
  'finned-franken-swordfish',
  'sue-de-coq',
];

const toGrid = (line: string): Grid => [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch)));

/**
 * Grades each puzzle that uses a skipping technique and checks every step against a search without memory on the same
 * state; answers how many puzzles were replayed and how many steps of each technique were compared.
 */
function replay(puzzles: Grid[], geometry: Geometry = CLASSIC): { replayed: number; compared: Record<string, number> } {
  let replayed = 0;
  const compared: Record<string, number> = {};
  for (const puzzle of puzzles) {
    const g = grade(puzzle, { geometry });
    if (!SKIPPING.some((id) => id in g.counts)) continue;
    replayed++;
    const solved = solve(puzzle, { limit: 2, geometry });
    const ctx = { unique: solved.count === 1, solution: solved.solution ?? null, givens: puzzle };
    const board = CandidateGrid.fromGrid(puzzle, geometry);
    g.steps.forEach((step, i) => {
      assert.deepEqual(findStep(board, ctx), step, `${puzzle.join('')}: step ${i + 1}`);
      compared[step.technique] = (compared[step.technique] ?? 0) + 1;
      applyStep(board, step);
    });
  }
  return { replayed, compared };
}

test('every step of a grade is the step a search without memory finds on that state', () => {
  const { replayed } = replay(
    puzzleLines('sudoku3m-sample')
      .filter((_, i) => i % 40 === 7)
      .map(toGrid),
  );
  assert.ok(replayed >= 10, `only ${replayed} puzzles use a technique that skips unchanged patterns`);
});

test('on hard puzzles too: the ALS chain and ALS-XY-wing, which skip unchanged sets, take the steps a fresh search takes', () => {
  // The rated sample rarely needs an ALS chain; the first top1465 puzzles do, several times.
  const { compared } = replay(puzzleLines('top1465').slice(0, 30).map(toGrid));
  assert.ok((compared['als-chain'] ?? 0) >= 1, `no ALS chain step compared: ${JSON.stringify(compared)}`);
  assert.ok((compared['als-xy-wing'] ?? 0) >= 1, `no ALS-XY-wing step compared: ${JSON.stringify(compared)}`);
});

test('at 6×6 too, where the skips read other shape tables (rectangles, boxes of 2×3)', () => {
  // Minimal 6×6 puzzles need only singles; generated ones at these levels use subsets, fish, wings and chains.
  const levels = ['medium', 'hard', 'expert'] as const;
  const puzzles = levels.flatMap((difficulty) =>
    Array.from(
      { length: 8 },
      (_, i) => generate({ geometry: SIX, difficulty, seed: `memo-6-${difficulty}-${i}` }).puzzle,
    ),
  );
  const { replayed, compared } = replay(puzzles, SIX);
  assert.ok(replayed >= 10, `only ${replayed} 6×6 puzzles use a technique that skips unchanged patterns`);
  assert.ok(Object.keys(compared).length >= 8, `few techniques compared: ${JSON.stringify(compared)}`);
});
