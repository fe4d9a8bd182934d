// The board's variant parts that need no page (issue 30): names read (by the engine) into rules, a cage's
// outline, and the variant geometry's judgement of a grid (clashes) against the engine's checker.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cageOutline } from '../../src/components/sudoku-board/variant/variant-shapes.ts';
import { makeVariant, variantLevels } from '../../src/components/sudoku-board/variant/variant-make.ts';
import { checkVariant, classicRules, gradeVariant } from '../../src/engine/variant/index.ts';
import { variantGeometry } from '../../src/play/variant-geometry.ts';

test('the board reads variant names as the engine does: an unknown part is named with the known listed', () => {
  assert.throws(
    () => makeVariant({ variant: 'killer+sandwich', size: 9, seed: 1 }),
    /sandwich.*classic, killer, jigsaw, x, windoku, anti-knight, anti-king, non-consecutive/,
  );
  assert.throws(() => makeVariant({ variant: 'windoku', size: 6, seed: 1 }), /9×9/);
  // Any case, spaces around +: the rules the name asks for.
  const made = makeVariant({ variant: 'Jigsaw + X', size: 4, seed: 2 });
  assert.equal(made.rules.diagonals, true);
  assert.notDeepEqual(made.rules.regions, classicRules(4).regions);
  assert.deepEqual(makeVariant({ variant: 'Jigsaw + X', size: 4, seed: 2 }).rules, made.rules);
});

test('a cage outline: inset at outer corners, met at an inner corner, none between its own cells', () => {
  // An L of three cells on a 9×9 grid: (0,0), (1,0), (1,1).
  const path = cageOutline([0, 9, 10], 9);
  const segments = path.split('M').filter(Boolean);
  // Outline of an L: 6 sides, drawn as 8 cell sides (two of them run on across two cells).
  assert.equal(segments.length, 8);
  // The top of (0,0) is inset at both ends; the inner corner (1,1)'s top meets (0,0)'s right side inside.
  assert.ok(path.includes('M0.09 0.09L0.91 0.09'));
  assert.ok(path.includes('M0.91 1.09L2 1.09') || path.includes('M0.91 1.09L1.91 1.09'));
});

test('the variant geometry clashes exactly where the checker finds a broken rule (cage sums, neighbours)', () => {
  // A killer with anti-king on 6×6 (quick to make); non-consecutive's neighbours on a hand-made grid below.
  const made = makeVariant({ variant: 'killer+anti-king', size: 6, seed: 3 });
  const geometry = variantGeometry(made.rules);
  assert.deepEqual(geometry.clashes(made.solution), []);
  assert.deepEqual(checkVariant(made.rules, made.solution), []);
  for (let cell = 0; cell < 36; cell++) {
    for (let digit = 1; digit <= 6; digit++) {
      if (digit === made.solution[cell]) continue;
      const grid = made.solution.map((d, i) => (i === cell ? digit : d));
      assert.ok(geometry.clashes(grid).includes(cell), `${digit} at ${cell} breaks a rule`);
      assert.notDeepEqual(checkVariant(made.rules, grid), []);
    }
  }
});

test('non-consecutive: neighbours one apart clash, diagonal ones do not', () => {
  const geometry = variantGeometry(classicRules(4, { nonConsecutive: true }));
  const grid = new Array<number>(16).fill(0);
  grid[0] = 2;
  grid[5] = 3;
  assert.deepEqual(geometry.clashes(grid), []);
  grid[1] = 1;
  assert.deepEqual(geometry.clashes(grid).sort(), [0, 1]);
});

test('levels of a variant New puzzle: the level asked where variants have it, then easier ones', () => {
  assert.deepEqual(variantLevels(9, 'medium'), ['medium', 'easy']);
  // Expert is the chains' level; never extreme when expert is asked (trial and error).
  assert.deepEqual(variantLevels(9, 'expert'), ['expert', 'hard', 'medium', 'easy']);
  assert.deepEqual(variantLevels(9, 'extreme'), ['extreme', 'expert', 'hard', 'medium', 'easy']);
  assert.deepEqual(variantLevels(4, 'hard'), ['easy']);
  // Asked for hard, which a 6×6 killer seldom is, it comes at the first level found from hard down, and says which:
  // the level it grades at.
  for (const seed of [3, 7]) {
    const made = makeVariant({ variant: 'killer', size: 6, seed, difficulty: 'hard' });
    assert.equal(made.difficulty, 'hard');
    assert.ok(made.level && ['hard', 'medium', 'easy'].includes(made.level), `seed ${seed}: ${made.level}`);
    assert.equal(gradeVariant(made.rules, made.puzzle).level, made.level);
  }
});
