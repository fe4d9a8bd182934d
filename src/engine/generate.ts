/**
 * Puzzle generator: a random solved grid from the seeded PRNG, then cells (or whole symmetric orbits of cells)
 * blanked in random order whenever the solution stays unique. One pass over the orbits yields a puzzle that is
 * minimal for its symmetry: an orbit that could not be blanked earlier can never be blanked later, because
 * blanking more cells only adds solutions.
 */
import { CELLS, PEERS, type Grid } from './grid.ts';
import { createRng, randomSeed, type Rng } from './rng.ts';
import { solve } from './solve.ts';
import { randomSolvedGrid } from './generate/fill.ts';
import { solvesWithSingles } from './generate/singles.ts';
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

/** True when blanking `orbit` (already zeroed in `puzzle`) keeps exactly one solution. */
function staysUnique(puzzle: Grid, orbit: readonly number[], solution: Grid): boolean {
  // Cheapest proof: each blanked cell sees the eight other digits among the remaining givens.
  let allForced = true;
  for (const cell of orbit) {
    let seen = 0;
    for (const peer of PEERS[cell]) if (puzzle[peer] !== 0) seen |= 1 << (puzzle[peer] - 1);
    if ((seen | (1 << (solution[cell] - 1))) !== 0x1ff) {
      allForced = false;
      break;
    }
  }
  if (allForced || solvesWithSingles(puzzle)) return true;
  // A timeout counts as "not proven unique": the orbit is kept, so the result is unique whatever happens.
  const result = solve(puzzle, { limit: 2 });
  return result.status === 'solved' && result.count === 1;
}

/** Blank every orbit, in random order, whose removal keeps the solution unique. */
function carve(solution: Grid, symmetry: Symmetry, rng: Rng): Grid {
  const puzzle = solution.slice();
  for (const orbit of rng.shuffle(orbitsOf(symmetry).slice())) {
    for (const cell of orbit) puzzle[cell] = 0;
    if (!staysUnique(puzzle, orbit, solution)) for (const cell of orbit) puzzle[cell] = solution[cell];
  }
  return puzzle;
}

function countBlanks(grid: Grid): number {
  let blanks = 0;
  for (let cell = 0; cell < CELLS; cell++) if (grid[cell] === 0) blanks++;
  return blanks;
}

/** A random puzzle with exactly one solution and at least 40 blanks; reproducible from `seed`. */
export function generate(options: GenerateOptions = {}): Generated {
  const seed = options.seed ?? randomSeed();
  const symmetry: Symmetry = isSymmetry(options.symmetry) ? options.symmetry : 'none';
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
