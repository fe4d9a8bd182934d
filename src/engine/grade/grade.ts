/**
 * grade(grid): solves the puzzle the way a person would, always with the easiest applicable technique, and rates it
 * by the hardest technique it needed (level) and the sum of HoDoKu's weights over all steps (score).
 *
 * Uniqueness techniques (unique rectangles, BUG+1) assume the puzzle has exactly one solution. grade() checks that
 * with the solver first and only uses them when it holds; for a puzzle with several solutions the path still ends in
 * one of them (via trial if needed) and `status` says 'multiple-solutions'.
 */
import { describeConflict } from '../conflict-words.ts';
import { CLASSIC, type Geometry } from '../geometry.ts';
import { isGridOf } from '../grid-shape.ts';
import { findConflicts, type Grid } from '../grid.ts';
import { heartbeat } from '../heartbeat.ts';
import { solve } from '../solve/index.ts';
import { CandidateGrid } from './candidates.ts';
import { SearchMemo } from './memo.ts';
import { IMPLEMENTED_TECHNIQUES, applyStep, findStep, slotOf, type SearchContext } from './search.ts';
import { canGrade } from './shape.ts';
import type { Step } from './step.ts';
import { LEVELS, TECHNIQUE_BY_ID, levelIndex, stepScore, type Level, type TechniqueId } from './techniques.ts';
import { outOfLine } from '../out-of-line.ts';

export type GradeStatus = Grade['status'];

interface GradeBase {
  /** Sum of the steps' weights. */
  score: number;
  steps: Step[];
  /** True when the steps end with every cell filled. */
  solved: boolean;
  /** Steps per technique id, e.g. { 'hidden-single': 40, 'x-wing': 1 }. */
  counts: Record<string, number>;
  /**
   * Set only when grade() was called with `stopAbove` and the puzzle needs a technique harder than that level:
   * grading stopped there, `level` is the first level above `stopAbove` (a lower bound), `solved` is false and
   * `steps` is the path up to the point where only harder techniques help.
   */
  above?: true;
}

/** A puzzle with a solution, graded. */
export interface GradedPuzzle extends GradeBase {
  /** 'multiple-solutions': the path ends in one of them, without uniqueness techniques. */
  status: 'graded' | 'multiple-solutions';
  /** The level of the hardest technique used ('easy' for an already solved grid). */
  level: Level;
}

/** A grid that could not be graded: malformed or clashing ('invalid'), or without a solution. */
export interface UngradablePuzzle extends GradeBase {
  status: 'no-solution' | 'invalid';
  /** No level: there is no solution path to rate. */
  level: null;
  /** What is wrong, e.g. "two 5s in row 1 (r1c2, r1c7)". */
  message: string;
}

export type Grade = GradedPuzzle | UngradablePuzzle;

export interface GradeOptions {
  /**
   * Stop as soon as the easiest next step is beyond this level and report `above: true`. Techniques above it are
   * searched only where the catalogue tries them before one within it (HoDoKu's order puts some expert fish before
   * the hard colouring: techniques.ts), so the answer is the full grade's, and rejecting a too-hard puzzle costs no
   * chain search: generation by level uses this. The default (no `stopAbove`) grades to the end.
   */
  stopAbove?: Level;
  /**
   * Stop as soon as the easiest next step is a technique that comes after this one in the catalogue's search order
   * (techniques.ts), or one above its level, and report `above: true` (with `level` the hardest level used so far, a
   * lower bound). No technique after it is ever searched: the technique trainer uses this to reject a puzzle that
   * needs more than the technique it is after, for the price of grading up to it. Overrides `stopAbove`.
   */
  stopAfter?: TechniqueId;
  /**
   * The grid's shape (default classic 9×9). At another box geometry (4×4, 6×6: geometries.ts) the grid has its cell
   * count and digits up to its size, and only the techniques that work at any geometry are tried (techniques.ts'
   * anyGeometry), in the usual order; where they cannot finish, trial from the solution does, as at 9×9.
   */
  geometry?: Geometry;
}

/** No real solution path is this long (at most 81 placements and 729 eliminations at 9×9); a guard against a finder bug. */
export const MAX_STEPS = 1000;

function ungradable(status: UngradablePuzzle['status'], message: string): UngradablePuzzle {
  return { level: null, score: 0, steps: [], solved: false, counts: {}, status, message };
}

