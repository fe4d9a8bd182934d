// The SIMD WebAssembly kernel must give the TypeScript kernel's answers on any input, not only on the collections:
// random partial grids (one or many solutions), grids with givens overwritten at random (clashes, no solution), and
// sparse grids with a few random givens; for every limit, budget and avoided digit, the same result, the same number of
// guesses and the same first solution.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  countSolutionsExcept,
  lastNodeCount,
  solveInto,
  solverKernelName,
  useSolverKernel,
} from '../../src/engine/solve/index.ts';
import { enableWasmSolver } from '../../src/engine/solve/wasm-solver.ts';
import type { Grid } from '../../src/engine/grid.ts';
import { partialGrid } from './arbitraries.ts';

const SEED = 31;

interface Call {
  limit: number;
  budget: number;
  /** Which blank to avoid a digit in (index among the blanks), and the digit. */
  blank: number;
  digit: number;
}

/** What one kernel answers to the calls a caller makes on a grid. */
function answers(simd: boolean, grid: Grid, call: Call): unknown[] {
  if (simd) assert.ok(enableWasmSolver('simd'));
  else useSolverKernel(null);
  assert.equal(solverKernelName(), simd ? 'webassembly-simd' : 'typescript');
  const out = new Uint8Array(81);
  const counted = solveInto(grid, out, call.limit, call.budget);
  const result: unknown[] = [counted, lastNodeCount(), out.join('')];
  const blanks = grid.flatMap((v, cell) => (v === 0 ? [cell] : []));
  if (blanks.length > 0) {
    const cell = blanks[call.blank % blanks.length];
    result.push(countSolutionsExcept(grid, cell, call.digit, call.budget), lastNodeCount());
  }
  useSolverKernel(null);
  return result;
}

const call: fc.Arbitrary<Call> = fc.record({
  limit: fc.integer({ min: 1, max: 3 }),
  budget: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.constant(100_000)),
  blank: fc.nat({ max: 80 }),
  digit: fc.integer({ min: 1, max: 9 }),
});

/** A partial grid with up to four cells overwritten by random digits: often clashing or without solution. */
const corrupted: fc.Arbitrary<Grid> = fc
  .tuple(partialGrid, fc.array(fc.tuple(fc.nat({ max: 80 }), fc.integer({ min: 0, max: 9 })), { maxLength: 4 }))
  .map(([grid, changes]) => {
    const copy = grid.slice();
    for (const [cell, digit] of changes) copy[cell] = digit;
    return copy;
  });

/** A nearly empty grid: up to 12 random givens, so thousands of solutions or a hidden contradiction. */
const sparse: fc.Arbitrary<Grid> = fc
  .array(fc.tuple(fc.nat({ max: 80 }), fc.integer({ min: 1, max: 9 })), { maxLength: 12 })
  .map((givens) => {
    const grid: Grid = Array.from({ length: 81 }, () => 0);
    for (const [cell, digit] of givens) grid[cell] = digit;
    return grid;
  });

test('the SIMD kernel answers as the TypeScript kernel on random grids: valid, corrupted and sparse', () => {
  fc.assert(
    fc.property(fc.oneof(partialGrid, corrupted, sparse), call, (grid, c) => {
      assert.deepEqual(answers(true, grid, c), answers(false, grid, c));
    }),
    { seed: SEED, numRuns: 600 },
  );
});
