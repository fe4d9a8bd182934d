/**
 * Avoidable rectangles (HoDoKu's UniquenessSolver; hodoku.sourceforge.net/en/tech_ur.php, "Avoidable Rectangle"): a
 * unique rectangle made of cells that were solved, not given. Four cells in two rows, two columns and two boxes that
 * are not givens, holding a, b, b, a around the rectangle, could swap a and b and still satisfy every given: two
 * solutions. So in a puzzle with one solution, with two adjacent corners solved as a and b:
 * - type 1: a third corner solved as well (b, opposite the a) means the fourth corner is not a;
 * - type 2: the other two corners empty, one holding b and one other digit z, the other a and the same z: one of
 *   them is z (the other would complete the pattern), so z leaves every cell that sees both.
 * Type 1 takes a fourth corner with any number of candidates (HoDoKu asks for two; the argument does not need it);
 * type 2 is HoDoKu's. They need to know which placed digits are givens (SearchContext.givens): without it, every
 * placed digit counts as one and there is no avoidable rectangle. Searched, as HoDoKu does, from each solved corner
 * in cell order, then the adjacent solved corner in its box, then the opposite side in unit order.
 */
import type { Grid } from '../grid.ts';
import { CandidateGrid, MASK_DIGITS, POPCOUNT } from './candidates.ts';
import { seenByAll, WORD_BITS, WORD_MASK } from './bitset.ts';
import { StateKey, type SearchMemo } from './memo.ts';
import { rectangleOf, uniquenessStep } from './rectangles.ts';
import type { Candidate, Step, StepFacts } from './step.ts';

const IDS = { 1: 'avoidable-rectangle-1', 2: 'avoidable-rectangle-2' } as const;

/** A step on the rectangle with corners a and d diagonally opposite. */
function arStep(
  b: CandidateGrid,
  type: 1 | 2,
  a: number,
  d: number,
  ab: number,
  elims: Candidate[],
  facts: StepFacts,
): Step {
  return uniquenessStep(IDS[type], rectangleOf(b.shape, a, d, ab), elims, facts);
}

/**
 * What searchAvoidable found, read by firstAvoidable to build the steps: AR_HIT[0] 1 when a type 1 was found, then its
 * corners c11, c12, c21, c22 (AR_HIT[1..4]); AR_HIT[5] 1 when a type 2 was found, then its corners (AR_HIT[6..9]).
 */
const AR_HIT = new Int32Array(10);
/** Each digit's candidates as a cell set (PLANES[(d - 1) * 3 ..], three words; 32 digits of room so that any mask's lowest bit indexes it). */
const PLANES = new Int32Array(32 * 3);

/** The first avoidable rectangle of each type (index type - 1), each null when there is none. */
function firstAvoidable(b: CandidateGrid, givens: Grid): (Step | null)[] {
  searchAvoidable(b, givens);
  const found: (Step | null)[] = [null, null];
  const { values, cands } = b;
  if (AR_HIT[0] !== 0) {
    const [c11, c12, c21, c22] = [AR_HIT[1], AR_HIT[2], AR_HIT[3], AR_HIT[4]];
    const a = values[c11];
    const bv = values[c12];
    const ab = (1 << (a - 1)) | (1 << (bv - 1));
    const [done, open, digit] = values[c21] !== 0 ? [c21, c22, a] : [c22, c21, bv];
    found[0] = arStep(b, 1, c11, c22, ab, [{ cell: open, digit }], {
      kind: 'ar-solved',
      solved: [c11, c12, done].sort((x, y) => x - y),
      open,
      swap: [a, bv],
    });
  }
  if (AR_HIT[5] !== 0) {
    const [c11, c12, c21, c22] = [AR_HIT[6], AR_HIT[7], AR_HIT[8], AR_HIT[9]];
    const a = values[c11];
    const bv = values[c12];
    const ab = (1 << (a - 1)) | (1 << (bv - 1));
    const z = MASK_DIGITS[cands[c21] & ~(1 << (bv - 1))][0];
    found[1] = arStep(b, 2, c11, c22, ab, seenByAll(cands, z, [c21, c22], b.shape.peerBits), {
      kind: 'ar-pair',
      solved: [c11, c12],
      open: [c21, c22],
      swap: [a, bv],
      z,
    });
  }
  return found;
}

/**
 * The search of firstAvoidable, in integers only (issue 31): a hit of either type is rare, and a path that never ran
 * before V8 optimized this function has no type feedback, so reaching it threw the optimized code away (it was
 * compiled three times in a hard batch). Each test is computed on every pass, before the branch on its result, and a
 * hit only copies locals; the corners found are written to AR_HIT at the end, on every call.
 */
