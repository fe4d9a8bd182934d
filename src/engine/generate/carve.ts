/**
 * One minimal puzzle from the seeded stream: a random solved grid, then cells (or whole symmetric orbits of cells)
 * blanked in random order whenever the solution stays unique. One pass over the orbits yields a puzzle that is
 * minimal for its symmetry: an orbit that could not be blanked earlier can never be blanked later, because
 * blanking more cells only adds solutions.
 */
import { CELLS, type Grid } from '../grid.ts';
import type { Rng } from '../rng.ts';
import { countSolutions, countSolutionsExcept } from '../solve/index.ts';
import { randomSolvedGrid } from './fill.ts';
import { GivenDigits } from './given-digits.ts';
import { SwapSets } from './swap-sets.ts';
import { orbitsOf, type Symmetry } from './symmetry.ts';

/** The product promises at least this many blanks on every generated puzzle. */
export const MIN_BLANKS = 40;

export interface Carved {
  puzzle: Grid;
  solution: Grid;
  blanks: number;
}

/**
 * Blank every orbit, in random order, whose removal keeps the solution unique. Cheap proofs come first: a removal
 * that empties a two-digit swap group is rejected, one whose cells are all forced by singles from the givens is
 * accepted, and only the rest pay for a solver call.
 */
function carve(solution: Grid, symmetry: Symmetry, rng: Rng): Grid {
  const puzzle = solution.slice();
  const swapSets = new SwapSets(solution);
  const givens = new GivenDigits(puzzle);
  for (const orbit of rng.shuffle(orbitsOf(symmetry).slice())) {
    let exposed = false;
    for (const cell of orbit) {
      puzzle[cell] = 0;
      givens.blank(cell, solution[cell]);
      if (swapSets.blank(cell)) exposed = true;
    }
    if (!exposed && orbit.every((cell) => givens.forces(cell, solution[cell]))) continue;
    if (!exposed && isStillUnique(puzzle, solution, orbit)) continue;
    for (const cell of orbit) {
      puzzle[cell] = solution[cell];
      givens.restore(cell, solution[cell]);
      swapSets.restore(cell);
    }
  }
  return puzzle;
}

/**
 * Whether the puzzle, unique before `orbit` was blanked, is unique still. A second solution would have to differ
 * from `solution` in a blanked cell, so for one cell the question is whether any solution avoids its digit.
 * A timeout (-1) counts as "not proven unique": the orbit is kept, so the result is unique whatever happens.
 */
function isStillUnique(puzzle: Grid, solution: Grid, orbit: readonly number[]): boolean {
  if (orbit.length === 1) return countSolutionsExcept(puzzle, orbit[0], solution[orbit[0]]) === 0;
  return countSolutions(puzzle, 2) === 1;
}

function countBlanks(grid: Grid): number {
  let blanks = 0;
  for (let cell = 0; cell < CELLS; cell++) if (grid[cell] === 0) blanks++;
  return blanks;
}

/** The next minimal puzzle with at least `MIN_BLANKS` blanks that `rng` yields; the stream alone decides which. */
export function carvePuzzle(symmetry: Symmetry, rng: Rng): Carved {
  for (;;) {
    const solution = randomSolvedGrid(rng);
    const puzzle = carve(solution, symmetry, rng);
    const blanks = countBlanks(puzzle);
    // Minimal puzzles have far more than 40 blanks, but the promise is kept by construction rather than by luck:
    // a shortfall draws the next grid from the same stream, so the result is still determined by the seed.
    if (blanks >= MIN_BLANKS) return { puzzle, solution, blanks };
  }
}
