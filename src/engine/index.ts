/** Public API of the engine: pure functions, no DOM, no chrome.*, no process. */
export * from './grid.ts';
// The grid's shape: grid.ts's values are the classic geometry's; 4×4 and 6×6 go through parse, solve and format.
export { CLASSIC, boxGeometry, cellNameIn, type Geometry } from './geometry.ts';
export { GRID_SIZES, MINI, SIX, geometryOfSize, isGridSize, type GridSize } from './geometries.ts';
export * from './conflict-words.ts';
export * from './rng.ts';
// solve/ and parse/ also serve the CLI (the WebAssembly switch, line reading): the package exports what it always did.
export {
  DEFAULT_NODE_BUDGET,
  TIMEOUT,
  countSolutions,
  countSolutionsExcept,
  lastNodeCount,
  solve,
  solveInto,
  solverKernelName,
  useSolverKernel,
  type SolveOptions,
  type SolveResult,
  type SolveStatus,
  type SolverKernel,
  solverFor,
  type GeometrySolver,
} from './solve/index.ts';
export * from './generate/index.ts';
export {
  MAX_PARSE_LENGTH,
  parse,
  type ParseError,
  type ParseErrorCode,
  type ParseOptions,
  type ParseResult,
} from './parse/index.ts';
export * from './format.ts';
export * from './share.ts';
export * from './grade/index.ts';
export * from './scan/index.ts';
