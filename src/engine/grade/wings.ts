/** Wings: XY-wing, XYZ-wing and W-wing, at any geometry (peers, units and "sees" come from the grid's shape). */
import { CandidateGrid, MASK_DIGITS, POPCOUNT, firstDigit, seesOn } from './candidates.ts';
import { BIT, WORD, WORD_BITS, seenByAll } from './bitset.ts';
import { ALL_DIRTY, changedCellBivalue, type Dirty } from './memo.ts';
import { MAX_SIZE } from './shape.ts';
import { makeStep, type Candidate, type CellSet, type Step, type StepFacts } from './step.ts';
import { outOfLine } from '../out-of-line.ts';

/** A cell with its candidates now. */
const withCands = (b: CandidateGrid, c: number): CellSet => ({ cells: [c], digits: MASK_DIGITS[b.cands[c]].slice() });

/** A wing's pivot and pincers, with their candidates. */
const wingFacts = (b: CandidateGrid, p: number, a: number, c: number): StepFacts => ({
  kind: 'wing',
  pivot: withCands(b, p),
  pincers: [withCands(b, a), withCands(b, c)],
});

/** Candidates `digit` in cells that see every cell of `cells`. */
const commonPeerElims = (b: CandidateGrid, digit: number, cells: readonly number[]): Candidate[] =>
  seenByAll(b.cands, digit, cells, b.shape.peerBits);

/**
 * Whether a cell that sees `c1`, `c2` and (unless it is -1) `c3` holds `digit`: whether a wing removes anything. A
 * test without a list, so the searches build nothing for the many wings that remove nothing, and their steps are
 * built apart (wingStep): object literals compiled inside the searches' loops made them among TurboFan's largest
 * compilations in a hard batch (issue 31).
 */
function removesAny(b: CandidateGrid, digit: number, c1: number, c2: number, c3: number): boolean {
  const { peerBits } = b.shape;
  const bit = 1 << (digit - 1);
  for (let w = 0; w < 3; w++) {
    let bits = peerBits[c1 * 3 + w] & peerBits[c2 * 3 + w];
    if (c3 !== -1) bits &= peerBits[c3 * 3 + w];
    for (; bits !== 0; bits &= bits - 1)
      if ((b.cands[w * WORD_BITS + 31 - Math.clz32(bits & -bits)] & bit) !== 0) return true;
  }
  return false;
}

/**
 * An XY- or XYZ-wing's step: pivot p, pincers a and c; z, the pincers' common digit (the XY-wing's outside the
 * pivot's), leaves the cells that see both pincers (and the XYZ-wing's pivot). Built apart from the search (out-of-line.ts).
 */
function wingStep(b: CandidateGrid, id: 'xy-wing' | 'xyz-wing', p: number, a: number, c: number): Step {
  const xyz = id === 'xyz-wing';
  const digit = firstDigit(b.cands[a] & b.cands[c] & (xyz ? b.cands[p] : ~b.cands[p]));
  return makeStep(id, {
    cells: [p, a, c],
    digits: MASK_DIGITS[b.cands[p] | b.cands[a] | b.cands[c]].slice(),
    eliminations: commonPeerElims(b, digit, xyz ? [p, a, c] : [a, c]),
    facts: wingFacts(b, p, a, c),
  });
}

/** Whether a changed cell (dirty.cells) has from `min` to `max` candidates now. */
function changedCellOf(b: CandidateGrid, dirty: Dirty, min: number, max: number): boolean {
  const cells = dirty.cells;
  for (let w = 0; w < 3; w++)
    for (let bits = cells[w]; bits !== 0; bits &= bits - 1) {
      const k = POPCOUNT[b.cands[w * WORD_BITS + 31 - Math.clz32(bits & -bits)]];
      if (k >= min && k <= max) return true;
    }
  return false;
}

/** Per digit, the cells holding it as a cell set (bitset.ts), for findWWing. */
const PLANE = new Int32Array((MAX_SIZE + 1) * 3);

/** The pincers wingsOf found last, WINGS[0 .. count-1]: one buffer for every pivot (a peer count is at most 3 × 8). */
const WINGS = new Int32Array(32);

