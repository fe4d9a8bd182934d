/**
 * A grid of tiles found short of 9 × 9 by a row or column at its edge (find-tiles.ts): the outer tiles' flat regions
 * ran into the page around the grid, which is their own gray (a board's background that is the page's, a photo's
 * toolbar under the grid), so the lattice of tiles linked by their neighbours is 7 or 8 wide. The missing tiles are
 * still seen one step out from the lattice's edge: each as flat in its middle as a tile of the lattice's own gray,
 * and set apart from its inner neighbour by a gap as the lattice's own tiles are from theirs. A lattice is completed
 * only when the added lines hold such tiles and the line one step further out does not (a larger table of tiles,
 * a 10 × 10 one, is not made a 9 × 9 grid), and only one way of completing it does.
 */
import { apply, type Homography } from './homography.ts';
import type { Gray } from './image.ts';
import { median } from './median.ts';

/** A missing line is taken when this many of its 9 tiles are seen (a tile crossed by a digit or a cursor may not). */
const MIN_SEEN = 6;
/** The line beyond the completed grid must have fewer tiles than this seen: there, the page or the board's edge. */
const MAX_BEYOND = 3;
/** A tile's gray may differ from its inner neighbour's by this share of the gap's contrast (and 6 levels at least). */
const LEVEL_SHARE = 0.35;
const MIN_LEVEL = 6;
/** A gap must stand at least this share of the lattice's median gap contrast from the tiles beside it. */
const GAP_SHARE = 0.5;
/** Contrast between the lattice's tiles and its gaps, in gray levels, below which no tile is told from the page. */
const MIN_CONTRAST = 6;

/** Where the missing lines go: how many columns and rows before the lattice's first. */
export interface Completion {
  col: number;
  row: number;
}

/**
 * How to complete a lattice `cols` × `rows` tiles (7 to 9 each) to 9 × 9, or null when no single way shows tiles
 * where they are missing. `h` maps a point of the lattice, in cells from its first tile's outer corner divided by 9,
 * to the picture; `linked` are pairs of neighbouring tiles of the lattice (their cells), whose gaps give the contrast.
 */
