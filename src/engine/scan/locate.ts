/**
 * From a picture to its 81 cells: gray, a shrunk copy to search, the grid's corners, the rectified grid, the cells.
 * Shared by `scan` and by the script that trains the classifier on the very crops `scan` will classify.
 */
import { extractCells, type Cell } from './cut-cells.ts';
import { lazyTophat, type TopHat } from './faint-ink.ts';
import { findGrid, type Evidence } from './find-grid.ts';
import { findTiles, tilesBehindLines } from './find-tiles.ts';
import type { Point } from './homography.ts';
import { shrink, toGray, type ScanImage } from './image.ts';
import { rectifyChroma, type Chroma } from './ink-hue.ts';
import { findLattice, latticeMap, misalignment } from './lattice.ts';
import { rectify } from './rectify.ts';

/** Longest side searched for the grid: a page screenshot as it is, a phone photo shrunk. */
const SEARCH_SIDE = 1600;

export interface Located {
  /** Top-left, top-right, bottom-right, bottom-left, in the picture's pixels. */
  corners: Point[];
  cells: Cell[];
  /** The grid rectified to SIDE × SIDE gray levels, ink dark, that `cells` were cut from. */
  rectified: Float32Array;
  /** Its colours, rectified alike (ink-hue.ts); null for a gray picture. */
  chroma: Chroma | null;
  /** Its top-hat (faint-ink.ts), taken when first needed: `cells` may have taken it already. */
  tophat: TopHat;
  /** How clearly the picture showed a 9×9 grid (see findGrid). */
  evidence: Evidence;
  /** False for a grid of tiles set apart by gaps (find-tiles.ts): its cells are cut without looking for lines. */
  lined: boolean;
}

export function locateCells(image: ScanImage): Located | null {
  const full = toGray(image);
  const { gray, factor } = shrink(full, SEARCH_SIDE);
  const lines = findGrid(gray);
  // No grid of lines: perhaps one of tiles set apart by gaps; a grid of light lines on a light picture may be one.
  const tiles = lines ? tilesBehindLines(gray, lines) : findTiles(gray);
  const location = tiles ?? lines;
  if (!location) return null;
  const lined = !tiles;
  const corners = location.corners.map((p) => ({ x: p.x * factor, y: p.y * factor }));
  const invert = location.polarity === 'light-ink';
  let rectified = rectify(full, corners, invert);
  if (!rectified) return null;
  // A curled page: its lines are found again in the rectified grid and each cell is sampled from its own crossings.
  const lattice = lined ? findLattice(rectified) : null;
  const bend = lattice ? latticeMap(lattice) : undefined;
  const straightened = bend && rectify(full, corners, invert, bend);
  const bent = !!straightened && misalignment(straightened) < misalignment(rectified);
  if (bent) rectified = straightened;
  const chroma = rectifyChroma(image, corners, bent ? bend : undefined);
  const tophat = lazyTophat(rectified);
  const cells = extractCells(rectified, lined, tophat, chroma);
  return { corners, cells, rectified, chroma, tophat, evidence: location.evidence, lined };
}
