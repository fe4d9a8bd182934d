/**
 * Finds the Sudoku in a picture: the grid's lines are one connected piece of ink, large and about square, whose
 * outer border is a quadrilateral. Each polarity (dark lines on light, light on dark) is tried; the largest pieces
 * are candidates, each is fitted with four border lines, and a candidate counts only when its inside has the lines
 * of a 9×9 grid where they should be (a page frame, a photo, a keypad of nine buttons do not).
 */
import { binarise, type Polarity } from './binarise.ts';
import { boxHeight, boxWidth, label, type Component } from './components.ts';
import { apply, depthInside, squareToQuad, type Point } from './homography.ts';
import type { Gray } from './image.ts';
import { faintInnerLines } from './line-profile.ts';

/**
 * How sure the lines say this is a 9×9 grid: 'faint' is a 3×3 one whose cell lines could not be seen, or a border
 * whose inner lines are too faint to be ink but show along their length (line-profile.ts).
 */
export type Evidence = 'clear' | 'faint';

export interface GridLocation {
  /** Top-left, top-right, bottom-right, bottom-left: the outer edge of the grid's border. */
  corners: Point[];
  polarity: Polarity;
  evidence: Evidence;
  /**
   * Another clear 9×9 grid beside this one, about as large (a page's two puzzles side by side): which of them the
   * photo was taken of, the picture cannot say, so the reading is not sure of any cell (scan.ts).
   */
  rival?: boolean;
  /**
   * For a reader that finds no puzzle in this grid, the next likeliest: its rival (`rival`, itself a rival of this
   * one), else the clearest and largest of the grids this one replaced as the best found (a rival too when it stands
   * apart, whole and as large). A newspaper page's paper, light ink between its columns of text, fits as a larger
   * clear grid than the Sudoku printed on it (synthetic photo explore2 133); a grid the photo's frame cuts fits larger
   * than the whole one beside it (synthetic tune 57).
   */
  runnerUp?: GridLocation;
  /**
   * Two whole clear grids apart, each as large as the other's rival share, were seen among the candidates, whether or
   * not the grid found is one of them: whatever grid the picture is read from, it may not be the one photographed
   * (synthetic explore9 2: a page's two puzzles, the finder's best a quad of light ink across one and the column
   * beside it, the other read from its tiles as sure).
   */
  rivals?: boolean;
}

/** Smallest grid looked for, in pixels of the picture searched: nine cells of 5 px, below anything readable. */
const MIN_SIDE = 45;
/** Candidates tried per polarity, largest first: a grid is among the few largest pieces of ink. */
const TRIED = 6;

/** Points a border side's robust start is drawn through: pairs of them, spread along the side. */
const START_POINTS = 16;

/**
 * Line b = m·a + c through (a, b) pairs: a robust start (of the lines through two of START_POINTS points spread
 * along the side, the one with the most points within 2 px), then least squares through the points within 2 px of
 * it, refitted once. A plain first fit is pulled between the border and what lies inside it (a faint stretch of
 * border, where the outermost ink is a digit or the next line in), and then keeps whichever of the two it ended
 * nearer, or neither.
 */
function fitLine(a: number[], b: number[]): { m: number; c: number } | null {
  const n = a.length;
  if (n < 2) return null;
  const picks = Array.from({ length: Math.min(n, START_POINTS) }, (_, k) =>
    Math.round((k * (n - 1)) / Math.max(1, Math.min(n, START_POINTS) - 1)),
  );
  let fit: { m: number; c: number } | null = null;
  let most = -1;
  for (let p = 0; p < picks.length; p++)
    for (let q = p + 1; q < picks.length; q++) {
      const i = picks[p];
      const j = picks[q];
      if (a[j] === a[i]) continue;
      const m = (b[j] - b[i]) / (a[j] - a[i]);
      const c = b[i] - m * a[i];
      let inliers = 0;
      for (let k = 0; k < n; k++) if (Math.abs(m * a[k] + c - b[k]) <= 2) inliers++;
      if (inliers > most) {
        most = inliers;
        fit = { m, c };
      }
    }
  if (!fit) return null;
  for (let round = 0; round < 2; round++) {
    const f: { m: number; c: number } = fit;
    // Digits touching the border, a rounded corner or a notch: drop what lies more than 2 px off the line.
    const keep = a.map((_, i) => i).filter((i) => Math.abs(f.m * a[i] + f.c - b[i]) <= 2);
    if (keep.length < 2) return fit;
    let sa = 0;
    let sb = 0;
    let saa = 0;
    let sab = 0;
    for (const i of keep) {
      sa += a[i];
      sb += b[i];
      saa += a[i] * a[i];
      sab += a[i] * b[i];
    }
    const k = keep.length;
    const det = k * saa - sa * sa;
    if (Math.abs(det) < 1e-9) return fit;
    const m = (k * sab - sa * sb) / det;
    fit = { m, c: (sb - m * sa) / k };
  }
  return fit;
}

