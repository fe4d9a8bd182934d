/**
 * The grid where neither its lines nor its tiles show, found from its digits: a page whose cells are tiles a shade off
 * the page, blurred or JPEG'd into it (wild explore2 s217: round tiles 4 gray levels from white), or whose lines are
 * gaps as light as the cells, still prints its givens as dark as any text. Seventeen digits or more of one height,
 * each at the centre of its cell, stand on a lattice of one pitch across and down; every row and every column of the
 * grid holding one, the lattice's extent is the grid's. A homography fitted to their centres (lattice position to
 * picture point) gives its corners, turned or seen a little askew.
 *
 * Tried last (locate.ts `lastResort`), and its reading kept only as a puzzle with one solution, as read or beside a
 * player's mistakes (scan.ts): digits on a lattice are also a calendar, a table of numbers, a Kakuro's sums, which
 * read as no such puzzle.
 */
import { binarise, type Polarity } from './binarise.ts';
import { boxHeight, boxWidth, label, type Component } from './components.ts';
import type { GridLocation } from './find-grid.ts';
import { apply, fitHomography, inverse, type Homography, type Point } from './homography.ts';
import type { Gray } from './image.ts';

/** A printed Sudoku's fewest givens: fewer digits on a lattice are no grid to read. */
const MIN_DIGITS = 17;
/** Ink shorter than this (shrunk picture's pixels) is no digit the reader could read. */
const MIN_HEIGHT = 7;
/**
 * A group of marks of one height past this many is a page of text (a grid's 81 digits and what stands around them
 * are far fewer): not searched, so that a picture without a Sudoku costs no quadratic search.
 */
const MAX_MARKS = 4000;
/**
 * Groups of one height searched, largest first: a newspaper page's body text and its lead are two sizes of glyphs,
 * each more than a grid's digits (wild explore10 s473: 356 and 272 marks beside 30 digits), and its headline a third.
 */
const HEIGHT_GROUPS = 4;
/** Digits of one face stand within this ratio of each other's heights (a 1, a 7 and a 4 alike). */
const HEIGHT_SPREAD = 1.3;
/** A cell is this many digit heights across, at least and at most (a digit fills 0.28 to 0.8 of its cell). */
const MIN_PITCH = 1.25;
const MAX_PITCH = 3.6;
/** A digit's centre within this share of the pitch of its lattice point is on the lattice. */
const ON_LATTICE = 0.2;
/** Turns tried (degrees): a screenshot turned or a page photographed askew (ALIGNED covers a degree or so each way). */
const TURNS = [0, -2, 2, -4, 4];
/** Fits of a window's homography, each without the marks the one before put off their places (`fitOf`). */
const REFITS = 3;
/** Windows of the lattice fitted and judged, likeliest first, before giving up on it. */
const WINDOWS_TRIED = 4;
/** Ink on the lattice's rows and columns but off its points, or two digits in a cell, at most this share of it. */
const MAX_STRAY = 0.25;

/** A step across a box's gap is this many pitches, at least and at most (a gap wider than the tiles' own). */
const MIN_BOX_STEP = 1.08;
const MAX_BOX_STEP = 1.6;

interface Mark {
  x: number;
  y: number;
  h: number;
}

interface Fit {
  corners: Point[];
  digits: number;
  residual: number;
}

/** The grid its digits show in `gray`, or null when no 9 × 9 lattice of digits is there. */
export function findDigitLattice(gray: Gray): GridLocation | null {
  const { width, height } = gray;
  const radius = Math.max(6, Math.round(Math.max(width, height) / 50));
  let best: (Fit & { polarity: Polarity }) | null = null;
  for (const polarity of ['dark-ink', 'light-ink'] as const) {
    const { components } = label(binarise(gray, polarity, radius), width, height);
    const maxHeight = Math.min(width, height) / 10;
    const marks = components.filter((c) => digitLike(c, maxHeight)).map(markOf);
    for (const group of heightGroups(marks)) {
      if (group.length > MAX_MARKS) continue;
      const fit = latticeOf(group);
      if (fit && (!best || fit.digits > best.digits)) best = { ...fit, polarity };
    }
  }
  return best && { corners: best.corners, polarity: best.polarity, evidence: 'faint' };
}