function searchAvoidable(b: CandidateGrid, givens: Grid): void {
  const { values, cands } = b;
  const { size, cellCount, cellUnits, unitCells, peerBits } = b.shape;
  PLANES.fill(0);
  for (let c = 0; c < cellCount; c++) {
    let m = cands[c];
    const w = (c / WORD_BITS) | 0;
    const bit = 1 << (c % WORD_BITS);
    while (m !== 0) {
      const low = m & -m;
      PLANES[(31 - Math.clz32(low)) * 3 + w] |= bit;
      m ^= low;
    }
  }
  let have1 = 0;
  let have2 = 0;
  let t1c11 = 0;
  let t1c12 = 0;
  let t1c21 = 0;
  let t1c22 = 0;
  let t2c11 = 0;
  let t2c12 = 0;
  let t2c21 = 0;
  let t2c22 = 0;
  search: for (let c11 = 0; c11 < cellCount; c11++) {
    if (values[c11] === 0 || givens[c11] !== 0) continue;
    const r1 = cellUnits[c11 * 3];
    const k1 = cellUnits[c11 * 3 + 1];
    const box = cellUnits[c11 * 3 + 2];
    const a = values[c11];
    // The adjacent corner: in c11's box, and its row or its column (the box's cells, in cell order).
    for (let i = box * size; i < box * size + size; i++) {
      const c12 = unitCells[i];
      if (c12 === c11 || (cellUnits[c12 * 3] !== r1 && cellUnits[c12 * 3 + 1] !== k1)) continue;
      if (values[c12] === 0 || givens[c12] !== 0) continue;
      const inRow = cellUnits[c12 * 3] === r1;
      const bv = values[c12];
      const aBit = 1 << (a - 1);
      const bBit = 1 << (bv - 1);
      // The opposite side: c21 shares a column (or row) with c11, c22 with c12, outside their box. Along c11's column
      // (row) and c12's, position j of each is the j-th row (column).
      const line1 = inRow ? k1 : r1;
      const line2 = inRow ? cellUnits[c12 * 3 + 1] : cellUnits[c12 * 3];
      for (let j = 0; j < size; j++) {
        const c21 = unitCells[line1 * size + j];
        const c22 = unitCells[line2 * size + j];
        if (cellUnits[c21 * 3 + 2] === box) continue;
        const v21 = values[c21];
        const v22 = values[c22];
        if (have1 === 0 && (v21 === 0) !== (v22 === 0)) {
          // Type 1: three corners solved a, b, b; the fourth cannot be a (or, mirrored, b).
          const first = v21 !== 0;
          const done = first ? c21 : c22;
          const open = first ? c22 : c21;
          const hit =
            (givens[done] === 0 ? 1 : 0) &
            (values[done] === (first ? bv : a) ? 1 : 0) &
            ((cands[open] & (first ? aBit : bBit)) !== 0 ? 1 : 0);
          if (hit !== 0) {
            have1 = 1;
            t1c11 = c11;
            t1c12 = c12;
            t1c21 = c21;
            t1c22 = c22;
          }
        } else if (have2 === 0 && v21 === 0 && v22 === 0) {
          // Type 2: c21 = b/z and c22 = a/z; one of them is z, so z leaves every cell that sees both.
          const m21 = cands[c21];
          const m22 = cands[c22];
          const zBit = m21 & ~bBit;
          const z = (31 - Math.clz32(zBit & -zBit)) & 31; // the lowest digit of zBit, 0-based (31 when zBit is 0)
          const p = z * 3;
          const seen =
            (peerBits[c21 * 3] & peerBits[c22 * 3] & PLANES[p]) |
            (peerBits[c21 * 3 + 1] & peerBits[c22 * 3 + 1] & PLANES[p + 1]) |
            (peerBits[c21 * 3 + 2] & peerBits[c22 * 3 + 2] & PLANES[p + 2]);
          const hit =
            (POPCOUNT[m21] === 2 ? 1 : 0) &
            (POPCOUNT[m22] === 2 ? 1 : 0) &
            ((m21 & bBit) !== 0 ? 1 : 0) &
            ((m22 & aBit) !== 0 ? 1 : 0) &
            ((m22 & zBit) !== 0 ? 1 : 0) &
            (zBit !== aBit ? 1 : 0) &
            ((seen & WORD_MASK) !== 0 ? 1 : 0);
          if (hit !== 0) {
            have2 = 1;
            t2c11 = c11;
            t2c12 = c12;
            t2c21 = c21;
            t2c22 = c22;
          }
        }
        if ((have1 & have2) !== 0) break search;
      }
    }
  }
  AR_HIT[0] = have1;
  AR_HIT[1] = t1c11;
  AR_HIT[2] = t1c12;
  AR_HIT[3] = t1c21;
  AR_HIT[4] = t1c22;
  AR_HIT[5] = have2;
  AR_HIT[6] = t2c11;
  AR_HIT[7] = t2c12;
  AR_HIT[8] = t2c21;
  AR_HIT[9] = t2c22;
}

// Both types are searched one after the other on the same candidates: one pass answers both (as for unique rectangles).
const ANSWERS = new StateKey<readonly (Step | null)[]>('avoidable rectangles, types 1–2');

/** The first avoidable rectangle of `type`, or null; without the givens, none. */
export function findAvoidableRectangle(
  b: CandidateGrid,
  type: 1 | 2,
  givens: Grid | undefined,
  memo?: SearchMemo,
): Step | null {
  if (!givens) return null;
  const answers = memo ? memo.perState(ANSWERS, () => firstAvoidable(b, givens)) : firstAvoidable(b, givens);
  return answers[type - 1];
}
