/**
 * Which way up the grid is. A photo may reach `scan` turned: taken sideways with no EXIF orientation, or (often in
 * practice) with a stale one that a browser or the CLI obeys, turning an upright photo on its side (7 of the 160
 * dev photos carry such a tag). Digits tell: read upright, most of a grid's pieces of ink are digits read surely; read a
 * quarter or half turn off, far fewer (the network takes many for no digit at all, and sideways 1s are too short to
 * be digits). So when too few are, the rectified grid is read in the other three turns, and a turn far surer than
 * the first is taken.
 */
import { SIDE } from './rectify.ts';

/** The rectified grid turned a quarter clockwise (SIDE × SIDE). */
export function quarterTurn(image: Float32Array): Float32Array {
  const turned = new Float32Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) for (let x = 0; x < SIDE; x++) turned[y * SIDE + x] = image[(SIDE - 1 - x) * SIDE + y];
  return turned;
}

/**
 * Below this share of a grid's pieces of ink read as sure digits, the other turns are tried. Of the 160 dev photos,
 * read upright, the share is 0.67 to 1 but for one (0.38: a grid run into the page's text); read a quarter or half
 * turn off, at most 0.53; each photo with a stale tag, read as its tag says, 0 to 0.36.
 */
const TRY_BELOW = 0.7;
/**
 * A turn is taken when its share beats the first reading's by this much. Upright, no other turn of a dev photo came
 * even level (the closest 0.29 below); the right turn of a turned photo beat the first by 0.64 to 1.
 */
const TAKE_GAIN = 0.25;

export interface TurnReading<T> {
  /** Quarter turns clockwise applied to the grid as first rectified (0 to 3). */
  turns: number;
  reading: T;
}

/**
 * The reading of the way up that reads best. `read` reads a rectified grid (SIDE × SIDE), the first one turned
 * `turns` quarters clockwise, and gives the share of its pieces of ink (cells with a crop) read as sure digits (0 when
 * it found none).
 */
export function readUpright<T>(
  rectified: Float32Array,
  read: (image: Float32Array, turns: number) => { reading: T; share: number },
): TurnReading<T> {
  const first = read(rectified, 0);
  if (first.share >= TRY_BELOW) return { turns: 0, reading: first.reading };
  let best = { turns: 0, reading: first.reading, share: first.share + TAKE_GAIN };
  let image = rectified;
  for (let turns = 1; turns < 4; turns++) {
    image = quarterTurn(image);
    const other = read(image, turns);
    if (other.share > best.share) best = { turns, reading: other.reading, share: other.share };
  }
  return { turns: best.turns, reading: best.reading };
}

/** The grid's corners (top-left, top-right, bottom-right, bottom-left) once it is turned `turns` quarters clockwise. */
export const turnCorners = <P>(corners: P[], turns: number): P[] => corners.map((_, i) => corners[(i + 4 - turns) % 4]);
