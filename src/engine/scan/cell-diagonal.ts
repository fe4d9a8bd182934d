/**
 * A stroke from one corner of a cell to the opposite one: a Kakuro's clue cell, split by its diagonal into the sums
 * across and down. No Sudoku cell has one: a digit's slanting stroke (a 2's, a 7's) stays in the middle of the cell,
 * far from its corners. So a grid with many is some other puzzle; an X-Sudoku's two diagonals cross the cells of the
 * grid's own diagonals only, which scan.ts leaves out of the count.
 */

/** Points sampled along the cell's diagonal, from DIAGONAL_FROM to 1 − DIAGONAL_FROM of its length. */
const SAMPLES = 24;
/** Past the corners, where the cell's lines meet the diagonal and pass for it. */
const DIAGONAL_FROM = 0.1;
/** Share of the points that must be inked: a drawn line, not a digit's stroke crossing it. */
const ON_LINE = 0.85;
/** Of the first and of the last END_POINTS points, this many must be inked: the line reaches both corners. */
const END_POINTS = 3;
const ENDS_INKED = 2;
/**
 * Share of the points of the lines parallel to it, a third of the cell aside, that may be inked: a clue's figures
 * lie there, in the triangles; a shaded or filled cell is inked everywhere.
 */
const OFF_LINE = 0.5;
const PARALLEL = 0.33;
/** Points this share of the cell or less from its sides are not looked at: what is left of a line lies there. */
const SIDE_CLEAR = 0.1;

/**
 * Whether `ink` (a w × h cell, how far each pixel is from its background) holds a corner-to-corner stroke at least
 * `level` strong, either way; `ink` below the cell's threshold counts (a Kakuro's diagonal is a hairline).
 */
export function hasDiagonal(ink: Float32Array, w: number, h: number, level: number): boolean {
  // Within a pixel of the point: lines of uneven thickness shift the cell's corners a little.
  const inkedNear = (x: number, y: number): boolean => {
    const cx = Math.round(x);
    const cy = Math.round(y);
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const px = cx + dx;
        const py = cy + dy;
        if (px >= 0 && py >= 0 && px < w && py < h && ink[py * w + px] >= level) return true;
      }
    return false;
  };
  /** Per point along the line (down: from the top-left corner, else from the bottom-left), inked or not. */
  const points = (down: boolean, shift: number): boolean[] => {
    const inked: boolean[] = [];
    for (let k = 0; k < SAMPLES; k++) {
      const t = DIAGONAL_FROM + ((1 - 2 * DIAGONAL_FROM) * k) / (SAMPLES - 1);
      const x = t * (w - 1) + shift * w;
      const y = (down ? t : 1 - t) * (h - 1);
      if (x < SIDE_CLEAR * w + 1 || x > (1 - SIDE_CLEAR) * w - 2) continue;
      inked.push(inkedNear(x, y));
    }
    return inked;
  };
  const share = (inked: boolean[]): number => (inked.length ? inked.filter(Boolean).length / inked.length : 0);
  return [true, false].some((down) => {
    const line = points(down, 0);
    const ends = [line.slice(0, END_POINTS), line.slice(-END_POINTS)];
    return (
      share(line) >= ON_LINE &&
      ends.every((end) => end.filter(Boolean).length >= ENDS_INKED) &&
      share(points(down, -PARALLEL)) <= OFF_LINE &&
      share(points(down, PARALLEL)) <= OFF_LINE
    );
  });
}
