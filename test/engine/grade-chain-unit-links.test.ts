// The AIC graph reads a unit's grouped strong links off a table by unit kind and places (chain-unit-links.ts). Every
// entry, at every shape the grader takes, must be the links worked out from the unit's cells directly: which box a
// line's places fall in, which row or column of a box, and the empty-rectangle shape of a box's places.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BOX, COL, LINKS_PER_ENTRY, ROW, kindOf, unitLinkTable } from '../../src/engine/grade/chain-unit-links.ts';
import { shapeOf, type ShapeTables } from '../../src/engine/grade/shape.ts';
import { MINI, SIX } from '../../src/engine/geometries.ts';
import { CLASSIC } from '../../src/engine/grid.ts';

/** Unit u's positions in `pos` grouped by a key of their cell (positions as masks), in order of first position. */
function partsBy(shape: ShapeTables, u: number, pos: number, key: (cell: number) => number): number[] {
  const parts = new Map<number, number>();
  for (let i = 0; i < shape.size; i++) {
    if ((pos & (1 << i)) === 0) continue;
    const k = key(shape.unitCells[u * shape.size + i]);
    parts.set(k, (parts.get(k) ?? 0) | (1 << i));
  }
  return [...parts.values()];
}

const row = (shape: ShapeTables, c: number): number => shape.cellUnits[c * 3];
const col = (shape: ShapeTables, c: number): number => shape.cellUnits[c * 3 + 1];
const box = (shape: ShapeTables, c: number): number => shape.cellUnits[c * 3 + 2];
const bits = (m: number): number => m.toString(2).replace(/0/g, '').length;

/** The links of unit u's places `pos`, from its cells: [first, second] masks, the part holding the first place first. */
function expected(shape: ShapeTables, u: number, pos: number): [number, number][] {
  if (bits(pos) < 3) return [];
  const out: [number, number][] = [];
  const ordered = (a: number, b: number): [number, number] => ((a & pos & -pos) !== 0 ? [a, b] : [b, a]);
  const two = (parts: number[]): void => {
    if (parts.length === 2) out.push(ordered(parts[0], parts[1]));
  };
  const kind = kindOf(shape, u);
  if (kind !== BOX) {
    two(partsBy(shape, u, pos, (c) => box(shape, c)));
    return out;
  }
  two(partsBy(shape, u, pos, (c) => row(shape, c)));
  two(partsBy(shape, u, pos, (c) => col(shape, c)));
  // Empty rectangle: a row part and a column part, two places or more each, none where the row and column cross.
  const cells = Array.from({ length: shape.size }, (_, i) => shape.unitCells[u * shape.size + i]);
  const rows = [...new Set(cells.map((c) => row(shape, c)))];
  const cols = [...new Set(cells.map((c) => col(shape, c)))];
  for (const r of rows)
    for (const k of cols) {
      let inRow = 0;
      let inCol = 0;
      let elsewhere = 0;
      cells.forEach((c, i) => {
        if ((pos & (1 << i)) === 0) return;
        if (row(shape, c) === r && col(shape, c) === k) elsewhere |= 1 << i;
        else if (row(shape, c) === r) inRow |= 1 << i;
        else if (col(shape, c) === k) inCol |= 1 << i;
        else elsewhere |= 1 << i;
      });
      if (elsewhere === 0 && bits(inRow) >= 2 && bits(inCol) >= 2) {
        out.push(ordered(inRow, inCol));
        return out;
      }
    }
  return out;
}

test("every unit's table entry holds the grouped strong links its places make, at 4×4, 6×6 and 9×9", () => {
  let linked = 0;
  for (const geometry of [MINI, SIX, CLASSIC]) {
    const shape = shapeOf(geometry);
    const { count, pair } = unitLinkTable(shape);
    // Every unit: the table is by kind, so each row (column, box) must split as the first one does.
    for (let u = 0; u < shape.unitCount; u++) {
      const kind = kindOf(shape, u);
      assert.equal(kind, [ROW, COL, BOX][Math.floor(u / shape.size)]);
      for (let pos = 0; pos < 1 << shape.size; pos++) {
        const e = (kind << shape.size) | pos;
        const got = Array.from({ length: count[e] }, (_, j): [number, number] => {
          const packed = pair[e * LINKS_PER_ENTRY + j];
          return [packed & 0xffff, packed >>> 16];
        });
        assert.deepEqual(got, expected(shape, u, pos), `${shape.size}×${shape.size} unit ${u}, places ${pos}`);
        linked += got.length;
      }
    }
  }
  assert.ok(linked > 500, `only ${linked} grouped links in the tables`);
});
