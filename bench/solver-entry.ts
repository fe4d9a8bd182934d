// What the solver benchmark bundles: the solver's public entries and the switch to the WebAssembly kernel.
export { countSolutions, solve, solveInto, useSolverKernel } from '../src/engine/solve.ts';
export { enableWasmSolver } from '../src/engine/solver/wasm-solver.ts';
