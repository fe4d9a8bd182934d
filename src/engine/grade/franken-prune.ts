/**
 * A quick proof that a finned Franken swordfish base (three units holding a digit) can have no cover, so the search
 * skips the base before enumerating cover triples (franken-fish.ts).
 *
 * Every base candidate of a fish is either a fin or inside a cover set, and every fin (endo fins included) sees the
 * cell that loses the digit, which lies outside the base. So take the lowest base candidate not yet decided: it is a
 * fin (then the cells that could lose the digit shrink to its peers, and none left ends the branch), or its cover
 * line or its box is one of the three cover sets. With at most three covers and five fins the tree is small, and the
 * fins' lack of a common peer (what makes nearly every cover triple fail) cuts it early. Following the choices of any
 * real fish reaches a leaf this accepts, so a base it rejects has none; a base it accepts may still have none (three
 * covers need not all be forced), which the full enumeration then finds out.
 */
import { POPCOUNT, type CandidateGrid } from './candidates.ts';
import { WORD_BITS } from './bitset.ts';
import { CLASSIC_SHAPE, MAX_CELLS, MAX_UNITS } from './shape.ts';

/** Cells in a set of three 27-bit words (bitset.ts), nine bits at a time. */
export const count = (w0: number, w1: number, w2: number): number =>
  POPCOUNT[w0 & 511] +
  POPCOUNT[(w0 >>> 9) & 511] +
  POPCOUNT[(w0 >>> 18) & 511] +
  POPCOUNT[w1 & 511] +
  POPCOUNT[(w1 >>> 9) & 511] +
  POPCOUNT[(w1 >>> 18) & 511] +
  POPCOUNT[w2 & 511] +
  POPCOUNT[(w2 >>> 9) & 511] +
  POPCOUNT[(w2 >>> 18) & 511];

/** The lowest cell of a non-empty set. */
const lowest = (w0: number, w1: number, w2: number): number =>
  w0 !== 0
    ? 31 - Math.clz32(w0 & -w0)
    : w1 !== 0
      ? WORD_BITS + 31 - Math.clz32(w1 & -w1)
      : 2 * WORD_BITS + 31 - Math.clz32(w2 & -w2);

export class FrankenPrune {
  /** Cells holding the digit per unit, three words each (unit u at u*3). */
  readonly sets = new Int32Array(MAX_UNITS * 3);
  /** The base last accepted by baseCanWork(): its candidates (b) and endo fins (e). */
  b0 = 0;
  b1 = 0;
  b2 = 0;
  e0 = 0;
  e1 = 0;
  e2 = 0;
  /** Cells holding the digit that each cell sees (cell c at c*3). */
  private readonly peers = new Int32Array(MAX_CELLS * 3);
  /** The row, column and box of each cell of the grid loaded (its shape's cellUnits). */
  private cellUnits: Uint8Array = CLASSIC_SHAPE.cellUnits;
  /** The digit's candidates (the cells holding it), as loaded. */
  d0 = 0;
  d1 = 0;
  d2 = 0;
  /** Which of a cell's units (cellUnits offset) is its cover line: the column for a row base, else the row. */
  private lineOf = 1;
  /** The base's units as a bit mask (MAX_UNITS bits): a base box is never a cover set. */
  private baseMask = 0;
  /** The base candidates in base boxes (k), which no cover box can hold: the choice with the fewest branches. */
  private k0 = 0;
  private k1 = 0;
  private k2 = 0;
  /** The first box unit of the grid loaded. */
  private boxStart = 0;

  constructor(private readonly maxFins: number) {}