/** Ink shaped as a digit may be: upright, not a speck, not a solid block (a tile, a button) unless thin (a 1). */
function digitLike(c: Component, maxHeight: number): boolean {
  const w = boxWidth(c);
  const h = boxHeight(c);
  if (h < MIN_HEIGHT || h > maxHeight || w > h || w < 0.08 * h) return false;
  const fill = c.area / (w * h);
  return fill >= 0.12 && (fill <= 0.8 || w <= 0.35 * h);
}

const markOf = (c: Component): Mark => ({
  x: (c.minX + c.maxX + 1) / 2,
  y: (c.minY + c.maxY + 1) / 2,
  h: boxHeight(c),
});

/** The largest groups of marks of one height (HEIGHT_SPREAD), each of MIN_DIGITS or more, HEIGHT_GROUPS at most. */
function heightGroups(marks: Mark[]): Mark[][] {
  const sorted = [...marks].sort((a, b) => a.h - b.h);
  const groups: { from: number; to: number }[] = [];
  let to = 0;
  for (let from = 0; from < sorted.length; from++) {
    while (to < sorted.length && sorted[to].h <= HEIGHT_SPREAD * sorted[from].h) to++;
    if (to - from >= MIN_DIGITS) groups.push({ from, to });
  }
  groups.sort((a, b) => b.to - b.from - (a.to - a.from));
  const chosen: { from: number; to: number }[] = [];
  for (const g of groups) {
    if (chosen.length === HEIGHT_GROUPS) break;
    if (chosen.every((c) => g.to <= c.from || g.from >= c.to)) chosen.push(g);
  }
  return chosen.map((g) => sorted.slice(g.from, g.to));
}

/** The best 9 × 9 lattice through `marks` over the turns tried, or null. */
function latticeOf(marks: Mark[]): Fit | null {
  const digitHeight = marks[marks.length >> 1].h;
  let best: Fit | null = null;
  for (const degrees of TURNS) {
    const turned = turnOf(marks, degrees);
    const pitches = pitchesOf(turned, digitHeight);
    for (const pitch of pitches) {
      // Tiles set apart box by box: the step across a box's gap is another common step, a little longer.
      const gaps = [
        0,
        ...pitches.filter((p) => p >= MIN_BOX_STEP * pitch && p <= MAX_BOX_STEP * pitch).map((p) => p - pitch),
      ];
      for (const gap of gaps) {
        const fit = fitAt(turned, pitch, gap);
        if (fit && (!best || fit.digits > best.digits || (fit.digits === best.digits && fit.residual < best.residual)))
          best = fit;
      }
    }
  }
  return best;
}

interface Turned {
  u: number;
  v: number;
  mark: Mark;
}

/** The marks at one turn, with their indices in order across (u) and down (v), sorted once for every search. */
interface Turn {
  marks: Turned[];
  byU: number[];
  byV: number[];
}

function turnOf(marks: Mark[], degrees: number): Turn {
  const turn = (degrees * Math.PI) / 180;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const turned = marks.map((m) => ({ u: m.x * cos + m.y * sin, v: -m.x * sin + m.y * cos, mark: m }));
  const order = (key: (m: Turned) => number): number[] =>
    turned.map((_, i) => i).sort((a, b) => key(turned[a]) - key(turned[b]));
  return { marks: turned, byU: order((m) => m.u), byV: order((m) => m.v) };
}

/**
 * Pitches worth trying: the steps from each mark to its nearest neighbour in its row (or column) within the cell
 * sizes a digit of this height allows, gathered into 3 % bins; the five most common.
 */
function pitchesOf(turn: Turn, digitHeight: number): number[] {
  const { marks } = turn;
  const lo = MIN_PITCH * digitHeight;
  const hi = MAX_PITCH * digitHeight;
  const aligned = 0.25 * digitHeight;
  const bins = new Map<number, number[]>();
  const add = (step: number): void => {
    const bin = Math.round(Math.log(step) / Math.log(1.03));
    const list = bins.get(bin) ?? [];
    list.push(step);
    bins.set(bin, list);
  };
  const { right, below } = neighbours(turn, aligned, lo, hi);
  marks.forEach((a, i) => {
    if (right[i] >= 0) add(marks[right[i]].u - a.u);
    if (below[i] >= 0) add(marks[below[i]].v - a.v);
  });
  return [...bins.values()]
    .sort((a, b) => b.length - a.length)
    .slice(0, 5)
    .map((steps) => steps.reduce((s, x) => s + x, 0) / steps.length);
}

