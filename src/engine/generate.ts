/**
 * Puzzle generator: a random solved grid from the seeded PRNG, then cells (or whole symmetric orbits of cells)
 * blanked in random order whenever the solution stays unique. One pass over the orbits yields a puzzle that is
 * minimal for its symmetry: an orbit that could not be blanked earlier can never be blanked later, because
 * blanking more cells only adds solutions.
 */
import { CELLS, type Grid } from './grid.ts';
import { createRng, randomSeed, type Rng } from './rng.ts';
import { countSolutions } from './solve.ts';
import { randomSolvedGrid } from './generate/fill.ts';
import { GivenDigits } from './generate/given-digits.ts';
import { SwapSets } from './generate/swap-sets.ts';
import { isSymmetry, orbitsOf, type Symmetry } from './generate/symmetry.ts';

export { SYMMETRIES, isSymmetric, isSymmetry, orbitsOf, type Symmetry } from './generate/symmetry.ts';

export interface GenerateOptions {
  /** Same seed and same options give the same puzzle in Node, a Web Worker and an MV3 service worker. */
  seed?: number | string;
  /** Shape of the givens pattern. Default 'none'; an unknown value also means 'none' (see `Generated.symmetry`). */
  symmetry?: Symmetry;
}

export interface Generated {
  /** Givens, 0 = blank: exactly one solution and at least `MIN_BLANKS` blanks. */
  puzzle: Grid;
  solution: Grid;
  /** The seed used (a fresh random one when none was given), so the puzzle can be replayed. */
  seed: number | string;
  blanks: number;
  /** The symmetry actually applied. */
  symmetry: Symmetry;
}

/** The product promises at least this many blanks on every generated puzzle. */
export const MIN_BLANKS = 40;

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
    // A timeout (-1) counts as "not proven unique": the orbit is kept, so the result is unique whatever happens.
    if (!exposed && countSolutions(puzzle, 2) === 1) continue;
    for (const cell of orbit) {
      puzzle[cell] = solution[cell];
      givens.restore(cell, solution[cell]);
      swapSets.restore(cell);
    }
  }
  return puzzle;
}

function countBlanks(grid: Grid): number {
  let blanks = 0;
  for (let cell = 0; cell < CELLS; cell++) if (grid[cell] === 0) blanks++;
  return blanks;
}

/**
 * A random puzzle with exactly one solution and at least 40 blanks; reproducible from `seed`. Never throws: from
 * untyped callers, a seed that is neither a number nor a string is replaced by a random one, an unknown symmetry
 * by 'none', and the result reports what was used.
 */
export function generate(options: GenerateOptions = {}): Generated {
  const given: unknown = options?.seed;
  const seed = typeof given === 'number' || typeof given === 'string' ? given : randomSeed();
  const symmetry: Symmetry = isSymmetry(options?.symmetry) ? options.symmetry : 'none';
  const rng = createRng(seed);
  for (;;) {
    const solution = randomSolvedGrid(rng);
    const puzzle = carve(solution, symmetry, rng);
    const blanks = countBlanks(puzzle);
    // Minimal puzzles have far more than 40 blanks, but the promise is kept by construction rather than by luck:
    // a shortfall draws the next grid from the same stream, so the result is still determined by the seed.
    if (blanks >= MIN_BLANKS) return { puzzle, solution, seed, blanks, symmetry };
  }
}
