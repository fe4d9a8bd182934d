/**
 * A Futoshiki's inequality signs: its cells are tiles apart and each sign stands in the gap between two of them, at
 * the middle of their shared side, with nothing at the side's ends. A Sudoku's tiles have empty gaps, and a line
 * along a side runs its whole length. Counted before the rule was written, on the 15 looked-at wild sets' grids found
 * as tiles or gaps: Sudoku pictures at most 9 such sides, 9 × 9 Futoshikis 27 to 60 but for three found off their
 * tiles (declined for other reasons). Three were returned as Sudokus with every cell in doubt (explore9 n132, explore19
 * n048, explore20 n090: enough digits beside their clashes).
 */
import { nthInPlace } from './median.ts';
import { CELL, SIDE } from './rectify.ts';

/** Ink this many gray levels darker than the grid's paper. */
const INK = 60;
/** Across a side: this many px each way of the cells' shared edge (a sign's strokes; a gap is 6 px or more). */
const HALF_GAP = 2;
/** Along a side (px from its start): the middle, where a sign stands, and the two ends, where a line would run too. */
const MIDDLE: [number, number] = [11, 21];
const ENDS: [number, number][] = [
  [2, 8],
  [24, 30],
];
/** Ink pixels in the middle for a sign. */
const MIN_SIGN_INK = 4;

/**
 * A grid of tiles apart with at least this many sides holding a sign between two tiles is a Futoshiki: twice a
 * Sudoku's most, two thirds of a Futoshiki's fewest (scan.ts declines it).
 */
export const MIN_SIGN_SIDES = 18;

/**
 * How many of the rectified grid's (ink dark) 144 inner cell sides hold a sign in the middle and none at the ends. A
 * sign straddles the side: some row of its middle is inked on both pixels next to the cells' shared edge. Round tiles
 * nearly touching have ink in the middle of each side and none at its ends too, but on one pixel's side of the edge
 * only where their arcs meet (circles 30 px across in 32 px cells counted 144 sides without this).
 */
export function signSides(rectified: Float32Array): number {
  // The paper: most of a grid is paper, whatever its tiles and digits.
  const paper = nthInPlace(Float32Array.from(rectified), Math.floor(0.8 * rectified.length));
  const dark = (along: number, across: number, vertical: boolean): boolean =>
    paper - rectified[vertical ? along * SIDE + across : across * SIDE + along] > INK;
  let signs = 0;
  for (const vertical of [true, false])
    for (let k = 1; k < 9; k++)
      for (let band = 0; band < 9; band++) {
        const inked = ([from, to]: [number, number]): number => {
          let n = 0;
          for (let t = band * CELL + from; t < band * CELL + to; t++)
            for (let a = k * CELL - HALF_GAP; a < k * CELL + HALF_GAP; a++) if (dark(t, a, vertical)) n++;
          return n;
        };
        let straddled = false;
        for (let t = band * CELL + MIDDLE[0]; t < band * CELL + MIDDLE[1] && !straddled; t++)
          straddled = dark(t, k * CELL - 1, vertical) && dark(t, k * CELL, vertical);
        if (straddled && inked(MIDDLE) >= MIN_SIGN_INK && ENDS.every((end) => inked(end) === 0)) signs++;
      }
  return signs;
}
