/**
 * Cell sets as three 27-bit words (word k = cells 27k..27k+26: rows 3k..3k+2 at 9×9), room for MAX_CELLS (shape.ts),
 * so every grid the grader takes fits (8×8's 64 cells use two words and a bit of the third). "Cells that see every
 * cell of a group" or "cells holding digit d that see both ends" are a few ANDs instead of loops over the cells with a
 * callback. A grid's peer sets are its shape's peerBits; a finder that runs at any geometry reads those.
 */
import { CLASSIC_SHAPE } from './shape.ts';
import type { Candidate } from './step.ts';

/** Cells per word: 27 keeps a bit's index small, and three words hold MAX_CELLS (shape.ts), every shape the grader takes. */
export const WORD_BITS = 27;
/** All WORD_BITS bits of a word. */
export const WORD_MASK = 0x7ffffff;
export const WORD = (c: number): number => (c / WORD_BITS) | 0;
export const BIT = (c: number): number => 1 << (c % WORD_BITS);

/** PEER_BITS[c*3 .. c*3+2]: the cells c sees (not c itself), at 9×9; a grid's own are its shape's peerBits. */
export const PEER_BITS: Int32Array = CLASSIC_SHAPE.peerBits;

/** Appends the cells of the set (w0, w1, w2) to `out`, ascending. */
export function pushCells(out: number[], w0: number, w1: number, w2: number): number[] {
  const words = [w0, w1, w2];
  for (let w = 0; w < 3; w++) {
    let bits = words[w];
    while (bits !== 0) {
      const low = bits & -bits;
      out.push(w * WORD_BITS + 31 - Math.clz32(low));
      bits ^= low;
    }
  }
  return out;
}

/**
 * Candidates `digit` (per `cands`) in the cells that see every cell of `cells`, ascending by cell; `peerBits` are the
 * grid's (its shape's), classic 9×9's by default.
 */
export function seenByAll(
  cands: Uint16Array,
  digit: number,
  cells: readonly number[],
  peerBits: Int32Array = PEER_BITS,
): Candidate[] {
  let w0 = -1;
  let w1 = -1;
  let w2 = -1;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i] * 3;
    w0 &= peerBits[c];
    w1 &= peerBits[c + 1];
    w2 &= peerBits[c + 2];
  }
  const out: Candidate[] = [];
  const bit = 1 << (digit - 1);
  for (let w = 0; w < 3; w++) {
    let bits = (w === 0 ? w0 : w === 1 ? w1 : w2) & WORD_MASK;
    while (bits !== 0) {
      const low = bits & -bits;
      const cell = w * WORD_BITS + 31 - Math.clz32(low);
      if (cands[cell] & bit) out.push({ cell, digit });
      bits ^= low;
    }
  }
  return out;
}

/** Whether a cell that sees both `a` and `b` holds `digit` (per `cands`): seenByPair's test, with no list. */
export function anySeenByPair(cands: Uint16Array, digit: number, a: number, b: number, peerBits: Int32Array): boolean {
  const bit = 1 << (digit - 1);
  for (let w = 0; w < 3; w++) {
    for (let bits = peerBits[a * 3 + w] & peerBits[b * 3 + w] & WORD_MASK; bits !== 0; bits &= bits - 1)
      if ((cands[w * WORD_BITS + 31 - Math.clz32(bits & -bits)] & bit) !== 0) return true;
  }
  return false;
}

/**
 * Candidates `digit` in the cells that see both `a` and `b`, ascending by cell, or null when there are none: the
 * two-cell case of seenByAll for the single-digit patterns' inner loops, which allocates nothing when nothing is seen.
 */
export function seenByPair(
  cands: Uint16Array,
  digit: number,
  a: number,
  b: number,
  peerBits: Int32Array = PEER_BITS,
): Candidate[] | null {
  let out: Candidate[] | null = null;
  const bit = 1 << (digit - 1);
  for (let w = 0; w < 3; w++) {
    let bits = peerBits[a * 3 + w] & peerBits[b * 3 + w] & WORD_MASK;
    while (bits !== 0) {
      const low = bits & -bits;
      const cell = w * WORD_BITS + 31 - Math.clz32(low);
      if (cands[cell] & bit) (out ??= []).push({ cell, digit });
      bits ^= low;
    }
  }
  return out;
}
