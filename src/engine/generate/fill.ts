/**
 * A random, valid, completely filled grid drawn only from the seeded PRNG. The generator does not ask the solver
 * for this: which solution a solver finds first is an implementation detail, and a faster solver must not change
 * the puzzle a seed produces.
 */
import { CELLS, type Grid } from '../grid.ts';
import type { Rng } from '../rng.ts';

const boxIndex = (cell: number): number => (((cell / 27) | 0) * 3 + (((cell % 9) / 3) | 0)) | 0;

/** Search steps allowed for one attempt; a completion is found in well under 100 steps in practice. */
const STEP_BUDGET = 10_000;

function popcount9(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

class Filler {
  readonly cells = new Array<number>(CELLS).fill(0);
  private readonly rows = new Array<number>(9).fill(0);
  private readonly cols = new Array<number>(9).fill(0);
  private readonly boxes = new Array<number>(9).fill(0);
  private steps = 0;
  private readonly rng: Rng;

  constructor(rng: Rng) {
    this.rng = rng;
  }

  place(cell: number, digit: number): void {
    const bit = 1 << (digit - 1);
    this.cells[cell] = digit;
    this.rows[(cell / 9) | 0] |= bit;
    this.cols[cell % 9] |= bit;
    this.boxes[boxIndex(cell)] |= bit;
  }

  private unplace(cell: number, digit: number): void {
    const bit = ~(1 << (digit - 1));
    this.cells[cell] = 0;
    this.rows[(cell / 9) | 0] &= bit;
    this.cols[cell % 9] &= bit;
    this.boxes[boxIndex(cell)] &= bit;
  }

  private candidates(cell: number): number {
    return 0x1ff & ~(this.rows[(cell / 9) | 0] | this.cols[cell % 9] | this.boxes[boxIndex(cell)]);
  }

  /** Depth-first completion: most constrained cell first, its candidates in random order. */
  complete(): boolean {
    if (++this.steps > STEP_BUDGET) return false;
    let best = -1;
    let bestMask = 0;
    let bestCount = 10;
    for (let cell = 0; cell < CELLS; cell++) {
      if (this.cells[cell] !== 0) continue;
      const mask = this.candidates(cell);
      const count = popcount9(mask);
      if (count < bestCount) {
        best = cell;
        bestMask = mask;
        bestCount = count;
        if (count <= 1) break;
      }
    }
    if (best === -1) return true;
    if (bestCount === 0) return false;
    const digits: number[] = [];
    for (let d = 1; d <= 9; d++) if (bestMask & (1 << (d - 1))) digits.push(d);
    this.rng.shuffle(digits);
    for (const digit of digits) {
      this.place(best, digit);
      if (this.complete()) return true;
      if (this.steps > STEP_BUDGET) return false;
      this.unplace(best, digit);
    }
    return false;
  }
}

/**
 * Boxes 1, 5 and 9 share no unit, so each takes an independent random permutation; any such start can be
 * completed, and the depth-first completion with shuffled candidates randomises the rest.
 */
export function randomSolvedGrid(rng: Rng): Grid {
  for (;;) {
    const filler = new Filler(rng);
    for (const box of [0, 4, 8]) {
      const digits = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const r0 = ((box / 3) | 0) * 3;
      const c0 = (box % 3) * 3;
      for (let i = 0; i < 9; i++) filler.place((r0 + ((i / 3) | 0)) * 9 + c0 + (i % 3), digits[i]);
    }
    // The budget only guards against a pathological search; a retry draws a fresh start from the same stream.
    if (filler.complete()) return filler.cells.slice();
  }
}
