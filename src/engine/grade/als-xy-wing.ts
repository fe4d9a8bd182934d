/**
 * ALS-XY-wing (HoDoKu: unfair, i.e. our expert, 320; hodoku.sourceforge.net/en/tech_als.php#axy): three almost
 * locked sets A, B and C, no two sharing a cell, where A and B have a restricted common digit X and B and C another,
 * Y. For a digit Z of both A and C (neither X nor Y), a cell that sees every Z of A and of C can't be Z: were it Z,
 * A would lose Z and lock, so X would be in A, not in B; B would then lock with Y, so Y would not be in C; C would
 * lock with Z, which that cell's Z forbids. The ALSs and their links are those of als.ts and als-links.ts, shared with
 * ALS-XZ and ALS chains for the same state.
 */
import { CandidateGrid, MASK_DIGITS } from './candidates.ts';
import { alsLinksOf, disjoint } from './als-links.ts';
import { ENDS, MASK, SIZE, CHANGED, alsCells, markChanged, markEnds, planes, removableZ, removeZ } from './als.ts';
import { ALL_DIRTY, type Dirty, type SearchMemo } from './memo.ts';
import { makeStep, type Candidate, type Step } from './step.ts';

/**
 * The ALS-XY-wing with the fewest cells (the first found among equals, in the order pivot, then its links p < q to
 * A and C), or null. After removals only, a wing of three unchanged ALSs removed nothing when the finder last found
 * nothing and still removes nothing (markChanged): around an unchanged pivot only the pairs with a changed A or C
 * are tried, which the loop visits out of order, so among equal sizes the earliest (p, q) wins explicitly.
 */
export function findAlsXyWing(b: CandidateGrid, memo?: SearchMemo, dirty: Dirty = ALL_DIRTY): Step | null {
  const { count, start, other, rcc } = alsLinksOf(b, memo);
  markChanged(count, dirty);
  const plane = planes(b);
  // Both ends must be able to remove a digit they share (ENDS): most pairs are ruled out by that alone.
  markEnds(count, plane);
  // Each link's far end's ENDS, in link order: the pair loops read them for every pair of a pivot's links.
  if (LINK_ENDS.length < start[count]) LINK_ENDS = new Uint16Array(2 * start[count]);
  for (let p = 0; p < start[count]; p++) LINK_ENDS[p] = ENDS[other[p]];
  // The best wing so far, by its pivot and links (its step is built once, at the end: most wings that beat the best
  // are beaten in turn).
  let best = false;
  let bestSize = 0;
  let bestPivot = -1;
  let bestP = 0;
  let bestQ = 0;
  // The wing pivot–other[p]–other[q] (p < q) if it beats the best so far.
  const tryWing = (pivot: number, p: number, q: number): void => {
    const a = other[p];
    const c = other[q];
    const size = SIZE[a] + SIZE[pivot] + SIZE[c];
    if (best) {
      if (size > bestSize) return;
      if (size === bestSize && (pivot > bestPivot || p > bestP || (p === bestP && q > bestQ))) return;
    }
    if (!disjoint(a, c)) return;
    // Most pairs remove nothing whatever X and Y are: that is checked without allocating.
    const removable = removableZ(plane, a, c, ENDS[a] & ENDS[c]);
    if (removable === 0) return;
    if (!wingRemoves(rcc[p], rcc[q], removable)) return;
    best = true;
    bestSize = size;
    bestPivot = pivot;
    bestP = p;
    bestQ = q;
  };
  // A pair can only make a wing if some X ≠ Y leaves a digit both ends could remove (wingRemoves on ENDS, a superset
  // of what removableZ finds): a few bit operations that rule out most pairs (nine in ten on the sample's hard half)
  // before tryWing reads their sets.
  for (let pivot = 0; pivot < count; pivot++) {
    const end = start[pivot + 1];
    if (CHANGED[pivot] === 1) {
      for (let p = start[pivot]; p < end; p++) {
        const ends = LINK_ENDS[p];
        if (ends === 0) continue;
        const xs = rcc[p];
        for (let q = p + 1; q < end; q++) {
          const shared = ends & LINK_ENDS[q];
          if (shared !== 0 && wingRemoves(xs, rcc[q], shared)) tryWing(pivot, p, q);
        }
      }
      continue;
    }
    for (let p = start[pivot]; p < end; p++) {
      const ends = LINK_ENDS[p];
      if (CHANGED[other[p]] === 0 || ends === 0) continue;
      const ys = rcc[p];
      // Each pair with a changed end once: with every later link, and with the earlier unchanged ones.
      for (let q = start[pivot]; q < p; q++) {
        if (CHANGED[other[q]] !== 0) continue;
        const shared = ends & LINK_ENDS[q];
        if (shared !== 0 && wingRemoves(rcc[q], ys, shared)) tryWing(pivot, q, p);
      }
      for (let q = p + 1; q < end; q++) {
        const shared = ends & LINK_ENDS[q];
        if (shared !== 0 && wingRemoves(ys, rcc[q], shared)) tryWing(pivot, p, q);
      }
    }
  }
  if (!best) return null;
  const a = other[bestP];
  const c = other[bestQ];
  return wingStep(plane, a, bestPivot, c, rcc[bestP], rcc[bestQ], removableZ(plane, a, c, ENDS[a] & ENDS[c]));
}

/** findAlsXyWing's ENDS per link (grown, never shrunk). */
let LINK_ENDS = new Uint16Array(0);

/**
 * Whether some X of `xs` and Y of `ys`, X ≠ Y, leave a digit of `removable` (removableZ: each removes something) to
 * be Z: exactly when wingStep makes a step, asked without building it.
 */
function wingRemoves(xs: number, ys: number, removable: number): boolean {
  for (let rx = xs; rx !== 0; rx &= rx - 1) {
    const x = rx & -rx;
    for (let ry = ys & ~x; ry !== 0; ry &= ry - 1) if ((removable & ~x & ~(ry & -ry)) !== 0) return true;
  }
  return false;
}

/**
 * The wing A–B–C with some X (A–B) and Y (B–C), X ≠ Y, that removes a Z; null when no choice of X and Y does.
 * `removable`: the digits both A and C hold whose Z candidates some cell sees in both (removableZ).
 */
function wingStep(
  plane: Int32Array,
  a: number,
  pivot: number,
  c: number,
  xs: number,
  ys: number,
  removable: number,
): Step | null {
  for (const x of MASK_DIGITS[xs]) {
    for (const y of MASK_DIGITS[ys]) {
      if (x === y) continue;
      const shared = removable & ~(1 << (x - 1)) & ~(1 << (y - 1));
      if (shared === 0) continue;
      const elims: Candidate[] = [];
      const zs: number[] = [];
      for (const z of MASK_DIGITS[shared]) {
        if (z !== x && z !== y && removeZ(plane, a, c, z, elims)) zs.push(z);
      }
      if (elims.length === 0) continue;
      const [A, B, C] = [alsCells(a), alsCells(pivot), alsCells(c)];
      const set = (cells: number[], i: number) => ({ cells, digits: MASK_DIGITS[MASK[i]].slice() });
      return makeStep('als-xy-wing', {
        cells: [...A, ...B, ...C],
        digits: [x, y, ...zs],
        eliminations: elims,
        facts: { kind: 'als', sets: [set(A, a), set(B, pivot), set(C, c)], restricted: [[x], [y]], z: zs },
      });
    }
  }
  return null;
}
