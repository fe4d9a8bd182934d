/**
 * The ordered technique catalogue: one row a technique, with everything the rest of the engine derives from it (the
 * TechniqueId type, the search order and its dispatch, the level and uniqueness tables, docs/difficulty.md's technique table,
 * the help links hints and the trainer show). Adding a technique is adding its row (and its finder's file).
 *
 * Weights are HoDoKu's per-technique "score" (the `baseScore` of each `StepConfig` in HoDoKu's `sudoku/Options.java`
 * DEFAULT_SOLVER_STEPS, by Bernhard Hobiger, hodoku.sourceforge.net): full house 4, naked single 4, hidden single 14,
 * locked pair 40, locked triple 60 (tried first among the medium techniques, as in HoDoKu), locked candidates 50, naked
 * pair 60, hidden pair 70, naked triple 80, hidden triple 100, naked quadruple 120, hidden quadruple 150, X-wing 140,
 * swordfish 150, jellyfish 160, BUG+1 100, Skyscraper 130, 2-String Kite 150, Turbot Fish 120, Empty Rectangle 120,
 * W-wing 150, XY-wing 160, XYZ-wing 180, remote pair 110 (tried after the wings), uniqueness tests 1–4 and 6 100,
 * Hidden Rectangle 100, Avoidable Rectangle types 1–2 100, Finned X-Wing 130, Sashimi X-Wing 150, Finned Swordfish 200,
 * Sashimi Swordfish 240, Finned Jellyfish 250, Sashimi Jellyfish 260, Sue de Coq 250, simple colours 150, multi colours
 * 200, X-chain 260, XY-chain 260, grouped nice loop (our AIC with grouped nodes) 300, ALS-XZ 300, ALS-XY-wing 320, ALS
 * chain 340, Finned Franken Swordfish 410 (index 6800: after the ALS chain, before the forcing chains), forcing chain
 * 500 (contradiction and verity alike; ours adds 100 per single of the deepest branch, and offers the cell and unit
 * forcing chains as rows of their own, after the contradiction: see forcing.ts), forcing net 700 (the same, through
 * any single), brute force 10000. The search order follows HoDoKu's step order (the `index` of each `StepConfig`:
 * e.g. Turbot Fish 3120, Empty Rectangle 3170, W-wing 3200, uniqueness tests 3500–3800 and 4000 (type 6), Hidden
 * Rectangle 4010, Avoidable Rectangles 4020–4030, Finned X-Wing 4100, Sashimi X-Wing 4200, Finned Swordfish 4300,
 * Sashimi Swordfish 4400, Finned Jellyfish 4500, Sashimi Jellyfish 4600, Sue de Coq 5300, simple colours 5330, multi
 * colours 5360, X-chain 5400).
 *
 * That order is not strictly by level: HoDoKu tries the finned and sashimi swordfish and jellyfish and Sue de Coq
 * (Unfair, our expert) before simple and multi colours (Hard), so where both apply it takes the expert step and
 * rates the puzzle Unfair. We keep its order because our level is meant to be HoDoKu's (issue 15): on the
 * development half of the rated sample it agrees with HoDoKu's hardest technique on 98.95 % of puzzles (before ALS chains), against
 * 98.78 % with those rows after multi-colouring. A search limited to a level (grade()'s stopAbove) therefore still
 * tries the expert rows that come before a hard one (search.ts), so it stops exactly where the full grade would
 * step above the level.
 *
 * Levels are ours (issue 3): the level of a puzzle is the level of the hardest technique its solution path needs.
 * Help links go to HoDoKu's explanation of each technique (Bernhard Hobiger, hodoku.sourceforge.net).
 */
