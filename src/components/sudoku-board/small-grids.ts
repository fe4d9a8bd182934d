/**
 * What only a board with a grid smaller than 9×9 needs, one chunk loaded the first time one comes or is asked for
 * (a game of that size, a New puzzle of it, a form's restore of one): its styles (size-styles.ts), its geometry,
 * and the level a New puzzle there can have. A 9×9 board never downloads it, nor the geometries it builds.
 */
import type { CSSResult } from 'lit';
import { geometryOfSize } from '../../engine/geometries.ts';
import type { Geometry } from '../../engine/geometry.ts';
import type { Level } from '../../engine/levels.ts';
import { nearestLevel } from './size-levels.ts';
import { sizeStyles as stylesOfSize } from './size-styles.ts';
import { variantOrder, type VariantOrder } from './variant/variant-order.ts';
import type { VariantGeometry, VariantHost } from './variant/variant-view.ts';

/**
 * The styles of a grid other than classic 9×9: a smaller grid's (size-styles.ts); a variant's (any size) come with
 * its drawing (variant/variant-view.ts, loaded the first time a variant is played), attached to `board` here.
 */
export function sizeStyles(geometry: Geometry, board: object): CSSResult | Promise<CSSResult> {
  if (!geometry.variant) return stylesOfSize(geometry);
  return import('./variant/variant-view.ts').then(({ variantStyles }) =>
    // The board calls from BoardBase, below the element's members the drawing uses (played, session…): it is the
    // element itself, which has them all.
    variantStyles(geometry as VariantGeometry, board as VariantHost, stylesOfSize(geometry)),
  );
}

/** The geometry of a `size` × `size` grid; a size the board can't play throws a RangeError saying which it can. */
export function geometryAt(size: unknown): Geometry {
  const geometry = typeof size === 'number' ? geometryOfSize(size) : null;
  if (!geometry) throw new RangeError(`There is no ${String(size)}×${String(size)} grid: sizes are 4, 6 and 9.`);
  return geometry;
}

/** The geometry of the square grid `givens` fill (36 cells: 6×6); another count throws, as geometryAt. */
export const gridOf = (givens: readonly number[]): Geometry => geometryAt(Math.sqrt(givens.length));

/**
 * A New puzzle of `size` × `size` at `level`: its grid's geometry, and the nearest level made there (size-levels.ts).
 * A variant (`options.variant` other than classic), and any 16×16 grid: the variant's maker (variant/variant-order.ts),
 * whose geometry comes with the puzzle, at the level asked (or the nearest variants have: variant-make.ts).
 */
export function sizedOrder(
  size: unknown,
  level: Level,
  options: { variant?: string } = {},
): { readonly geometry?: Geometry; difficulty: Level; make?: VariantOrder['make'] } {
  const variant = options.variant?.trim().toLowerCase();
  if ((variant && variant !== 'classic') || size === 16)
    return variantOrder(variant || 'classic', typeof size === 'number' ? size : 9, level);
  const geometry = geometryAt(size);
  return { geometry, difficulty: nearestLevel(geometry.size, level) };
}
