// The levels New puzzle offers on a 6×6 or 4×4 board (size-levels.ts) are levels the generator makes there: each is
// made, exactly, for a few seeds, within the board's wait (in Node, milliseconds for most levels, 2–7 s for a 6×6
// extreme; the bound below is 120 s because a loaded 2-core machine took 27 s for one). The nearest level stands in
// for one a size lacks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { levelsAt, nearestLevel } from '../../src/components/sudoku-board/size-levels.ts';
import { generate } from '../../src/engine/generate/index.ts';
import { geometryOfSize } from '../../src/engine/geometries.ts';
import { LEVELS } from '../../src/engine/levels.ts';

describe('the levels New puzzle offers at each size', () => {
  for (const size of [4, 6]) {
    const geometry = geometryOfSize(size)!;
    for (const level of levelsAt(size)) {
      it(`makes ${size}×${size} puzzles graded ${level}`, () => {
        for (const seed of [1, 2]) {
          const made = generate({ geometry, difficulty: level, seed, timeLimitMs: 120_000 });
          assert.equal(made.stopped, undefined, `seed ${seed}: found, not stopped`);
          assert.equal(made.level, level);
          assert.equal(made.puzzle.length, size * size);
        }
      });
    }
  }

  it('offers every level at 9×9, and only those it makes on the small grids', () => {
    assert.deepEqual(levelsAt(9), LEVELS);
    assert.deepEqual(levelsAt(4), ['easy']);
    assert.deepEqual(levelsAt(6), LEVELS);
  });

  it('asks for the nearest level a size has (the easier of two as near)', () => {
    assert.equal(nearestLevel(9, 'expert'), 'expert');
    assert.equal(nearestLevel(6, 'expert'), 'expert');
    assert.equal(nearestLevel(6, 'extreme'), 'extreme');
    assert.equal(nearestLevel(4, 'extreme'), 'easy');
  });
});
