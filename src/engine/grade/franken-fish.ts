/**
 * Finned Franken swordfish (HoDoKu's FINNED_FRANKEN_SWORDFISH; hodoku.sourceforge.net/en/tech_fishc.php): a finned
 * swordfish whose base or cover sets include boxes: rows and boxes as base with columns and boxes as cover, or columns
 * and boxes as base with rows and boxes as cover.
 *
 * Why it holds: the fins are the base candidates outside every cover set, and the "endo fins" (a candidate in two
 * base sets, a row and a box). If no fin is the digit, each base set keeps its digit in cells of its own (they no
 * longer overlap), all inside the cover sets: three digits for three cover sets, each of which holds it once, so the
 * cover sets hold it nowhere else. Either way a cover candidate outside the base sets that sees every fin goes.
 * Fish without a box are the finned fish of fish.ts, tried long before; fins at most five, as HoDoKu searches them.
 *
 * Speed: the grader reaches this only when every cheaper technique failed (a tenth of the sample's puzzles), but there
 * it would try some 250 bases a digit and 40 cover triples each, nearly all failing because the fins have no common
 * peer. So each base first goes through a proof that no cover can work (franken-prune.ts), which rejects almost all of
 * them for a few set operations; the cover enumeration, unchanged, runs only on the rest, so the fish found is the
 * one the plain enumeration finds first.
 */
import type { CandidateGrid } from './candidates.ts';
import { WORD_BITS, WORD_MASK, pushCells } from './bitset.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { FrankenPrune, count } from './franken-prune.ts';
import { MAX_SIZE, MAX_UNITS, type ShapeTables } from './shape.ts';
import { candidatesIn, makeStep, type Step } from './step.ts';

const MAX_FINS = 5;

/** The digit's candidates by unit (prune.sets), and the proof that a base cannot be covered. */
const prune = new FrankenPrune(MAX_FINS);
const sets = prune.sets;

/** The first finned Franken swordfish on the digits `dirty` names: digit, rows-and-boxes base first, or null. */
export function findFinnedFrankenSwordfish(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  const { size, unitCount, peerBits } = b.shape;
  shapeSize = size;
  shapeUnits = unitCount;
  shapePeers = peerBits;
  if (verdictShape !== b.shape) {
    forgetPairVerdicts();
    verdictShape = b.shape;
  }
  for (let d = 1; d <= size; d++) {
    const bit = 1 << (d - 1);
    if ((dirty.digits & bit) === 0) continue; // a fish on d depends on d's candidates only
    if (!prune.loadDigit(b, bit)) continue;
    keepPairVerdicts(d, b.shape);
    // Candidates only removed since this search last found nothing: a base of units clean for d had no fish then, its
    // fins are the same, and its cover sets' cells outside it only lost candidates, so it still has none (memo.ts).
    const changed = dirty.shrunk ? dirty.digitUnits[d] : -1;
    for (let lineStart = 0; lineStart <= size; lineStart += size) {
      const step = searchOrientation(d, lineStart, changed);
      if (step) return step;
    }
  }
  return null;
}

/** The grid's size (units 0 … size-1 rows, then columns, then boxes), unit count and peer sets (shape.ts). */
let shapeSize = 0;
let shapeUnits = 0;
let shapePeers: Int32Array = new Int32Array(0);

const baseUnits = new Int32Array(MAX_UNITS);
const coverUnits = new Int32Array(MAX_UNITS);
/** How many base candidates each cover unit holds, and the most any later cover unit holds. */
const inBase = new Int32Array(MAX_UNITS);
const bestAfter = new Int32Array(MAX_UNITS + 1);

// Whether a pair of base units can be part of a base (prune.pairCanWork) depends only on the digit's candidates, and
// the verdicts outlive the search: most pairs of a search after a step lie on units where the digit did not change.
// When the digit's candidates were only removed since a verdict, a pair whose two units hold the digit in the same
// cells as then has the same base candidates, the same fins and the same cover units, and fewer cells that could lose
// the digit: any fish it could start now, it could have started then, so "cannot" still holds (and "can" only lets the
// enumeration decide, as before). The verdicts are kept per digit and orientation, with the candidates they were
// made on (VERDICT_PLANE), and checked against the candidates each time the digit is loaded (keepPairVerdicts).
// test/engine/franken-fish.test.ts compares a search with kept verdicts with one from scratch on every state of grades.
const UNKNOWN = 0;
const CAN = 1;
const CANNOT = 2;
const PAIRS = MAX_UNITS * MAX_UNITS;
/** Per digit d, orientation o (0 rows, 1 columns) and pair of units u1 < u2: PAIR_VERDICT[(d*2+o)*PAIRS + u1*MAX_UNITS+u2]. */
const PAIR_VERDICT = new Uint8Array((MAX_SIZE + 1) * 2 * PAIRS);
/** The digit's candidates (three words) the verdicts of that digit hold for. */
const VERDICT_PLANE = new Int32Array((MAX_SIZE + 1) * 3);
let verdictShape: ShapeTables | null = null;
/** The verdicts of the digit and orientation being searched: an offset into PAIR_VERDICT. */
let verdictAt = 0;

