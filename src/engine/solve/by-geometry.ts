/**
 * Which solver serves which geometry, as tdoku keeps its solvers behind a table: classic 9×9 goes to the bitboard
 * kernel in use (TypeScript or WebAssembly, kernel.ts), any other geometry to the general solver driven by its units.
 */
import { CLASSIC, type Geometry } from '../geometry.ts';
import { countGeneralExcept, generalNodeCount, solveGeneralInto } from './general.ts';
import { countSolutions, countSolutionsExcept, lastNodeCount, solveInto, toNumber } from './kernels.ts';

/** The kernels' entry points (kernel.ts), for one geometry. */
export interface GeometrySolver {
  countSolutions(cells: ArrayLike<number>, limit: number, budget: number): number;
  solveInto(cells: ArrayLike<number>, out: number[] | Uint8Array, limit: number, budget: number): number;
  countSolutionsExcept(cells: ArrayLike<number>, cell: number, digit: number, budget: number): number;
  lastNodeCount(): number;
}

const CLASSIC_SOLVER: GeometrySolver = { countSolutions, solveInto, countSolutionsExcept, lastNodeCount };

const general = (geometry: Geometry): GeometrySolver => ({
  countSolutions: (cells, limit, budget) => solveGeneralInto(geometry, cells, null, toNumber(limit), toNumber(budget)),
  solveInto: (cells, out, limit, budget) => solveGeneralInto(geometry, cells, out, toNumber(limit), toNumber(budget)),
  countSolutionsExcept: (cells, cell, digit, budget) =>
    countGeneralExcept(geometry, cells, toNumber(cell), toNumber(digit), toNumber(budget)),
  lastNodeCount: generalNodeCount,
});

/** The table: the first row whose test accepts the geometry serves it; the general solver takes the rest. */
const SOLVERS: readonly { accepts: (geometry: Geometry) => boolean; solver: (geometry: Geometry) => GeometrySolver }[] =
  [
    { accepts: (geometry) => geometry === CLASSIC, solver: () => CLASSIC_SOLVER },
    { accepts: () => true, solver: general },
  ];

const chosen = new WeakMap<Geometry, GeometrySolver>();

/** The solver for `geometry` (the same object on every call for one geometry). */
export function solverFor(geometry: Geometry): GeometrySolver {
  let solver = chosen.get(geometry);
  if (!solver) {
    const row = SOLVERS.find((entry) => entry.accepts(geometry)) ?? SOLVERS[SOLVERS.length - 1];
    solver = row.solver(geometry);
    chosen.set(geometry, solver);
  }
  return solver;
}

/** The general solver for `geometry`, whatever the table says: the tests check it against the 9×9 kernel. */
export const generalSolverFor = general;