/**
 * The bivalue peers of `pivot` (in peer order) into WINGS, and how many: with `xyz` false the XY-wing's (one digit of
 * the bivalue pivot's mask `pm`), else the XYZ-wing's (both digits within the trivalue pivot's). No array and no
 * closure per pivot: this runs for every bivalue and trivalue cell of every state that reaches the wings.
 */
function wingsOf(b: CandidateGrid, pivot: number, pm: number, xyz: boolean): number {
  const { peerCount, peerCells } = b.shape;
  let count = 0;
  for (let i = pivot * peerCount; i < pivot * peerCount + peerCount; i++) {
    const m = b.cands[peerCells[i]];
    if (POPCOUNT[m] === 2 && (xyz ? (m & ~pm) === 0 : POPCOUNT[m & pm] === 1)) WINGS[count++] = peerCells[i];
  }
  return count;
}

/**
 * Pivot xy, pincers xz and yz that see it: z leaves the cells that see both pincers. All three are bivalue: when
 * candidates were only removed since this search last found nothing and no changed cell is bivalue now, every wing
 * was there then, and what it removes has only shrunk, so there is none (memo.ts).
 */
export function findXYWing(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  // The memo's test out of line (out-of-line.ts): it runs once a call, and was compiled on its own and again in here.
  if (dirty.shrunk && !outOfLine(changedCellBivalue, b, dirty)) return null;
  for (let p = 0, n = b.cands.length; p < n; p++) {
    const pm = b.cands[p];
    if (POPCOUNT[pm] !== 2) continue;
    const count = wingsOf(b, p, pm, false);
    for (let i = 0; i < count; i++) {
      for (let j = i + 1; j < count; j++) {
        const a = WINGS[i];
        const c = WINGS[j];
        const am = b.cands[a];
        const cm = b.cands[c];
        if ((am & pm) === (cm & pm)) continue; // both pincers share the same pivot digit
        const z = am & cm & ~pm;
        if (POPCOUNT[z] !== 1) continue;
        const digit = firstDigit(z);
        if (removesAny(b, digit, a, c, -1)) return outOfLine(wingStep, b, 'xy-wing', p, a, c);
      }
    }
  }
  return null;
}

/**
 * Pivot xyz, pincers xz and yz that see it: z leaves the cells that see all three. A wing of three unchanged cells was
 * there when this search last found nothing, so after removals only one of its cells changed: one with two or three
 * candidates now (memo.ts).
 */
export function findXYZWing(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  if (dirty.shrunk && !outOfLine(changedCellOf, b, dirty, 2, 3)) return null; // out of line: as findXYWing's
  for (let p = 0, n = b.cands.length; p < n; p++) {
    const pm = b.cands[p];
    if (POPCOUNT[pm] !== 3) continue;
    const count = wingsOf(b, p, pm, true);
    for (let i = 0; i < count; i++) {
      for (let j = i + 1; j < count; j++) {
        const a = WINGS[i];
        const c = WINGS[j];
        if ((b.cands[a] | b.cands[c]) !== pm) continue;
        const digit = firstDigit(b.cands[a] & b.cands[c]);
        if (removesAny(b, digit, p, a, c)) return outOfLine(wingStep, b, 'xyz-wing', p, a, c);
      }
    }
  }
  return null;
}

/**
 * Two xy cells that do not see each other, joined by a strong link on x (a unit where x has exactly two places,
 * one seeing each cell): one of them is y, so y leaves the cells that see both. A W-wing rests on its two cells and
 * on x's places in the link's unit: when candidates were only removed since this search last found nothing, a pair of
 * unchanged cells needs a link in a unit where x changed, as every other wing of theirs was there then and what it
 * removes has only shrunk (memo.ts).
 */
export function findWWing(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  // The step is built here, apart from the search: inlined into the search, the builder's first run after TurboFan
  // had optimized it was a path without type feedback in some batches, and the whole search was compiled again
  // (issue 31). The search is too large for TurboFan to inline here, so the two are compiled apart.
  if (!searchWWing(b, dirty)) return null;
  return wWingStep(b, W_HIT[0], W_HIT[1], W_HIT[2], W_HIT[3], W_HIT[4], W_HIT[5], W_HIT[6]);
}

/** The wing searchWWing found last: its cells p and q, digits x and y, the link's unit and its ends s1 (seeing p), s2. */
const W_HIT = new Int32Array(7);