/** Forgets every verdict (a new grid shape; tests: a search from scratch to compare with). */
export function forgetPairVerdicts(): void {
  PAIR_VERDICT.fill(UNKNOWN);
  VERDICT_PLANE.fill(0);
}

/**
 * Keeps the verdicts of digit d (loaded in prune) that still hold: all of them when its candidates are unchanged, those
 * on units where they are unchanged when some were only removed, none when any was added.
 */
function keepPairVerdicts(d: number, shape: ShapeTables): void {
  const p = d * 3;
  const { d0, d1, d2 } = prune;
  const o0 = VERDICT_PLANE[p];
  const o1 = VERDICT_PLANE[p + 1];
  const o2 = VERDICT_PLANE[p + 2];
  VERDICT_PLANE[p] = d0;
  VERDICT_PLANE[p + 1] = d1;
  VERDICT_PLANE[p + 2] = d2;
  const from = d * 2 * PAIRS;
  if ((d0 & ~o0) | (d1 & ~o1) | (d2 & ~o2)) {
    PAIR_VERDICT.fill(UNKNOWN, from, from + 2 * PAIRS);
    return;
  }
  const cellUnits = shape.cellUnits;
  let units = 0;
  const gone = [o0 ^ d0, o1 ^ d1, o2 ^ d2];
  for (let w = 0; w < 3; w++)
    for (let bits = gone[w]; bits !== 0; bits &= bits - 1) {
      const c = (w * WORD_BITS + 31 - Math.clz32(bits & -bits)) * 3;
      units |= (1 << cellUnits[c]) | (1 << cellUnits[c + 1]) | (1 << cellUnits[c + 2]);
    }
  for (; units !== 0; units &= units - 1) {
    const u = 31 - Math.clz32(units & -units);
    for (let o = from; o < from + 2 * PAIRS; o += PAIRS) {
      PAIR_VERDICT.fill(UNKNOWN, o + u * MAX_UNITS, o + u * MAX_UNITS + MAX_UNITS);
      for (let v = 0; v < u; v++) PAIR_VERDICT[o + v * MAX_UNITS + u] = UNKNOWN;
    }
  }
}

/** Whether base units i and j (indices in baseUnits, i < j) can be part of a base: the kept verdict, or made now. */
function pairCanWork(i: number, j: number): boolean {
  const p = verdictAt + baseUnits[i] * MAX_UNITS + baseUnits[j];
  if (PAIR_VERDICT[p] === UNKNOWN) PAIR_VERDICT[p] = prune.pairCanWork(baseUnits[i], baseUnits[j]) ? CAN : CANNOT;
  return PAIR_VERDICT[p] === CAN;
}

/** The first finned Franken swordfish on `d` with rows (lineStart 0) or columns (size) and boxes as base, or null. */
function searchOrientation(d: number, lineStart: number, changed: number): Step | null {
  const size = shapeSize;
  const boxes = 2 * size;
  const otherStart = size - lineStart;
  prune.orient(lineStart);
  let nb = 0;
  for (let u = 0; u < shapeUnits; u++) {
    const own = u < boxes ? u >= lineStart && u < lineStart + size : true;
    if (own && (sets[u * 3] | sets[u * 3 + 1] | sets[u * 3 + 2]) !== 0) baseUnits[nb++] = u;
  }
  // The last base unit where d changed: a base needs one such unit, so a clean pair needs a third at or before it.
  let lastChanged = -1;
  for (let i = 0; i < nb; i++) if ((changed >>> baseUnits[i]) & 1) lastChanged = i;
  verdictAt = (d * 2 + (lineStart === 0 ? 0 : 1)) * PAIRS;
  for (let i = 0; i < nb - 2; i++) {
    const u1 = baseUnits[i];
    if (lastChanged < i) break;
    for (let j = i + 1; j < nb - 1; j++) {
      const u2 = baseUnits[j];
      if (lastChanged <= j && (((changed >>> u1) | (changed >>> u2)) & 1) === 0) break;
      // Two base sets already fix some endo fins, and so the cells that could lose the digit: none, no third helps.
      if (!pairCanWork(i, j)) continue;
      const pairChanged = ((changed >>> u1) | (changed >>> u2)) & 1;
      for (let k = j + 1; k < nb; k++) {
        const u3 = baseUnits[k];
        if (pairChanged === 0 && ((changed >>> u3) & 1) === 0) continue;
        // The same holds for either other pair of the three (nearly every base fails, and half the pairs do).
        if (!pairCanWork(i, k) || !pairCanWork(j, k) || !prune.baseCanWork(u1, u2, u3)) continue;
        const { b0, b1, b2, e0, e1, e2 } = prune;
        const total = count(b0, b1, b2);
        const baseHasBox = u3 >= boxes;
        let nc = 0;
        for (let u = 0; u < shapeUnits; u++) {
          const own = u < boxes ? u >= otherStart && u < otherStart + size : u !== u1 && u !== u2 && u !== u3;
          if (!own) continue;
          const n = count(sets[u * 3] & b0, sets[u * 3 + 1] & b1, sets[u * 3 + 2] & b2);
          if (n === 0) continue;
          inBase[nc] = n;
          coverUnits[nc++] = u;
        }
        bestAfter[nc] = 0;
        for (let x = nc - 1; x >= 0; x--) bestAfter[x] = Math.max(inBase[x], bestAfter[x + 1]);
        if (total - 3 * bestAfter[0] > MAX_FINS) continue; // three cover sets cannot hold all but five
        const step = searchCovers(d, [u1, u2, u3], b0, b1, b2, e0, e1, e2, total, nc, baseHasBox);
        if (step) return step;
      }
    }
  }
  return null;
}

