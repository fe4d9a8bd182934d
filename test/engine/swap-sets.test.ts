// The generator's swap sets (swap-sets.ts): blanking a cell reports "exposed" exactly when some two-digit swap group
// of the solved grid is left without a given, the cheap proof that the puzzle would have a second solution. Checked
// against the groups found here the slow way, cell by cell: the cells of digits a and b, linked through the units
// they share, on random grids of every box geometry the generator makes, blanked in random order and restored.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MINI, SIX } from '../../src/engine/geometries.ts';
import { CLASSIC, type Geometry } from '../../src/engine/geometry.ts';
import { randomSolvedGrid } from '../../src/engine/generate/fill.ts';
import { SwapSets } from '../../src/engine/generate/swap-sets.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { Grid } from '../../src/engine/grid.ts';

/** The cells of the (digit of `cell`, `other`) swap group holding `cell`: closed under shared units. */
function groupOf(solution: Grid, geometry: Geometry, cell: number, other: number): number[] {
  const digits = new Set([solution[cell], other]);
  const group = new Set([cell]);
  const queue = [cell];
  while (queue.length > 0) {
    const at = queue.pop() as number;
    for (const unit of geometry.unitsOf[at]) {
      for (const next of unit.cells) {
        if (digits.has(solution[next]) && !group.has(next)) {
          group.add(next);
          queue.push(next);
        }
      }
    }
  }
  return [...group];
}

/** Whether blanking `cell` (already blank in `puzzle`) left one of its swap groups with no given. */
function exposes(solution: Grid, puzzle: Grid, geometry: Geometry, cell: number): boolean {
  for (let other = 1; other <= geometry.size; other++) {
    if (other === solution[cell]) continue;
    if (groupOf(solution, geometry, cell, other).every((c) => puzzle[c] === 0)) return true;
  }
  return false;
}

describe('SwapSets', () => {
  for (const geometry of [MINI, SIX, CLASSIC]) {
    it(`reports an exposed swap group exactly when one loses its last given (${geometry.size}×${geometry.size})`, () => {
      const rng = createRng(`swap-sets ${geometry.size}`);
      for (let grid = 0; grid < 30; grid++) {
        const solution = randomSolvedGrid(rng, geometry);
        const sets = new SwapSets(solution, geometry);
        const puzzle = solution.slice();
        const order = rng.shuffle(Array.from({ length: geometry.cellCount }, (_, cell) => cell));
        for (const cell of order) {
          puzzle[cell] = 0;
          assert.equal(sets.blank(cell), exposes(solution, puzzle, geometry, cell), `grid ${grid}, cell ${cell}`);
          // Restore every third cell, as the generator does when a removal is rejected: the counts must follow.
          if (cell % 3 === 0) {
            puzzle[cell] = solution[cell];
            sets.restore(cell);
          }
        }
      }
    });
  }
});
