/**
 * Single-digit patterns: Skyscraper, 2-string kite and Turbot fish. Each is two strong links on one digit (a unit
 * where the digit has exactly two places) joined by a weak link (two of their ends see each other): then one of the
 * two far ends holds the digit, and it leaves every cell that sees both. They are the short X-chains people spot by
 * shape, searched as HoDoKu does (sudoku/SingleDigitPatternSolver.java and ChainSolver.java's TURBOT_FISH):
 * - Skyscraper: both strong links in rows (or both in columns), the near ends in one column (row), the far ends not;
 * - 2-string kite: one strong link in a row, one in a column, the near ends in one box;
 * - Turbot fish: any other strong–weak–strong chain of four cells (a box link, or a weak link through a box).
 * Each depends on one digit's candidates only, so the memo's clean digits are skipped.
 */
import { CandidateGrid, POPCOUNT } from './candidates.ts';
import { anySeenByPair, BIT, seenByPair, WORD } from './bitset.ts';
import { MAX_SIZE, MAX_UNITS } from './shape.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { makeStep, type Candidate, type Step } from './step.ts';
import { outOfLine } from '../out-of-line.ts';

/**
 * Strong links (the only two places of a digit in a unit, in unit order) as triples unit, a, b in a typed array: the
 * pattern finders run on most states of a hard grade, and an object per link was a good part of what they allocate.
 * Skyscrapers use one list at a time, kites a list of rows and one of columns.
 */
const LINKS_A = new Int32Array(MAX_UNITS * 3);
const LINKS_B = new Int32Array(MAX_UNITS * 3);

/** The strong links of `digit` in units from..to-1 (0–8 rows, 9–17 columns, 18–26 boxes at 9×9) into `out`: how many. */
function conjugates(b: CandidateGrid, digit: number, from: number, to: number, out: Int32Array): number {
  const { size, unitCells } = b.shape;
  let n = 0;
  for (let u = from; u < to; u++) {
    const pos = b.positions(u, digit);
    if (POPCOUNT[pos] !== 2) continue;
    out[n * 3] = u;
    out[n * 3 + 1] = unitCells[u * size + 31 - Math.clz32(pos & -pos)];
    out[n * 3 + 2] = unitCells[u * size + 31 - Math.clz32(pos & ~(pos & -pos))];
    n++;
  }
  return n;
}

/**
 * The units where `digit` changed since the finder last found nothing, when candidates were only removed since (else
 * all): a pattern on two strong links in units clean for the digit was there then, and what it removes has only shrunk,
 * so it still removes nothing (memo.ts).
 */
const changedUnitsOf = (dirty: Dirty, digit: number): number => (dirty.shrunk ? dirty.digitUnits[digit] : -1);

/** Candidates `digit` outside the pattern that see both far ends (the one of which holds the digit). */
const seenByBoth = (b: CandidateGrid, digit: number, end1: number, end2: number): Candidate[] | null =>
  seenByPair(b.cands, digit, end1, end2, b.shape.peerBits);

/** The chain far1 = near1 - near2 = far2 as links for the board to draw. */
function chainLinks(digit: number, far1: number, near1: number, near2: number, far2: number): Step['links'] {
  const node = (cell: number): Candidate[] => [{ cell, digit }];
  return [
    { from: node(far1), to: node(near1), strong: true },
    { from: node(near1), to: node(near2), strong: false },
    { from: node(near2), to: node(far2), strong: true },
  ];
}

/**
 * The step of the chain far1 = near1 - near2 = far2 (`ends`, in that order) on `digit` in `units`: `digit` leaves the
 * cells that see both far ends, or (a 2-string kite) the one cell in far2's row and far1's column. Built apart from
 * the searches (out-of-line.ts), which test for an elimination without a list (anySeenByPair, a kite's one cell): object
 * literals compiled in their loops made both among TurboFan's largest compilations in a hard batch (issue 31).
 */
