/**
 * Last resorts. A forcing chain here is a contradiction chain driven by singles: assume a candidate, follow naked
 * and hidden singles, and if that empties a cell or a unit loses a digit, the candidate is false. When no candidate
 * falls that way, a bounded trial places the true digit (from the solver) in the cell with fewest candidates, so
 * grading always finishes; both are counted as such and make the puzzle extreme.
 */
import { cellName, type Grid } from '../grid.ts';
import { CandidateGrid, POPCOUNT, UNIT_CELLS, firstDigit, MASK_DIGITS } from './candidates.ts';
import { makeStep, unitText, type Step } from './step.ts';

/** Runs singles to a fixed point; returns the contradiction it met, in words, or null. */
export function propagateSingles(b: CandidateGrid): string | null {
  for (let changed = true; changed;) {
    changed = false;
    for (let c = 0; c < 81; c++) {
      if (b.values[c] !== 0) continue;
      const m = b.cands[c];
      if (m === 0) return `${cellName(c)} would have no candidate left`;
      if (POPCOUNT[m] === 1) {
        b.place(c, firstDigit(m));
        changed = true;
      }
    }
    for (let u = 0; u < 27; u++) {
      let placed = 0;
      for (let i = u * 9; i < u * 9 + 9; i++) {
        const v = b.values[UNIT_CELLS[i]];
        if (v !== 0) {
          const bit = 1 << (v - 1);
          if (placed & bit) return `${unitText(u)} would hold two ${v}s`;
          placed |= bit;
        }
      }
      for (let d = 1; d <= 9; d++) {
        if (placed & (1 << (d - 1))) continue;
        const pos = b.positions(u, d);
        if (pos === 0) return `${d} would have no place in ${unitText(u)}`;
        if (POPCOUNT[pos] === 1) {
          const c = UNIT_CELLS[u * 9 + firstDigit(pos) - 1];
          b.place(c, d);
          placed |= 1 << (d - 1);
          changed = true;
        }
      }
    }
  }
  return null;
}

/** Empty cells, fewest candidates first (bivalue cells give the shortest chains). */
function cellsByCandidateCount(b: CandidateGrid): number[] {
  const cells: number[] = [];
  for (let c = 0; c < 81; c++) if (b.values[c] === 0) cells.push(c);
  return cells.sort((x, y) => POPCOUNT[b.cands[x]] - POPCOUNT[b.cands[y]] || x - y);
}

export function findForcingChain(b: CandidateGrid): Step | null {
  for (const c of cellsByCandidateCount(b)) {
    for (const d of MASK_DIGITS[b.cands[c]]) {
      const trial = b.clone();
      trial.place(c, d);
      const why = propagateSingles(trial);
      if (why === null) continue;
      return makeStep('forcing-chain', 'Forcing chain', {
        cells: [c],
        digits: [d],
        eliminations: [{ cell: c, digit: d }],
        text: `Forcing chain: if ${cellName(c)} were ${d}, singles would follow until ${why}, so ${cellName(c)} is not ${d}`,
      });
    }
  }
  return null;
}

/** Places the solution's digit in the cell with fewest candidates. Needs the solution. */
export function findTrial(b: CandidateGrid, solution: Grid | null): Step | null {
  if (!solution) return null;
  for (const c of cellsByCandidateCount(b)) {
    const d = solution[c];
    if (!b.has(c, d)) return null; // the candidates contradict the solution: nothing sound to place
    return makeStep('trial', 'Trial', {
      cells: [c],
      digits: [d],
      placements: [{ cell: c, digit: d }],
      text: `Trial: no logical step is left, so try ${d} in ${cellName(c)} (it leads to the solution)`,
    });
  }
  return null;
}
