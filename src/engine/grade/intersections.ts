/** Locked candidates: pointing (a box confines a digit to one line) and claiming (a line confines it to one box). */
import { CandidateGrid, POPCOUNT, UNIT_CELLS } from './candidates.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { makeStep, type Candidate, type Step } from './step.ts';

function lockedIn(b: CandidateGrid, from: number, to: number, digit: number): Step | null {
  const bit = 1 << (digit - 1);
  const cells: number[] = [];
  for (let i = from * 9; i < from * 9 + 9; i++) if (b.cands[UNIT_CELLS[i]] & bit) cells.push(UNIT_CELLS[i]);
  const elims: Candidate[] = [];
  for (let i = to * 9; i < to * 9 + 9; i++) {
    const c = UNIT_CELLS[i];
    if (b.cands[c] & bit && !cells.includes(c)) elims.push({ cell: c, digit });
  }
  if (elims.length === 0) return null;
  const pointing = from >= 18;
  return makeStep(pointing ? 'locked-candidates-pointing' : 'locked-candidates-claiming', {
    cells,
    digits: [digit],
    units: [from, to],
    eliminations: elims,
  });
}

// Masks over a unit's nine positions (a box's are row-major): a box's rows and columns, a line's three boxes.
const BOX_ROW = [0o007, 0o070, 0o700];
const BOX_COL = [0o111, 0o222, 0o444];
const LINE_BOX = [0o007, 0o070, 0o700];

/** The index (0–2) of the mask in `masks` holding all of `pos`, or -1. */
function within(pos: number, masks: readonly number[]): number {
  for (let k = 0; k < 3; k++) if ((pos & ~masks[k]) === 0) return k;
  return -1;
}

/**
 * Boxes in order, digits in order, the row before the column: the first box whose places of a digit (two or more)
 * lie in one line that has the digit elsewhere too. The position tables answer both questions without a scan.
 */
export function findPointing(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  for (let box = 18; box < 27; box++) {
    const band = ((box - 18) / 3) | 0;
    const stack = (box - 18) % 3;
    for (let d = 1; d <= 9; d++) {
      if ((dirty.digits & (1 << (d - 1))) === 0) continue;
      const pos = b.positions(box, d);
      if (POPCOUNT[pos] < 2) continue;
      const r = within(pos, BOX_ROW);
      if (r >= 0) {
        const row = band * 3 + r;
        if ((b.positions(row, d) & ~LINE_BOX[stack]) !== 0) return lockedIn(b, box, row, d);
      }
      const c = within(pos, BOX_COL);
      if (c >= 0) {
        const col = 9 + stack * 3 + c;
        if ((b.positions(col, d) & ~LINE_BOX[band]) !== 0) return lockedIn(b, box, col, d);
      }
    }
  }
  return null;
}

/** Lines in order (rows, then columns), digits in order: the first line confining a digit to a box that has it elsewhere. */
export function findClaiming(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  for (let line = 0; line < 18; line++) {
    const isRow = line < 9;
    const index = isRow ? line : line - 9;
    for (let d = 1; d <= 9; d++) {
      if ((dirty.digits & (1 << (d - 1))) === 0) continue;
      const pos = b.positions(line, d);
      if (POPCOUNT[pos] < 2) continue;
      const k = within(pos, LINE_BOX);
      if (k < 0) continue;
      const box = isRow ? 18 + ((index / 3) | 0) * 3 + k : 18 + k * 3 + ((index / 3) | 0);
      const inBox = isRow ? BOX_ROW[index % 3] : BOX_COL[index % 3];
      if ((b.positions(box, d) & ~inBox) !== 0) return lockedIn(b, line, box, d);
    }
  }
  return null;
}
