/**
 * Finds a Sudoku drawn as tiles: 81 rounded squares set apart by gaps, with no lines between them (the "lines" are
 * the background showing through, often only a few gray levels from the tiles, and the 3×3 boxes sometimes set
 * further apart). The line finder (find-grid.ts) sees no connected grid of ink there. Here each tile is a flat
 * region: pixels whose 3×3 neighbourhood hardly varies, cut apart by the tiles' edges whatever their contrast or
 * colour (a highlighted tile is flat in its own colour). Tiles of one size side by side are linked into a lattice
 * by their neighbours; a lattice of exactly 9 × 9 positions is the grid, its border half a gap outside the outer
 * tiles, through a homography fitted to every tile's centre.
 */
import type { Polarity } from './binarise.ts';
import type { GridLocation } from './find-grid.ts';
import { apply, depthInside, fitHomography, type Homography, type Point } from './homography.ts';
import type { Gray } from './image.ts';
import { median } from './median.ts';
import { completeLattice } from './tile-ring.ts';

/**
 * Most gray levels a flat pixel's 3×3 neighbourhood may span: above the ripple JPEG leaves in a flat colour, below
 * the edge of a tile 8 levels from its gap (a dark theme's tiles), even blurred.
 */
const FLAT = 4;
/**
 * Tried when nothing is found at FLAT: tiles a few gray levels from the page they touch (3.4 levels on the tune set's
 * s041) run into the page's flat region through the soft gradient of their rounded corners at FLAT, and are cut
 * apart from it at this. Only then: JPEG's ripple breaks a flat colour into pieces this fine.
 */
const FINE_FLAT = 2;
/**
 * Tried last, on the averaged picture (`smoothed`): round tiles a few gray levels from a white page, JPEG'd (wild
 * explore4 s529: 453 px, quality 65), keep ripple of 5 or 6 levels in their flat gray even averaged, and break
 * into pieces too small for tiles at FLAT; their gaps and edges, averaged, still stand above this.
 */
const COARSE_FLAT = 6;
/** Smallest tile side, in pixels of the searched picture: a cell of 5 px is below anything readable. */
const MIN_TILE = 6;
/** A tile's flat area fills at least this much of its box: the rest is its digit, its rounded corners. */
const MIN_FILL = 0.3;
/** Next tile's centre, as a multiple of this tile's side: a gap of up to 60 % of a tile (a box gap) between. */
const MIN_STEP = 1.0;
const MAX_STEP = 1.6;
/**
 * Tried when no lattice is found within MAX_STEP: small tiles set far apart (a gap of half a tile, a box gap of
 * three quarters: the tiles' flat regions, shrunk by their anti-aliased edges and rounded corners, make the step 1.7
 * to 2.2 of their side). A step this long could jump over a tile lost to its digit, so a link longer than
 * MAX_STEP_RATIO of the links' median step is dropped: a box gap stays within it, a skipped tile doubles the step.
 */
const WIDE_STEP = 2.4;
const MAX_STEP_RATIO = 1.5;
/**
 * Tried last: a link's step as a share of the lattice's pitch (pitchOf), whatever the tiles' size. A box gap
 * makes a step of 1.4 to 1.5 pitches (wild explore7 s313's oval tiles); two pitches, a tile skipped, do not fit.
 */
const PITCH_STEP = { min: 0.8, max: 1.75 } as const;
/**
 * Tried when nothing else finds a lattice, on the tiles cut at FLAT: a step over one lost tile, as a share of the
 * pitch (two pitches, up to two and a half with a box gap between), taken only by a tile with no neighbour one pitch
 * to its right (or below). Highlighted tiles a gray level from the page (a row, a column and a box lit up) leave no
 * flat region of their own, and the lattice splits into parts no link at PITCH_STEP joins (wild explore5 s313:
 * columns 8 and 9 cut off by a lit column 7, which keeps one tile). A row or column it steps over must show a tile
 * where the lattice puts one (linesShown).
 */