function patternStep(
  b: CandidateGrid,
  id: 'skyscraper' | 'two-string-kite',
  digit: number,
  units: number[],
  ends: number[],
): Step {
  const { size, cellUnits } = b.shape;
  const far1 = ends[0];
  const far2 = ends[3];
  const target = id === 'two-string-kite' ? cellUnits[far2 * 3] * size + cellUnits[far1 * 3 + 1] - size : -1;
  return makeStep(id, {
    cells: ends,
    digits: [digit],
    units,
    eliminations: target === -1 ? (seenByBoth(b, digit, far1, far2) ?? []) : [{ cell: target, digit }],
    links: chainLinks(digit, far1, ends[1], ends[2], far2),
  });
}

/**
 * Two rows (columns) where the digit has two places each, one place of each in the same column (row), the other two
 * not: one of those two tops holds the digit. Rows first, then columns, as HoDoKu.
 */
export function findSkyscraper(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  const { size, cellUnits } = b.shape;
  // Rows, then columns. Loops by index, no closure: a for-of's iterator protocol (a try/finally around the whole
  // search) and a closure per pass made this one of TurboFan's largest compilations in a hard batch (issue 31).
  for (let pass = 0; pass < 2; pass++) {
    const rows = pass === 0;
    // The line across a cell's link (cellUnits[c * 3 + k]): its column for a row's link (unit size + column), its row
    // for a column's.
    const k = rows ? 1 : 0;
    for (let d = 1; d <= size; d++) {
      if ((dirty.digits & (1 << (d - 1))) === 0) continue;
      const n = conjugates(b, d, rows ? 0 : size, rows ? size : 2 * size, LINKS_A);
      const changed = changedUnitsOf(dirty, d);
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          const pUnit = LINKS_A[i * 3];
          const qUnit = LINKS_A[j * 3];
          if ((((changed >>> pUnit) | (changed >>> qUnit)) & 1) === 0) continue; // both links as last time
          // The base: one end of each in the same cross line; the tops: the other ends, in different cross lines.
          // The four ways to pick the bases, in the order (a, a), (b, b), (a, b), (b, a): no array per pair tried.
          for (let way = 0; way < 4; way++) {
            const pFlip = way === 1 || way === 3;
            const qFlip = way === 1 || way === 2;
            const baseP = LINKS_A[i * 3 + (pFlip ? 2 : 1)];
            const topP = LINKS_A[i * 3 + (pFlip ? 1 : 2)];
            const baseQ = LINKS_A[j * 3 + (qFlip ? 2 : 1)];
            const topQ = LINKS_A[j * 3 + (qFlip ? 1 : 2)];
            if (cellUnits[baseP * 3 + k] !== cellUnits[baseQ * 3 + k]) continue;
            if (cellUnits[topP * 3 + k] === cellUnits[topQ * 3 + k]) continue;
            if (!anySeenByPair(b.cands, d, topP, topQ, b.shape.peerBits)) continue;
            return outOfLine(patternStep, b, 'skyscraper', d, [pUnit, qUnit], [topP, baseP, baseQ, topQ]);
          }
        }
      }
    }
  }
  return null;
}

/**
 * A strong link in a row and one in a column with an end of each (different cells) in one box: one of the two other
 * ends holds the digit, so the cell in the row of the one and the column of the other loses it.
 */
