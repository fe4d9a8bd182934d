// What the solver benchmark bundles: the solver's public entries and the switch to the WebAssembly kernel.
export { countSolutions, solve, solveInto, useSolverKernel } from '../src/engine/solve/index.ts';
export { enableWasmSolver } from '../src/engine/solve/wasm-solver.ts';