const SKIP_STEP = { min: 1.85, max: 2.7 } as const;
/**
 * How far the pitch is measured, in a tile's sides: any lattice's step, however small its tiles' flat regions. Not
 * unbounded: synthetic tune 131's flat regions (a page of two grids) were then linked into a lattice larger than the
 * photo, and the photo, read before with a cell flagged, was declined. Nor the median of WIDE_STEP's links:
 * synthetic explore3 17 (a bent photo) was then read as before, 5 digits missing, where this reads it exactly.
 */
const PITCH_REACH = 99;
/**
 * Fewest tiles alike in size (mostAlike) seen at FLAT for the averaged retry (`smoothed`): a third of a grid's 81. On
 * the wild, corpus and dev-photo sets the retry changed what was found only where 45 or more were (explore s065, a
 * Wordoku and a Minesweeper board of the tune set).
 */
const MIN_ALIKE = 27;
/** How far off the row (or column) a neighbour's centre may lie, as a fraction of the side: a turn of 10° or so. */
const MAX_SKEW = 0.2;
/** Two tiles are alike when their sides differ by at most this fraction. */
const ALIKE = 0.2;
/** Tiles of the 81 that must be seen in place: a tile crossed by its digit or a cursor may be lost, not half. */
const MIN_TILES = 45;
/** Fewest tiles a lattice spans across: its outer lines may be missing (tile-ring.ts), not more. */
const MIN_LINES = 7;
/** A tile's centre this far (in cells) from where the fitted lattice puts it is not one of its tiles. */
const MAX_MISFIT = 0.25;

/** Pixels whose 3×3 neighbourhood spans at most `flatness` gray levels. */
function flatPixels(gray: Gray, flatness: number): Uint8Array {
  const { width, height, pixels } = gray;
  const lo = new Uint8Array(width * height);
  const hi = new Uint8Array(width * height);
  // Separable: the row's min and max over 3, then the column's over 3 of those.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let a = pixels[i];
      let b = a;
      if (x > 0) {
        a = Math.min(a, pixels[i - 1]);
        b = Math.max(b, pixels[i - 1]);
      }
      if (x < width - 1) {
        a = Math.min(a, pixels[i + 1]);
        b = Math.max(b, pixels[i + 1]);
      }
      lo[i] = a;
      hi[i] = b;
    }
  }
  const flat = new Uint8Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = Math.min(lo[i - width], lo[i], lo[i + width]);
      const b = Math.max(hi[i - width], hi[i], hi[i + width]);
      if (b - a <= flatness) flat[i] = 1;
    }
  }
  return flat;
}

/** A connected flat region: its box, its pixel count and the gray level of one of its pixels. */
interface Region {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  area: number;
  level: number;
}

/**
 * The 4-connected regions of flat pixels, found run by run (a page is mostly flat: a pixel-by-pixel flood fill of
 * its background would cost more than the whole line search). Runs overlapping on consecutive rows are joined.
 */