import type { Level } from '../levels.ts';
import type { CandidateGrid } from './candidates.ts';
import { findAIC, findXChain, findXYChain } from './chains.ts';
import { findAlsXz } from './als.ts';
import { findAvoidableRectangle } from './avoidable-rectangle.ts';
import { findAlsXyWing } from './als-xy-wing.ts';
import { findAlsChain } from './als-chain.ts';
import { findEmptyRectangle } from './empty-rectangle.ts';
import { findSimpleColouring } from './simple-colouring.ts';
import { findFinnedFish, findFish } from './fish.ts';
import { findFinnedFrankenSwordfish } from './franken-fish.ts';
import { findForcingChain, findTrial } from './forcing.ts';
import { findHiddenRectangle } from './hidden-rectangle.ts';
import { findClaiming, findPointing } from './intersections.ts';
import { findLockedSubset } from './locked-subsets.ts';
import type { Dirty } from './memo.ts';
import type { SearchContext } from './search.ts';
import { findFullHouse, findHiddenSingle, findNakedSingle } from './singles.ts';
import { findSkyscraper, findTurbotFish, findTwoStringKite } from './single-digit.ts';
import type { Step } from './step.ts';
import { findMultiColouring } from './multi-colouring.ts';
import { findRemotePair } from './remote-pair.ts';
import { findHiddenSubset, findNakedSubset } from './subsets.ts';
import { findSueDeCoq } from './sue-de-coq.ts';
import { findBugPlusOne, findUniqueRectangle } from './uniqueness.ts';
import { findUniqueRectangle6 } from './unique-rectangle-6.ts';
import { findWWing, findXYWing, findXYZWing } from './wings.ts';

export { LEVELS, isLevel, levelIndex, type Level } from '../levels.ts';

/** A technique's search: the easiest step of its kind on `b`, or null. `dirty` names what changed (memo.ts). */
export type Finder = (b: CandidateGrid, ctx: SearchContext, dirty: Dirty) => Step | null;

const HODOKU = 'https://hodoku.sourceforge.net/en/';

interface TechniqueRow {
  id: string;
  name: string;
  level: Level;
  /** HoDoKu's score for one application of the technique. */
  weight: number;
  /** Added to the weight per unit of a step's `size` beyond the first (a longer forcing chain scores more). */
  sizeWeight?: number;
  /** Where a player can read how the technique works. */
  help: string;
  /** Sound only when the puzzle has exactly one solution (uniqueness techniques). */
  uniqueness?: true;
  /**
   * The finder works at any box geometry (4×4, 6×6, 9×9): it reads sizes, units and peers from the grid's shape.
   * Without it the technique runs at classic 9×9 only and the search skips it at other sizes (never a wrong step).
   */
  anyGeometry?: true;
  finder: Finder;
}

