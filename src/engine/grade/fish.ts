/** Basic fish: X-wing (2), swordfish (3), jellyfish (4), row-based then column-based. */
import { CandidateGrid, MASK_DIGITS, POPCOUNT, UNIT_CELLS } from './candidates.ts';
import { MaskSubsets } from './combinations.ts';
import { ALL_DIRTY, type Dirty } from './memo.ts';
import { andList, makeStep, removesText, type Candidate, type Step, type TechniqueId } from './step.ts';

const FISH: readonly [TechniqueId, string][] = [
  ['x-wing', 'X-wing'],
  ['x-wing', 'X-wing'],
  ['x-wing', 'X-wing'],
  ['swordfish', 'Swordfish'],
  ['jellyfish', 'Jellyfish'],
];

const walk = new MaskSubsets();
const lines = new Int32Array(9);

/** n base lines whose candidates for a digit lie in n cover lines: the digit leaves the cover lines elsewhere. */
export function findFish(b: CandidateGrid, n: number, dirty: Dirty = ALL_DIRTY): Step | null {
  const [id, name] = FISH[n];
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << (d - 1);
    if ((dirty.digits & bit) === 0) continue; // a fish on d depends on d's candidates only
    for (const baseStart of [0, 9]) {
      const coverStart = 9 - baseStart;
      let m = 0;
      for (let l = 0; l < 9; l++) {
        const pos = b.positions(baseStart + l, d);
        const k = POPCOUNT[pos];
        if (k >= 2 && k <= n) {
          lines[m] = l;
          walk.masks[m++] = pos;
        }
      }
      for (let fresh = true; walk.next(m, n, fresh); fresh = false) {
        const base: number[] = [];
        for (let k = 0; k < n; k++) base.push(lines[walk.idx[k]]);
        const coverLines = MASK_DIGITS[walk.union[n]].map((i) => i - 1);
        const elims: Candidate[] = [];
        const cells: number[] = [];
        for (const cl of coverLines) {
          for (let i = 0; i < 9; i++) {
            const c = UNIT_CELLS[(coverStart + cl) * 9 + i];
            if ((b.cands[c] & bit) === 0) continue;
            if (base.includes(i)) cells.push(c);
            else elims.push({ cell: c, digit: d });
          }
        }
        if (elims.length === 0) continue;
        const baseKind = baseStart === 0 ? 'rows' : 'columns';
        const coverKind = baseStart === 0 ? 'columns' : 'rows';
        return makeStep(id, name, {
          cells: cells.sort((a, x) => a - x),
          digits: [d],
          units: [...base.map((l) => baseStart + l), ...coverLines.map((l) => coverStart + l)],
          eliminations: elims,
          text:
            `${name} on ${d} in ${baseKind} ${andList(base.map((l) => l + 1))} ` +
            `(${coverKind} ${andList(coverLines.map((l) => l + 1))}) ${removesText(elims)}`,
        });
      }
    }
  }
  return null;
}