/**
 * The outer edge of the component's border as four fitted lines, intersected. Each side is sampled over the middle
 * 80 % of its length (outermost ink per column or row), which ignores rounded corners. The corners' rough places
 * come from the component; the sides from any ink in its box: in a blurred photo the border breaks into pieces of
 * its own (a side of the grid cut off from the rest), and the component's outermost ink would be an inner line.
 * Not the ink of pieces reaching well outside the box, though (see `foreign`). Which ink: 'all' in the box, 'near'
 * leaves out those pieces, 'own' takes the component's own ink alone (for a side whose outermost ink in the box is a
 * caption or a text column the box cuts into: a grid turned a few degrees has its box reach past its border).
 */
function fitQuad(
  labels: Int32Array,
  components: Component[],
  ink: Uint8Array,
  width: number,
  c: Component,
  which: 'all' | 'near' | 'own',
): Point[] | null {
  const w = boxWidth(c);
  const h = boxHeight(c);
  // Ink of a piece reaching well outside the box (past a tenth of its side) is something the box cuts through, not a
  // side of the grid broken off: a phone's screen edge beside a grid photographed at an angle, whose box reaches past
  // the grid's own edge at the other end of that side. Per label: 0 not yet seen, 1 the grid's, 2 foreign.
  const padX = 0.1 * w;
  const padY = 0.1 * h;
  const kind = new Uint8Array(components.length + 1);
  const foreign = (l: number): boolean => {
    if (!kind[l]) {
      const o = components[l - 1];
      const outside =
        o.minX < c.minX - padX || o.maxX > c.maxX + padX || o.minY < c.minY - padY || o.maxY > c.maxY + padY;
      kind[l] = outside ? 2 : 1;
    }
    return kind[l] === 2;
  };
  const colMin = new Int32Array(w).fill(-1);
  const colMax = new Int32Array(w).fill(-1);
  const rowMin = new Int32Array(h).fill(-1);
  const rowMax = new Int32Array(h).fill(-1);
  let tl = { x: 0, y: 0, s: Infinity };
  let br = { x: 0, y: 0, s: -Infinity };
  let tr = { x: 0, y: 0, s: -Infinity };
  let bl = { x: 0, y: 0, s: Infinity };
  for (let y = c.minY; y <= c.maxY; y++) {
    for (let x = c.minX; x <= c.maxX; x++) {
      const l = labels[y * width + x];
      if (!ink[y * width + x] || (which === 'near' && foreign(l)) || (which === 'own' && l !== c.label)) continue;
      const cx = x - c.minX;
      const cy = y - c.minY;
      if (colMin[cx] < 0) colMin[cx] = y;
      colMax[cx] = y;
      if (rowMin[cy] < 0) rowMin[cy] = x;
      rowMax[cy] = x;
      if (labels[y * width + x] !== c.label) continue;
      if (x + y < tl.s) tl = { x, y, s: x + y };
      if (x + y > br.s) br = { x, y, s: x + y };
      if (x - y > tr.s) tr = { x, y, s: x - y };
      if (x - y < bl.s) bl = { x, y, s: x - y };
    }
  }
  const side = (from: number, to: number, table: Int32Array, offset: number) => {
    const a: number[] = [];
    const b: number[] = [];
    const lo = Math.round(from + 0.1 * (to - from)) - offset;
    const hi = Math.round(to - 0.1 * (to - from)) - offset;
    for (let i = Math.max(0, lo); i <= Math.min(table.length - 1, hi); i++) {
      if (table[i] < 0) continue;
      a.push(i + offset);
      b.push(table[i]);
    }
    return fitLine(a, b);
  };
  const top = side(tl.x, tr.x, colMin, c.minX);
  const bottom = side(bl.x, br.x, colMax, c.minX);
  const left = side(tl.y, bl.y, rowMin, c.minY);
  const right = side(tr.y, br.y, rowMax, c.minY);
  if (!top || !bottom || !left || !right) return null;
  // y = m·x + c (top, bottom) meets x = m·y + c (left, right).
  const meet = (hz: { m: number; c: number }, vt: { m: number; c: number }): Point => {
    const y = (hz.m * vt.c + hz.c) / (1 - hz.m * vt.m);
    return { x: vt.m * y + vt.c, y };
  };
  // Fitted through pixel indices: pixel i covers [i, i + 1), so its centre is at i + 0.5. The outer edge is the
  // outside of the outermost pixels, about 0.7 px out along the diagonal from those centres.
  const corners = [meet(top, left), meet(top, right), meet(bottom, right), meet(bottom, left)].map((p) => ({
    x: p.x + 0.5,
    y: p.y + 0.5,
  }));
  const centre = corners.reduce((s, p) => ({ x: s.x + p.x / 4, y: s.y + p.y / 4 }), { x: 0, y: 0 });
  return corners.map((p) => {
    const dx = p.x - centre.x;
    const dy = p.y - centre.y;
    const d = Math.hypot(dx, dy) || 1;
    return { x: p.x + (0.7 * dx) / d, y: p.y + (0.7 * dy) / d };
  });
}