export function completeLattice(
  gray: Gray,
  h: Homography,
  cols: number,
  rows: number,
  linked: [number, number, number, number][],
): Completion | null {
  if (cols < 7 || rows < 7 || cols > 9 || rows > 9) return null;
  const at = (u: number, v: number): number => {
    const p = apply(h, u / 9, v / 9);
    const x = Math.round(p.x);
    const y = Math.round(p.y);
    return x >= 0 && y >= 0 && x < gray.width && y < gray.height ? gray.pixels[y * gray.width + x] : -1;
  };
  // Of the levels inside the picture (-1 outside it); -1 when none is.
  const seenMedian = (values: number[]): number => {
    const seen = values.filter((v) => v >= 0);
    return seen.length ? median(seen) : -1;
  };
  // A tile's gray: the median over its middle (a digit covers less than half of it).
  const tileLevel = (c: number, r: number): number => {
    const levels: number[] = [];
    for (let i = -2; i <= 2; i++) for (let j = -2; j <= 2; j++) levels.push(at(c + 0.5 + 0.15 * i, r + 0.5 + 0.15 * j));
    return seenMedian(levels);
  };
  // The gap between tile (c, r) and its neighbour (c + dc, r + dr): across the boundary between them, the gray
  // furthest from the tile's (the gap is a few pixels wide and a box gap sits off the uniform step), along it the
  // median.
  const gapLevel = (c: number, r: number, dc: number, dr: number, tile: number): number => {
    const along: number[] = [];
    for (let s = 0.2; s <= 0.81; s += 0.1) {
      let furthest = -1;
      for (let d = -0.2; d <= 0.21; d += 0.02) {
        const u = dc ? c + (dc > 0 ? 1 : 0) + d : c + s;
        const v = dr ? r + (dr > 0 ? 1 : 0) + d : r + s;
        const g = at(u, v);
        if (g >= 0 && (furthest < 0 || Math.abs(g - tile) > Math.abs(furthest - tile))) furthest = g;
      }
      along.push(furthest);
    }
    return seenMedian(along);
  };
  const contrasts = linked.map(([c, r, c2, r2]) => {
    const tile = tileLevel(c, r);
    return gapLevel(c, r, c2 - c, r2 - r, tile) - tile;
  });
  const contrast = seenMedian(contrasts.map((d) => d + 256)) - 256;
  if (Math.abs(contrast) < MIN_CONTRAST) return null;
  const isGap = (c: number, r: number, dc: number, dr: number, tile: number): boolean => {
    const gap = gapLevel(c, r, dc, dr, tile) - tile;
    return Math.sign(gap) === Math.sign(contrast) && Math.abs(gap) >= GAP_SHARE * Math.abs(contrast);
  };
  // Tile (c, r), outside the lattice, next to (c - dc, r - dr) on the inside: of the inner one's gray, a gap between.
  const seenTile = (c: number, r: number, dc: number, dr: number): boolean => {
    const inner = tileLevel(c - dc, r - dr);
    const own = tileLevel(c, r);
    if (inner < 0 || own < 0 || Math.abs(own - inner) > Math.max(MIN_LEVEL, LEVEL_SHARE * Math.abs(contrast)))
      return false;
    return isGap(c - dc, r - dr, dc, dr, inner);
  };
  // Whether column `k` (or row `k`) next to the lattice's edge on side `d` holds a line of tiles, among 9 from
  // `first`: most of them seen, and most of the gaps between them along the line too (a toolbar or a page of the
  // tiles' gray beside the grid is one flat band, with no gaps along it).
  const lineOfTiles = (vertical: boolean, k: number, d: number, first: number, least: number): boolean => {
    let tiles = 0;
    let gaps = 0;
    for (let i = first; i < first + 9; i++) {
      if (vertical ? seenTile(k, i, d, 0) : seenTile(i, k, 0, d)) tiles++;
      if (i === first + 8) continue;
      const level = vertical ? tileLevel(k, i) : tileLevel(i, k);
      if (vertical ? isGap(k, i, 0, 1, level) : isGap(i, k, 1, 0, level)) gaps++;
    }
    return tiles >= least && gaps >= least - 1;
  };
  const ways: Completion[] = [];
  for (let col = 0; col <= 9 - cols; col++)
    for (let row = 0; row <= 9 - rows; row++) {
      // Lines added before the lattice are at -1, -2; after it at cols, cols + 1 (each seen from the one inside it).
      const added: [boolean, number, number][] = [];
      for (let k = 1; k <= col; k++) added.push([true, -k, -1]);
      for (let k = 0; k < 9 - cols - col; k++) added.push([true, cols + k, 1]);
      for (let k = 1; k <= row; k++) added.push([false, -k, -1]);
      for (let k = 0; k < 9 - rows - row; k++) added.push([false, rows + k, 1]);
      const fits = added.every(([vertical, k, d]) => lineOfTiles(vertical, k, d, vertical ? -row : -col, MIN_SEEN));
      // One step past the completed grid on every side that was added to, no line of tiles.
      const beyond: [boolean, number, number][] = [];
      if (col) beyond.push([true, -col - 1, -1]);
      if (cols + col < 9) beyond.push([true, 9 - col, 1]);
      if (row) beyond.push([false, -row - 1, -1]);
      if (rows + row < 9) beyond.push([false, 9 - row, 1]);
      const ends = beyond.every(([vertical, k, d]) => !lineOfTiles(vertical, k, d, vertical ? -row : -col, MAX_BEYOND));
      if (fits && ends) ways.push({ col, row });
    }
  return ways.length === 1 ? ways[0] : null;
}
