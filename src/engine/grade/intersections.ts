/** Locked candidates: pointing (a box confines a digit to one line) and claiming (a line confines it to one box). */
import { Board, UNIT_CELLS } from './candidates.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { makeStep, removesText, unitText, type Candidate, type Step } from './step.ts';

/** The box of the intersection of line `line` (0–17) and the cells in `cells` (all in one box). */
const boxUnitOf = (cell: number): number => 18 + (((cell / 27) | 0) * 3 + (((cell % 9) / 3) | 0));
const rowUnitOf = (cell: number): number => (cell / 9) | 0;
const colUnitOf = (cell: number): number => 9 + (cell % 9);

function lockedIn(b: Board, from: number, to: number, digit: number): Step | null {
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
  return makeStep(
    pointing ? 'locked-candidates-pointing' : 'locked-candidates-claiming',
    pointing ? 'Locked candidates (pointing)' : 'Locked candidates (claiming)',
    {
      cells,
      digits: [digit],
      units: [from, to],
      eliminations: elims,
      text:
        `Locked candidates (${pointing ? 'pointing' : 'claiming'}): in ${unitText(from)}, ${digit} lies only in ` +
        `${unitText(to)}, which ${removesText(elims)}`,
    },
  );
}

/** For `unit`, the single other unit (from `unitOf`) holding every place of `digit`, or -1. */
function soleUnit(b: Board, unit: number, digit: number, unitOf: (c: number) => number): number {
  const bit = 1 << (digit - 1);
  let found = -1;
  let count = 0;
  for (let i = unit * 9; i < unit * 9 + 9; i++) {
    const c = UNIT_CELLS[i];
    if ((b.cands[c] & bit) === 0) continue;
    count++;
    const v = unitOf(c);
    if (found === -1) found = v;
    else if (found !== v) return -1;
  }
  return count >= 2 ? found : -1;
}

/** `dirty`: only its digits can have changed since this finder last found nothing. */
export function findPointing(b: Board, dirty: Dirty = ALL_DIRTY): Step | null {
  for (let box = 18; box < 27; box++) {
    for (let d = 1; d <= 9; d++) {
      if ((dirty.digits & (1 << (d - 1))) === 0) continue;
      for (const unitOf of [rowUnitOf, colUnitOf]) {
        const line = soleUnit(b, box, d, unitOf);
        if (line < 0) continue;
        const step = lockedIn(b, box, line, d);
        if (step) return step;
      }
    }
  }
  return null;
}

export function findClaiming(b: Board, dirty: Dirty = ALL_DIRTY): Step | null {
  for (let line = 0; line < 18; line++) {
    for (let d = 1; d <= 9; d++) {
      if ((dirty.digits & (1 << (d - 1))) === 0) continue;
      const box = soleUnit(b, line, d, boxUnitOf);
      if (box < 0) continue;
      const step = lockedIn(b, line, box, d);
      if (step) return step;
    }
  }
  return null;
}