/**
 * How much more of its border and box lines (a share of their length) an outline fitted through a grid's own ink
 * must lie on to replace a clear grid's first fit: a caption taken for a side leaves a stretch of it off the ink
 * (explore s322: 0.94 against 1.0), where two fits of one clean grid differ by a sample or two (0.997 against 1.0 on a
 * dev photo, whose own fit then cut a digit at its side).
 */
const CLEARER = 0.02;

/**
 * Whether each of `moved`'s corners lies within a cell of `fitted`'s: the same grid's outline mended at a side, not
 * another outline (a page's panels can make a clear grid of a third of a photo's grid, its lines on as much ink).
 */
function withinACell(moved: Point[], fitted: Point[]): boolean {
  const cell =
    fitted.reduce((s, p, i) => s + Math.hypot(fitted[(i + 1) % 4].x - p.x, fitted[(i + 1) % 4].y - p.y), 0) / 36;
  return moved.every((p, i) => Math.hypot(p.x - fitted[i].x, p.y - fitted[i].y) <= cell);
}

/** Four corners that make a convex quadrilateral with sides of comparable length (not a sliver, not a bow tie). */
function plausible(corners: Point[]): boolean {
  const sides = corners.map((p, i) => Math.hypot(corners[(i + 1) % 4].x - p.x, corners[(i + 1) % 4].y - p.y));
  if (Math.min(...sides) < MIN_SIDE || Math.max(...sides) > 2 * Math.min(...sides)) return false;
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [a, b, c] = [corners[i], corners[(i + 1) % 4], corners[(i + 2) % 4]];
    const cross = Math.sign((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x));
    if (sign !== 0 && cross !== sign) return false;
    sign = cross;
  }
  return true;
}

/**
 * How much of the line at `k`/9 across the grid is ink: 48 points along it, each one a hit when there is ink within
 * a fifth of a cell across the line (a line a little off its ideal place, or bent by a lens, still counts).
 */
