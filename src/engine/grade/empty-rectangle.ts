/**
 * Empty rectangle, a single-digit pattern (HoDoKu's SingleDigitPatternSolver; hodoku.sourceforge.net/en/tech_sdp.php,
 * "Empty Rectangle"): a box whose candidates for digit d lie in one row and one column of the box (the four cells off
 * that cross form the empty rectangle), and a conjugate pair of d (a row or column with exactly two places for d)
 * with one end in the cross's row (or column), outside the box. Either the pair's far end is d, or its near end is,
 * which pushes the box's d into the cross's column (row); both remove d from the cell where the far end's row
 * (column) meets the cross's column (row).
 *
 * Searched as HoDoKu does: digit, box, then the crosses of a box (nine at 9×9) in HoDoKu's order, the cross's row
 * side before its column side; one elimination per step. As in HoDoKu's defaults, a box holding only two candidates,
 * one in the row and one in the column, is no empty rectangle (that chain is a Turbot fish, tried earlier), and a
 * cross whose row or column holds d only where they meet is none either (that is locked candidates). Each search
 * depends on one digit's candidates only, so the memo's clean digits are skipped. At any box geometry: a box's rows
 * and columns and a line's boxes are the grid's shape's (shape.ts).
 */
import { CandidateGrid, POPCOUNT } from './candidates.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { candidatesIn, makeStep, type Candidate, type Step } from './step.ts';

/** The other end of the conjugate pair of `digit` in `unit` through `cell` (the unit has exactly two places). */
function partner(b: CandidateGrid, unit: number, digit: number, cell: number): number {
  const { size, unitCells } = b.shape;
  const pos = b.positions(unit, digit);
  const a = unitCells[unit * size + 31 - Math.clz32(pos & -pos)];
  return a === cell ? unitCells[unit * size + 31 - Math.clz32(pos & (pos - 1))] : a;
}

/** The box (its index), its candidates' positions (box order) and the cross's row and column (their indices). */
interface Cross {
  box: number;
  pos: number;
  row: number;
  col: number;
}

function erStep(b: CandidateGrid, d: number, x: Cross, near: number, far: number, pairUnit: number): Step {
  const { size, cellUnits, unitCells } = b.shape;
  const rowSide = pairUnit >= size; // the pair runs along a column from the cross's row
  // Where the far end's row meets the cross's column (row side), or the cross's row the far end's column.
  const target = rowSide
    ? unitCells[cellUnits[far * 3] * size + x.col]
    : unitCells[x.row * size + cellUnits[far * 3 + 1] - size];
  const elims: Candidate[] = [{ cell: target, digit: d }];
  const boxUnit = 2 * size + x.box;
  const cells: number[] = [];
  for (let i = 0; i < size; i++) if (x.pos & (1 << i)) cells.push(unitCells[boxUnit * size + i]);
  const nodes = (list: readonly number[]): Candidate[] => candidatesIn(list, d);
  // The box's d is in the cross line the near end sees, or else in the other one: a grouped strong link.
  const seen = cells.filter((c) => (rowSide ? cellUnits[c * 3] === x.row : cellUnits[c * 3 + 1] === size + x.col));
  const rest = cells.filter((c) => !seen.includes(c));
  return makeStep('empty-rectangle', {
    cells: [...cells, near, far],
    digits: [d],
    units: [boxUnit, pairUnit],
    eliminations: elims,
    links: [
      { from: nodes([far]), to: nodes([near]), strong: true },
      { from: nodes([near]), to: nodes(seen), strong: false },
      { from: nodes(seen), to: nodes(rest), strong: true },
    ],
    facts: { kind: 'empty-rectangle', row: x.row, col: x.col, near, far },
  });
}

