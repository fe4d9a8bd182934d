// The grid's shape as a value (issue 26, part 1): the units and peers of every geometry the engine plays are right,
// checked against the definitions (rows, columns, boxes of boxRows × boxCols) rather than against the builder's code,
// and the classic one is the very grid.ts exports that the rest of the engine has always read.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { GRID_SIZES, MINI, SIX, geometryOfSize } from '../../src/engine/geometries.ts';
import { CLASSIC, boxGeometry, buildBoxGeometry, cellNameIn, type Geometry } from '../../src/engine/geometry.ts';
import { PEERS, UNITS, UNITS_OF, boxOf, cellName, colOf, rowOf } from '../../src/engine/grid.ts';
import { generate, grade, solverFor } from '../../src/engine/index.ts';

const ALL: [string, Geometry, number, number][] = [
  ['4×4', MINI, 2, 2],
  ['6×6', SIX, 2, 3],
  ['9×9', CLASSIC, 3, 3],
];

for (const [name, geometry, boxRows, boxCols] of ALL) {
  const n = geometry.size;
  describe(`the ${name} geometry`, () => {
    it('has size × size cells and 3 × size units of size cells, each a row, column or box', () => {
      assert.equal(n, boxRows * boxCols);
      assert.equal(geometry.cellCount, n * n);
      assert.equal(geometry.units.length, 3 * n);
      for (const unit of geometry.units) {
        assert.equal(new Set(unit.cells).size, n, `${unit.kind} ${unit.index} holds ${n} different cells`);
        const rows = new Set(unit.cells.map((cell) => Math.floor(cell / n)));
        const cols = new Set(unit.cells.map((cell) => cell % n));
        if (unit.kind === 'row') assert.deepEqual([rows.size, cols.size], [1, n]);
        if (unit.kind === 'column') assert.deepEqual([rows.size, cols.size], [n, 1]);
        if (unit.kind === 'box') assert.deepEqual([rows.size, cols.size], [boxRows, boxCols]);
      }
    });

    it('puts every cell in exactly 3 units, one of each kind, which are its unitsOf', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: n * n - 1 }), (cell) => {
          const holding = geometry.units.filter((unit) => unit.cells.includes(cell));
          assert.deepEqual(
            holding.map((unit) => unit.kind),
            ['row', 'column', 'box'],
          );
          assert.deepEqual(geometry.unitsOf[cell], holding);
          assert.equal(geometry.rowOf(cell), Math.floor(cell / n));
          assert.equal(geometry.colOf(cell), cell % n);
          assert.equal(geometry.units[2 * n + geometry.boxOf(cell)], holding[2]);
        }),
      );
    });

    it("gives each cell as peers the union of its units' cells, itself left out", () => {
      for (let cell = 0; cell < geometry.cellCount; cell++) {
        const union = new Set(geometry.unitsOf[cell].flatMap((unit) => unit.cells));
        union.delete(cell);
        assert.deepEqual(
          geometry.peers[cell],
          [...union].sort((a, b) => a - b),
        );
        assert.equal(geometry.peers[cell].length, 3 * (n - 1) - (boxRows - 1) - (boxCols - 1));
      }
    });

    it('names cells r1c1 to rNcN', () => {
      assert.equal(cellNameIn(geometry, 0), 'r1c1');
      assert.equal(cellNameIn(geometry, n * n - 1), `r${n}c${n}`);
    });

    it('is the geometry of its size', () => assert.equal(geometryOfSize(n), geometry));
  });
}

describe('the classic geometry and grid.ts', () => {
  it('has the values grid.ts exports: its units, units of a cell, peers, row/column/box and names', () => {
    assert.deepEqual(UNITS, CLASSIC.units);
    assert.deepEqual(UNITS_OF, CLASSIC.unitsOf);
    assert.deepEqual(PEERS, CLASSIC.peers);
    for (let cell = 0; cell < 81; cell++) {
      assert.deepEqual(
        [rowOf(cell), colOf(cell), boxOf(cell), cellName(cell)],
        [CLASSIC.rowOf(cell), CLASSIC.colOf(cell), CLASSIC.boxOf(cell), cellNameIn(CLASSIC, cell)],
      );
    }
    assert.equal(boxOf(80), 8);
    assert.equal(cellName(80), 'r9c9');
  });

  it('is made of the tables grid.ts exports, equal to what a 3 × 3 box build gives', () => {
    const built = buildBoxGeometry(3, 3);
    assert.equal(CLASSIC.units, UNITS);
    for (const key of ['size', 'cellCount', 'boxRows', 'boxCols', 'units', 'unitsOf', 'peers', 'allDigits'] as const)
      assert.deepEqual(CLASSIC[key], built[key], key);
    for (let cell = 0; cell < 81; cell++)
      assert.deepEqual(
        [CLASSIC.rowOf(cell), CLASSIC.colOf(cell), CLASSIC.boxOf(cell)],
        [built.rowOf(cell), built.colOf(cell), built.boxOf(cell)],
      );
  });

  it('knows no size other than 4, 6 and 9', () => {
    assert.deepEqual(GRID_SIZES, [4, 6, 9]);
    for (const size of [0, 1, 5, 8, 16, NaN]) assert.equal(geometryOfSize(size), null);
  });
});

describe('one geometry per shape: the engine tells geometries apart by identity', () => {
  it('boxGeometry gives the same object for the same box shape, and CLASSIC for 3 × 3', () => {
    assert.equal(boxGeometry(3, 3), CLASSIC);
    assert.equal(boxGeometry(2, 3), SIX);
    assert.equal(boxGeometry(2, 2), MINI);
    assert.notEqual(boxGeometry(3, 2), SIX);
  });

  it('grades, generates and solves 9×9 the same whichever way its geometry was asked for', () => {
    const asked = boxGeometry(3, 3);
    const made = generate({ seed: 3, difficulty: 'expert' });
    assert.deepEqual(generate({ seed: 3, difficulty: 'expert', geometry: asked }).puzzle, made.puzzle);
    const plain = grade(made.puzzle);
    const viaGeometry = grade(made.puzzle, { geometry: asked });
    assert.equal(viaGeometry.level, plain.level);
    assert.deepEqual(viaGeometry.steps, plain.steps);
    assert.equal(solverFor(asked), solverFor(CLASSIC));
  });
});