function lineCoverage(
  ink: Uint8Array,
  width: number,
  height: number,
  h: Float64Array,
  k: number,
  vertical: boolean,
  cellPx: number,
) {
  let hits = 0;
  const samples = 48;
  // Steps of at most half a pixel across, so a one-pixel line is never stepped over.
  const step = Math.min(0.04, 0.5 / cellPx);
  for (let s = 0; s < samples; s++) {
    const along = (s + 0.5) / samples;
    let hit = false;
    for (let d = -0.2; d <= 0.2 && !hit; d += step) {
      const across = (k + d) / 9;
      const p = vertical ? apply(h, across, along) : apply(h, along, across);
      const x = Math.floor(p.x);
      const y = Math.floor(p.y);
      if (x >= 0 && y >= 0 && x < width && y < height && ink[y * width + x]) hit = true;
    }
    if (hit) hits++;
  }
  return hits / samples;
}

/**
 * What a candidate's lines show: how sure they make a 9×9 grid, and how much of its border and box lines (the lines
 * a faint grid is found by; its cell lines are too faint to judge a fit by) is ink.
 */
interface Seen {
  evidence: Evidence;
  coverage: number;
}

/**
 * Whether a 9×9 grid's lines are where they should be: 'clear' with all four box lines and at least a third of the
 * cell lines, 'faint' with the box lines only (a shrunk, blurred screenshot loses its thin lines first) or, without
 * them, with its border and inner lines on ninths only (onlyNinths), else null.
 * With it, how much of the border and box lines is ink: of two fits of one candidate that are equally a grid, the
 * one whose lines lie where the ink is.
 */
function gridEvidence(ink: Uint8Array, width: number, height: number, corners: Point[]): Seen | null {
  const h = squareToQuad(corners);
  if (!h) return null;
  const cellPx = Math.hypot(corners[1].x - corners[0].x, corners[1].y - corners[0].y) / 9;
  let boxLines = 0;
  let cellLines = 0;
  let boxCoverage = 0;
  let borders = 0;
  const innerLines = [0, 0];
  const coverageAt = (k: number, vertical: boolean): number => lineCoverage(ink, width, height, h, k, vertical, cellPx);
  for (const vertical of [true, false]) {
    for (let k = 0; k <= 9; k++) {
      const coverage = coverageAt(k, vertical);
      if (k % 3 === 0) boxCoverage += coverage;
      if (k === 0 || k === 9) {
        borders += coverage >= SPARSE_LINE ? 1 : 0;
        continue;
      }
      if (coverage >= SPARSE_LINE) innerLines[vertical ? 0 : 1]++;
      if (k % 3 === 0) boxLines += coverage >= 0.7 ? 1 : 0;
      else cellLines += coverage >= 0.5 ? 1 : 0;
    }
  }
  const seen = { evidence: cellLines >= 4 ? 'clear' : 'faint', coverage: boxCoverage / 8 } as const;
  if (boxLines >= 4) return seen;
  return borders === 4 && onlyNinths(coverageAt, innerLines) ? { ...seen, evidence: 'faint' } : null;
}

/** An inner line or border of a sparsely lined grid is this much ink along its length. */
const SPARSE_LINE = 0.7;
/** Fewest inner lines a sparsely lined grid shows, across both directions. */
const SPARSE_INNER = 4;

/**
 * Whether a grid whose box lines are not all seen is still ruled in ninths (`innerLines`: how many inner lines across
 * and down are ink; `coverageAt`: how much of the line k/9 across is ink): a grid of gaps (cells set apart on the
 * box's colour by a gap under a device pixel) that the browser draws at some cell boundaries and not at others (wild
 * explore6 s193: lines at 2, 4, 5 and 7 ninths both ways, none at 3 or 6). Each direction shows an inner line, four
 * in all, and no line lies between two ninths, where another table's (4, 8 or 10 across) would.
 */
function onlyNinths(coverageAt: (k: number, vertical: boolean) => number, innerLines: number[]): boolean {
  if (Math.min(...innerLines) < 1 || innerLines[0] + innerLines[1] < SPARSE_INNER) return false;
  for (const vertical of [true, false])
    for (let k = 0; k < 9; k++) if (coverageAt(k + 0.5, vertical) >= 0.5) return false;
  return true;
}

/**
 * How far past the box's middle gray, in margins, a dim photo's ink must be to count (see `gridInk`). Twice the
 * margin left out a grid under a shadow on dim paper (its thin lines faint, their mean pulled up: 20 levels at a
 * margin of 12); a halo is still below 1.5, and when a grid's halo and its lines are both taken, the lines win
 * (`samePlace`).
 */