export function findTwoStringKite(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  const { size, cellUnits } = b.shape;
  /** A cell's box unit (2×size + box index), row unit and column unit. */
  const boxOf = (c: number): number => cellUnits[c * 3 + 2];
  const rowOf = (c: number): number => cellUnits[c * 3];
  const colOf = (c: number): number => cellUnits[c * 3 + 1] - size;
  for (let d = 1; d <= size; d++) {
    const bit = 1 << (d - 1);
    if ((dirty.digits & bit) === 0) continue;
    const nRows = conjugates(b, d, 0, size, LINKS_A);
    if (nRows === 0) continue;
    const nCols = conjugates(b, d, size, 2 * size, LINKS_B);
    const changed = changedUnitsOf(dirty, d);
    for (let ri = 0; ri < nRows; ri++) {
      const rUnit = LINKS_A[ri * 3];
      for (let ci = 0; ci < nCols; ci++) {
        const cUnit = LINKS_B[ci * 3];
        if ((((changed >>> rUnit) | (changed >>> cUnit)) & 1) === 0) continue; // both links as last time
        // The four ways to pick the near ends, in the order (a, a), (a, b), (b, a), (b, b): no array per pair tried.
        for (let way = 0; way < 4; way++) {
          const rFlip = way >= 2;
          const cFlip = way === 1 || way === 3;
          const nearR = LINKS_A[ri * 3 + (rFlip ? 2 : 1)];
          const farR = LINKS_A[ri * 3 + (rFlip ? 1 : 2)];
          const nearC = LINKS_B[ci * 3 + (cFlip ? 2 : 1)];
          const farC = LINKS_B[ci * 3 + (cFlip ? 1 : 2)];
          if (boxOf(nearR) !== boxOf(nearC)) continue;
          if (nearR === nearC || nearR === farC || farR === nearC || farR === farC) break; // shared cell: no kite
          const target = rowOf(farC) * size + colOf(farR);
          if ((b.cands[target] & bit) === 0) break;
          return outOfLine(
            patternStep,
            b,
            'two-string-kite',
            d,
            [rUnit, cUnit, boxOf(nearR)],
            [farR, nearR, nearC, farC],
          );
        }
      }
    }
  }
  return null;
}

/** Strong-link ends of each digit for findTurbotFish: at most 27 units (9×9) × 2 directions × (far, near, unit). */
const ENDS_PER_DIGIT = MAX_UNITS * 2 * 3;
const ENDS = new Int32Array(MAX_SIZE * ENDS_PER_DIGIT);
/** The indices of the ends in ENDS whose unit changed (findTurbotFish). */
const FRESH = new Int32Array(MAX_UNITS * 2);
/** Each turbot fish searchTurbotFish found, as digit × 4096 + first end × 64 + second end, in search order. */
const TURBOTS = new Int32Array(MAX_SIZE * (MAX_UNITS * 2) ** 2);
/** The cells holding the digit being searched, as a cell set (three words). */
const PLANE = new Int32Array(3);

/**
 * Strong link A=B, weak link B-C (C sees B), strong link C=D, four different cells, links in any units: A or D holds
 * the digit. Skyscrapers and kites are the row/column cases; this finds the rest (HoDoKu's X-chain of three links).
 * Of all of them, HoDoKu's pick: the most eliminations, then the lowest sum of the eliminated cells' indices.
 *
 * Split in two so that finding one does not deoptimize the search (issue 31): a path that never ran before V8
 * optimized a function has no type feedback, and running it throws the optimized code away. The search only writes
 * integers, on every pass and before it tests for a hit; the hits are weighed and the step built here.
 */
export function findTurbotFish(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  const found = searchTurbotFish(b, dirty);
  if (found === 0) return null;
  const { peerBits } = b.shape;
  let best = -1;
  let bestCount = 0;
  let bestSum = 0;
  for (let h = 0; h < found; h++) {
    const d = TURBOTS[h] >> 12;
    const ends = (d - 1) * ENDS_PER_DIGIT;
    const a = ENDS[ends + ((TURBOTS[h] >> 6) & 63) * 3];
    const dd = ENDS[ends + (TURBOTS[h] & 63) * 3];
    const bit = 1 << (d - 1);
    // The eliminations, as a set: candidates d seeing both far ends (neither end sees itself).
    let count = 0;
    let sum = 0;
    for (let c = 0; c < b.shape.cellCount; c++) {
      if ((b.cands[c] & bit) === 0 || (peerBits[a * 3 + WORD(c)] & peerBits[dd * 3 + WORD(c)] & BIT(c)) === 0) continue;
      count++;
      sum += c;
    }
    // HoDoKu's pick: the most eliminations, then the lowest sum of the eliminated cells' indices, then the first.
    if (count < bestCount || (count === bestCount && sum >= bestSum)) continue;
    best = TURBOTS[h];
    bestCount = count;
    bestSum = sum;
  }
  const d = best >> 12;
  const ends = (d - 1) * ENDS_PER_DIGIT;
  const e = ends + ((best >> 6) & 63) * 3;
  const f = ends + (best & 63) * 3;
  const [a, bb, c, dd, u1, u2] = [ENDS[e], ENDS[e + 1], ENDS[f + 1], ENDS[f], ENDS[e + 2], ENDS[f + 2]];
  const elims = seenByBoth(b, d, a, dd);
  return makeStep('turbot-fish', {
    cells: [a, bb, c, dd],
    digits: [d],
    units: [u1, u2],
    eliminations: elims ?? [],
    links: chainLinks(d, a, bb, c, dd),
  });
}

