/**
 * Bent paper: a newspaper page curls, so the grid's inner lines are not where one homography of its four corners
 * puts them (a column line bowed by half a cell runs through the digits beside it). Here the lines are found again
 * in the rectified grid, piece by piece: each of the 10 lines across an axis is located in each of the 9 bands along
 * it, and the 10 × 10 crossings make a lattice. Sampling each cell from its own four crossings (a piecewise
 * bilinear warp) puts every cell back in its square, however the page bends between them. A line is looked for only
 * near its straight place, so the lines are found once more in the grid so straightened, for what is left.
 */
import { CELL, SIDE } from './rectify.ts';
import type { Point } from './homography.ts';

/** Each line's offset (px, across it) from its straight place at the centre of each of its 9 bands. */
export interface Lattice {
  /** columns[k][r]: vertical line k in row band r. */
  columns: number[][];
  /** rows[j][c]: horizontal line j in column band c. */
  rows: number[][];
}

/** How far a line may be found from its place under the homography, as a fraction of a cell. */
const REACH = 0.3;
/** Rows (or columns) of a band left out at each end: the crossing lines are dark all the way across. */
const END = 3;
/** A line must stand this many gray levels above the darkness beside it in its band to be taken. */
const MIN_PEAK = 12;
/**
 * How far (px of a CELL-pixel cell) some line must bend along its length for the warp to be used: a sixth of a cell.
 * A line shifted or bent less is within what cutting the cells allows for (they find each line's place across the
 * grid and centre each digit), and a warp from readings a pixel apart moves the edge of a faint digit more often
 * than it helps: on the dev photos it turned as many grids from right to wrong as the other way.
 */
const MIN_BEND = CELL / 6;
/** Lines that must bend by MIN_BEND for the warp to be used: a page's curl bends several, a misreading one. */
const MIN_BENT = 2;
/** The most a line may move (px) from one band to the next: more is a misreading, not a bend. */
const MAX_STEP = 0.12 * CELL;
/**
 * Where a page curls hard (its corner lifted off the table), a line moves up to twice MAX_STEP a band (synthetic
 * explore3 photos 3 and 138: lines bowed by a third of a cell over the top row were left straight, their top cells cut
 * through the digits), and its steps change little from band to band: a step over MAX_STEP is taken when the steps
 * into and out of it (the one beside it, at the first or last band) differ from it by at most CURVE px. A misreading
 * jumps out and back.
 */
const CURVE = 0.5 * MAX_STEP;
/** A band's reading this far (px) from both neighbours', the same way, is a spike, not the line. */
const SPIKE = 0.15 * CELL;
/** Bands in which a line must be seen for its bend to be trusted; otherwise it bends as its neighbours (findLattice). */
const MIN_SEEN = 5;

/** How far each side of a line its background is measured, in pixels: past a thick border's width. */
const SIDE_GAP = 5;

/**
 * Where line `k` across one axis lies in band `band` along it: the offset from k × CELL with the strongest line
 * response, or null where none stands out. A column's darkness is taken at the 25th percentile across the band:
 * high where it is dark nearly all the way, as a line is (a digit's stroke beside the line leaves gaps); its
 * response is that darkness less the mean of the darkness SIDE_GAP pixels to each side, so a shadow's edge (a ramp
 * of darkness) does not pull the line towards the shadow.
 */
export function lineOffset(image: Float32Array, vertical: boolean, k: number, band: number): number | null {
  const reach = Math.round(REACH * CELL);
  const from = band * CELL + END;
  const to = (band + 1) * CELL - END;
  const along = new Float32Array(to - from);
  const darkness = (a: number): number | null => {
    if (a < 0 || a >= SIDE) return null;
    for (let b = from; b < to; b++) along[b - from] = 255 - (vertical ? image[b * SIDE + a] : image[a * SIDE + b]);
    return along.sort()[Math.floor(0.25 * along.length)];
  };
  const levels = new Map<number, number | null>();
  const level = (a: number) => {
    if (!levels.has(a)) levels.set(a, darkness(a));
    return levels.get(a) ?? null;
  };
  const response: number[] = [];
  for (let d = -reach; d <= reach; d++) {
    const a = k * CELL + d;
    const own = level(a);
    const sides = [level(a - SIDE_GAP), level(a + SIDE_GAP)].filter((v): v is number => v !== null);
    response.push(own === null || !sides.length ? -Infinity : own - sides.reduce((p, q) => p + q, 0) / sides.length);
  }
  let peak = 0;
  for (let i = 1; i < response.length; i++) if (response[i] > response[peak]) peak = i;
  if (response[peak] < MIN_PEAK) return null;
  // Sub-pixel: the vertex of the parabola through the peak and its neighbours.
  const left = response[peak - 1];
  const right = response[peak + 1];
  let shift = 0;
  if (Number.isFinite(left) && Number.isFinite(right)) {
    const curve = left - 2 * response[peak] + right;
    if (curve < 0) shift = Math.max(-0.5, Math.min(0.5, (0.5 * (left - right)) / curve));
  }
  return peak - reach + shift;
}

