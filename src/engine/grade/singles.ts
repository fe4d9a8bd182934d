/**
 * Singles: full house, naked single, hidden single, at any geometry (the grid's shape gives its units). The hot loop
 * of grading, so no allocation until a hit.
 */
import { CandidateGrid, POPCOUNT, firstDigit } from './candidates.ts';
import { makeStep, type Step } from './step.ts';

/**
 * The lowest empty cell with one candidate left, as found by the last findFullHouse on a grid and version (-1: none):
 * findNakedSingle, tried next on the same state, takes it from here instead of scanning again.
 */
let nakedGrid: CandidateGrid | null = null;
let nakedVersion = -1;
let nakedCell = -1;

/**
 * The last empty cell of a unit (the lowest such unit). That cell has one candidate, unless the state contradicts
 * itself, so the search starts from the cells with one candidate (the naked singles, few) and asks of each of its units
 * whether it is the unit's only empty cell: the same answer as a scan of every unit's cells, with a third of the reads.
 */
export function findFullHouse(b: CandidateGrid): Step | null {
  const { cellCount, size, unitCells, cellUnits } = b.shape;
  const { values, cands } = b;
  let unit = -1;
  let cell = -1;
  let firstNaked = -1;
  for (let c = 0; c < cellCount; c++) {
    // A placed cell has no candidates: the count alone rules out nearly every cell, the value is read after it.
    if (POPCOUNT[cands[c]] !== 1 || values[c] !== 0) continue;
    if (firstNaked < 0) firstNaked = c;
    for (let k = c * 3; k < c * 3 + 3; k++) {
      const u = cellUnits[k];
      if (unit >= 0 && u >= unit) continue;
      let alone = true;
      for (let i = u * size, end = i + size; i < end && alone; i++) {
        const other = unitCells[i];
        if (other !== c && values[other] === 0) alone = false;
      }
      if (alone) {
        unit = u;
        cell = c;
      }
    }
  }
  nakedGrid = b;
  nakedVersion = b.version;
  nakedCell = firstNaked;
  if (unit < 0) return null;
  const digit = firstDigit(cands[cell]);
  return makeStep('full-house', {
    cells: [cell],
    digits: [digit],
    units: [unit],
    placements: [{ cell, digit }],
  });
}

/** A cell with one candidate left (the lowest). */
export function findNakedSingle(b: CandidateGrid): Step | null {
  let c = -1;
  if (nakedGrid === b && nakedVersion === b.version) c = nakedCell;
  else
    for (let i = 0, n = b.values.length; i < n && c < 0; i++)
      if (b.values[i] === 0 && POPCOUNT[b.cands[i]] === 1) c = i;
  if (c < 0) return null;
  const digit = firstDigit(b.cands[c]);
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
