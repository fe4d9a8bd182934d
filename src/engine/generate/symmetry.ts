/**
 * Symmetries a puzzle's givens pattern can have. The generator removes whole orbits of cells at once, so the
 * blanks (and therefore the givens) stay symmetric however far it strips the grid.
 */
import { CELLS, type Grid } from '../grid.ts';

export type Symmetry = 'none' | 'rotate180' | 'rotate90' | 'mirror' | 'diagonal';

export const SYMMETRIES: readonly Symmetry[] = ['none', 'rotate180', 'rotate90', 'mirror', 'diagonal'];

export function isSymmetry(value: unknown): value is Symmetry {
  return SYMMETRIES.some((symmetry) => symmetry === value);
}

const cellAt = (row: number, col: number): number => row * 9 + col;

/** The cells a given cell is mapped to by one application of the symmetry (itself for 'none'). */
function images(symmetry: Symmetry, cell: number): number[] {
  const r = (cell / 9) | 0;
  const c = cell % 9;
  switch (symmetry) {
    case 'none':
      return [cell];
    case 'rotate180':
      return [cell, CELLS - 1 - cell];
    case 'rotate90':
      // Quarter turn clockwise: (r, c) -> (c, 8 - r); four turns close the orbit.
      return [cellAt(r, c), cellAt(c, 8 - r), cellAt(8 - r, 8 - c), cellAt(8 - c, r)];
    case 'mirror':
      return [cell, cellAt(r, 8 - c)];
    case 'diagonal':
      return [cell, cellAt(c, r)];
  }
}

function buildOrbits(symmetry: Symmetry): readonly (readonly number[])[] {
  const seen = new Array<boolean>(CELLS).fill(false);
  const orbits: number[][] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    if (seen[cell]) continue;
    const orbit = [...new Set(images(symmetry, cell))].sort((a, b) => a - b);
    for (const member of orbit) seen[member] = true;
    orbits.push(orbit);
  }
  return orbits;
}

const ORBITS: Readonly<Record<Symmetry, readonly (readonly number[])[]>> = {
  none: buildOrbits('none'),
  rotate180: buildOrbits('rotate180'),
  rotate90: buildOrbits('rotate90'),
  mirror: buildOrbits('mirror'),
  diagonal: buildOrbits('diagonal'),
};

/** The partition of the 81 cells into orbits under the symmetry: each orbit is blanked or kept as a whole. */
export function orbitsOf(symmetry: Symmetry): readonly (readonly number[])[] {
  return isSymmetry(symmetry) ? ORBITS[symmetry] : ORBITS.none;
}

/**
 * True when the givens pattern (which cells are filled, not which digits) is invariant under the symmetry. Never
 * throws: a value that is not an array is not a symmetric grid.
 */
export function isSymmetric(grid: Grid, symmetry: Symmetry): boolean {
  if (!Array.isArray(grid)) return false;
  return orbitsOf(symmetry).every((orbit) => orbit.every((cell) => (grid[cell] !== 0) === (grid[orbit[0]] !== 0)));
}
