/**
 * Locked pairs and triples (HoDoKu's names): a naked pair or triple whose cells lie where a box meets a row or a
 * column. Its digits then leave both units at once, so HoDoKu tries it before locked candidates and scores it lower
 * (40 and 60) than the naked subset it also is (60 and 80): it is the first subset a person sees.
 */
import { CandidateGrid, POPCOUNT } from './candidates.ts';
import { BIT, WORD } from './bitset.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { makeStep, type Candidate, type Step } from './step.ts';
import { outOfLine } from '../out-of-line.ts';

export type LockedSize = 2 | 3;

/** n cells of a box-line intersection holding exactly n digits between them: those digits leave the line and the box.
 * The intersections (boxes in order, each box's rows before its columns) are the grid shape's segments: three cells
 * each at 9×9, two or three at 6×6 (boxes of 2 rows by 3 columns), two at 4×4, never more than three.
 */
export function findLockedSubset(b: CandidateGrid, n: LockedSize, dirty: Dirty = ALL_DIRTY): Step | null {
  const { segments } = b.shape;
  // The hot path of grading: nothing is allocated until a step is found (the cells are held in three locals).
  // Loops by index: a for-of's iterator protocol (a try/finally per loop) made this a larger compilation (issue 31).
  for (let s = 0; s < segments.length; s++) {
    const { box, line, cells } = segments[s];
    if ((dirty.units & ((1 << box) | (1 << line))) === 0) continue; // depends on these two units' cells only
    let count = 0;
    let o0 = -1;
    let o1 = -1;
    let o2 = -1;
    // Which of the open cells (bit k: the k-th) changed since this search last found nothing, after removals only: a
    // pair or triple of unchanged cells was there then, and what it removes has only shrunk (memo.ts).
    let fresh = 0;
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i];
      if (b.values[c] !== 0 || POPCOUNT[b.cands[c]] > n) continue;
      if (!dirty.shrunk || (dirty.cells[WORD(c)] & BIT(c)) !== 0) fresh |= 1 << count;
      if (count === 0) o0 = c;
      else if (count === 1) o1 = c;
      else o2 = c;
      count++;
    }
    if (count < n || fresh === 0) continue;
    if (n === 3) {
      if (count === 3 && removesAny(b, b.cands[o0] | b.cands[o1] | b.cands[o2], line, box, o0, o1, o2)) {
        const step = outOfLine(lockedStep, b, n, line, box, [o0, o1, o2]);
        if (step) return step;
      }
      continue;
    }
    // The pairs of the open cells, in order: (0,1), (0,2), (1,2).
    for (let i = 0; i < count; i++) {
      for (let j = i + 1; j < count; j++) {
        if ((fresh & ((1 << i) | (1 << j))) === 0) continue;
        const p = i === 0 ? o0 : o1;
        const q = j === 1 ? o1 : o2;
        if (POPCOUNT[b.cands[p] | b.cands[q]] !== 2 || !removesAny(b, b.cands[p] | b.cands[q], line, box, p, q, -1))
          continue;
        const step = outOfLine(lockedStep, b, n, line, box, [p, q]);
        if (step) return step;
      }
    }
  }
  return null;
}

/** Whether some open cell of `line` or `box` outside the chosen cells (x, y, z; -1 for none) holds a digit of `mask`. */
function removesAny(
  b: CandidateGrid,
  mask: number,
  line: number,
  box: number,
  x: number,
  y: number,
  z: number,
): boolean {
  const { size, unitCells } = b.shape;
  for (let k = 0; k < 2; k++) {
    const u = k === 0 ? line : box;
    for (let i = u * size, end = i + size; i < end; i++) {
      const c = unitCells[i];
      if (b.values[c] === 0 && c !== x && c !== y && c !== z && (b.cands[c] & mask) !== 0) return true;
    }
  }
  return false;
}

/** The step of the chosen cells when they hold exactly n digits and some cell of the line or the box loses one. */
function lockedStep(b: CandidateGrid, n: LockedSize, line: number, box: number, chosen: number[]): Step | null {
  // Loops by index, no closure, spread or for...of (each an iterator protocol with a try/finally): this builder runs
  // for every locked subset found, often enough for TurboFan to compile it, and they made it a large compilation
  // (issue 31).
  const { size, unitCells } = b.shape;
  let mask = 0;
  for (let i = 0; i < chosen.length; i++) mask |= b.cands[chosen[i]];
  if (POPCOUNT[mask] !== n) return null;
  const elims: Candidate[] = [];
  for (let k = 0; k < 2; k++) {
    const u = k === 0 ? line : box;
    for (let i = u * size; i < u * size + size; i++) {
      const c = unitCells[i];
      if (b.values[c] !== 0 || chosen.includes(c) || listed(elims, c)) continue;
      for (let m = b.cands[c] & mask; m !== 0; m &= m - 1) elims.push({ cell: c, digit: 32 - Math.clz32(m & -m) });
    }
  }
  if (elims.length === 0) return null;
  const digits: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) digits.push(32 - Math.clz32(m & -m));
  return makeStep(n === 2 ? 'locked-pair' : 'locked-triple', {
    cells: chosen,
    digits,
    units: [line, box],
    eliminations: elims,
  });
}

/** Whether `cell` has a candidate in `list` already (a cell of the line's intersection with the box). */
function listed(list: readonly Candidate[], cell: number): boolean {
  for (let i = 0; i < list.length; i++) if (list[i].cell === cell) return true;
  return false;
}
