/**
 * Locked pairs and triples (HoDoKu's names): a naked pair or triple whose cells lie where a box meets a row or a
 * column. Its digits then leave both units at once, so HoDoKu tries it before locked candidates and scores it lower
 * (40 and 60) than the naked subset it also is (60 and 80): it is the first subset a person sees.
 */
import { CandidateGrid, MASK_DIGITS, POPCOUNT } from './candidates.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { makeStep, type Candidate, type Step } from './step.ts';

export type LockedSize = 2 | 3;

/** n cells of a box-line intersection holding exactly n digits between them: those digits leave the line and the box.
 * The intersections (boxes in order, each box's rows before its columns) are the grid shape's segments: three cells
 * each at 9×9, two or three at 6×6 (boxes of 2 rows by 3 columns), two at 4×4, never more than three.
 */
export function findLockedSubset(b: CandidateGrid, n: LockedSize, dirty: Dirty = ALL_DIRTY): Step | null {
  const { size, unitCells, segments } = b.shape;
  for (const { box, line, cells } of segments) {
    if ((dirty.units & ((1 << box) | (1 << line))) === 0) continue; // depends on these two units' cells only
    const open = cells.filter((c) => b.values[c] === 0 && POPCOUNT[b.cands[c]] <= n);
    if (open.length < n) continue;
    for (const chosen of n === 2 ? pairs(open) : [open]) {
      if (chosen.length !== n) continue;
      const mask = chosen.reduce((m, c) => m | b.cands[c], 0);
      if (POPCOUNT[mask] !== n) continue;
      const elims: Candidate[] = [];
      for (const u of [line, box]) {
        for (const c of unitCells.subarray(u * size, u * size + size)) {
          if (b.values[c] !== 0 || chosen.includes(c) || elims.some((e) => e.cell === c)) continue;
          for (const d of MASK_DIGITS[b.cands[c] & mask]) elims.push({ cell: c, digit: d });
        }
      }
      if (elims.length === 0) continue;
      const digits = [...MASK_DIGITS[mask]];
      return makeStep(n === 2 ? 'locked-pair' : 'locked-triple', {
        cells: chosen,
        digits,
        units: [line, box],
        eliminations: elims,
      });
    }
  }
  return null;
}

/** The pairs of a list of at most three cells, in order. */
function pairs(cells: number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < cells.length; i++) for (let j = i + 1; j < cells.length; j++) out.push([cells[i], cells[j]]);
  return out;
}