/**
 * Whether a W-wing removes something, the first one's parts left in W_HIT. Every slot is written on every pass that
 * reaches it, before the test, so a hit runs nothing the search had not run before (no path without type feedback).
 */
function searchWWing(b: CandidateGrid, dirty: Dirty): boolean {
  const { cellCount, unitCount, size, unitCells, peerBits } = b.shape;
  const changedCells = dirty.cells;
  const allUnits = unitCount >= 32 ? -1 : (1 << unitCount) - 1;
  const sees = seesOn(b.shape);
  // The cells holding each digit (PLANE[d*3 ..]), so a pair that removes nothing costs three ANDs, not a list.
  PLANE.fill(0);
  for (let c = 0; c < cellCount; c++)
    for (let m = b.cands[c]; m !== 0; m &= m - 1) PLANE[firstDigit(m) * 3 + WORD(c)] |= BIT(c);
  for (let p = 0; p < cellCount; p++) {
    const pm = b.cands[p];
    if (POPCOUNT[pm] !== 2) continue;
    for (let q = p + 1; q < cellCount; q++) {
      if (b.cands[q] !== pm || sees(p, q)) continue;
      W_HIT[0] = p;
      W_HIT[1] = q;
      const fresh = !dirty.shrunk || (changedCells[WORD(p)] & BIT(p)) !== 0 || (changedCells[WORD(q)] & BIT(q)) !== 0;
      // Indexes, not for-of or destructuring: their iterator protocol (a try/finally per loop) made this one of
      // TurboFan's largest compilations in a hard batch (issue 31).
      const pair = MASK_DIGITS[pm];
      for (let k = 0; k < 2; k++) {
        const x = pair[k];
        const linkUnits = fresh ? allUnits : dirty.digitUnits[x];
        if (linkUnits === 0) continue;
        const y = firstDigit(pm & ~(1 << (x - 1)));
        W_HIT[2] = x;
        W_HIT[3] = y;
        // The cells that see both and hold y, the eliminations: listed only when the step is built (none per pair).
        const seen =
          (peerBits[p * 3] & peerBits[q * 3] & PLANE[y * 3]) |
          (peerBits[p * 3 + 1] & peerBits[q * 3 + 1] & PLANE[y * 3 + 1]) |
          (peerBits[p * 3 + 2] & peerBits[q * 3 + 2] & PLANE[y * 3 + 2]);
        if (seen === 0) continue;
        for (let u = 0; u < unitCount; u++) {
          if (((linkUnits >>> u) & 1) === 0) continue;
          const pos = b.positions(u, x);
          if (POPCOUNT[pos] !== 2) continue;
          const e1 = unitCells[u * size + 31 - Math.clz32(pos & -pos)];
          const e2 = unitCells[u * size + 31 - Math.clz32(pos & (pos - 1))];
          if (e1 === p || e1 === q || e2 === p || e2 === q) continue;
          const linked = (sees(e1, p) && sees(e2, q)) || (sees(e1, q) && sees(e2, p));
          const e1SeesP = sees(e1, p);
          W_HIT[4] = u;
          W_HIT[5] = e1SeesP ? e1 : e2;
          W_HIT[6] = e1SeesP ? e2 : e1;
          if (linked) return true;
        }
      }
    }
  }
  return false;
}

/**
 * The W-wing's step, built apart from its search (which runs for every pair of equal bivalue cells): its object
 * literals compiled inside the search's loops made it one of TurboFan's largest compilations (issue 31).
 */
function wWingStep(
  b: CandidateGrid,
  p: number,
  q: number,
  x: number,
  y: number,
  u: number,
  s1: number,
  s2: number,
): Step {
  return makeStep('w-wing', {
    cells: [p, s1, s2, q],
    digits: [x, y],
    units: [u],
    eliminations: commonPeerElims(b, y, [p, q]),
    links: [
      { from: [{ cell: p, digit: x }], to: [{ cell: s1, digit: x }], strong: false },
      { from: [{ cell: s1, digit: x }], to: [{ cell: s2, digit: x }], strong: true },
      { from: [{ cell: s2, digit: x }], to: [{ cell: q, digit: x }], strong: false },
    ],
  });
}
