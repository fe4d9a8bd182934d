/**
 * Cage splitting (killer): a cage that crosses the edge of a house (or of a group of houses the rule of 45 sums over)
 * splits into the part inside and the part outside, and the part inside can only add up to the sums its cage's
 * combinations allow (a 10 cage of three cells, one of them outside, leaves 10 minus that cell's digit inside). The
 * house's digits add up to 45 (1+…+size, times the houses): the cages wholly inside and the placed cells take their
 * known share, and the rest is made of pieces (the parts of the cages across the edge, and cells in no cage), each
 * with the sums it can make. A piece keeps only the sums the other pieces can make up to the house's total; a cage
 * whose part loses sums is a virtual cage on that part with the sums left, and the cage keeps only the digits that
 * split that way, inside and outside. The house's own rule that its digits differ is left out of the sums (sound, if
 * weaker): the rule of 45 in one step with the cages' combinations, as a player does it on paper.
 */
import { BoundedMemo } from '../../bounded-memo.ts';
import { bit, digitsOf, type VariantBoard } from './variant-board.ts';
import { fitCage, matches } from './variant-combinations.ts';
import type { CageRef } from './houses.ts';
import { houseGroupsOf } from './rule-45.ts';
import { cageRef, houseRef, variantStep, type VariantStep } from './variant-step.ts';

/** A piece of an area's sum: a cage's part inside (with its cage), or a cell in no cage. */
interface Piece {
  cells: number[];
  cage?: CageRef;
  /** The sums the piece can make, ascending. */
  sums: number[];
}

const digitSum = (mask: number): number => digitsOf(mask).reduce((sum, digit) => sum + digit, 0);

/** The sets of different digits the cells (candidate masks) can take, one digit each, as masks. */
function takenSets(cands: readonly number[]): Set<number> {
  let sets = new Set([0]);
  for (const cand of cands) {
    const next = new Set<number>();
    for (const taken of sets) for (const digit of digitsOf(cand & ~taken)) next.add(taken | bit(digit));
    sets = next;
  }
  return sets;
}

/**
 * The ways `cage` splits into its cells `part` (indices into the cage's cells) and the rest: each fitting set of
 * digits with the subset of it the part's cells take (the rest taking the others).
 */
function splitsOf(b: VariantBoard, cage: CageRef, part: readonly number[]): { set: number; inner: number }[] {
  const inPart = new Set(part);
  const inner = takenSets(part.map((i) => b.cand[cage.cells[i]]));
  const outer = takenSets(cage.cells.flatMap((cell, i) => (inPart.has(i) ? [] : [b.cand[cell]])));
  const splits: { set: number; inner: number }[] = [];
  for (const set of fitCage(b, cage).sets)
    for (const taken of inner)
      if ((taken & set) === taken && outer.has(set & ~taken)) splits.push({ set, inner: taken });
  return splits;
}

const splitMemo = new BoundedMemo<string, { set: number; inner: number }[]>(20_000);
const sumsMemo = new BoundedMemo<string, number[]>(20_000);

/** Each cage's candidates as a key, made once per search (a cage meets several groups of houses). */
type CandKeys = Map<CageRef, string>;

function memoKey(b: VariantBoard, keys: CandKeys, cage: CageRef, part: readonly number[]): string {
  let cands = keys.get(cage);
  if (cands === undefined) {
    cands = `${b.size}:${cage.sum}`;
    for (const cell of cage.cells) cands += `:${b.cand[cell]}`;
    keys.set(cage, cands);
  }
  return `${cands}|${part.join(',')}`;
}

/** splitsOf, remembered by the cage's sum, its cells' candidates and which of them lie inside. */
function splitsRemembered(
  b: VariantBoard,
  keys: CandKeys,
  cage: CageRef,
  part: readonly number[],
): { set: number; inner: number }[] {
  return splitMemo.get(memoKey(b, keys, cage, part), () => splitsOf(b, cage, part));
}

