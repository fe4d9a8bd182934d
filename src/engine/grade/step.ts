/**
 * A step of the technique solver as plain data (it survives JSON and postMessage). The engine says no words: a step
 * names its technique by id and carries what a sentence about it needs (cells, digits, units, links, removals,
 * placements and, where a technique's reasoning has more parts, its `facts`). The words of every language are in
 * src/words/ (describeStep).
 */
export type { TechniqueId } from './techniques.ts';
import type { TechniqueId } from './techniques.ts';
import { MASK_DIGITS } from './candidates.ts';

/** One candidate: `digit` in `cell` (0..80). */
export interface Candidate {
  cell: number;
  digit: number;
}

/** A link of a chain for the board to draw: between two nodes (each one or more cells holding `digit`). */
export interface ChainLink {
  from: Candidate[];
  to: Candidate[];
  /** Strong: at least one end is true. Weak: at most one end is true. */
  strong: boolean;
}

/** Cells and the candidates they hold between them when the step is found (a wing's pivot, an almost locked set). */
export interface CellSet {
  cells: number[];
  digits: number[];
}

/** Why following singles from an assumption failed: a unit would hold a digit twice, a cell or a digit run out. */
export type Contradiction =
  | { kind: 'twice'; unit: number; digit: number }
  | { kind: 'no-candidate'; cell: number }
  | { kind: 'no-place'; unit: number; digit: number };

/**
 * The parts of a technique's reasoning that its cells, digits, units and links do not already say, by technique.
 * Techniques whose reasoning those fields say whole (singles, subsets, locked candidates, basic fish, chains,
 * skyscraper, kite, turbot fish, W-wing, remote pair, BUG+1, trial) carry none.
 */
export type StepFacts =
  /** XY- and XYZ-wing: the pivot and the two pincers with their candidates. */
  | { kind: 'wing'; pivot: CellSet; pincers: [CellSet, CellSet] }
  /** Finned, sashimi and Franken fish: the fin cells (units: base lines first, then cover lines, half each). */
  | { kind: 'fins'; fins: number[] }
  /** Simple colouring: two cells of one colour share a unit (`pair`), or uncoloured cells see both colours. */
  | { kind: 'colour-wrap'; pair: [number, number] }
  | { kind: 'colour-trap' }
  /**
   * Multi-colouring: the two chains, each as its two colours; `sees` the pairs of cells across them that see each
   * other; then either a colour that is false (type 1) or the two colours one of which holds the digit (type 2).
   */
  | {
      kind: 'multi-colouring';
      chains: [[number[], number[]], [number[], number[]]];
      sees: [number, number][];
      falseColour?: number[];
      either?: [number[], number[]];
    }
  /** ALS-XZ, ALS-XY-wing, ALS chain: the sets in order, the restricted digits of each link, the Z digits. */
  | { kind: 'als'; sets: CellSet[]; restricted: number[][]; z: number[] }
  /** Empty rectangle: the row and column (0–8) of the box's cross, and the conjugate pair's two ends. */
  | { kind: 'empty-rectangle'; row: number; col: number; near: number; far: number }
  /** Forcing chain or net by contradiction: what assuming the digit runs into. */
  | { kind: 'contradiction'; why: Contradiction }
  /**
   * Cell or unit forcing chain (or net): the branches (a cell's candidates, or a digit's places in `units[0]`) and,
   * per branch, after how many singles it reaches the conclusion (the step's placement or removal).
   */
  | { kind: 'verity'; branches: Candidate[]; times: number[] }
  /** Unique rectangle type 1: the one corner with other candidates. */
  | { kind: 'ur-extra'; cell: number }
  /** Unique rectangle type 2 (`digit`: the extra digit) and 4 (`digit`: the pair's digit locked in the roof). */
  | { kind: 'ur-roof'; roof: [number, number]; digit: number }
  /** Unique rectangle type 3: the roof, its extra digits, and the cells they form a naked subset with. */
  | { kind: 'ur-subset'; roof: number[]; extra: number[]; subset: CellSet }
  /** Unique rectangle type 6: the digit on one diagonal, the cells it would fill and the other corners' digit. */
  | { kind: 'ur-diagonal'; digit: number; diagonal: [number, number]; others: [number, number]; other: number }
  /** Hidden rectangle: the corner holding only the pair, and the digit locked in the rectangle's lines. */
  | { kind: 'hidden-rectangle'; corner: number; digit: number }
  /** Avoidable rectangle type 1: the three solved corners, the open one, the digits the corners would swap. */
  | { kind: 'ar-solved'; solved: number[]; open: number; swap: [number, number] }
  /** Avoidable rectangle type 2: the solved corners, the two open ones, the swapped digits and the digit z. */
  | { kind: 'ar-pair'; solved: number[]; open: [number, number]; swap: [number, number]; z: number }
  /** Sue de Coq: the core cells of the intersection, and the sets in the line and in the box. */
  | { kind: 'sue-de-coq'; core: CellSet; line: CellSet; box: CellSet };

