// Real 4×4 and 6×6 puzzles with one solution, made from a seed: a random full grid (depth-first, digits in a seeded
// order), then givens removed in a seeded order while the general solver still counts one solution. Nothing here is
// a hard-coded answer: the solution is the solver's.
import type { Geometry } from '../../src/engine/geometry.ts';
import { createRng, type Rng } from '../../src/engine/rng.ts';
import { solve } from '../../src/engine/solve/index.ts';

export interface SmallPuzzle {
  puzzle: number[];
  solution: number[];
}

/** A random valid full grid of `geometry`. */
function fullGrid(geometry: Geometry, rng: Rng): number[] {
  const grid = new Array<number>(geometry.cellCount).fill(0);
  const fill = (cell: number): boolean => {
    if (cell === geometry.cellCount) return true;
    const taken = new Set(geometry.peers[cell].map((p) => grid[p]));
    for (const d of rng.shuffle(Array.from({ length: geometry.size }, (_, i) => i + 1))) {
      if (taken.has(d)) continue;
      grid[cell] = d;
      if (fill(cell + 1)) return true;
    }
    grid[cell] = 0;
    return false;
  };
  fill(0);
  return grid;
}

/** A minimal puzzle of `geometry` (no given can go without a second solution), from `seed`. */
export function smallPuzzle(geometry: Geometry, seed: number | string): SmallPuzzle {
  const rng = createRng(seed);
  const solution = fullGrid(geometry, rng);
  const puzzle = solution.slice();
  for (const cell of rng.shuffle(Array.from({ length: geometry.cellCount }, (_, i) => i))) {
    const digit = puzzle[cell];
    puzzle[cell] = 0;
    if (solve(puzzle, { geometry, limit: 2 }).count !== 1) puzzle[cell] = digit;
  }
  return { puzzle, solution };
}