/** The sums the cage's cells `part` can make, ascending (none: a broken board). */
function partSums(b: VariantBoard, keys: CandKeys, cage: CageRef, part: readonly number[]): number[] {
  return sumsMemo.get(memoKey(b, keys, cage, part), () =>
    [...new Set(splitsRemembered(b, keys, cage, part).map((split) => digitSum(split.inner)))].sort((x, y) => x - y),
  );
}

/** A group of houses as the split sees it: what lies wholly inside, the cells in no cage, the cages across. */
interface Layout {
  houses: readonly number[];
  total: number;
  /** The sums of the cages wholly inside. */
  insideSum: number;
  uncaged: number[];
  crossing: { cage: CageRef; part: number[] }[];
}

const layoutsByRules = new WeakMap<VariantBoard['rules'], Layout[]>();

function layoutsOf(b: VariantBoard): Layout[] {
  const known = layoutsByRules.get(b.rules);
  if (known) return known;
  const cageOf = new Map<number, CageRef>();
  for (const cage of b.cages) for (const cell of cage.cells) cageOf.set(cell, cage);
  const layouts: Layout[] = [];
  for (const group of houseGroupsOf(b)) {
    const cells = new Set(group.houses.flatMap((h) => b.houses[h].cells));
    const layout: Layout = {
      houses: group.houses,
      total: (group.houses.length * b.size * (b.size + 1)) / 2,
      insideSum: 0,
      uncaged: [],
      crossing: [],
    };
    const seen = new Set<CageRef>();
    for (const cell of cells) {
      const cage = cageOf.get(cell);
      if (!cage) layout.uncaged.push(cell);
      else if (!seen.has(cage)) {
        seen.add(cage);
        const part = cage.cells.flatMap((c, i) => (cells.has(c) ? [i] : []));
        if (part.length === cage.cells.length) layout.insideSum += cage.sum ?? 0;
        else layout.crossing.push({ cage, part });
      }
    }
    // No cage across the edge: the rule of 45 itself says all there is.
    if (layout.crossing.length) layouts.push(layout);
  }
  layoutsByRules.set(b.rules, layouts);
  return layouts;
}

/** Sets of sums as bits in 32-bit words: bit s of word s >> 5 set when the sum s can be made. */
type SumBits = Uint32Array;

/** `into` |= `from` shifted up by `by` (the sums of `from` plus `by`). */
function orShifted(into: SumBits, from: SumBits, by: number): void {
  const words = by >> 5;
  const shift = by & 31;
  for (let w = into.length - 1; w >= words; w--) {
    const low = from[w - words] << shift;
    const carry = shift && w - words - 1 >= 0 ? from[w - words - 1] >>> (32 - shift) : 0;
    into[w] |= low | carry;
  }
}

const hasBit = (bits: SumBits, s: number): boolean => ((bits[s >> 5] >>> (s & 31)) & 1) === 1;

/** reach[i]: the sums pieces 0…i-1 make together. */
function reachOf(pieces: readonly Piece[], words: number): SumBits[] {
  const reach = [new Uint32Array(words)];
  reach[0][0] = 1;
  for (const piece of pieces) {
    const next = new Uint32Array(words);
    for (const s of piece.sums) orShifted(next, reach[reach.length - 1], s);
    reach.push(next);
  }
  return reach;
}

