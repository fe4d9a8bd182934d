/**
 * Singles: full house, naked single, hidden single, at any geometry (the grid's shape gives its units). The hot loop
 * of grading, so no allocation until a hit.
 */
import { CandidateGrid, POPCOUNT, firstDigit } from './candidates.ts';
import { makeStep, type Step } from './step.ts';

/** The last empty cell of a unit. */
export function findFullHouse(b: CandidateGrid): Step | null {
  const { unitCount, size, unitCells } = b.shape;
  for (let u = 0; u < unitCount; u++) {
    let empty = -1;
    let count = 0;
    for (let i = u * size, end = i + size; i < end; i++) {
      const c = unitCells[i];
      if (b.values[c] === 0) {
        empty = c;
        if (++count > 1) break;
      }
    }
    if (count !== 1 || POPCOUNT[b.cands[empty]] !== 1) continue;
    const digit = firstDigit(b.cands[empty]);
    return makeStep('full-house', {
      cells: [empty],
      digits: [digit],
      units: [u],
      placements: [{ cell: empty, digit }],
    });
  }
  return null;
}

/** A cell with one candidate left. */
export function findNakedSingle(b: CandidateGrid): Step | null {
  for (let c = 0, n = b.values.length; c < n; c++) {
    if (b.values[c] !== 0 || POPCOUNT[b.cands[c]] !== 1) continue;
    const digit = firstDigit(b.cands[c]);
    return makeStep('naked-single', {
      cells: [c],
      digits: [digit],
      placements: [{ cell: c, digit }],
    });
  }
  return null;
}

/** A digit with one place left in a unit. Boxes first, as people scan them first. */
export function findHiddenSingle(b: CandidateGrid): Step | null {
  const { unitCount, size, unitCells } = b.shape;
  const firstBox = 2 * size;
  for (let k = 0; k < unitCount; k++) {
    const u = (k + firstBox) % unitCount;
    let once = 0;
    let twice = 0;
    let placed = 0;
    for (let i = u * size, end = i + size; i < end; i++) {
      const c = unitCells[i];
      const m = b.cands[c];
      twice |= once & m;
      once |= m;
      if (b.values[c] !== 0) placed |= 1 << (b.values[c] - 1);
    }
    const only = once & ~twice & ~placed;
    if (only === 0) continue;
    const digit = firstDigit(only);
    const bit = 1 << (digit - 1);
    for (let i = u * size, end = i + size; i < end; i++) {
      const c = unitCells[i];
      if (b.cands[c] & bit) {
        return makeStep('hidden-single', {
          cells: [c],
          digits: [digit],
          units: [u],
          placements: [{ cell: c, digit }],
        });
      }
    }
  }
  return null;
}
