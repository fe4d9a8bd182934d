/**
 * Naked and hidden pairs, triples and quads. Naked subsets work in any group of cells that see one another: the
 * houses, and cages (their digits differ, with a sum or without). Hidden subsets need a group that holds every
 * digit: the houses only.
 */
import { bitCount, digitsOf, type VariantBoard } from './variant-board.ts';
import type { CageRef } from './houses.ts';
import { cageRef, houseRef, variantStep, type VariantStep, type HouseRef } from './variant-step.ts';
import type { VariantTechniqueId } from './variant-techniques.ts';

/** Every way to choose `n` items of `items`, in order, until `visit` returns true. */
function choose<T>(items: readonly T[], n: number, visit: (chosen: T[]) => boolean): boolean {
  const chosen: T[] = [];
  const walk = (from: number): boolean => {
    if (chosen.length === n) return visit(chosen);
    for (let i = from; i <= items.length - (n - chosen.length); i++) {
      chosen.push(items[i]);
      if (walk(i + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return walk(0);
}

const NAKED: Record<number, VariantTechniqueId> = { 2: 'naked-pair', 3: 'naked-triple', 4: 'naked-quad' };
const HIDDEN: Record<number, VariantTechniqueId> = { 2: 'hidden-pair', 3: 'hidden-triple', 4: 'hidden-quad' };

interface Group {
  cells: readonly number[];
  house?: HouseRef;
  cage?: CageRef;
}

function groupsOf(b: VariantBoard): Group[] {
  const groups: Group[] = b.houses.map((house) => ({ cells: house.cells, house: houseRef(house) }));
  for (const cage of b.rules.cages ?? [])
    if (cage.cells.length > 2) groups.push({ cells: cage.cells, cage: cageRef(cage) });
  return groups;
}

/** `n` open cells of a group whose candidates together are `n` digits: no other cell of the group holds them. */
export function findNakedSubset(b: VariantBoard, n: number): VariantStep | null {
  for (const group of groupsOf(b)) {
    const open = group.cells.filter((cell) => !b.values[cell]);
    if (open.length <= n) continue;
    const small = open.filter((cell) => bitCount(b.cand[cell]) <= n);
    let found: VariantStep | null = null;
    choose(small, n, (cells) => {
      let union = 0;
      for (const cell of cells) union |= b.cand[cell];
      if (bitCount(union) !== n) return false;
      const eliminations = open
        .filter((cell) => !cells.includes(cell))
        .flatMap((cell) => digitsOf(b.cand[cell] & union).map((digit) => ({ cell, digit })));
      if (!eliminations.length) return false;
      found = variantStep(NAKED[n], {
        cells: [...cells],
        digits: digitsOf(union),
        eliminations,
        ...(group.house ? { houses: [group.house] } : { cages: [group.cage as CageRef] }),
      });
      return true;
    });
    if (found) return found;
  }
  return null;
}

/** `n` digits of a house with `n` places between them: those cells hold nothing else. */
export function findHiddenSubset(b: VariantBoard, n: number): VariantStep | null {
  for (const house of b.houses) {
    const open = house.cells.filter((cell) => !b.values[cell]);
    if (open.length <= n) continue;
    let openDigits = 0;
    for (const cell of open) openDigits |= b.cand[cell];
    const placesOf = new Map<number, number[]>();
    for (const digit of digitsOf(openDigits)) {
      const places = b.placesOf(open, digit);
      if (places.length >= 2 && places.length <= n) placesOf.set(digit, places);
    }
    let found: VariantStep | null = null;
    choose([...placesOf.keys()], n, (digits) => {
      const cells = [...new Set(digits.flatMap((digit) => placesOf.get(digit) ?? []))].sort((x, y) => x - y);
      if (cells.length !== n) return false;
      let keep = 0;
      for (const digit of digits) keep |= 1 << (digit - 1);
      const eliminations = cells.flatMap((cell) => digitsOf(b.cand[cell] & ~keep).map((digit) => ({ cell, digit })));
      if (!eliminations.length) return false;
      found = variantStep(HIDDEN[n], { cells, digits: [...digits], eliminations, houses: [houseRef(house)] });
      return true;
    });
    if (found) return found;
  }
  return null;
}
