/**
 * Singles: full house, naked single, hidden single, at any geometry (the grid's shape gives its units). The hot loop
 * of grading, so no allocation until a hit.
 */
import { CandidateGrid, POPCOUNT, firstDigit } from './candidates.ts';
import { makeStep, type Step } from './step.ts';

/**
 * The last empty cell of a unit (the lowest such unit), when it has one candidate (it has, unless the state
 * contradicts itself). The grid keeps each unit's count of empty cells (emptyCounts), so only a unit down to one is
 * read.
 */
export function findFullHouse(b: CandidateGrid): Step | null {
  const { unitCount, size, unitCells } = b.shape;
  const { values, cands } = b;
  const empty = b.emptyCounts();
  for (let u = 0; u < unitCount; u++) {
    if (empty[u] !== 1) continue;
    let cell = -1;
    for (let i = u * size, end = i + size; i < end && cell < 0; i++)
      if (values[unitCells[i]] === 0) cell = unitCells[i];
    if (POPCOUNT[cands[cell]] !== 1) continue;
    const digit = firstDigit(cands[cell]);
    return makeStep('full-house', {
      cells: [cell],
      digits: [digit],
      units: [u],
      placements: [{ cell, digit }],
    });
  }
  return null;
}

/** A cell with one candidate left (the lowest), searched from the grid's nakedFrom. */
export function findNakedSingle(b: CandidateGrid): Step | null {
  const { values, cands } = b;
  const n = values.length;
  let c = -1;
  for (let i = b.nakedFrom; i < n && c < 0; i++) if (values[i] === 0 && POPCOUNT[cands[i]] === 1) c = i;
  // The cells below the one found (or all, when none is) are not naked singles until one of them changes.
  b.nakedFrom = c < 0 ? n : c;
  if (c < 0) return null;
  const digit = firstDigit(cands[c]);
  return makeStep('naked-single', {
    cells: [c],
    digits: [digit],
    placements: [{ cell: c, digit }],
  });
}

/**
 * A digit with one place left in a unit. Boxes first, as people scan them first. A unit found without one stays so
 * until its cells change (the grid's hiddenClean), so it is skipped until then: the same first hit, in the same order.
 */
export function findHiddenSingle(b: CandidateGrid): Step | null {
  const { unitCount, size, unitCells } = b.shape;
  const firstBox = 2 * size;
  const tracked = unitCount <= 31;
  for (let k = 0; k < unitCount; k++) {
    const u = (k + firstBox) % unitCount;
    if (tracked && (b.hiddenClean & (1 << u)) !== 0) continue;
    let once = 0;
    let twice = 0;
    for (let i = u * size, end = i + size; i < end; i++) {
      const m = b.cands[unitCells[i]];
      twice |= once & m;
      once |= m;
    }
    let only = once & ~twice;
    if (only === 0) {
      if (tracked) b.hiddenClean |= 1 << u;
      continue;
    }
    // A digit placed in the unit is no hidden single: grading's placements take it from the peers, but notes (hint.ts)
    // may keep it, so the placed digits are read here, only for a unit where some digit has one place.
    for (let i = u * size, end = i + size; i < end; i++) {
      const v = b.values[unitCells[i]];
      if (v !== 0) only &= ~(1 << (v - 1));
    }
    if (only === 0) {
      if (tracked) b.hiddenClean |= 1 << u;
      continue;
    }
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
