// The board's variant parts that need no page (issue 30): names read into rules, jigsaw pieces drawn, a cage's
// outline, and the variant geometry's judgement of a grid (clashes) against the engine's checker.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jigsawRegions } from '../../src/components/sudoku-board/variant/jigsaw.ts';
import { readVariantName, rulesOf } from '../../src/components/sudoku-board/variant/variant-names.ts';
import { cageOutline } from '../../src/components/sudoku-board/variant/variant-shapes.ts';
import { makeVariant } from '../../src/components/sudoku-board/variant/variant-make.ts';
import { createRng } from '../../src/engine/rng.ts';
import { checkVariant, classicRules } from '../../src/engine/variant/index.ts';
import { variantGeometry } from '../../src/play/variant-geometry.ts';

test('variant names: the contract names and their combinations, any case; an unknown part is named', () => {
  const order = readVariantName('Killer + X+anti-knight');
  assert.deepEqual(order.names, ['killer', 'x', 'anti-knight']);
  assert.equal(order.killer, true);
  assert.deepEqual(order.rules, { diagonals: true, antiKnight: true });
  assert.deepEqual(readVariantName('windoku+anti-king+non-consecutive').rules, {
    windows: true,
    antiKing: true,
    nonConsecutive: true,
  });
  assert.throws(() => readVariantName('killer+sandwich'), /no variant "sandwich".*classic, killer, jigsaw/);
  assert.throws(() => rulesOf(readVariantName('windoku'), 6, 1), /9×9/);
});

test('jigsaw pieces: size pieces of size cells each, every one joined side by side, not the boxes, from the seed', () => {
  for (const size of [4, 6, 9, 16]) {
    for (let seed = 0; seed < 5; seed++) {
      const regions = jigsawRegions(size, createRng(`t${seed}`));
      assert.deepEqual(regions, jigsawRegions(size, createRng(`t${seed}`)));
      for (let region = 0; region < size; region++) {
        const cells = regions.flatMap((r, cell) => (r === region ? [cell] : []));
        assert.equal(cells.length, size);
        const seen = new Set([cells[0]]);
        for (const todo = [cells[0]]; todo.length;) {
          const cell = todo.pop()!;
          const [r, c] = [Math.floor(cell / size), cell % size];
          for (const [y, x] of [
            [r - 1, c],
            [r + 1, c],
            [r, c - 1],
            [r, c + 1],
          ]) {
            const next = y * size + x;
            if (y >= 0 && x >= 0 && y < size && x < size && regions[next] === region && !seen.has(next)) {
              seen.add(next);
              todo.push(next);
            }
          }
        }
        assert.equal(seen.size, size, `${size}×${size} seed ${seed}: region ${region} is in one piece`);
      }
      assert.notDeepEqual(regions, classicRules(size).regions);
    }
  }
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