/** The first empty rectangle in HoDoKu's order, or null. */
export function findEmptyRectangle(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  const { size, cellUnits, unitCells, boxesAcross, boxRowMasks, boxColMasks, rowBoxMasks, colBoxMasks } = b.shape;
  const boxRows = boxRowMasks.length;
  const boxCols = boxColMasks.length;
  for (let d = 1; d <= size; d++) {
    const bit = 1 << (d - 1);
    if ((dirty.digits & bit) === 0) continue;
    // The rows and columns holding a conjugate pair of d: the only places a near end can be.
    let pairRows = 0;
    let pairCols = 0;
    for (let i = 0; i < size; i++) {
      if (POPCOUNT[b.positions(i, d)] === 2) pairRows |= 1 << i;
      if (POPCOUNT[b.positions(size + i, d)] === 2) pairCols |= 1 << i;
    }
    if ((pairRows | pairCols) === 0) continue;
    for (let box = 0; box < size; box++) {
      const pos = b.positions(2 * size + box, d);
      const n = POPCOUNT[pos];
      if (n < 2 || n > boxRows + boxCols - 1) continue; // more than a cross holds
      // After removals only, an empty rectangle rests on d's places in the box and in the pair's line: with the box as
      // it was when this search last found nothing, only a pair in a line where d changed can make a new one (memo.ts).
      const boxFresh = !dirty.shrunk || ((dirty.digitUnits[d] >>> (2 * size + box)) & 1) !== 0;
      const freshCols = boxFresh ? pairCols : pairCols & (dirty.digitUnits[d] >>> size);
      const freshRows = boxFresh ? pairRows : pairRows & dirty.digitUnits[d];
      if ((freshCols | freshRows) === 0) continue;
      // The box's band and stack (their index), and its first row and column.
      const bandIndex = (box / boxesAcross) | 0;
      const stackIndex = box % boxesAcross;
      const band = bandIndex * boxRows;
      const stack = stackIndex * boxCols;
      // The crosses of the box, [row, column] within it, in HoDoKu's order (its erLineOffsets/erColOffsets), last
      // row and column first: at 9×9 [2, 2], [2, 1], [2, 0], [1, 2], ... [0, 0].
      for (let cross = boxRows * boxCols - 1; cross >= 0; cross--) {
        const lo = (cross / boxCols) | 0;
        const co = cross % boxCols;
        const rowPart = pos & boxRowMasks[lo];
        const colPart = pos & boxColMasks[co];
        if ((pos & ~(rowPart | colPart)) !== 0) continue; // a candidate off the cross
        if (POPCOUNT[rowPart] < 2 && POPCOUNT[colPart] < 2) continue; // two lone candidates: a Turbot fish
        if ((rowPart & ~colPart) === 0 || (colPart & ~rowPart) === 0) continue; // the digit is locked in one line
        const row = band + lo;
        const col = stack + co;
        // Row side: a pair along a column from the cross's row; the far end's row meets the cross's column.
        for (let m = b.positions(row, d) & freshCols & ~rowBoxMasks[stackIndex]; m !== 0; m &= m - 1) {
          const c = 31 - Math.clz32(m & -m);
          const near = unitCells[row * size + c];
          const far = partner(b, size + c, d, near);
          const farRow = cellUnits[far * 3];
          if (colBoxMasks[bandIndex] & (1 << farRow)) continue; // the crossing is in the box itself
          if (b.cands[unitCells[farRow * size + col]] & bit)
            return erStep(b, d, { box, pos, row, col }, near, far, size + c);
        }
        // Column side: a pair along a row from the cross's column; the far end's column meets the cross's row.
        for (let m = b.positions(size + col, d) & freshRows & ~colBoxMasks[bandIndex]; m !== 0; m &= m - 1) {
          const r = 31 - Math.clz32(m & -m);
          const near = unitCells[r * size + col];
          const far = partner(b, r, d, near);
          const farCol = cellUnits[far * 3 + 1] - size;
          if (rowBoxMasks[stackIndex] & (1 << farCol)) continue;
          if (b.cands[unitCells[row * size + farCol]] & bit) return erStep(b, d, { box, pos, row, col }, near, far, r);
        }
      }
    }
  }
  return null;
}
