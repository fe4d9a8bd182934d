/**
 * From a picture to its 81 cells: gray, a shrunk copy to search, the grid's corners, the rectified grid, the cells.
 * Shared by `scan` and by the script that trains the classifier on the very crops `scan` will classify.
 */
import { extractCells, type Cell, type CellEdges } from './cut-cells.ts';
import { photographed } from './fill-ins.ts';
import { lazyTophat, type TopHat } from './faint-ink.ts';
import { findDigitLattice } from './find-digit-lattice.ts';
import { findGrid, type Evidence, type GridLocation } from './find-grid.ts';
import { findTiles, tilesBehindLines } from './find-tiles.ts';
import type { Point } from './homography.ts';
import { enlarged, shrink, toGray, type Gray, type ScanImage } from './image.ts';
import { lazyChroma, type LazyChroma } from './ink-hue.ts';
import { straighten } from './lattice.ts';
import { evenLevels } from './even-levels.ts';
import { outlineFromBoxLines, outlineTaken, wellInside } from './outline.ts';
import { rectify } from './rectify.ts';

/** Longest side searched for the grid: a page screenshot as it is, a phone photo shrunk. */
const SEARCH_SIDE = 1600;
/**
 * A picture whose longest side is this or less is searched again, enlarged twice each way, when nothing read in it
 * (its digits' lattice included) was a Sudoku: a small screenshot's tiles, 19 px round ones JPEG'd at quality 53 and
 * turned 3.7° (wild explore6 s449, 213 px), keep too few pixels of flat gray to be found; enlarged, their ripple is
 * smoothed and their edges still stand.
 */
const SMALL_SIDE = 400;

export interface Located {
  /** Top-left, top-right, bottom-right, bottom-left, in the picture's pixels. */
  corners: Point[];
  cells: Cell[];
  /** The grid rectified to SIDE × SIDE gray levels, ink dark, that `cells` were cut from. */
  rectified: Float32Array;
  /** Its colours, rectified alike when first needed (ink-hue.ts); null for a gray picture. */
  chroma: LazyChroma;
  /** Its top-hat (faint-ink.ts), taken when first needed: `cells` may have taken it already. */
  tophat: TopHat;
  /** How clearly the picture showed a 9×9 grid (see findGrid). */
  evidence: Evidence;
  /**
   * How its cells were parted (cut-cells.ts): at its lines; at their even places for a grid of tiles set apart by gaps
   * (find-tiles.ts), whose lines are not looked for; at the gaps between its digits' columns and rows for a grid found
   * from its digits.
   */
  edges: CellEdges;
  /**
   * Another grid beside it, three tenths as large or more (find-grid.ts `rival`): which one was meant, the picture
   * cannot say.
   */
  rival: boolean;
  /** Found from its digits alone (find-digit-lattice.ts): to be read only as a puzzle with one solution (scan.ts). */
  fromDigits?: boolean;
  /**
   * Its lines light on a dark ground (found in that polarity, inverted to be read): a screen's dark theme, as no
   * newspaper is printed.
   */
  lightOnDark: boolean;
  /**
   * Seen without perspective (a screenshot: fill-ins.ts `photographed`): its cells, in a grid of tiles, may have had a
   * row or column moved to its digits (cut-cells.ts `recentreLines`), and are cut so again in other turns.
   */
  flat: boolean;
}

export function locateCells(image: ScanImage): Located | null {
  for (const located of locations(image)) return located;
  return null;
}

/**
 * Where the grid may be, likeliest first: the line finder's grid (or the tiles whose gaps it took for lines:
 * find-tiles.ts `tilesBehindLines`), else the tiles' (find-tiles.ts); then, for a caller that read no Sudoku in the
 * first, the other of the two when it lies elsewhere: the tiles' grid when the lines were taken, the lines' grid when
 * the tiles behind them were; then the line finder's next likeliest grid (find-grid.ts `runnerUp`: its rival, or the
 * grid it won over), when that lies elsewhere again; then, while `lastResort` says the caller still wants one, the
 * lattice of the grid's digits (find-digit-lattice.ts), for a grid whose lines and tiles do not show, and last a small
 * picture's grids found again enlarged (SMALL_SIDE). The line finder
 * takes any 3 × 3 of lines for a grid: a game's number pad beside a board of tiles, or a box of the tiles' own gaps
 * where the page's light gaps look like lines (wild explore2 s577, s065, s329); and a lattice of tiles taken over the
 * lines may be a board's tiles where the lines were the Sudoku's. The tiles are looked for only when asked for.
 */
