// Variants (issue 30): the rules as data, their solver and counter, a checker written apart from the solver,
// f-puzzles' JSON read and written, and a generator of unique puzzles.
export { boxRegions, classicRules, type Cage, type VariantRules } from './rules.ts';
export { solveVariant, VARIANT_NODE_BUDGET, type VariantSolution } from './solve.ts';
export { checkVariant } from './check.ts';
export { readFpuzzles, writeFpuzzles, type FpuzzlesRead, type VariantPuzzle, type VariantRefusal } from './fpuzzles.ts';
export { generateVariant, type GeneratedVariant } from './generate.ts';
export { looksLikeVariantInput, readVariantPuzzle, type VariantFormat, type VariantRead } from './read-variant.ts';
export { underVariantRules } from './rules-by-name.ts';
export { isPuzzleLink, readPuzzleLink, writeFpuzzlesLink, writeSudokuPadLink, type LzBase64 } from './links.ts';
export { readVariantText, writeVariantText } from './text-form.ts';
export { cellChar, gridLayout, lineLayout } from './cells-text.ts';
export {
  VARIANT_NAMES,
  isJigsaw,
  readVariantName,
  rulesOfParts,
  sizeProblem,
  variantNameOf,
  type VariantName,
  type VariantParts,
} from './names.ts';
export { randomJigsawRegions } from './jigsaw-regions.ts';
export { jigsawLayout } from './jigsaw-layout.ts';
export { gradeVariant, type VariantGrade, type VariantGradeOptions } from './grade/variant-grade.ts';
export { nextVariantStep, applyVariantStep } from './grade/variant-search.ts';
export { VariantBoard, boardFromCandidates } from './grade/variant-board.ts';
export type { Candidate, VariantStep, VariantFacts, HouseRef } from './grade/variant-step.ts';
export type { House, HouseKind, CageRef } from './grade/houses.ts';
export { VARIANT_TECHNIQUES, VARIANT_LEVEL, type VariantTechniqueId } from './grade/variant-techniques.ts';
export {
  generateVariantAtLevel,
  MAX_ATTEMPTS as VARIANT_LEVEL_ATTEMPTS,
  type LevelledVariant,
} from './generate-level.ts';
// For the board's variant games (src/play/variant-geometry.ts, the drawing): the compiled rules and the shapes.
export { boxShape, windowCells } from './rules.ts';
export { compileRules, type VariantModel } from './model.ts';
