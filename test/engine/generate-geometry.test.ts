// The generator at any box geometry (issue 26, part 1): `generate({ geometry })` makes unique 4×4 and 6×6 puzzles
// with at least the promised blanks and the symmetry asked for, reproducible from the seed; symmetries that would
// not map the boxes onto boxes, and searches that need the 9×9 grader, are refused with a RangeError saying why; and
// 9×9 generation is exactly what it was before geometry was a parameter.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { MINI, SIX } from '../../src/engine/geometries.ts';
import { CLASSIC, type Geometry } from '../../src/engine/geometry.ts';
import { generalSolverFor } from '../../src/engine/solve/index.ts';
import {
  MIN_BLANKS,
  SYMMETRIES,
  generate,
  generateAsync,
  minBlanks,
  symmetriesOf,
  type Symmetry,
} from '../../src/engine/generate/index.ts';

/** Where each symmetry sends (row, column) on a size × size grid, written out apart from the generator's orbits. */
const MAPS: Record<Symmetry, (r: number, c: number, last: number) => [number, number]> = {
  none: (r, c) => [r, c],
  rotate180: (r, c, last) => [last - r, last - c],
  rotate90: (r, c, last) => [c, last - r],
  mirror: (r, c, last) => [r, last - c],
  diagonal: (r, c) => [c, r],
};

function hasSymmetricGivens(geometry: Geometry, puzzle: readonly number[], symmetry: Symmetry): boolean {
  const { size } = geometry;
  return puzzle.every((value, cell) => {
    const [r, c] = MAPS[symmetry](Math.floor(cell / size), cell % size, size - 1);
    return (value === 0) === (puzzle[r * size + c] === 0);
  });
}

/** Every row, column and box of `solution` holds each digit once, and the givens agree with it. */
const solves = (geometry: Geometry, puzzle: readonly number[], solution: readonly number[]): boolean =>
  solution.length === geometry.cellCount &&
  geometry.units.every((unit) => new Set(unit.cells.map((cell) => solution[cell])).size === geometry.size) &&
  solution.every((v) => Number.isInteger(v) && v >= 1 && v <= geometry.size) &&
  puzzle.every((v, cell) => v === 0 || v === solution[cell]);

const GEOMETRIES: readonly [string, Geometry][] = [
  ['4×4', MINI],
  ['6×6', SIX],
];

describe('generate({ geometry })', () => {
  it('promises the same share of blanks as 40 of 81: 8 at 4×4, 18 at 6×6, 40 at 9×9', () => {
    assert.equal(minBlanks(MINI), 8);
    assert.equal(minBlanks(SIX), 18);
    assert.equal(minBlanks(CLASSIC), MIN_BLANKS);
  });

  it('offers the symmetries that map boxes onto boxes: all five for square boxes, not rotate90 or diagonal at 6×6', () => {
    assert.deepEqual(symmetriesOf(CLASSIC), SYMMETRIES);
    assert.deepEqual(symmetriesOf(MINI), SYMMETRIES);
    assert.deepEqual(symmetriesOf(SIX), ['none', 'rotate180', 'mirror']);
  });

  for (const [name, geometry] of GEOMETRIES) {
    it(`makes ${name} puzzles with exactly one solution (general solver), the promised blanks and the symmetry asked for`, () => {
      const solver = generalSolverFor(geometry);
      const symmetries = symmetriesOf(geometry);
      fc.assert(
        fc.property(fc.oneof(fc.integer(), fc.string()), fc.constantFrom(...symmetries), (seed, symmetry) => {
          const made = generate({ geometry, seed, symmetry });
          assert.equal(made.puzzle.length, geometry.cellCount);
          assert.equal(made.symmetry, symmetry);
          assert.ok(solves(geometry, made.puzzle, made.solution), 'the solution fits the givens and the units');
          const out = new Array<number>(geometry.cellCount).fill(0);
          assert.equal(solver.solveInto(made.puzzle, out, 2, 1e6), 1, 'exactly one solution');
          assert.deepEqual(out, made.solution);
          const blanks = made.puzzle.filter((v) => v === 0).length;
          assert.equal(made.blanks, blanks);
          assert.ok(blanks >= minBlanks(geometry), `${blanks} blanks`);
          assert.ok(hasSymmetricGivens(geometry, made.puzzle, symmetry), symmetry);
        }),
        { numRuns: 150 },
      );
    });

    it(`gives the same ${name} puzzle for the same seed, and different ones for other seeds`, () => {
      const first = generate({ geometry, seed: 'same' });
      assert.deepEqual(generate({ geometry, seed: 'same' }), first);
      const others = new Set(Array.from({ length: 20 }, (_, seed) => generate({ geometry, seed }).puzzle.join('')));
      assert.ok(others.size >= 15, `only ${others.size} different puzzles from 20 seeds`);
    });

    it(`keeps the seed's ${name} puzzle through generateAsync`, async () => {
      assert.deepEqual(await generateAsync({ geometry, seed: 7 }), generate({ geometry, seed: 7 }));
    });
  }

  it('refuses a symmetry that would not map 6×6 boxes onto boxes, naming the ones that apply', () => {
    for (const symmetry of ['rotate90', 'diagonal'] as const) {
      assert.throws(
        () => generate({ geometry: SIX, symmetry }),
        new RangeError(`generate: ${symmetry} does not map 6×6's 2×3 boxes onto boxes; use none, rotate180, mirror`),
      );
    }
  });

  it('refuses a difficulty, a technique or a daily puzzle at 4×4 and 6×6: they need the 9×9 grader', () => {
    for (const geometry of [MINI, SIX]) {
      assert.throws(
        () => generate({ geometry, difficulty: 'easy' }),
        /a difficulty needs the grader.*9×9.*asked at \d×\d/,
      );
      assert.throws(() => generate({ geometry, technique: 'x-wing' }), /technique trainer is 9×9 only/);
      assert.throws(() => generate({ geometry, daily: '2026-03-01' }), /daily puzzle is 9×9 only/);
    }
  });

  it('refuses a value that is not a geometry, or one past 9×9, with a RangeError saying so', () => {
    const as = <T>(value: unknown): T => value as T;
    assert.throws(() => generate({ geometry: as<Geometry>({ size: 6 }) }), /geometry is not a grid shape/);
    assert.throws(() => generate({ geometry: as<Geometry>('6') }), /geometry is not a grid shape/);
    const big = { ...SIX, size: 16, cellCount: 256, boxRows: 4, boxCols: 4 };
    assert.throws(() => generate({ geometry: big }), /from 2×2 to 9×9, not 16×16/);
  });

  it('makes exactly the 9×9 puzzles it made before geometry was a parameter, given or not', () => {
    // Digest of the puzzles of seeds 0–39 at each symmetry, from the generator before this change.
    const digest = (geometry?: Geometry): string => {
      const hash = createHash('sha256');
      for (const symmetry of SYMMETRIES) {
        for (let seed = 0; seed < 40; seed++)
          hash.update(`${generate({ seed, symmetry, geometry }).puzzle.join('')}\n`);
      }
      return hash.digest('hex');
    };
    const before = '73e07336de9b10ca0faf87073d46ed849f5e388831627e9a3f87309d8c438fe1';
    assert.equal(digest(), before);
    assert.equal(digest(CLASSIC), before);
    assert.equal(
      generate({ seed: 2026 }).puzzle.join(''),
      '401030000000000260009052008000390000008001000004700603030000000000105702700000500',
    );
  });
});