export function* locations(image: ScanImage, lastResort?: () => boolean): Generator<Located> {
  // A dim or flat photo's levels brought into the range its thresholds were tuned on (even-levels.ts).
  const full = evenLevels(toGray(image));
  const { gray, factor } = shrink(full, SEARCH_SIDE);
  const offered: Point[][] = [];
  for (const located of linesAndTiles(image, full, gray, factor)) {
    offered.push(located.corners);
    yield located;
  }
  // Then, when the caller still wants one (nothing read before was a Sudoku): the lattice of the grid's digits; last,
  // a small picture's grids found again enlarged, where they lie elsewhere than every grid offered before (the same
  // grid read again, its corners a fraction of a pixel apart, may pass a test it failed: a Kakuro's clue diagonals).
  if (!lastResort?.()) return;
  const digits = findDigitLattice(gray);
  const located = digits && cellsAt(image, full, digits, factor, 'gaps');
  if (located) yield { ...located, fromDigits: true };
  if (Math.max(full.width, full.height) > SMALL_SIDE || !lastResort()) return;
  if (located) offered.push(located.corners);
  const large = enlarged(full);
  for (const again of linesAndTiles(image, full, large.gray, large.factor))
    if (!offered.some((corners) => sameCorners(again.corners, corners))) yield again;
}

/** The grids of lines and of tiles, and the line finder's runner-up (`locations`). */
function* linesAndTiles(image: ScanImage, full: Gray, gray: Gray, factor: number): Generator<Located> {
  const lines = findGrid(gray);
  // No grid of lines: perhaps one of tiles set apart by gaps; a grid of light lines on a light inside, or of dark
  // lines on a dark one, may be one.
  // Found once: the tiles behind the lines and, when the lines' grid reads no Sudoku, the tiles elsewhere.
  let found: GridLocation | null | undefined;
  const tilesOf = (): GridLocation | null => (found === undefined ? (found = findTiles(gray)) : found);
  const tiles = lines ? tilesBehindLines(gray, lines, tilesOf) : tilesOf();
  const location = tiles ?? lines;
  if (!location) return;
  // Two whole puzzles seen by the line finder (find-grid.ts `rivals`): whichever grid is read is in doubt.
  const located = (at: GridLocation, edges: CellEdges): Located | null => {
    const cells = cellsAt(image, full, at, factor, edges);
    return cells && lines?.rivals ? { ...cells, rival: true } : cells;
  };
  const first = located(location, tiles ? 'even' : 'lines');
  if (first) yield first;
  if (!lines) return;
  const other = tiles ? lines : tilesOf();
  // Then the line finder's next likeliest grid (find-grid.ts `runnerUp`). Each only where it lies elsewhere than every
  // grid read before it, compared with where those were settled (an outline moved out to its border, outline.ts).
  const read = [first?.corners ?? scaled(location.corners, factor)];
  for (const [next, edges] of [
    [other, other === lines ? 'lines' : 'even'],
    [lines.runnerUp, 'lines'],
  ] as const) {
    if (!next || read.some((corners) => sameCorners(scaled(next.corners, factor), corners))) continue;
    const nextCells = located(next, edges);
    read.push(nextCells?.corners ?? scaled(next.corners, factor));
    if (nextCells) yield nextCells;
  }
}

const scaled = (corners: Point[], factor: number): Point[] =>
  corners.map((p) => ({ x: p.x * factor, y: p.y * factor }));

/** Two grids' corners within a tenth of a cell of each other: the same grid, read the same way. */
const sameCorners = (a: Point[], b: Point[]): boolean => cornersWithin(a, b, 0.1);

/** Each of `a`'s corners within `share` of a cell (of `a`'s top side) of `b`'s: the same grid, cut alike. */
export function cornersWithin(a: Point[], b: Point[], share: number): boolean {
  const cell = Math.hypot(a[1].x - a[0].x, a[1].y - a[0].y) / 9;
  return a.every((p, i) => Math.hypot(p.x - b[i].x, p.y - b[i].y) <= share * cell);
}

function cellsAt(
  image: ScanImage,
  full: Gray,
  location: GridLocation,
  factor: number,
  edges: CellEdges,
): Located | null {
  const lined = edges === 'lines';
  let corners = scaled(location.corners, factor);
  const invert = location.polarity === 'light-ink';
  let rectified = rectify(full, corners, invert);
  if (!rectified) return null;
  // An outline fitted inside the grid's border (outline.ts): moved out to where the box lines put it, when the border
  // is then seen at more of its sides, or at as many with the cell lines on their places.
  const moved = lined ? outlineFromBoxLines(rectified, corners) : null;
  const remade = moved && rectify(full, moved, invert);
  const inPicture = !!moved && wellInside(moved, full.width, full.height);
  if (moved && remade && outlineTaken(remade, rectified, inPicture)) [corners, rectified] = [moved, remade];
  // A curled page: its lines are found again in the rectified grid and each cell is sampled from its own crossings.
  const straightened = lined ? straighten(rectified, (bend) => rectify(full, corners, invert, bend)) : null;
  if (straightened) rectified = straightened.image;
  const chroma = lazyChroma(image, corners, straightened?.bend);
  const tophat = lazyTophat(rectified);
  const flat = !photographed(corners);
  const cells = extractCells(rectified, edges, tophat, chroma, flat);
  const rival = !!location.rival;
  const { evidence } = location;
  return { corners, cells, rectified, chroma, tophat, evidence, edges, rival, lightOnDark: invert, flat };
}
