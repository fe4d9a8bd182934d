/**
 * Hidden rectangle (HoDoKu's UniquenessSolver; hodoku.sourceforge.net/en/tech_ur.php, "Hidden Rectangle"; SudokuWiki
 * calls it a hidden unique rectangle): a rectangle of four empty cells in two rows, two columns and two boxes, one
 * corner A holding only the pair a/b, and in the row and the column of the opposite corner D, digit x (a or b) only
 * inside the rectangle (strong links from D along both). Then D is not y, the pair's other digit: were D y, x would
 * sit in D's row and column at the two other corners, A would see both and be y, and the four corners would be a
 * deadly pattern (two solutions). A uniqueness technique: only sound when the puzzle has one solution.
 *
 * As HoDoKu: the corners other than A carry extra candidates, except possibly D (three corners of the pair alone make
 * a unique rectangle type 1, two on one side a type 2-4 shape, which HoDoKu leaves to those); a corner may miss a
 * digit of the pair where no placed digit blocks it (rectangles.ts). Searched by corner A in cell order, then by D in
 * cell order, x = a before x = b.
 */
import { CandidateGrid } from './candidates.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { firstByDiagonal, markBlocked, rectangleOf, rectangleUnchanged, uniquenessStep } from './rectangles.ts';
import type { Step, StepFacts } from './step.ts';

/** Whether the candidates `m` of a corner hold nothing but digits of the pair `ab` (HoDoKu's "two candidates" cell). */
const onlyPair = (m: number, ab: number): boolean => m !== 0 && (m & ~ab) === 0;

/**
 * The positions of each digit in each row and column: linePos[x * 2size + u], read once per search (a buffer sized by
 * the largest grid seen yet).
 */
let linePos = new Int32Array(0);

/**
 * The first hidden rectangle, or null. After removals only, a rectangle unchanged since this search last found nothing
 * (its corners, and the pair's digits in its rows and columns: rectangles.ts) is skipped: it holds none.
 */
export function findHiddenRectangle(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  const { values, cands } = b;
  const { size, cellUnits, unitCells } = b.shape;
  const lines = 2 * size;
  if (linePos.length < (size + 1) * lines) linePos = new Int32Array((size + 1) * lines);
  let blocked: Uint16Array | null = null;
  for (let x = 1; x <= size; x++) for (let u = 0; u < lines; u++) linePos[x * lines + u] = b.positions(u, x);
  return firstByDiagonal(b, (corner, opposite, ab) => {
    // The opposite corner must hold a digit of the pair to lose it (a placed cell holds none).
    const atOpposite = cands[opposite] & ab;
    if (atOpposite === 0) return null;
    // Rows r, r2 (row units) and columns c, c2 (their index; the column unit is size + c).
    const r = cellUnits[corner * 3];
    const c = cellUnits[corner * 3 + 1] - size;
    const r2 = cellUnits[opposite * 3];
    const c2 = cellUnits[opposite * 3 + 1] - size;
    const outsideRow = ~((1 << c) | (1 << c2));
    const outsideCol = ~((1 << r) | (1 << r2));
    // Whether rectangleUnchanged was asked (and said no) for this rectangle.
    let asked = false;
    // x = a before x = b, as HoDoKu: y, the digit removed, the higher first.
    for (let ys = atOpposite; ys !== 0; ys ^= 1 << (31 - Math.clz32(ys))) {
      const yBit = 1 << (31 - Math.clz32(ys));
      const x = 32 - Math.clz32(ab & ~yBit);
      // The strong links: x only inside the rectangle in the opposite's row and column.
      if ((linePos[x * lines + r2] & outsideRow) !== 0 || (linePos[x * lines + size + c2] & outsideCol) !== 0) continue;
      // Asked only of a rectangle with the strong links (most have none): the answer is null either way.
      if (!asked) {
        if (rectangleUnchanged(b.shape, dirty, corner, opposite, ab)) return null;
        asked = true;
      }
      const y = 32 - Math.clz32(yBit);
      const inRow = unitCells[r * size + c2]; // the corner's row, the opposite's column
      const inCol = unitCells[r2 * size + c]; // the opposite's row, the corner's column
      if (values[inRow] !== 0 || values[inCol] !== 0) continue;
      if (onlyPair(cands[inRow], ab) || onlyPair(cands[inCol], ab)) continue; // a UR type 1-4 shape, not hidden
      if ((ab & cands[opposite] & cands[inRow] & cands[inCol]) !== ab) {
        blocked ??= markBlocked(b);
        if ((ab & (blocked[opposite] | blocked[inRow] | blocked[inCol])) !== 0) continue;
      }
      const rect = rectangleOf(b.shape, corner, opposite, ab);
      const facts: StepFacts = { kind: 'hidden-rectangle', corner, digit: x };
      return uniquenessStep('hidden-rectangle', rect, [{ cell: opposite, digit: y }], facts, [r2, size + c2]);
    }
    return null;
  });
}