const DIM_INK = 1.5;
/**
 * And by this many gray levels at least: at the finest margin (6) 1.5 margins is 9 levels, which a dark page's
 * background between light lines reaches (a photo of a dark-themed screen: 9.9, taken for a grid of dark ink and read
 * as none); lines on dim paper stand 20 and more.
 */
const MIN_DIM_INK = 12;
/**
 * A shadow across a grid's box (a phone held over the page): the box's one middle gray lies between the lit paper and
 * the shaded paper, and the lines in the lit half are lighter than it (tune photo 1: a dim page half in shadow, the
 * box's middle gray 117, its lines 1.4 levels below it on the whole, the grid found nowhere). So the box is also cut
 * into INK_TILES × INK_TILES tiles, and where their middle grays differ by SHADED_SPREAD levels or more, a dim photo's
 * dark ink is measured against its own tile's middle gray (explore2 photo 99's lines: 13 levels from the box's middle
 * gray, 36 from their tiles'). An evenly lit box is measured as a whole: a dark page's background between its light
 * lines, its tiles all one gray, is no darker than its own tile (MIN_DIM_INK's case), and light ink as before.
 */
const INK_TILES = 4;
const SHADED_SPREAD = 40;

/** Gray-level middles of a box, sampled every `step` pixels: the whole box's first, then each tile's (`tileOf`). */
function boxMiddles(gray: Gray, c: Component, tileOf: (x: number, y: number) => number, step: number): number[] {
  const tiles = INK_TILES * INK_TILES;
  const counts = new Uint32Array(256 * (tiles + 1));
  const totals = new Uint32Array(tiles + 1);
  for (let y = c.minY; y <= c.maxY; y += step)
    for (let x = c.minX; x <= c.maxX; x += step) {
      const v = gray.pixels[y * gray.width + x];
      const t = tileOf(x, y);
      counts[v]++;
      counts[256 * t + v]++;
      totals[0]++;
      totals[t]++;
    }
  return Array.from({ length: tiles + 1 }, (_, t) => {
    for (let v = 0, seen = 0; v < 256; v++) {
      seen += counts[256 * t + v];
      if (totals[t] > 0 && seen * 2 >= totals[t]) return v;
    }
    return 255;
  });
}

/**
 * How far a candidate's ink stands from its box's middle gray (from its tile's, under a shadow: SHADED_SPREAD), in
 * gray levels, in its polarity's direction (darker for dark ink, lighter for light ink); and whether that makes it
 * the grid's lines rather than the halo beside them that the other polarity finds. Behind a grid of dark lines the
 * box's middle gray is light (128 and above), behind light lines dark: that settles a screenshot. A dim photo of
 * newsprint has its paper below 128 yet dark lines on it: its ink is accepted when it stands DIM_INK times the margin
 * it was cut at. A halo is hardly past the margin (it is the background beside a line, a little darker than the mean
 * the line pulls up).
 */
function gridInk(
  gray: Gray,
  labels: Int32Array,
  c: Component,
  polarity: Polarity,
  margin: number,
): { accepted: boolean; contrast: number } {
  const w = boxWidth(c);
  const h = boxHeight(c);
  const tileOf = (x: number, y: number): number =>
    1 +
    Math.min(INK_TILES - 1, Math.floor(((y - c.minY) * INK_TILES) / h)) * INK_TILES +
    Math.min(INK_TILES - 1, Math.floor(((x - c.minX) * INK_TILES) / w));
  const middles = boxMiddles(gray, c, tileOf, Math.max(1, Math.floor(Math.min(w, h) / 64)));
  const tiles = middles.slice(1);
  const shaded = polarity === 'dark-ink' && Math.max(...tiles) - Math.min(...tiles) >= SHADED_SPREAD;
  // Each piece against its own tile's middle under a shadow, else against the box's: the contrast the acceptance
  // reads, and the one samePlace weighs against the other polarity's halo at the same place.
  let darker = 0;
  for (let y = c.minY; y <= c.maxY; y++)
    for (let x = c.minX; x <= c.maxX; x++) {
      const i = y * gray.width + x;
      if (labels[i] === c.label) darker += (shaded ? middles[tileOf(x, y)] : middles[0]) - gray.pixels[i];
    }
  const contrast = ((polarity === 'dark-ink' ? 1 : -1) * darker) / c.area;
  const accepted =
    middles[0] >= 128 === (polarity === 'dark-ink') || contrast >= Math.max(DIM_INK * margin, MIN_DIM_INK);
  return { accepted, contrast };
}

