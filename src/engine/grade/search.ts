/**
 * The easiest applicable step: every technique finder, tried in the catalogue's order (techniques.ts), cheap ones
 * first. Shared by grade() and nextStep().
 */
import type { Grid } from '../grid.ts';
import type { CandidateGrid } from './candidates.ts';
import { ALL_DIRTY, SearchMemo } from './memo.ts';
import { CLASSIC_SHAPE } from './shape.ts';
import type { Step, TechniqueId } from './step.ts';
import { LEVELS, TECHNIQUES, levelIndex, type Finder, type Level } from './techniques.ts';

export interface SearchContext {
  /** The puzzle has exactly one solution, so uniqueness techniques (UR, BUG+1) are sound. */
  unique: boolean;
  /**
   * The puzzle's givens (81 digits, 0 blank), when known: a placed digit that is not a given was solved, which
   * avoidable rectangles reason about. Without it every placed digit counts as a given.
   */
  givens?: Grid;
  /** The solution, for the bounded trial; null when unknown. */
  solution: Grid | null;
  /** The grader's cache (memo.ts); grading keeps one per puzzle, and a search without one makes its own. */
  memo?: SearchMemo;
  /**
   * Optional (grade()'s stopAbove): find the easiest step only if its technique is within this level, else null.
   * Techniques above the level are searched only where the catalogue tries them before one within it.
   */
  maxLevel?: Level;
  /**
   * Optional (grade()'s stopAfter): search no technique after this slot of the catalogue (with `maxLevel` its
   * level), so a step that needs a later technique is null. The technique trainer grades with it.
   */
  lastSlot?: number;
}

// The search order as parallel arrays, read by slot on every step (no string-keyed lookups in the loop).
const FINDER_FNS: readonly Finder[] = TECHNIQUES.map((t) => t.finder);
const FINDER_LEVEL: Int8Array = Int8Array.from(TECHNIQUES, (t) => levelIndex(t.level));
const FINDER_UNIQUENESS: Uint8Array = Uint8Array.from(TECHNIQUES, (t) => (t.uniqueness ? 1 : 0));
const FINDER_ANY_GEOMETRY: Uint8Array = Uint8Array.from(TECHNIQUES, (t) => (t.anyGeometry ? 1 : 0));

/**
 * For each level, the slot after the last technique within it: a search up to a level stops there. The catalogue is
 * not strictly ordered by level (HoDoKu tries some expert fish before the hard colouring), so the techniques above a
 * level that come before this slot are searched too: when one of them is the easiest step, the puzzle needs it.
 */
const END_OF_LEVEL: Int16Array = Int16Array.from(LEVELS, (_, level) => {
  let end = 0;
  for (let slot = 0; slot < FINDER_LEVEL.length; slot++) if (FINDER_LEVEL[slot] <= level) end = slot + 1;
  return end;
});

/** The singles (full house, naked single, hidden single): the catalogue's first slots, tried on every step. */
export const SINGLES_SLOTS = TECHNIQUES.findIndex(
  (t) => !['full-house', 'naked-single', 'hidden-single'].includes(t.id),
);

/** Technique ids the solver can apply, in search order: every row of the catalogue has its finder. */
export const IMPLEMENTED_TECHNIQUES: readonly TechniqueId[] = TECHNIQUES.map((t) => t.id);

/** A technique's place in the search order (0 = tried first). */
export const slotOf = (id: TechniqueId): number => IMPLEMENTED_TECHNIQUES.indexOf(id);

/**
 * The easiest step on `b`, or null when none applies (a contradictory state, or no solution known for trial). On a
 * grid of another shape than classic 9×9, only the techniques that work at any box geometry are tried (techniques.ts'
 * anyGeometry), in the same order. `firstSlot` skips the slots before it: a caller that has just scanned for singles
 * itself (grade-level.ts) starts at SINGLES_SLOTS.
 */
export function findStep(b: CandidateGrid, given: SearchContext, firstSlot = 0): Step | null {
  // With a memo, the caller's context as it is; without one, a copy naming every field in gradeCandidateGrid's order
  // (not spread), so the finders see one shape of context whoever calls (issue 31).
  const memo = given.memo ?? new SearchMemo();
  const ctx: SearchContext = given.memo
    ? given
    : {
        unique: given.unique,
        givens: given.givens,
        solution: given.solution,
        memo,
        maxLevel: given.maxLevel,
        lastSlot: given.lastSlot,
      };
  memo.begin(b);
  const maxLevel = ctx.maxLevel === undefined ? LEVELS.length - 1 : levelIndex(ctx.maxLevel);
  const end = ctx.lastSlot === undefined ? END_OF_LEVEL[maxLevel] : Math.min(END_OF_LEVEL[maxLevel], ctx.lastSlot + 1);
  const classic = b.shape === CLASSIC_SHAPE;
  for (let slot = firstSlot; slot < end; slot++) {
    if (!ctx.unique && FINDER_UNIQUENESS[slot] === 1) continue;
    if (!classic && FINDER_ANY_GEOMETRY[slot] === 0) continue;
    if (slot < SINGLES_SLOTS) {
      // Singles scan the grid in a few microseconds: cheaper than the memo's comparison with a snapshot, and in a run
      // of singles every state is new, so they skip the memo (and its snapshot) altogether.
      const single = FINDER_FNS[slot](b, ctx, ALL_DIRTY);
      if (single) return single;
      continue;
    }
    const dirty = memo.dirtyFor(slot);
    // Every finder is a function of the candidates alone (and ctx, fixed per puzzle): no change, same null.
    if (dirty.digits === 0) continue;
    const step = FINDER_FNS[slot](b, ctx, dirty);
    // A step above the level asked for is the easiest one all the same: the puzzle needs more than that level.
    if (step) return FINDER_LEVEL[slot] > maxLevel ? null : step;
    memo.foundNothing(slot);
    // The finders after this one mostly read positions(): the table is built here, once, so their own calls rarely
    // find it stale and TurboFan leaves its build out of each finder it compiles (issue 31). Not before the first
    // finders, the locked subsets, which read no positions and often find the step.
    b.indexPositionsIfStale();
  }
  return null;
}

/** Applies a step's placements and eliminations; false when it changed nothing (a finder bug, never expected). */
export function applyStep(b: CandidateGrid, step: Step): boolean {
  let changed = false;
  // Loops by index: a for-of's iterator protocol (a try/finally per loop) grows the graph of the grading loop TurboFan
  // inlines this into (issue 31).
  const { placements, eliminations } = step;
  for (let i = 0; i < placements.length; i++) {
    const { cell, digit } = placements[i];
    if (b.values[cell] === 0) {
      b.place(cell, digit);
      changed = true;
    }
  }
  for (let i = 0; i < eliminations.length; i++) {
    const { cell, digit } = eliminations[i];
    if (b.eliminate(cell, digit)) changed = true;
  }
  return changed;
}