function flatRegions(gray: Gray, flat: Uint8Array): Region[] {
  const { width, height, pixels } = gray;
  const parent: number[] = [];
  const runs: { y: number; from: number; to: number }[] = [];
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  let previous: number[] = [];
  for (let y = 0; y < height; y++) {
    const current: number[] = [];
    let p = 0;
    for (let x = 0; x < width;) {
      if (!flat[y * width + x]) {
        x++;
        continue;
      }
      const from = x;
      while (x < width && flat[y * width + x]) x++;
      const id = runs.length;
      runs.push({ y, from, to: x - 1 });
      parent.push(id);
      current.push(id);
      // Runs of the row above that overlap this one (both lists are in order of x).
      while (p < previous.length && runs[previous[p]].to < from) p++;
      for (let q = p; q < previous.length && runs[previous[q]].from <= x - 1; q++) {
        const a = find(previous[q]);
        const b = find(id);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
    previous = current;
  }
  const regions = new Map<number, Region>();
  runs.forEach((run, id) => {
    const root = find(id);
    const r = regions.get(root);
    if (!r) {
      regions.set(root, {
        minX: run.from,
        maxX: run.to,
        minY: run.y,
        maxY: run.y,
        area: run.to - run.from + 1,
        level: pixels[run.y * width + run.from],
      });
      return;
    }
    r.minX = Math.min(r.minX, run.from);
    r.maxX = Math.max(r.maxX, run.to);
    r.maxY = Math.max(r.maxY, run.y);
    r.area += run.to - run.from + 1;
  });
  return [...regions.values()];
}

interface Tile {
  /** Gray level of the tile. */
  level: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

const alike = (a: Tile, b: Tile): boolean =>
  Math.abs(a.w - b.w) <= ALIKE * Math.max(a.w, b.w) && Math.abs(a.h - b.h) <= ALIKE * Math.max(a.h, b.h);

/** How far along the axis (from `min` to `max`) and across (`skew`) a tile's neighbour may be, in pixels. */
interface Reach {
  min: number;
  max: number;
  skew: number;
}

/**
 * For each tile, the nearest tile alike one step to the right (or down) within its `reach`, or -1. Tiles are taken in
 * order along the axis, so each looks only at those within reach of it.
 */
function linked(tiles: Tile[], right: boolean, reach: (t: Tile) => Reach): number[] {
  const along = (t: Tile) => (right ? t.x : t.y);
  const order = tiles.map((_, i) => i).sort((a, b) => along(tiles[a]) - along(tiles[b]));
  const found = new Array<number>(tiles.length).fill(-1);
  for (let k = 0; k < order.length; k++) {
    const t = tiles[order[k]];
    const { min, max, skew } = reach(t);
    for (let m = k + 1; m < order.length; m++) {
      const o = tiles[order[m]];
      const step = along(o) - along(t);
      if (step > max) break;
      const across = right ? o.y - t.y : o.x - t.x;
      if (step < min || Math.abs(across) > skew || !alike(t, o)) continue;
      // The first in order is the nearest along the axis.
      found[order[k]] = order[m];
      break;
    }
  }
  return found;
}

/** Each tile's neighbour from MIN_STEP to `maxStep` of its side away along the axis (linked). */
function neighbours(tiles: Tile[], right: boolean, maxStep: number): number[] {
  return linked(tiles, right, (t) => {
    const side = right ? t.w : t.h;
    return { min: MIN_STEP * side, max: maxStep * side, skew: MAX_SKEW * side };
  });
}

/** The neighbours at WIDE_STEP, without the links longer than MAX_STEP_RATIO of their median step. */
function wideNeighbours(tiles: Tile[], right: boolean): number[] {
  const along = (t: Tile) => (right ? t.x : t.y);
  const found = neighbours(tiles, right, WIDE_STEP);
  const typical = median(found.flatMap((j, i) => (j >= 0 ? [along(tiles[j]) - along(tiles[i])] : [])));
  return found.map((j, i) => (j >= 0 && along(tiles[j]) - along(tiles[i]) <= MAX_STEP_RATIO * typical ? j : -1));
}

/**
 * The lattice's pitch along the axis: the median step from each tile to the nearest tile alike after it in its row
 * (or column), up to PITCH_REACH of its side away.
 */
function pitchOf(tiles: Tile[], right: boolean): number {
  const along = (t: Tile) => (right ? t.x : t.y);
  const found = neighbours(tiles, right, PITCH_REACH);
  return median(found.flatMap((j, i) => (j >= 0 ? [along(tiles[j]) - along(tiles[i])] : [])));
}

/**
 * Each tile's neighbour from PITCH_STEP.min to PITCH_STEP.max of the lattice's pitch (pitchOf) away along the axis,
 * within MAX_SKEW of the pitch across (linked): the tile's own side is not asked. Oval or round tiles a few gray levels
 * from the page keep a flat region far narrower than their pitch, so a box gap's step exceeds WIDE_STEP times that
 * side.
 */
function pitchNeighbours(
  tiles: Tile[],
  right: boolean,
  step: { min: number; max: number } = PITCH_STEP,
  pitch = pitchOf(tiles, right),
): number[] {
  if (!(pitch > 0)) return new Array<number>(tiles.length).fill(-1);
  const reach = { min: step.min * pitch, max: step.max * pitch, skew: MAX_SKEW * pitch };
  return linked(tiles, right, () => reach);
}

/**
 * Each tile's neighbours one step right and down (indices, -1 for none), the same links read the other way, and, for
 * a lattice that may step over a lost tile, the steps of two to the right and down.
 */
interface Links {
  right: number[];
  down: number[];
  left: number[];
  up: number[];
  skips?: { right: number[]; down: number[] };
}

function linksOf(right: number[], down: number[], skips?: Links['skips']): Links {
  const left = new Array<number>(right.length).fill(-1);
  const up = new Array<number>(down.length).fill(-1);
  right.forEach((r, i) => r >= 0 && (left[r] = i));
  down.forEach((d, i) => d >= 0 && (up[d] = i));
  return { right, down, left, up, skips };
}

/**
 * The tiles linked to `start` through their links (either way), each with its column and row counted from the start.
 * A link that would put a tile in two places is left out. A step over a lost tile is taken only by a tile with no
 * neighbour that way, and only forwards: the tile on its far side, having no neighbour back that way either, would
 * step back to it, so a lattice started anywhere in the first part reaches the rest.
 */
function lattice({ right, down, left, up, skips }: Links, start: number): Map<number, [number, number]> {
  const place = new Map<number, [number, number]>([[start, [0, 0]]]);
  const taken = new Set<string>(['0,0']);
  const queue = [start];
  while (queue.length) {
    const i = queue.shift() as number;
    const [col, row] = place.get(i) as [number, number];
    const steps: [number, number, number][] = [
      [right[i], col + 1, row],
      [left[i], col - 1, row],
      [down[i], col, row + 1],
      [up[i], col, row - 1],
    ];
    if (skips && right[i] < 0) steps.push([skips.right[i], col + 2, row]);
    if (skips && down[i] < 0) steps.push([skips.down[i], col, row + 2]);
    for (const [j, c, r] of steps) {
      if (j < 0 || place.has(j) || taken.has(`${c},${r}`)) continue;
      place.set(j, [c, r]);
      taken.add(`${c},${r}`);
      queue.push(j);
    }
  }
  return place;
}

/**
 * A lattice stepped over lost tiles, each row and column between its first and last shown: a line it holds no tile
 * of must still show one where the lattice puts its cells (a lit column's one unlit tile, left with no neighbour:
 * wild explore5 s313's highlighted 7), and that tile joins it. Two blocks of tiles a line apart (two panels of 9 × 4,
 * four of 4 × 4) show none there, and are no grid: false.
 */
function linesShown(tiles: Tile[], place: Map<number, [number, number]>): boolean {
  const cols = new Set([...place.values()].map(([c]) => c));
  const rows = new Set([...place.values()].map(([, r]) => r));
  const [minCol, maxCol, minRow, maxRow] = [Math.min(...cols), Math.max(...cols), Math.min(...rows), Math.max(...rows)];
  const lost = [
    ...range(minCol, maxCol).flatMap((c) => (cols.has(c) ? [] : [{ col: c }])),
    ...range(minRow, maxRow).flatMap((r) => (rows.has(r) ? [] : [{ row: r }])),
  ];
  if (!lost.length) return true;
  const members = [...place.keys()];
  const at = ([c, r]: [number, number]): Point => ({ x: c - minCol, y: r - minRow });
  const fit = fitHomography(
    members.map((i) => at(place.get(i) as [number, number])),
    members.map((i) => tiles[i]),
  );
  if (!fit) return false;
  const pitch = Math.hypot(apply(fit, 1, 0).x - apply(fit, 0, 0).x, apply(fit, 1, 0).y - apply(fit, 0, 0).y);
  const typical = tiles[members[0]];
  const taken = new Set(members);
  for (const line of lost)
    for (const cell of lineCells(line, minCol, maxCol, minRow, maxRow)) {
      const p = apply(fit, at(cell).x, at(cell).y);
      const k = tiles.findIndex(
        (t, i) => !taken.has(i) && alike(t, typical) && Math.hypot(t.x - p.x, t.y - p.y) <= MAX_MISFIT * pitch,
      );
      if (k < 0) continue;
      place.set(k, cell);
      taken.add(k);
    }
  const placed = [...place.values()];
  return lost.every((line) => placed.some(([c, r]) => ('col' in line ? c === line.col : r === line.row)));
}

/** The cells of a row or column of the lattice spanning those columns and rows. */
function lineCells(
  line: { col: number } | { row: number },
  minCol: number,
  maxCol: number,
  minRow: number,
  maxRow: number,
): [number, number][] {
  return 'col' in line
    ? range(minRow, maxRow).map((r) => [line.col, r])
    : range(minCol, maxCol).map((c) => [c, line.row]);
}

/** The integers from `from` to `to`, both included. */
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, k) => from + k);

/** The grid of tiles in `gray`, or null when there is no 9 × 9 lattice of them. */
export function findTiles(gray: Gray): GridLocation | null {
  const candidates = tilesOf(gray, FLAT);
  const found = latticeOf(gray, candidates) ?? tilesAt(gray, FINE_FLAT);
  if (found) return found;
  if (mostAlike(candidates) < MIN_ALIKE) return skippingLattice(gray, candidates);
  const smooth = smoothed(gray);
  return (
    tilesAt(smooth, FLAT) ??
    tilesAt(smooth, FINE_FLAT) ??
    tilesAt(smooth, COARSE_FLAT) ??
    skippingLattice(gray, candidates)
  );
}

/**
 * The lattice of `tiles` linked by their pitch, stepping over a lost tile (SKIP_STEP) where a tile has no neighbour one
 * pitch to its right (or below); none with a row or column of it empty.
 */
function skippingLattice(gray: Gray, tiles: Tile[]): GridLocation | null {
  if (tiles.length < MIN_TILES) return null;
  const across = pitchOf(tiles, true);
  const along = pitchOf(tiles, false);
  const skips = {
    right: pitchNeighbours(tiles, true, SKIP_STEP, across),
    down: pitchNeighbours(tiles, false, SKIP_STEP, along),
  };
  return linkedLattice(
    gray,
    tiles,
    linksOf(pitchNeighbours(tiles, true, PITCH_STEP, across), pitchNeighbours(tiles, false, PITCH_STEP, along), skips),
  );
}

/**
 * The most `tiles` of one size (their sides within ALIKE of each other). JPEG's ripple breaks small tiles' flat gray,
 * but enough of them still show at FLAT, alike (explore s065: 47), to be worth the averaged retry. A picture with no
 * grid shows few or none (noise, most pages without a Sudoku) and does not pay for it; a page of text or table cells
 * may show hundreds, and still does.
 */
function mostAlike(tiles: Tile[]): number {
  const sides = tiles.map((t) => Math.max(t.w, t.h)).sort((a, b) => a - b);
  let most = 0;
  for (let from = 0, to = 0; to < sides.length; to++) {
    while (sides[to] - sides[from] > ALIKE * sides[to]) from++;
    most = Math.max(most, to - from + 1);
  }
  return most;
}

/**
 * The picture averaged over each pixel's 3×3 neighbourhood: tried when no lattice is found as it is. Small JPEG'd
 * tiles (a 298 px page's 19 px tiles 2 px apart, explore s065) have JPEG's ripple break their flat gray into pieces
 * too small for tiles, at any flatness the tiles' edges still cut (a coarser one, 6 or 8 levels, found none);
 * averaged, the ripple drops below FLAT and the edges, a few pixels wide, still stand.
 */
function smoothed(gray: Gray): Gray {
  const { width, height, pixels } = gray;
  const rows = new Uint16Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      rows[i] = pixels[i] + pixels[x > 0 ? i - 1 : i] + pixels[x < width - 1 ? i + 1 : i];
    }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      out[i] = Math.round((rows[i] + rows[y > 0 ? i - width : i] + rows[y < height - 1 ? i + width : i]) / 9);
    }
  return { width, height, pixels: out };
}

