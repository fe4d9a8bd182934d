// The variant solver as it was before its work queues and extra rules (session 21): propagation that rescans every
// cell, unit and cage, sum bounds for cages, the first cell with the fewest candidates. Slow but simple; the
// property tests (variant-solve.property.test.ts) hold the fast solver's counts to it.
/**
 * Solves and counts any variant (rules.ts) by constraint propagation and search: candidates as bitmasks, a placed
 * digit removed from its peers (and its neighbours' consecutive digits, under non-consecutive), hidden singles in
 * every unit that holds each digit once, and each cage's sum bounding its open cells; then the cell with the
 * fewest candidates is tried digit by digit. The classic 9×9 fast path stays in solve/: this one serves every grid.
 */
import { compileRules, type VariantModel } from '../../src/engine/variant/model.ts';
import type { VariantRules } from '../../src/engine/variant/rules.ts';

export interface VariantSolution {
  /** Solutions found, up to the limit asked for. */
  count: number;
  /** The first solution found (row-major digits), or null. */
  solution: number[] | null;
  /** The search stopped at its node budget: `count` is what was found by then, not the answer. */
  timedOut: boolean;
}

/** Search nodes one call may use: a heavily constrained combination can take long to prove it has no solution. */
const VARIANT_NODE_BUDGET = 200_000;

const bitCount = (mask: number): number => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};
const lowestDigit = (mask: number): number => 31 - Math.clz32(mask & -mask) + 1;

/** The least and most `count` distinct digits drawn from `mask` add up to (null when there are too few). */
function sumBounds(mask: number, count: number, size: number): [number, number] | null {
  if (count === 0) return [0, 0];
  let least = 0;
  let most = 0;
  let taken = 0;
  for (let d = 1; d <= size && taken < count; d++) {
    if (!(mask & (1 << (d - 1)))) continue;
    least += d;
    taken++;
  }
  if (taken < count) return null;
  taken = 0;
  for (let d = size; d >= 1 && taken < count; d--) {
    if (!(mask & (1 << (d - 1)))) continue;
    most += d;
    taken++;
  }
  return [least, most];
}

/** Propagates until nothing changes; false on a contradiction. `placed` marks cells whose digit was spread. */
function propagate(model: VariantModel, cand: Int32Array, placed: Uint8Array): boolean {
  const { size, units, peers, neighbours, cages } = model;
  for (let changed = true; changed;) {
    changed = false;
    for (let cell = 0; cell < cand.length; cell++) {
      const mask = cand[cell];
      if (!mask) return false;
      if (placed[cell] || mask & (mask - 1)) continue;
      placed[cell] = 1;
      changed = true;
      for (const peer of peers[cell]) {
        if (!(cand[peer] & mask)) continue;
        cand[peer] &= ~mask;
        if (!cand[peer]) return false;
      }
      const apart = ((mask << 1) | (mask >> 1)) & model.allDigits;
      for (const next of neighbours[cell]) {
        if (!(cand[next] & apart)) continue;
        cand[next] &= ~apart;
        if (!cand[next]) return false;
      }
    }
    // Hidden singles: a digit with one place left in a unit goes there.
    for (const unit of units) {
      let once = 0;
      let twice = 0;
      for (const cell of unit) {
        twice |= once & cand[cell];
        once |= cand[cell];
      }
      if (once !== model.allDigits) return false;
      const single = once & ~twice;
      if (!single) continue;
      for (const cell of unit) {
        const only = cand[cell] & single;
        if (!only || cand[cell] === only) continue;
        if (only & (only - 1)) return false; // two digits that each have only this cell
        cand[cell] = only;
        changed = true;
      }
    }
    // Cages: the open cells' digits must make up what the placed ones leave of the sum.
    for (const cage of cages) {
      let left = cage.sum ?? 0;
      const open: number[] = [];
      for (const cell of cage.cells) {
        const mask = cand[cell];
        if (mask & (mask - 1)) open.push(cell);
        else left -= lowestDigit(mask);
      }
      if (!open.length) {
        if (left !== 0) return false;
        continue;
      }
      for (const cell of open) {
        let others = 0;
        for (const other of open) if (other !== cell) others |= cand[other];
        let keep = 0;
        for (let m = cand[cell]; m; m &= m - 1) {
          const bit = m & -m;
          const digit = lowestDigit(bit);
          const bounds = sumBounds(others & ~bit, open.length - 1, size);
          if (bounds && left - digit >= bounds[0] && left - digit <= bounds[1]) keep |= bit;
        }
        if (keep !== cand[cell]) {
          if (!keep) return false;
          cand[cell] = keep;
          changed = true;
        }
      }
    }
  }
  return true;
}

interface Search extends VariantSolution {
  limit: number;
  nodesLeft: number;
}

function search(model: VariantModel, cand: Int32Array, placed: Uint8Array, found: Search) {
  if (--found.nodesLeft < 0) {
    found.timedOut = true;
    return;
  }
  if (!propagate(model, cand, placed)) return;
  let best = -1;
  let fewest = Infinity;
  for (let cell = 0; cell < cand.length; cell++) {
    const n = bitCount(cand[cell]);
    if (n > 1 && n < fewest) {
      fewest = n;
      best = cell;
      if (n === 2) break;
    }
  }
  if (best < 0) {
    found.count++;
    found.solution ??= Array.from(cand, lowestDigit);
    return;
  }
  for (let m = cand[best]; m && found.count < found.limit && !found.timedOut; m &= m - 1) {
    const next = cand.slice();
    next[best] = m & -m;
    search(model, next, placed.slice(), found);
  }
}

/**
 * Solutions of `givens` (row-major, 0 for a blank) under `rules`, counted up to `limit` (2 tells unique from not),
 * within `budget` search nodes. Throws a RangeError for rules that make no grid (see compileRules) or givens of the
 * wrong length or range.
 */
export function solveVariantSimply(
  rules: VariantRules,
  givens: readonly number[],
  limit = 2,
  budget = VARIANT_NODE_BUDGET,
): VariantSolution {
  const model = compileRules(rules);
  if (givens.length !== model.cellCount) throw new RangeError(`${givens.length} givens for ${model.cellCount} cells`);
  const cand = new Int32Array(model.cellCount);
  givens.forEach((digit, cell) => {
    if (!Number.isInteger(digit) || digit < 0 || digit > model.size)
      throw new RangeError(`cell ${cell} holds ${digit}: digits are 1…${model.size}, 0 for a blank`);
    cand[cell] = digit ? 1 << (digit - 1) : model.allDigits;
  });
  const found: Search = { count: 0, solution: null, timedOut: false, limit, nodesLeft: budget };
  search(model, cand, new Uint8Array(model.cellCount), found);
  return { count: found.count, solution: found.solution, timedOut: found.timedOut };
}
