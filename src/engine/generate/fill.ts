/**
 * A random, valid, completely filled grid drawn only from the seeded PRNG. The generator does not ask the solver
 * for this: which solution a solver finds first is an implementation detail, and a faster solver must not change
 * the puzzle a seed produces.
 */
import { CELLS, type Grid } from '../grid.ts';
import type { Rng } from '../rng.ts';

const ROW = Int8Array.from({ length: CELLS }, (_, cell) => (cell / 9) | 0);
const COLUMN = Int8Array.from({ length: CELLS }, (_, cell) => cell % 9);
const BOX = Int8Array.from({ length: CELLS }, (_, cell) => ((cell / 27) | 0) * 3 + (((cell % 9) / 3) | 0));
const POPCOUNT = Uint8Array.from({ length: 512 }, (_, mask) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
});

/** Search steps allowed for one attempt; a completion is found in well under 100 steps in practice. */
const STEP_BUDGET = 10_000;

// Scratch state of the current fill (filling is synchronous, so one set is enough).
const cells = new Int8Array(CELLS);
const rows = new Uint16Array(9);
const columns = new Uint16Array(9);
const boxes = new Uint16Array(9);
let steps = 0;

function toggle(cell: number, digit: number): void {
  const bit = 1 << (digit - 1);
  rows[ROW[cell]] ^= bit;
  columns[COLUMN[cell]] ^= bit;
  boxes[BOX[cell]] ^= bit;
}

/** The k-th (0-based) set bit of `mask`, as a digit 1–9. */
function nthDigit(mask: number, k: number): number {
  let m = mask;
  for (let i = 0; i < k; i++) m &= m - 1;
  return 32 - Math.clz32(m & -m);
}

/** Depth-first completion: most constrained cell first, its candidates tried in random order. */
function complete(rng: Rng): boolean {
  if (++steps > STEP_BUDGET) return false;
  let best = -1;
  let bestMask = 0;
  let bestCount = 10;
  for (let cell = 0; cell < CELLS; cell++) {
    if (cells[cell] !== 0) continue;
    const mask = 0x1ff & ~(rows[ROW[cell]] | columns[COLUMN[cell]] | boxes[BOX[cell]]);
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
 * Boxes 1, 5 and 9 share no unit, so each takes an independent random permutation; any such start can be
 * completed, and the depth-first completion with shuffled candidates randomises the rest.
 */
export function randomSolvedGrid(rng: Rng): Grid {
  for (;;) {
    cells.fill(0);
    rows.fill(0);
    columns.fill(0);
    boxes.fill(0);
    steps = 0;
    for (const box of [0, 4, 8]) {
      const digits = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const r0 = ((box / 3) | 0) * 3;
      const c0 = (box % 3) * 3;
      for (let i = 0; i < 9; i++) {
        const cell = (r0 + ((i / 3) | 0)) * 9 + c0 + (i % 3);
        cells[cell] = digits[i];
        toggle(cell, digits[i]);
      }
    }
    // The budget only guards against a pathological search; a retry draws a fresh start from the same stream.
    if (complete(rng)) return Array.from(cells);
  }
}
