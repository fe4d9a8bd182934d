/**
 * The solver's entry points, over whichever kernel is in use. The TypeScript kernel (bitboard.ts) runs everywhere and
 * is the default; a host that can run WebAssembly may switch to the WebAssembly kernel (wasm-solver.ts), which gives
 * the same answers faster. The engine itself never loads WebAssembly on its own: a page or extension whose CSP refuses
 * it would log a violation, so only hosts that know they allow it (the CLI) opt in.
 */
import * as typescriptKernel from './bitboard.ts';
import { DEFAULT_NODE_BUDGET } from './bitboard.ts';

export { DEFAULT_NODE_BUDGET, TIMEOUT } from './bitboard.ts';

/** What a kernel provides; the semantics are bitboard.ts's (see the wrappers below). */
export interface SolverKernel {
  readonly name: 'typescript' | 'webassembly' | 'webassembly-simd';
  countSolutions(cells: ArrayLike<number>, limit: number, budget: number): number;
  solveInto(cells: ArrayLike<number>, out: number[] | Uint8Array, limit: number, budget: number): number;
  countSolutionsExcept(cells: ArrayLike<number>, cell: number, digit: number, budget: number): number;
  lastNodeCount(): number;
}

export const TYPESCRIPT_KERNEL: SolverKernel = {
  name: 'typescript',
  countSolutions: typescriptKernel.countSolutions,
  solveInto: typescriptKernel.solveInto,
  countSolutionsExcept: typescriptKernel.countSolutionsExcept,
  lastNodeCount: typescriptKernel.lastNodeCount,
};

let active: SolverKernel = TYPESCRIPT_KERNEL;

/** Switches every solver entry point to `kernel` (the TypeScript one when null). */
export function useSolverKernel(kernel: SolverKernel | null): void {
  active = kernel ?? TYPESCRIPT_KERNEL;
}

/** The kernel in use: 'typescript', 'webassembly' (plain) or 'webassembly-simd'. */
export function solverKernelName(): SolverKernel['name'] {
  return active.name;
}

/**
 * A count or budget from an untyped caller as a number: what `Number()` makes of it, or NaN where `Number()` throws
 * (a symbol, an object with no primitive value), which each caller then treats as out of range. A BigInt reaching
 * the kernels' arithmetic would throw too, so it is converted here.
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  try {
    return Number(value);
  } catch {
    return NaN;
  }
}

/**
 * Fast entry for hot callers (uniqueness checks in the generator): how many solutions `cells` has, counting up to
 * `limit` (so with limit 2 the answer 1 means "unique"). `cells` is 81 digits, 0 for blank, as an array or typed array.
 * Returns 0 for no solution, clashing givens or malformed input, and TIMEOUT (-1) when `budget` guesses were spent
 * before `limit` solutions were found. Never throws for well-behaved array-likes.
 */
export function countSolutions(cells: ArrayLike<number>, limit = 2, budget = DEFAULT_NODE_BUDGET): number {
  return active.countSolutions(cells, toNumber(limit), toNumber(budget));
}

/** Like countSolutions, and when a solution was found also writes the first one into `out` (81 digits 1–9). */
export function solveInto(
  cells: ArrayLike<number>,
  out: number[] | Uint8Array,
  limit = 1,
  budget = DEFAULT_NODE_BUDGET,
): number {
  return active.solveInto(cells, out, toNumber(limit), toNumber(budget));
}

/**
 * Whether `cells` has a solution in which blank `cell` holds a digit other than `digit` (1–9): 1 if so, 0 if not,
 * TIMEOUT when the budget ran out first. The generator's uniqueness test after blanking one cell of a puzzle that was
 * unique: any second solution must differ there, and looking only for that one is about half the work of counting to
 * two (there is no first solution to find and walk past).
 */
export function countSolutionsExcept(
  cells: ArrayLike<number>,
  cell: number,
  digit: number,
  budget = DEFAULT_NODE_BUDGET,
): number {
  return active.countSolutionsExcept(cells, toNumber(cell), toNumber(digit), toNumber(budget));
}

/** Guesses (search nodes) used by the most recent solver call. */
export function lastNodeCount(): number {
  return active.lastNodeCount();
}
