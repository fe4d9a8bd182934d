/**
 * ALS-XZ. An almost locked set (ALS) is n cells of one unit holding n+1 digits. Two ALSs A and B with a restricted
 * common digit X (every X of A sees every X of B, so X is in at most one of them) lock the rest of both: then for
 * another common digit Z, one of the Z cells of A ∪ B holds Z, so Z leaves every cell that sees all of them.
 * ALSs are searched up to four cells (a bivalue cell is the one-cell ALS).
 */
import {
  Board,
  MASK_DIGITS as MASK_DIGITS_,
  POPCOUNT as POPCOUNT_,
  UNIT_CELLS as UNIT_CELLS_,
  SEES as SEES_,
} from './candidates.ts';
import { firstCombination } from './combinations.ts';
import { cellsText, digitsSlash, makeStep, removesText, type Candidate, type Step } from './step.ts';

// Local copies of the tables: under tsx's CommonJS interop every read of an imported binding is a getter call,
// which costs more than the lookup itself in these loops.
const MASK_DIGITS = MASK_DIGITS_;
const POPCOUNT = POPCOUNT_;
const UNIT_CELLS = UNIT_CELLS_;
const SEES = SEES_;

interface Als {
  cells: number[];
  mask: number;
  /** cellsOf[d] = the cells of the ALS holding d. */
  cellsOf: number[][];
}

const MAX_ALS_SIZE = 4;

function collectAls(b: Board): Als[] {
  const seen = new Set<string>();
  const out: Als[] = [];
  for (let u = 0; u < 27; u++) {
    const open: number[] = [];
    for (let i = u * 9; i < u * 9 + 9; i++) if (b.values[UNIT_CELLS[i]] === 0) open.push(UNIT_CELLS[i]);
    for (let k = 1; k <= Math.min(MAX_ALS_SIZE, open.length - 1); k++) {
      firstCombination(open, k, (cells) => {
        let mask = 0;
        for (const c of cells) mask |= b.cands[c];
        if (POPCOUNT[mask] !== k + 1) return null;
        const key = cells.join(',');
        if (seen.has(key)) return null;
        seen.add(key);
        const cellsOf: number[][] = Array.from({ length: 10 }, () => []);
        for (const c of cells) for (const d of MASK_DIGITS[b.cands[c]]) cellsOf[d].push(c);
        out.push({ cells: [...cells], mask, cellsOf });
        return null;
      });
    }
  }
  return out;
}

const allSee = (xs: readonly number[], ys: readonly number[]): boolean =>
  xs.every((x) => ys.every((y) => SEES[x * 81 + y] === 1));

export function findAlsXz(b: Board): Step | null {
  const list = collectAls(b);
  let best: { step: Step; size: number } | null = null;
  for (let i = 0; i < list.length; i++) {
    const A = list[i];
    for (let j = i + 1; j < list.length; j++) {
      const B = list[j];
      const common = A.mask & B.mask;
      if (POPCOUNT[common] < 2) continue;
      if (A.cells.some((c) => B.cells.includes(c))) continue;
      const size = A.cells.length + B.cells.length;
      if (best && size >= best.size) continue;
      for (const x of MASK_DIGITS[common]) {
        if (!allSee(A.cellsOf[x], B.cellsOf[x])) continue;
        const elims: Candidate[] = [];
        const zs: number[] = [];
        for (const z of MASK_DIGITS[common]) {
          if (z === x) continue;
          const zCells = [...A.cellsOf[z], ...B.cellsOf[z]];
          let any = false;
          for (let c = 0; c < 81; c++) {
            if (!b.has(c, z) || zCells.includes(c)) continue;
            if (zCells.every((o) => SEES[c * 81 + o] === 1)) {
              elims.push({ cell: c, digit: z });
              any = true;
            }
          }
          if (any) zs.push(z);
        }
        if (elims.length === 0) continue;
        const step = makeStep('als-xz', 'ALS-XZ', {
          cells: [...A.cells, ...B.cells],
          digits: [x, ...zs],
          eliminations: elims,
          text:
            `ALS-XZ: A = ${cellsText(A.cells)} (${digitsSlash(MASK_DIGITS[A.mask])}) and ` +
            `B = ${cellsText(B.cells)} (${digitsSlash(MASK_DIGITS[B.mask])}) share the restricted digit ${x}, ` +
            `with Z = ${digitsSlash(zs)}, which ${removesText(elims)}`,
        });
        best = { step, size };
        break;
      }
    }
  }
  return best?.step ?? null;
}