function tilesAt(gray: Gray, flatness: number): GridLocation | null {
  return latticeOf(gray, tilesOf(gray, flatness));
}

/** The flat regions of `gray` at `flatness` that may be tiles: square enough, filled enough, of a cell's size. */
function tilesOf(gray: Gray, flatness: number): Tile[] {
  const { width, height } = gray;
  const flat = flatPixels(gray, flatness);
  const maxTile = Math.min(width, height) / 9;
  return flatRegions(gray, flat)
    .filter((c) => {
      const w = c.maxX - c.minX + 1;
      const h = c.maxY - c.minY + 1;
      return (
        w >= MIN_TILE &&
        h >= MIN_TILE &&
        w <= maxTile &&
        h <= maxTile &&
        w <= 1.4 * h &&
        h <= 1.4 * w &&
        c.area >= MIN_FILL * w * h
      );
    })
    .map((c) => ({
      level: c.level,
      x: (c.minX + c.maxX + 1) / 2,
      y: (c.minY + c.maxY + 1) / 2,
      w: c.maxX - c.minX + 1,
      h: c.maxY - c.minY + 1,
    }));
}

/** The 9 × 9 lattice of `tiles`, linked at MAX_STEP, else at WIDE_STEP, else by their pitch; or null. */
function latticeOf(gray: Gray, tiles: Tile[]): GridLocation | null {
  if (tiles.length < MIN_TILES) return null;
  const near = linkedLattice(
    gray,
    tiles,
    linksOf(neighbours(tiles, true, MAX_STEP), neighbours(tiles, false, MAX_STEP)),
  );
  if (near) return near;
  return (
    linkedLattice(gray, tiles, linksOf(wideNeighbours(tiles, true), wideNeighbours(tiles, false))) ??
    linkedLattice(gray, tiles, linksOf(pitchNeighbours(tiles, true), pitchNeighbours(tiles, false)))
  );
}

