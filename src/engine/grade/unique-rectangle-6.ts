/**
 * Unique rectangle type 6 (HoDoKu's "Uniqueness Test 6", UniquenessSolver; hodoku.sourceforge.net/en/tech_ur.php):
 * a rectangle of four empty cells in two rows, two columns and two boxes, two diagonally opposite corners holding
 * nothing but the pair a/b, the other two corners extra candidates as well, and digit x (a or b) in the rectangle's
 * two rows and two columns only at its corners. Then x fills one diagonal of the rectangle; were it the diagonal with
 * the extras, the pair-only corners would both be y, the pair's other digit, and the four corners a deadly pattern
 * (two solutions). So x leaves the corners with extras. A uniqueness technique: sound only with one solution.
 *
 * As HoDoKu: a pair-only corner may miss a digit of the pair, and no corner may have either digit blocked by a placed
 * digit (rectangles.ts). Searched by a corner holding exactly two digits, in cell order, then by its opposite corner,
 * x = a before x = b.
 */
import { CandidateGrid, MASK_DIGITS } from './candidates.ts';
import { firstByDiagonal, markBlocked, rectangleOf, uniquenessStep } from './rectangles.ts';
import type { Candidate, Step, StepFacts } from './step.ts';

/** The first unique rectangle type 6, or null. */
export function findUniqueRectangle6(b: CandidateGrid): Step | null {
  const { values, cands } = b;
  let blocked: Uint16Array | null = null;
  return firstByDiagonal(cands, (corner, opposite, ab) => {
    const r = (corner / 9) | 0;
    const c = corner % 9;
    // The opposite corner holds the pair alone (or one digit of it), the other two extras beside it.
    if (cands[opposite] === 0 || (cands[opposite] & ~ab) !== 0) return null;
    const r2 = (opposite / 9) | 0;
    const c2 = opposite % 9;
    const p = r * 9 + c2;
    const q = r2 * 9 + c;
    if (values[p] !== 0 || values[q] !== 0 || (cands[p] & ~ab) === 0 || (cands[q] & ~ab) === 0) return null;
    blocked ??= markBlocked(b);
    if ((ab & (blocked[corner] | blocked[opposite] | blocked[p] | blocked[q])) !== 0) return null;
    for (const x of MASK_DIGITS[ab]) {
      // x only at the corners in both rows and both columns: the units' positions of x, less the corners' bits.
      if (
        (b.positions(r, x) & ~((1 << c) | (1 << c2))) !== 0 ||
        (b.positions(r2, x) & ~((1 << c) | (1 << c2))) !== 0 ||
        (b.positions(9 + c, x) & ~((1 << r) | (1 << r2))) !== 0 ||
        (b.positions(9 + c2, x) & ~((1 << r) | (1 << r2))) !== 0
      )
        continue;
      const elims: Candidate[] = [p, q].filter((cell) => b.has(cell, x)).map((cell) => ({ cell, digit: x }));
      if (elims.length === 0) continue;
      const y = MASK_DIGITS[ab & ~(1 << (x - 1))][0];
      const [p1, p2] = p < q ? [p, q] : [q, p];
      const [a1, a2] = corner < opposite ? [corner, opposite] : [opposite, corner];
      const facts: StepFacts = { kind: 'ur-diagonal', digit: x, diagonal: [p1, p2], others: [a1, a2], other: y };
      return uniquenessStep('unique-rectangle-6', rectangleOf(corner, opposite, ab), elims, facts, [
        r,
        r2,
        9 + c,
        9 + c2,
      ]);
    }
    return null;
  });
}
