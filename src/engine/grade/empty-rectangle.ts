/**
 * Empty rectangle, a single-digit pattern (HoDoKu's SingleDigitPatternSolver; hodoku.sourceforge.net/en/tech_sdp.php,
 * "Empty Rectangle"): a box whose candidates for digit d lie in one row and one column of the box (the four cells off
 * that cross form the empty rectangle), and a conjugate pair of d (a row or column with exactly two places for d)
 * with one end in the cross's row (or column), outside the box. Either the pair's far end is d, or its near end is,
 * which pushes the box's d into the cross's column (row); both remove d from the cell where the far end's row
 * (column) meets the cross's column (row).
 *
 * Searched as HoDoKu does: digit, box, then the nine crosses of a box in HoDoKu's order, the cross's row side before
 * its column side; one elimination per step. As in HoDoKu's defaults, a box holding only two candidates, one in the
 * row and one in the column, is no empty rectangle (that chain is a Turbot fish, tried earlier), and a cross whose
 * row or column holds d only where they meet is none either (that is locked candidates). Each search depends on one
 * digit's candidates only, so the memo's clean digits are skipped.
 */
import { CandidateGrid, POPCOUNT, UNIT_CELLS } from './candidates.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { makeStep, type Candidate, type Step } from './step.ts';

/** Box positions (bit i = i-th cell of the box, row by row) of row k and column k of a box. */
const BOX_ROW = (k: number): number => 7 << (3 * k);
const BOX_COL = (k: number): number => 0x49 << k;

/** The other end of the conjugate pair of `digit` in `unit` through `cell` (the unit has exactly two places). */
function partner(b: CandidateGrid, unit: number, digit: number, cell: number): number {
  const pos = b.positions(unit, digit);
  const a = UNIT_CELLS[unit * 9 + 31 - Math.clz32(pos & -pos)];
  return a === cell ? UNIT_CELLS[unit * 9 + 31 - Math.clz32(pos & (pos - 1))] : a;
}

/** The box (0–8), its candidates' positions (box order) and the cross's row and column (0–8). */
interface Cross {
  box: number;
  pos: number;
  row: number;
  col: number;
}

function erStep(d: number, x: Cross, near: number, far: number, pairUnit: number): Step {
  const rowSide = pairUnit >= 9; // the pair runs along a column from the cross's row
  const target = rowSide ? ((far / 9) | 0) * 9 + x.col : x.row * 9 + (far % 9);
  const elims: Candidate[] = [{ cell: target, digit: d }];
  const cells: number[] = [];
  for (let i = 0; i < 9; i++) if (x.pos & (1 << i)) cells.push(UNIT_CELLS[(18 + x.box) * 9 + i]);
  const nodes = (list: readonly number[]): Candidate[] => list.map((cell) => ({ cell, digit: d }));
  // The box's d is in the cross line the near end sees, or else in the other one: a grouped strong link.
  const seen = cells.filter((c) => (rowSide ? ((c / 9) | 0) === x.row : c % 9 === x.col));
  const rest = cells.filter((c) => !seen.includes(c));
  return makeStep('empty-rectangle', {
    cells: [...cells, near, far],
    digits: [d],
    units: [18 + x.box, pairUnit],
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
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << (d - 1);
    if ((dirty.digits & bit) === 0) continue;
    // The rows and columns holding a conjugate pair of d: the only places a near end can be.
    let pairRows = 0;
    let pairCols = 0;
    for (let i = 0; i < 9; i++) {
      if (POPCOUNT[b.positions(i, d)] === 2) pairRows |= 1 << i;
      if (POPCOUNT[b.positions(9 + i, d)] === 2) pairCols |= 1 << i;
    }
    if ((pairRows | pairCols) === 0) continue;
    for (let box = 0; box < 9; box++) {
      const pos = b.positions(18 + box, d);
      const n = POPCOUNT[pos];
      if (n < 2 || n > 5) continue; // a cross has five cells
      const band = ((box / 3) | 0) * 3;
      const stack = (box % 3) * 3;
      // The crosses of the box, [row, column] within it, in HoDoKu's order (its erLineOffsets/erColOffsets):
      // [2, 2], [2, 1], [2, 0], [1, 2], ... [0, 0].
      for (let cross = 8; cross >= 0; cross--) {
        const lo = (cross / 3) | 0;
        const co = cross % 3;
        const rowPart = pos & BOX_ROW(lo);
        const colPart = pos & BOX_COL(co);
        if ((pos & ~(rowPart | colPart)) !== 0) continue; // a candidate off the cross
        if (POPCOUNT[rowPart] < 2 && POPCOUNT[colPart] < 2) continue; // two lone candidates: a Turbot fish
        if ((rowPart & ~colPart) === 0 || (colPart & ~rowPart) === 0) continue; // the digit is locked in one line
        const row = band + lo;
        const col = stack + co;
        // Row side: a pair along a column from the cross's row; the far end's row meets the cross's column.
        for (let m = b.positions(row, d) & pairCols & ~(7 << stack); m !== 0; m &= m - 1) {
          const c = 31 - Math.clz32(m & -m);
          const near = row * 9 + c;
          const far = partner(b, 9 + c, d, near);
          const farRow = (far / 9) | 0;
          if (farRow >= band && farRow < band + 3) continue; // the crossing is in the box itself
          if (b.cands[farRow * 9 + col] & bit) return erStep(d, { box, pos, row, col }, near, far, 9 + c);
        }
        // Column side: a pair along a row from the cross's column; the far end's column meets the cross's row.
        for (let m = b.positions(9 + col, d) & pairRows & ~(7 << band); m !== 0; m &= m - 1) {
          const r = 31 - Math.clz32(m & -m);
          const near = r * 9 + col;
          const far = partner(b, r, d, near);
          const farCol = far % 9;
          if (farCol >= stack && farCol < stack + 3) continue;
          if (b.cands[row * 9 + farCol] & bit) return erStep(d, { box, pos, row, col }, near, far, r);
        }
      }
    }
  }
  return null;
}