/** The largest 9 × 9 lattice of `tiles` by their `links`. */
function linkedLattice(gray: Gray, tiles: Tile[], links: Links): GridLocation | null {
  const { right, down, skips } = links;
  const seen = new Set<number>();
  let best: GridLocation | null = null;
  let bestCount = 0;
  for (let start = 0; start < tiles.length; start++) {
    if (seen.has(start) || (right[start] < 0 && down[start] < 0 && !skips)) continue;
    const place = lattice(links, start);
    for (const i of place.keys()) seen.add(i);
    if (place.size < MIN_TILES || place.size <= bestCount || (skips && !linesShown(tiles, place))) continue;
    const found = fitLattice(gray, tiles, place);
    if (found) {
      best = found.location;
      bestCount = place.size;
    }
  }
  return best;
}

/**
 * The grid's corners from its tiles' places: only a lattice 9 positions wide and high is a Sudoku (a 10 × 10 table,
 * an 8 × 8 board are not), or one short by a line or two at its edges whose missing tiles are seen there
 * (tile-ring.ts). The homography from cell coordinates to the picture is fitted to every tile's centre, refitted
 * without those far off it; the corners are where it puts the lattice's outer edge.
 */
function fitLattice(
  gray: Gray,
  tiles: Tile[],
  place: Map<number, [number, number]>,
): { location: GridLocation } | null {
  let minCol = Infinity;
  let minRow = Infinity;
  let maxCol = -Infinity;
  let maxRow = -Infinity;
  for (const [c, r] of place.values()) {
    minCol = Math.min(minCol, c);
    maxCol = Math.max(maxCol, c);
    minRow = Math.min(minRow, r);
    maxRow = Math.max(maxRow, r);
  }
  const cols = maxCol - minCol + 1;
  const rows = maxRow - minRow + 1;
  if (cols < MIN_LINES || rows < MIN_LINES || cols > 9 || rows > 9) return null;
  let members = [...place.keys()];
  let h = null;
  for (let round = 0; round < 2; round++) {
    const from = members.map((i) => {
      const [c, r] = place.get(i) as [number, number];
      return { x: (c - minCol + 0.5) / 9, y: (r - minRow + 0.5) / 9 };
    });
    h = fitHomography(
      from,
      members.map((i) => tiles[i]),
    );
    if (!h) return null;
    const fit = h;
    const cell = Math.hypot(apply(fit, 1, 0).x - apply(fit, 0, 0).x, apply(fit, 1, 0).y - apply(fit, 0, 0).y) / 9;
    members = members.filter((i, k) => {
      const p = apply(fit, from[k].x, from[k].y);
      return Math.hypot(p.x - tiles[i].x, p.y - tiles[i].y) <= MAX_MISFIT * cell;
    });
    if (members.length < MIN_TILES) return null;
  }
  if (!h) return null;
  const fit: Homography = h;
  let corners: Point[] = [apply(fit, 0, 0), apply(fit, 1, 0), apply(fit, 1, 1), apply(fit, 0, 1)];
  if (cols < 9 || rows < 9) {
    const completed = completedCorners(gray, tiles, place, members, fit, { minCol, minRow, cols, rows });
    if (!completed) return null;
    corners = completed;
  }
  // A turned screenshot may cut off the outer tiles' corners and the gap beyond: a corner may lie a little outside.
  const reach = Math.hypot(corners[1].x - corners[0].x, corners[1].y - corners[0].y) / 9;
  if (corners.some((p) => p.x < -reach || p.y < -reach || p.x > gray.width + reach || p.y > gray.height + reach))
    return null;
  return { location: { corners, polarity: tilePolarity(members.map((i) => tiles[i])), evidence: 'faint' } };
}