/** The cover sets for one base: three of the `nc` units in coverUnits, at most MAX_FINS base candidates outside. */
function searchCovers(
  d: number,
  base: number[],
  b0: number,
  b1: number,
  b2: number,
  e0: number,
  e1: number,
  e2: number,
  total: number,
  nc: number,
  baseHasBox: boolean,
): Step | null {
  for (let i = 0; i < nc - 2; i++) {
    const v1 = coverUnits[i];
    const c10 = sets[v1 * 3];
    const c11 = sets[v1 * 3 + 1];
    const c12 = sets[v1 * 3 + 2];
    if (total - inBase[i] - 2 * bestAfter[i + 1] > MAX_FINS) continue;
    for (let j = i + 1; j < nc - 1; j++) {
      const v2 = coverUnits[j];
      const c20 = c10 | sets[v2 * 3];
      const c21 = c11 | sets[v2 * 3 + 1];
      const c22 = c12 | sets[v2 * 3 + 2];
      const left = count(b0 & ~c20, b1 & ~c21, b2 & ~c22);
      if (left - bestAfter[j + 1] > MAX_FINS) continue;
      for (let k = j + 1; k < nc; k++) {
        const v3 = coverUnits[k];
        if (left - inBase[k] > MAX_FINS) continue;
        if (!baseHasBox && v3 < 2 * shapeSize) continue; // no box at all: a basic finned fish (fish.ts)
        const c0 = c20 | sets[v3 * 3];
        const c1 = c21 | sets[v3 * 3 + 1];
        const c2 = c22 | sets[v3 * 3 + 2];
        let t0 = c0 & ~b0;
        let t1 = c1 & ~b1;
        let t2 = c2 & ~b2;
        if ((t0 | t1 | t2) === 0) continue;
        const f0 = (b0 & ~c0) | e0;
        const f1 = (b1 & ~c1) | e1;
        const f2 = (b2 & ~c2) | e2;
        const fins = count(f0, f1, f2);
        if (fins === 0 || fins > MAX_FINS) continue;
        const words = [f0, f1, f2];
        const peerBits = shapePeers;
        for (let w = 0; w < 3; w++) {
          for (let bits = words[w]; bits !== 0; bits &= bits - 1) {
            const f = (w * WORD_BITS + 31 - Math.clz32(bits & -bits)) * 3;
            t0 &= peerBits[f];
            t1 &= peerBits[f + 1];
            t2 &= peerBits[f + 2];
          }
        }
        if (((t0 | t1 | t2) & WORD_MASK) === 0) continue;
        return frankenStep(d, base, [v1, v2, v3], b0, b1, b2, pushCells([], f0, f1, f2), t0, t1, t2);
      }
    }
  }
  return null;
}

function frankenStep(
  d: number,
  base: number[],
  cover: number[],
  b0: number,
  b1: number,
  b2: number,
  finCells: number[],
  t0: number,
  t1: number,
  t2: number,
): Step {
  const elims = candidatesIn(pushCells([], t0, t1, t2), d);
  return makeStep('finned-franken-swordfish', {
    cells: pushCells([], b0, b1, b2),
    digits: [d],
    units: [...base, ...cover],
    eliminations: elims,
    facts: { kind: 'fins', fins: finCells },
  });
}
