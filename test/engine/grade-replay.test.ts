// Every step of a grade must be true of the puzzle's real solution (no elimination of a solution digit, no
// placement of a wrong one), replay to the solution, and the level must be at least every technique's level.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solve } from '../../src/engine/solve/index.ts';
import {
  CandidateGrid,
  LEVELS,
  TECHNIQUE_BY_ID,
  UNIQUENESS_TECHNIQUES,
  applyStep,
  grade,
  levelIndex,
  type TechniqueId,
} from '../../src/engine/index.ts';
import type { Grid } from '../../src/engine/grid.ts';
import { type PuzzleSet, puzzleLines } from '../data/puzzles.ts';

const load = (set: PuzzleSet, count: number, stride = 1): Grid[] =>
  puzzleLines(set)
    .filter((_, i) => i % stride === 0)
    .slice(0, count)
    .map((line) => [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch))));

function checkGrade(puzzle: Grid, label: string): void {
  const solution = solve(puzzle, { limit: 2 });
  assert.equal(solution.count, 1, `${label}: test data must be unique`);
  const truth = solution.solution!;
  const g = grade(puzzle);
  assert.equal(g.status, 'graded', label);
  assert.ok(g.solved, `${label}: grade must finish`);
  const board = CandidateGrid.fromGrid(puzzle);
  let hardest = 0;
  let score = 0;
  for (const step of g.steps) {
    for (const { cell, digit } of step.eliminations) {
      assert.notEqual(truth[cell], digit, `${label}: ${step.text} removes the solution digit of cell ${cell}`);
      assert.ok(board.has(cell, digit), `${label}: ${step.text} removes a candidate that is not there`);
    }
    for (const { cell, digit } of step.placements) {
      assert.equal(truth[cell], digit, `${label}: ${step.text} places a wrong digit`);
    }
    assert.ok(step.placements.length + step.eliminations.length > 0, `${label}: ${step.text} changes nothing`);
    assert.ok(step.text.length > 0);
    applyStep(board, step);
    const info = TECHNIQUE_BY_ID[step.technique];
    hardest = Math.max(hardest, levelIndex(info.level));
    // A forcing chain also counts each single it takes (its size beyond the assumption).
    score += info.weight + (info.sizeWeight ?? 0) * ((step.size ?? 1) - 1);
  }
  assert.deepEqual(board.toGrid(), truth, `${label}: the steps replay to the solution`);
  assert.equal(g.level, LEVELS[hardest], `${label}: level is the hardest technique's level`);
  assert.equal(g.score, score, `${label}: score is the sum of the steps' weights`);
}

test('200 puzzles of sudoku3m-sample: every step is true and replays to the solution', () => {
  load('sudoku3m-sample', 200, 35).forEach((p, i) => checkGrade(p, `sudoku3m #${i * 35}`));
});

test('top95: every step is true and replays to the solution', () => {
  load('top95', 95).forEach((p, i) => checkGrade(p, `top95 #${i}`));
});

test('forum hardest and Inkala puzzles: grade finishes with true steps', () => {
  load('forum-hardest-1106', 8, 40).forEach((p, i) => checkGrade(p, `forum-hardest-1106 #${i * 40}`));
  load('inkala', 3).forEach((p, i) => checkGrade(p, `inkala #${i}`));
});

test('a grid with clashing givens is reported, not graded', () => {
  const grid = new Array<number>(81).fill(0);
  grid[0] = 7;
  grid[5] = 7;
  const g = grade(grid);
  assert.equal(g.status, 'invalid');
  assert.equal(g.level, null, 'no level for a grid that has no solution path');
  assert.match(g.message ?? '', /row 1 has two 7s/);
});

test('a grid without a solution has no level either', () => {
  // Row 1 holds 1–8, and 9 is given in column 9 lower down: r1c9 has no candidate, without any clash.
  const grid = new Array<number>(81).fill(0);
  for (let c = 0; c < 8; c++) grid[c] = c + 1;
  grid[4 * 9 + 8] = 9;
  const g = grade(grid);
  assert.equal(g.status, 'no-solution');
  assert.equal(g.level, null);
  assert.ok(g.message);
});

test('a puzzle with several solutions is still finished, without uniqueness techniques', () => {
  const g = grade(new Array<number>(81).fill(0));
  assert.equal(g.status, 'multiple-solutions');
  assert.ok(g.solved);
  assert.ok(!Object.keys(g.counts).some((id) => UNIQUENESS_TECHNIQUES.has(id as TechniqueId)));
});