/**
 * The corners of a lattice short of 9 × 9 completed (tile-ring.ts), or null when it cannot be. The step across the
 * lattice, fitted uniform, takes in its box gaps, where the step out to a missing line has none: extrapolated, it
 * put the border a sixth of a cell out on each side (explore s585). So the lattice is fitted again with each box gap's
 * extra width, measured on its own links (the median step across a box boundary against the median within a box),
 * and the border put half a gap outside the outer tiles.
 */
function completedCorners(
  gray: Gray,
  tiles: Tile[],
  place: Map<number, [number, number]>,
  members: number[],
  fit: Homography,
  { minCol, minRow, cols, rows }: { minCol: number; minRow: number; cols: number; rows: number },
): Point[] | null {
  const cells = new Map(members.map((i) => [String(place.get(i)), i]));
  const linked: [number, number, number, number][] = [];
  const steps = { within: [[], []] as number[][], across: [[], []] as number[][] };
  const pairs: [number, number, number][] = [];
  for (const i of members) {
    const [c, r] = place.get(i) as [number, number];
    for (const [axis, c2, r2] of [
      [0, c + 1, r],
      [1, c, r + 1],
    ]) {
      const j = cells.get(`${c2},${r2}`);
      if (j === undefined) continue;
      linked.push([c - minCol, r - minRow, c2 - minCol, r2 - minRow]);
      pairs.push([axis, i, j]);
    }
  }
  const start = completeLattice(gray, fit, cols, rows, linked);
  if (!start) return null;
  const index = (i: number): [number, number] => {
    const [c, r] = place.get(i) as [number, number];
    return [c - minCol + start.col, r - minRow + start.row];
  };
  for (const [axis, i, j] of pairs) {
    const step = Math.hypot(tiles[j].x - tiles[i].x, tiles[j].y - tiles[i].y);
    (index(j)[axis] % 3 === 0 ? steps.across : steps.within)[axis].push(step);
  }
  // Each box gap's extra width, in steps within a box, per axis (0 where a lattice has no link across a box).
  const extra = [0, 1].map((axis) => {
    const within = steps.within[axis];
    const across = steps.across[axis];
    return within.length && across.length ? Math.max(0, median(across) / median(within) - 1) : 0;
  });
  const at = (k: number, e: number): number => k + 0.5 + e * (Math.floor(k / 3) - 1);
  const boxed = fitHomography(
    members.map((i) => ({ x: at(index(i)[0], extra[0]) / 9, y: at(index(i)[1], extra[1]) / 9 })),
    members.map((i) => tiles[i]),
  );
  if (!boxed) return null;
  const [ex, ey] = extra;
  return [
    apply(boxed, -ex / 9, -ey / 9),
    apply(boxed, (9 + ex) / 9, -ey / 9),
    apply(boxed, (9 + ex) / 9, (9 + ey) / 9),
    apply(boxed, -ex / 9, (9 + ey) / 9),
  ];
}