  /** Loads the digit `bit` (a candidate mask bit) of `b`; false when it has no candidates left. */
  loadDigit(b: CandidateGrid, bit: number): boolean {
    const cands = b.cands;
    const { cellCount, cellUnits, peerBits } = b.shape;
    const end1 = Math.min(cellCount, WORD_BITS);
    const end2 = Math.min(cellCount, 2 * WORD_BITS);
    let d0 = 0;
    let d1 = 0;
    let d2 = 0;
    for (let c = 0; c < end1; c++) if (cands[c] & bit) d0 |= 1 << c;
    for (let c = WORD_BITS; c < end2; c++) if (cands[c] & bit) d1 |= 1 << (c - WORD_BITS);
    for (let c = 2 * WORD_BITS; c < cellCount; c++) if (cands[c] & bit) d2 |= 1 << (c - 2 * WORD_BITS);
    if ((d0 | d1 | d2) === 0) return false;
    this.cellUnits = cellUnits;
    this.boxStart = 2 * b.shape.size;
    this.d0 = d0;
    this.d1 = d1;
    this.d2 = d2;
    const sets = this.sets;
    sets.fill(0);
    const words = [d0, d1, d2];
    for (let w = 0; w < 3; w++) {
      for (let bits = words[w]; bits !== 0; bits &= bits - 1) {
        const low = bits & -bits;
        const c = w * WORD_BITS + 31 - Math.clz32(low);
        for (let k = 0; k < 3; k++) sets[cellUnits[c * 3 + k] * 3 + w] |= low;
        this.peers[c * 3] = peerBits[c * 3] & d0;
        this.peers[c * 3 + 1] = peerBits[c * 3 + 1] & d1;
        this.peers[c * 3 + 2] = peerBits[c * 3 + 2] & d2;
      }
    }
    return true;
  }

  /** Rows (lineStart 0) or columns (lineStart > 0: the first column's unit) with boxes as base sets. */
  orient(lineStart: number): void {
    this.lineOf = lineStart === 0 ? 1 : 0;
  }

  /** False when base sets u1 and u2 already rule out every third: too many endo fins, or no cell sees them all. */
  pairCanWork(u1: number, u2: number): boolean {
    const s = this.sets;
    const e0 = s[u1 * 3] & s[u2 * 3];
    const e1 = s[u1 * 3 + 1] & s[u2 * 3 + 1];
    const e2 = s[u1 * 3 + 2] & s[u2 * 3 + 2];
    const endo = count(e0, e1, e2);
    if (endo > this.maxFins) return false;
    if (
      !this.seenByAll(
        this.d0 & ~(s[u1 * 3] | s[u2 * 3]),
        this.d1 & ~(s[u1 * 3 + 1] | s[u2 * 3 + 1]),
        this.d2 & ~(s[u1 * 3 + 2] | s[u2 * 3 + 2]),
        e0,
        e1,
        e2,
      )
    )
      return false;
    this.baseMask = (1 << u1) | (1 << u2);
    this.b0 = s[u1 * 3] | s[u2 * 3];
    this.b1 = s[u1 * 3 + 1] | s[u2 * 3 + 1];
    this.b2 = s[u1 * 3 + 2] | s[u2 * 3 + 2];
    this.boxCells(u1, u2, -1);
    return this.branch(0, 0, 0, 0, e0, e1, e2, endo, this.t0, this.t1, this.t2, this.baseMask);
  }

  /** False when no cover triple makes base u1, u2, u3 a fish; else true, with b and e set for the enumeration. */
  baseCanWork(u1: number, u2: number, u3: number): boolean {
    const s = this.sets;
    const s10 = s[u1 * 3];
    const s11 = s[u1 * 3 + 1];
    const s12 = s[u1 * 3 + 2];
    const s20 = s[u2 * 3];
    const s21 = s[u2 * 3 + 1];
    const s22 = s[u2 * 3 + 2];
    const s30 = s[u3 * 3];
    const s31 = s[u3 * 3 + 1];
    const s32 = s[u3 * 3 + 2];
    // Endo fins: candidates in two base sets.
    const e0 = (s10 & s20) | (s10 & s30) | (s20 & s30);
    const e1 = (s11 & s21) | (s11 & s31) | (s21 & s31);
    const e2 = (s12 & s22) | (s12 & s32) | (s22 & s32);
    const endo = count(e0, e1, e2);
    if (endo > this.maxFins) return false;
    const b0 = s10 | s20 | s30;
    const b1 = s11 | s21 | s31;
    const b2 = s12 | s22 | s32;
    // The cells that could lose the digit: outside the base, seeing every endo fin.
    let t0 = this.d0 & ~b0;
    let t1 = this.d1 & ~b1;
    let t2 = this.d2 & ~b2;
    if (endo > 0) {
      if (!this.seenByAll(t0, t1, t2, e0, e1, e2)) return false;
      t0 = this.t0;
      t1 = this.t1;
      t2 = this.t2;
    } else if ((t0 | t1 | t2) === 0) return false;

    this.baseMask = (1 << u1) | (1 << u2) | (1 << u3);
    this.b0 = b0;
    this.b1 = b1;
    this.b2 = b2;
    this.boxCells(u1, u2, u3);
    this.e0 = e0;
    this.e1 = e1;
    this.e2 = e2;
    return this.branch(0, 0, 0, 0, e0, e1, e2, endo, t0, t1, t2, this.baseMask);
  }

