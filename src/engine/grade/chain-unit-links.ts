/**
 * The grouped strong links a unit's places of a digit make (chain-graph.ts), as a table by unit kind and places.
 *
 * A unit's grouped links depend on nothing but where the digit can go in it (a mask over the unit's positions) and
 * whether the unit is a row, a column or a box: the places of a line split into exactly two boxes; those of a box
 * into exactly two rows, exactly two columns, or a row part and a column part shaped like an empty rectangle. So each
 * (kind, places) is worked out once per grid shape, and a graph build reads the links off the table instead of
 * splitting every unit of every digit again (issue 31). The table also says at a glance whether a unit has any strong
 * link (chains.ts skips a search when no changed unit has one).
 */
import { POPCOUNT } from './candidates.ts';
import type { ShapeTables } from './shape.ts';

/** Kinds of unit, in the order of a shape's units: rows, then columns, then boxes. */
export const ROW = 0;
export const COL = 1;
export const BOX = 2;

/** A box has at most three grouped links (by rows, by columns, as an empty rectangle); a line one. */
export const LINKS_PER_ENTRY = 3;

/**
 * The links of entry e = kind << size | places: COUNT[e] of them, each packed in PAIR[e * LINKS_PER_ENTRY + j] as
 * first | second << 16 (masks over the unit's positions; the first holds the unit's first place, as the graph's link
 * order expects).
 */
export interface UnitLinkTable {
  readonly count: Uint8Array;
  readonly pair: Int32Array;
}

const pack = (first: number, second: number): number => first | (second << 16);

/** The two parts the places split into by `parts` (a unit's intersections), or 0 unless there are exactly two. */
function split(pos: number, parts: readonly number[]): number {
  let a = 0;
  let c = 0;
  for (let i = 0; i < parts.length; i++) {
    const p = pos & parts[i];
    if (p === 0) continue;
    if (a === 0) a = p;
    else if (c === 0) c = p;
    else return 0;
  }
  if (c === 0) return 0;
  return (a & pos & -pos) === 0 ? pack(c, a) : pack(a, c);
}

/**
 * A box's places shaped like an empty rectangle: at least two in one of its rows and at least two in one of its
 * columns, none where they cross, nothing else. Neither split sees it (by rows or by columns it is three parts), yet
 * the row part and the column part are each a group node, and when one is empty the other holds the digit, as
 * HoDoKu's grouped nice loops have it (the row part and the column part are at most one pair for a given set of
 * places). 0 when the places have no such shape.
 */
function emptyRectangle(pos: number, rows: readonly number[], cols: readonly number[]): number {
  for (let r = 0; r < rows.length; r++)
    for (let c = 0; c < cols.length; c++) {
      const cross = rows[r] & cols[c];
      const row = rows[r] & ~cross;
      const col = cols[c] & ~cross;
      if ((pos & ~(row | col)) !== 0 || POPCOUNT[pos & row] < 2 || POPCOUNT[pos & col] < 2) continue;
      return (pos & row & -pos) !== 0 ? pack(pos & row, pos & col) : pack(pos & col, pos & row);
    }
  return 0;
}

function tableOf(shape: ShapeTables): UnitLinkTable {
  const entries = 3 << shape.size;
  const count = new Uint8Array(entries);
  const pair = new Int32Array(entries * LINKS_PER_ENTRY);
  const add = (e: number, packed: number): void => {
    if (packed !== 0) pair[e * LINKS_PER_ENTRY + count[e]++] = packed;
  };
  // Two places or fewer make no grouped link (two make the plain strong link between single nodes).
  for (let pos = 0; pos < 1 << shape.size; pos++) {
    if (POPCOUNT[pos] < 3) continue;
    add((ROW << shape.size) | pos, split(pos, shape.rowBoxMasks));
    add((COL << shape.size) | pos, split(pos, shape.colBoxMasks));
    const box = (BOX << shape.size) | pos;
    add(box, split(pos, shape.boxRowMasks));
    add(box, split(pos, shape.boxColMasks));
    add(box, emptyRectangle(pos, shape.boxRowMasks, shape.boxColMasks));
  }
  return { count, pair };
}

const TABLES = new WeakMap<ShapeTables, UnitLinkTable>();

/** The shape's table, made on first use. */
export function unitLinkTable(shape: ShapeTables): UnitLinkTable {
  let table = TABLES.get(shape);
  if (!table) {
    table = tableOf(shape);
    TABLES.set(shape, table);
  }
  return table;
}

/** The kind of unit u (a shape's units are its rows, then its columns, then its boxes). */
export const kindOf = (shape: ShapeTables, u: number): number =>
  u < shape.size ? ROW : u < 2 * shape.size ? COL : BOX;
