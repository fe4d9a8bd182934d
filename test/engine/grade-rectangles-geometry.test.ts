// The rectangle family at other box shapes than 3×3. A unique rectangle's deadly pattern needs its four corners in
// exactly two boxes, two in each: rows of one band and columns of two stacks, or the other way round, which with 2×3
// boxes is not the same as with 3×2 ones. And avoidable rectangles reason about cells the player solved (not givens),
// which finders-any-geometry.test.ts's states never have: here some cells hold their solution's digit as if placed,
// and the search knows the givens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MINI, SIX, boxGeometry, generate, type Geometry } from '../../src/engine/index.ts';
import { CandidateGrid, TECHNIQUES } from '../../src/engine/grade/index.ts';
import { ALL_DIRTY, SearchMemo } from '../../src/engine/grade/memo.ts';
import { shapeOf } from '../../src/engine/grade/shape.ts';

const SHAPES: readonly [string, Geometry][] = [
  ['4×4', MINI],
  ['6×6', SIX],
  ['6×6 with 3×2 boxes', boxGeometry(3, 2)],
  ['8×8', boxGeometry(2, 4)],
];

/** A small seeded PRNG (LCG): the states are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

test('every anyGeometry finder is sound on states with solved cells, and avoidable rectangles are found', () => {
  const finders = TECHNIQUES.filter((t) => t.anyGeometry && t.id !== 'trial');
  const found = new Set<string>();
  const unsound: string[] = [];
  const next = random(13);
  for (const [name, geometry] of SHAPES) {
    for (let seed = 0; seed < 30; seed++) {
      const { puzzle, solution } = generate({ seed, geometry, symmetry: 'none' });
      for (let state = 0; state < 10; state++) {
        // About 30 % of the open cells solved, and a third of the wrong candidates struck out.
        const b = CandidateGrid.fromGrid(puzzle, geometry);
        for (let cell = 0; cell < geometry.cellCount; cell++)
          if (b.values[cell] === 0 && next() < 0.3) b.place(cell, solution[cell]);
        for (let cell = 0; cell < geometry.cellCount; cell++)
          for (let digit = 1; digit <= geometry.size; digit++)
            if (digit !== solution[cell] && b.has(cell, digit) && next() < 0.35) b.eliminate(cell, digit);
        // One memo per state, as a grade keeps.
        const memo = new SearchMemo();
        memo.begin(b);
        for (const technique of finders) {
          const step = technique.finder(b, { unique: true, solution, givens: puzzle, memo }, ALL_DIRTY);
          if (!step) continue;
          found.add(technique.id);
          const where = `${name}, puzzle ${seed}, state ${state}, ${technique.id}`;
          for (const { cell, digit } of step.placements)
            if (solution[cell] !== digit) unsound.push(`${where}: places ${digit} in cell ${cell}`);
          for (const { cell, digit } of step.eliminations)
            if (solution[cell] === digit || !b.has(cell, digit))
              unsound.push(`${where}: strikes ${digit} from ${cell}`);
          for (const cell of step.cells)
            if (cell < 0 || cell >= geometry.cellCount) unsound.push(`${where}: names cell ${cell}`);
        }
      }
    }
  }
  assert.deepEqual(unsound.slice(0, 10), []);
  assert.deepEqual(
    ['avoidable-rectangle-1', 'avoidable-rectangle-2'].filter((id) => !found.has(id)),
    [],
    'techniques never found',
  );
});

test('the rectangles the uniqueness techniques use span exactly two boxes, a side in each, at every box shape', () => {
  for (const [name, geometry] of [...SHAPES, ['9×9', boxGeometry(3, 3)] as const]) {
    const { size, cellCount } = geometry;
    const { rectangles, opposites, oppositeCount } = shapeOf(geometry);
    // Boxes of the corners r1c1, r1c2, r2c1, r2c2: a side (a row pair or a column pair) in each of two boxes.
    const twoBoxes = (corners: readonly number[]): boolean => {
      const [a, b, c, d] = corners.map((cell) => geometry.boxOf(cell));
      return (a === b && c === d && a !== c) || (a === c && b === d && a !== b);
    };
    const expected: number[][] = [];
    for (let r1 = 0; r1 < size; r1++)
      for (let r2 = r1 + 1; r2 < size; r2++)
        for (let c1 = 0; c1 < size; c1++)
          for (let c2 = c1 + 1; c2 < size; c2++) {
            const corners = [r1 * size + c1, r1 * size + c2, r2 * size + c1, r2 * size + c2];
            if (twoBoxes(corners)) expected.push(corners);
          }
    const listed: number[][] = [];
    for (let k = 0; k < rectangles.length; k += 4) listed.push(Array.from(rectangles.subarray(k, k + 4)));
    assert.deepEqual(listed, expected, name);
    // Each cell's opposites: the corners diagonally across from it in those rectangles, ascending.
    for (let cell = 0; cell < cellCount; cell++) {
      const across = expected.flatMap(([a, b, c, d]) =>
        cell === a ? [d] : cell === d ? [a] : cell === b ? [c] : cell === c ? [b] : [],
      );
      const mine = Array.from(opposites.subarray(cell * oppositeCount, cell * oppositeCount + oppositeCount));
      assert.deepEqual(
        mine,
        across.sort((x, y) => x - y),
        `${name}: cell ${cell}`,
      );
    }
  }
});