/** Each mark's nearest neighbour to its right in its row and below it in its column (`nearestAhead`). */
function neighbours(turn: Turn, tolerance: number, from: number, to: number): { right: number[]; below: number[] } {
  return {
    right: nearestAhead(turn, true, tolerance, from, to),
    below: nearestAhead(turn, false, tolerance, from, to),
  };
}

/**
 * For each mark, the nearest one ahead of it (to its right when `across`, else below) by more than `from` and less
 * than `to`, within `tolerance` of its row (or column). -1 for none.
 */
function nearestAhead(turn: Turn, across: boolean, tolerance: number, from: number, to: number): number[] {
  const { marks } = turn;
  const along = (m: Turned): number => (across ? m.u : m.v);
  const aside = (m: Turned): number => (across ? m.v : m.u);
  const order = across ? turn.byU : turn.byV;
  const at = order.map((i) => along(marks[i]));
  return marks.map((a) => {
    const start = along(a) + from;
    // The first in order past `start` (a binary search), then on until one is in line.
    let lo = 0;
    let hi = at.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at[mid] <= start) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < at.length && at[k] < along(a) + to; k++)
      if (Math.abs(aside(marks[order[k]]) - aside(a)) <= tolerance) return order[k];
    return -1;
  });
}

/** Marks this far off a row (or column) of the lattice, in pitches, are not in it. */
const ALIGNED = 0.2;
/** A link steps this many cells at most (a row's digits apart by blanks). */
const MAX_STEP = 4;
/** A step this far from a whole number of pitches (and box gaps) is none; a page seen askew is within it. */
const STEP_SLACK = 0.2;

/**
 * How many cells a step of `along` spans on a lattice of `pitch` whose boxes stand `gap` further apart (0 for a plain
 * lattice): k pitches and the box gaps k cells cross (none, or one for every three cells at most), within STEP_SLACK
 * of a pitch; 0 when no such count fits.
 */
function stepsOf(along: number, pitch: number, gap: number): number {
  for (let k = 1; k <= MAX_STEP; k++)
    for (let m = 0; m <= (gap ? Math.ceil(k / 3) : 0); m++)
      if (Math.abs(along - k * pitch - m * gap) <= STEP_SLACK * pitch) return k;
  return 0;
}

interface Placed {
  mark: Mark;
  col: number;
  row: number;
}

/**
 * Each mark's place on the lattice of `pitch`, found by walking links: a mark's nearest neighbour to its right in its
 * row (or below it in its column) a whole number of pitches away is that many cells on. Steps are taken one link at a
 * time, so a box's wider gap (CSS tiles set apart, box by box) or a page seen askew shifts no place. One group of
 * linked marks at a time; a group whose links disagree with the places found (each such link met from both its ends, so
 * counted twice) more than MAX_STRAY times its members is left out.
 */
function linkedGroups(turn: Turn, pitch: number, gap: number): Placed[][] {
  const { marks } = turn;
  const links: { to: number; cols: number; rows: number }[][] = marks.map(() => []);
  const reach = MAX_STEP * pitch + 2 * gap + STEP_SLACK * pitch;
  const { right, below } = neighbours(turn, ALIGNED * pitch, (1 - STEP_SLACK) * pitch, reach);
  marks.forEach((a, i) => {
    const link = (j: number, along: number, across: boolean): void => {
      const steps = stepsOf(along, pitch, gap);
      if (!steps) return;
      const cols = across ? steps : 0;
      const rows = across ? 0 : steps;
      links[i].push({ to: j, cols, rows });
      links[j].push({ to: i, cols: -cols, rows: -rows });
    };
    if (right[i] >= 0) link(right[i], marks[right[i]].u - a.u, true);
    if (below[i] >= 0) link(below[i], marks[below[i]].v - a.v, false);
  });
  const place: ({ col: number; row: number } | undefined)[] = marks.map(() => undefined);
  const groups: Placed[][] = [];
  for (let start = 0; start < marks.length; start++) {
    if (place[start] || !links[start].length) continue;
    place[start] = { col: 0, row: 0 };
    const members = [start];
    let clashes = 0;
    for (let k = 0; k < members.length; k++) {
      const at = place[members[k]]!;
      for (const { to, cols, rows } of links[members[k]]) {
        const there = place[to];
        if (!there) {
          place[to] = { col: at.col + cols, row: at.row + rows };
          members.push(to);
        } else if (there.col !== at.col + cols || there.row !== at.row + rows) clashes++;
      }
    }
    if (members.length >= MIN_DIGITS && clashes <= MAX_STRAY * members.length)
      groups.push(members.map((i) => ({ mark: marks[i].mark, col: place[i]!.col, row: place[i]!.row })));
  }
  return groups;
}

