/**
 * Singles: full house, naked single, hidden single, at any geometry (the grid's shape gives its units). The hot loop
 * of grading, so no allocation until a hit. Each is a scan that answers with one integer (singleHit: the cell, the
 * digit and the unit packed), and a finder that makes the step from it: grade() returns steps, but a grade that needs
 * only the level and score (grade-level.ts, the generator's) places the scan's hit without any object (issue 31).
 */
import { CandidateGrid, POPCOUNT, firstDigit } from './candidates.ts';
import { makeStep, type Step } from './step.ts';

/** No single: a scan's answer when it finds none. */
export const NO_SINGLE = -1;

/*
 * A hit packed into one small integer: the digit in bits 0–4, the cell in bits 5–14 and the unit plus one in bits 15
 * and up (0 when the single rests on no unit: a naked single). Room for any box geometry the grader takes (at most
 * 81 cells, 9 digits, 27 units).
 */
const packHit = (cell: number, digit: number, unit: number): number => ((unit + 1) << 15) | (cell << 5) | digit;
export const hitDigit = (hit: number): number => hit & 31;
export const hitCell = (hit: number): number => (hit >> 5) & 1023;
const hitUnit = (hit: number): number => (hit >> 15) - 1;

/**
 * The last empty cell of a unit (the lowest such unit), when it has one candidate (it has, unless the state
 * contradicts itself). The grid keeps each unit's count of empty cells (emptyCounts), so only a unit down to one is
 * read.
 */
export function scanFullHouse(b: CandidateGrid): number {
  const { unitCount, size, unitCells } = b.shape;
  const { values, cands } = b;
  const empty = b.emptyCounts();
  for (let u = 0; u < unitCount; u++) {
    if (empty[u] !== 1) continue;
    let cell = -1;
    for (let i = u * size, end = i + size; i < end && cell < 0; i++)
      if (values[unitCells[i]] === 0) cell = unitCells[i];
    if (POPCOUNT[cands[cell]] !== 1) continue;
    return packHit(cell, firstDigit(cands[cell]), u);
  }
  return NO_SINGLE;
}

/** A cell with one candidate left (the lowest), searched from the grid's nakedFrom. */
export function scanNakedSingle(b: CandidateGrid): number {
  const { values, cands } = b;
  const n = values.length;
  let c = -1;
  for (let i = b.nakedFrom; i < n && c < 0; i++) if (values[i] === 0 && POPCOUNT[cands[i]] === 1) c = i;
  // The cells below the one found (or all, when none is) are not naked singles until one of them changes.
  b.nakedFrom = c < 0 ? n : c;
  return c < 0 ? NO_SINGLE : packHit(c, firstDigit(cands[c]), -1);
}

/**
 * A digit with one place left in a unit. Boxes first, as people scan them first. A unit found without one stays so
 * until its cells change (the grid's hiddenClean), so it is skipped until then: the same first hit, in the same order.
 */
export function scanHiddenSingle(b: CandidateGrid): number {
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
      if (b.cands[c] & bit) return packHit(c, digit, u);
    }
  }
  return NO_SINGLE;
}

/** scanFullHouse's hit as a step (the catalogue's finder: grade() and nextStep() return its steps). */
export function findFullHouse(b: CandidateGrid): Step | null {
  const hit = scanFullHouse(b);
  if (hit === NO_SINGLE) return null;
  const cell = hitCell(hit);
  const digit = hitDigit(hit);
  return makeStep('full-house', {
    cells: [cell],
    digits: [digit],
    units: [hitUnit(hit)],
    placements: [{ cell, digit }],
  });
}

/** scanNakedSingle's hit as a step (the catalogue's finder: grade() and nextStep() return its steps). */
export function findNakedSingle(b: CandidateGrid): Step | null {
  const hit = scanNakedSingle(b);
  if (hit === NO_SINGLE) return null;
  const cell = hitCell(hit);
  const digit = hitDigit(hit);
  return makeStep('naked-single', {
    cells: [cell],
    digits: [digit],
    placements: [{ cell, digit }],
  });
}

/** scanHiddenSingle's hit as a step (the catalogue's finder: grade() and nextStep() return its steps). */
export function findHiddenSingle(b: CandidateGrid): Step | null {
  const hit = scanHiddenSingle(b);
  if (hit === NO_SINGLE) return null;
  const cell = hitCell(hit);
  const digit = hitDigit(hit);
  return makeStep('hidden-single', {
    cells: [cell],
    digits: [digit],
    units: [hitUnit(hit)],
    placements: [{ cell, digit }],
  });
}
