/**
 * The variant techniques, easiest first: the order nextVariantStep tries them in, each with its level. Levels mean
 * what they mean in classic (src/engine/levels.ts, grade/techniques.ts): singles are easy; locked candidates and
 * pairs/triples medium; quads, fish, XY-wing and colouring hard; X-chains, XY-chains and AICs
 * (over the variant's houses, peers, cages and non-consecutive neighbours) expert; a puzzle no technique here finishes
 * needs trial (extreme). The variants' own rules sit where a player meets them: a non-consecutive neighbour of a placed digit
 * and a cage's combinations are as plain as a single (easy); the rule of 45 in one house, a digit a cage must hold
 * and a non-consecutive pinch are medium; the rule of 45 over several houses is hard.
 */
import { levelIndex, type Level } from '../../levels.ts';
import type { VariantBoard } from './variant-board.ts';
import { findCageCombination, findCageLocked } from './cages.ts';
import { findCageSplit } from './cage-split.ts';
import { findAIC, findXChain, findXYChain } from './variant-chains.ts';
import { findSimpleColouring } from './variant-colouring.ts';
import { findFish } from './variant-fish.ts';
import { findLockedCandidates, findSharedPeers } from './variant-intersections.ts';
import { findNonConsecutive, findNonConsecutiveLocked } from './non-consecutive.ts';
import { findRule45 } from './rule-45.ts';
import { findFullHouse, findHiddenSingle, findNakedSingle } from './variant-singles.ts';
import type { VariantStep } from './variant-step.ts';
import { findHiddenSubset, findNakedSubset } from './variant-subsets.ts';
import { findXYWing } from './variant-wings.ts';

interface VariantTechniqueRow {
  id: string;
  level: Level;
  /** The easiest step of its kind on the board, or null (trial has none: the grader makes it from the solution). */
  finder: ((b: VariantBoard) => VariantStep | null) | null;
}

const ROWS = [
  { id: 'full-house', level: 'easy', finder: findFullHouse },
  { id: 'naked-single', level: 'easy', finder: findNakedSingle },
  { id: 'hidden-single', level: 'easy', finder: findHiddenSingle },
  { id: 'non-consecutive', level: 'easy', finder: (b) => findNonConsecutive(b, true) },
  { id: 'cage-combination', level: 'easy', finder: findCageCombination },
  { id: 'rule-45', level: 'medium', finder: (b) => findRule45(b, false) },
  { id: 'cage-locked', level: 'medium', finder: findCageLocked },
  { id: 'locked-candidates', level: 'medium', finder: findLockedCandidates },
  { id: 'shared-peers', level: 'medium', finder: findSharedPeers },
  { id: 'non-consecutive-pinch', level: 'medium', finder: (b) => findNonConsecutive(b, false) },
  { id: 'non-consecutive-locked', level: 'medium', finder: findNonConsecutiveLocked },
  { id: 'naked-pair', level: 'medium', finder: (b) => findNakedSubset(b, 2) },
  { id: 'naked-triple', level: 'medium', finder: (b) => findNakedSubset(b, 3) },
  { id: 'hidden-pair', level: 'medium', finder: (b) => findHiddenSubset(b, 2) },
  { id: 'hidden-triple', level: 'medium', finder: (b) => findHiddenSubset(b, 3) },
  { id: 'rule-45-multi', level: 'hard', finder: (b) => findRule45(b, true) },
  { id: 'cage-split', level: 'hard', finder: findCageSplit },
  { id: 'naked-quad', level: 'hard', finder: (b) => findNakedSubset(b, 4) },
  { id: 'hidden-quad', level: 'hard', finder: (b) => findHiddenSubset(b, 4) },
  { id: 'x-wing', level: 'hard', finder: (b) => findFish(b, 2) },
  { id: 'swordfish', level: 'hard', finder: (b) => findFish(b, 3) },
  { id: 'xy-wing', level: 'hard', finder: findXYWing },
  { id: 'simple-colouring', level: 'hard', finder: findSimpleColouring },
  { id: 'x-chain', level: 'expert', finder: findXChain },
  { id: 'xy-chain', level: 'expert', finder: findXYChain },
  { id: 'aic', level: 'expert', finder: findAIC },
  { id: 'trial', level: 'extreme', finder: null },
] as const satisfies readonly VariantTechniqueRow[];

export type VariantTechniqueId = (typeof ROWS)[number]['id'];

export const VARIANT_TECHNIQUES: readonly { id: VariantTechniqueId; level: Level }[] = ROWS.map(({ id, level }) => ({
  id,
  level,
}));

export const VARIANT_LEVEL: Record<VariantTechniqueId, Level> = Object.fromEntries(
  ROWS.map(({ id, level }) => [id, level]),
) as Record<VariantTechniqueId, Level>;

/** The finders in search order (trial excluded), each with its level's index (levels.ts): never falling. */
export const VARIANT_FINDERS: readonly {
  id: VariantTechniqueId;
  levelIndex: number;
  finder: (b: VariantBoard) => VariantStep | null;
}[] = ROWS.flatMap((row) =>
  row.finder ? [{ id: row.id, levelIndex: levelIndex(row.level), finder: row.finder }] : [],
);
