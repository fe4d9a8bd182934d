/**
 * Locked candidates: pointing (a box confines a digit to one line) and claiming (a line confines it to one box), at
 * any box geometry: the grid's shape says how a box's rows and columns and a line's boxes lie (shape.ts).
 */
import { CandidateGrid, POPCOUNT } from './candidates.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { makeStep, type Candidate, type Step } from './step.ts';
import { outOfLine } from '../out-of-line.ts';

function lockedIn(
  b: CandidateGrid,
  from: number,
  to: number,
  digit: number,
  id: 'locked-candidates-pointing' | 'locked-candidates-claiming',
): Step | null {
  const bit = 1 << (digit - 1);
  const { size, unitCells } = b.shape;
  const cells: number[] = [];
  for (let i = from * size; i < from * size + size; i++) if (b.cands[unitCells[i]] & bit) cells.push(unitCells[i]);
  const elims: Candidate[] = [];
  for (let i = to * size; i < to * size + size; i++) {
    const c = unitCells[i];
    if (b.cands[c] & bit && !cells.includes(c)) elims.push({ cell: c, digit });
  }
  if (elims.length === 0) return null;
  return makeStep(id, {
    cells,
    digits: [digit],
    units: [from, to],
    eliminations: elims,
  });
}

// Masks over a unit's positions (a box's are row-major) come from the shape: a box's rows and columns, a line's
// boxes (classic: 0o007, 0o070, 0o700 for a box's rows and a line's boxes, 0o111, 0o222, 0o444 for a box's columns).

/** The index of the mask in `masks` holding all of `pos`, or -1. */
function within(pos: number, masks: readonly number[]): number {
  for (let k = 0; k < masks.length; k++) if ((pos & ~masks[k]) === 0) return k;
  return -1;
}

/**
 * Boxes in order, digits in order, the row before the column: the first box whose places of a digit (two or more)
 * lie in one line that has the digit elsewhere too. The position tables answer both questions without a scan. After
 * removals only, a box whose places of d did not change since this search last found nothing is skipped: the line
 * they lie in has only lost places of d since (memo.ts).
 */
export function findPointing(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  const { size, boxesAcross, boxRowMasks, boxColMasks, rowBoxMasks, colBoxMasks } = b.shape;
  const boxRows = boxRowMasks.length;
  const boxCols = boxColMasks.length;
  for (let box = 2 * size; box < 3 * size; box++) {
    const band = ((box - 2 * size) / boxesAcross) | 0;
    const stack = (box - 2 * size) % boxesAcross;
    for (let d = 1; d <= size; d++) {
      if ((dirty.digits & (1 << (d - 1))) === 0) continue;
      if (dirty.shrunk && ((dirty.digitUnits[d] >>> box) & 1) === 0) continue; // d's places in the box as last time
      const pos = b.positions(box, d);
      if (POPCOUNT[pos] < 2) continue;
      // The line to clear, the row first: one call of lockedIn.
      let line = -1;
      const r = within(pos, boxRowMasks);
      if (r >= 0) {
        const row = band * boxRows + r;
        if ((b.positions(row, d) & ~rowBoxMasks[stack]) !== 0) line = row;
      }
      const c = line === -1 ? within(pos, boxColMasks) : -1;
      if (c >= 0) {
        const col = size + stack * boxCols + c;
        if ((b.positions(col, d) & ~colBoxMasks[band]) !== 0) line = col;
      }
      if (line !== -1) return outOfLine(lockedIn, b, box, line, d, 'locked-candidates-pointing');
    }
  }
  return null;
}

/**
 * Lines in order (rows, then columns), digits in order: the first line confining a digit to a box that has it
 * elsewhere. After removals only, a line whose places of d did not change since this search last found nothing is
 * skipped, as for pointing.
 */
export function findClaiming(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  const { size, boxesAcross, boxRowMasks, boxColMasks, rowBoxMasks, colBoxMasks } = b.shape;
  const boxRows = boxRowMasks.length;
  const boxCols = boxColMasks.length;
  for (let line = 0; line < 2 * size; line++) {
    const isRow = line < size;
    const index = isRow ? line : line - size;
    for (let d = 1; d <= size; d++) {
      if ((dirty.digits & (1 << (d - 1))) === 0) continue;
      if (dirty.shrunk && ((dirty.digitUnits[d] >>> line) & 1) === 0) continue; // d's places in the line as last time
      const pos = b.positions(line, d);
      if (POPCOUNT[pos] < 2) continue;
      const k = within(pos, isRow ? rowBoxMasks : colBoxMasks);
      if (k < 0) continue;
      const box = isRow
        ? 2 * size + ((index / boxRows) | 0) * boxesAcross + k
        : 2 * size + k * boxesAcross + ((index / boxCols) | 0);
      const inBox = isRow ? boxRowMasks[index % boxRows] : boxColMasks[index % boxCols];
      if ((b.positions(box, d) & ~inBox) !== 0)
        return outOfLine(lockedIn, b, line, box, d, 'locked-candidates-claiming');
    }
  }
  return null;
}
