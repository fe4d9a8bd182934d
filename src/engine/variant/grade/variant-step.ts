/**
 * A variant step as plain data (it survives JSON and postMessage), like the classic grader's steps (grade/step.ts):
 * the technique by id, the cells and digits it rests on, what it places or removes, and the houses and cages it
 * reasons over, named (kind and number, a cage's cells and sum), so the words (src/words/<lang>/variant-steps.ts)
 * need no model to say it.
 */
import type { Candidate, CellSet } from '../../grade/index.ts';
import type { CageRef, HouseKind } from './houses.ts';
import type { VariantTechniqueId } from './variant-techniques.ts';

export type { Candidate, CellSet };

/** A house as a step names it. */
export interface HouseRef {
  kind: HouseKind;
  number: number;
}

/** The parts of a technique's reasoning its cells, digits, houses and cages do not already say. */
export type VariantFacts =
  /** Cage combinations: the sets of digits (each ascending) that still fit the cage. */
  | { kind: 'combinations'; combinations: number[][] }
  /**
   * The 45 rule: the houses' digits add up to `total` minus the cages wholly inside them; so the `innies` (cells
   * inside, not in those cages) less the `outies` (cells of cages sticking out, outside) add up to `sum`.
   */
  | { kind: 'rule-45'; total: number; innies: number[]; outies: number[]; sum: number }
  /**
   * Cage splitting: the houses' digits add up to `total`; with what the rest of them can make, the cage's cells
   * inside them (`part`) can only add up to one of `sums`.
   */
  | { kind: 'cage-split'; part: number[]; sums: number[]; total: number }
  /**
   * A chain (X-chain, XY-chain, AIC): its links in order, strong and weak alternating from a strong one; one of its
   * two ends is true.
   */
  | { kind: 'chain'; links: { from: Candidate[]; to: Candidate[]; strong: boolean }[] }
  /** A digit every combination of a cage holds (`digit`), confined to the cage's cells in the house. */
  | { kind: 'cage-needs'; digit: number }
  /** XY-wing: the pivot and the two pincers, each with its two candidates. */
  | { kind: 'wing'; pivot: CellSet; pincers: [CellSet, CellSet] }
  /** Simple colouring: the two colours; `pair`, two cells of one colour that see each other (a wrap). */
  | { kind: 'colours'; colours: [number[], number[]]; pair?: [number, number] };

export interface VariantStep {
  technique: VariantTechniqueId;
  /** The cells the step rests on (not the ones it changes). */
  cells: number[];
  /** The digits it rests on. */
  digits: number[];
  placements: Candidate[];
  eliminations: Candidate[];
  /** The houses it reasons over, in the order its words name them. */
  houses?: HouseRef[];
  /** The cages it reasons over. */
  cages?: CageRef[];
  facts?: VariantFacts;
}

const byCellDigit = (a: Candidate, b: Candidate): number => a.cell - b.cell || a.digit - b.digit;

/** Builds a step; placements and eliminations sorted so equal steps compare equal. */
export function variantStep(
  technique: VariantTechniqueId,
  fields: Omit<VariantStep, 'technique' | 'placements' | 'eliminations'> & {
    placements?: Candidate[];
    eliminations?: Candidate[];
  },
): VariantStep {
  return {
    technique,
    ...fields,
    placements: (fields.placements ?? []).sort(byCellDigit),
    eliminations: (fields.eliminations ?? []).sort(byCellDigit),
  };
}

export const houseRef = (house: { kind: HouseKind; number: number }): HouseRef => ({
  kind: house.kind,
  number: house.number,
});
export const cageRef = (cage: CageRef): CageRef => ({ cells: [...cage.cells].sort((a, b) => a - b), sum: cage.sum });
