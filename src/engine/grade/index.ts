/** Public API of the human-technique grader: grade(), nextStep(), the technique catalogue and the Step type. */
export {
  grade,
  gradeCandidateGrid,
  gradeBoard,
  type Grade,
  type GradedPuzzle,
  type UngradablePuzzle,
  type GradeOptions,
  type GradeStatus,
} from './grade.ts';
export { gradeLevel, type LevelGrade, type LevelGradeOptions } from './grade-level.ts';
export { nextStep, type HintResult, type InvalidReason } from './hint.ts';
export { TECHNIQUES, TECHNIQUE_BY_ID, UNIQUENESS_TECHNIQUES } from './techniques.ts';
export { LEVELS, isLevel, levelIndex, type Level } from '../levels.ts';
export type { TechniqueInfo } from './techniques.ts';
export { IMPLEMENTED_TECHNIQUES, applyStep, findStep, slotOf, type SearchContext } from './search.ts';
export { CandidateGrid } from './candidates.ts';
/** @deprecated Renamed CandidateGrid ('board' names the player's grid and the element); this alias will go. */
export { CandidateGrid as CandidateBoard } from './candidates.ts';
export type { Candidate, CellSet, ChainLink, Contradiction, Step, StepFacts, TechniqueId } from './step.ts';
