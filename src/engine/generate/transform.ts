/**
 * Sudoku's logic-preserving transformations (the puzzle's "isomorphs"): relabel the digits, permute the rows within
 * a band and the bands, the same for columns and stacks, and transpose. Each maps rows, columns and boxes onto rows,
 * columns and boxes, so a puzzle and its image have the same number of solutions and the same deductions, cell for
 * cell; only where the grader's fixed scan order meets them first changes. The trainer's bank (trainer-bank.ts)
 * turns one stored puzzle into many this way.
 *
 * With `rotate180` the transformation also keeps a givens pattern that is symmetric under a half turn symmetric:
 * a row permutation then commutes with r -> 8 - r (the bands stay or the outer two swap, the middle band's outer rows
 * stay or swap, and the last band's rows mirror the first's), and the same for columns; a transpose and a relabelling
 * always keep it.
 */
import type { Grid } from '../grid.ts';
import type { Rng } from '../rng.ts';

export interface Transformation {
  /** New row r holds old row rows[r]. */
  rows: readonly number[];
  /** New column c holds old column cols[c]. */
  cols: readonly number[];
  /** Swap rows and columns (after the permutations above). */
  transpose: boolean;
  /** digits[d] is the new label of old digit d (digits[0] = 0, a blank stays blank). */
  digits: readonly number[];
}

/** Which transformations to draw: every one, or those that keep a half-turn-symmetric givens pattern so. */
export type TransformKind = 'any' | 'rotate180';

const PERMS_OF_3: readonly (readonly number[])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];
const STAY_OR_SWAP_ENDS: readonly (readonly number[])[] = [
  [0, 1, 2],
  [2, 1, 0],
];

/** A permutation of the nine rows (or columns) that keeps bands (stacks) whole, drawn from `rng`. */
function lines(kind: TransformKind, rng: Rng): number[] {
  let bands: readonly number[];
  let inner: (readonly number[])[];
  if (kind === 'any') {
    bands = PERMS_OF_3[rng.int(6)];
    inner = [0, 1, 2].map(() => PERMS_OF_3[rng.int(6)]);
  } else {
    // Commutes with r -> 8 - r: see the file comment.
    bands = STAY_OR_SWAP_ENDS[rng.int(2)];
    const first = PERMS_OF_3[rng.int(6)];
    const last = [2 - first[2], 2 - first[1], 2 - first[0]];
    inner = [first, STAY_OR_SWAP_ENDS[rng.int(2)], last];
  }
  const out: number[] = [];
  for (let band = 0; band < 3; band++) for (let j = 0; j < 3; j++) out.push(3 * bands[band] + inner[band][j]);
  return out;
}

/** A transformation drawn from `rng` (a fixed number of draws of it, so what follows in the stream is reproducible). */
export function randomTransformation(kind: TransformKind, rng: Rng): Transformation {
  const rows = lines(kind, rng);
  const cols = lines(kind, rng);
  const transpose = rng.int(2) === 1;
  const digits = [0, ...rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9])];
  return { rows, cols, transpose, digits };
}

/** The image of a 9×9 grid (givens or a solution) under `t`: a new array, the input untouched. */
export function applyTransformation(grid: Grid, t: Transformation): Grid {
  const out = new Array<number>(81);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const from = t.rows[r] * 9 + t.cols[c];
      out[t.transpose ? c * 9 + r : r * 9 + c] = t.digits[grid[from]];
    }
  }
  return out;
}
