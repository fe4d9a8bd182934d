/**
 * The geometries the engine plays, by size: classic 9×9 and the small classic grids (4×4 with 2×2 boxes, 6×6 with
 * boxes of 2 rows by 3 columns). Kept apart from geometry.ts so the element, which plays 9×9 only for now, does not
 * download the small ones.
 */
import { CLASSIC, boxGeometry, type Geometry } from './geometry.ts';

export type GridSize = 4 | 6 | 9;

/** The sizes every part (parse, solve, generate, grade, the CLI's --size) accepts, smallest first. */
export const GRID_SIZES: readonly GridSize[] = [4, 6, 9];

export const MINI: Geometry = boxGeometry(2, 2);
export const SIX: Geometry = boxGeometry(2, 3);

const BY_SIZE: Readonly<Record<GridSize, Geometry>> = { 4: MINI, 6: SIX, 9: CLASSIC };

export const isGridSize = (size: unknown): size is GridSize => GRID_SIZES.some((known) => known === size);

/** The geometry of a size × size grid, or null for a size the engine does not play. */
export function geometryOfSize(size: number): Geometry | null {
  return isGridSize(size) ? BY_SIZE[size] : null;
}
