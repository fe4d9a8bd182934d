/**
 * The links between almost locked sets: two ALSs with no cell in common are linked by a restricted common digit X
 * when every X of one sees every X of the other (so X is in at most one of them). ALS-XY-wings and ALS chains walk
 * these links; they are computed once per state of the candidates (memo.ts), over the collection of als.ts.
 *
 * Stored as adjacency lists in flat arrays: the links of ALS i are entries START[i] .. START[i+1]-1, each naming the
 * other ALS and the mask of restricted common digits (one or two).
 */
import { CandidateGrid, MASK_DIGITS, POPCOUNT } from './candidates.ts';
import { HOLD, MASK, SEEN, SET, alsOf } from './als.ts';
import { StateKey, type SearchMemo } from './memo.ts';

export interface AlsLinks {
  /** How many ALSs the collection holds (als.ts tables). */
  count: number;
  start: Int32Array;
  other: Int32Array;
  rcc: Uint16Array;
}

export const disjoint = (i: number, j: number): boolean =>
  ((SET[i * 3] & SET[j * 3]) | (SET[i * 3 + 1] & SET[j * 3 + 1]) | (SET[i * 3 + 2] & SET[j * 3 + 2])) === 0;

/** Every X of `j` sees every X of `i` (and, by symmetry of seeing, the other way round). */
function restricted(i: number, j: number, x: number): boolean {
  const ix = (i * 10 + x) * 3;
  const jx = (j * 10 + x) * 3;
  return ((HOLD[jx] & ~SEEN[ix]) | (HOLD[jx + 1] & ~SEEN[ix + 1]) | (HOLD[jx + 2] & ~SEEN[ix + 2])) === 0;
}

/** The restricted common digits of two disjoint ALSs, as a mask. */
function restrictedDigits(i: number, j: number): number {
  let rcc = 0;
  for (const x of MASK_DIGITS[MASK[i] & MASK[j]]) if (restricted(i, j, x)) rcc |= 1 << (x - 1);
  return rcc;
}

const LINKS = new StateKey<AlsLinks>('ALS links');

/** The ALSs of `b` (filled into als.ts's tables) and the links between them. */
export function alsLinksOf(b: CandidateGrid, memo?: SearchMemo): AlsLinks {
  // The collection is the same for the same candidates (als.ts fills it in a fixed order), so links made for this
  // state stay good even when the tables were refilled for another grid in between.
  const count = alsOf(b, memo);
  return memo ? memo.perState(LINKS, () => collectLinks(count)) : collectLinks(count);
}

function collectLinks(count: number): AlsLinks {
  const pairs: number[] = [];
  const degree = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      if (POPCOUNT[MASK[i] & MASK[j]] === 0 || !disjoint(i, j)) continue;
      const rcc = restrictedDigits(i, j);
      if (rcc === 0) continue;
      pairs.push(i, j, rcc);
      degree[i]++;
      degree[j]++;
    }
  }
  const start = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) start[i + 1] = start[i] + degree[i];
  const fill = start.slice(0, count);
  const other = new Int32Array(start[count]);
  const rcc = new Uint16Array(start[count]);
  for (let p = 0; p < pairs.length; p += 3) {
    const [i, j, mask] = [pairs[p], pairs[p + 1], pairs[p + 2]];
    other[fill[i]] = j;
    rcc[fill[i]++] = mask;
    other[fill[j]] = i;
    rcc[fill[j]++] = mask;
  }
  return { count, start, other, rcc };
}
