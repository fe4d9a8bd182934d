/**
 * The grid model every part of the engine shares: 81 cells in row-major order, 0 for a blank, 1–9 for a digit.
 * Units and peers are precomputed once because the solver, grader and UI ask for them constantly.
 */

import type { Geometry } from './geometry.ts';
import { isGridOf } from './grid-shape.ts';

/** 81 cells, row-major, 0 = blank. A plain array so it survives JSON, `postMessage` and `chrome.storage`. */
export type Grid = number[];

export const SIZE = 9;
export const CELLS = 81;

export const rowOf = (cell: number): number => (cell / 9) | 0;
export const colOf = (cell: number): number => cell % 9;
export const boxOf = (cell: number): number => ((rowOf(cell) / 3) | 0) * 3 + ((colOf(cell) / 3) | 0);

export type UnitKind = 'row' | 'column' | 'box';

export interface Unit {
  kind: UnitKind;
  /** 0-based index of the row, column or box. */
  index: number;
  cells: readonly number[];
}

function buildUnits(): Unit[] {
  const units: Unit[] = [];
  for (let r = 0; r < 9; r++) {
    units.push({ kind: 'row', index: r, cells: Array.from({ length: 9 }, (_, c) => r * 9 + c) });
  }
  for (let c = 0; c < 9; c++) {
    units.push({ kind: 'column', index: c, cells: Array.from({ length: 9 }, (_, r) => r * 9 + c) });
  }
  for (let b = 0; b < 9; b++) {
    const r0 = ((b / 3) | 0) * 3;
    const c0 = (b % 3) * 3;
    units.push({
      kind: 'box',
      index: b,
      cells: Array.from({ length: 9 }, (_, i) => (r0 + ((i / 3) | 0)) * 9 + c0 + (i % 3)),
    });
  }
  return units;
}

/** All 27 units: rows 0–8, then columns 0–8, then boxes 0–8. */
export const UNITS: readonly Unit[] = buildUnits();

/** For each cell, the three units it belongs to: [row, column, box]. */
export const UNITS_OF: readonly (readonly Unit[])[] = Array.from({ length: CELLS }, (_, cell) => [
  UNITS[rowOf(cell)],
  UNITS[9 + colOf(cell)],
  UNITS[18 + boxOf(cell)],
]);

/** For each cell, the 20 other cells that share a unit with it. */
export const PEERS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, cell) => {
  const peers = new Set<number>();
  for (const unit of UNITS_OF[cell]) for (const other of unit.cells) if (other !== cell) peers.add(other);
  return [...peers].sort((a, b) => a - b);
});

/** Candidate bitmask with bit (d - 1) set for each digit d in 1..9. */
export const ALL_DIGITS = 0x1ff;
export const digitBit = (digit: number): number => 1 << (digit - 1);

/** Human cell name in the r/c notation used by HoDoKu and SudokuWiki: "r3c5" (1-based). */
export const cellName = (cell: number): string => `r${rowOf(cell) + 1}c${colOf(cell) + 1}`;

/** A unit in words, 1-based: "row 3", "column 5", "box 9". */
export const unitName = (unit: Unit): string => `${unit.kind} ${unit.index + 1}`;

export function emptyGrid(): Grid {
  return new Array<number>(CELLS).fill(0);
}

/**
 * A digit 1–9 (1–`top`: 16 for a line, which may be a 16×16 grid's): what a filled cell holds. Anything else in a
 * cell (0, or junk from an untyped caller) is a blank.
 */
const isDigit = (value: unknown, top = 9): value is number =>
  Number.isInteger(value) && 0 < (value as number) && (value as number) <= top;

/** True when `value` is an 81-cell array of integers 0–9. */
export const isGrid = (value: unknown): value is Grid => isGridOf(value, CLASSIC);

/** Two equal digits in one unit. Cells are reported in unit order. */
export interface Conflict {
  unit: Unit;
  digit: number;
  cells: [number, number];
}

/**
 * Every pair of equal digits sharing one of `units` (classic 9×9's by default; another geometry passes its own, from
 * geometry.ts, which this file does not import so the element's first download stays small). Givens or entries alike. Empty for a consistent grid. Never throws:
 * anything in a cell that is not a digit 1–9 counts as a blank, and a value that is not an array has no cells.
 */
export function findConflicts(grid: Grid, units: readonly Unit[] = UNITS): Conflict[] {
  const conflicts: Conflict[] = [];
  if (!Array.isArray(grid)) return conflicts;
  for (const unit of units) {
    const firstAt = new Array<number>(10).fill(-1);
    for (const cell of unit.cells) {
      const digit = grid[cell];
      if (!isDigit(digit)) continue;
      if (firstAt[digit] === -1) firstAt[digit] = cell;
      else conflicts.push({ unit, digit, cells: [firstAt[digit], cell] });
    }
  }
  return conflicts;
}

/** How many cells hold a digit 1–9. Never throws: a value that is not an array has none. */
export function countGivens(grid: Grid): number {
  if (!Array.isArray(grid)) return 0;
  let n = 0;
  for (let i = 0; i < CELLS; i++) if (isDigit(grid[i])) n++;
  return n;
}

/**
 * 81 characters (`cellCount` for another geometry), digits and '.' for blanks: how the board's `value`, saved games
 * and the popup carry a grid. Never throws, and always that many characters: a cell that is not a digit 1–9 is a blank, and a value that is not an array has
 * only blanks.
 */
export function gridToLine(grid: readonly number[], cellCount = CELLS): string {
  const cells: readonly unknown[] = Array.isArray(grid) ? grid : [];
  let line = '';
  // 16×16's digits 10–16 are the letters a–g (base 17's digits; lineToGrid reads either case). A number above the
  // grid's size (its side, √cellCount) is junk: a blank.
  for (let cell = 0; cell < cellCount; cell++)
    line += isDigit(cells[cell], cellCount ** 0.5) ? (cells[cell] as number).toString(17) : '.';
  return line;
}

/**
 * Reads an 81-character line ('.', '0' or any non-digit is blank); null if it is not 81 characters. Another
 * geometry's line: `cellCount` characters (its digits up to its size are the caller's to check).
 */
export function lineToGrid(line: string, cellCount = CELLS): Grid | null {
  if (typeof line !== 'string' || line.length !== cellCount) return null;
  // 1–9, and on 16×16 A–G for 10–16 (base 17): the caller checks the digits against its grid's size.
  return [...line].map((c) => parseInt(c, 17) || 0);
}

/**
 * Classic Sudoku as a Geometry (geometry.ts exports it too): this file's own tables, so whatever plays 9×9 through a
 * geometry (the element, the play session) builds nothing more and needs no geometry builder.
 */
export const CLASSIC: Geometry = {
  size: SIZE,
  cellCount: CELLS,
  boxRows: 3,
  boxCols: 3,
  units: UNITS,
  unitsOf: UNITS_OF,
  peers: PEERS,
  allDigits: ALL_DIGITS,
  rowOf,
  colOf,
  boxOf,
};
