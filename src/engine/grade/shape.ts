/**
 * The grader's tables for one grid shape, derived from a Geometry once and cached: cells per unit, units per cell,
 * peers, "sees", and where a cell sits inside each of its units, as flat typed arrays so the finders' loops allocate
 * nothing. A CandidateGrid carries its shape, and a finder reads sizes, units and peers from the grid it is given.
 * Classic 9×9's tables are the ones the grader has always used (the same numbers, built from CLASSIC, which equals
 * grid.ts's UNITS and PEERS), so the 9×9 path keeps its speed.
 *
 * Units are numbered as in a Geometry: rows 0…size-1, then columns, then boxes (classic: 0–8, 9–17, 18–26).
 * Cell sets (bitset.ts) are three 27-bit words, room for 81 cells: every shape up to 9×9 fits.
 */
import { CLASSIC, type Geometry } from '../geometry.ts';

/**
 * The largest grid the grader handles (build() refuses a larger one): the bound its fixed-size buffers are sized by,
 * so one buffer serves every shape. Strides by MAX_SIZE (a candidate's slot cell * MAX_SIZE + digit - 1) are the same
 * at every shape.
 */
export const MAX_SIZE = 9;
export const MAX_CELLS = MAX_SIZE * MAX_SIZE;
export const MAX_UNITS = 3 * MAX_SIZE;

/** A box-line intersection: the box, the line and the cells they share, in unit order. */
export interface Segment {
  readonly box: number;
  readonly line: number;
  readonly cells: readonly number[];
}

export interface ShapeTables {
  readonly geometry: Geometry;
  /** Cells a unit holds, and the highest digit (9 classic). */
  readonly size: number;
  readonly cellCount: number;
  /** 3 × size: rows, columns, boxes. */
  readonly unitCount: number;
  /** Every digit 1…size as a candidate mask. */
  readonly allDigits: number;
  /** Peers each cell has (20 classic). */
  readonly peerCount: number;
  /** Cells of unit u are unitCells[u*size .. u*size+size-1]. */
  readonly unitCells: Uint8Array;
  /** The row, column and box unit of cell c are cellUnits[c*3 .. c*3+2]. */
  readonly cellUnits: Uint8Array;
  /** The peers of cell c are peerCells[c*peerCount .. c*peerCount+peerCount-1], ascending. */
  readonly peerCells: Uint8Array;
  /** sees[a*cellCount+b] = 1 when a and b are different cells sharing a unit. */
  readonly sees: Uint8Array;
  /** unitPosBit[c*3+k]: the bit of cell c within its row (k 0), column (1) and box (2). */
  readonly unitPosBit: Uint16Array;
  /** peerBits[c*3 .. c*3+2]: the cells c sees as a cell set of three 27-bit words (bitset.ts). */
  readonly peerBits: Int32Array;
  /** Masks over a box's positions (row-major): its rows, then its columns. */
  readonly boxRowMasks: readonly number[];
  readonly boxColMasks: readonly number[];
  /** Masks over a row's positions: the boxes it crosses; likewise for a column. */
  readonly rowBoxMasks: readonly number[];
  readonly colBoxMasks: readonly number[];
  /** Boxes across the grid (a band's boxes) and down it (a stack's). */
  readonly boxesAcross: number;
  readonly boxesDown: number;
  /** Every box-line intersection: boxes in order, each box's rows before its columns. */
  readonly segments: readonly Segment[];
  /**
   * For every mask over a row's positions (its columns), how many lie outside the box holding most of them; likewise
   * over a column's positions (its rows). The finned fish's pruning (fish.ts).
   */
  readonly rowOutsideBox: Uint8Array;
  readonly colOutsideBox: Uint8Array;
  /**
   * The corners r1c1, r1c2, r2c1, r2c2 of every rectangle of two rows and two columns spanning exactly two boxes (the
   * uniqueness techniques' rectangles), in (r1, r2, c1, c2) order, four entries a rectangle.
   */
  readonly rectangles: Uint8Array;
  /** The cells diagonally opposite cell c in such a rectangle are opposites[c*oppositeCount ..], ascending. */
  readonly opposites: Uint8Array;
  readonly oppositeCount: number;
}

