import { POPCOUNT } from './candidates.ts';

/** Visits every k-subset of `items` (in lexicographic order) until `visit` returns a value other than null. */
export function firstCombination<T, R>(items: readonly T[], k: number, visit: (subset: T[]) => R | null): R | null {
  const n = items.length;
  if (k > n || k <= 0) return null;
  // Pushed, not mapped: an optimized .map makes a holey array, and the first one deoptimized the loop below (issue 31).
  const idx: number[] = [];
  const subset: T[] = [];
  for (let i = 0; i < k; i++) {
    idx.push(i);
    subset.push(items[i]);
  }
  for (;;) {
    const r = visit(subset);
    if (r !== null) return r;
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return null;
    idx[i]++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1] + 1;
    for (let j = i; j < k; j++) subset[j] = items[idx[j]];
  }
}

/**
 * n-subsets of items whose bitmasks unite to exactly n bits, in lexicographic order, over reused buffers: a partial
 * choice whose union already exceeds n bits is abandoned with all its extensions (none could match), so the matches
 * come out in the same order as a plain scan of every subset would give them. Fill `masks[0..m-1]`, then call
 * `next(m, n, true)` and `next(m, n, false)` until false; the match is `idx[0..n-1]`, its union `union[n]`.
 *
 * In general a match's union has at least `min` bits, and a choice is abandoned when `spread` of its union (a table
 * over 9-bit masks that can only grow with the mask, by default the bit count) exceeds `max`.
 */
export class MaskSubsets {
  readonly masks = new Int32Array(9);
  readonly idx = new Int32Array(5);
  readonly union = new Int32Array(5);
  /** needed[k]: the items of `need` among the first k chosen, as bits of their indices. */
  private readonly needed = new Int32Array(5);

  /**
   * `need` (bits of item indices, default all): a match holds one of these items at least; a choice that has none and
   * no such item left to take is abandoned, so the matches are those of a plain scan that holds one.
   */
  next(m: number, n: number, fresh: boolean, min = n, max = n, spread: Uint8Array = POPCOUNT, need = -1): boolean {
    const { masks, idx, union, needed } = this;
    let k: number;
    if (fresh) {
      k = 0;
      idx[0] = 0;
      union[0] = 0;
      needed[0] = 0;
    } else {
      k = n - 1;
      idx[k]++;
    }
    for (;;) {
      if (idx[k] > m - (n - k) || (needed[k] === 0 && need >>> idx[k] === 0)) {
        if (--k < 0) return false;
        idx[k]++;
        continue;
      }
      const u = union[k] | masks[idx[k]];
      if (spread[u] > max) {
        idx[k]++;
        continue;
      }
      union[k + 1] = u;
      const has = needed[k] | (need & (1 << idx[k]));
      if (k === n - 1) {
        if (has !== 0 && POPCOUNT[u] >= min) return true;
        idx[k]++;
        continue;
      }
      needed[k + 1] = has;
      k++;
      idx[k] = idx[k - 1] + 1;
    }
  }
}
