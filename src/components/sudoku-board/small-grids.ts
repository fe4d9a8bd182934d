/**
 * What only a board with a grid smaller than 9×9 needs, one chunk loaded the first time one comes or is asked for
 * (a game of that size, a New puzzle of it, a form's restore of one): its styles (size-styles.ts), its geometry,
 * and the level a New puzzle there can have. A 9×9 board never downloads it, nor the geometries it builds.
 */
import { geometryOfSize } from '../../engine/geometries.ts';
import type { Geometry } from '../../engine/geometry.ts';
import type { Level } from '../../engine/levels.ts';
import { nearestLevel } from './size-levels.ts';

export { sizeStyles } from './size-styles.ts';

/** The geometry of a `size` × `size` grid; a size the board can't play throws a RangeError saying which it can. */
export function geometryAt(size: unknown): Geometry {
  const geometry = typeof size === 'number' ? geometryOfSize(size) : null;
  if (!geometry) throw new RangeError(`There is no ${String(size)}×${String(size)} grid: sizes are 4, 6 and 9.`);
  return geometry;
}

/** The geometry of the square grid `givens` fill (36 cells: 6×6); another count throws, as geometryAt. */
export const gridOf = (givens: readonly number[]): Geometry => geometryAt(Math.sqrt(givens.length));

/** A New puzzle of `size` × `size` at `level`: its grid's geometry, and the nearest level made there (size-levels.ts). */
export const sizedOrder = (size: unknown, level: Level): { geometry: Geometry; difficulty: Level } => {
  const geometry = geometryAt(size);
  return { geometry, difficulty: nearestLevel(geometry.size, level) };
};
