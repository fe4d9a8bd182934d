/**
 * What the generator can make at a geometry other than classic 9×9, and the words for what it cannot: plain unique
 * puzzles at any box geometry up to 9×9 (digits are bits of a 16-bit mask and the swap-set tables hold digits up to
 * 9), with the symmetries that map boxes onto boxes; no level, technique or daily puzzle until the grader grades
 * other sizes.
 */
import type { Geometry } from '../geometry.ts';
import { SYMMETRIES, isSymmetry, symmetriesOf, type Symmetry } from './symmetry.ts';

const shape = (geometry: Geometry): string => `${geometry.size}×${geometry.size}`;

/** Why `value` is not a geometry the generator can fill, or null when it is one. */
export function geometryProblem(value: unknown): string | null {
  const geometry = value as Partial<Geometry> | null;
  const looksRight =
    typeof geometry === 'object' &&
    geometry !== null &&
    Number.isInteger(geometry.size) &&
    geometry.cellCount === geometry.size! * geometry.size! &&
    geometry.boxRows! * geometry.boxCols! === geometry.size &&
    Array.isArray(geometry.units) &&
    typeof geometry.boxOf === 'function';
  if (!looksRight) return 'geometry is not a grid shape (use CLASSIC, MINI, SIX or geometryOfSize(4 | 6 | 9))';
  if (geometry.size! < 2 || geometry.size! > 9) {
    return `the generator makes grids from 2×2 to 9×9, not ${geometry.size}×${geometry.size}`;
  }
  return null;
}

/** Why a difficulty, technique or daily puzzle can't be had at `geometry` (not 9×9), or null when none is asked. */
export function searchAtGeometryProblem(
  geometry: Geometry,
  options: { difficulty?: unknown; technique?: unknown; daily?: unknown },
): string | null {
  const asked = options.technique !== undefined ? 'technique' : options.daily !== undefined ? 'daily' : null;
  if (asked)
    return `the ${asked === 'daily' ? 'daily puzzle' : 'technique trainer'} is 9×9 only (asked at ${shape(geometry)})`;
  if (options.difficulty !== undefined) {
    return `a difficulty needs the grader, which grades 9×9 puzzles only so far (asked at ${shape(geometry)})`;
  }
  return null;
}

/** Why `symmetry` does not apply to `geometry`, or null when it does (or is not a symmetry: the default then). */
export function symmetryAtGeometryProblem(geometry: Geometry, symmetry: unknown): string | null {
  if (!isSymmetry(symmetry)) return null;
  const fits: readonly Symmetry[] = symmetriesOf(geometry);
  if (fits.includes(symmetry)) return null;
  const boxes = `${geometry.boxRows}×${geometry.boxCols}`;
  return (
    `${symmetry} does not map ${shape(geometry)}'s ${boxes} boxes onto boxes; ` +
    `use ${SYMMETRIES.filter((s) => fits.includes(s)).join(', ')}`
  );
}
