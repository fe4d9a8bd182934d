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
function arStep(type: 1 | 2, a: number, d: number, ab: number, elims: Candidate[], facts: StepFacts): Step {
  return uniquenessStep(IDS[type], rectangleOf(a, d, ab), elims, facts);
}

/** The first avoidable rectangle of each type (index type - 1), each null when there is none. */
function firstAvoidable(b: CandidateGrid, givens: Grid): (Step | null)[] {
  const { values, cands } = b;
  const solved = (c: number): boolean => values[c] !== 0 && givens[c] === 0;
  const found: (Step | null)[] = [null, null];
  for (let c11 = 0; c11 < 81; c11++) {
    if (!solved(c11)) continue;
    const r1 = (c11 / 9) | 0;
    const k1 = c11 % 9;
    const a = values[c11];
    // The adjacent corner: in c11's box, and its row (the first two) or its column.
    const stack = k1 - (k1 % 3);
    const band = r1 - (r1 % 3);
    const sides = [
      r1 * 9 + stack + ((k1 + 1) % 3),
      r1 * 9 + stack + ((k1 + 2) % 3),
      (band + ((r1 + 1) % 3)) * 9 + k1,
      (band + ((r1 + 2) % 3)) * 9 + k1,
    ].sort((x, y) => x - y);
    for (const c12 of sides) {
      if (!solved(c12)) continue;
      const r2 = (c12 / 9) | 0;
      const k2 = c12 % 9;
      const inRow = r1 === r2;
      const bv = values[c12];
      const ab = (1 << (a - 1)) | (1 << (bv - 1));
      // The opposite side: c21 shares a column (or row) with c11, c22 with c12, outside their box.
      for (let j = 0; j < 9; j++) {
        if (((j / 3) | 0) === (((inRow ? r1 : k1) / 3) | 0)) continue;
        const c21 = inRow ? j * 9 + k1 : r1 * 9 + j;
        const c22 = inRow ? j * 9 + k2 : r2 * 9 + j;
        if (found[0] === null && (values[c21] === 0) !== (values[c22] === 0)) {
          // Type 1: three corners solved a, b, b; the fourth cannot be a (or, mirrored, b).
          const [done, open, digit] = values[c21] !== 0 ? [c21, c22, a] : [c22, c21, bv];
          if (solved(done) && values[done] === (done === c21 ? bv : a) && b.has(open, digit)) {
            found[0] = arStep(1, c11, c22, ab, [{ cell: open, digit }], {
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
          const elims = seenByAll(cands, z, [c21, c22]);
          if (elims.length === 0) continue;
          found[1] = arStep(2, c11, c22, ab, elims, {
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