/**
 * The offsets of line `k` at its 9 bands' centres: each band's own reading (a fold makes a kink that a smooth curve
 * would not follow), less a spike that differs from both neighbours the same way by more than SPIKE (a digit's
 * stroke taken for the line), gaps filled from the nearest readings. Null for a line seen in too few bands or not
 * smoothly: not to be trusted (findLattice bends it as its neighbours).
 */
function lineBend(image: Float32Array, vertical: boolean, k: number): number[] | null {
  const raw = Array.from({ length: 9 }, (_, band) => lineOffset(image, vertical, k, band));
  const kept = raw.map((d, i) => {
    const before = raw[i - 1] ?? null;
    const after = raw[i + 1] ?? null;
    if (d === null || before === null || after === null) return d;
    const spike = (d - before > SPIKE && d - after > SPIKE) || (before - d > SPIKE && after - d > SPIKE);
    return spike ? null : d;
  });
  if (kept.filter((d) => d !== null).length < MIN_SEEN) return null;
  const bend = kept.map((_, i) => filled(kept, i));
  // Paper bends smoothly: a line that jumps between neighbouring bands was misread somewhere (a box's shading, a
  // digit against it), and is not trusted.
  if (!smooth(bend)) return null;
  // Only a border's bend is taken, not its shift (a thick border would otherwise shrink the outer cells).
  return k === 0 || k === 9 ? unshifted(bend) : bend;
}

/** Whether a line's offsets at its bands follow a bend: each step at most MAX_STEP, or up to twice that steadily. */
function smooth(bend: number[]): boolean {
  // The change of step at band i (a second difference); 0 at the ends, where there is no step on that side.
  const turn = (i: number): number =>
    i < 2 || i >= bend.length ? 0 : Math.abs(bend[i] - 2 * bend[i - 1] + bend[i - 2]);
  return bend.every((d, i) => {
    if (i === 0) return true;
    const step = Math.abs(d - bend[i - 1]);
    return step <= MAX_STEP || (step <= 2 * MAX_STEP && turn(i) <= CURVE && turn(i + 1) <= CURVE);
  });
}

/**
 * The reading at `i`, or one interpolated between the nearest readings (held beyond the first and last; 0 with none):
 * a line's bands, or the lines' readings in one band (fromNeighbours).
 */
function filled(kept: (number | null)[], i: number): number {
  const own = kept[i];
  if (own !== null) return own;
  let before = i - 1;
  while (before >= 0 && kept[before] === null) before--;
  let after = i + 1;
  while (after < kept.length && kept[after] === null) after++;
  const low = kept[before] ?? null;
  const high = kept[after] ?? null;
  if (low === null) return high ?? 0;
  if (high === null) return low;
  const t = (i - before) / (after - before);
  return low * (1 - t) + high * t;
}

/** A line's offset at `at` pixels along it: linear between its bands' centres, held beyond the first and last. */
function offsetAt(bend: number[], at: number): number {
  const f = Math.max(0, Math.min(8, at / CELL - 0.5));
  const i = Math.min(7, Math.floor(f));
  const t = f - i;
  return bend[i] * (1 - t) + bend[i + 1] * t;
}

/**
 * The bends of the grid's lines in a rectified grid (ink dark), or null when fewer than MIN_BENT lines seen bend
 * along their length by MIN_BEND: a flat page needs no second warp.
 */
export function findLattice(image: Float32Array): Lattice | null {
  const columns = Array.from({ length: 10 }, (_, k) => lineBend(image, true, k));
  const rows = Array.from({ length: 10 }, (_, k) => lineBend(image, false, k));
  const bent = [...columns, ...rows].filter((bend) => bend && Math.max(...bend) - Math.min(...bend) >= MIN_BEND);
  return bent.length < MIN_BENT ? null : { columns: fromNeighbours(columns), rows: fromNeighbours(rows) };
}

