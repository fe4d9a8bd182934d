/**
 * A solver for any geometry, driven only by its units and peers: a candidate bitmask per cell, singles propagation
 * (a cell with one candidate left; a digit with one place left in a unit) before every guess, and each guess on the
 * cell with the fewest candidates. Small and clear rather than fast: the 9×9 bitboard kernels stay the classic fast
 * path (see by-geometry.ts), and this one also runs 9×9 so the tests can check the two agree.
 *
 * Its answers follow the kernels' contract (bitboard.ts): a count up to `limit`, 0 for no solution, clashing givens
 * or malformed input, and TIMEOUT when `budget` guesses were spent first.
 */
import type { Geometry } from '../geometry.ts';
import { TIMEOUT } from './bitboard.ts';

/** The state of one search: placed digits (0 blank) and, for blanks, the digits still possible. */
interface State {
  values: Uint8Array;
  cands: Uint16Array;
}

/** One run's bookkeeping: solutions found, guesses made, and where the first solution goes. */
interface Run {
  geometry: Geometry;
  limit: number;
  budget: number;
  count: number;
  nodes: number;
  timedOut: boolean;
  first: Uint8Array | null;
}

let lastNodes = 0;

/** Guesses the last run made. */
export const generalNodeCount = (): number => lastNodes;

const lowestDigit = (mask: number): number => 32 - Math.clz32(mask & -mask);
const isSingle = (mask: number): boolean => mask !== 0 && (mask & (mask - 1)) === 0;

/** Places `digit` in `cell` and removes it from the peers; false when the cell can't hold it. */
function place(geometry: Geometry, state: State, cell: number, digit: number): boolean {
  const bit = 1 << (digit - 1);
  if ((state.cands[cell] & bit) === 0) return false;
  state.values[cell] = digit;
  state.cands[cell] = 0;
  for (const peer of geometry.peers[cell]) state.cands[peer] &= ~bit;
  return true;
}

/** Places every naked and hidden single until none is left; false on a contradiction. */
function propagate(geometry: Geometry, state: State): boolean {
  const { values, cands } = state;
  for (let changed = true; changed;) {
    changed = false;
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      if (values[cell] !== 0) continue;
      const mask = cands[cell];
      if (mask === 0) return false;
      if (isSingle(mask)) {
        place(geometry, state, cell, lowestDigit(mask));
        changed = true;
      }
    }
    for (const unit of geometry.units) {
      let placed = 0;
      for (const cell of unit.cells) if (values[cell] !== 0) placed |= 1 << (values[cell] - 1);
      for (let digit = 1; digit <= geometry.size; digit++) {
        const bit = 1 << (digit - 1);
        if (placed & bit) continue;
        let where = -1;
        let places = 0;
        for (const cell of unit.cells) {
          if (cands[cell] & bit) {
            where = cell;
            places++;
          }
        }
        if (places === 0) return false;
        if (places === 1) {
          if (!place(geometry, state, where, digit)) return false;
          placed |= bit;
          changed = true;
        }
      }
    }
  }
  return true;
}

/** The blank with the fewest candidates, or -1 when every cell is filled. */
function fewestCandidates(geometry: Geometry, state: State): number {
  let best = -1;
  let bestCount = 99;
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (state.values[cell] !== 0) continue;
    let count = 0;
    for (let mask = state.cands[cell]; mask !== 0; mask &= mask - 1) count++;
    if (count < bestCount) {
      best = cell;
      bestCount = count;
      if (count === 2) break;
    }
  }
  return best;
}

/** Depth-first search; true when the run should stop (limit reached or budget spent). */
function search(run: Run, state: State): boolean {
  if (!propagate(run.geometry, state)) return false;
  const cell = fewestCandidates(run.geometry, state);
  if (cell === -1) {
    if (run.count === 0 && run.first) run.first.set(state.values);
    run.count++;
    return run.count >= run.limit;
  }
  for (let mask = state.cands[cell]; mask !== 0; mask &= mask - 1) {
    if (run.nodes >= run.budget) {
      run.timedOut = true;
      return true;
    }
    run.nodes++;
    const next: State = { values: state.values.slice(), cands: state.cands.slice() };
    place(run.geometry, next, cell, lowestDigit(mask));
    if (search(run, next)) return true;
  }
  return false;
}

/** The start state of `cells`, or null when they are not a grid of this geometry or two givens clash. */
function startState(geometry: Geometry, cells: ArrayLike<number>): State | null {
  if (cells?.length !== geometry.cellCount) return null;
  const state: State = {
    values: new Uint8Array(geometry.cellCount),
    cands: new Uint16Array(geometry.cellCount).fill(geometry.allDigits),
  };
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    const value = cells[cell];
    if (!Number.isInteger(value) || value < 0 || value > geometry.size) return null;
    if (value !== 0 && !place(geometry, state, cell, value)) return null;
  }
  return state;
}

function run(
  geometry: Geometry,
  state: State | null,
  limit: number,
  budget: number,
  out: number[] | Uint8Array | null,
): number {
  lastNodes = 0;
  if (!state) return 0;
  const first = out ? new Uint8Array(geometry.cellCount) : null;
  const job: Run = {
    geometry,
    limit: limit >= 1 ? Math.floor(limit) : 1,
    budget: budget >= 0 ? budget : 0,
    count: 0,
    nodes: 0,
    timedOut: false,
    first,
  };
  search(job, state);
  lastNodes = job.nodes;
  if (job.timedOut && job.count < job.limit) return TIMEOUT;
  if (out && first && job.count > 0) for (let cell = 0; cell < geometry.cellCount; cell++) out[cell] = first[cell];
  return job.count;
}

/** Like the kernels' solveInto: counts solutions up to `limit` and writes the first into `out`. */
export function solveGeneralInto(
  geometry: Geometry,
  cells: ArrayLike<number>,
  out: number[] | Uint8Array | null,
  limit: number,
  budget: number,
): number {
  return run(geometry, startState(geometry, cells), limit, budget, out);
}

/** Like the kernels' countSolutionsExcept: 1 when a solution has something other than `digit` in blank `cell`. */
export function countGeneralExcept(
  geometry: Geometry,
  cells: ArrayLike<number>,
  cell: number,
  digit: number,
  budget: number,
): number {
  const state = startState(geometry, cells);
  if (!state || !Number.isInteger(cell) || cell < 0 || cell >= geometry.cellCount || state.values[cell] !== 0) {
    return 0;
  }
  if (Number.isInteger(digit) && digit >= 1 && digit <= geometry.size) state.cands[cell] &= ~(1 << (digit - 1));
  return run(geometry, state, 1, budget, null);
}