/** Grades from a candidate state; the shared core of grade() (and usable on a player's grid with their notes). */
export function gradeCandidateGrid(
  candidates: CandidateGrid,
  ctx: SearchContext,
  options: GradeOptions = {},
): Omit<GradedPuzzle, 'status'> {
  const steps: Step[] = [];
  // Steps per technique, by slot, and the slots in the order they were first used (the counts' key order): the
  // record itself is built once at the end, since a record gaining keys in the loop changes its hidden class with
  // every new technique, and the loop's optimized code deoptimized on that (issue 31).
  const tally = new Int32Array(IMPLEMENTED_TECHNIQUES.length);
  const used: number[] = [];
  let score = 0;
  let level = 0;
  const after = options.stopAfter === undefined ? undefined : TECHNIQUE_BY_ID[options.stopAfter];
  const stopAbove = after ? after.level : options.stopAbove;
  const maxLevel = stopAbove === undefined ? -1 : levelIndex(stopAbove);
  const limited = after !== undefined || (maxLevel >= 0 && maxLevel < LEVELS.length - 1);
  // Every field named, in one order (not spread from ctx): the finders read one shape of context whoever calls.
  const search: SearchContext = {
    unique: ctx.unique,
    givens: ctx.givens,
    solution: ctx.solution,
    memo: ctx.memo ?? new SearchMemo(),
    maxLevel: limited ? stopAbove : undefined,
    lastSlot: after ? slotOf(after.id) : undefined,
  };
  let above: Omit<GradedPuzzle, 'status'> | null = null;
  while (!candidates.isSolved() && steps.length < MAX_STEPS) {
    heartbeat(); // a worker grading a long grid stays audible (heartbeat.ts)
    const step = findStep(candidates, search);
    if (!step && limited) {
      const bound = after ? LEVELS[level] : LEVELS[maxLevel + 1];
      above = { level: bound, score, steps, solved: false, counts: countsOf(tally, used), above: true };
      break;
    }
    if (!step || !applyStep(candidates, step)) break;
    steps.push(step);
    const info = TECHNIQUE_BY_ID[step.technique];
    score += stepScore(step);
    const slot = SLOT_OF[step.technique];
    if (tally[slot]++ === 0) used.push(slot);
    const li = levelIndex(info.level);
    if (li > level) level = li;
  }
  // A memo made here has no other user: its snapshots go back to the shared pool for the next puzzle (memo.ts).
  if (!ctx.memo) search.memo?.release();
  return above ?? { level: LEVELS[level], score, steps, solved: candidates.isSolved(), counts: countsOf(tally, used) };
}

/** A technique's slot in the search order, by id. */
const SLOT_OF: Readonly<Record<string, number>> = Object.fromEntries(
  IMPLEMENTED_TECHNIQUES.map((id, slot) => [id, slot]),
);

/** Steps per technique id, keyed in the order the techniques were first used. */
function countsOf(tally: Int32Array, used: readonly number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const slot of used) counts[IMPLEMENTED_TECHNIQUES[slot]] = tally[slot];
  return counts;
}

/** @deprecated Renamed gradeCandidateGrid ('board' names the player's grid and the element); this alias will go. */
export const gradeBoard = gradeCandidateGrid;

/**
 * Whether a digit repeats in a unit of a grid already checked to be one (isGridOf): the common answer, no, without
 * the list findConflicts builds, since a batch or a level search grades thousands of valid grids.
 */
function hasConflict(grid: Grid, geometry: Geometry): boolean {
  for (const unit of geometry.units) {
    let seen = 0;
    for (const cell of unit.cells) {
      const bit = grid[cell] === 0 ? 0 : 1 << grid[cell];
      if (seen & bit) return true;
      seen |= bit;
    }
  }
  return false;
}

/**
 * Grades a puzzle (81 digits, 0 blank; or the cells of `options.geometry`). Never throws: a malformed, clashing or unsolvable grid comes back with
 * `status` 'invalid' or 'no-solution' and a `message`.
 *
 * @param options.stopAbove stop early, with `above: true`, once the puzzle needs a technique beyond this level
 *   (e.g. `grade(p, { stopAbove: 'hard' })` never runs a chain search); without it the result is the full grade.
 */
export function grade(grid: Grid, options: GradeOptions = {}): Grade {
  const start = gradingStart(grid, options?.geometry ?? CLASSIC);
  if ('status' in start) return start;
  const graded = gradeCandidateGrid(start.candidates, start.ctx, options ?? {});
  return { ...graded, status: start.ctx.unique ? 'graded' : 'multiple-solutions' };
}

/** Where grading a grid starts: its candidates and search context, or why it cannot be graded. */
export function gradingStart(
  grid: Grid,
  geometry: Geometry,
): { candidates: CandidateGrid; ctx: SearchContext } | UngradablePuzzle {
  if (geometry !== CLASSIC && !canGrade(geometry))
    return ungradable('invalid', 'the grader works on box geometries up to 9×9 (4×4, 6×6, 9×9)');
  if (!isGridOf(grid, geometry))
    return ungradable('invalid', `a grid is ${geometry.cellCount} integers from 0 to ${geometry.size}`);
  // Its helpers out of line (out-of-line.ts): each runs once per grade, and this, compiled late in a batch, copied
  // them in though they were compiled already (issue 31).
  if (outOfLine(hasConflict, grid, geometry)) {
    const conflicts = findConflicts(grid, geometry.units);
    return ungradable('invalid', describeConflict(conflicts[0], geometry));
  }
  const result = outOfLine(solve, grid, { limit: 2, geometry });
  if (result.status !== 'solved' || !result.solution) {
    return ungradable('no-solution', result.status === 'timeout' ? 'the solver gave up' : 'the puzzle has no solution');
  }
  const ctx: SearchContext = { unique: result.count === 1, solution: result.solution, givens: grid };
  return { candidates: outOfLine(CandidateGrid.fromGrid, grid, geometry), ctx };
}