function build(geometry: Geometry): ShapeTables {
  const { size, cellCount, boxRows, boxCols } = geometry;
  if (cellCount > MAX_CELLS || size > MAX_SIZE)
    throw new RangeError(`the grader handles grids up to ${MAX_SIZE}×${MAX_SIZE}, not ${size}×${size}`);
  const unitCount = geometry.units.length;
  const unitCells = Uint8Array.from(geometry.units.flatMap((u) => u.cells));
  const cellUnits = Uint8Array.from(
    geometry.unitsOf.flatMap((units) =>
      units.map((u) => (u.kind === 'row' ? 0 : u.kind === 'column' ? size : 2 * size) + u.index),
    ),
  );
  const peerCount = geometry.peers[0].length;
  if (geometry.peers.some((p) => p.length !== peerCount)) throw new RangeError('every cell needs as many peers');
  const peerCells = Uint8Array.from(geometry.peers.flat());
  const sees = new Uint8Array(cellCount * cellCount);
  for (let c = 0; c < cellCount; c++) for (const p of geometry.peers[c]) sees[c * cellCount + p] = 1;
  const unitPosBit = new Uint16Array(cellCount * 3);
  for (let u = 0; u < unitCount; u++)
    for (let i = 0; i < size; i++) unitPosBit[unitCells[u * size + i] * 3 + Math.floor(u / size)] = 1 << i;
  const peerBits = new Int32Array(cellCount * 3);
  for (let c = 0; c < cellCount; c++)
    for (const p of geometry.peers[c]) peerBits[c * 3 + ((p / 27) | 0)] |= 1 << (p % 27);
  const run = (length: number, at: (k: number) => number): number =>
    Array.from({ length }, (_, k) => 1 << at(k)).reduce((m, bit) => m | bit, 0);
  const boxRowMasks = Array.from({ length: boxRows }, (_, r) => run(boxCols, (k) => r * boxCols + k));
  const boxColMasks = Array.from({ length: boxCols }, (_, c) => run(boxRows, (k) => k * boxCols + c));
  const boxesAcross = size / boxCols;
  const boxesDown = size / boxRows;
  const rowBoxMasks = Array.from({ length: boxesAcross }, (_, b) => run(boxCols, (k) => b * boxCols + k));
  const colBoxMasks = Array.from({ length: boxesDown }, (_, b) => run(boxRows, (k) => b * boxRows + k));
  const segments: Segment[] = [];
  for (let box = 0; box < size; box++) {
    const top = Math.floor(box / boxesAcross) * boxRows;
    const left = (box % boxesAcross) * boxCols;
    for (let i = 0; i < boxRows; i++)
      segments.push({
        box: 2 * size + box,
        line: top + i,
        cells: Array.from({ length: boxCols }, (_, j) => (top + i) * size + left + j),
      });
    for (let j = 0; j < boxCols; j++)
      segments.push({
        box: 2 * size + box,
        line: size + left + j,
        cells: Array.from({ length: boxRows }, (_, i) => (top + i) * size + left + j),
      });
  }
  const outside = (boxMasks: readonly number[]): Uint8Array => {
    const table = new Uint8Array(1 << size);
    for (let m = 0; m < table.length; m++) {
      let fewest = size;
      for (const box of boxMasks) {
        let n = 0;
        for (let rest = m & ~box; rest !== 0; rest &= rest - 1) n++;
        fewest = Math.min(fewest, n);
      }
      table[m] = fewest;
    }
    return table;
  };
  const rowOutsideBox = outside(rowBoxMasks);
  const rectangles: number[] = [];
  const opposite: number[][] = Array.from({ length: cellCount }, () => []);
  for (let r1 = 0; r1 < size; r1++)
    for (let r2 = r1 + 1; r2 < size; r2++)
      for (let c1 = 0; c1 < size; c1++)
        for (let c2 = c1 + 1; c2 < size; c2++) {
          const [a, b, c, d] = [r1 * size + c1, r1 * size + c2, r2 * size + c1, r2 * size + c2];
          // Exactly two boxes: a shares its box with c (the rows in one band) or with b (the columns in one stack).
          const box = cellUnits[a * 3 + 2];
          if ((cellUnits[c * 3 + 2] === box) === (cellUnits[b * 3 + 2] === box)) continue; // one box, or four
          rectangles.push(a, b, c, d);
          opposite[a].push(d);
          opposite[d].push(a);
          opposite[b].push(c);
          opposite[c].push(b);
        }
  const opposites = opposite.flatMap((cells) => cells.sort((x, y) => x - y));
  return {
    geometry,
    size,
    cellCount,
    unitCount,
    allDigits: geometry.allDigits,
    peerCount,
    unitCells,
    cellUnits,
    peerCells,
    sees,
    unitPosBit,
    peerBits,
    boxRowMasks,
    boxColMasks,
    rowBoxMasks,
    colBoxMasks,
    boxesAcross,
    boxesDown,
    segments,
    rowOutsideBox,
    colOutsideBox: boxRows === boxCols ? rowOutsideBox : outside(colBoxMasks),
    rectangles: Uint8Array.from(rectangles),
    opposites: Uint8Array.from(opposites),
    oppositeCount: opposites.length / cellCount,
  };
}

/** Classic 9×9's tables, built once at load: the grader's default and its fast path. */
export const CLASSIC_SHAPE: ShapeTables = build(CLASSIC);

const cache = new WeakMap<Geometry, ShapeTables>([[CLASSIC, CLASSIC_SHAPE]]);

/** The tables of `geometry`, built on first use and kept (the same object on every call for one geometry). */
export function shapeOf(geometry: Geometry): ShapeTables {
  let shape = cache.get(geometry);
  if (!shape) {
    shape = build(geometry);
    cache.set(geometry, shape);
  }
  return shape;
}

/**
 * Whether the grader can work on grids of `geometry`: a box geometry of at most 9×9 whose tables build. Never throws,
 * so grade() and nextStep() answer a larger or malformed geometry with a reason instead of an exception.
 */
export function canGrade(geometry: Geometry): boolean {
  try {
    shapeOf(geometry);
    return true;
  } catch {
    return false;
  }
}
