// Random inputs for the engine's property tests, built without the engine (so a bug in it can't hide in its own
// test data): valid solution grids, conflict-free partial grids carved from them, and ill-typed values.
import fc from 'fast-check';
import type { Grid } from '../../src/engine/grid.ts';

const permutation = (n: number) =>
  fc.shuffledSubarray(
    Array.from({ length: n }, (_, i) => i),
    { minLength: n, maxLength: n },
  );

/**
 * A random valid solution grid: the standard pattern grid shuffled by a digit relabelling, rows within bands, bands,
 * columns within stacks and stacks (all of which keep it valid).
 */
export const solutionGrid: fc.Arbitrary<Grid> = fc
  .record({
    digits: permutation(9),
    bands: permutation(3),
    rowsInBand: fc.tuple(permutation(3), permutation(3), permutation(3)),
    stacks: permutation(3),
    colsInStack: fc.tuple(permutation(3), permutation(3), permutation(3)),
  })
  .map(({ digits, bands, rowsInBand, stacks, colsInStack }) => {
    const grid: Grid = [];
    for (let r = 0; r < 9; r++) {
      const row = bands[(r / 3) | 0] * 3 + rowsInBand[(r / 3) | 0][r % 3];
      for (let c = 0; c < 9; c++) {
        const col = stacks[(c / 3) | 0] * 3 + colsInStack[(c / 3) | 0][c % 3];
        const pattern = (row * 3 + ((row / 3) | 0) + col) % 9;
        grid.push(digits[pattern] + 1);
      }
    }
    return grid;
  });

/** A partial grid without conflicts: a solution with a random set of cells blanked. */
export const partialGrid: fc.Arbitrary<Grid> = fc
  .tuple(solutionGrid, fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }))
  .map(([solution, blank]) => solution.map((digit, cell) => (blank[cell] ? 0 : digit)));

/** A solution with at most `blanks` cells blanked: a few solutions at most, so any search on it ends at once. */
export const nearlySolved = (blanks: number): fc.Arbitrary<Grid> =>
  fc
    .tuple(solutionGrid, fc.uniqueArray(fc.nat({ max: 80 }), { maxLength: blanks }))
    .map(([solution, cells]) => solution.map((digit, cell) => (cells.includes(cell) ? 0 : digit)));

/** Numbers a caller should not pass, and things that are not numbers at all. */
export const oddNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.bigInt({ min: -3n, max: 1n << 70n }),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 1e308, -1e308, 2 ** 53 + 1, null, undefined, '2', '', true, []),
  fc.constant(Symbol('not a number')),
);

/** What an untyped caller might put in a cell. */
const oddCell: fc.Arbitrary<unknown> = fc.oneof(fc.integer({ min: -3, max: 12 }), oddNumber);

/**
 * Anything at all: arbitrary values of every kind (null-prototype objects, BigInts, boxed values, sparse and typed
 * arrays, symbols), arrays of the wrong length, and 81-cell arrays of odd cells.
 */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    maxDepth: 2,
    withBigInt: true,
    withBoxedValues: true,
    withNullPrototype: true,
    withSparseArray: true,
    withTypedArray: true,
    withDate: true,
    withMap: true,
    withSet: true,
  }),
  oddNumber,
  fc.array(oddCell, { maxLength: 100 }),
  fc.array(oddCell, { minLength: 81, maxLength: 81 }),
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 80, maxLength: 82 }),
);