  /** Sets k to the cells of base units u1, u2, u3 (-1: none) that are boxes. */
  private boxCells(u1: number, u2: number, u3: number): void {
    this.k0 = 0;
    this.k1 = 0;
    this.k2 = 0;
    this.addBox(u1);
    this.addBox(u2);
    this.addBox(u3);
  }

  /** Adds base unit u's cells to k when it is a box. */
  private addBox(u: number): void {
    if (u < this.boxStart) return;
    const s = this.sets;
    this.k0 |= s[u * 3];
    this.k1 |= s[u * 3 + 1];
    this.k2 |= s[u * 3 + 2];
  }

  /** seenByAll's answer: the cells it kept. */
  private t0 = 0;
  private t1 = 0;
  private t2 = 0;

  /** Keeps in t the cells that see every cell of f (into this.t*); true when some are left. */
  private seenByAll(t0: number, t1: number, t2: number, f0: number, f1: number, f2: number): boolean {
    const peers = this.peers;
    for (let bits = f0; bits !== 0 && (t0 | t1 | t2) !== 0; bits &= bits - 1) {
      const c = (31 - Math.clz32(bits & -bits)) * 3;
      t0 &= peers[c];
      t1 &= peers[c + 1];
      t2 &= peers[c + 2];
    }
    for (let bits = f1; bits !== 0 && (t0 | t1 | t2) !== 0; bits &= bits - 1) {
      const c = (WORD_BITS + 31 - Math.clz32(bits & -bits)) * 3;
      t0 &= peers[c];
      t1 &= peers[c + 1];
      t2 &= peers[c + 2];
    }
    for (let bits = f2; bits !== 0 && (t0 | t1 | t2) !== 0; bits &= bits - 1) {
      const c = (2 * WORD_BITS + 31 - Math.clz32(bits & -bits)) * 3;
      t0 &= peers[c];
      t1 &= peers[c + 1];
      t2 &= peers[c + 2];
    }
    this.t0 = t0;
    this.t1 = t1;
    this.t2 = t2;
    return (t0 | t1 | t2) !== 0;
  }