/** The grid the lattice of `pitch` (and box `gap`) through `marks` gives: the best of its linked groups' (windowOf). */
function fitAt(turn: Turn, pitch: number, gap: number): Fit | null {
  let best: Fit | null = null;
  for (const group of linkedGroups(turn, pitch, gap)) {
    const fit = windowOf(grownToNine(group, turn.marks), turn.marks);
    if (fit && (!best || fit.digits > best.digits || (fit.digits === best.digits && fit.residual < best.residual)))
      best = fit;
  }
  return best;
}

/**
 * A group of linked marks spanning fewer than nine places across or down, with the marks of its height that its fit
 * puts on lattice places it leaves free. A column's digits that stand in rows holding no other digit, and more than
 * MAX_STEP cells from the nearest digit below or above them, link to none of the rest: a dark board's last column
 * with a 2 in row 5 and a 9 in row 8 only, rows 5 and 8 holding nothing else (wild explore19 s602), left the lattice
 * eight columns wide, no grid. The fit through the group (perspective and all) reaches a place or two beyond it;
 * `judged` weighs the window chosen against every mark again. A group nine places each way is kept as it is.
 */
function grownToNine(group: Placed[], marks: Turned[]): Placed[] {
  const cols = new Set(group.map((p) => p.col));
  const rows = new Set(group.map((p) => p.row));
  const span = (places: Set<number>): number => Math.max(...places) - Math.min(...places) + 1;
  if (span(cols) >= 9 && span(rows) >= 9) return group;
  const fitted = fitOf(group);
  if (!fitted) return group;
  const inGroup = new Set(group.map((p) => p.mark));
  const taken = new Set(group.map((p) => `${p.col},${p.row}`));
  const grown = [...group];
  for (const { mark } of marks) {
    if (inGroup.has(mark)) continue;
    const at = apply(fitted.back, mark.x, mark.y);
    const col = Math.round(at.x);
    const row = Math.round(at.y);
    if (Math.hypot(at.x - col, at.y - row) > ON_LATTICE || taken.has(`${col},${row}`)) continue;
    taken.add(`${col},${row}`);
    grown.push({ mark, col, row });
  }
  return grown;
}

/**
 * The 9 × 9 windows of a group of placed marks holding the most of them, one a cell (marks crowding a cell count
 * against it), with a digit in the first and last row and column, each fitted and judged (`judged`) in turn; the
 * first that passes, or null.
 */
function windowOf(group: Placed[], marks: Turned[]): Fit | null {
  let minCol = Infinity;
  let minRow = Infinity;
  let maxCol = -Infinity;
  let maxRow = -Infinity;
  for (const { col, row } of group) {
    minCol = Math.min(minCol, col);
    minRow = Math.min(minRow, row);
    maxCol = Math.max(maxCol, col);
    maxRow = Math.max(maxRow, row);
  }
  const cols = maxCol - minCol + 1;
  const rows = maxRow - minRow + 1;
  if (cols < 9 || rows < 9 || cols * rows > 40_000) return null;
  const count = new Int32Array(cols * rows);
  for (const p of group) count[(p.row - minRow) * cols + p.col - minCol]++;
  // Over every 9 × 9 window, summed-area tables of its occupied cells and of the marks beyond one a cell (a caption's
  // letters linked in as a row of their own crowd their cells: wild explore3 s569).
  const occupiedSums = summed(cols, rows, (k) => (count[k] > 0 ? 1 : 0));
  const crowdSums = summed(cols, rows, (k) => Math.max(0, count[k] - 1));
  const windows: { score: number; r: number; c: number }[] = [];
  for (let r = 0; r + 9 <= rows; r++)
    for (let c = 0; c + 9 <= cols; c++) {
      const n = occupiedSums(r, c, r + 9, c + 9);
      // A digit in the window's first and last row and column: the grid's extent is the lattice's.
      const edges =
        occupiedSums(r, c, r + 1, c + 9) &&
        occupiedSums(r + 8, c, r + 9, c + 9) &&
        occupiedSums(r, c, r + 9, c + 1) &&
        occupiedSums(r, c + 8, r + 9, c + 9);
      if (n >= MIN_DIGITS && edges) windows.push({ score: n - crowdSums(r, c, r + 9, c + 9), r, c });
    }
  // The likeliest few, each fitted and judged by the marks the fit puts inside it.
  windows.sort((a, b) => b.score - a.score);
  for (const at of windows.slice(0, WINDOWS_TRIED)) {
    const chosen = group.filter(
      (p) => p.col - minCol >= at.c && p.col - minCol < at.c + 9 && p.row - minRow >= at.r && p.row - minRow < at.r + 9,
    );
    const fit = judged(
      chosen.map((p) => ({ col: p.col - minCol - at.c, row: p.row - minRow - at.r, mark: p.mark })),
      marks,
    );
    if (fit) return fit;
  }
  return null;
}

