/**
 * A Sudoku variant as data (issue 30): the grid's size, its regions (boxes, or a jigsaw's irregular shapes), and the
 * rules stacked on the classic ones: both diagonals (X), four windows (windoku), no equal digits a knight's or a
 * king's move apart, no orthogonal neighbours one apart (non-consecutive), cages with sums (killer). Every part
 * (solver, checker, later the generator, grader and faces) reads the rules from here; combinations follow.
 */

/** A killer cage: its cells hold different digits that add up to `sum` (a cage without one only forbids repeats). */
export interface Cage {
  cells: readonly number[];
  sum?: number;
}

export interface VariantRules {
  /** Digits 1…size in a size × size grid: 4, 6, 9 or 16. */
  size: number;
  /** Each cell's region (box or jigsaw piece), 0…size-1, row-major; each region has `size` cells. */
  regions: readonly number[];
  /** Both main diagonals hold each digit once. */
  diagonals?: boolean;
  /** Four extra 3 × 3 regions (9×9 only), at rows and columns 2–4 and 6–8. */
  windows?: boolean;
  /** No two cells a knight's move apart hold the same digit. */
  antiKnight?: boolean;
  /** No two cells a king's move apart (diagonally adjacent included) hold the same digit. */
  antiKing?: boolean;
  /** No two orthogonally adjacent cells hold consecutive digits. */
  nonConsecutive?: boolean;
  cages?: readonly Cage[];
  /** More groups of cells that may not repeat a digit (f-puzzles' extra regions; one diagonal alone). */
  extraRegions?: readonly (readonly number[])[];
}

/** The box shape of a classic grid of `size`: rows × columns. */
export function boxShape(size: number): [number, number] | null {
  const shapes: Record<number, [number, number]> = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 16: [4, 4] };
  return shapes[size] ?? null;
}

/** The box regions of a classic grid of `size` (4, 6, 9 or 16). */
export function boxRegions(size: number): number[] {
  const shape = boxShape(size);
  if (!shape) throw new RangeError(`no box shape for a ${size}×${size} grid`);
  const [rows, cols] = shape;
  const across = size / cols;
  return Array.from({ length: size * size }, (_, cell) => {
    const r = Math.floor(cell / size);
    const c = cell % size;
    return Math.floor(r / rows) * across + Math.floor(c / cols);
  });
}

/** Classic rules of `size`, with `extra` rules stacked on them. */
export const classicRules = (size: number, extra: Omit<VariantRules, 'size' | 'regions'> = {}): VariantRules => ({
  size,
  regions: boxRegions(size),
  ...extra,
});

/** The cells of the four windoku windows of a 9×9 grid. */
export function windowCells(): number[][] {
  return [1, 5].flatMap((r0) =>
    [1, 5].map((c0) => Array.from({ length: 9 }, (_, i) => (r0 + Math.floor(i / 3)) * 9 + c0 + (i % 3))),
  );
}
