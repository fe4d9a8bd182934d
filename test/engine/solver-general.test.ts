// The general solver (issue 26, part 1): driven only by a geometry's units, it solves and counts 4×4 and 6×6 grids,
// and on 9×9 it gives the bitboard kernel's answers, which is how we know it is right. The solver table sends
// classic 9×9 to the kernel and every other geometry to it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { MINI, SIX } from '../../src/engine/geometries.ts';
import { CLASSIC, type Geometry } from '../../src/engine/geometry.ts';
import { TIMEOUT, countSolutions, generalSolverFor, solve, solverFor } from '../../src/engine/solve/index.ts';
import { partialGrid } from './arbitraries.ts';

/** A valid solution of `geometry`: the shifted pattern, with digits relabelled by `digits`. */
function patternSolution(geometry: Geometry, digits: readonly number[]): number[] {
  const { size, boxRows, boxCols } = geometry;
  return Array.from({ length: size * size }, (_, cell) => {
    const r = Math.floor(cell / size);
    const c = cell % size;
    return digits[(boxCols * (r % boxRows) + Math.floor(r / boxRows) + c) % size];
  });
}

const isSolutionOf = (geometry: Geometry, puzzle: readonly number[], solution: readonly number[]): boolean =>
  puzzle.every((v, cell) => v === 0 || v === solution[cell]) &&
  geometry.units.every((unit) => new Set(unit.cells.map((cell) => solution[cell])).size === geometry.size) &&
  solution.every((v) => v >= 1 && v <= geometry.size);

describe('the general solver', () => {
  it('counts every 4×4 grid: 288', () => {
    assert.equal(solve(new Array(16).fill(0), { geometry: MINI, limit: 1000 }).count, 288);
  });

  for (const geometry of [MINI, SIX]) {
    const n = geometry.size;
    it(`solves ${n}×${n} puzzles carved from a solution, keeping the givens`, () => {
      fc.assert(
        fc.property(
          fc.shuffledSubarray(
            Array.from({ length: n }, (_, i) => i + 1),
            { minLength: n, maxLength: n },
          ),
          fc.array(fc.boolean(), { minLength: n * n, maxLength: n * n }),
          (digits, blank) => {
            const puzzle = patternSolution(geometry, digits).map((v, cell) => (blank[cell] ? 0 : v));
            const result = solve(puzzle, { geometry, limit: 2 });
            assert.equal(result.status, 'solved');
            assert.ok(result.solution && isSolutionOf(geometry, puzzle, result.solution));
          },
        ),
        { numRuns: 200 },
      );
    });

    it(`says a ${n}×${n} grid with clashing givens, the wrong cell count or a digit past ${n} has no solution`, () => {
      const clash = new Array(n * n).fill(0);
      clash[0] = 1;
      clash[n - 1] = 1;
      assert.equal(solve(clash, { geometry }).status, 'unsolvable');
      assert.equal(solve(new Array(81).fill(0), { geometry }).status, 'unsolvable');
      const tooBig = new Array(n * n).fill(0);
      tooBig[0] = n + 1;
      assert.equal(solve(tooBig, { geometry }).status, 'unsolvable');
    });
  }

  it('reports a timeout when the node budget runs out before the limit', () => {
    const result = solve(new Array(36).fill(0), { geometry: SIX, limit: 1e9, nodeBudget: 10 });
    assert.equal(result.status, 'timeout');
    assert.equal(solverFor(SIX).countSolutions(new Array(36).fill(0), 1e9, 10), TIMEOUT);
  });

  it('agrees with the 9×9 bitboard kernel on the count (up to 2) and solution of 9×9 puzzles', () => {
    const general = generalSolverFor(CLASSIC);
    fc.assert(
      fc.property(partialGrid, (puzzle) => {
        const out = new Array<number>(81);
        const count = general.solveInto(puzzle, out, 2, 1e7);
        assert.equal(count, countSolutions(puzzle, 2));
        assert.ok(isSolutionOf(CLASSIC, puzzle, out));
      }),
      { numRuns: 60 },
    );
  });

  it('agrees with the kernel on a hard 9×9 puzzle with one solution, and on one with none', () => {
    const hard = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const grid = [...hard].map((c) => (c === '.' ? 0 : Number(c)));
    const general = generalSolverFor(CLASSIC);
    const out = new Array<number>(81);
    assert.equal(general.solveInto(grid, out, 2, 1e7), 1);
    assert.deepEqual(out, solve(grid).solution);
    const none = grid.slice();
    none[1] = none[0]; // a second 4 in row 1, beside r1c1's
    assert.equal(general.countSolutions(none, 2, 1e7), 0);
  });

  it('is what the solver table picks for every geometry but classic 9×9', () => {
    assert.notEqual(solverFor(CLASSIC), solverFor(SIX));
    assert.equal(solverFor(SIX), solverFor(SIX));
    assert.equal(solverFor(CLASSIC).countSolutions, countSolutions);
  });
});
