/**
 * A grid's outline fitted inside its border: in a blurred photo of a screen a faint border may be no part of the grid's
 * piece of ink, and the sides are then fitted through the outer cells' digits or lines, cutting the outer row or
 * column. Its box lines tell: they stand evenly spaced, a box apart, and where the border is not seen at the outline,
 * the box lines' spacing carried out three cells from each says where it is. Or fitted outside it: a grid whose
 * bottom border is faint or not drawn has the caption under it fitted as its bottom side, and a line seen at the
 * outline counts as the border only where the box lines put it.
 */
import { apply, squareToQuad, type Point } from './homography.ts';
import { lineOffset } from './lattice.ts';
import { CELL, SIDE } from './rectify.ts';

/** Bands a line must be seen in (of 9) for its place to count. */
const MIN_SEEN = 5;
/** The outline is moved only when a side is this far (cells) from where the box lines put it. */
const MIN_MOVE = 0.2;
/** And no further than this: more is no outline a little off. */
const MAX_MOVE = 0.6;

/** Line k's offsets (px) from k × CELL in the bands it is seen in, in order. */
function readings(image: Float32Array, vertical: boolean, k: number): number[] {
  return Array.from({ length: 9 }, (_, band) => lineOffset(image, vertical, k, band))
    .filter((d): d is number => d !== null)
    .sort((a, b) => a - b);
}

/** Line k's median offset (px) from k × CELL, or null when it is seen in too few bands. */
function lineAt(image: Float32Array, vertical: boolean, k: number): number | null {
  const seen = readings(image, vertical, k);
  return seen.length >= MIN_SEEN ? seen[seen.length >> 1] : null;
}

/** A box line is firm when every band it is seen in puts it within this share of a cell of the others. */
const FIRM = 0.1;

/** Where the box lines put the grid's two borders along one axis (rectified px), or null when they are not seen. */
function boxExtent(image: Float32Array, vertical: boolean): { extent: [number, number]; firm: boolean } | null {
  const box3 = readings(image, vertical, 3);
  const box6 = readings(image, vertical, 6);
  if (box3.length < MIN_SEEN || box6.length < MIN_SEEN) return null;
  const [at3, at6] = [box3[box3.length >> 1], box6[box6.length >> 1]];
  const box = 3 * CELL + at6 - at3;
  const firm = [box3, box6].every((seen) => seen[seen.length - 1] - seen[0] <= FIRM * CELL);
  return { extent: [3 * CELL + at3 - box, 6 * CELL + at6 + box], firm };
}

/**
 * Whether the border at `k` (0 or 9) is seen at the outline and, when the box lines are firm, where they put it: a
 * line seen near the outline but elsewhere is no border (a caption's top under a grid whose bottom border is faint or
 * not drawn, wild explore3 s377: 0.38 of a cell below where the box lines put it, fitted as the bottom side). Box
 * lines a shaded box's edges pull about (wild explore4 s125: band readings 15 px apart) overrule no border.
 */
function borderSeen(image: Float32Array, vertical: boolean, k: 0 | 9, box: ReturnType<typeof boxExtent>): boolean {
  const seen = lineAt(image, vertical, k);
  if (seen === null) return false;
  return !box?.firm || Math.abs(k * CELL + seen - box.extent[k === 0 ? 0 : 1]) < MIN_MOVE * CELL;
}

/** [start, end] of the grid along one axis in rectified px, or null when the outline is where the box lines put it. */
function axisExtent(image: Float32Array, vertical: boolean): [number, number] | null {
  const box = boxExtent(image, vertical);
  if (!box) return null;
  // Only where the border is not seen at the outline: a border seen there is the outline, whatever the lines inside.
  if (borderSeen(image, vertical, 0, box) && borderSeen(image, vertical, 9, box)) return null;
  const [start, end] = box.extent;
  const off = Math.max(Math.abs(start), Math.abs(end - SIDE));
  if (off < MIN_MOVE * CELL || off > MAX_MOVE * CELL) return null;
  return box.extent;
}

