/**
 * gradeLevel(grid): what grade() says of a puzzle's difficulty (level, score, `above`, status) without its steps. The
 * path is grade()'s, step for step, but a single (most steps of any puzzle) is placed straight from the scan's answer
 * with no step object, and no list of steps is kept: the generator grades thousands of attempts for each puzzle it
 * keeps and reads only the level and score, and in a hard batch the singles' step objects were 45 % of the bytes it
 * allocated, garbage that kept the collector's threads busy beside the main one (issue 31). The techniques above the
 * singles still make their steps (grade()'s finders, by way of findStep): they are a few per puzzle.
 */
import { CLASSIC } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { heartbeat } from '../heartbeat.ts';
import { MAX_STEPS, gradingStart, type GradeOptions, type GradedPuzzle, type UngradablePuzzle } from './grade.ts';
import { SearchMemo } from './memo.ts';
import { SINGLES_SLOTS, applyStep, findStep, type SearchContext } from './search.ts';
import { NO_SINGLE, hitCell, hitDigit, scanFullHouse, scanHiddenSingle, scanNakedSingle } from './singles.ts';
import { LEVELS, TECHNIQUE_BY_ID, levelIndex, stepScore } from './techniques.ts';

/** grade()'s answer without `steps` and `counts`: the same status, level, score, `solved` and `above`. */
export type LevelGrade = Omit<GradedPuzzle, 'steps' | 'counts'> | Omit<UngradablePuzzle, 'steps' | 'counts'>;

/** grade()'s options but `stopAfter` (the technique trainer's, which reads the steps). */
export type LevelGradeOptions = Omit<GradeOptions, 'stopAfter'>;

const FULL_HOUSE_WEIGHT = TECHNIQUE_BY_ID['full-house'].weight;
const NAKED_SINGLE_WEIGHT = TECHNIQUE_BY_ID['naked-single'].weight;
const HIDDEN_SINGLE_WEIGHT = TECHNIQUE_BY_ID['hidden-single'].weight;

/**
 * `grade(grid, options)` without the steps: equal to it in status, level, score, `solved`, `above` and `message` for
 * every grid and option (test/engine/grade-level.test.ts).
 */
export function gradeLevel(grid: Grid, options: LevelGradeOptions = {}): LevelGrade {
  const start = gradingStart(grid, options.geometry ?? CLASSIC);
  if ('status' in start) {
    const { status, level, score, solved, message } = start;
    return { status, level, score, solved, message };
  }
  const { candidates, ctx } = start;
  const maxLevel = options.stopAbove === undefined ? -1 : levelIndex(options.stopAbove);
  const limited = maxLevel >= 0 && maxLevel < LEVELS.length - 1;
  // gradeCandidateGrid's context, field for field in its order: the finders see one shape of context.
  const search: SearchContext = {
    unique: ctx.unique,
    givens: ctx.givens,
    solution: ctx.solution,
    memo: new SearchMemo(),
    maxLevel: limited ? options.stopAbove : undefined,
    lastSlot: undefined,
  };
  const status = ctx.unique ? 'graded' : 'multiple-solutions';
  let score = 0;
  let level = 0;
  let steps = 0;
  let above = false;
  while (!candidates.isSolved() && steps < MAX_STEPS) {
    heartbeat(); // as gradeCandidateGrid: a worker grading a long grid stays audible (heartbeat.ts)
    // The singles in the catalogue's order (their slots come first in findStep), each placed as applyStep would.
    let weight = FULL_HOUSE_WEIGHT;
    let hit = scanFullHouse(candidates);
    if (hit === NO_SINGLE) {
      weight = NAKED_SINGLE_WEIGHT;
      hit = scanNakedSingle(candidates);
    }
    if (hit === NO_SINGLE) {
      weight = HIDDEN_SINGLE_WEIGHT;
      hit = scanHiddenSingle(candidates);
    }
    if (hit !== NO_SINGLE) {
      const cell = hitCell(hit);
      if (candidates.values[cell] !== 0) break; // applyStep's "changed nothing" (a finder bug, never expected)
      candidates.place(cell, hitDigit(hit));
      score += weight;
      steps++;
      continue;
    }
    const step = findStep(candidates, search, SINGLES_SLOTS);
    if (!step && limited) {
      above = true;
      break;
    }
    if (!step || !applyStep(candidates, step)) break;
    steps++;
    score += stepScore(step);
    const li = levelIndex(TECHNIQUE_BY_ID[step.technique].level);
    if (li > level) level = li;
  }
  search.memo?.release();
  if (above) return { status, level: LEVELS[maxLevel + 1], score, solved: false, above: true };
  return { status, level: LEVELS[level], score, solved: candidates.isSolved() };
}