export interface Step {
  technique: TechniqueId;
  /** The cells the step rests on (not the ones it changes). */
  cells: number[];
  /** The digits it rests on. */
  digits: number[];
  placements: Candidate[];
  eliminations: Candidate[];
  /** Units (0–8 rows, 9–17 columns, 18–26 boxes) to highlight. */
  units?: number[];
  /** Chain links to draw, in chain order (chains, W-wings, colouring). */
  links?: ChainLink[];
  /** Colouring: the two colour classes. */
  colours?: [number[], number[]];
  /** Forcing chains: how many placements the chain makes (the assumption and the singles it forces). */
  size?: number;
  /** What else the technique's reasoning rests on (see StepFacts). */
  facts?: StepFacts;
}

/**
 * Builds a step; placements and eliminations are sorted so equal steps compare equal. Every step has the same fields
 * in the same order (the optional ones undefined when the technique has none), so the code that reads steps (grading,
 * scoring, applying) sees one object shape and stays monomorphic in V8 (issue 31: steps of varying shapes made the
 * optimized grader deoptimize). The words' JSON (src/words/worded-step.ts) leaves the undefined fields out.
 */
export function makeStep(
  technique: TechniqueId,
  fields: Omit<Step, 'technique' | 'placements' | 'eliminations'> & {
    placements?: Candidate[];
    eliminations?: Candidate[];
  },
): Step {
  return {
    technique,
    cells: fields.cells,
    digits: fields.digits,
    placements: sortCandidates(fields.placements ?? []),
    eliminations: sortCandidates(fields.eliminations ?? []),
    units: fields.units,
    links: fields.links,
    colours: fields.colours,
    size: fields.size,
    facts: fields.facts,
  };
}

const byCellDigit = (a: Candidate, b: Candidate): number => a.cell - b.cell || a.digit - b.digit;

/** Sorts in place by cell, then digit; a list of one (every single's placement) is left as it is. */
const sortCandidates = (list: Candidate[]): Candidate[] => (list.length > 1 ? list.sort(byCellDigit) : list);

/** A cell and its candidates now, as a CellSet. */
export const cellSet = (cells: number[], digits: readonly number[]): CellSet => ({ cells, digits: digits.slice() });

/*
 * Lists that go into steps are pushed, never made with Array.prototype.map: optimized code's map (TurboFan inlines it)
 * makes a holey array where the interpreter's makes a packed one, so the code reading a step saw a second elements
 * kind only once the finder was optimized, and deoptimized on it (issue 31: applyStep inlined in gradeCandidateGrid,
 * unique rectangles' removals).
 */

/** `digit` in each of `cells`, as candidates. */
export function candidatesIn(cells: readonly number[], digit: number): Candidate[] {
  const list: Candidate[] = [];
  for (const cell of cells) list.push({ cell, digit });
  return list;
}

/** Each digit of `mask` (bit d-1 for digit d) in `cell`, as candidates. */
export function candidatesAt(cell: number, mask: number): Candidate[] {
  const list: Candidate[] = [];
  for (const digit of MASK_DIGITS[mask]) list.push({ cell, digit });
  return list;
}

/** `digit` in whichever of the two cells still holds it, per `cands` (cell masks, bit d-1 for digit d). */
export function candidatesOfPair(cands: ArrayLike<number>, p: number, q: number, digit: number): Candidate[] {
  const list: Candidate[] = [];
  const bit = 1 << (digit - 1);
  if ((cands[p] & bit) !== 0) list.push({ cell: p, digit });
  if ((cands[q] & bit) !== 0) list.push({ cell: q, digit });
  return list;
}
