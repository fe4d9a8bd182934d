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
 */
import { POPCOUNT, UNIT_CELLS, type CandidateGrid } from './candidates.ts';
import { PEER_BITS, pushCells } from './bitset.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { cellsAnd, makeStep, removesText, unitText, type Candidate, type Step } from './step.ts';

const MAX_FINS = 5;
const MASK27 = 0x7ffffff;

/** Cells of digit d per unit, as three 27-bit words (unit u at u*3). */
const sets = new Int32Array(27 * 3);

const count = (w0: number, w1: number, w2: number): number =>
  POPCOUNT[w0 & 511] +
  POPCOUNT[(w0 >>> 9) & 511] +
  POPCOUNT[(w0 >>> 18) & 511] +
  POPCOUNT[w1 & 511] +
  POPCOUNT[(w1 >>> 9) & 511] +
  POPCOUNT[(w1 >>> 18) & 511] +
  POPCOUNT[w2 & 511] +
  POPCOUNT[(w2 >>> 9) & 511] +
  POPCOUNT[(w2 >>> 18) & 511];

/** The first finned Franken swordfish on the digits `dirty` names: digit, rows-and-boxes base first, or null. */
export function findFinnedFrankenSwordfish(b: CandidateGrid, dirty: Dirty = ALL_DIRTY): Step | null {
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << (d - 1);
    if ((dirty.digits & bit) === 0) continue; // a fish on d depends on d's candidates only
    sets.fill(0);
    for (let u = 0; u < 27; u++) {
      for (let i = 0; i < 9; i++) {
        const c = UNIT_CELLS[u * 9 + i];
        if (b.cands[c] & bit) sets[u * 3 + ((c / 27) | 0)] |= 1 << (c % 27);
      }
    }
    for (let u = 0; u < 27; u++)
      for (let v = 0; v < 27; v++)
        shared[u * 27 + v] = count(
          sets[u * 3] & sets[v * 3],
          sets[u * 3 + 1] & sets[v * 3 + 1],
          sets[u * 3 + 2] & sets[v * 3 + 2],
        );
    for (let lineStart = 0; lineStart <= 9; lineStart += 9) {
      const step = searchOrientation(d, lineStart);
      if (step) return step;
    }
  }
  return null;
}

const baseUnits = new Int32Array(27);
const coverUnits = new Int32Array(27);
/** How many candidates of the digit two units share (u*27+v). */
const shared = new Uint8Array(27 * 27);
/**
 * At most how many base candidates each cover unit holds (the sum over the base sets, counting an endo fin twice:
 * an upper bound is all the pruning needs), and the most any later cover unit holds.
 */
const inBase = new Int32Array(27);
const bestAfter = new Int32Array(28);

/** The first finned Franken swordfish on `d` with rows (lineStart 0) or columns (9) and boxes as base, or null. */
function searchOrientation(d: number, lineStart: number): Step | null {
  const otherStart = 9 - lineStart;
  let nb = 0;
  for (let u = 0; u < 27; u++) {
    const own = u < 18 ? u >= lineStart && u < lineStart + 9 : true;
    if (own && (sets[u * 3] | sets[u * 3 + 1] | sets[u * 3 + 2]) !== 0) baseUnits[nb++] = u;
  }
  for (let i = 0; i < nb - 2; i++) {
    const u1 = baseUnits[i];
    for (let j = i + 1; j < nb - 1; j++) {
      const u2 = baseUnits[j];
      for (let k = j + 1; k < nb; k++) {
        const u3 = baseUnits[k];
        const s10 = sets[u1 * 3];
        const s11 = sets[u1 * 3 + 1];
        const s12 = sets[u1 * 3 + 2];
        const s20 = sets[u2 * 3];
        const s21 = sets[u2 * 3 + 1];
        const s22 = sets[u2 * 3 + 2];
        const s30 = sets[u3 * 3];
        const s31 = sets[u3 * 3 + 1];
        const s32 = sets[u3 * 3 + 2];
        // Endo fins: candidates in two base sets.
        const e0 = (s10 & s20) | (s10 & s30) | (s20 & s30);
        const e1 = (s11 & s21) | (s11 & s31) | (s21 & s31);
        const e2 = (s12 & s22) | (s12 & s32) | (s22 & s32);
        if (count(e0, e1, e2) > MAX_FINS) continue;
        const b0 = s10 | s20 | s30;
        const b1 = s11 | s21 | s31;
        const b2 = s12 | s22 | s32;
        const total = count(b0, b1, b2);
        const baseHasBox = u3 >= 18;
        let nc = 0;
        for (let u = 0; u < 27; u++) {
          const own = u < 18 ? u >= otherStart && u < otherStart + 9 : u !== u1 && u !== u2 && u !== u3;
          if (!own) continue;
          const n = shared[u * 27 + u1] + shared[u * 27 + u2] + shared[u * 27 + u3];
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
        if (!baseHasBox && v3 < 18) continue; // no box at all: a basic finned fish (fish.ts)
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
        const finCells = pushCells([], f0, f1, f2);
        for (const f of finCells) {
          t0 &= PEER_BITS[f * 3];
          t1 &= PEER_BITS[f * 3 + 1];
          t2 &= PEER_BITS[f * 3 + 2];
        }
        if (((t0 | t1 | t2) & MASK27) === 0) continue;
        return frankenStep(d, base, [v1, v2, v3], b0, b1, b2, finCells, t0, t1, t2);
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
  const elims: Candidate[] = pushCells([], t0, t1, t2).map((cell) => ({ cell, digit: d }));
  return makeStep('finned-franken-swordfish', 'Finned Franken swordfish', {
    cells: pushCells([], b0, b1, b2),
    digits: [d],
    units: [...base, ...cover],
    eliminations: elims,
    text:
      `Finned Franken swordfish on ${d} in ${base.map(unitText).join(', ')} ` +
      `(${cover.map(unitText).join(', ')}) with ${finCells.length === 1 ? 'fin' : 'fins'} ` +
      `${cellsAnd(finCells)} ${removesText(elims)}`,
  });
}
