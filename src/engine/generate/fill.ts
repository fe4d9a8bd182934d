/**
 * A random, valid, completely filled grid of any box geometry, drawn only from the seeded PRNG. The generator does
 * not ask the solver for this: which solution a solver finds first is an implementation detail, and a faster solver
 * must not change the puzzle a seed produces. The tables (a cell's row, column and box) come from the geometry once
 * per geometry; the search itself is the same for 4×4, 6×6 and 9×9.
 */
import { CLASSIC, type Geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import type { Rng } from '../rng.ts';
import { cellTables } from './cell-tables.ts';

/** Search steps allowed for one attempt; a completion is found in well under 100 steps in practice. */
const STEP_BUDGET = 10_000;

/** The k-th (0-based) set bit of `mask`, as a digit 1–size. */
function nthDigit(mask: number, k: number): number {
  let m = mask;
  for (let i = 0; i < k; i++) m &= m - 1;
  return 32 - Math.clz32(m & -m);
}

/**
 * One geometry's filler: its tables and the scratch state of the current fill (filling is synchronous, so one set
 * is enough). A closure rather than a class: the search reads its tables as closure variables, as fast as the
 * module constants the 9×9-only version used (a class's fields cost the 9×9 fill 14 %).
 */
function fillerFor(geometry: Geometry): (rng: Rng) => Grid {
  const { size, cellCount } = geometry;
  const all = geometry.allDigits;
  const { row: ROW, column: COLUMN, box: BOX } = cellTables(geometry);
  const POPCOUNT = Uint8Array.from({ length: 1 << size }, (_, mask) => {
    let n = 0;
    for (let m = mask; m; m &= m - 1) n++;
    return n;
  });
  const cells = new Int8Array(cellCount);
  const rows = new Uint16Array(size);
  const columns = new Uint16Array(size);
  const boxes = new Uint16Array(size);
  // Boxes that share no row or column (the diagonal ones: 1, 5 and 9 classic), each with its cells.
  const across = size / geometry.boxCols;
  const down = size / geometry.boxRows;
  const boxUnits = geometry.units.filter((unit) => unit.kind === 'box');
  const independent = Array.from({ length: Math.min(across, down) }, (_, k) => boxUnits[k * across + k].cells);
  const blank: Grid = [];
  for (let cell = 0; cell < cellCount; cell++) blank.push(0);
  /** Scratch for one independent box's permutation: reset to 1…size before each shuffle, so the draws are unchanged. */
  const digits = Array.from({ length: size }, (_, i) => i + 1);
  let steps = 0;

  function toggle(cell: number, digit: number): void {
    const bit = 1 << (digit - 1);
    rows[ROW[cell]] ^= bit;
    columns[COLUMN[cell]] ^= bit;
    boxes[BOX[cell]] ^= bit;
  }

  /** Depth-first completion: most constrained cell first, its candidates tried in random order. */
  function complete(rng: Rng): boolean {
    if (++steps > STEP_BUDGET) return false;
    let best = -1;
    let bestMask = 0;
    let bestCount = size + 1;
    for (let cell = 0; cell < cellCount; cell++) {
      if (cells[cell] !== 0) continue;
      const mask = all & ~(rows[ROW[cell]] | columns[COLUMN[cell]] | boxes[BOX[cell]]);
      const count = POPCOUNT[mask];
      if (count < bestCount) {
        best = cell;
        bestMask = mask;
        bestCount = count;
        if (count <= 1) break;
      }
    }
    if (best === -1) return true;
    let left = bestMask;
    while (left !== 0) {
      const digit = nthDigit(left, rng.int(POPCOUNT[left]));
      left &= ~(1 << (digit - 1));
      cells[best] = digit;
      toggle(best, digit);
      if (complete(rng)) return true;
      toggle(best, digit);
      cells[best] = 0;
      if (steps > STEP_BUDGET) return false;
    }
    return false;
  }

  /**
   * The independent boxes each take a random permutation; any such start can be completed, and the depth-first
   * completion with shuffled candidates randomises the rest. Nothing is allocated but the grid returned: a level
   * search fills a grid per attempt, and its garbage is what V8's collector threads work on beside the generator
   * (issue 31).
   */
  return (rng) => {
    for (;;) {
      cells.fill(0);
      rows.fill(0);
      columns.fill(0);
      boxes.fill(0);
      steps = 0;
      for (let k = 0; k < independent.length; k++) {
        const boxCells = independent[k];
        for (let i = 0; i < size; i++) digits[i] = i + 1;
        rng.shuffle(digits);
        for (let i = 0; i < size; i++) {
          cells[boxCells[i]] = digits[i];
          toggle(boxCells[i], digits[i]);
        }
      }
      // The budget only guards against a pathological search; a retry draws a fresh start from the same stream.
      if (complete(rng)) return gridOf(cells, blank);
    }
  };
}

/**
 * The filled cells as a plain array, copied from `blank` (zeros, pushed: packed small integers, as `Array.from` made
 * the grid) so it is allocated once at its size. `Array.from(cells)` read the typed array through its iterator, one
 * result object per cell: it is a builtin, whose allocations the optimizing compiler can't remove.
 */
function gridOf(cells: Int8Array, blank: Grid): Grid {
  const grid = blank.slice();
  for (let cell = 0; cell < cells.length; cell++) grid[cell] = cells[cell];
  return grid;
}

const fillers = new WeakMap<Geometry, (rng: Rng) => Grid>();

/** A random solved grid of `geometry` (classic 9×9 by default), reproducible from the stream. */
export function randomSolvedGrid(rng: Rng, geometry: Geometry = CLASSIC): Grid {
  let filler = fillers.get(geometry);
  if (!filler) {
    filler = fillerFor(geometry);
    fillers.set(geometry, filler);
  }
  return filler(rng);
}