/**
 * Corners moved to where the box lines put the outline, or null when they need no move. `corners` are the ones
 * `image` was rectified from.
 */
export function outlineFromBoxLines(image: Float32Array, corners: Point[]): Point[] | null {
  const across = axisExtent(image, true);
  const down = axisExtent(image, false);
  if (!across && !down) return null;
  const h = squareToQuad(corners);
  if (!h) return null;
  const [x0, x1] = across ?? [0, SIDE];
  const [y0, y1] = down ?? [0, SIDE];
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ].map(([x, y]) => apply(h, x / SIDE, y / SIDE));
}

/** How many of the grid's four border lines are seen at its outline (where the box lines put them: `borderSeen`). */
export function bordersSeen(image: Float32Array): number {
  let n = 0;
  for (const vertical of [true, false]) {
    const extent = boxExtent(image, vertical);
    for (const k of [0, 9] as const) if (borderSeen(image, vertical, k, extent)) n++;
  }
  return n;
}

/**
 * The cell lines' mean distances (px) from their places in `a` and in `b`, over the lines seen in both; null when none
 * is. Not the box lines: the move puts those on their places by its making.
 */
function cellLinesOff(a: Float32Array, b: Float32Array): [number, number] | null {
  let [sumA, sumB, n] = [0, 0, 0];
  for (const vertical of [true, false])
    for (const k of [1, 2, 4, 5, 7, 8]) {
      const [atA, atB] = [lineAt(a, vertical, k), lineAt(b, vertical, k)];
      if (atA === null || atB === null) continue;
      sumA += Math.abs(atA);
      sumB += Math.abs(atB);
      n++;
    }
  return n ? [sumA / n, sumB / n] : null;
}

/** A moved outline seen at no more borders is taken when its cell lines stand this much nearer their places. */
const FIT_GAIN = 0.4;
/** And when its corners stand this share of a cell or more inside the picture. */
const INSIDE = 0.25;

/** Whether `corners` stand INSIDE of a cell (the outline's side over 9) or more within a `width` × `height` picture. */
export function wellInside(corners: Point[], width: number, height: number): boolean {
  const side =
    corners.reduce((sum, p, i) => sum + Math.hypot(p.x - corners[(i + 1) % 4].x, p.y - corners[(i + 1) % 4].y), 0) / 4;
  const margin = (INSIDE * side) / 9;
  return corners.every(
    (p) => p.x >= margin && p.y >= margin && p.x <= width - 1 - margin && p.y <= height - 1 - margin,
  );
}

/**
 * Whether the outline moved to where the box lines put it (`moved`, rectified) is the grid's rather than the one it
 * was moved from (`rectified`): its border seen at more sides; or, seen at as many, its cell lines on average much
 * nearer their places and the moved outline well inside the picture (`inPicture`, from `wellInside`). A side fitted
 * half a column inside the grid, its border too faint to be seen either way (wild explore20 s392: a photographed
 * phone app, its right border lost in glare), shifts the cell lines further off the further they stand from the other
 * side, column 9's digits halved; moved, the lines fall on their places. A screenshot cropped at its board's edge has
 * its thick border halved by the picture's edge: the border's inner edge, fitted as the outline, is the better one to
 * cut cells at (wild explore13 s437: moved out to the picture's edge, the border's remnant inside the outer cells cut
 * their digits short).
 */
export function outlineTaken(moved: Float32Array, rectified: Float32Array, inPicture: boolean): boolean {
  const [seenMoved, seen] = [bordersSeen(moved), bordersSeen(rectified)];
  if (seenMoved !== seen) return seenMoved > seen;
  if (!inPicture) return false;
  const off = cellLinesOff(moved, rectified);
  return off !== null && off[0] <= FIT_GAIN * off[1];
}