/** Whether two candidates' boxes are mostly the same place: one grid seen in both polarities (its lines, its halo). */
function samePlace(a: Component, b: Component): boolean {
  const w = Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX);
  const h = Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY);
  if (w <= 0 || h <= 0) return false;
  return w * h >= 0.7 * Math.max(boxWidth(a) * boxHeight(a), boxWidth(b) * boxHeight(b));
}

/**
 * Margins tried in turn, in gray levels (binarise): a crisp picture's lines stand 12 and more from their background;
 * a blurred, dim photo of newsprint has its thin lines and border a few levels only below the paper, and at 12 they
 * break into dashes the border cannot be fitted to. The lower margin is only tried when the first finds no clear grid
 * (it costs a second pass, and lets more paper texture through).
 */
const MARGINS = [12, 6] as const;

/**
 * A clear grid elsewhere in the picture at least this share of the grid's box area is a rival (GridLocation `rival`):
 * a second puzzle. Seen at an angle, a page's second puzzle farther from the lens looks half as large or less
 * (synthetic explore4 9: 0.49 at a 24° tilt, read surely as the one photographed); a page's printed solution is a
 * third of the puzzle's side or less (a ninth of its area), a fifth at most when it is the nearer; a neighbour the
 * photo's edge cuts is not whole (atEdge).
 */
const RIVAL_AREA = 0.3;

/**
 * Whether two boxes overlap by at most a tenth of the smaller one: two grids side by side, their boxes a little wider
 * than the grids where the page is seen at an angle.
 */
function apart(a: Component, b: Component): boolean {
  const w = Math.max(0, Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX));
  const h = Math.max(0, Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY));
  return w * h <= 0.1 * Math.min(boxWidth(a) * boxHeight(a), boxWidth(b) * boxHeight(b));
}

/**
 * Whether two grids' outlines lie apart, no corner of either inside the other: two puzzles side by side on a page seen
 * at a steep angle, whose boxes overlap though the grids do not (synthetic explore12 146: a page's second puzzle read
 * surely where the first was meant, their boxes overlapping by a third of the smaller).
 */
const quadsApart = (a: Point[], b: Point[]): boolean =>
  a.every((p) => depthInside(p, b) < 0) && b.every((p) => depthInside(p, a) < 0);

/** Whether a piece reaches the picture's edge: a neighbour the photo cuts, whose visible part can still look clear. */
const atEdge = (c: Component, width: number, height: number): boolean =>
  c.minX <= 1 || c.minY <= 1 || c.maxX >= width - 2 || c.maxY >= height - 2;

/** The grid in `gray`, or null when there is none. */
export function findGrid(gray: Gray): GridLocation | null {
  let faint: GridLocation | null = null;
  for (const margin of MARGINS) {
    const found = findGridAt(gray, margin);
    if (found?.evidence === 'clear') return found;
    faint ??= found;
  }
  return faint;
}