/** Every technique, easiest first: the order the solver tries them in. */
const ROWS = [
  {
    id: 'full-house',
    name: 'Full house',
    level: 'easy',
    weight: 4,
    help: `${HODOKU}tech_singles.php`,
    anyGeometry: true,
    finder: findFullHouse,
  },
  {
    id: 'naked-single',
    name: 'Naked single',
    level: 'easy',
    weight: 4,
    help: `${HODOKU}tech_singles.php`,
    anyGeometry: true,
    finder: findNakedSingle,
  },
  {
    id: 'hidden-single',
    name: 'Hidden single',
    level: 'easy',
    weight: 14,
    help: `${HODOKU}tech_singles.php#h1`,
    anyGeometry: true,
    finder: findHiddenSingle,
  },
  {
    id: 'locked-pair',
    name: 'Locked pair',
    level: 'medium',
    weight: 40,
    help: `${HODOKU}tech_naked.php`,
    anyGeometry: true,
    finder: (b, _, dirty) => findLockedSubset(b, 2, dirty),
  },
  {
    id: 'locked-triple',
    name: 'Locked triple',
    level: 'medium',
    weight: 60,
    help: `${HODOKU}tech_naked.php`,
    anyGeometry: true,
    finder: (b, _, dirty) => findLockedSubset(b, 3, dirty),
  },
  {
    id: 'locked-candidates-pointing',
    name: 'Locked candidates (pointing)',
    level: 'medium',
    weight: 50,
    help: `${HODOKU}tech_intersections.php#lc1`,
    anyGeometry: true,
    finder: (b, _, dirty) => findPointing(b, dirty),
  },
  {
    id: 'locked-candidates-claiming',
    name: 'Locked candidates (claiming)',
    level: 'medium',
    weight: 50,
    help: `${HODOKU}tech_intersections.php`,
    anyGeometry: true,
    finder: (b, _, dirty) => findClaiming(b, dirty),
  },
  {
    id: 'naked-pair',
    name: 'Naked pair',
    level: 'medium',
    weight: 60,
    help: `${HODOKU}tech_naked.php#n2`,
    anyGeometry: true,
    finder: (b, _, dirty) => findNakedSubset(b, 2, dirty),
  },
  {
    id: 'naked-triple',
    name: 'Naked triple',
    level: 'medium',
    weight: 80,
    help: `${HODOKU}tech_naked.php#n3`,
    anyGeometry: true,
    finder: (b, _, dirty) => findNakedSubset(b, 3, dirty),
  },
  {
    id: 'hidden-pair',
    name: 'Hidden pair',
    level: 'medium',
    weight: 70,
    help: `${HODOKU}tech_hidden.php#h2`,
    anyGeometry: true,
    finder: (b, _, dirty) => findHiddenSubset(b, 2, dirty),
  },
  {
    id: 'hidden-triple',
    name: 'Hidden triple',
    level: 'medium',
    weight: 100,
    help: `${HODOKU}tech_hidden.php#h3`,
    anyGeometry: true,
    finder: (b, _, dirty) => findHiddenSubset(b, 3, dirty),
  },
  {
    id: 'naked-quad',
    name: 'Naked quad',
    level: 'hard',
    weight: 120,
    help: `${HODOKU}tech_naked.php#n4`,
    anyGeometry: true,
    finder: (b, _, dirty) => findNakedSubset(b, 4, dirty),
  },
  {
    id: 'hidden-quad',
    name: 'Hidden quad',
    level: 'hard',
    weight: 150,
    help: `${HODOKU}tech_hidden.php#h4`,
    anyGeometry: true,
    finder: (b, _, dirty) => findHiddenSubset(b, 4, dirty),
  },
  {
    id: 'x-wing',
    name: 'X-wing',
    level: 'hard',
    weight: 140,
    help: `${HODOKU}tech_fishb.php#bf2`,
    anyGeometry: true,
    finder: (b, _, dirty) => findFish(b, 2, dirty),
  },
  {
    id: 'swordfish',
    name: 'Swordfish',
    level: 'hard',
    weight: 150,
    help: `${HODOKU}tech_fishb.php#bf3`,
    anyGeometry: true,
    finder: (b, _, dirty) => findFish(b, 3, dirty),
  },
  {
    id: 'jellyfish',
    name: 'Jellyfish',
    level: 'hard',
    weight: 160,
    help: `${HODOKU}tech_fishb.php#bf4`,
    anyGeometry: true,
    finder: (b, _, dirty) => findFish(b, 4, dirty),
  },
  {
    id: 'bug-plus-1',
    name: 'BUG+1',
    level: 'hard',
    weight: 100,
    help: `${HODOKU}tech_ur.php`,
    uniqueness: true,
    anyGeometry: true,
    finder: findBugPlusOne,
  },
  {
    id: 'skyscraper',
    name: 'Skyscraper',
    level: 'hard',
    weight: 130,
    help: `${HODOKU}tech_sdp.php#sk`,
    anyGeometry: true,
    finder: (b, _, dirty) => findSkyscraper(b, dirty),
  },
  {
    id: 'two-string-kite',
    name: '2-string kite',
    level: 'hard',
    weight: 150,
    help: `${HODOKU}tech_sdp.php`,
    anyGeometry: true,
    finder: (b, _, dirty) => findTwoStringKite(b, dirty),
  },
  {
    id: 'turbot-fish',
    name: 'Turbot fish',
    level: 'hard',
    weight: 120,
    help: `${HODOKU}tech_sdp.php`,
    anyGeometry: true,
    finder: (b, _, dirty) => findTurbotFish(b, dirty),
  },
  {
    id: 'empty-rectangle',
    name: 'Empty rectangle',
    level: 'hard',
    weight: 120,
    help: `${HODOKU}tech_sdp.php#er`,
    anyGeometry: true,
    finder: (b, _, dirty) => findEmptyRectangle(b, dirty),
  },
  {
    id: 'w-wing',
    name: 'W-wing',
    level: 'hard',
    weight: 150,
    help: `${HODOKU}tech_wings.php#w`,
    anyGeometry: true,
    finder: (b, _, dirty) => findWWing(b, dirty),
  },
  {
    id: 'xy-wing',
    name: 'XY-wing',
    level: 'hard',
    weight: 160,
    help: `${HODOKU}tech_wings.php#xy`,
    anyGeometry: true,
    finder: (b, _, dirty) => findXYWing(b, dirty),
  },
  {
    id: 'xyz-wing',
    name: 'XYZ-wing',
    level: 'hard',
    weight: 180,
    help: `${HODOKU}tech_wings.php`,
    anyGeometry: true,
    finder: (b, _, dirty) => findXYZWing(b, dirty),
  },
  {
    id: 'remote-pair',
    name: 'Remote pair',
    level: 'hard',
    weight: 110,
    help: `${HODOKU}tech_chains.php#rp`,
    anyGeometry: true,
    finder: findRemotePair,
  },
  {
    id: 'unique-rectangle-1',
    name: 'Unique rectangle type 1',
    level: 'hard',
    weight: 100,
    help: `${HODOKU}tech_ur.php`,
    uniqueness: true,
    anyGeometry: true,
    finder: (b, ctx) => findUniqueRectangle(b, 1, ctx.memo),
  },
  {
    id: 'unique-rectangle-2',
    name: 'Unique rectangle type 2',
    level: 'hard',
    weight: 100,
    help: `${HODOKU}tech_ur.php`,
    uniqueness: true,
    anyGeometry: true,
    finder: (b, ctx) => findUniqueRectangle(b, 2, ctx.memo),
  },
  {
    id: 'unique-rectangle-3',
    name: 'Unique rectangle type 3',
    level: 'hard',
    weight: 100,
    help: `${HODOKU}tech_ur.php`,
    uniqueness: true,
    anyGeometry: true,
    finder: (b, ctx) => findUniqueRectangle(b, 3, ctx.memo),
  },
  {
    id: 'unique-rectangle-4',
    name: 'Unique rectangle type 4',
    level: 'hard',
    weight: 100,
    help: `${HODOKU}tech_ur.php`,
    uniqueness: true,
    anyGeometry: true,
    finder: (b, ctx) => findUniqueRectangle(b, 4, ctx.memo),
  },
  {
    id: 'unique-rectangle-6',
    name: 'Unique rectangle type 6',
    level: 'hard',
    weight: 100,
    help: `${HODOKU}tech_ur.php`,
    uniqueness: true,
    anyGeometry: true,
    finder: (b, _, dirty) => findUniqueRectangle6(b, dirty),
  },
  {
    id: 'hidden-rectangle',
    name: 'Hidden rectangle',
    level: 'hard',
    weight: 100,
    help: `${HODOKU}tech_ur.php#hr`,
    uniqueness: true,
    anyGeometry: true,
    finder: (b, _, dirty) => findHiddenRectangle(b, dirty),
  },
  {
    id: 'avoidable-rectangle-1',
    name: 'Avoidable rectangle type 1',
    level: 'hard',
    weight: 100,
    help: `${HODOKU}tech_ur.php`,
    uniqueness: true,
    anyGeometry: true,
    finder: (b, ctx) => findAvoidableRectangle(b, 1, ctx.givens, ctx.memo),
  },
  {
    id: 'avoidable-rectangle-2',
    name: 'Avoidable rectangle type 2',
    level: 'hard',
    weight: 100,
    help: `${HODOKU}tech_ur.php`,
    uniqueness: true,
    anyGeometry: true,
    finder: (b, ctx) => findAvoidableRectangle(b, 2, ctx.givens, ctx.memo),
  },
  {
    id: 'finned-x-wing',
    name: 'Finned X-wing',
    level: 'hard',
    weight: 130,
    help: `${HODOKU}tech_fishfs.php#fbf2`,
    anyGeometry: true,
    finder: (b, ctx, dirty) => findFinnedFish(b, 2, false, dirty, ctx.memo),
  },
  {
    id: 'sashimi-x-wing',
    name: 'Sashimi X-wing',
    level: 'hard',
    weight: 150,
    help: `${HODOKU}tech_fishfs.php#fbf2`,
    anyGeometry: true,
    finder: (b, ctx, dirty) => findFinnedFish(b, 2, true, dirty, ctx.memo),
  },
  {
    id: 'finned-swordfish',
    name: 'Finned swordfish',
    level: 'expert',
    weight: 200,
    help: `${HODOKU}tech_fishfs.php`,
    anyGeometry: true,
    finder: (b, ctx, dirty) => findFinnedFish(b, 3, false, dirty, ctx.memo),
  },
  {
    id: 'sashimi-swordfish',
    name: 'Sashimi swordfish',
    level: 'expert',
    weight: 240,
    help: `${HODOKU}tech_fishfs.php`,
    anyGeometry: true,
    finder: (b, ctx, dirty) => findFinnedFish(b, 3, true, dirty, ctx.memo),
  },
  {
    id: 'finned-jellyfish',
    name: 'Finned jellyfish',
    level: 'expert',
    weight: 250,
    help: `${HODOKU}tech_fishfs.php`,
    anyGeometry: true,
    finder: (b, ctx, dirty) => findFinnedFish(b, 4, false, dirty, ctx.memo),
  },
  {
    id: 'sashimi-jellyfish',
    name: 'Sashimi jellyfish',
    level: 'expert',
    weight: 260,
    help: `${HODOKU}tech_fishfs.php`,
    anyGeometry: true,
    finder: (b, ctx, dirty) => findFinnedFish(b, 4, true, dirty, ctx.memo),
  },
  {
    id: 'sue-de-coq',
    name: 'Sue de Coq',
    level: 'expert',
    weight: 250,
    help: `${HODOKU}tech_misc.php`,
    anyGeometry: true,
    finder: (b, _, dirty) => findSueDeCoq(b, dirty),
  },
  {
    id: 'simple-colouring',
    name: 'Simple colouring',
    level: 'hard',
    weight: 150,
    help: `${HODOKU}tech_col.php`,
    anyGeometry: true,
    finder: (b, _, dirty) => findSimpleColouring(b, dirty),
  },
  {
    id: 'multi-colouring',
    name: 'Multi-colouring',
    level: 'hard',
    weight: 200,
    help: `${HODOKU}tech_col.php`,
    anyGeometry: true,
    finder: (b, _, dirty) => findMultiColouring(b, dirty),
  },
  {
    id: 'x-chain',
    name: 'X-chain',
    level: 'expert',
    weight: 260,
    help: `${HODOKU}tech_chains.php`,
    anyGeometry: true,
    finder: (b, _, dirty) => findXChain(b, dirty),
  },
  {
    id: 'xy-chain',
    name: 'XY-chain',
    level: 'expert',
    weight: 260,
    help: `${HODOKU}tech_chains.php#xyc`,
    anyGeometry: true,
    finder: (b, _, dirty) => findXYChain(b, dirty),
  },
  {
    id: 'aic',
    name: 'Alternating inference chain',
    level: 'expert',
    weight: 300,
    help: `${HODOKU}tech_chains.php#gnl`,
    anyGeometry: true,
    finder: (b, _, dirty) => findAIC(b, dirty),
  },
  {
    id: 'als-xz',
    name: 'ALS-XZ',
    level: 'expert',
    weight: 300,
    help: `${HODOKU}tech_als.php`,
    anyGeometry: true,
    finder: (b, ctx, dirty) => findAlsXz(b, ctx.memo, dirty),
  },
  {
    id: 'als-xy-wing',
    name: 'ALS-XY-wing',
    level: 'expert',
    weight: 320,
    help: `${HODOKU}tech_als.php#axy`,
    anyGeometry: true,
    finder: (b, ctx, dirty) => findAlsXyWing(b, ctx.memo, dirty),
  },
  {
    id: 'als-chain',
    name: 'ALS chain',
    level: 'expert',
    weight: 340,
    help: `${HODOKU}tech_als.php#axc`,
    anyGeometry: true,
    finder: (b, ctx, dirty) => findAlsChain(b, ctx.memo, dirty),
  },
  {
    id: 'finned-franken-swordfish',
    name: 'Finned Franken swordfish',
    level: 'expert',
    weight: 410,
    help: `${HODOKU}tech_fishc.php`,
    anyGeometry: true,
    finder: (b, _, dirty) => findFinnedFrankenSwordfish(b, dirty),
  },
  {
    id: 'forcing-chain',
    name: 'Forcing chain',
    level: 'extreme',
    weight: 500,
    sizeWeight: 100,
    help: `${HODOKU}tech_last.php#fc`,
    anyGeometry: true,
    finder: (b, ctx) => findForcingChain(b, 'forcing-chain', ctx.memo),
  },
  {
    id: 'cell-forcing-chain',
    name: 'Cell forcing chain',
    level: 'extreme',
    weight: 500,
    sizeWeight: 100,
    help: `${HODOKU}tech_last.php#fc`,
    anyGeometry: true,
    finder: (b, ctx) => findForcingChain(b, 'cell-forcing-chain', ctx.memo),
  },
  {
    id: 'unit-forcing-chain',
    name: 'Unit forcing chain',
    level: 'extreme',
    weight: 500,
    sizeWeight: 100,
    help: `${HODOKU}tech_last.php#fc`,
    anyGeometry: true,
    finder: (b, ctx) => findForcingChain(b, 'unit-forcing-chain', ctx.memo),
  },
  {
    id: 'forcing-net',
    name: 'Forcing net',
    level: 'extreme',
    weight: 700,
    sizeWeight: 100,
    help: `${HODOKU}tech_last.php#fn`,
    anyGeometry: true,
    finder: (b, ctx) => findForcingChain(b, 'forcing-net', ctx.memo),
  },
  {
    id: 'trial',
    name: 'Trial',
    level: 'extreme',
    weight: 10000,
    help: `${HODOKU}tech_last.php`,
    anyGeometry: true,
    finder: (b, ctx) => findTrial(b, ctx.solution),
  },
] as const satisfies readonly TechniqueRow[];