/**
 * The grid fitted through `placed` (lattice places 0 to 8), or null when it holds fewer than MIN_DIGITS of `marks`
 * on its cells' centres, one a cell, or too many besides (MAX_STRAY).
 */
function judged(placed: Placed[], marks: Turned[]): Fit | null {
  const fitted = fitOf(placed);
  if (!fitted) return null;
  const { h, back } = fitted;
  // Every mark of the height that the fit puts inside the grid: off a cell's centre, or a second in a cell, is stray
  // (a page of text, a table of numbers, a Kakuro's sums).
  const seen = new Set<number>();
  let stray = 0;
  let residual = 0;
  for (const { mark } of marks) {
    const p = apply(back, mark.x, mark.y);
    if (!(p.x > -0.5 && p.x < 8.5 && p.y > -0.5 && p.y < 8.5)) continue;
    const col = Math.round(p.x);
    const row = Math.round(p.y);
    const off = Math.hypot(p.x - col, p.y - row);
    if (off > ON_LATTICE || seen.has(row * 9 + col)) stray++;
    else {
      seen.add(row * 9 + col);
      residual += off;
    }
  }
  if (seen.size < MIN_DIGITS || stray > MAX_STRAY * seen.size) return null;
  const corners = [apply(h, -0.5, -0.5), apply(h, 8.5, -0.5), apply(h, 8.5, 8.5), apply(h, -0.5, 8.5)];
  if (corners.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y))) return null;
  return { corners, digits: seen.size, residual: residual / seen.size };
}

/** The sum of `value` over any box of a `cols` × `rows` table (summed-area): rows r0 to r1, columns c0 to c1. */
function summed(
  cols: number,
  rows: number,
  value: (k: number) => number,
): (r0: number, c0: number, r1: number, c1: number) => number {
  const stride = cols + 1;
  const sums = new Int32Array(stride * (rows + 1));
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      sums[(r + 1) * stride + c + 1] =
        value(r * cols + c) + sums[r * stride + c + 1] + sums[(r + 1) * stride + c] - sums[r * stride + c];
  return (r0, c0, r1, c1) =>
    sums[r1 * stride + c1] - sums[r0 * stride + c1] - sums[r1 * stride + c0] + sums[r0 * stride + c0];
}

/**
 * The homography from lattice places to the picture through `placed`, fitted again (up to REFITS fits in all) without
 * the marks the last fit puts more than ON_LATTICE off their places (a caption's letter linked in as a tenth row); with
 * its inverse. `judged` then weighs the fit against every mark.
 */
function fitOf(placed: Placed[]): { h: Homography; back: Homography } | null {
  let kept = placed;
  let fit: { h: Homography; back: Homography } | null = null;
  for (let round = 0; round < REFITS; round++) {
    const h = fitHomography(
      kept.map((p) => ({ x: p.col, y: p.row })),
      kept.map((p) => ({ x: p.mark.x, y: p.mark.y })),
    );
    const back = h && inverse(h);
    if (!h || !back) return null;
    const on = kept.filter((p) => {
      const at = apply(back, p.mark.x, p.mark.y);
      return Math.hypot(at.x - p.col, at.y - p.row) <= ON_LATTICE;
    });
    fit = { h, back };
    if (on.length === kept.length || on.length < MIN_DIGITS) break;
    kept = on;
  }
  return fit;
}
