/**
 * Public solver API: `solve(grid, { limit, nodeBudget })`. The work happens in this folder (band bitboards,
 * singles propagation before every guess, bivalue-first guessing); this file turns its numbers into a typed result.
 */
import { CLASSIC, type Geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { solverFor, type GeometrySolver } from './by-geometry.ts';
import { DEFAULT_NODE_BUDGET, TIMEOUT, lastNodeCount, solveInto, toNumber } from './kernels.ts';
import { outOfLine } from '../out-of-line.ts';

export { generalSolverFor, solverFor, type GeometrySolver } from './by-geometry.ts';

export {
  DEFAULT_NODE_BUDGET,
  TIMEOUT,
  countSolutions,
  countSolutionsExcept,
  lastNodeCount,
  solveInto,
  solverKernelName,
  useSolverKernel,
  type SolverKernel,
} from './kernels.ts';
/** Opt-in, for hosts that know their CSP allows WebAssembly (the CLI); see wasm-solver.ts. */
export { enableWasmSolver } from './wasm-solver.ts';

export interface SolveOptions {
  /** Stop counting at this many solutions (2 = uniqueness check). Default 1. */
  limit?: number;
  /** Upper bound on search nodes (guesses); past it the result is `timeout`. Default 5,000,000. */
  nodeBudget?: number;
  /** The grid's shape (default classic 9×9, solved by the bitboard kernel); another goes to the general solver. */
  geometry?: Geometry;
}

export type SolveStatus = 'solved' | 'unsolvable' | 'timeout';

export interface SolveResult {
  /** `solved`: at least one solution found; `unsolvable`: none exists (or the givens conflict); `timeout`: budget hit. */
  status: SolveStatus;
  /** The first solution found, or null. Givens are never changed. */
  solution: Grid | null;
  /** Solutions found, up to `limit`. `count === limit` means "at least limit". */
  count: number;
  /** Search nodes used, for benchmarks and budgets. */
  nodes: number;
}

/**
 * Solves `grid` (81 cells, 0 blank; or `options.geometry`'s cell count) and counts solutions up to `limit`. Malformed input (wrong length, values that
 * are not integers 0–9) and clashing givens give `unsolvable` with count 0; it never throws.
 */
export function solve(grid: Grid, options: SolveOptions = {}): SolveResult {
  const limitOption = toNumber(options?.limit ?? 1);
  const budgetOption = toNumber(options?.nodeBudget ?? DEFAULT_NODE_BUDGET);
  const limit = Number.isFinite(limitOption) && limitOption >= 1 ? Math.floor(limitOption) : 1;
  const budget = Number.isNaN(budgetOption) ? DEFAULT_NODE_BUDGET : Math.max(0, budgetOption);
  const geometry = options?.geometry ?? CLASSIC;
  // Classic 9×9 calls the kernel straight, as before the solver table: this is the hot path.
  let solver: GeometrySolver | null = null;
  let out: number[];
  let result: number;
  try {
    solver = geometry === CLASSIC ? null : solverFor(geometry);
    out = new Array<number>(geometry.cellCount);
    // The kernel's entry out of line (out-of-line.ts): compiled on its own, and copied into this once per caller
    // level otherwise (issue 31: three copies in a one-job batch).
    result = solver ? solver.solveInto(grid, out, limit, budget) : outOfLine(solveInto, grid, out, limit, budget);
  } catch {
    // Only an exotic array-like (a throwing getter) or a geometry that is not one can get here.
    return { status: 'unsolvable', solution: null, count: 0, nodes: 0 };
  }
  const nodes = solver ? solver.lastNodeCount() : lastNodeCount();
  if (result === TIMEOUT) return { status: 'timeout', solution: null, count: 0, nodes };
  if (result === 0) return { status: 'unsolvable', solution: null, count: 0, nodes };
  return { status: 'solved', solution: out, count: result, nodes };
}
