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
import { seenByAll } from './bitset.ts';
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

/** The first avoidable rectangle of each type (index type - 1), each null when there is none. */
function firstAvoidable(b: CandidateGrid, givens: Grid): (Step | null)[] {
  const { values, cands } = b;
  const { size, cellCount, cellUnits, unitCells, peerBits } = b.shape;
  const solved = (c: number): boolean => values[c] !== 0 && givens[c] === 0;
  const found: (Step | null)[] = [null, null];
  const sides: number[] = [];
  for (let c11 = 0; c11 < cellCount; c11++) {
    if (!solved(c11)) continue;
    const r1 = cellUnits[c11 * 3];
    const k1 = cellUnits[c11 * 3 + 1];
    const box = cellUnits[c11 * 3 + 2];
    const a = values[c11];
    // The adjacent corner: in c11's box, and its row or its column (the box's cells, in cell order).
    sides.length = 0;
    for (let i = box * size; i < box * size + size; i++) {
      const c = unitCells[i];
      if (c !== c11 && (cellUnits[c * 3] === r1 || cellUnits[c * 3 + 1] === k1)) sides.push(c);
    }
    for (const c12 of sides) {
      if (!solved(c12)) continue;
      const inRow = cellUnits[c12 * 3] === r1;
      const bv = values[c12];
      const ab = (1 << (a - 1)) | (1 << (bv - 1));
      // The opposite side: c21 shares a column (or row) with c11, c22 with c12, outside their box. Along c11's column
      // (row) and c12's, position j of each is the j-th row (column).
      const line1 = inRow ? k1 : r1;
      const line2 = inRow ? cellUnits[c12 * 3 + 1] : cellUnits[c12 * 3];
      for (let j = 0; j < size; j++) {
        const c21 = unitCells[line1 * size + j];
        const c22 = unitCells[line2 * size + j];
        if (cellUnits[c21 * 3 + 2] === box) continue;
        if (found[0] === null && (values[c21] === 0) !== (values[c22] === 0)) {
          // Type 1: three corners solved a, b, b; the fourth cannot be a (or, mirrored, b).
          const [done, open, digit] = values[c21] !== 0 ? [c21, c22, a] : [c22, c21, bv];
          if (solved(done) && values[done] === (done === c21 ? bv : a) && b.has(open, digit)) {
            found[0] = arStep(b, 1, c11, c22, ab, [{ cell: open, digit }], {
              kind: 'ar-solved',
              solved: [c11, c12, done].sort((x, y) => x - y),
              open,
              swap: [a, bv],
            });
          }
        } else if (found[1] === null && values[c21] === 0 && values[c22] === 0) {
          // Type 2: c21 = b/z and c22 = a/z; one of them is z.
          if (POPCOUNT[cands[c21]] !== 2 || POPCOUNT[cands[c22]] !== 2) continue;
          if (!b.has(c21, bv) || !b.has(c22, a)) continue;
          const z = MASK_DIGITS[cands[c21] & ~(1 << (bv - 1))][0];
          if (!b.has(c22, z) || z === a) continue;
          const elims = seenByAll(cands, z, [c21, c22], peerBits);
          if (elims.length === 0) continue;
          found[1] = arStep(b, 2, c11, c22, ab, elims, {
            kind: 'ar-pair',
            solved: [c11, c12],
            open: [c21, c22],
            swap: [a, bv],
            z,
          });
        }
        if (found[0] !== null && found[1] !== null) return found;
      }
    }
  }
  return found;
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
