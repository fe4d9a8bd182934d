/**
 * 81-cell sets as three 27-bit words (word k = rows 3k..3k+2), so "cells that see every cell of a group" or "cells
 * holding digit d that see both ends" are a few ANDs instead of loops over 81 cells with a callback.
 */
import { SEES } from './candidates.ts';
import type { Candidate } from './step.ts';

export const WORD = (c: number): number => (c / 27) | 0;
export const BIT = (c: number): number => 1 << (c % 27);

/** PEER_BITS[c*3 .. c*3+2]: the cells c sees (not c itself). */
export const PEER_BITS: Int32Array = (() => {
  const t = new Int32Array(81 * 3);
  for (let c = 0; c < 81; c++) for (let p = 0; p < 81; p++) if (SEES[c * 81 + p] === 1) t[c * 3 + WORD(p)] |= BIT(p);
  return t;
})();

/** Appends the cells of the set (w0, w1, w2) to `out`, ascending. */
export function pushCells(out: number[], w0: number, w1: number, w2: number): number[] {
  const words = [w0, w1, w2];
  for (let w = 0; w < 3; w++) {
    let bits = words[w];
    while (bits !== 0) {
      const low = bits & -bits;
      out.push(w * 27 + 31 - Math.clz32(low));
      bits ^= low;
    }
  }
  return out;
}

/** Candidates `digit` (per `cands`) in the cells that see every cell of `cells`, ascending by cell. */
export function seenByAll(cands: Uint16Array, digit: number, cells: readonly number[]): Candidate[] {
  let w0 = -1;
  let w1 = -1;
  let w2 = -1;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i] * 3;
    w0 &= PEER_BITS[c];
    w1 &= PEER_BITS[c + 1];
    w2 &= PEER_BITS[c + 2];
  }
  const out: Candidate[] = [];
  const bit = 1 << (digit - 1);
  const words = [w0 & 0x7ffffff, w1 & 0x7ffffff, w2 & 0x7ffffff];
  for (let w = 0; w < 3; w++) {
    let bits = words[w];
    while (bits !== 0) {
      const low = bits & -bits;
      const cell = w * 27 + 31 - Math.clz32(low);
      if (cands[cell] & bit) out.push({ cell, digit });
      bits ^= low;
    }
  }
  return out;
}