  /**
   * Whether the base can still be finished: c the cover sets chosen (nCov of them), x the base candidates decided to
   * be fins (endo fins included; nFin of them), t the cells that see every fin (never empty here), `banned` the units
   * (MAX_UNITS bits) that cannot be cover sets on this branch: base boxes, the units of a fin (it lies outside every cover),
   * and a cover line the branch before this one already tried.
   */
  private branch(
    c0: number,
    c1: number,
    c2: number,
    nCov: number,
    x0: number,
    x1: number,
    x2: number,
    nFin: number,
    t0: number,
    t1: number,
    t2: number,
    banned: number,
  ): boolean {
    const u0 = this.b0 & ~c0 & ~x0;
    const u1 = this.b1 & ~c1 & ~x1;
    const u2 = this.b2 & ~c2 & ~x2;
    // Every base candidate placed: with three covers the cell that loses the digit is in one; with fewer, a cover
    // still to choose may hold it.
    if ((u0 | u1 | u2) === 0) return nCov < 3 || ((t0 & c0) | (t1 & c1) | (t2 & c2)) !== 0;
    if (nCov === 3) {
      return nFin + count(u0, u1, u2) <= this.maxFins && this.seenByAll(t0 & c0, t1 & c1, t2 & c2, u0, u1, u2);
    }
    // Choosing the third cover set: the cell that loses the digit lies in one of the three, so a cover that leaves no
    // cell of t in them is not tried (where most bases failed, one leaf at a time).
    const last = nCov === 2;
    // Once a fin is chosen few cells can lose the digit, and a candidate none of them sees can only be covered.
    let m0 = 0;
    let m1 = 0;
    let m2 = 0;
    if (nFin > 0) {
      let r0 = 0;
      let r1 = 0;
      let r2 = 0;
      for (let bits = t0; bits !== 0; bits &= bits - 1) {
        const c = (31 - Math.clz32(bits & -bits)) * 3;
        r0 |= this.peers[c];
        r1 |= this.peers[c + 1];
        r2 |= this.peers[c + 2];
      }
      for (let bits = t1; bits !== 0; bits &= bits - 1) {
        const c = (WORD_BITS + 31 - Math.clz32(bits & -bits)) * 3;
        r0 |= this.peers[c];
        r1 |= this.peers[c + 1];
        r2 |= this.peers[c + 2];
      }
      for (let bits = t2; bits !== 0; bits &= bits - 1) {
        const c = (2 * WORD_BITS + 31 - Math.clz32(bits & -bits)) * 3;
        r0 |= this.peers[c];
        r1 |= this.peers[c + 1];
        r2 |= this.peers[c + 2];
      }
      m0 = u0 & ~r0;
      m1 = u1 & ~r1;
      m2 = u2 & ~r2;
    }
    const forced = (m0 | m1 | m2) !== 0;
    const p0 = forced ? m0 : u0;
    const p1 = forced ? m1 : u1;
    const p2 = forced ? m2 : u2;
    // A candidate in a base box has no cover box: fewer branches below it.
    const q0 = p0 & this.k0;
    const q1 = p1 & this.k1;
    const q2 = p2 & this.k2;
    const x = (q0 | q1 | q2) !== 0 ? lowest(q0, q1, q2) : lowest(p0, p1, p2);
    const cellUnits = this.cellUnits;
    const lineBit = 1 << cellUnits[x * 3 + this.lineOf];
    const boxBit = 1 << cellUnits[x * 3 + 2];
    if (!forced && nFin < this.maxFins) {
      const p = x * 3;
      const n0 = t0 & this.peers[p];
      const n1 = t1 & this.peers[p + 1];
      const n2 = t2 & this.peers[p + 2];
      const w = (x / WORD_BITS) | 0;
      const xb = 1 << (x - w * WORD_BITS);
      if (
        (n0 | n1 | n2) !== 0 &&
        this.branch(
          c0,
          c1,
          c2,
          nCov,
          w === 0 ? x0 | xb : x0,
          w === 1 ? x1 | xb : x1,
          w === 2 ? x2 | xb : x2,
          nFin + 1,
          n0,
          n1,
          n2,
          banned | lineBit | boxBit,
        )
      )
        return true;
    }
    const s = this.sets;
    if ((banned & lineBit) === 0) {
      const line = cellUnits[x * 3 + this.lineOf] * 3;
      if (
        (!last || ((t0 & (c0 | s[line])) | (t1 & (c1 | s[line + 1])) | (t2 & (c2 | s[line + 2]))) !== 0) &&
        this.branch(c0 | s[line], c1 | s[line + 1], c2 | s[line + 2], nCov + 1, x0, x1, x2, nFin, t0, t1, t2, banned)
      )
        return true;
    }
    if ((banned & boxBit) !== 0) return false;
    const bx = cellUnits[x * 3 + 2] * 3;
    if (last && ((t0 & (c0 | s[bx])) | (t1 & (c1 | s[bx + 1])) | (t2 & (c2 | s[bx + 2]))) === 0) return false;
    // A fish with both x's line and its box as covers was the line's branch: here the line is out.
    return this.branch(
      c0 | s[bx],
      c1 | s[bx + 1],
      c2 | s[bx + 2],
      nCov + 1,
      x0,
      x1,
      x2,
      nFin,
      t0,
      t1,
      t2,
      banned | lineBit,
    );
  }
}
