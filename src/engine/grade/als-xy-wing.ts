/**
 * ALS-XY-wing (HoDoKu: unfair, i.e. our expert, 320; hodoku.sourceforge.net/en/tech_als.php#axy): three almost
 * locked sets A, B and C, no two sharing a cell, where A and B have a restricted common digit X and B and C another,
 * Y. For a digit Z of both A and C (neither X nor Y), a cell that sees every Z of A and of C can't be Z: were it Z,
 * A would lose Z and lock, so X would be in A, not in B; B would then lock with Y, so Y would not be in C; C would
 * lock with Z, which that cell's Z forbids. The ALSs are those of als.ts, shared with ALS-XZ for the same state.
 */
import { CandidateGrid, MASK_DIGITS, POPCOUNT } from './candidates.ts';
import { HOLD, MASK, SEEN, SET, SIZE, alsCells, alsOf, planes } from './als.ts';
import { pushCells } from './bitset.ts';
import type { SearchMemo } from './memo.ts';
import { cellsText, digitsSlash, makeStep, removesText, type Candidate, type Step } from './step.ts';

const disjoint = (i: number, j: number): boolean =>
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

/** The ALS-XY-wing with the fewest cells (the first found among equals), or null. */
export function findAlsXyWing(b: CandidateGrid, memo?: SearchMemo): Step | null {
  const count = alsOf(b, memo);
  // Each ALS's partners: the disjoint ALSs it has a restricted common digit with.
  const partners: { other: number; rcc: number }[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      if (POPCOUNT[MASK[i] & MASK[j]] < 1 || !disjoint(i, j)) continue;
      const rcc = restrictedDigits(i, j);
      if (rcc === 0) continue;
      partners[i].push({ other: j, rcc });
      partners[j].push({ other: i, rcc });
    }
  }
  const plane = planes(b);
  let best: { step: Step; size: number } | null = null;
  for (let pivot = 0; pivot < count; pivot++) {
    const around = partners[pivot];
    for (let p = 0; p < around.length; p++) {
      const a = around[p].other;
      for (let q = p + 1; q < around.length; q++) {
        const c = around[q].other;
        const size = SIZE[a] + SIZE[pivot] + SIZE[c];
        if ((best && size >= best.size) || !disjoint(a, c)) continue;
        const shared = MASK[a] & MASK[c];
        if (shared === 0) continue;
        const step = wingStep(b, plane, a, pivot, c, around[p].rcc, around[q].rcc, shared);
        if (step) best = { step, size };
      }
    }
  }
  return best?.step ?? null;
}

/** The wing A–B–C with some X (A–B) and Y (B–C), X ≠ Y, that removes a Z; null when no choice of X and Y does. */
function wingStep(
  b: CandidateGrid,
  plane: Int32Array,
  a: number,
  pivot: number,
  c: number,
  xs: number,
  ys: number,
  shared: number,
): Step | null {
  for (const x of MASK_DIGITS[xs]) {
    for (const y of MASK_DIGITS[ys]) {
      if (x === y) continue;
      const elims: Candidate[] = [];
      const zs: number[] = [];
      for (const z of MASK_DIGITS[shared]) {
        if (z === x || z === y) continue;
        const az = (a * 10 + z) * 3;
        const cz = (c * 10 + z) * 3;
        const w0 = plane[z * 3] & SEEN[az] & SEEN[cz];
        const w1 = plane[z * 3 + 1] & SEEN[az + 1] & SEEN[cz + 1];
        const w2 = plane[z * 3 + 2] & SEEN[az + 2] & SEEN[cz + 2];
        if ((w0 | w1 | w2) === 0) continue;
        for (const cell of pushCells([], w0, w1, w2)) if (b.values[cell] === 0) elims.push({ cell, digit: z });
        zs.push(z);
      }
      if (elims.length === 0) continue;
      const [A, B, C] = [alsCells(a), alsCells(pivot), alsCells(c)];
      const set = (cells: number[], i: number): string => `${cellsText(cells)} (${digitsSlash(MASK_DIGITS[MASK[i]])})`;
      return makeStep('als-xy-wing', 'ALS-XY-wing', {
        cells: [...A, ...B, ...C],
        digits: [x, y, ...zs],
        eliminations: elims,
        text:
          `ALS-XY-wing: A = ${set(A, a)} and B = ${set(B, pivot)} share the restricted digit ${x}, ` +
          `B and C = ${set(C, c)} the restricted digit ${y}, so Z = ${digitsSlash(zs)} is in A or C, which ` +
          removesText(elims),
      });
    }
  }
  return null;
}
