/**
 * The easiest applicable step: every technique finder, tried in the catalogue's order (techniques.ts), cheap ones
 * first. Shared by grade() and nextStep().
 */
import type { Grid } from '../grid.ts';
import type { Board } from './candidates.ts';
import { ALL_DIRTY, type Dirty, type SearchMemo } from './memo.ts';
import { findForcingChain, findTrial } from './forcing.ts';
import { findFish } from './fish.ts';
import { findClaiming, findPointing } from './intersections.ts';
import { findFullHouse, findHiddenSingle, findNakedSingle } from './singles.ts';
import { findHiddenSubset, findNakedSubset } from './subsets.ts';
import type { Step, TechniqueId } from './step.ts';
import { findAIC, findXChain, findXYChain } from './chains.ts';
import { findAlsXz } from './als.ts';
import { findSimpleColouring } from './coloring.ts';
import { findBugPlusOne, findUniqueRectangle } from './uniqueness.ts';
import { findSkyscraper, findTurbotFish, findTwoStringKite } from './single-digit.ts';
import { findWWing, findXYWing, findXYZWing } from './wings.ts';
import { TECHNIQUES, TECHNIQUE_BY_ID, UNIQUENESS_TECHNIQUES, levelIndex, type Level } from './techniques.ts';

export interface SearchContext {
  /** The puzzle has exactly one solution, so uniqueness techniques (UR, BUG+1) are sound. */
  unique: boolean;
  /** The solution, for the bounded trial; null when unknown. */
  solution: Grid | null;
  /** Optional memory of what each technique already found empty (memo.ts); grading keeps one per puzzle. */
  memo?: SearchMemo;
  /** Optional: search only techniques up to this level (grade()'s stopAbove). */
  maxLevel?: Level;
}

/** `dirty` names the digits and units changed since this finder last found nothing; others may be skipped. */
type Finder = (b: Board, ctx: SearchContext, dirty: Dirty) => Step | null;

/** One finder per technique id; a technique without a finder here is not implemented yet. */
const FINDERS: Partial<Record<TechniqueId, Finder>> = {
  'full-house': findFullHouse,
  'naked-single': findNakedSingle,
  'hidden-single': findHiddenSingle,
  'locked-candidates-pointing': (b, _, dirty) => findPointing(b, dirty),
  'locked-candidates-claiming': (b, _, dirty) => findClaiming(b, dirty),
  'naked-pair': (b, _, dirty) => findNakedSubset(b, 2, dirty),
  'naked-triple': (b, _, dirty) => findNakedSubset(b, 3, dirty),
  'hidden-pair': (b, _, dirty) => findHiddenSubset(b, 2, dirty),
  'hidden-triple': (b, _, dirty) => findHiddenSubset(b, 3, dirty),
  'naked-quad': (b, _, dirty) => findNakedSubset(b, 4, dirty),
  'hidden-quad': (b, _, dirty) => findHiddenSubset(b, 4, dirty),
  'x-wing': (b, _, dirty) => findFish(b, 2, dirty),
  swordfish: (b, _, dirty) => findFish(b, 3, dirty),
  jellyfish: (b, _, dirty) => findFish(b, 4, dirty),
  'bug-plus-1': findBugPlusOne,
  skyscraper: (b, _, dirty) => findSkyscraper(b, dirty),
  'two-string-kite': (b, _, dirty) => findTwoStringKite(b, dirty),
  'turbot-fish': (b, _, dirty) => findTurbotFish(b, dirty),
  'w-wing': findWWing,
  'xy-wing': findXYWing,
  'xyz-wing': findXYZWing,
  'unique-rectangle-1': (b) => findUniqueRectangle(b, 1),
  'unique-rectangle-2': (b) => findUniqueRectangle(b, 2),
  'unique-rectangle-3': (b) => findUniqueRectangle(b, 3),
  'unique-rectangle-4': (b) => findUniqueRectangle(b, 4),
  'simple-colouring': (b, _, dirty) => findSimpleColouring(b, dirty),
  'x-chain': (b, _, dirty) => findXChain(b, dirty),
  'xy-chain': findXYChain,
  aic: findAIC,
  'als-xz': findAlsXz,
  'forcing-chain': findForcingChain,
  trial: (b, ctx) => findTrial(b, ctx.solution),
};

const ORDER: readonly [TechniqueId, Finder][] = TECHNIQUES.flatMap((t) => {
  const f = FINDERS[t.id];
  return f ? [[t.id, f] as [TechniqueId, Finder]] : [];
});

// The search order as parallel arrays, read by slot on every step (no string-keyed lookups in the loop).
const FINDER_FNS: readonly Finder[] = ORDER.map(([, f]) => f);
const FINDER_LEVEL: Int8Array = Int8Array.from(ORDER, ([id]) => levelIndex(TECHNIQUE_BY_ID[id].level));
const FINDER_UNIQUENESS: Uint8Array = Uint8Array.from(ORDER, ([id]) => (UNIQUENESS_TECHNIQUES.has(id) ? 1 : 0));

/** Technique ids the solver can apply, in search order. */
export const IMPLEMENTED_TECHNIQUES: readonly TechniqueId[] = ORDER.map(([id]) => id);

/** The easiest step on `b`, or null when none applies (a contradictory state, or no solution known for trial). */
export function findStep(b: Board, ctx: SearchContext): Step | null {
  const memo = ctx.memo;
  memo?.begin(b);
  const maxLevel = ctx.maxLevel === undefined ? Infinity : levelIndex(ctx.maxLevel);
  for (let slot = 0; slot < FINDER_FNS.length; slot++) {
    if (FINDER_LEVEL[slot] > maxLevel) break; // the catalogue is ordered by level
    if (!ctx.unique && FINDER_UNIQUENESS[slot] === 1) continue;
    const dirty = memo ? memo.dirtyFor(slot) : ALL_DIRTY;
    // Every finder is a function of the candidates alone (and ctx, fixed per puzzle): no change, same null.
    if (dirty.digits === 0) continue;
    const step = FINDER_FNS[slot](b, ctx, dirty);
    if (step) return step;
    memo?.foundNothing(slot);
  }
  return null;
}

/** Applies a step's placements and eliminations; false when it changed nothing (a finder bug, never expected). */
export function applyStep(b: Board, step: Step): boolean {
  let changed = false;
  for (const { cell, digit } of step.placements) {
    if (b.values[cell] === 0) {
      b.place(cell, digit);
      changed = true;
    }
  }
  for (const { cell, digit } of step.eliminations) if (b.eliminate(cell, digit)) changed = true;
  return changed;
}