/** A technique's id, e.g. 'naked-pair': exactly the ids of the catalogue's rows. */
export type TechniqueId = (typeof ROWS)[number]['id'];

export interface TechniqueInfo extends Omit<TechniqueRow, 'id' | 'uniqueness' | 'anyGeometry'> {
  id: TechniqueId;
  uniqueness: boolean;
  /** Runs at any box geometry (4×4, 6×6, 9×9); false: classic 9×9 only. */
  anyGeometry: boolean;
}

/** Every technique, easiest first: the order the solver tries them in. */
export const TECHNIQUES: readonly TechniqueInfo[] = ROWS.map((row) => ({
  ...row,
  uniqueness: 'uniqueness' in row && row.uniqueness,
  anyGeometry: 'anyGeometry' in row && row.anyGeometry,
}));

// The one assertion left: Object.fromEntries types its result by string keys, and the compiler cannot see that a
// table built from every row has every TechniqueId (that type is those rows' ids), so completeness is asserted here.
export const TECHNIQUE_BY_ID: Readonly<Record<TechniqueId, TechniqueInfo>> = Object.fromEntries(
  TECHNIQUES.map((t) => [t.id, t]),
) as Record<TechniqueId, TechniqueInfo>;

/** What one step adds to a puzzle's score: its technique's weight, more for a longer forcing chain. */
export function stepScore(step: Pick<Step, 'technique' | 'size'>): number {
  const info = TECHNIQUE_BY_ID[step.technique];
  return info.weight + (info.sizeWeight ?? 0) * Math.max(0, (step.size ?? 1) - 1);
}

/** Techniques that are only valid when the puzzle has exactly one solution. */
export const UNIQUENESS_TECHNIQUES: ReadonlySet<TechniqueId> = new Set(
  TECHNIQUES.filter((t) => t.uniqueness).map((t) => t.id),
);
