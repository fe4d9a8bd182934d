/**
 * A cage's combinations: the sets of distinct digits of the right count and sum, and those that still fit the
 * cage's cells (each cell can take a different digit of the set from its candidates: a perfect matching).
 */
import { bit, digitsOf, type VariantBoard } from './variant-board.ts';
import type { CageRef } from './houses.ts';

const memo = new Map<string, number[]>();

/** Every set of `count` distinct digits of 1…size adding up to `sum`, as bitmasks. */
export function digitSets(count: number, sum: number, size: number): number[] {
  const key = `${count}:${sum}:${size}`;
  const known = memo.get(key);
  if (known) return known;
  const sets: number[] = [];
  const walk = (digit: number, left: number, need: number, mask: number) => {
    if (need === 0) {
      if (left === 0) sets.push(mask);
      return;
    }
    for (let d = digit; d <= size && d <= left; d++) walk(d + 1, left - d, need - 1, mask | bit(d));
  };
  walk(1, sum, count, 0);
  memo.set(key, sets);
  return sets;
}

/** Whether every cell can take a different digit of `set`, each from its `allowed` mask (augmenting paths). */
export function matches(allowed: readonly number[], set: number): boolean {
  const owner = new Map<number, number>();
  const tryCell = (cell: number, seen: Set<number>): boolean => {
    for (const digit of digitsOf(allowed[cell] & set)) {
      if (seen.has(digit)) continue;
      seen.add(digit);
      const holder = owner.get(digit);
      if (holder === undefined || tryCell(holder, seen)) {
        owner.set(digit, cell);
        return true;
      }
    }
    return false;
  };
  return allowed.every((_, cell) => tryCell(cell, new Set()));
}

export interface CageFit {
  /** The digit sets that fit, as bitmasks. */
  sets: number[];
  /** Per cage cell, the digits some fitting set can give it. */
  keep: number[];
}

/**
 * Fits by sum, size and the cells' candidates: a cage whose cells did not change since the last step fits as it did
 * (grading a killer asks every cage at every step). Cleared when large: a key is a few numbers, a fit a few more.
 */
const fits = new Map<string, CageFit>();
const MAX_FITS = 20_000;

/** The combinations of `cage` (with a sum) that fit the board, and what each cell may still hold. */
export function fitCage(b: VariantBoard, cage: CageRef): CageFit {
  const allowed = cage.cells.map((cell) => b.cand[cell]);
  const key = `${b.size}:${cage.sum}:${allowed.join(',')}`;
  const known = fits.get(key);
  if (known) return known;
  const fit = computeFit(allowed, cage.sum ?? 0, b.size);
  if (fits.size >= MAX_FITS) fits.clear();
  fits.set(key, fit);
  return fit;
}

/** The digit sets of `sum` whose digits the cells (`allowed` masks) can take all different, and each cell's share. */
export function computeFit(allowed: readonly number[], sum: number, size: number): CageFit {
  const keep = allowed.map(() => 0);
  const sets: number[] = [];
  for (const set of digitSets(allowed.length, sum, size)) {
    if (!matches(allowed, set)) continue;
    sets.push(set);
    allowed.forEach((mask, i) => {
      for (const digit of digitsOf(mask & set & ~keep[i])) {
        // The cell takes this digit and the rest of the set still fits the other cells.
        const rest = allowed.map((other, j) => (j === i ? bit(digit) : other & ~bit(digit)));
        if (matches(rest, set)) keep[i] |= bit(digit);
      }
    });
  }
  return { sets, keep };
}
