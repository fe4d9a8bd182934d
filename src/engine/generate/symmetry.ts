/**
 * Symmetries a puzzle's givens pattern can have. The generator removes whole orbits of cells at once, so the
 * blanks (and therefore the givens) stay symmetric however far it strips the grid. Orbits are read from the
 * geometry's size; a symmetry applies to a geometry when it maps every box onto a box (symmetryApplies): all five
 * for square boxes (9×9, 4×4), but for 6×6's boxes of 2 rows by 3 columns only none, rotate180 and mirror, since a
 * quarter turn or a transpose would turn a 2×3 box into a 3×2 one.
 */
import { CLASSIC, type Geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';

export type Symmetry = 'none' | 'rotate180' | 'rotate90' | 'mirror' | 'diagonal';

export const SYMMETRIES: readonly Symmetry[] = ['none', 'rotate180', 'rotate90', 'mirror', 'diagonal'];

export function isSymmetry(value: unknown): value is Symmetry {
  return SYMMETRIES.some((symmetry) => symmetry === value);
}

type Orbits = readonly (readonly number[])[];

/** The cells a given cell is mapped to by one application of the symmetry (itself for 'none'), on a size × size grid. */
function images(symmetry: Symmetry, cell: number, size: number): number[] {
  const last = size - 1;
  const cellAt = (row: number, col: number): number => row * size + col;
  const r = (cell / size) | 0;
  const c = cell % size;
  switch (symmetry) {
    case 'none':
      return [cell];
    case 'rotate180':
      return [cell, size * size - 1 - cell];
    case 'rotate90':
      // Quarter turn clockwise: (r, c) -> (c, last - r); four turns close the orbit.
      return [cellAt(r, c), cellAt(c, last - r), cellAt(last - r, last - c), cellAt(last - c, r)];
    case 'mirror':
      return [cell, cellAt(r, last - c)];
    case 'diagonal':
      return [cell, cellAt(c, r)];
  }
}

/** Where one application of the symmetry sends `cell`. */
function imageOf(symmetry: Symmetry, cell: number, size: number): number {
  const all = images(symmetry, cell, size);
  return all[all.length > 1 ? 1 : 0];
}

function buildOrbits(symmetry: Symmetry, geometry: Geometry): Orbits {
  const seen = new Array<boolean>(geometry.cellCount).fill(false);
  const orbits: number[][] = [];
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (seen[cell]) continue;
    const orbit = [...new Set(images(symmetry, cell, geometry.size))].sort((a, b) => a - b);
    for (const member of orbit) seen[member] = true;
    orbits.push(orbit);
  }
  return orbits;
}

/** True when the symmetry sends the cells of each box into one box, so the pattern it shapes respects the boxes. */
export function symmetryApplies(symmetry: Symmetry, geometry: Geometry): boolean {
  if (!isSymmetry(symmetry)) return false;
  return geometry.units
    .filter((unit) => unit.kind === 'box')
    .every(
      (box) => new Set(box.cells.map((cell) => geometry.boxOf(imageOf(symmetry, cell, geometry.size)))).size === 1,
    );
}

/** The symmetries that apply to `geometry`, in SYMMETRIES' order. */
export const symmetriesOf = (geometry: Geometry): readonly Symmetry[] =>
  SYMMETRIES.filter((symmetry) => symmetryApplies(symmetry, geometry));

const orbitsByGeometry = new WeakMap<Geometry, Readonly<Record<Symmetry, Orbits>>>();

function orbitTable(geometry: Geometry): Readonly<Record<Symmetry, Orbits>> {
  let table = orbitsByGeometry.get(geometry);
  if (!table) {
    table = {
      none: buildOrbits('none', geometry),
      rotate180: buildOrbits('rotate180', geometry),
      rotate90: buildOrbits('rotate90', geometry),
      mirror: buildOrbits('mirror', geometry),
      diagonal: buildOrbits('diagonal', geometry),
    };
    orbitsByGeometry.set(geometry, table);
  }
  return table;
}

/** The partition of the geometry's cells into orbits under the symmetry: each orbit is blanked or kept as a whole. */
export function orbitsOf(symmetry: Symmetry, geometry: Geometry = CLASSIC): Orbits {
  const table = orbitTable(geometry);
  return isSymmetry(symmetry) ? table[symmetry] : table.none;
}

/**
 * True when the givens pattern (which cells are filled, not which digits) is invariant under the symmetry. Never
 * throws: a value that is not an array (or not of the geometry's cell count) is not a symmetric grid.
 */
export function isSymmetric(grid: Grid, symmetry: Symmetry, geometry: Geometry = CLASSIC): boolean {
  if (!Array.isArray(grid) || (geometry !== CLASSIC && grid.length !== geometry.cellCount)) return false;
  return orbitsOf(symmetry, geometry).every((orbit) =>
    orbit.every((cell) => (grid[cell] !== 0) === (grid[orbit[0]] !== 0)),
  );
}