/**
 * Every line's bend. A line not seen well enough to trust (a column of digits against it, a shaded box, a bow past
 * its reach) bends as the trusted lines beside it do, band by band, for paper bends smoothly from line to line:
 * between two, as both, weighted by nearness; past the last one, as that one (`filled`). Left straight, it ran through
 * its cells' digits where its neighbours bowed by a third of a cell (synthetic explore 1: column line 1 left straight
 * while lines 0 and 2 bowed 6–9 px over the bottom rows, a 1 read in r9c2; tune 79: lines 4, 5 and 7 to 9, the last
 * three beside line 6 bowed 8 px). A border so bent takes only the shape, less its median, as its own reading would
 * (a trusted border's bend is its shape too, so inner lines filled beside one lean a little towards no shift). With
 * fewer than two lines trusted on the axis, the others stay straight: one line's bend is no page's.
 */
function fromNeighbours(lines: (number[] | null)[]): number[][] {
  const trusted = lines.filter((bend) => bend).length;
  return lines.map((bend, k) => {
    if (bend) return bend;
    if (trusted < 2) return new Array<number>(9).fill(0);
    const mixed = Array.from({ length: 9 }, (_, band) =>
      filled(
        lines.map((line) => line?.[band] ?? null),
        k,
      ),
    );
    return k === 0 || k === lines.length - 1 ? unshifted(mixed) : mixed;
  });
}

/** A border's bend without its shift: the corners were fitted at its outer edge, so its centre lies half its width in. */
function unshifted(bend: number[]): number[] {
  const shift = [...bend].sort((p, q) => p - q)[4];
  return bend.map((d) => d - shift);
}

/** A map from a straightened grid's points to a rectified grid's. */
export type Bend = (x: number, y: number) => Point;

/** Warps tried, one on the other: a line bowed further than REACH is found only that far at first, the rest after. */
const PASSES = 2;

/**
 * A curled page's grid straightened: the lines found in `rectified` (a homography's grid) and every cell resampled
 * through their bends by `resample`, then once more through the bends still left. Each warp is kept only when it
 * brings the lines nearer their places (a fold makes a kink no smooth bend follows). Null when no warp is kept: a
 * flat page, or lines too broken to trust.
 */
export function straighten(
  rectified: Float32Array,
  resample: (bend: Bend) => Float32Array | null,
): { image: Float32Array; bend: Bend } | null {
  let image = rectified;
  // Measured once a lattice is found: a flat page (most pictures) costs no more than the search for it.
  let off: number | null = null;
  let kept: Bend | null = null;
  for (let pass = 0; pass < PASSES; pass++) {
    const lattice = findLattice(image);
    if (!lattice) break;
    off ??= misalignment(image);
    const inner = latticeMap(lattice);
    const outer = kept;
    // A point of the new grid, moved into the grid straightened so far, then into the homography's grid.
    const bend: Bend = outer
      ? (x, y) => {
          const q = inner(x, y);
          return outer(q.x, q.y);
        }
      : inner;
    const again = resample(bend);
    const offAgain = again ? misalignment(again) : Infinity;
    if (!again || offAgain >= off) break;
    [image, off, kept] = [again, offAgain, bend];
  }
  return kept ? { image, bend: kept } : null;
}

/**
 * How far the grid's lines are from their places in a rectified grid: the mean distance, in pixels, of every line
 * reading in every band from where the line should be (k × CELL). A warp is kept only when it brings this down:
 * a fold makes a kink no smooth bend follows, and a warp that misjudged one would bend straight lines.
 */
export function misalignment(image: Float32Array): number {
  let sum = 0;
  let n = 0;
  for (const vertical of [true, false])
    for (let k = 0; k <= 9; k++)
      for (let band = 0; band < 9; band++) {
        const d = lineOffset(image, vertical, k, band);
        if (d === null) continue;
        sum += Math.abs(d);
        n++;
      }
  return n ? sum / n : 0;
}

/**
 * The map from a point of the straightened grid to where it lies in the rectified one (both in pixels): displaced
 * across by the two column lines either side, each at that height (linear between its bands' centres), weighted by
 * nearness, and down by the two row lines above and below likewise. It follows every band's reading exactly.
 */
export function latticeMap({ columns, rows }: Lattice): Bend {
  const across = (bends: number[][], at: number, along: number): number => {
    const f = Math.max(0, Math.min(9, at / CELL));
    const k = Math.min(8, Math.floor(f));
    const t = f - k;
    return (1 - t) * offsetAt(bends[k], along) + t * offsetAt(bends[k + 1], along);
  };
  return (x, y) => ({ x: x + across(columns, x, y), y: y + across(rows, y, x) });
}
