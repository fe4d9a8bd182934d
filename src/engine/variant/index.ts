// Variants (issue 30): the rules as data, their solver and counter, and a checker written apart from the solver.
export { boxRegions, classicRules, type Cage, type VariantRules } from './rules.ts';
export { solveVariant, type VariantSolution } from './solve.ts';
export { checkVariant } from './check.ts';
