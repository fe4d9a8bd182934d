/** Naked and hidden subsets (pairs, triples, quads) inside one unit. */
import { Board, MASK_DIGITS as MASK_DIGITS_, POPCOUNT as POPCOUNT_, UNIT_CELLS as UNIT_CELLS_ } from './candidates.ts';
import { firstCombination } from './combinations.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { cellsText, digitsSlash, makeStep, removesText, unitText, type Candidate, type Step } from './step.ts';
import type { TechniqueId } from './step.ts';

// Local copies of the tables: under tsx's CommonJS interop every read of an imported binding is a getter call,
// which costs more than the lookup itself in these loops.
const MASK_DIGITS = MASK_DIGITS_;
const POPCOUNT = POPCOUNT_;
const UNIT_CELLS = UNIT_CELLS_;

const SIZE_NAME = ['', '', 'pair', 'triple', 'quad'];

/** n cells of a unit whose candidates together are exactly n digits: those digits leave the unit's other cells. */
export function findNakedSubset(b: Board, n: number, dirty: Dirty = ALL_DIRTY): Step | null {
  for (let u = 0; u < 27; u++) {
    if ((dirty.units & (1 << u)) === 0) continue; // a unit's subsets depend on its own cells only
    const unitCells = Array.from(UNIT_CELLS.subarray(u * 9, u * 9 + 9));
    const open = unitCells.filter((c) => b.values[c] === 0);
    if (open.length <= n) continue;
    const pool = open.filter((c) => POPCOUNT[b.cands[c]] <= n);
    const step = firstCombination(pool, n, (cells) => {
      let mask = 0;
      for (const c of cells) mask |= b.cands[c];
      if (POPCOUNT[mask] !== n) return null;
      const elims: Candidate[] = [];
      for (const c of open) {
        if (cells.includes(c)) continue;
        for (const d of MASK_DIGITS[b.cands[c] & mask]) elims.push({ cell: c, digit: d });
      }
      if (elims.length === 0) return null;
      const digits = [...MASK_DIGITS[mask]];
      const name = `Naked ${SIZE_NAME[n]}`;
      return makeStep(`naked-${SIZE_NAME[n]}` as TechniqueId, name, {
        cells: [...cells],
        digits,
        units: [u],
        eliminations: elims,
        text: `${name} ${digitsSlash(digits)} in ${unitText(u)} (${cellsText(cells)}) ${removesText(elims)}`,
      });
    });
    if (step) return step;
  }
  return null;
}

/** n digits confined to the same n cells of a unit: every other digit leaves those cells. */
export function findHiddenSubset(b: Board, n: number, dirty: Dirty = ALL_DIRTY): Step | null {
  for (let u = 0; u < 27; u++) {
    if ((dirty.units & (1 << u)) === 0) continue;
    const unitCells = Array.from(UNIT_CELLS.subarray(u * 9, u * 9 + 9));
    const pos: number[] = new Array<number>(10).fill(0);
    const digits: number[] = [];
    for (let d = 1; d <= 9; d++) {
      pos[d] = b.positions(u, d);
      const k = POPCOUNT[pos[d]];
      if (k >= 2 && k <= n) digits.push(d);
    }
    let openCount = 0;
    for (const c of unitCells) if (b.values[c] === 0) openCount++;
    if (openCount <= n) continue;
    const step = firstCombination(digits, n, (ds) => {
      let where = 0;
      let dmask = 0;
      for (const d of ds) {
        where |= pos[d];
        dmask |= 1 << (d - 1);
      }
      if (POPCOUNT[where] !== n) return null;
      const cells = MASK_DIGITS[where].map((i) => unitCells[i - 1]);
      const elims: Candidate[] = [];
      for (const c of cells) for (const d of MASK_DIGITS[b.cands[c] & ~dmask]) elims.push({ cell: c, digit: d });
      if (elims.length === 0) return null;
      const name = `Hidden ${SIZE_NAME[n]}`;
      return makeStep(`hidden-${SIZE_NAME[n]}` as TechniqueId, name, {
        cells,
        digits: [...ds],
        units: [u],
        eliminations: elims,
        text: `${name} ${digitsSlash(ds)} in ${unitText(u)} (${cellsText(cells)}) ${removesText(elims)}`,
      });
    });
    if (step) return step;
  }
  return null;
}
