// Variants (issue 30): the rules as data, their solver and counter, a checker written apart from the solver,
// f-puzzles' JSON read and written, and a generator of unique puzzles.
export { boxRegions, classicRules, type Cage, type VariantRules } from './rules.ts';
export { solveVariant, VARIANT_NODE_BUDGET, type VariantSolution } from './solve.ts';
export { checkVariant } from './check.ts';
export { readFpuzzles, writeFpuzzles, type FpuzzlesRead, type VariantPuzzle } from './fpuzzles.ts';
export { generateVariant, type GeneratedVariant } from './generate.ts';
// For the board's variant games (src/play/variant-geometry.ts, the drawing): the compiled rules and the shapes.
export { boxShape, windowCells } from './rules.ts';
export { compileRules, type VariantModel } from './model.ts';
