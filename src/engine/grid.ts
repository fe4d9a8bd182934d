/**
 * The grid model every part of the engine shares: 81 cells in row-major order, 0 for a blank, 1–9 for a digit.
 * Units and peers are precomputed once because the solver, grader and UI ask for them constantly.
 */
import { CLASSIC, cellNameIn, type Geometry, type Unit, type UnitKind } from './geometry.ts';

/** 81 cells, row-major, 0 = blank. A plain array so it survives JSON, `postMessage` and `chrome.storage`. */
export type Grid = number[];

export const SIZE = CLASSIC.size;
export const CELLS = CLASSIC.cellCount;

export const rowOf = CLASSIC.rowOf;
export const colOf = CLASSIC.colOf;
export const boxOf = CLASSIC.boxOf;

export type { Unit, UnitKind };

/** All 27 units: rows 0–8, then columns 0–8, then boxes 0–8. */
export const UNITS: readonly Unit[] = CLASSIC.units;

/** For each cell, the three units it belongs to: [row, column, box]. */
export const UNITS_OF: readonly (readonly Unit[])[] = CLASSIC.unitsOf;

/** For each cell, the 20 other cells that share a unit with it. */
export const PEERS: readonly (readonly number[])[] = CLASSIC.peers;

/** Candidate bitmask with bit (d - 1) set for each digit d in 1..9. */
export const ALL_DIGITS = CLASSIC.allDigits;
export const digitBit = (digit: number): number => 1 << (digit - 1);

/** Human cell name in the r/c notation used by HoDoKu and SudokuWiki: "r3c5" (1-based). */
export const cellName = (cell: number): string => cellNameIn(CLASSIC, cell);

/** A unit in words, 1-based: "row 3", "column 5", "box 9". */
export const unitName = (unit: Unit): string => `${unit.kind} ${unit.index + 1}`;

export function emptyGrid(): Grid {
  return new Array<number>(CELLS).fill(0);
}

/** A digit 1–9: what a filled cell holds. Anything else in a cell (0, or junk from an untyped caller) is a blank. */
const isDigit = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= SIZE;

/** True when `value` is an 81-cell array of integers 0–9. */
export function isGrid(value: unknown): value is Grid {
  return (
    Array.isArray(value) &&
    value.length === CELLS &&
    value.every((v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= SIZE)
  );
}

/** Two equal digits in one unit. Cells are reported in unit order. */
export interface Conflict {
  unit: Unit;
  digit: number;
  cells: [number, number];
}

/**
 * Every pair of equal digits sharing a unit of `geometry` (classic 9×9 by default; givens or entries alike). Empty for a consistent grid. Never throws:
 * anything in a cell that is not a digit 1–9 counts as a blank, and a value that is not an array has no cells.
 */
export function findConflicts(grid: Grid, geometry: Geometry = CLASSIC): Conflict[] {
  const conflicts: Conflict[] = [];
  if (!Array.isArray(grid)) return conflicts;
  for (const unit of geometry.units) {
    const firstAt = new Array<number>(SIZE + 1).fill(-1);
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
 * 81 characters, digits and '.' for blanks: how the board's `value`, saved games and the popup carry a grid. Never
 * throws, and always 81 characters: a cell that is not a digit 1–9 is a blank, and a value that is not an array has
 * only blanks.
 */
export function gridToLine(grid: readonly number[]): string {
  const cells: readonly unknown[] = Array.isArray(grid) ? grid : [];
  let line = '';
  for (let cell = 0; cell < CELLS; cell++) line += isDigit(cells[cell]) ? String(cells[cell]) : '.';
  return line;
}

/** Reads an 81-character line ('.', '0' or any non-digit is blank); null if it is not 81 characters. */
export function lineToGrid(line: string): Grid | null {
  if (typeof line !== 'string' || line.length !== CELLS) return null;
  return [...line].map((c) => (c >= '1' && c <= '9' ? Number(c) : 0));
}
