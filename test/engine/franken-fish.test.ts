// Finned Franken swordfish on the rated sample: puzzle 2370 of sudoku3m-sample (the development half,
// test/data/sudoku3m-dev-ratings.tsv.gz), which HoDoKu grades Unfair with a Finned Franken Swordfish as its hardest
// step. Before this technique we needed a forcing chain there (extreme). The grader must reach a state where the
// Franken fish is the first progress (every easier row, tried first, finds nothing), every step it takes must be true
// of the solution, and the puzzle must come out expert, as HoDoKu's level.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solve } from '../../src/engine/solve.ts';
import { findFinnedFrankenSwordfish } from '../../src/engine/grade/franken-fish.ts';
import { CandidateGrid, applyStep, findStep, grade, type SearchContext } from '../../src/engine/index.ts';

const PUZZLE = '..7.8....21...5.8.8..1.9....2.5.3..63.......7...2..1..134.....87....2......6...3.';

test('Finned Franken swordfish: sample puzzle 2370 needs one and grades expert, as HoDoKu', () => {
  const givens = [...PUZZLE].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const truth = solve(givens, { limit: 2 });
  assert.equal(truth.count, 1, 'the sample puzzle has one solution');
  const solution = truth.solution!;
  const ctx: SearchContext = { unique: true, solution, givens };
  const b = CandidateGrid.fromGrid(givens);
  let franken = 0;
  for (let i = 0; i < 400 && !b.isSolved(); i++) {
    const step = findStep(b, ctx);
    assert.ok(step, 'the grader finds a step');
    if (step.technique === 'finned-franken-swordfish') {
      franken++;
      assert.ok(step.eliminations.length > 0, step.text);
      for (const { cell, digit } of step.eliminations) assert.notEqual(solution[cell], digit, step.text);
      assert.match(step.text, /^Finned Franken swordfish on \d in .* with fins? .* removes /);
    }
    applyStep(b, step);
  }
  assert.ok(b.isSolved(), 'the grade finishes');
  assert.ok(franken > 0, 'a finned Franken swordfish is the first progress at some point');
  const g = grade(givens);
  assert.equal(g.level, 'expert');
  assert.ok(g.steps.some((s) => s.technique === 'finned-franken-swordfish'));
});

test('Finned Franken swordfish: nothing on a grid without candidates', () => {
  const givens = [...PUZZLE].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const b = CandidateGrid.fromGrid(solve(givens, { limit: 1 }).solution!);
  assert.equal(findFinnedFrankenSwordfish(b), null);
});
