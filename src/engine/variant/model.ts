/**
 * The rules compiled for solving: the units that hold every digit once (rows, columns, regions, diagonals,
 * windows), each cell's peers (cells it may not share a digit with: its units, a knight's or king's move, its
 * cage, an extra region), its orthogonal neighbours (non-consecutive) and the cages' sums. Validates the rules as it goes: a region of the
 * wrong size, a cage sum no distinct digits make, a windoku that is not 9×9 are errors, not silently ignored rules.
 */
import { windowCells, type Cage, type VariantRules } from './rules.ts';

export interface VariantModel {
  size: number;
  cellCount: number;
  allDigits: number;
  /** Units of `size` cells that hold each digit exactly once. */
  units: readonly (readonly number[])[];
  peers: readonly (readonly number[])[];
  /** Orthogonal neighbours that may not hold consecutive digits (empty unless non-consecutive). */
  neighbours: readonly (readonly number[])[];
  /** Cages with a sum (one without only forbids repeats: its cells are peers). */
  cages: readonly Cage[];
}

const KNIGHT = [
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
];
const KING = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const ORTHOGONAL = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];

/** The least and most `count` distinct digits of 1…size add up to. */
export const sumRange = (count: number, size: number): [number, number] => [
  (count * (count + 1)) / 2,
  (count * (2 * size - count + 1)) / 2,
];

/** Throws a RangeError for a cage no distinct digits fill, a cell outside the grid or a cell in two cages. */
export function checkCages(cages: readonly Cage[], size: number): void {
  const cellCount = size * size;
  const cageOf = new Array<number>(cellCount).fill(-1);
  cages.forEach((cage, index) => {
    const [least, most] = sumRange(cage.cells.length, size);
    const sum = cage.sum ?? least;
    if (cage.cells.length === 0 || cage.cells.length > size || sum < least || sum > most)
      throw new RangeError(`cage ${index + 1}: ${cage.cells.length} different digits cannot add up to ${cage.sum}`);
    for (const cell of cage.cells) {
      if (!Number.isInteger(cell) || cell < 0 || cell >= cellCount)
        throw new RangeError(`cage ${index + 1}: no cell ${cell}`);
      if (cageOf[cell] >= 0) throw new RangeError(`cell ${cell} is in two cages`);
      cageOf[cell] = index;
    }
  });
}

export function compileRules(rules: VariantRules): VariantModel {
  const { size } = rules;
  if (![4, 6, 9, 16].includes(size)) throw new RangeError(`a variant grid is 4, 6, 9 or 16 cells across, not ${size}`);
  const cellCount = size * size;
  if (rules.regions.length !== cellCount)
    throw new RangeError(`regions name ${rules.regions.length} cells, not ${cellCount}`);
  const units: number[][] = [];
  for (let r = 0; r < size; r++) units.push(Array.from({ length: size }, (_, c) => r * size + c));
  for (let c = 0; c < size; c++) units.push(Array.from({ length: size }, (_, r) => r * size + c));
  const regions: number[][] = Array.from({ length: size }, () => []);
  rules.regions.forEach((region, cell) => {
    if (!Number.isInteger(region) || region < 0 || region >= size)
      throw new RangeError(`cell ${cell} is in region ${region}: regions are 0…${size - 1}`);
    regions[region].push(cell);
  });
  regions.forEach((cells, region) => {
    if (cells.length !== size) throw new RangeError(`region ${region} has ${cells.length} cells, not ${size}`);
  });
  units.push(...regions);
  if (rules.diagonals) {
    units.push(Array.from({ length: size }, (_, i) => i * size + i));
    units.push(Array.from({ length: size }, (_, i) => i * size + size - 1 - i));
  }
  if (rules.windows) {
    if (size !== 9) throw new RangeError('windoku windows are a 9×9 rule');
    units.push(...windowCells());
  }
  const inside = (r: number, c: number) => r >= 0 && c >= 0 && r < size && c < size;
  const moves = (cell: number, steps: number[][]) => {
    const r = Math.floor(cell / size);
    const c = cell % size;
    return steps.flatMap(([dr, dc]) => (inside(r + dr, c + dc) ? [(r + dr) * size + c + dc] : []));
  };
  for (const [index, cells] of (rules.extraRegions ?? []).entries()) {
    if (cells.length > size)
      throw new RangeError(`extra region ${index + 1} has ${cells.length} cells: at most ${size}`);
    // A full one holds every digit once; a smaller one only forbids repeats (its cells are peers, below).
    if (cells.length === size) units.push([...cells]);
  }
  const cages = rules.cages ?? [];
  checkCages(cages, size);
  // Who sees whom, as a cellCount × cellCount table (at most 64 KB): a jigsaw's layout is compiled per puzzle, and
  // sets of peers took a third of that.
  const sees = new Uint8Array(cellCount * cellCount);
  const link = (a: number, b: number) => {
    sees[a * cellCount + b] = sees[b * cellCount + a] = 1;
  };
  for (const unit of units) for (const a of unit) for (const b of unit) link(a, b);
  for (let cell = 0; cell < cellCount; cell++) {
    if (rules.antiKnight) for (const other of moves(cell, KNIGHT)) link(cell, other);
    if (rules.antiKing) for (const other of moves(cell, KING)) link(cell, other);
  }
  for (const cage of cages) for (const a of cage.cells) for (const b of cage.cells) link(a, b);
  for (const cells of rules.extraRegions ?? []) {
    for (const cell of cells)
      if (!Number.isInteger(cell) || cell < 0 || cell >= cellCount)
        throw new RangeError(`an extra region has no cell ${cell}`);
    for (const a of cells) for (const b of cells) link(a, b);
  }
  return {
    size,
    cellCount,
    allDigits: (1 << size) - 1,
    units,
    peers: Array.from({ length: cellCount }, (_, cell) => {
      const list: number[] = [];
      for (let other = 0; other < cellCount; other++)
        if (other !== cell && sees[cell * cellCount + other]) list.push(other);
      return list;
    }),
    neighbours: Array.from({ length: cellCount }, (_, cell) => (rules.nonConsecutive ? moves(cell, ORTHOGONAL) : [])),
    cages: cages.filter((cage) => cage.sum !== undefined),
  };
}