/**
 * The search of findTurbotFish: how many turbot fish (strong link, weak link, strong link with an elimination) it
 * found, each written to TURBOTS; the digit's ends stay in ENDS.
 */
function searchTurbotFish(b: CandidateGrid, dirty: Dirty): number {
  let found = 0;
  const { size, unitCount, unitCells, cellCount, sees, peerBits } = b.shape;
  for (let d = 1; d <= size; d++) {
    const bit = 1 << (d - 1);
    if ((dirty.digits & bit) === 0) continue;
    const ends = (d - 1) * ENDS_PER_DIGIT;
    // Each strong link is used in both directions, from either end: ENDS[ends + e*3 ..] = far, near, unit.
    let n = 0;
    for (let u = 0; u < unitCount; u++) {
      const pos = b.positions(u, d);
      if (POPCOUNT[pos] !== 2) continue;
      const x = unitCells[u * size + 31 - Math.clz32(pos & -pos)];
      const y = unitCells[u * size + 31 - Math.clz32(pos & (pos - 1))];
      ENDS[ends + n * 3] = x;
      ENDS[ends + n * 3 + 1] = y;
      ENDS[ends + n * 3 + 2] = u;
      ENDS[ends + n * 3 + 3] = y;
      ENDS[ends + n * 3 + 4] = x;
      ENDS[ends + n * 3 + 5] = u;
      n += 2;
    }
    if (n < 4) continue;
    // After removals only, a fish on two strong links in units clean for d had no eliminations when the finder last
    // found nothing, and has none now (memo.ts): only pairs with a changed unit are counted.
    const changed = changedUnitsOf(dirty, d);
    // The ends whose unit changed, in order: a first link in a clean unit pairs with these alone (the same pairs in
    // the same order as a walk over every end that skips the others).
    let fresh = 0;
    for (let f = 0; f < n; f++) if (((changed >>> ENDS[ends + f * 3 + 2]) & 1) !== 0) FRESH[fresh++] = f;
    let planeOf = 0; // the digit whose cells PLANE holds (0: none yet), filled on first need
    for (let e = 0; e < n; e++) {
      const a = ENDS[ends + e * 3];
      const bb = ENDS[ends + e * 3 + 1];
      const u1 = ENDS[ends + e * 3 + 2];
      const all = ((changed >>> u1) & 1) !== 0;
      for (let i = 0, end = all ? n : fresh; i < end; i++) {
        const f = all ? i : FRESH[i];
        const c = ENDS[ends + f * 3 + 1];
        if (sees[bb * cellCount + c] !== 1) continue;
        const dd = ENDS[ends + f * 3];
        const u2 = ENDS[ends + f * 3 + 2];
        if (u1 === u2 || c === a || dd === a || dd === bb) continue;
        if ((((changed >>> u1) | (changed >>> u2)) & 1) === 0) continue;
        if (planeOf !== d) {
          PLANE[0] = PLANE[1] = PLANE[2] = 0;
          for (let x = 0; x < cellCount; x++) if (b.cands[x] & bit) PLANE[(x / 27) | 0] |= 1 << (x % 27);
          planeOf = d;
        }
        // A fish when a candidate d sees both far ends (neither end sees itself): written, then counted.
        const seen =
          (peerBits[a * 3] & peerBits[dd * 3] & PLANE[0]) |
          (peerBits[a * 3 + 1] & peerBits[dd * 3 + 1] & PLANE[1]) |
          (peerBits[a * 3 + 2] & peerBits[dd * 3 + 2] & PLANE[2]);
        TURBOTS[found] = (d << 12) | (e << 6) | f;
        found += seen !== 0 ? 1 : 0;
      }
    }
  }
  return found;
}
