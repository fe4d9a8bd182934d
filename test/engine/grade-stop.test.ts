// grade(grid, { stopAbove }): generation by level rejects too-hard puzzles with it, so it must agree with the full
// grade: the same answer when the puzzle is within the level, and "above" (never a wrong level) when it is not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ALL_DIRTY } from '../../src/engine/grade/memo.ts';
import {
  CandidateGrid,
  LEVELS,
  TECHNIQUES,
  TECHNIQUE_BY_ID,
  applyStep,
  findStep,
  grade,
  levelIndex,
} from '../../src/engine/index.ts';
import type { Grid } from '../../src/engine/grid.ts';
import { puzzleLines } from '../data/puzzles.ts';

const puzzles: Grid[] = puzzleLines('sudoku3m-sample')
  .filter((_, i) => i % 70 === 0)
  .map((line) => [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch))));

test("the catalogue is ordered by level but for HoDoKu's expert rows before the colouring (techniques.ts)", () => {
  const early = new Set([
    'finned-swordfish',
    'sashimi-swordfish',
    'finned-jellyfish',
    'sashimi-jellyfish',
    'sue-de-coq',
  ]);
  const late = new Set(['simple-colouring', 'multi-colouring']);
  for (let i = 0; i < TECHNIQUES.length; i++)
    for (let j = i + 1; j < TECHNIQUES.length; j++)
      if (levelIndex(TECHNIQUES[i].level) > levelIndex(TECHNIQUES[j].level))
        assert.ok(
          early.has(TECHNIQUES[i].id) && late.has(TECHNIQUES[j].id),
          `${TECHNIQUES[i].id} before ${TECHNIQUES[j].id}`,
        );
});

test('stopAbove still tries the expert rows that come before a hard one: an expert first step stops a hard grade', () => {
  // sudoku3m-sample #1140: its path needs one expert step, a sashimi swordfish, taken where simple colouring and
  // multi-colouring (hard, tried after it as in HoDoKu) would also remove something. The full grade is expert, so a
  // grade stopped above hard must say "above", not go on with the colouring and call the puzzle hard.
  const line = '.......6...6...142.....45.8...3.5...9..2........179.2383....2...24.1..397........';
  const p = [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const full = grade(p);
  assert.equal(full.level, 'expert');
  const at = full.steps.findIndex((s) => s.technique === 'sashimi-swordfish');
  assert.ok(at > 0);
  const b = CandidateGrid.fromGrid(p);
  for (const step of full.steps.slice(0, at)) applyStep(b, step);
  const ctx = { unique: true, solution: null };
  for (const id of ['simple-colouring', 'multi-colouring'] as const)
    assert.ok(TECHNIQUE_BY_ID[id].finder(b.clone(), ctx, ALL_DIRTY), `${id} applies there too`);
  assert.equal(findStep(b, { ...ctx, maxLevel: 'hard' }), null);
  assert.equal(findStep(b, { ...ctx, maxLevel: 'expert' })?.technique, 'sashimi-swordfish');
  const stopped = grade(p, { stopAbove: 'hard' });
  assert.equal(stopped.above, true);
  assert.equal(stopped.level, 'expert');
  assert.deepEqual(stopped.steps, full.steps.slice(0, at));
});

test('stopAbove agrees with the full grade at every level', () => {
  const seen = new Set<string>();
  for (const p of puzzles) {
    const full = grade(p);
    assert.ok(full.level !== null, 'every sample puzzle has a solution');
    seen.add(full.level);
    for (const stop of LEVELS) {
      const g = grade(p, { stopAbove: stop });
      if (levelIndex(full.level) <= levelIndex(stop)) {
        assert.equal(g.above, undefined);
        assert.equal(g.level, full.level);
        assert.equal(g.score, full.score);
        assert.deepEqual(g.steps, full.steps);
      } else {
        assert.equal(g.above, true, `${full.level} puzzle stopped above ${stop}`);
        assert.equal(g.solved, false);
        assert.equal(g.level, LEVELS[levelIndex(stop) + 1]);
        // The steps taken are the full path's first steps, all within the level.
        assert.deepEqual(g.steps, full.steps.slice(0, g.steps.length));
        assert.ok(
          g.steps.every((s) => levelIndex(TECHNIQUES.find((t) => t.id === s.technique)!.level) <= levelIndex(stop)),
        );
      }
    }
  }
  assert.ok(seen.size >= 4, 'the sample covers most levels');
});
