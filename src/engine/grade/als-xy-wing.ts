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
import { MASK, SIZE, CHANGED, alsCells, markChanged, planes, removableZ, removeZ } from './als.ts';
import { ALL_DIRTY, type Dirty, type SearchMemo } from './memo.ts';
import { makeStep, type Candidate, type Step } from './step.ts';

/** The ALS-XY-wing with the fewest cells (the first found among equals), or null. */
export function findAlsXyWing(b: CandidateGrid, memo?: SearchMemo, dirty: Dirty = ALL_DIRTY): Step | null {
  const { count, start, other, rcc } = alsLinksOf(b, memo);
  markChanged(count, dirty);
  const plane = planes(b);
  let best: { step: Step; size: number } | null = null;
  for (let pivot = 0; pivot < count; pivot++) {
    const pivotChanged = CHANGED[pivot];
    for (let p = start[pivot]; p < start[pivot + 1]; p++) {
      const a = other[p];
      const outerChanged = pivotChanged | CHANGED[a];
      for (let q = p + 1; q < start[pivot + 1]; q++) {
        const c = other[q];
        if ((outerChanged | CHANGED[c]) === 0) continue;
        const size = SIZE[a] + SIZE[pivot] + SIZE[c];
        if ((best && size >= best.size) || !disjoint(a, c)) continue;
        const shared = MASK[a] & MASK[c];
        if (shared === 0) continue;
        // Most pairs remove nothing whatever X and Y are: that is checked without allocating.
        const removable = removableZ(plane, a, c, shared);
        if (removable === 0) continue;
        const step = wingStep(plane, a, pivot, c, rcc[p], rcc[q], removable);
        if (step) best = { step, size };
      }
    }
  }
  return best?.step ?? null;
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
