/**
 * A cage's combinations: the sets of distinct digits of the right count and sum, and those that still fit the
 * cage's cells (each cell can take a different digit of the set from its candidates: a perfect matching).
 */
import { BoundedMemo } from '../../bounded-memo.ts';
import { bit, type VariantBoard } from './variant-board.ts';
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

/** Which cell (plus one) holds each digit's bit in the matching being built; 0 for none. Reused: no allocation. */
const owner = new Int32Array(33);
/** Digits (as bits) already tried in the current augmenting search. */
let seen = 0;

/** An augmenting path from `cell` (Kuhn's algorithm): the cell gets a digit of `set`, moving others if need be. */
function augment(allowed: readonly number[], set: number, cell: number): boolean {
  let options = allowed[cell] & set & ~seen;
  while (options) {
    const digitBit = options & -options;
    options ^= digitBit;
    if (seen & digitBit) continue; // taken by a deeper search meanwhile
    seen |= digitBit;
    const index = 31 - Math.clz32(digitBit);
    const holder = owner[index];
    if (holder === 0 || augment(allowed, set, holder - 1)) {
      owner[index] = cell + 1;
      return true;
    }
  }
  return false;
}

/**
 * Whether every cell can take a different digit of `set`, each from its `allowed` mask (augmenting paths). Bit
 * masks and one reused array: grading a killer asks this thousands of times a puzzle.
 */
export function matches(allowed: readonly number[], set: number): boolean {
  owner.fill(0);
  for (let cell = 0; cell < allowed.length; cell++) {
    seen = 0;
    if (!augment(allowed, set, cell)) return false;
  }
  return true;
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
const fits = new BoundedMemo<string, CageFit>(20_000);

/** The combinations of `cage` (with a sum) that fit the board, and what each cell may still hold. */
export function fitCage(b: VariantBoard, cage: CageRef): CageFit {
  return fitMasks(
    cage.cells.map((cell) => b.cand[cell]),
    cage.sum ?? 0,
    b.size,
  );
}

/** computeFit, remembered: the same cells' candidates and sum fit as they did. */
export function fitMasks(allowed: readonly number[], sum: number, size: number): CageFit {
  return fits.get(`${size}:${sum}:${allowed.join(',')}`, () => computeFit(allowed, sum, size));
}

/** The digit sets of `sum` whose digits the cells (`allowed` masks) can take all different, and each cell's share. */
export function computeFit(allowed: readonly number[], sum: number, size: number): CageFit {
  const keep = allowed.map(() => 0);
  const sets: number[] = [];
  const rest = [...allowed];
  for (const set of digitSets(allowed.length, sum, size)) {
    if (!matches(allowed, set)) continue;
    sets.push(set);
    for (let i = 0; i < allowed.length; i++) {
      let open = allowed[i] & set & ~keep[i];
      while (open) {
        const digitBit = open & -open;
        open ^= digitBit;
        // The cell takes this digit and the rest of the set still fits the other cells.
        for (let j = 0; j < allowed.length; j++) rest[j] = j === i ? digitBit : allowed[j] & ~digitBit;
        if (matches(rest, set)) keep[i] |= digitBit;
      }
    }
  }
  return { sets, keep };
}