/** The grid found in the ink at one `margin`, the clearest and largest of the candidates. */
function findGridAt(gray: Gray, margin: number): GridLocation | null {
  const { width, height } = gray;
  const radius = Math.max(5, Math.round(Math.max(width, height) / 60));
  let best: {
    location: GridLocation;
    area: number;
    box: Component;
    contrast: number;
    /** The rival's own fit (`rival`). */
    rivalGrid?: GridLocation;
  } | null = null;
  // Every grid that was best for a while, so that the one it gave way to can be offered after it.
  const beaten: { location: GridLocation; area: number; box: Component; rivalGrid?: GridLocation }[] = [];
  for (const polarity of ['dark-ink', 'light-ink'] as const) {
    const ink = binarise(gray, polarity, radius, margin);
    const { labels, components } = label(ink, width, height);
    // Cell lines a shrunk screenshot has faded below the margin: looked for again with half of it.
    let faint: Uint8Array | null = null;
    const evidence = (corners: Point[], strict = gridEvidence(ink, width, height, corners)): Seen | null => {
      // No box lines in the ink: perhaps a border around lines a blurred photo left a level or two off the paper.
      // No coverage: no line of it is ink to fit by.
      if (!strict) return faintInnerLines(gray, corners, polarity) ? { evidence: 'faint', coverage: 0 } : null;
      if (strict?.evidence !== 'faint') return strict;
      faint ??= binarise(gray, polarity, radius, margin / 2);
      return gridEvidence(faint, width, height, corners) ?? strict;
    };
    // A candidate's own fit when it shows a clear 9×9 grid (a rival's test: not the fits the grid itself is chosen by),
    // its thin lines looked for again at half the margin as the grid's are (synthetic explore5 89: a page's second
    // puzzle as large, blurred past the margin's cell lines, was no rival, and the first was read surely).
    const clearGrid = (c: Component): Point[] | null => {
      if (!gridInk(gray, labels, c, polarity, margin).accepted) return null;
      const fit = fitQuad(labels, components, ink, width, c, 'own');
      // No strict evidence at all can only be seen as faint (evidence's faintInnerLines): no rival, spared that look.
      const strict = fit && plausible(fit) ? gridEvidence(ink, width, height, fit) : null;
      return fit && strict && evidence(fit, strict)?.evidence === 'clear' ? fit : null;
    };
    const candidates = components
      .filter((c) => {
        const w = boxWidth(c);
        const h = boxHeight(c);
        return w >= MIN_SIDE && h >= MIN_SIDE && w <= 2 * h && h <= 2 * w && c.area <= 0.6 * w * h;
      })
      .sort((a, b) => boxWidth(b) * boxHeight(b) - boxWidth(a) * boxHeight(a))
      .slice(0, TRIED);
    for (const c of candidates) {
      const area = boxWidth(c) * boxHeight(c);
      // A clear grid beats a faint one; between equals, the larger wins. But the same grid seen in the other polarity is
      // weighed by its ink (below), however large: a dark theme's light lines inside a light frame, the dark page
      // band around the frame taken as a larger dark grid (wild explore11 s221: the frame's grid never weighed, the
      // band's read as no Sudoku and the picture declined).
      if (
        best &&
        best.location.evidence === 'clear' &&
        best.area >= area &&
        !(best.location.polarity !== polarity && samePlace(best.box, c))
      )
        break;
      const inkSeen = gridInk(gray, labels, c, polarity, margin);
      if (!inkSeen.accepted) continue;
      let plain = fitQuad(labels, components, ink, width, c, 'all');
      let seenPlain = plain && plausible(plain) ? evidence(plain) : null;
      let ownFit = false;
      // Text under or beside a turned grid, inside its box, taken for a side: the grid's own ink instead, when that
      // shows the lines of a 9×9 grid in full (all box lines, a third of the cell lines) where the fit through all the
      // ink did not, or as much of a grid with more of its border and box lines on ink (a caption under a turned grid
      // whose thin lines a shrunk photo has faded: fitted as the bottom, it tilts every row line; a page's caption
      // under a grid photographed at an angle, whose baseline the fit followed along half the bottom: a clear grid
      // still, its corner 0.6 of a cell low and the last row's digits cut): over a clear first fit, only an outline
      // within a cell of it, the same grid mended at a side. And any grid where the fit through all the ink shows none
      // (a phone's frame in the box of a photographed grid whose inner lines are faint: wild explore3 s314).
      const own = fitQuad(labels, components, ink, width, c, 'own');
      const seenOwn = own && plausible(own) ? evidence(own) : null;
      const ownBetter =
        own &&
        seenOwn &&
        (!seenPlain ||
          (seenOwn.evidence === 'clear' && seenPlain.evidence !== 'clear') ||
          (seenPlain &&
            seenOwn.evidence === seenPlain.evidence &&
            seenOwn.coverage > seenPlain.coverage &&
            (seenPlain.evidence !== 'clear' ||
              (seenOwn.coverage >= seenPlain.coverage + CLEARER && plain !== null && withinACell(own, plain)))));
      // Over a clear first fit, the clean fit below must then lie on more ink than the grid's own.
      const ownOverClear = Boolean(ownBetter && seenPlain?.evidence === 'clear');
      if (ownBetter) [plain, seenPlain, ownFit] = [own, seenOwn, true];
      if (!plain || !seenPlain) continue;
      // A candidate that is a grid fitted through all the ink in its box is fitted again without the ink of pieces
      // reaching well outside it (a phone's screen edge), and taken so when it is as much a grid. Only then: a page's
      // panel whose first fit is no grid can look like one once the ink it runs into is left out (a dev photo's); the
      // fit through its own ink alone, above, is taken only when it shows a clear grid, or a faint one whose lines lie
      // on more ink than the first fit's (and then a fit without the far pieces must do as well).
      const clean = fitQuad(labels, components, ink, width, c, 'near');
      const seenClean = clean && plausible(clean) ? evidence(clean) : null;
      const better =
        clean &&
        seenClean &&
        (ownOverClear
          ? seenClean.evidence === 'clear' && seenClean.coverage > seenPlain.coverage
          : seenClean.evidence === 'clear' ||
            (seenPlain.evidence === 'faint' && (!ownFit || seenClean.coverage > seenPlain.coverage)));
      const corners = better ? clean : plain;
      const seen = better ? seenClean.evidence : seenPlain.evidence;
      // The same grid in both polarities (a dim photo's paper below 128 lets its halo in as light ink, a box a little
      // larger than the lines'): the ink further from the paper is the grid's. Elsewhere, between equals, the larger.
      const wins =
        !best ||
        (best.location.polarity !== polarity && samePlace(best.box, c)
          ? inkSeen.contrast > best.contrast
          : area > best.area);
      if (
        !best ||
        (seen === 'clear' && best.location.evidence === 'faint') ||
        (seen === best.location.evidence && wins)
      ) {
        if (best) beaten.push(best);
        best = { location: { corners, polarity, evidence: seen }, area, box: c, contrast: inkSeen.contrast };
      }
      if (seen === 'clear') {
        // The next candidates as large, elsewhere: a clear grid among them is a rival.
        if (best.box === c)
          for (const o of candidates.slice(candidates.indexOf(c) + 1)) {
            if (boxWidth(o) * boxHeight(o) < RIVAL_AREA * area) break;
            const fit = !atEdge(o, width, height) ? clearGrid(o) : null;
            const rival = fit && (apart(c, o) || quadsApart(corners, fit)) ? fit : null;
            if (rival) {
              best.location.rival = true;
              best.rivalGrid = { corners: rival, polarity, evidence: 'clear', rival: true };
              break;
            }
          }
        break;
      }
    }
  }
  if (!best) return null;
  // The rival first (a grid the photo's frame cuts can still look clear, larger than the whole one beside it), else
  // the clearest and largest grid the found one replaced: a rival too when it stands apart from it, whole and as
  // large, as the rival test would have found it (that test looks only at the candidates after the grid).
  const beatenBest = beaten.sort(
    (a, b) => Number(b.location.evidence === 'clear') - Number(a.location.evidence === 'clear') || b.area - a.area,
  )[0];
  const beatenRival =
    beatenBest &&
    beatenBest.location.evidence === 'clear' &&
    beatenBest.area >= RIVAL_AREA * best.area &&
    apart(best.box, beatenBest.box) &&
    !atEdge(beatenBest.box, width, height);
  const runnerUp =
    best.rivalGrid ?? (beatenBest && (beatenRival ? { ...beatenBest.location, rival: true } : beatenBest.location));
  // A grid with a rival, both whole (the rival test asks it only of the rival): two puzzles in the picture.
  const rivals = [best, ...beaten].some((b) => b.rivalGrid && !atEdge(b.box, width, height));
  const found = rivals ? { ...best.location, rivals } : best.location;
  return runnerUp ? { ...found, runnerUp } : found;
}
