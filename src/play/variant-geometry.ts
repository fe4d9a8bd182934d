/**
 * A variant's grid as the board's Geometry (src/engine/geometry.ts): rows, columns and its regions (boxes or jigsaw
 * pieces) as the units the board names; each cell's peers are every cell the rules forbid its digit in (diagonals,
 * windows, a knight's or king's move, its cage: compileRules), so a placed digit leaves all their notes; and
 * `clashes` judges a grid by all the rules, cage sums and non-consecutive neighbours included, which Game.conflicts
 * adds to its own. The rules ride along (`variant`) for the drawing, the saved game and the words.
 */
import type { Geometry, Unit } from '../engine/geometry.ts';
import { boxShape, compileRules, type VariantRules } from '../engine/variant/index.ts';

/** A Geometry that plays a variant: its rules, and (for a puzzle read without one) the solution found for it. */
export interface VariantGeometry extends Geometry {
  readonly variant: VariantRules;
  readonly clashes: (values: readonly number[]) => number[];
  /** The unique solution, when it was found with the rules (a puzzle read from f-puzzles JSON). */
  readonly solution?: number[];
}

export const isVariantGeometry = (geometry: Geometry): geometry is VariantGeometry => !!geometry.variant;

/** The geometry of rules read from storage (any JSON): null when they are no rules or make no grid. */
export function storedVariantGeometry(rules: unknown): VariantGeometry | null {
  if (typeof rules !== 'object' || rules === null || !Array.isArray((rules as VariantRules).regions)) return null;
  const { cages } = rules as VariantRules;
  if (cages !== undefined && !(Array.isArray(cages) && cages.every((cage) => Array.isArray(cage?.cells)))) return null;
  try {
    return variantGeometry(rules as VariantRules);
  } catch {
    return null;
  }
}

/** The geometry of `rules`; throws a RangeError (compileRules') for rules that make no grid. */
export function variantGeometry(rules: VariantRules, solution?: number[]): VariantGeometry {
  const model = compileRules(rules);
  const { size, cellCount } = model;
  // Notes laid out as a box (size-styles.ts): the classic box's shape, jigsaw or not.
  const [boxRows, boxCols] = boxShape(size) ?? [1, size];
  const rowOf = (cell: number): number => Math.floor(cell / size);
  const colOf = (cell: number): number => cell % size;
  const boxOf = (cell: number): number => rules.regions[cell];
  const line = (kind: Unit['kind'], at: (index: number, i: number) => number): Unit[] =>
    Array.from({ length: size }, (_, index) => ({
      kind,
      index,
      cells: Array.from({ length: size }, (_, i) => at(index, i)),
    }));
  const regions: Unit[] = Array.from({ length: size }, (_, index) => ({
    kind: 'box',
    index,
    cells: rules.regions.flatMap((region, cell) => (region === index ? [cell] : [])),
  }));
  const units = [...line('row', (r, c) => r * size + c), ...line('column', (c, r) => r * size + c), ...regions];
  const unitsOf = Array.from({ length: cellCount }, (_, cell) => [
    units[rowOf(cell)],
    units[size + colOf(cell)],
    units[2 * size + boxOf(cell)],
  ]);
  const clashes = (values: readonly number[]): number[] => {
    const found = new Set<number>();
    values.forEach((digit, cell) => {
      if (!digit) return;
      for (const peer of model.peers[cell]) if (values[peer] === digit) found.add(cell);
      for (const next of model.neighbours[cell])
        if (values[next] && Math.abs(values[next] - digit) === 1) found.add(cell);
    });
    // A full cage that does not add up: all its cells clash.
    for (const cage of model.cages) {
      const digits = cage.cells.map((cell) => values[cell]);
      if (digits.every(Boolean) && digits.reduce((a, b) => a + b, 0) !== cage.sum)
        cage.cells.forEach((cell) => found.add(cell));
    }
    return [...found];
  };
  return {
    size,
    cellCount,
    boxRows,
    boxCols,
    units,
    unitsOf,
    peers: model.peers,
    allDigits: model.allDigits,
    rowOf,
    colOf,
    boxOf,
    variant: rules,
    clashes,
    solution,
  };
}
