/**
 * PLACEHOLDER solver (simple bitmask backtracking) so the other parts can be built against the API.
 * To be replaced by the fast bitboard solver with the same exported API.
 */
import { CELLS, PEERS, type Grid } from './grid.ts';

export interface SolveOptions {
  /** Stop counting at this many solutions (2 = uniqueness check). Default 1. */
  limit?: number;
  /** Upper bound on search nodes (guesses); past it the result is `timeout`. Default 5,000,000. */
  nodeBudget?: number;
}

export type SolveStatus = 'solved' | 'unsolvable' | 'timeout';

export interface SolveResult {
  /** `solved`: at least one solution found; `unsolvable`: none exists (or the givens conflict); `timeout`: budget hit. */
  status: SolveStatus;
  /** The first solution found, or null. Givens are never changed. */
  solution: Grid | null;
  /** Solutions found, up to `limit`. `count === limit` means "at least limit". */
  count: number;
  /** Search nodes used, for benchmarks and budgets. */
  nodes: number;
}

export function solve(grid: Grid, options: SolveOptions = {}): SolveResult {
  const limit = Math.max(1, options.limit ?? 1);
  const budget = options.nodeBudget ?? 5_000_000;
  const cells = grid.slice();
  for (let i = 0; i < CELLS; i++) {
    const d = cells[i];
    if (d === 0) continue;
    for (const p of PEERS[i]) if (cells[p] === d) return { status: 'unsolvable', solution: null, count: 0, nodes: 0 };
  }
  let count = 0;
  let nodes = 0;
  let solution: Grid | null = null;
  let timedOut = false;
  const search = (): boolean => {
    if (++nodes > budget) {
      timedOut = true;
      return true;
    }
    let best = -1;
    let bestMask = 0;
    let bestCount = 10;
    for (let i = 0; i < CELLS; i++) {
      if (cells[i] !== 0) continue;
      let mask = 0x1ff;
      for (const p of PEERS[i]) if (cells[p] !== 0) mask &= ~(1 << (cells[p] - 1));
      let n = 0;
      for (let m = mask; m; m &= m - 1) n++;
      if (n < bestCount) {
        best = i;
        bestMask = mask;
        bestCount = n;
        if (n <= 1) break;
      }
    }
    if (best === -1) {
      count++;
      if (!solution) solution = cells.slice();
      return count >= limit;
    }
    for (let d = 1; d <= 9; d++) {
      if (!(bestMask & (1 << (d - 1)))) continue;
      cells[best] = d;
      if (search()) return true;
    }
    cells[best] = 0;
    return false;
  };
  search();
  if (timedOut && count < limit) return { status: 'timeout', solution, count, nodes };
  return { status: count > 0 ? 'solved' : 'unsolvable', solution, count, nodes };
}
