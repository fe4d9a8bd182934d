// grade(grid, { stopAbove }): generation by level rejects too-hard puzzles with it, so it must agree with the full
// grade: the same answer when the puzzle is within the level, and "above" (never a wrong level) when it is not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LEVELS, TECHNIQUES, grade, levelIndex } from '../../src/engine/index.ts';
import type { Grid } from '../../src/engine/grid.ts';
import { puzzleLines } from '../data/puzzles.ts';

const puzzles: Grid[] = puzzleLines('sudoku3m-sample')
  .filter((_, i) => i % 70 === 0)
  .map((line) => [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch))));

test('the technique catalogue is ordered by level (stopAbove relies on it)', () => {
  for (let i = 1; i < TECHNIQUES.length; i++)
    assert.ok(levelIndex(TECHNIQUES[i - 1].level) <= levelIndex(TECHNIQUES[i].level), TECHNIQUES[i].id);
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
