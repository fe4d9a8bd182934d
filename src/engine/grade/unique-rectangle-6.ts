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
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { firstByDiagonal, markBlocked, rectangleOf, rectangleUnchanged, uniquenessStep } from './rectangles.ts';
import { candidatesOfPair, type Step, type StepFacts } from './step.ts';

/**
 * The first unique rectangle type 6, or null. After removals only, a rectangle unchanged since this search last found
 * nothing (its corners, and the pair's digits in its rows and columns: rectangles.ts) is skipped: it holds none.
 */
export function findUniqueRectangle6(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  const { values, cands } = b;
  const { size, cellUnits, unitCells } = b.shape;
  let blocked: Uint16Array | null = null;
  return firstByDiagonal(b, (corner, opposite, ab) => {
    // The opposite corner holds the pair alone (or one digit of it), the other two extras beside it.
    if (cands[opposite] === 0 || (cands[opposite] & ~ab) !== 0) return null;
    if (rectangleUnchanged(b.shape, dirty, corner, opposite, ab)) return null;
    // Rows r, r2 are row units; columns c, c2 column units (size + the column's index).
    const r = cellUnits[corner * 3];
    const c = cellUnits[corner * 3 + 1];
    const r2 = cellUnits[opposite * 3];
    const c2 = cellUnits[opposite * 3 + 1];
    const p = unitCells[r * size + c2 - size]; // the corner's row, the opposite's column
    const q = unitCells[r2 * size + c - size];
    if (values[p] !== 0 || values[q] !== 0 || (cands[p] & ~ab) === 0 || (cands[q] & ~ab) === 0) return null;
    blocked ??= markBlocked(b);
    if ((ab & (blocked[corner] | blocked[opposite] | blocked[p] | blocked[q])) !== 0) return null;
    // A row's positions are its columns, a column's its rows.
    const inRows = ~((1 << (c - size)) | (1 << (c2 - size)));
    const inCols = ~((1 << r) | (1 << r2));
    // By index, not for-of: its iterator protocol (a try/finally) grows this visitor's compilation (issue 31).
    const pair = MASK_DIGITS[ab];
    for (let i = 0; i < pair.length; i++) {
      const x = pair[i];
      // x only at the corners in both rows and both columns: the units' positions of x, less the corners' bits.
      if (
        (b.positions(r, x) & inRows) !== 0 ||
        (b.positions(r2, x) & inRows) !== 0 ||
        (b.positions(c, x) & inCols) !== 0 ||
        (b.positions(c2, x) & inCols) !== 0
      )
        continue;
      const elims = candidatesOfPair(b.cands, p, q, x);
      if (elims.length === 0) continue;
      const y = MASK_DIGITS[ab & ~(1 << (x - 1))][0];
      const diagonal: [number, number] = p < q ? [p, q] : [q, p];
      const others: [number, number] = corner < opposite ? [corner, opposite] : [opposite, corner];
      const facts: StepFacts = { kind: 'ur-diagonal', digit: x, diagonal, others, other: y };
      return uniquenessStep('unique-rectangle-6', rectangleOf(b.shape, corner, opposite, ab), elims, facts, [
        r,
        r2,
        c,
        c2,
      ]);
    }
    return null;
  });
}