/** Dark digits on light tiles, or light on dark: from the tiles' median gray. */
function tilePolarity(tiles: Tile[]): Polarity {
  const levels = tiles.map((t) => t.level).sort((a, b) => a - b);
  return levels[levels.length >> 1] >= 128 ? 'dark-ink' : 'light-ink';
}

/** The median gray inside the corners' box, from a 32 × 32 sample. */
function medianInside(gray: Gray, corners: Point[]): number {
  const xs = corners.map((p) => Math.max(0, Math.min(gray.width - 1, p.x)));
  const ys = corners.map((p) => Math.max(0, Math.min(gray.height - 1, p.y)));
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const levels: number[] = [];
  for (let j = 0; j < 32; j++)
    for (let i = 0; i < 32; i++) {
      const x = Math.floor(x0 + ((i + 0.5) * (x1 - x0)) / 32);
      const y = Math.floor(y0 + ((j + 0.5) * (y1 - y0)) / 32);
      levels.push(gray.pixels[y * gray.width + x]);
    }
  return levels.sort((a, b) => a - b)[levels.length >> 1];
}

/** A quadrilateral's mean side. */
const meanSide = (q: Point[]): number =>
  q.reduce((sum, p, i) => sum + Math.hypot(q[(i + 1) % 4].x - p.x, q[(i + 1) % 4].y - p.y), 0) / 4;

