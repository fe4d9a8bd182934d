/**
 * One minimal puzzle from the seeded stream: a random solved grid, then cells (or whole symmetric orbits of cells)
 * blanked in random order whenever the solution stays unique. One pass over the orbits yields a puzzle that is
 * minimal for its symmetry: an orbit that could not be blanked earlier can never be blanked later, because
 * blanking more cells only adds solutions. Any box geometry: its solver comes from the solver table (the 9×9
 * kernels for classic, the general solver for 4×4 and 6×6), its orbits and cheap proofs from its units.
 */
import { CLASSIC, type Geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import type { Rng } from '../rng.ts';
import { DEFAULT_NODE_BUDGET, solverFor, type GeometrySolver } from '../solve/index.ts';
import { randomSolvedGrid } from './fill.ts';
import { givenDigitsOf, type GivenDigits } from './given-digits.ts';
import { SwapSets } from './swap-sets.ts';
import { orbitsOf, type Symmetry } from './symmetry.ts';

/** The product promises at least this many blanks on every generated 9×9 puzzle. */
export const MIN_BLANKS = 40;

/**
 * The blanks promised at `geometry`: the same share of the cells as 40 of 81, rounded up (8 of 16 at 4×4, 18 of 36
 * at 6×6, 40 of 81 classic). Minimal puzzles leave far more blank at every size, so the promise costs no retries in
 * practice; it is kept by construction all the same (carvePuzzle).
 */
export const minBlanks = (geometry: Geometry): number =>
  Math.ceil((geometry.cellCount * MIN_BLANKS) / CLASSIC.cellCount);

export interface Carved {
  puzzle: Grid;
  solution: Grid;
  blanks: number;
}

/**
 * Blank every orbit, in random order, whose removal keeps the solution unique. Cheap proofs come first: a removal
 * that empties a two-digit swap group is rejected, one whose cells are all forced by singles from the givens is
 * accepted, and only the rest pay for a solver call. Indexed loops and no callback per orbit: a level search carves
 * a puzzle per attempt, and what it allocates keeps V8's collector threads busy beside it (issue 31).
 */
function carve(solution: Grid, symmetry: Symmetry, rng: Rng, geometry: Geometry, solver: GeometrySolver): Grid {
  const puzzle = solution.slice();
  const swapSets = new SwapSets(solution, geometry);
  const givens = givenDigitsOf(puzzle, geometry);
  const orbits = rng.shuffle(orbitsOf(symmetry, geometry).slice());
  for (let o = 0; o < orbits.length; o++) {
    const orbit = orbits[o];
    let exposed = false;
    for (let i = 0; i < orbit.length; i++) {
      const cell = orbit[i];
      puzzle[cell] = 0;
      givens.blank(cell, solution[cell]);
      if (swapSets.blank(cell)) exposed = true;
    }
    if (!exposed && allForced(givens, solution, orbit)) continue;
    if (!exposed && isStillUnique(solver, puzzle, solution, orbit)) continue;
    for (let i = 0; i < orbit.length; i++) {
      const cell = orbit[i];
      puzzle[cell] = solution[cell];
      givens.restore(cell, solution[cell]);
      swapSets.restore(cell);
    }
  }
  return puzzle;
}

/** True when the givens alone force each blanked cell of `orbit` to its solution digit. */
function allForced(givens: GivenDigits, solution: Grid, orbit: readonly number[]): boolean {
  for (let i = 0; i < orbit.length; i++) if (!givens.forces(orbit[i], solution[orbit[i]])) return false;
  return true;
}

/**
 * Whether the puzzle, unique before `orbit` was blanked, is unique still. A second solution would have to differ
 * from `solution` in a blanked cell, so for one cell the question is whether any solution avoids its digit.
 * A timeout (-1) counts as "not proven unique": the orbit is kept, so the result is unique whatever happens.
 */
function isStillUnique(solver: GeometrySolver, puzzle: Grid, solution: Grid, orbit: readonly number[]): boolean {
  if (orbit.length === 1) {
    return solver.countSolutionsExcept(puzzle, orbit[0], solution[orbit[0]], DEFAULT_NODE_BUDGET) === 0;
  }
  return solver.countSolutions(puzzle, 2, DEFAULT_NODE_BUDGET) === 1;
}

function countBlanks(grid: Grid): number {
  let blanks = 0;
  for (let cell = 0; cell < grid.length; cell++) if (grid[cell] === 0) blanks++;
  return blanks;
}

/**
 * The next minimal puzzle of `geometry` (classic 9×9 by default) with at least `minBlanks(geometry)` blanks that
 * `rng` yields; the stream alone decides which.
 */
export function carvePuzzle(symmetry: Symmetry, rng: Rng, geometry: Geometry = CLASSIC): Carved {
  const solver = solverFor(geometry);
  const least = minBlanks(geometry);
  for (;;) {
    const solution = randomSolvedGrid(rng, geometry);
    const puzzle = carve(solution, symmetry, rng, geometry, solver);
    const blanks = countBlanks(puzzle);
    // Minimal puzzles have far more blanks than promised, but the promise is kept by construction rather than by
    // luck: a shortfall draws the next grid from the same stream, so the result is still determined by the seed.
    if (blanks >= least) return { puzzle, solution, blanks };
  }
}