/** For each piece, the sums it can make that leave the others a sum they can make up to `target`. */
function feasibleSums(pieces: readonly Piece[], target: number): number[][] {
  // Pieces whose sums have no gaps make up every sum between their least and most: ranges settle it cheaply.
  const lows = pieces.map((p) => p.sums[0]);
  const highs = pieces.map((p) => p.sums[p.sums.length - 1]);
  const low = lows.reduce((x, y) => x + y, 0);
  const high = highs.reduce((x, y) => x + y, 0);
  if (pieces.every((p) => p.sums.length === p.sums[p.sums.length - 1] - p.sums[0] + 1))
    return pieces.map((p, i) => p.sums.filter((s) => target - s >= low - lows[i] && target - s <= high - highs[i]));
  const words = (target >> 5) + 1;
  const prefix = reachOf(pieces, words);
  const suffix = reachOf([...pieces].reverse(), words).reverse();
  return pieces.map((piece, i) => {
    // The sums all the others make: those before i, plus each sum of those after it.
    const others = new Uint32Array(words);
    const after = suffix[i + 1];
    for (let s = 0; s <= target; s++) if (hasBit(after, s)) orShifted(others, prefix[i], s);
    return piece.sums.filter((s) => s <= target && hasBit(others, target - s));
  });
}

export function findCageSplit(b: VariantBoard): VariantStep | null {
  if (!b.cages.length) return null;
  const keys: CandKeys = new Map();
  for (const layout of layoutsOf(b)) {
    let known = layout.insideSum;
    const pieces: Piece[] = [];
    for (const cell of layout.uncaged) {
      if (b.values[cell]) known += b.values[cell];
      else pieces.push({ cells: [cell], sums: digitsOf(b.cand[cell]) });
    }
    let open = 0;
    for (const { cage, part } of layout.crossing) {
      if (part.every((i) => b.values[cage.cells[i]])) {
        for (const i of part) known += b.values[cage.cells[i]];
        continue;
      }
      open++;
      const sums = partSums(b, keys, cage, part);
      if (!sums.length) return null; // a broken board: not this rule's to say
      pieces.push({ cells: part.map((i) => cage.cells[i]), cage, sums });
    }
    if (!open || pieces.length < 2) continue;
    const feasible = feasibleSums(pieces, layout.total - known);
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i];
      if (!piece.cage || feasible[i].length === piece.sums.length || !feasible[i].length) continue;
      const step = restrict(b, keys, piece, piece.cage, feasible[i], layout.houses, layout.total);
      if (step) return step;
    }
  }
  return null;
}

/** The cage with its part inside held to `sums`: the digits no such split gives are removed, inside and outside. */
function restrict(
  b: VariantBoard,
  keys: CandKeys,
  piece: Piece,
  cage: CageRef,
  sums: readonly number[],
  houses: readonly number[],
  total: number,
): VariantStep | null {
  const part = cage.cells.flatMap((c, i) => (piece.cells.includes(c) ? [i] : []));
  const keep = cage.cells.map(() => 0);
  const allowed = new Set(sums);
  for (const { set, inner } of splitsRemembered(b, keys, cage, part)) {
    if (!allowed.has(digitSum(inner))) continue;
    const outer = set & ~inner;
    // Each cell keeps a digit when the split still fits with the cell holding it.
    cage.cells.forEach((cell, i) => {
      const own = part.includes(i) ? inner : outer;
      for (const digit of digitsOf(b.cand[cell] & own & ~keep[i])) {
        const side = cage.cells.flatMap((c, j) => (part.includes(j) === part.includes(i) ? [j] : []));
        const masks = side.map((j) => (j === i ? bit(digit) : b.cand[cage.cells[j]] & ~bit(digit)));
        if (matches(masks, own)) keep[i] |= bit(digit);
      }
    });
  }
  const eliminations = cage.cells.flatMap((cell, i) =>
    b.values[cell] ? [] : digitsOf(b.cand[cell] & ~keep[i]).map((digit) => ({ cell, digit })),
  );
  if (!eliminations.length) return null;
  return variantStep('cage-split', {
    cells: [...piece.cells].sort((x, y) => x - y),
    digits: [],
    eliminations,
    houses: houses.map((h) => houseRef(b.houses[h])),
    cages: [cageRef(cage)],
    facts: { kind: 'cage-split', part: [...piece.cells].sort((x, y) => x - y), sums: [...sums], total },
  });
}
