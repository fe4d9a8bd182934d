/**
 * A JSON array: 9 rows of 9 (numbers 0–9, `null` or `""` for blanks, or one-character strings), a flat array of 81,
 * or 9 row strings (`["53..7....", …]`); at another geometry, N rows of N, a flat N×N, digits up to N. JSON.parse is
 * linear and runs inside try/catch, so odd input cannot hang or throw out of here.
 */
import { CLASSIC, type Geometry } from '../geometry.ts';
import { isCellChar, cellValue, isSpace } from './line-cells.ts';
import { failure, showChar, type Reading } from './types.ts';

/** `undefined` when the text is not JSON at all, so the caller can read it as plain text instead. */
function tryJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** How a value that can't be a cell is named in a message: its JSON, cut short. */
function describe(value: unknown): string {
  if (typeof value === 'string') return showChar(value.length > 12 ? `${value.slice(0, 12)}…` : value);
  let json: string;
  try {
    json = JSON.stringify(value) ?? String(value);
  } catch {
    // Nested thousands deep, the value can't be written back out (the stack runs out): name its kind instead.
    return Array.isArray(value) ? 'a deeply nested array' : 'a deeply nested object';
  }
  return json.length > 20 ? `${json.slice(0, 20)}…` : json;
}

/** A cell character of a grid of `size`: one of the 9×9 cell characters, and no digit past the size. */
const isCellCharOf = (char: string, size: number): boolean => isCellChar(char) && cellValue(char) <= size;

/** One JSON value as a cell of a grid of `size`, or null when it cannot be one. */
function cellOf(value: unknown, size: number): number | null {
  if (value === null) return 0;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= size ? value : null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return 0;
    return trimmed.length === 1 && isCellCharOf(trimmed, size) ? cellValue(trimmed) : null;
  }
  return null;
}

/** A row given as a string: each cell character counts, spaces and `|` are ignored. */
function stringRow(row: string, size: number): number[] | { bad: string } {
  const cells: number[] = [];
  for (const char of row) {
    if (isCellCharOf(char, size)) cells.push(cellValue(char));
    else if (!isSpace(char) && char !== '|') return { bad: char };
  }
  return cells;
}

function readRows(rows: unknown[], size: number): Reading {
  if (rows.length !== size) {
    return failure({
      code: 'cell-count',
      message: `found ${rows.length} ${rows.length === 1 ? 'row' : 'rows'} in the JSON array, expected ${size}`,
    });
  }
  const cells: number[] = [];
  for (let r = 0; r < size; r++) {
    const row = rows[r];
    let values: number[];
    if (typeof row === 'string') {
      const read = stringRow(row, size);
      if (!Array.isArray(read)) {
        return failure({ code: 'bad-char', message: `JSON row ${r + 1}: ${showChar(read.bad)} can't be a cell` });
      }
      values = read;
    } else if (Array.isArray(row)) {
      values = [];
      for (let c = 0; c < row.length; c++) {
        const value = cellOf(row[c], size);
        if (value === null) {
          return failure({
            code: 'bad-char',
            message: `JSON row ${r + 1}, item ${c + 1}: ${describe(row[c])} can't be a cell`,
          });
        }
        values.push(value);
      }
    } else {
      return failure({ code: 'bad-char', message: `JSON row ${r + 1}: ${describe(row)} is not a row of cells` });
    }
    if (values.length !== size) {
      return failure({ code: 'cell-count', message: `JSON row ${r + 1} has ${values.length} cells, expected ${size}` });
    }
    cells.push(...values);
  }
  return { ok: true, cells, format: 'json' };
}

function readFlat(items: unknown[], geometry: Geometry): Reading {
  const cells: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const value = cellOf(items[i], geometry.size);
    if (value === null) {
      return failure({ code: 'bad-char', message: `JSON item ${i + 1}: ${describe(items[i])} can't be a cell` });
    }
    cells.push(value);
  }
  if (cells.length !== geometry.cellCount) {
    return failure({
      code: 'cell-count',
      message: `found ${cells.length} cells in the JSON array, expected ${geometry.cellCount}`,
    });
  }
  return { ok: true, cells, format: 'json' };
}

/**
 * Reads `text` as a JSON array of the cells of a `geometry` grid (default 9×9); `null` when it is not JSON (the
 * caller then tries plain text).
 */
export function readJson(text: string, geometry: Geometry = CLASSIC): Reading | null {
  const parsed = tryJson(text);
  if (parsed === undefined || !Array.isArray(parsed.value)) return null;
  const items: unknown[] = parsed.value;
  if (items.length === 1 && typeof items[0] === 'string') {
    const read = stringRow(items[0], geometry.size);
    if (Array.isArray(read) && read.length === geometry.cellCount) return { ok: true, cells: read, format: 'json' };
  }
  const rowLike = items.filter((item) => Array.isArray(item) || (typeof item === 'string' && item.trim().length > 1));
  return rowLike.length > 0 ? readRows(items, geometry.size) : readFlat(items, geometry);
}