/** A lattice of tiles is the size of the outline the line finder fitted over it when their sides differ by this share. */
const SAME_SIZE = 0.2;

/**
 * The tiles behind a grid the line finder found in the gaps between them: the gaps, lighter than light gray tiles or
 * darker than dark ones, make a fine grid of "lines" of the gaps' polarity on an inside of the tiles' (light lines
 * on a light inside, dark on a dark one). Light: the white gaps between light gray tiles read as the cells' lines
 * invert the whole grid (dark digits turned light on dark tiles); a lattice of dark-ink tiles lying where those lines
 * are (each corner within half a cell) is the grid. Dark: the page's dark gaps between a dark theme's tiles join the
 * page's margins around them, and the outline fitted to that ink runs off the tiles (wild explore4 s457: up to the
 * header above the board, a row and a half, every row read shifted, silently); a lattice of light-ink tiles of the
 * outline's size, its centre inside the outline but not where it is, is the grid. A lattice where the dark lines are is
 * their own cells, read between them. Otherwise, or for any other grid, null. `tilesOf`: the picture's tiles
 * (findTiles), asked for only when the lines' polarity and inside may hide them, and kept by the caller for a second
 * look.
 */
export function tilesBehindLines(
  gray: Gray,
  lines: GridLocation,
  tilesOf: () => GridLocation | null = () => findTiles(gray),
): GridLocation | null {
  const inside = medianInside(gray, lines.corners);
  const light = lines.polarity === 'light-ink' && inside >= 128;
  if (!light && !(lines.polarity === 'dark-ink' && inside < 128)) return null;
  const tiles = tilesOf();
  if (!tiles || tiles.polarity !== (light ? 'dark-ink' : 'light-ink')) return null;
  const cell = Math.hypot(lines.corners[1].x - lines.corners[0].x, lines.corners[1].y - lines.corners[0].y) / 9;
  const near = tiles.corners.every(
    (p, i) => Math.hypot(p.x - lines.corners[i].x, p.y - lines.corners[i].y) <= cell / 2,
  );
  const centre = {
    x: tiles.corners.reduce((x, p) => x + p.x, 0) / 4,
    y: tiles.corners.reduce((y, p) => y + p.y, 0) / 4,
  };
  const over =
    depthInside(centre, lines.corners) > 0 &&
    Math.abs(meanSide(tiles.corners) - meanSide(lines.corners)) <= SAME_SIZE * meanSide(lines.corners);
  return (light ? near : over && !near) ? { ...tiles, evidence: lines.evidence } : null;
}
