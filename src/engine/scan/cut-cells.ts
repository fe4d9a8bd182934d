/**
 * Cuts the rectified grid into its 81 cells and decides, per cell, whether it holds a digit: the grid's lines are
 * located (so a thick border or uneven spacing does not shift the cells), each cell's background is measured
 * (a highlighted cell has its own), and ink is what differs from it, darker or lighter (a selected cell drawn dark
 * with a light digit reads like any other). A digit is one tall central piece of ink (or the separate bars of a
 * seven-segment digit); pencil marks are small and off-centre, line remnants touch
 * the edge, so both leave the cell empty. A digit comes out as a CROP × CROP image, normalised in size, position and
 * contrast, for the classifier.
 */
import { CELLS, colOf, rowOf } from '../grid.ts';
import { hasDiagonal } from './cell-diagonal.ts';
import { label, type Component } from './components.ts';
import { middleInPlace } from './median.ts';
import { inkShape, type InkShape } from './ink-shape.ts';
import { digitLook, type DigitLook } from './digit-look.ts';
import { hueInk, type CellBox, type Chroma, type HueInk, type LazyChroma } from './ink-hue.ts';
import { faintDigit, lazyTophat, type FaintDigit, type TopHat } from './faint-ink.ts';
import { CELL, SIDE } from './rectify.ts';

/** The classifier's input side: the digit fills the middle DIGIT × DIGIT, centred. */
export const CROP = 20;
const DIGIT = 16;
/**
 * A digit is at least this tall, as a fraction of the cell: apps draw theirs 0.35–0.8 of the cell; pencil marks
 * (three rows of them to a cell) are at most about 0.27.
 */
export const MIN_DIGIT_HEIGHT = 0.3;
/**
 * The widest gap between the segments of a seven-segment digit, in rectified pixels: wide for a digit too short to
 * be read at all without its segments joined (a small one's thin segments lose their tapered tips to the threshold),
 * narrow beside one tall enough alone, where a wider reach might take in what is left of a grid line.
 */
const SEGMENT_GAP = { short: 0.15 * CELL, tall: 0.08 * CELL } as const;
/**
 * How far a seven-segment digit's box may sit from the cell's centre, in cells. Pencil marks in the side columns of
 * their 3 × 3 places sit about 0.28 across, two marks stacked above or below the middle about 0.16 down.
 */
const DIGIT_OFF_CENTRE = { across: 0.22, down: 0.12 } as const;
/** Bars gathered into a digit shorter than this (a fraction of the cell) are not kept together: pencil marks. */
const SHORT_SEGMENTS = 0.22;
/**
 * A shadow's edge across a cell: the cell's ink is its distance from the cell's median gray, so the part of the cell
 * on the other side of the edge (the lit paper, or the shade) is cut out as ink too, and joined to the digit beside
 * it the crop is no digit (explore3 photo 86: a 4 and a 5 on a shadow's diagonal read blank). Such a piece is flat:
 * the black top-hat (faint-ink.ts `tophat`: how much darker a pixel is than the lightest level around it, over a
 * square wider than a stroke) leaves a step of light nothing, where a stroke stands out by its depth. A piece of at
 * least FLAT_MIN_AREA pixels with under FLAT_SHARE of them at FLAT_STROKE of the cut's threshold in the top-hat holds
 * no dark stroke.
 */
const FLAT_MIN_AREA = 12;
const FLAT_STROKE = 0.5;
const FLAT_SHARE = 0.2;
/**
 * Such a piece is left out only when its mean ink is under FLAT_DEPTH of the deepest ink of the stroke pieces: a
 * shadow's step is a fraction of the print's depth (explore3 photo 86: 0.40 to 0.42 of it), where a solid blot of ink
 * as deep as the print (a digit too bold for the top-hat's square) is no shadow.
 */
const FLAT_DEPTH = 0.6;

/** Whether piece `c` holds dark strokes: enough of its pixels stand out in the black top-hat `hat`. */
function strokeInk(c: Component, labels: Int32Array, cell: CellInk, hat: Float32Array, threshold: number): boolean {
  let stroke = 0;
  for (let y = c.minY; y <= c.maxY; y++)
    for (let x = c.minX; x <= c.maxX; x++)
      if (labels[y * cell.w + x] === c.label && hat[(cell.y0 + y) * SIDE + cell.x0 + x] >= FLAT_STROKE * threshold)
        stroke++;
  return stroke >= FLAT_SHARE * c.area;
}

/**
 * The cell's pieces less those with no dark stroke, when some other piece of it has dark strokes: a digit beside a
 * shadow's edge. A cell none of whose pieces is dark strokes keeps them all: a light digit on a dark highlight (a
 * selected cell) is no dark stroke either, and nor is a blank cell's shade, left in doubt as before.
 */
function withoutFlat(
  components: Component[],
  labels: Int32Array,
  cell: CellInk,
  hat: TopHat,
  threshold: number,
): Component[] {
  const large = components.filter((c) => c.area >= FLAT_MIN_AREA);
  // One piece has nothing beside it to be told from: the top-hat is taken only where there are two.
  if (large.length < 2) return components;
  const strokes = large.filter((c) => strokeInk(c, labels, cell, hat(), threshold));
  // A line's remnant is dark strokes too, but no witness of a digit beside a shadow: it runs along the cell's edge
  // or stubs out of it. A digit set low or high may touch the bottom or top edge (synthetic explore photo 90's 1,
  // whose shadow was then kept and joined to it), reaching a digit's height away from it. One touching a side edge
  // would have to be a digit's height wide, which few are: such a cell keeps its pieces, as before the rule.
  const witnesses = strokes.filter((c) => reachesIn(c, cell.w, cell.h));
  if (!witnesses.length || strokes.length === large.length) return components;
  const depth = Math.max(...witnesses.map((c) => pieceInk(c, labels, cell).most));
  return components.filter(
    (c) => c.area < FLAT_MIN_AREA || strokes.includes(c) || pieceInk(c, labels, cell).mean >= FLAT_DEPTH * depth,
  );
}

/** The mean and the most of a piece's ink (its distance from the cell's median gray). */
function pieceInk(c: Component, labels: Int32Array, cell: CellInk): { mean: number; most: number } {
  let sum = 0;
  let most = 0;
  for (let y = c.minY; y <= c.maxY; y++)
    for (let x = c.minX; x <= c.maxX; x++) {
      if (labels[y * cell.w + x] !== c.label) continue;
      const ink = cell.ink[y * cell.w + x];
      sum += ink;
      most = Math.max(most, ink);
    }
  return { mean: sum / c.area, most };
}

/**
 * Of the cell: the least height of the part of a digit broken in two that gathers the other (brokenDigit), the least
 * width or height of that other part, and the least width of a broken 2's base (brokenOnBase).
 */
const BROKEN_PART = 0.2;
/**
 * A digit broken in two is taken only in a grid with at most this many cells of ink too short for a digit (a 2 broken
 * above its base not counted: brokenOnBase): an app's pencil marks may stand stacked in the middle of a cell as close
 * as a broken 2's two parts (wild explore6 s466, 25 such cells), where a printed page shows a few specks at most
 * (explore3 photo 137: none). And outside a grid of seven-segment digits, bars taken for a digit's segments and a
 * digit broken across its middle are taken only in a grid with at most this many cells of pencil marks (MARK_PIECES).
 */
const MAX_MARKED = 3;
/**
 * A cell whose ink is too short for a digit, in this many pieces or more clear of its edges, holds pencil marks
 * (cellsCut `markCells`): marks come several to a cell, where a seven-segment 1 or 7 cut short is two or three bars
 * (counting every cell of short ink instead, a seven-segment grid's own short 1s and 7s, four to thirteen of them,
 * lost their bars: wild tune s190 and s246, explore6 s126 and s398, explore15 s326). A square piece counts as a mark.
 */
const MARK_PIECES = 4;
/**
 * A grid with this many cells whose digit is separate solid bars is taken for a seven-segment one when its lone bars
 * are weighed (loneBar): on the tune set's screenshots, 33 of 38 seven-segment grids have 3 or more, no other
 * Sudoku more than 2.
 */
const MIN_BAR_BUILT_CELLS = 3;
/** A grid has at least this many digits made of short bars when its digits are seven-segment ones (see extractCells). */
const MIN_SEGMENTED_CELLS = 4;
/**
 * In a grid with fewer such cells (a few 1s and 7s among whole digits), bars gathered into a digit are still one when
 * each upright among them is a solid bar (isSolidBar: at least this share of its rows inked across) and together they
 * stand as tall as the grid's other digits: a seven-segment 1 or 7 is 0.7–1.0 of their median height. Two large pencil
 * marks stacked can be as tall, but they are glyphs, not bars (on the scan corpus's pencil pictures: none taken).
 */
const SOLID_ROWS = 0.7;
const SEGMENTED_HEIGHT = { min: 0.65, max: 1.05 } as const;
/** Digits needed for a grid's median digit height to be trusted. */
const MIN_DIGITS_FOR_HEIGHT = 9;
/**
 * In a grid whose digits are small (a font drawn at a third of the cell, so its digits stand 0.29–0.31 of it, some
 * just under MIN_DIGIT_HEIGHT), ink down to this share of the grid's median digit height is a digit too: a font's
 * figures are all about one height. Pencil marks beside digits that small are smaller still (three rows of them fit
 * where one digit does).
 */
const SMALL_DIGIT_SHARE = 0.8;
/**
 * A grid whose digits all stand just under MIN_DIGIT_HEIGHT (a font drawn small: 0.28 of the cell on the tune set's
 * 204 px canvas and the explore set's monospace table) has no nine digits to measure: there, single pieces in the
 * middle of their cells (within SMALL_OFF_CENTRE) from SMALL_FLOOR up are measured instead, when there are MIN_SMALL_DIGITS of them (a
 * Sudoku's fewest givens), SMALL_AGREE of every cell inked that high and SMALL_AGREE of them within a pixel of their
 * median: a font's figures are one height, where pencil marks, icons and letters are not, and a multiplication
 * table's numbers of two digits are two pieces.
 */
const SMALL_FLOOR = 0.22;
const MIN_SMALL_DIGITS = 17;
const SMALL_AGREE = 0.8;
/** The widest such a piece may be, as a share of its height: one figure, not two run together. */
const SMALL_WIDEST = 0.9;
/** How far from the cell's middle such a piece may lie, as a fraction of the cell: a table's digits sit high. */
const SMALL_OFF_CENTRE = 0.2;

/**
 * Old-style figures (a font's `onum`: Playfair, Raleway, Open Sans, Noto Sans Mono offer them) draw 0, 1 and 2 at the
 * x-height, 0.7–0.8 of the other digits, which rise above it or hang below. A single central piece at least this
 * share of the grid's median digit height is cut out as an `xHeight` cell, read only as a 1 or a 2 (scan.ts). In a
 * grid of seven-segment digits (or one with three cells or more of bar-built digits or digits broken in two) such a
 * piece is more often a digit whose lowest bar was not gathered or was too faint to cut (a 4, a 7): read as any
 * digit, in doubt; in a seven-segment grid, any but one drawn whole at that height (scan.ts `barred`).
 */
const X_HEIGHT_SHARE = 0.66;
/**
 * From this share, short of X_HEIGHT_SHARE, such a piece is read as a 1 or a 2 only, whatever the grid: a small
 * grid's pixels cut an old-style 1 shorter (Playfair's at 7 px beside figures of 11, 0.64, its hairlines parted into
 * bars that make the grid look seven-segment: wild explore10 s544). Read there as any digit, a reader's pencilled 5
 * at 0.64 was taken for a given (synthetic explore8 3); as a 1 or 2 only, another digit is left blank, as sure as the
 * cell's ink says (scan.ts).
 */
const ONE_OR_TWO_SHARE = 0.62;
/**
 * An old-style 1 or 2 stands on the baseline the other digits stand on, so its middle is lower than theirs by half
 * the difference in height: a piece that short may sit that much lower than a digit's middle (fitsOneDigit), on top
 * of what any digit may. Playfair's x-height 1 on the bottom row of the wild explore2 s317 sat 4 px low, 3.8 allowed.
 */
const X_HEIGHT_SUNK = 0.5;
/** Glyphs in a row share this much of their height, at least (inARow). */
const ROW_OVERLAP = 0.7;

export interface Cell {
  /** Height of the central ink as a fraction of the cell (0 when there is none). */
  height: number;
  /** The digit's image for the classifier, CROP × CROP ink levels 0..1; null for an empty cell. */
  crop: Float32Array | null;
  /**
   * The crop again with the faint hairline that joins the digit's pieces across a gap drawn in as a stroke (a
   * Playfair 5's, between its flag and its bowl): read both ways (scan.ts).
   */
  bridged?: Float32Array;
  /**
   * The crop of the digit's own pieces alone, where fainter ink joined others to them (withHairlines) and they stand
   * as tall as the grid's digits (OWN_HEIGHT): what was joined is then a shadow's blot or a line's remnant that haze
   * links to the digit, not a hairline of it. Read both ways (scan.ts).
   */
  unjoined?: Float32Array;
  /**
   * For a cell read empty but not surely, its ink cut out all the same (too short for a digit, or too faint for the
   * threshold): never read as the cell's digit, only weighed as another reading when the grid as read is no puzzle
   * (puzzle-repair.ts).
   */
  latent?: Float32Array;
  /**
   * For such a cell, digits its ink's shape suggests that the network cannot read from it: two specks stacked in a
   * grid of seven-segment digits are what is left of a 1's two bars. Weighed as `latent` is.
   */
  mayBe?: number[];
  /** How sure the cell is empty, 0..1 (meaningful when crop is null). */
  emptyConfidence: number;
  /** The digit's ink; for an empty cell, its heaviest piece of ink clear of the edges (null: none). */
  shape: InkShape | null;
  /** Ink straight beside the digit would join it into one larger digit (a seven-segment grid's): read in doubt. */
  partOfMore?: boolean;
  /** A stroke from corner to corner (cell-diagonal.ts): a Kakuro's clue cell. */
  diagonal?: boolean;
  /** How the digit's ink and place look (digit-look.ts), for a cell cut as a digit. */
  look?: DigitLook;
  /**
   * The least height of a digit in this grid: MIN_DIGIT_HEIGHT, or less in a grid of small digits (SMALL_DIGIT_SHARE
   * of their median height). A digit barely above it might be a large pencil mark.
   */
  minHeight: number;
  /**
   * Shorter than a digit but as tall as an old-style 1 or 2 (X_HEIGHT_SHARE): a crop to read only as one of those
   * ('1 or 2'), or in a grid of seven-segment digits as a digit a bar short ('bar short': a 4 or a 7 whose lowest
   * bar was lost, never a digit whole with its bars at top and bottom), in doubt either way; 'segment' (as any
   * digit: in doubt, but a 1, 4 or 7 whole, as a seven-segment face draws them short) in a grid of bar-built digits or
   * digits broken in two; 'any' (as any digit, in doubt) for a digit broken across its middle (splitDigit); 'one' (as
   * a 1 only, in doubt) for a 1 parted at its middle (segmentsOfOne) in such a grid.
   */
  xHeight?: '1 or 2' | 'bar short' | 'segment' | 'any' | 'one';
  /** A digit in a pale ink, below the grid's threshold (faint-ink.ts `pale`): read, never surely (scan.ts). */
  pale?: boolean;
  /**
   * An x-height piece as tall as a seven-segment digit a bar short (X_HEIGHT_SHARE of the grid's digits or more): in a
   * grid of whole glyphs it is read as a 1 or a 2 only, unless the grid's 4s and 7s show a seven-segment face
   * (segment-face.ts); one shorter is a 1 or a 2 only whatever the grid (ONE_OR_TWO_SHARE).
   */
  barTall?: boolean;
  /**
   * A fact of the whole grid, the same on each of its cells: its digits are seven-segment ones (short bars gathered
   * into a digit in MIN_SEGMENTED_CELLS cells or more), a screen's face, which neither a printed page nor a hand draws
   * (fill-ins.ts).
   */
  sevenSegmentGrid?: boolean;
}

/**
 * A digit's own pieces stand at least this share of the grid's digits' height for the ink fainter ink joins to them
 * to be more than the digit (`unjoined`): a hazy photo's digits stood 0.83–1.08 of it beside a shadow's blot joined to
 * them, a Playfair 5's bowl 0.67 without its flag.
 */
const OWN_HEIGHT = 0.8;

/** A line stands at least this many gray levels (of the profile below) above the lowest point on each side of it. */
const MIN_LINE = 4;
/**
 * How far from a line's place its sides are looked at, in cells: out to the middle of the cells beside it, past a
 * thick border's or box line's far edge (a frame 0.375 of a cell thick on the explore set's s134), where the window
 * its darkest point is looked for in (0.3 of a cell each way) may end inside the line.
 */
const LINE_SIDES = 0.5;

/**
 * Start and end (inclusive) of each of the 10 lines across one axis. A column's (or row's) score is its darkness
 * at the 20th percentile along its length: high only where it is dark nearly all the way, as a line is; a digit
 * darkens a column over one cell only, and a shaded row or box over a third at most.
 */
function lineBands(image: Float32Array, vertical: boolean): [number, number][] {
  const profile = lineProfile(image, vertical);
  const found = onEvenPlaces(
    profile,
    Array.from({ length: 10 }, (_, k) => bandNear(profile, k, k * CELL)),
  );
  // A cell line not found near its even place is looked for again between the box lines found around it, at its
  // share of their span: thick box borders drawn inside a box's outer cells make its cells narrower than an even
  // grid's (wild explore3 s400: the last box's second line 0.45 of a cell off its even place, out of the window).
  const bands = found.map((band, k) => {
    if (band || k % 3 === 0) return band;
    const before = found[k - (k % 3)];
    const after = found[k - (k % 3) + 3];
    if (!before || !after) return null;
    const from = before[1] + 0.5;
    return bandNear(profile, k, from + ((k % 3) / 3) * (after[0] - 0.5 - from));
  });
  // Nothing darker near its place (a line missing over a fifth of its length, tiles with no line between them), or
  // only a step (a shaded row's edge, its line no darker than its shade): the line is taken where it should be, not
  // at the step or at the first column of the search window.
  return bands.map((band, k) => {
    if (band) return band;
    const at = Math.round(k * CELL);
    return [Math.max(0, at - 2), Math.min(SIDE - 1, at + 1)];
  });
}

/** Each column's (or row's) darkness at the 20th percentile along its length: a line's, not a digit's (lineBands). */
function lineProfile(image: Float32Array, vertical: boolean): Float32Array {
  const profile = new Float32Array(SIDE);
  const along = new Float32Array(SIDE);
  for (let a = 0; a < SIDE; a++) {
    for (let b = 0; b < SIDE; b++) along[b] = 255 - (vertical ? image[b * SIDE + a] : image[a * SIDE + b]);
    profile[a] = along.sort()[Math.floor(0.2 * SIDE)];
  }
  return profile;
}

/** A line's band lies on its even place when its middle is within this many pixels of it (onEvenPlaces). */
const EVEN_PLACE = 2;
/** Of a cell, how far from its even place a line is looked for again (onEvenPlaces): a little over EVEN_PLACE. */
const EVEN_WINDOW = 0.08;
/**
 * Looked for again on its even place, a line stands at least this many gray levels above its sides (MIN_LINE's
 * half): a dark theme's hairline 0.75 px wide stands 3.5 (wild explore11 s238, cut instead at a row of digits' feet).
 */
const EVEN_LINE = MIN_LINE / 2;

/**
 * The inner lines found (bandNear), each found off its even place taken there instead when every other line found lies
 * on its own (or, for a cell line, the box lines around it do) and a line stands there too: a row of large digits'
 * bottoms, level across eight cells, stands darker in the profile than a faint thin line 10 px below it (wild explore6
 * s293: row 4 cut at its digits' feet, four misread; explore11 s238: a dark theme's hairlines, only the box lines
 * found, row 4 cut at its seven-segment digits' feet; explore11 s030: row 5's seven-segment tops and feet taken for
 * both its lines, five digits read blank). A grid whose other lines are all even mostly has this one even too, and so
 * does a box whose lines are even (not where thick borders drawn inside its cells narrow them, explore3 s400: there no
 * line stands within EVEN_PLACE of the even place, and the line found is kept); a bent page's or an uneven grid's are
 * not.
 */
function onEvenPlaces(profile: Float32Array, found: ([number, number] | null)[]): ([number, number] | null)[] {
  const onPlace = (band: [number, number] | null, k: number): boolean =>
    !!band && Math.abs((band[0] + band[1] + 1) / 2 - k * CELL) <= EVEN_PLACE;
  // A line not found is looked for at its share of its box, else taken at its even place (lineBands): no sign of an
  // uneven grid by itself.
  const even = (band: [number, number] | null, k: number): boolean => !band || onPlace(band, k);
  return found.map((band, k) => {
    if (k === 0 || k === 9 || even(band, k)) return band;
    // Or, for a cell line, when the box lines around it were found on their places.
    const box = k - (k % 3);
    const boxEven = k % 3 !== 0 && onPlace(found[box], box) && onPlace(found[box + 3], box + 3);
    if (!boxEven && found.some((other, j) => j !== k && !even(other, j))) return band;
    const there = bandNear(profile, k, k * CELL, EVEN_WINDOW, EVEN_LINE);
    return there && onPlace(there, k) ? there : band;
  });
}

/**
 * Line `k`'s band within `span` of a cell (0.3 unless told) of `centre` on the profile (lineBands), or null when no
 * line stands there (`minRise` above its sides: MIN_LINE unless told).
 */
function bandNear(
  profile: Float32Array,
  k: number,
  centre: number,
  span = 0.3,
  minRise = MIN_LINE,
): [number, number] | null {
  const lo = Math.max(0, Math.round(centre - span * CELL));
  const hi = Math.min(SIDE - 1, Math.round(centre + span * CELL));
  let peak = lo;
  for (let a = lo; a <= hi; a++) if (profile[a] > profile[peak]) peak = a;
  // The lowest point on each side of it, out to the middle of the cells beside it.
  let before = profile[peak];
  let after = profile[peak];
  for (let a = Math.max(0, Math.round(centre - LINE_SIDES * CELL)); a < peak; a++)
    before = Math.min(before, profile[a]);
  for (let a = peak + 1; a <= Math.min(SIDE - 1, Math.round(centre + LINE_SIDES * CELL)); a++)
    after = Math.min(after, profile[a]);
  // A line stands above both its sides (the border above its inner side: the grid is cut at its outer edge).
  const rise = profile[peak] - (k === 0 ? after : k === 9 ? before : Math.max(before, after));
  if (rise < minRise) return null;
  // Half-way down to the lowest point on each side: a shaded row beside the line is not the line.
  // Inner lines are thin; the outer border may be thick.
  const reach = (k === 0 || k === 9 ? 0.25 : 0.12) * CELL;
  let start = peak;
  let end = peak;
  while (start > 0 && peak - start < reach && profile[start - 1] > (before + profile[peak]) / 2) start--;
  while (end < SIDE - 1 && end - peak < reach && profile[end + 1] > (after + profile[peak]) / 2) end++;
  return [start, end];
}

/**
 * How a grid's cells are parted (extractCells): at its lines, found in the rectified grid; at their even places, for
 * tiles set apart by gaps and placed by all their centres at once (find-tiles.ts); at the gaps between its columns and
 * rows of ink, for a grid found from its digits alone (find-digit-lattice.ts), whose corners are only as good as the
 * digits' ink says.
 */
export type CellEdges = 'lines' | 'even' | 'gaps';

/**
 * The cell interiors, [from, to) per axis: between the lines, or the gaps, that `edges` says; the ideal ones where a
 * line was not clear, where the gaps leave a cell too narrow, or where the grid has nothing to part its cells by.
 */
function interiors(image: Float32Array, vertical: boolean, edges: CellEdges): [number, number][] {
  const bands = edges === 'lines' ? lineBands(image, vertical) : null;
  const gaps = edges === 'gaps' ? gapMiddles(image, vertical) : null;
  return Array.from({ length: 9 }, (_, k) => {
    const from = bands ? bands[k][1] + 1 : gaps ? gaps[k] + 2 : 0;
    const to = bands ? bands[k + 1][0] : gaps ? gaps[k + 1] - 2 : 0;
    return to - from >= 0.6 * CELL ? [from, to] : [k * CELL + 2, (k + 1) * CELL - 2];
  });
}

/**
 * Where a grid found from its digits parts its columns (or rows), the grid's edges at 0 and SIDE. Corners fitted to the
 * digits' ink centres may put the lattice a few pixels off its even places: cut evenly, a cell then held a tile's edge
 * and a 1 standing right of its tile's middle reached the cell's side and was lost (wild explore9 s249: round tiles,
 * the grid declined). So an inner edge whose even place has ink across it moves to the middle of the nearest stretch
 * as light as the window's lightest column; it stays where the even place is that light already, or where a line
 * stands there. Not for a grid of tiles found as tiles: a shadow beside each card or a highlighted row moves the
 * lightest stretch off the gap.
 */
function gapMiddles(image: Float32Array, vertical: boolean): number[] {
  const profile = new Float32Array(SIDE);
  for (let a = 0; a < SIDE; a++) {
    let dark = 0;
    for (let b = 0; b < SIDE; b++) dark += 255 - (vertical ? image[b * SIDE + a] : image[a * SIDE + b]);
    profile[a] = dark / SIDE;
  }
  const lines = lineProfile(image, vertical);
  return Array.from({ length: 10 }, (_, k) => {
    const even = Math.round(k * CELL);
    if (k === 0 || k === 9) return even;
    // A line near where the lattice puts one (a Kakuro's, its grid refused for the diagonals of its clue cells, which
    // are then looked for corner to corner), or a faint one on its place (a newspaper photo's gray lines, too faint for
    // the line finder): the cells part there, not at the paper's lightest noise beside it (wild explore6 s298).
    const line = bandNear(lines, k, even);
    return line ? Math.round((line[0] + line[1]) / 2) : (faintLineNear(lines, even) ?? lightStretchNear(profile, even));
  });
}

/** Of a cell, how far from its even place the gap between two columns (or rows) of ink is looked for. */
const GAP_WINDOW = 0.3;
/** A column is as light as the gap when its ink is within this share of the window's range of the lightest one. */
const GAP_NEAR = 0.1;

/**
 * The middle of the stretch of columns (gapMiddles' profile) as light as the lightest within GAP_WINDOW of `even`, the
 * nearest such stretch to it; `even` itself when it is that light: a photo's blank stretch between two columns of
 * digits is its paper's noise, whose lightest point would move the edge anywhere in the window.
 */
function lightStretchNear(profile: Float32Array, even: number): number {
  const lo = Math.round(even - GAP_WINDOW * CELL);
  const hi = Math.round(even + GAP_WINDOW * CELL);
  let least = lo;
  let most = lo;
  for (let a = lo; a <= hi; a++) {
    if (profile[a] < profile[least]) least = a;
    if (profile[a] > profile[most]) most = a;
  }
  const light = (a: number) =>
    profile[a] <= profile[least] + Math.max(0.5, GAP_NEAR * (profile[most] - profile[least]));
  if (light(even)) return even;
  let from = least;
  for (let d = 1; d <= hi - even; d++) {
    if (light(even + d) || light(even - d)) {
      from = light(even + d) ? even + d : even - d;
      break;
    }
  }
  let start = from;
  let end = from;
  while (start > lo && light(start - 1)) start--;
  while (end < hi && light(end + 1)) end++;
  return Math.round((start + end) / 2);
}

/** Of a cell, how near its even place a line's peak is looked for (faintLineNear). */
const LINE_NEAR = 0.1;
/** A faint line stands this many gray levels above the lowest point on each side of it, out to a half cell. */
const FAINT_LINE = 1.5;

/** The peak of a line of the line profile (lineProfile) near `even`, however faint; null where none stands there. */
function faintLineNear(profile: Float32Array, even: number): number | null {
  const reach = Math.round(LINE_NEAR * CELL);
  let peak = even - reach;
  for (let a = even - reach; a <= even + reach; a++) if (profile[a] > profile[peak]) peak = a;
  let before = profile[peak];
  let after = profile[peak];
  for (let a = Math.round(even - CELL / 2); a < even - reach; a++) before = Math.min(before, profile[a]);
  for (let a = even + reach + 1; a <= Math.round(even + CELL / 2); a++) after = Math.min(after, profile[a]);
  return profile[peak] - Math.max(before, after) >= FAINT_LINE ? peak : null;
}

/** A cell's ink: how far each pixel is from the cell's background (its median), either way. */
interface CellInk {
  /** The cell's interior in the rectified grid: its top-left pixel. */
  x0: number;
  y0: number;
  w: number;
  h: number;
  ink: Float32Array;
  max: number;
  /**
   * The strongest ink clear of the cell's edges (2 px in): where a line's remnant or a blurred border's dark edge is
   * left in the cell, it is the cell's max, not this.
   */
  inner: number;
  /** The background's gray level (the median). */
  paper: number;
}

function cellInk(image: Float32Array, [x0, x1]: [number, number], [y0, y1]: [number, number]): CellInk {
  const w = x1 - x0;
  const h = y1 - y0;
  const values = new Float32Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) values[y * w + x] = image[(y0 + y) * SIDE + x0 + x];
  // Selected, not sorted: the value a sort would put in the middle, at a fraction of the cost (median.ts).
  const background = middleInPlace(values.slice());
  let max = 0;
  const ink = values.map((v) => {
    const d = Math.abs(v - background);
    if (d > max) max = d;
    return d;
  });
  let inner = 0;
  for (let y = 2; y < h - 2; y++) for (let x = 2; x < w - 2; x++) inner = Math.max(inner, ink[y * w + x]);
  return { x0, y0, w, h, ink, max, inner, paper: background };
}

const centreX = (c: Component): number => (c.minX + c.maxX + 1) / 2;
const centreY = (c: Component): number => (c.minY + c.maxY + 1) / 2;
const edgesTouched = (c: Component, w: number, h: number): number =>
  Number(c.minX === 0) + Number(c.minY === 0) + Number(c.maxX === w - 1) + Number(c.maxY === h - 1);
/**
 * Clear of the cell's edges, or touching one and reaching a digit's height away from it: no line's remnant (those
 * touch two edges or more, or lie along one, or stub out of it a little way).
 */
function reachesIn(c: Component, w: number, h: number): boolean {
  const touched = edgesTouched(c, w, h);
  if (touched !== 1) return touched === 0;
  const across = c.minY === 0 || c.maxY === h - 1 ? c.maxY - c.minY + 1 : c.maxX - c.minX + 1;
  return across >= MIN_DIGIT_HEIGHT * CELL;
}
const touchesEdge = (c: Component, w: number, h: number): boolean =>
  c.minX === 0 || c.minY === 0 || c.maxX === w - 1 || c.maxY === h - 1;

/** The pieces that may be a digit's ink: 2 px or more, clear of the cell's edge (where a line's remnant runs). */
const clearPieces = (components: Component[], w: number, h: number): Component[] =>
  components.filter((c) => c.area >= 2 && !touchesEdge(c, w, h));

/**
 * The pieces of ink that make the cell's digit: the tallest central one and what lies beside it (a thin serif
 * stroke can break a digit in two). `doubt` is set when a small central piece, too short to be a digit alone, has
 * pieces near it that together would be one: a digit broken in more places, or large pencil marks; either way the
 * cell is not surely empty.
 * A piece is central near the middle of the cell's ink or, down, given `placeDown`, of its place in the grid: a
 * board drawn with its lines centred on the cells' edges and its thick border inside them leaves a top or bottom
 * row's ink a strip shorter than its place, cut on the border's side, while the digit stands in the middle of the
 * place (wild explore18 s598, explore19 s294: seven-segment 7s in row 1, their top bars a pixel under the border, 0.19
 * of the ink's height above its middle, were gathered from their bars no more and read as blanks in doubt). Not
 * across: beside the border of column 1 or 9, a photographed border's remnant slanting down the cell's side stands as
 * near its place's middle as a 1 (synthetic explore21 108: read as a 1 in a blank corner cell).
 */
function digitPieces(
  components: Component[],
  w: number,
  h: number,
  placeDown?: number,
): { pieces: Component[]; doubt: boolean; segmented?: boolean; whole?: Component[]; broken?: Component[] | null } {
  const down = (c: Component) =>
    Math.min(Math.abs(centreY(c) - h / 2), placeDown === undefined ? Infinity : Math.abs(centreY(c) - placeDown));
  const central = (c: Component, reach: number) => Math.abs(centreX(c) - w / 2) <= reach * w && down(c) <= reach * h;
  const kept = components.filter((c) => c.area >= 2 && (!touchesEdge(c, w, h) || central(c, 0.25)));
  let main: Component | null = null;
  for (const c of kept) {
    if (!central(c, 0.3)) continue;
    if (!main || c.maxY - c.minY > main.maxY - main.minY) main = c;
  }
  if (!main) return { pieces: [], doubt: false };
  const m = main;
  const segmentsNear = kept.filter((c) => central(c, 0.4));

  const near = (pad: number) =>
    kept.filter(
      (c) =>
        c === m ||
        (central(c, 0.35) &&
          c.minX <= m.maxX + pad &&
          c.maxX >= m.minX - pad &&
          c.minY <= m.maxY + pad &&
          c.maxY >= m.minY - pad),
    );
  // A pencil mark is never this tall: only a piece that could be (part of) a digit gathers the pieces beside it,
  // so the marks around a central one are not joined into one tall thing.
  if (m.maxY - m.minY + 1 >= 0.25 * CELL) {
    const pieces = near(0.06 * CELL);
    // Short of a digit still and as wide as it is tall, it gathers what stands a short segment's gap from it, of any
    // shape: a seven-segment 7's top and upper upright, its lower upright (blurred wider than a bar) 3 px under them
    // (wild explore4 s486, s406). A pencil mark a quarter of a cell tall is narrower: two of them stacked in the
    // middle column of their places stand as far apart (explore2 s134).
    const short = spanHeight(pieces) < MIN_DIGIT_HEIGHT && m.maxX - m.minX >= m.maxY - m.minY;
    const joined = withSegments(pieces, segmentsNear, short ? SEGMENT_GAP.short : SEGMENT_GAP.tall, short);
    const digit = joined.length > pieces.length && fitsOneDigit(joined, w, h, 0, placeDown) ? joined : pieces;
    // A thin face's segments touching where they meet make pieces of other shapes (a 6's left uprights one bar, its
    // middle, lower right and bottom one hook): in a grid of seven-segment digits (below) such a cell is in doubt,
    // its digit perhaps only part of one (joining them was tried: it moved other grids' readings).
    const whole = withSegments(digit, segmentsNear, SEGMENT_GAP.tall, true);
    // A broken digit's part may reach a quarter of a cell: a serif 2's hook of 8 px, its base a row below, was cut
    // out alone (an x-height 1 or 2, in a cell sure it was empty).
    const broken = brokenDigit(m, near(SEGMENT_GAP.tall), w, h);
    if (whole.length > digit.length && fitsOneDigit(whole, w, h, 0, placeDown))
      return { pieces: digit, doubt: false, whole, broken };
    // A piece nearly a digit's height with a flat bar stacked near it that together stand as tall as a digit, and
    // nothing else in the cell (a Playfair 5's bowl, its flag parted from it by a hairline lost to the threshold), is
    // no proof of an empty cell. Large pencil marks stacked in a column are glyphs taller than wide, and most often
    // come with others beside them.
    const stacked = withSegments(digit, segmentsNear, SEGMENT_GAP.short, true);
    const flatBar = (c: Component) => isBar(c) && c.maxX - c.minX > c.maxY - c.minY;
    const doubt =
      spanHeight(digit) < MIN_DIGIT_HEIGHT &&
      spanHeight(stacked) >= MIN_DIGIT_HEIGHT &&
      kept.every((c) => stacked.includes(c)) &&
      stacked.every((c) => digit.includes(c) || flatBar(c));
    return { pieces: digit, doubt, broken };
  }
  // Bars gathered into a digit, with the short pieces beside them (a small digit's bars across are too short to be
  // bars), only when nothing else is near: pencil marks come several to a cell, and a small one can be as thin as a
  // bar (a 2 above a 5 in the middle column would make one tall thing).
  const segments = withSegments([m], segmentsNear, SEGMENT_GAP.short);
  if (segments.length > 1) {
    const digit = withSegments(segments, segmentsNear, SEGMENT_GAP.short, true);
    const box = bounds(digit);
    const apart = (c: Component) =>
      digit.includes(c) ||
      gap(box.minX, box.maxX, c.minX, c.maxX) > SEGMENT_GAP.short ||
      gap(box.minY, box.maxY, c.minY, c.maxY) > SEGMENT_GAP.short;
    // Kept a little under a digit's height too: in a grid of small seven-segment digits a 1's two bars, thinned by
    // the threshold, stand 0.28 of the cell; extractCells weighs them against the grid's digits.
    if (spanHeight(digit) >= SHORT_SEGMENTS && kept.every(apart) && fitsOneDigit(digit, w, h, 0, placeDown))
      return { pieces: digit, doubt: true, segmented: true, broken: brokenDigit(m, near(SEGMENT_GAP.tall), w, h) };
  }
  const low = bowlOnEdge(components, kept, m, w, h);
  if (low) return { pieces: [m, low], doubt: false };
  return {
    pieces: [m],
    doubt: spanHeight(near(0.12 * CELL)) >= MIN_DIGIT_HEIGHT,
    broken: brokenDigit(m, near(SEGMENT_GAP.tall), w, h),
  };
}

/**
 * The middle across of cell `i`'s place in the rectified grid, in its ink's pixels: not the middle of its ink, which a
 * thick box line beside it narrows from one side (wild explore15 s478: a 1 0.14 of a cell right of its place's middle,
 * 0.30 right of the middle of the ink left of the board's right border).
 */
const cellMiddle = (cell: CellInk, i: number): number => (colOf(i) + 0.5) * CELL - cell.x0;
/** The side of cell `i` the grid's border runs along, in the top or bottom row; undefined in the rows between. */
const outerSide = (i: number): 'top' | 'bottom' | undefined =>
  rowOf(i) === 0 ? 'top' : rowOf(i) === 8 ? 'bottom' : undefined;
/** The middle of cell `i`'s place down, in its ink's pixels. */
const placeMiddleDown = (cell: CellInk, i: number): number => (rowOf(i) + 0.5) * CELL - cell.y0;

/**
 * An outer border this deep into the grid (a share of a cell) or deeper covers part of its outer cells: a small screen
 * board drawn with lines of fixed width (an SVG or canvas board 150 px across, its border 6 px, 0.35 of a cell) sets
 * its digits at the middle of each cell's place, so that the outer cells' digits stand half under the border (wild
 * explore23 s222: a 7 in the corner cell showed its top bar alone, read as a sure blank).
 */
const THICK_BORDER = 0.2;
/** A piece reaching a thick border is a digit's part when it is this long, across or down, at least (in cells). */
const BORDER_PIECE = 0.12;
/** A piece this near a thick border (pixels) reaches it: the border's blurred edge parts the two by a pixel or two. */
const BORDER_REACH = 3;

/** Which edges of cell `i`'s interior lie along a thick outer border (THICK_BORDER): left, top, right, bottom. */
function thickBorderEdges(cell: CellInk, i: number): boolean[] {
  const deep = THICK_BORDER * CELL;
  return [
    colOf(i) === 0 && cell.x0 >= deep,
    rowOf(i) === 0 && cell.y0 >= deep,
    colOf(i) === 8 && SIDE - cell.x0 - cell.w >= deep,
    rowOf(i) === 8 && SIDE - cell.y0 - cell.h >= deep,
  ];
}

/**
 * Ink that reaches an edge of the cell along a thick border (thickBorderEdges, within BORDER_REACH), touches no other
 * edge, and is long enough for a digit's part: what the border left of a digit set under it. A line's remnant runs
 * along the border from edge to edge; pencil marks stand clear of it.
 */
function borderCut(components: Component[], cell: CellInk, thick: boolean[]): boolean {
  if (!thick.some(Boolean)) return false;
  const { w, h } = cell;
  return components.some((c) => {
    if (c.area < 3) return false;
    const near = [c.minX, c.minY, w - 1 - c.maxX, h - 1 - c.maxY];
    if (!near.some((d, k) => thick[k] && d < BORDER_REACH) || near.some((d, k) => !thick[k] && d === 0)) return false;
    return Math.max(c.maxX - c.minX + 1, c.maxY - c.minY + 1) >= BORDER_PIECE * CELL;
  });
}

/** A piece wider than tall: a bar across, as a 7's top is, where a pencil mark is a glyph taller than wide. */
const widerThanTall = (c: Component): boolean => c.maxX - c.minX > c.maxY - c.minY;

/** How far right of a cell's middle a seven-segment 1's bars stand, as a share of the cell's width (rightOfMiddle). */
const ONE_RIGHT = { min: 0.08, max: 0.22 } as const;

/**
 * Do `pieces` stand right of the cell's middle (`middle`, in its ink's pixels: the ink's own by default, or its
 * place's: cellMiddle) as a seven-segment 1's bars do (ONE_RIGHT), the right side of its digit's box, where no column
 * of pencil marks stands (the middle one is centred, the right one a third of a cell out)? So a
 * grid of thin seven-segment digits with pencil marks keeps its 1s (wild tune s190: two 1s, each two bars 0.15 of the
 * cell right of its middle, among 20 pencil-marked cells).
 */
function rightOfMiddle(pieces: Component[], w: number, middle = w / 2): boolean {
  if (!pieces.length) return false;
  const box = bounds(pieces);
  const off = ((box.minX + box.maxX + 1) / 2 - middle) / w;
  return off >= ONE_RIGHT.min && off <= ONE_RIGHT.max;
}

/**
 * A small digit broken in two at its thinnest stroke: `main`, at least BROKEN_PART of the cell tall, and one other
 * piece a stroke's gap from it (`near`: box edges within SEGMENT_GAP.tall, so at most a pixel row between), together a
 * digit's height in the middle of the cell. A serif 2 twelve pixels tall loses its hairline diagonal to the threshold,
 * leaving its hook (7 px) a row above its base (explore3 photo 137: the given read blank). Pencil marks stacked in a
 * cell's 3 × 3 places stand a third of a cell apart, their gap wider than that; an app's may stand closer, so the pair
 * is taken only where the grid shows few marks (extractCells, MAX_MARKED). Null when there is no such digit.
 */
function brokenDigit(main: Component, near: Component[], w: number, h: number): Component[] | null {
  if (main.maxY - main.minY + 1 < BROKEN_PART * CELL || near.length !== 2) return null;
  // The other part is a digit's too, BROKEN_PART of the cell across or tall: a speck beside a pencil mark is not.
  const other = near[0] === main ? near[1] : near[0];
  if (Math.max(other.maxX - other.minX, other.maxY - other.minY) + 1 < BROKEN_PART * CELL) return null;
  return spanHeight(near) >= MIN_DIGIT_HEIGHT && fitsOneDigit(near, w, h) ? near : null;
}

/**
 * A digit broken in two whose lower part is a base (wider than tall, BROKEN_PART of the cell across: a 2's): not
 * counted among the grid's marks (extractCells), for a face that breaks one 2 breaks them all. Two pencil marks
 * stacked are glyphs taller than wide, and are counted.
 */
function brokenOnBase(pieces: Component[]): boolean {
  const lower = pieces.reduce((a, b) => (b.minY > a.minY ? b : a));
  const across = lower.maxX - lower.minX + 1;
  return across > lower.maxY - lower.minY + 1 && across >= BROKEN_PART * CELL;
}

/**
 * The lower part of a digit drawn low in its cell, cut by the cell's bottom edge, when `main` is the flat piece above
 * it: a high-contrast serif 5 (Playfair's) is a flag (wider than tall) over a bowl joined by a hairline too faint for
 * the threshold, and drawn low its bowl reaches the cell's line, so it touches the edge and is no piece clear of it
 * (digitPieces), which left the flag alone, too short for a digit (wild tune s105, explore s584). Taken only when the
 * bowl touches that edge alone, stands under the flag (a hairline's gap apart, overlapping across) and centred across
 * as a digit is, and nothing else in the cell is clear of the edges: a pencil mark is a glyph taller than wide, and
 * comes with others.
 */
function bowlOnEdge(
  components: Component[],
  kept: Component[],
  main: Component,
  w: number,
  h: number,
): Component | null {
  if (main.maxX - main.minX <= main.maxY - main.minY || kept.some((c) => c !== main)) return null;
  for (const c of components) {
    if (c.area < 2 || c.maxY !== h - 1 || edgesTouched(c, w, h) !== 1) continue;
    if (gap(main.minX, main.maxX, c.minX, c.maxX) > 0 || c.minY <= main.maxY) continue;
    if (c.minY - main.maxY - 1 > BOWL_GAP * CELL || Math.abs(centreX(c) - w / 2) > DIGIT_OFF_CENTRE.across * CELL)
      continue;
    const joined = [main, c];
    const box = bounds(joined);
    if (spanHeight(joined) >= MIN_DIGIT_HEIGHT && Math.abs((box.minY + box.maxY + 1) / 2 - h / 2) <= 0.25 * h) return c;
  }
  return null;
}
/** How far below a 5's flag its bowl starts at most (of the cell): the hairline between them, lost to the threshold. */
const BOWL_GAP = 0.1;

/**
 * Whether bars gathered into one thing fit a single digit drawn in the middle of a `w` × `h` cell, as a
 * seven-segment digit is, rather than pencil marks stacked in one column of their 3 × 3 places: those sit at the
 * cell's side (a digit's box is near the centre across; a 1, drawn with the right-hand bars, sits right of it by up
 * to a fifth of a cell), or above or below the middle (two marks), or are three marks in a column as narrow as one
 * of them (three pieces one above the other in a digit are bars across, as wide as a third of its height or more).
 * `sunk`, in pixels, lets the box sit that much lower besides: a figure shorter than the others on their baseline.
 * Given `placeDown`, the box may stand about the middle of the cell's place down instead (digitPieces).
 */
function fitsOneDigit(pieces: Component[], w: number, h: number, sunk = 0, placeDown?: number): boolean {
  const box = bounds(pieces);
  const width = box.maxX - box.minX + 1;
  const height = box.maxY - box.minY + 1;
  const down = (middle: number) => {
    const by = (box.minY + box.maxY + 1) / 2 - middle;
    return by <= DIGIT_OFF_CENTRE.down * CELL + sunk && -by <= DIGIT_OFF_CENTRE.down * CELL;
  };
  return (
    Math.abs((box.minX + box.maxX + 1) / 2 - w / 2) <= DIGIT_OFF_CENTRE.across * CELL &&
    (down(h / 2) || (placeDown !== undefined && down(placeDown))) &&
    (pieces.length <= 2 || width >= 0.3 * height)
  );
}

/** A long thin piece: one stroke alone, as each segment of a seven-segment digit is. */
function isBar(c: Component): boolean {
  const w = c.maxX - c.minX + 1;
  const h = c.maxY - c.minY + 1;
  return Math.min(w, h) <= 0.6 * Math.max(w, h) && Math.max(w, h) >= 0.12 * CELL;
}

/**
 * A segment's bar, not a small glyph of about its size: a column of ink from its top to its bottom, and nearly every
 * row inked across its whole width (but a pixel). A pencil mark's 2, 5 or 8 moves across its box from row to row,
 * and a round one (a 0, a 3's back) leaves its rows open in the middle.
 */
function isSolidBar(c: Component, labels: Int32Array, w: number): boolean {
  const width = c.maxX - c.minX + 1;
  let fullRows = 0;
  for (let y = c.minY; y <= c.maxY; y++) if (onRow(c, labels, w, y) >= Math.max(1, width - 1)) fullRows++;
  if (fullRows < SOLID_ROWS * (c.maxY - c.minY + 1)) return false;
  for (let x = c.minX; x <= c.maxX; x++) {
    let y = c.minY;
    while (y <= c.maxY && labels[y * w + x] === c.label) y++;
    if (y > c.maxY) return true;
  }
  return false;
}

/** How many of `c`'s pixels lie on row `y` of the cell (`w` wide). */
function onRow(c: Component, labels: Int32Array, w: number, y: number): number {
  let n = 0;
  for (let x = c.minX; x <= c.maxX; x++) n += Number(labels[y * w + x] === c.label);
  return n;
}

/** The longest run of `c`'s pixels side by side on row `y` of the cell (`w` wide). */
function runOnRow(c: Component, labels: Int32Array, w: number, y: number): number {
  let longest = 0;
  for (let x = c.minX, run = 0; x <= c.maxX; x++) {
    run = labels[y * w + x] === c.label ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** How many of `c`'s pixels lie on column `x` of the cell (`w` wide). */
function onColumn(c: Component, labels: Int32Array, w: number, x: number): number {
  let n = 0;
  for (let y = c.minY; y <= c.maxY; y++) n += Number(labels[y * w + x] === c.label);
  return n;
}

/** The box around `pieces`. */
const bounds = (pieces: Component[]) => ({
  minX: Math.min(...pieces.map((c) => c.minX)),
  maxX: Math.max(...pieces.map((c) => c.maxX)),
  minY: Math.min(...pieces.map((c) => c.minY)),
  maxY: Math.max(...pieces.map((c) => c.maxY)),
});

/** The middle row of pieces' box. */
const middleY = (pieces: Component[]): number => {
  const box = bounds(pieces);
  return (box.minY + box.maxY + 1) / 2;
};

/** Distance between two ranges, 0 when they overlap. */
const gap = (lo1: number, hi1: number, lo2: number, hi2: number): number => Math.max(0, lo2 - hi1 - 1, lo1 - hi2 - 1);

/**
 * `pieces` and the bars stacked on them or beside them, at most `reach` away, gathered until no more
 * join: a seven-segment digit is up to seven pieces (a 1 is two bars one above the other, a 7 a corner and a bar),
 * none tall enough to be a digit alone. Only straight above, below or beside, never diagonally: the pencil marks
 * around a central one sit diagonally or in a row, and a pencil "1" is the only mark that is a bar. With `anyShape`,
 * pieces of any shape join as well.
 */
function withSegments(pieces: Component[], kept: Component[], reach: number, anyShape = false): Component[] {
  const joined = [...pieces];
  for (let grown = true; grown;) {
    grown = false;
    const { minX, maxX, minY, maxY } = bounds(joined);
    for (const c of kept) {
      if (joined.includes(c) || !(anyShape || isBar(c))) continue;
      const dx = gap(minX, maxX, c.minX, c.maxX);
      const dy = gap(minY, maxY, c.minY, c.maxY);
      if ((dx === 0 && dy <= reach) || (dy === 0 && dx <= reach)) {
        joined.push(c);
        grown = true;
      }
    }
  }
  return joined;
}

/**
 * A piece of ink off the cell's centre that is tall and wide enough for a digit, and no line's remnant (those touch
 * two edges or more: a line's length runs from edge to edge, a corner's from one to the next): a digit drawn at the
 * cell's side, or cut by a line found a little off its place.
 * Such a cell is read as empty but not surely: no pencil mark is that tall.
 */
function strayDigit(components: Component[], labels: Int32Array, w: number, h: number): boolean {
  return components.some(
    (c) =>
      c.maxY - c.minY + 1 >= MIN_DIGIT_HEIGHT * CELL &&
      c.maxX - c.minX + 1 >= 0.15 * CELL &&
      (edgesTouched(c, w, h) <= 1 || cutInCorner(c, labels, w, h)),
  );
}

/** A digit's part meets the cell's edge along less than this share of its width; a line's remnant lies along it. */
const AT_EDGE = 0.5;

/**
 * The tallest piece that reaches the cell's top or bottom edge as a digit set high or low does, and no line's
 * remnant: wide enough for a digit's part, about the cell's middle across, touching that edge only and at under half
 * its width (a line's remnant lies along it). Such ink is left out of the digit's pieces (a piece at the edge may be a
 * line's), yet a cell holding it is no sure blank (wild explore6 s034: Playfair italic 5s set low, each bowl's tail at
 * the cell's foot and its flag apart above it, read as blanks at 1.00). Null when there is none.
 */
function edgeDigitPiece(components: Component[], labels: Int32Array, w: number, h: number): Component | null {
  let tallest: Component | null = null;
  for (const c of components) {
    const width = c.maxX - c.minX + 1;
    if (c.area < 2 || edgesTouched(c, w, h) !== 1 || (c.minY !== 0 && c.maxY !== h - 1)) continue;
    if (width < 0.15 * CELL || Math.abs(centreX(c) - w / 2) > 0.25 * w) continue;
    if (onRow(c, labels, w, c.minY === 0 ? 0 : h - 1) >= AT_EDGE * width) continue;
    if (!tallest || c.maxY - c.minY > tallest.maxY - tallest.minY) tallest = c;
  }
  return tallest;
}

/**
 * A digit set so high (or low) in its cell that the cell's top (or bottom) edge cuts it: an upright stroke reaching
 * EDGE_STROKE of the cell down from that edge, touching no other, and a solid upright bar clear of the edges in its
 * columns a segment's gap below it (above it), the two together SEGMENTED_HEIGHT.min of the grid's digit height at
 * least (wild explore8 s430: seven-segment digits set high, their tops under the board's thick border; a 1's upper
 * bar reaches down from the edge, its lower bar stands clear below it, and the cell was read as a sure blank). A
 * line's remnant lies along the edge, a row or two deep, or is a band wider than a segment; pencil marks set against
 * the top edge in a dense 3 × 3 layout stand off the middle (a 1, a 3) or are no upright stroke (a 2's diagonal), and
 * the marks under them are glyphs, no solid bar (a 5, an 8). Such a cell is not surely blank; in a grid of
 * seven-segment digits, or of few pencil marks, its pieces (the edge's stroke and the bars under it) are read as a
 * digit in doubt. Null when there is none.
 */
function cutAtEdge(
  components: Component[],
  labels: Int32Array,
  w: number,
  h: number,
  digitHeight: number,
): { pieces: Component[]; sevenTop: boolean } | null {
  if (digitHeight <= 0) return null;
  const clear = clearPieces(components, w, h);
  for (const edge of components) {
    const top = edge.minY === 0;
    if (edgesTouched(edge, w, h) !== 1 || (!top && edge.maxY !== h - 1)) continue;
    const depth = edge.maxY - edge.minY + 1;
    if (depth < EDGE_STROKE * CELL || Math.abs(centreX(edge) - w / 2) > DIGIT_OFF_CENTRE.across * CELL) continue;
    // Below a bar along the edge (a 7's top, two rows deep or three when blurred), upright strokes: no stroke across
    // a row wider than a segment (a tailed 7's two uprights stand side by side: wild explore12 s342), and one column
    // inked down all of them (a pencil mark's 2 at the top of its cell moves across).
    const row = (k: number) => (top ? edge.minY + k : edge.maxY - k);
    let below = 0;
    let barRun = 0;
    for (let run; below < depth && (run = runOnRow(edge, labels, w, row(below))) > ONE_SEGMENT_WIDTH * CELL; below++)
      barRun = Math.max(barRun, run);
    if (below > EDGE_BAR_ROWS) continue;
    below = Math.max(below, 2);
    if (depth - below < EDGE_UPRIGHT_ROWS) continue;
    let across = false;
    for (let k = below; k < depth && !across; k++)
      across = runOnRow(edge, labels, w, row(k)) > ONE_SEGMENT_WIDTH * CELL;
    if (across) continue;
    let upright = false;
    for (let x = edge.minX; x <= edge.maxX && !upright; x++) {
      let k = below;
      while (k < depth && labels[row(k) * w + x] === edge.label) k++;
      upright = k === depth;
    }
    if (!upright) continue;
    // Under a bar across as wide as a 7's top (its rows along the edge), a blurred upright stub as short as 3 × 4 px
    // (wild explore15 s478); under a narrow stroke, only a bar (a pencil mark's 2 at the top edge above a small 5: wild
    // explore8 s059).
    const sevenTop = barRun >= SEVEN_TOP_WIDTH * CELL;
    const bars = clear.filter(
      (c) =>
        c.minX <= edge.maxX &&
        c.maxX >= edge.minX &&
        (top ? c.minY - edge.maxY - 1 : edge.minY - c.maxY - 1) <= SEGMENT_GAP.short &&
        (top ? c.minY > edge.maxY : c.maxY < edge.minY) &&
        (c.maxX - c.minX + 1 <= 0.6 * (c.maxY - c.minY + 1) || (sevenTop && c.maxX - c.minX < c.maxY - c.minY)) &&
        isSolidBar(c, labels, w) &&
        spanHeight([edge, c]) >= SEGMENTED_HEIGHT.min * digitHeight,
    );
    if (bars.length) return { pieces: [edge, ...bars], sevenTop };
  }
  return null;
}
/** Of the cell: how far down from its edge a digit's stroke cut by the edge reaches at least. */
const EDGE_STROKE = 0.15;
/** Rows at most of a bar along the edge above a stroke cut by it (cutAtEdge): a blurred 7's top. */
const EDGE_BAR_ROWS = 3;
/** Rows at least of upright strokes below that bar (or below the edge's own two rows). */
const EDGE_UPRIGHT_ROWS = 2;
/** Of the cell: a 7's top across is this wide at least (a pencil mark about half as wide). */
const SEVEN_TOP_WIDTH = 0.25;

/**
 * The height a blank's sureness is weighed by: its digit's pieces, with a digit's part at the cell's edge
 * (edgeDigitPiece) and the pieces above or below it in its columns together.
 */
function blankInkHeight(pieces: Component[], edge: Component | null): number {
  if (!edge) return spanHeight(pieces);
  const stacked = pieces.filter((c) => c.minX <= edge.maxX && c.maxX >= edge.minX);
  return spanHeight([...stacked, edge]);
}

/** A lone piece this share of the grid's digit height or more, in the middle of its cell, may be a digit's part. */
const LONE_PIECE_SHARE = 0.55;
/** Its centre within this share of the cell of the cell's centre, across and down (a 6's loop sits a little low). */
const LONE_PIECE_OFF = 0.15;
/** Beside it, specks this share of its height or less (a photo's grain), no marks of their own. */
const SPECK_SHARE = 0.34;
/** Pieces beside it at most this share of the cell's width apart are its digit's too (a blurred 6's stem and loop). */
const SAME_DIGIT_GAP = 0.1;

/**
 * One piece of ink in the middle of a cell, too short for a digit but over half the grid's digit height, and nothing
 * else in the cell clear of its edges but specks: a faint digit whose darkest part alone the threshold cut (synthetic
 * explore14 49: a 6's lower loop, 0.57 of the grid's digits, read as a sure blank; a 2 px speck beside it). Or such
 * a digit cut into pieces side by side, each nearly touching the next (synthetic explore24 20: a blurred, shadowed 6
 * as its stem and its loop, 1 px apart, read as a sure blank as a browser decodes the photo); pencil marks in a row
 * stand farther apart. Pencil marks come several to a cell (a 5 in the middle, 0.5 of the grid's digits, beside a 6
 * and an 8: wild tune s149), and many to a grid: asked only in a grid of few (MAX_MARKED).
 */
function loneMiddlePiece(
  components: Component[],
  pieces: Component[],
  w: number,
  h: number,
  digitHeight: number,
): boolean {
  if (!pieces.length || digitHeight <= 0) return false;
  const height = (c: Component): number => c.maxY - c.minY + 1;
  const tallest = pieces.reduce((a, b) => (height(b) > height(a) ? b : a));
  const group = [tallest];
  const others = clearPieces(components, w, h).filter(
    (c) => c !== tallest && height(c) > SPECK_SHARE * height(tallest),
  );
  for (let grown = true; grown;) {
    grown = false;
    for (const c of others)
      if (!group.includes(c) && group.some((g) => sideBySide(g, c) && gapAcross(g, c) <= SAME_DIGIT_GAP * w)) {
        group.push(c);
        grown = true;
      }
  }
  const box = spanOf(group);
  return (
    others.every((c) => group.includes(c)) &&
    spanHeight(group) >= LONE_PIECE_SHARE * digitHeight &&
    Math.abs((box.minX + box.maxX + 1) / 2 - w / 2) <= LONE_PIECE_OFF * w &&
    Math.abs((box.minY + box.maxY + 1) / 2 - h / 2) <= LONE_PIECE_OFF * h
  );
}

/** Whether two pieces share rows: side by side, not stacked (a column of pencil marks). */
const sideBySide = (a: Component, b: Component): boolean => Math.max(a.minY, b.minY) <= Math.min(a.maxY, b.maxY);

/** How far apart two pieces stand across (0 when their columns overlap). */
const gapAcross = (a: Component, b: Component): number =>
  Math.max(0, Math.max(a.minX, b.minX) - Math.min(a.maxX, b.maxX) - 1);

/** The box around pieces, as a component's bounds. */
function spanOf(group: Component[]): Pick<Component, 'minX' | 'maxX' | 'minY' | 'maxY'> {
  return {
    minX: Math.min(...group.map((c) => c.minX)),
    maxX: Math.max(...group.map((c) => c.maxX)),
    minY: Math.min(...group.map((c) => c.minY)),
    maxY: Math.max(...group.map((c) => c.maxY)),
  };
}

/** Of the cell's side, the most a digit cut into a corner spans: a line's remnant runs from edge to edge. */
const CORNER_SPAN = 0.7;
/** Along this share of its length at least, a line's remnant lies on the cell's side it touches. */
const ALONG_SIDE = 0.8;

/**
 * A piece in a corner of the cell, touching the two sides that meet there, spanning neither and lying along neither:
 * a digit the cell's edges cut through where the lines were found off their place (a bent page's column, read as a
 * sure blank before), not a corner of the lines (an L along both sides).
 */
function cutInCorner(c: Component, labels: Int32Array, w: number, h: number): boolean {
  if (edgesTouched(c, w, h) !== 2 || (c.minX === 0) === (c.maxX === w - 1) || (c.minY === 0) === (c.maxY === h - 1))
    return false;
  const width = c.maxX - c.minX + 1;
  const height = c.maxY - c.minY + 1;
  if (width > CORNER_SPAN * w || height > CORNER_SPAN * h) return false;
  const x = c.minX === 0 ? 0 : w - 1;
  const y = c.minY === 0 ? 0 : h - 1;
  return onColumn(c, labels, w, x) < ALONG_SIDE * height && onRow(c, labels, w, y) < ALONG_SIDE * width;
}

/** A stroke's piece fills at least this share of its box (a thin seven-segment bar, its ends tapered: 0.7–1), and is
 * at least LONE_BAR of the cell long (a small digit's bars are 3 px). */
const STROKE_FILL = 0.7;
/** Across, in pixels, a piece this thin is a stroke when one line of it runs its whole length, and a pixel more. */
const THIN_STROKE = 2;
function isStroke(c: Component): boolean {
  const across = Math.min(c.maxX - c.minX, c.maxY - c.minY) + 1;
  const length = Math.max(c.maxX - c.minX, c.maxY - c.minY) + 1;
  if (length < LONE_BAR * CELL) return false;
  // A 2 px bar whose ends taper to a pixel (a small 7's lower bar: 4 of 6 pixels) falls short of the fill.
  return c.area >= STROKE_FILL * across * length || (across <= THIN_STROKE && c.area >= length + 1);
}

/**
 * A digit broken across its middle into pieces stacked one above the other, each too short to be a digit alone and
 * none of them a clean bar: a thin seven-segment 1 or 7 whose lower bar the threshold leaves stubby (3 or 4 px wide
 * and as tall), apart from the upper part by a gap of a few rows. Taken only when the pieces overlap across, stand
 * together as tall as the grid's other digits (SEGMENTED_HEIGHT of their median) in the middle of the cell
 * (fitsOneDigit), and the cell holds nothing else: pencil marks come several to a cell (two stacked in the middle
 * column, with a third beside them, made a 1 of the tune set's s160), and two alone there sit above or below its
 * centre. Null when the cell holds no such digit.
 */
function splitDigit(
  components: Component[],
  labels: Int32Array,
  w: number,
  h: number,
  digitHeight: number,
): Component[] | null {
  const kept = clearPieces(components, w, h);
  let main: Component | null = null;
  for (const c of kept) {
    const central = Math.abs(centreX(c) - w / 2) <= 0.3 * w && Math.abs(centreY(c) - h / 2) <= 0.3 * h;
    if (central && (!main || c.maxY - c.minY > main.maxY - main.minY)) main = c;
  }
  if (!main) return null;
  const digit = [main];
  for (let grown = true; grown;) {
    grown = false;
    const box = bounds(digit);
    for (const c of kept) {
      if (digit.includes(c)) continue;
      const dx = gap(box.minX, box.maxX, c.minX, c.maxX);
      const dy = gap(box.minY, box.maxY, c.minY, c.maxY);
      // Stacked, or a bar across a corner (a 7's top, its segments apart).
      if ((dx === 0 && dy <= SEGMENT_GAP.short) || (isBar(c) && dx <= SEGMENT_GAP.short && dy <= SEGMENT_GAP.short)) {
        digit.push(c);
        grown = true;
      }
    }
  }
  // Nothing else in the cell: pencil marks come several to a cell. And one piece at least a stroke: inked across
  // most of its box, as a bar is, not a glyph like a pencil mark's 5 (its rows inked at one side, then the other); or
  // the two a 7 parted at its middle (partedSeven).
  if (digit.length < 2 || digit.length < kept.length || !(digit.some(isStroke) || partedSeven(digit, labels, w)))
    return null;
  const ratio = spanHeight(digit) / digitHeight;
  return ratio >= SEGMENTED_HEIGHT.min && ratio <= SEGMENTED_HEIGHT.max && fitsOneDigit(digit, w, h) ? digit : null;
}

/**
 * A seven-segment 7 parted at its middle, where its middle segment would be: its top (a bar across, with the stroke
 * down from its right end, and the left one too where the face's 7 has a tail) one piece, and what is left of its
 * lower right stroke a narrow speck under that stroke, at most SEGMENT_GAP.tall below (wild explore8 s086, s134: a
 * thin face's 7 whose lower stroke the threshold cut to a 3 px speck; neither piece is a stroke to isStroke).
 * Pencil marks stacked in a cell's 3 × 3 places stand further apart, and no mark stands below a 7's (the bottom row);
 * two marks stacked closer are glyphs of one width (a 5's right side leaves its bar only at the middle).
 */
function partedSeven(pieces: Component[], labels: Int32Array, w: number): boolean {
  if (pieces.length !== 2) return false;
  const [top, lower] = pieces[0].minY <= pieces[1].minY ? pieces : [pieces[1], pieces[0]];
  const width = top.maxX - top.minX + 1;
  const height = top.maxY - top.minY + 1;
  if (Math.min(width, height) < SEVEN_TOP * CELL || lower.minY - top.maxY - 1 > SEGMENT_GAP.tall) return false;
  const across = Math.max(onRow(top, labels, w, top.minY), onRow(top, labels, w, top.minY + 1));
  // The stroke runs down from the bar, broken by a JPEG'd pixel at most (a 5's right side leaves the bar at its
  // middle only).
  let down = 0;
  for (let x = Math.max(top.minX, top.maxX - 2); x <= top.maxX; x++) {
    const inked = (y: number) => y <= top.maxY && labels[y * w + x] === top.label;
    let y = inked(top.minY) ? top.minY : top.minY + 1;
    let run = 0;
    for (; inked(y) || inked(y + 1); y++) run += Number(inked(y));
    down = Math.max(down, run);
  }
  const lowerWidth = lower.maxX - lower.minX + 1;
  return (
    across >= SEVEN_FILL * width &&
    down >= SEVEN_FILL * height &&
    lowerWidth <= ONE_SEGMENT_WIDTH * CELL &&
    lowerWidth <= 0.5 * width &&
    centreX(lower) >= centreX(top) &&
    lower.minX <= top.maxX
  );
}
/** Of the cell: a 7's top is this wide and tall at least; its bar and stroke are inked along this share of it. */
const SEVEN_TOP = 0.12;
const SEVEN_FILL = 0.7;

/**
 * A solid bar in the middle column of the cell, clear of its sides: one segment of a seven-segment digit whose other
 * segments were lost (too short or too faint to be gathered, or cut off with the cell's edge where a highlight's
 * border was taken for its line). No pencil mark sits there as a solid bar but a 1 of the middle column's marks,
 * and those are glyphs, rarely solid: such a cell is read empty but not surely (a 1 or a 7 may be missing).
 */
function loneBar(components: Component[], labels: Int32Array, w: number, h: number): boolean {
  return components.some(
    (c) =>
      c.area >= 2 &&
      c.minX > 0 &&
      c.maxX < w - 1 &&
      edgesTouched(c, w, h) <= 1 &&
      Math.abs(centreX(c) - w / 2) <= LONE_BAR_OFF_CENTRE * CELL &&
      c.maxY - c.minY + 1 >= LONE_BAR * CELL &&
      c.maxX - c.minX + 1 <= 0.6 * (c.maxY - c.minY + 1) &&
      isSolidBar(c, labels, w),
  );
}
/**
 * How long an upright bar is at least (of the cell) to count as a segment left alone (a small digit's, 0.3 of the
 * cell, has bars of 3 px: shorter than isBar's), and how far off the middle.
 */
const LONE_BAR = 0.09;
const LONE_BAR_OFF_CENTRE = 0.22;

/**
 * A seven-segment 1 whose two segments part at its middle: two narrow solid pieces (bars, or specks where they are a
 * few pixels long), the cell's only ink clear of its edges, one straight above the other (overlapping across, a row
 * or a few apart) near the cell's middle row, together ONE_SEGMENTS of the cell tall at least. Its bars sit right of the
 * centre, where digitPieces looks for no digit, and a thin face's other digits are whole, so the grid is not known as
 * one of bars (barBuilt): the cell was read as a sure blank (wild explore4 s406, s430). Pencil marks are glyphs a row
 * of marks apart, rarely solid: left in doubt, not read.
 */
function segmentsOfOne(
  components: Component[],
  labels: Int32Array,
  w: number,
  h: number,
  middle: number,
): Component[] | null {
  const kept = clearPieces(components, w, h);
  if (kept.length !== 2) return null;
  const [upper, lower] = kept[0].minY <= kept[1].minY ? kept : [kept[1], kept[0]];
  // A segment a few pixels long, blurred, is a blob (its rows .##. / #### / .##.), no solid bar: filled all the same.
  const speck = (c: Component) =>
    c.maxY - c.minY + 1 <= ONE_SEGMENT_WIDTH * CELL &&
    c.area >= SPECK_FILL * (c.maxX - c.minX + 1) * (c.maxY - c.minY + 1);
  const narrow = (c: Component) =>
    c.maxX - c.minX + 1 <= ONE_SEGMENT_WIDTH * CELL &&
    c.maxY - c.minY + 1 >= c.maxX - c.minX &&
    (isSolidBar(c, labels, w) || speck(c));
  const overlap = Math.min(upper.maxX, lower.maxX) - Math.max(upper.minX, lower.minX) + 1;
  const box = bounds(kept);
  const one =
    narrow(upper) &&
    narrow(lower) &&
    overlap >= 0.5 * Math.min(upper.maxX - upper.minX + 1, lower.maxX - lower.minX + 1) &&
    lower.minY - upper.maxY - 1 <= (rightOfMiddle(kept, w, middle) ? ONE_RIGHT_GAP : ONE_SEGMENT_GAP) * CELL &&
    spanHeight(kept) >= ONE_SEGMENTS &&
    Math.abs((box.minY + box.maxY + 1) / 2 - h / 2) <= 0.15 * h;
  return one ? kept : null;
}
/** A 1 parted at its middle is read as one when its middle is this near the cell's (of the cell). */
const PARTED_OFF_MIDDLE = 0.06;
/** Of the cell: a 1's segment is this narrow at most, the two this far apart at most, together this tall at least. */
const ONE_SEGMENT_WIDTH = 0.15;
const ONE_SEGMENT_GAP = 0.08;
/**
 * Two bars standing right of the middle as a seven-segment 1's do (rightOfMiddle) may stand this far apart (3 px in a
 * 32 px cell: a blurred 1's, wild explore11 s118): two pencil marks as far apart stack in the middle column.
 */
const ONE_RIGHT_GAP = 0.1;
const ONE_SEGMENTS = 0.2;
/** A speck fills at least this share of its box. */
const SPECK_FILL = 0.6;

/**
 * Two or more specks stacked in one column, together at least half a digit's height (`digitHeight`, of the cell): in a
 * grid of bar-built or split digits, what is left of a small seven-segment 1 (its two segments, 3 px each, a colon's
 * dots). Too small to read, but no proof of an empty cell either.
 */
function stackedSpecks(components: Component[], h: number, digitHeight: number): boolean {
  if (components.length < 2 || digitHeight <= 0) return false;
  let minX = 0;
  let maxX = Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (const c of components) {
    minX = Math.max(minX, c.minX);
    maxX = Math.min(maxX, c.maxX);
    top = Math.min(top, c.minY);
    bottom = Math.max(bottom, c.maxY);
  }
  return minX <= maxX && (bottom - top + 1) / h >= STACKED_SPECKS_SHARE * digitHeight;
}
const STACKED_SPECKS_SHARE = 0.5;

/**
 * Stacked specks (stackedSpecks) clear of the cell's edges and near its middle, as a small seven-segment 1's two bars
 * stand: what is left of a line at the cell's side is stacked too, but at its edge.
 */
function specksOfOne(components: Component[], w: number, h: number, digitHeight: number): boolean {
  const clear = clearPieces(components, w, h);
  return (
    clear.length >= 2 &&
    clear.every((c) => Math.abs(centreX(c) - w / 2) <= DIGIT_OFF_CENTRE.across * CELL) &&
    stackedSpecks(clear, h, digitHeight)
  );
}

/** How sure a cell is blank when its ink is a digit broken across its middle: in doubt, so the warning names it. */
const SPLIT_DIGIT_EMPTY = 0.5;

/** Ink this share of the cell's own strongest ink makes the strokes of a digit too faint for the grid's threshold. */
const FAINT = 0.5;

/**
 * A digit drawn much fainter than the grid's others (a light colour, blurred, on a highlight), below the grid's
 * threshold: nothing at that threshold stands clear of the cell's edges, but at half the cell's own strongest ink a
 * piece taller than a pencil mark does, in the middle of the cell. Read empty but not surely.
 */
function faintStroke(cell: CellInk, threshold: number, contrast: number, components: Component[]): FaintPieces | null {
  const { w, h, inner } = cell;
  if (components.some((c) => c.area >= 2 && !touchesEdge(c, w, h))) return null;
  // Paper's texture and what shows through from the page's back stay far below the grid's digits.
  if (inner < FAINT_OF_CONTRAST * contrast) return null;
  return faintPiecesOf(cell, threshold, () => true);
}

/**
 * The digit-tall pieces (faintDigitPiece) of a cell's ink cut at `share` of its strongest (half by default), those
 * `keep` takes; null when that level is not below the grid's threshold or none is there.
 */
function faintPiecesOf(
  cell: CellInk,
  threshold: number,
  keep: (c: Component) => boolean,
  share = FAINT,
): FaintPieces | null {
  const { w, h, ink, inner } = cell;
  const faint = Math.max(share * inner, MIN_FAINT_INK);
  if (faint >= threshold) return null;
  const binary = new Uint8Array(ink.length);
  for (let i = 0; i < binary.length; i++) binary[i] = ink[i] > faint ? 1 : 0;
  eraseLines(binary, w, h);
  const { labels, components: faintPieces } = label(binary, w, h);
  const fired = faintPieces.filter((c) => faintDigitPiece(c, w, h) && keep(c));
  return fired.length ? { labels, pieces: fired } : null;
}

/**
 * A cell's strongest ink under this many times the grid's threshold: the threshold cut only the top of its strokes
 * (above 0.8 of their depth), so the piece cut out shows where the ink is, not how tall it is.
 */
const TIP = 1.25;

/**
 * A digit whose ink only just reaches the grid's threshold (a red digit on a dark, blurred photo of a screen: 21.6
 * levels, the threshold 20), cut out as its tip alone, too short for a digit: the one piece clear of the edges (the
 * tip) lies inside a digit-tall piece at half the cell's strongest ink (faintStroke's level), so the cell is not
 * surely empty. A pencil mark cut so near its own peak grows by its blur only, short of a digit's height.
 */
function tipOfStroke(cell: CellInk, threshold: number, contrast: number, components: Component[]): FaintPieces | null {
  const tip = loneClearPiece(cell, components);
  if (!tip || cell.inner >= TIP * threshold || cell.inner < FAINT_OF_CONTRAST * contrast) return null;
  return faintPiecesOf(cell, threshold, (c) => encloses(c, tip));
}

/** The cell's one piece of ink clear of its edges, or null when it has none or several. */
function loneClearPiece({ w, h }: CellInk, components: Component[]): Component | null {
  const clear = clearPieces(components, w, h);
  return clear.length === 1 ? clear[0] : null;
}

/** Whether piece `c`'s box holds piece `inner`'s. */
const encloses = (c: Component, inner: Component): boolean =>
  c.minX <= inner.minX && c.maxX >= inner.maxX && c.minY <= inner.minY && c.maxY >= inner.maxY;

/**
 * A digit's darkest part cut out alone, the rest of it much fainter (a gray 1 on a shaded box, its flag printed dark
 * and its stem taken by the light: dev photo 209 brightened): the one piece clear of the edges is short, and at this
 * share of the cell's strongest ink it lies inside a digit-tall piece, so the cell is not surely empty. tipOfStroke
 * looks at half of it, where the strongest ink only just reaches the threshold; here it may be as strong as any.
 */
const STEM = 0.25;

function faintStem(
  cell: CellInk,
  threshold: number,
  contrast: number,
  components: Component[],
  minHeight: number,
): FaintPieces | null {
  const tip = loneClearPiece(cell, components);
  if (!tip || cell.inner < FAINT_OF_CONTRAST * contrast) return null;
  // As tall as a digit: a lone pencil mark, cut this low, grows by its blur to a little over a pencil mark's height.
  const tall = (c: Component) => spanHeight([c]) >= minHeight;
  const stem = faintPiecesOf(cell, threshold, (c) => encloses(c, tip) && tall(c), STEM);
  return stem;
}
/**
 * A grid whose digits are printed in a colour: its hue contrast (the ninth strongest cell's hue ink, ink-hue.ts
 * `hueInk`) at least this many gray levels, and HUE_OVER_NOISE times its median cell's. On the dev photos' renderings a
 * black print's is 26 to 32 under noise or in dim light (its median cell's 15 to 26), a red print's 99 to 166.
 */
const MIN_HUE_CONTRAST = 50;
const HUE_OVER_NOISE = 2.5;
/**
 * A digit's strokes in hue ink stand at least this share of the grid's hue contrast from their paper (a thin stroke's
 * hue, smoothed, a quarter of a bar's), and its strongest at least HUE_CORE of it.
 */
const HUE_STROKE = 0.2;
const HUE_CORE = 0.5;

/** The cells' hue ink (ink-hue.ts `hueInk`) in a grid printed in a colour, and that print's hue contrast. */
interface PrintHues {
  hues: HueInk[];
  contrast: number;
}

/** The cells' hue ink, when the grid's digits are printed in a colour; null for a black print or a gray picture. */
function colouredPrintHues(chroma: Chroma | null, inks: readonly CellBox[]): PrintHues | null {
  if (!chroma) return null;
  const hues = inks.map((cell) => hueInk(chroma, cell));
  // Its digits are printed in a colour when the ninth strongest cell's hue ink stands far above the camera's colour
  // noise, which is all a black print's cells show (the median cell's).
  const inners = hues.map((c) => c.inner).sort((a, b) => b - a);
  const contrast = inners[8] ?? 0;
  return contrast >= MIN_HUE_CONTRAST && contrast >= HUE_OVER_NOISE * inners[40] ? { hues, contrast } : null;
}

/**
 * A digit of a coloured print cut out by its hue (`ink`: the cell's hue ink, ink-hue.ts): a piece at HUE_STROKE of
 * the grid's hue contrast, clear of the cell's edges, in its middle and taller than a pencil mark (as faintStroke's),
 * as a FaintDigit for the cell's latent crop. Null when there is none.
 */
function hueStroke(ink: Float32Array, w: number, h: number, hueContrast: number): FaintDigit | null {
  const level = Math.max(HUE_STROKE * hueContrast, MIN_FAINT_INK);
  const binary = new Uint8Array(ink.length);
  for (let i = 0; i < binary.length; i++) binary[i] = ink[i] > level ? 1 : 0;
  eraseLines(binary, w, h);
  const { labels, components } = label(binary, w, h);
  const peak = new Float32Array(components.length + 1);
  for (let i = 0; i < labels.length; i++) if (labels[i]) peak[labels[i]] = Math.max(peak[labels[i]], ink[i]);
  const pieces = components.filter((c) => peak[c.label] >= HUE_CORE * hueContrast && faintDigitPiece(c, w, h));
  if (!pieces.length) return null;
  // Strong: it leaves the cell in doubt as a faint stroke does; never pale (read in gray, it is no pale ink's).
  return { w, h, ink, labels, pieces, peak: Math.max(...pieces.map((c) => peak[c.label])), pale: false, strong: true };
}

/** A faint piece that is a digit's: clear of the cell's edges, in its middle, taller than a pencil mark ever is. */
const faintDigitPiece = (c: Component, w: number, h: number): boolean =>
  !touchesEdge(c, w, h) &&
  Math.abs(centreX(c) - w / 2) <= 0.3 * w &&
  Math.abs(centreY(c) - h / 2) <= 0.3 * h &&
  c.maxY - c.minY + 1 >= FAINT_DIGIT * CELL;

/** The pieces of a faint digit (faintStroke) and the labels they are cut from. */
interface FaintPieces {
  labels: Int32Array;
  pieces: Component[];
}
/**
 * The digit in a cell's ink cut at `level` (a pale digit's, below the grid's threshold: faint-ink.ts `pale`), when
 * it stands `minHeight` as one digit; else null.
 */
function paleCut(cell: CellInk, level: number, minHeight: number): FaintPieces | null {
  const { w, h, ink } = cell;
  const binary = new Uint8Array(ink.length);
  for (let i = 0; i < binary.length; i++) binary[i] = ink[i] > level ? 1 : 0;
  eraseLines(binary, w, h);
  const { labels, components } = label(binary, w, h);
  const { pieces } = digitPieces(components, w, h);
  return pieces.length && spanHeight(pieces) >= minHeight && fitsOneDigit(pieces, w, h) ? { labels, pieces } : null;
}
/** A cell whose strongest ink is below this share of the grid's contrast may hold a pale digit (extractCells). */
const PALE_INNER = 0.35;
/**
 * A pale digit, cut, stands at least this share of the grid's median digit height: the explore3 set's stand 0.9 of
 * it or more; a column of gray pencil marks run together (a pencil-mark picture of the scan corpus) 0.71.
 */
const PALE_HEIGHT = 0.8;
/** A faint digit's strongest ink is at least this share of the grid's contrast (extractCells). */
const FAINT_OF_CONTRAST = 0.3;
/** A faint piece at least this tall (of the cell) is a digit's: taller than a pencil mark ever is (digitPieces). */
const FAINT_DIGIT = 0.25;
/** A Kakuro's diagonal is inked at least this share of the grid's contrast (extractCells). */
const DIAGONAL_OF_CONTRAST = 0.1;
/** Below this many gray levels from the cell's background, ink is a picture's noise (JPEG, texture), not a stroke. */
const MIN_FAINT_INK = 12;

/**
 * Fewer cells than MIN_DIGITS_FOR_HEIGHT hold ink as tall as a digit, yet this many at least, all within a pixel of
 * their median: a grid of small old-style figures (wild explore10 s309: Playfair's, 0.31 of the cell, 8 cells that
 * tall; the 1s and 2s stand at x-height, 0.22, the rest rise or hang to 0.25–0.28), whose others are cut too short
 * for a digit without its height to measure them by.
 */
const MIN_AGREEING_DIGITS = 6;

/** The median of `heights` (sorted) when MIN_AGREEING_DIGITS or more all stand within a pixel of it, else 0. */
function fewAgreeing(heights: number[]): number {
  if (heights.length < MIN_AGREEING_DIGITS) return 0;
  const median = heights[heights.length >> 1];
  return heights.every((height) => Math.abs(height - median) <= 1.01 / CELL) ? median : 0;
}

/** The median height of a grid of small digits (SMALL_FLOOR above), or 0 when the cells do not show one. */
function smallDigitHeight(
  cuts: { components: Component[]; segmented?: boolean; cell: { w: number; h: number } }[],
): number {
  // Per cell, its pieces of ink from SMALL_FLOOR up, clear of the cell's edges (a line's remnant is not).
  const tall = cuts.map((c) =>
    c.components.filter((p) => (p.maxY - p.minY + 1) / CELL >= SMALL_FLOOR && !touchesEdge(p, c.cell.w, c.cell.h)),
  );
  const heights = cuts
    .flatMap((c, i) => {
      const [piece, ...more] = tall[i];
      const central =
        piece &&
        Math.abs(centreX(piece) - c.cell.w / 2) <= SMALL_OFF_CENTRE * CELL &&
        Math.abs(centreY(piece) - c.cell.h / 2) <= SMALL_OFF_CENTRE * CELL;
      // A figure is narrower than it is tall; two figures run together (a table's 24) are not.
      const narrow = piece && piece.maxX - piece.minX < SMALL_WIDEST * (piece.maxY - piece.minY);
      return !c.segmented && central && narrow && !more.length ? [spanHeight([piece])] : [];
    })
    .sort((x, y) => x - y);
  // Every cell inked as high holds one such piece: a table of numbers has as many of two digits (two pieces).
  const inked = tall.filter((pieces) => pieces.length > 0).length;
  if (heights.length < MIN_SMALL_DIGITS || heights.length < SMALL_AGREE * inked) return 0;
  const median = heights[heights.length >> 1];
  const agree = heights.filter((height) => Math.abs(height - median) <= 1.01 / CELL).length;
  return agree >= SMALL_AGREE * heights.length ? median : 0;
}

/** Height of what the pieces cover together, as a fraction of the cell. */
const spanHeight = (pieces: Component[]): number =>
  pieces.length ? (Math.max(...pieces.map((c) => c.maxY)) - Math.min(...pieces.map((c) => c.minY)) + 1) / CELL : 0;

/** The digit as CROP × CROP ink levels 0..1: its box scaled to DIGIT px on its longer side, centred. */
function cropDigit(cell: CellInk, labels: Int32Array, pieces: Component[], bridge?: number[]): Float32Array {
  const { w, h, ink } = cell;
  const mine = new Set(pieces.map((c) => c.label));
  const minX = Math.min(...pieces.map((c) => c.minX));
  const maxX = Math.max(...pieces.map((c) => c.maxX));
  const minY = Math.min(...pieces.map((c) => c.minY));
  const maxY = Math.max(...pieces.map((c) => c.maxY));
  // The digit's pixels and a one-pixel rim (the anti-aliased edge), nothing else: not a neighbouring pencil mark.
  const masked = new Float32Array(w * h);
  let peak = 1e-6;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let near = false;
      for (let dy = -1; dy <= 1 && !near; dy++)
        for (let dx = -1; dx <= 1 && !near; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          near = nx >= 0 && ny >= 0 && nx < w && ny < h && mine.has(labels[ny * w + nx]);
        }
      if (near) {
        masked[y * w + x] = ink[y * w + x];
        if (ink[y * w + x] > peak) peak = ink[y * w + x];
      }
    }
  }
  // A hairline bridging the digit's pieces, as strong as the digit's strokes.
  for (const i of bridge ?? []) masked[i] = peak;
  const side = Math.max(maxX - minX + 1, maxY - minY + 1);
  const scale = side / DIGIT;
  const cx = (minX + maxX + 1) / 2;
  const cy = (minY + maxY + 1) / 2;
  const at = (x: number, y: number): number => {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    return ix >= 0 && iy >= 0 && ix < w && iy < h ? masked[iy * w + ix] : 0;
  };
  const crop = new Float32Array(CROP * CROP);
  for (let y = 0; y < CROP; y++) {
    for (let x = 0; x < CROP; x++) {
      let sum = 0;
      for (let s = 0; s < 4; s++) {
        const sx = cx + (x + 0.25 + 0.5 * (s & 1) - CROP / 2) * scale;
        const sy = cy + (y + 0.25 + 0.5 * (s >> 1) - CROP / 2) * scale;
        sum += at(sx, sy);
      }
      crop[y * CROP + x] = Math.min(1, sum / 4 / peak);
    }
  }
  return crop;
}

/** `{ bridged }`, the crop with the hairline drawn in, when a hairline joins the pieces across a gap; else nothing. */
function bridgedCrop(
  cell: CellInk,
  labels: Int32Array,
  pieces: Component[],
  bridge: number[] | undefined,
): { bridged?: Float32Array } {
  return bridge ? { bridged: cropDigit(cell, labels, pieces, bridge) } : {};
}

/** `{ latent }`: the crop of a doubtful empty cell's unread ink (Cell.latent), faint or too short; else nothing. */
function latentCut(
  cell: CellInk,
  labels: Int32Array,
  pieces: Component[],
  faintCut: FaintPieces | null,
  faint: FaintDigit | null,
): { latent?: Float32Array } {
  if (faintCut) return { latent: cropDigit(cell, faintCut.labels, faintCut.pieces) };
  if (faint) return { latent: cropDigit({ ...cell, ...faint, max: 0, inner: 0 }, faint.labels, faint.pieces) };
  return pieces.length && fitsOneDigit(pieces, cell.w, cell.h) ? { latent: cropDigit(cell, labels, pieces) } : {};
}

/**
 * Clears every row and column near the cell's edge that is ink most of the way across: what is left of a grid line
 * inside the cell (lines are never exactly where the cell's edges were measured, nor exactly straight). No digit
 * is that wide, and none has a stroke that long that near the edge.
 */
function eraseLines(binary: Uint8Array, w: number, h: number): void {
  const isLine = (count: number, at: number, length: number, span: number) =>
    count >= 0.6 * length && (at < 0.2 * span || at >= 0.8 * span);
  const rows: number[] = [];
  const columns: number[] = [];
  for (let y = 0; y < h; y++) {
    let n = 0;
    for (let x = 0; x < w; x++) n += binary[y * w + x];
    if (isLine(n, y, w, h)) rows.push(y);
  }
  for (let x = 0; x < w; x++) {
    let n = 0;
    for (let y = 0; y < h; y++) n += binary[y * w + x];
    if (isLine(n, x, h, w)) columns.push(x);
  }
  for (const y of rows) binary.fill(0, y * w, (y + 1) * w);
  for (const x of columns) for (let y = 0; y < h; y++) binary[y * w + x] = 0;
}

/**
 * Ink these shares of the cell's threshold still link two pieces of one digit (withHairlines), tried in turn: at the
 * lower one a hairline a pixel fainter still links (a Playfair 5's, 0.44–0.48 of the threshold at its faintest), but
 * only second: there a descender's faint tail can reach the cell's edge (Playfair's 7), and ink touching an edge links
 * nothing.
 */
const HAIRLINES = [0.5, 0.4] as const;

interface FaintLinks {
  linked: Int32Array;
  inside: Set<number>;
  faintOf: (c: Component) => number;
}

/**
 * The cell's ink at `level` (a share of its threshold), in pieces: `linked` labels them, `inside` holds those clear of
 * the cell's edges (a line's remnant links everything it touches), `faintOf` names the one a piece of `labels` lies in.
 */
function faintLinks(cell: CellInk, level: number, labels: Int32Array): FaintLinks {
  const { w, h, ink } = cell;
  const faint = new Uint8Array(ink.length);
  for (let i = 0; i < faint.length; i++) faint[i] = ink[i] > level ? 1 : 0;
  eraseLines(faint, w, h);
  const linked = label(faint, w, h);
  const inside = new Set(linked.components.filter((c) => !touchesEdge(c, w, h)).map((c) => c.label));
  const faintOf = (c: Component): number => {
    for (let y = c.minY; y <= c.maxY; y++)
      for (let x = c.minX; x <= c.maxX; x++) if (labels[y * w + x] === c.label) return linked.labels[y * w + x];
    return 0;
  };
  return { linked: linked.labels, inside, faintOf };
}

/**
 * `pieces` and the pieces of ink that fainter ink links to them: a high-contrast serif face's hairlines (the thin
 * stroke down a Playfair 5's left, between its flag and its bowl) fall below the threshold, splitting the digit into
 * a short bowl and a flag beside it, and the bowl alone is too short for a digit. Only pieces clear of the cell's
 * edges, through faint ink clear of them too (a line's remnant links everything it touches), and only when together
 * they stand about the middle of the cell (an old-style 5 hangs below it).
 */
function withHairlines(
  cell: CellInk,
  threshold: number,
  labels: Int32Array,
  components: Component[],
  pieces: Component[],
): Hairlined {
  if (!pieces.length) return { pieces };
  const { w, h } = cell;
  const clear = (c: Component) => c.area >= 2 && !touchesEdge(c, w, h);
  // Nothing else in the cell to link: the pieces as they are.
  if (!components.some((c) => clear(c) && !pieces.includes(c)))
    return { pieces, bridge: hairline(cell, threshold, labels, pieces) };
  for (const share of HAIRLINES) {
    const links = faintLinks(cell, share * threshold, labels);
    const { inside, faintOf } = links;
    const groups = new Set(pieces.map(faintOf).filter((g) => inside.has(g)));
    const more = components.filter((c) => !pieces.includes(c) && clear(c) && groups.has(faintOf(c)));
    if (!more.length) continue;
    // Pencil marks stacked one above another are linked by their anti-aliased edges too: small pieces are joined
    // only when nothing is left apart (marks come several to a cell), unless one is tall enough to be part of a digit
    // (as in digitPieces); at the fainter level, only to a piece that tall.
    const apart = components.some((c) => clear(c) && !pieces.includes(c) && !more.includes(c));
    const tall = pieces.some((c) => c.maxY - c.minY + 1 >= 0.25 * CELL);
    if ((apart || share < HAIRLINES[0]) && !tall) continue;
    const joined = [...pieces, ...more];
    const box = bounds(joined);
    const centred =
      Math.abs((box.minX + box.maxX + 1) / 2 - w / 2) <= 0.25 * w &&
      Math.abs((box.minY + box.maxY + 1) / 2 - h / 2) <= 0.25 * h;
    if (centred) return { pieces: joined, bridge: bridgeRows(joined, links, w) };
  }
  return { pieces, bridge: hairline(cell, threshold, labels, pieces) };
}

/** The faint ink that joins `pieces` across the rows between them (bridgeRows), at the first of HAIRLINES that does. */
function hairline(cell: CellInk, threshold: number, labels: Int32Array, pieces: Component[]): number[] | undefined {
  if (pieces.length < 2) return undefined;
  for (const share of HAIRLINES) {
    const bridge = bridgeRows(pieces, faintLinks(cell, share * threshold, labels), cell.w);
    if (bridge) return bridge;
  }
  return undefined;
}

/**
 * The pixels of faint ink that link `pieces` across the rows between them (rows none of them reaches), to be drawn
 * as a stroke in a second crop: left as faint as it is, a Playfair 5 is a flag over a bowl, which the network reads
 * as a 3. Only ink of a faint group clear of the cell's edges that holds pieces both above and below the gap.
 */
function bridgeRows(pieces: Component[], { linked, inside, faintOf }: FaintLinks, w: number): number[] | undefined {
  if (pieces.length < 2) return undefined;
  const box = bounds(pieces);
  const bridge: number[] = [];
  for (let y = box.minY; y <= box.maxY; y++) {
    if (pieces.some((c) => c.minY <= y && c.maxY >= y)) continue;
    const spanning = new Set(
      pieces
        .filter((c) => c.maxY < y)
        .map(faintOf)
        .filter((g) => inside.has(g) && pieces.some((c) => c.minY > y && faintOf(c) === g)),
    );
    // The whole row: a hairline may stand just outside the pieces' box (a Playfair 5's, left of its flag and bowl).
    for (let x = 0; x < w; x++) if (spanning.has(linked[y * w + x])) bridge.push(y * w + x);
  }
  return bridge.length ? bridge : undefined;
}

/** A digit's pieces, and the pixels of the faint hairline that joins them across a gap (withHairlines). */
interface Hairlined {
  pieces: Component[];
  bridge?: number[];
}

/**
 * Whether the short ink is a row of glyphs side by side: two pieces clear of the cell's edges, apart across, over
 * nearly the same rows and at least half as tall as `pieces` (centre pencil marks, "139", whether cut as the digit's
 * pieces or left beside them), where an old-style 1 or 2 stands alone in its cell and a digit broken in two has its
 * pieces stacked (a 4's upper bars beside its upright stand half as tall). Not asked in a grid of seven-segment
 * digits, where a short digit's bars may lie side by side ungathered.
 */
function inARow(components: Component[], pieces: Component[], w: number, h: number): boolean {
  const box = bounds(pieces);
  const tallEnough = 0.5 * (box.maxY - box.minY + 1);
  const glyphs = clearPieces(components, w, h).filter((c) => c.maxY - c.minY + 1 >= tallEnough);
  const level = (a: Component, b: Component): boolean =>
    Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY) + 1 >=
    ROW_OVERLAP * Math.max(a.maxY - a.minY + 1, b.maxY - b.minY + 1);
  return glyphs.some((a) => glyphs.some((b) => a.maxX < b.minX && level(a, b)));
}

/** The shape of the heaviest piece of ink in a cell that is not a line's remnant (one touching the cell's edge). */
function heaviestPiece(cell: CellInk, labels: Int32Array, components: Component[]): InkShape | null {
  let best: InkShape | null = null;
  for (const c of components) {
    if (c.area < 2 || touchesEdge(c, cell.w, cell.h)) continue;
    const shape = inkShape(cell.ink, labels, cell.w, [c]);
    if (!best || shape.mass > best.mass) best = shape;
  }
  return best;
}

/** Ink fewer gray levels than this over the cell's paper is not cut (cutAt), in a grid of any contrast. */
const INK_FLOOR = 20;
/**
 * A faint grid's floor (extractFaintCells), as a share of the grid's contrast, where that is under INK_FLOOR: a dim or
 * blurred photo's digits stand 10 to 25 levels over the paper (synthetic tune 4, a serif 3 cut at 20 down to its
 * right-hand strokes). Not higher: at 0.4 more noise was cut for digits, one read wrong at 0.93 (explore 143).
 */
const FAINT_FLOOR = 0.35;

/**
 * The 81 cells of a rectified grid (ink dark), row by row, parted as `edges` says: not at lines in a grid of tiles
 * without lines between them, where a tile's edge beside a lighter gap is no line, and taken for one it would cut
 * into the digits. `flat`: the grid is seen without perspective (a screenshot: fill-ins.ts `photographed`), where a
 * grid of tiles cut evenly may have its rows and columns moved to its digits (`recentreLines`).
 */
export function extractCells(
  image: Float32Array,
  edges: CellEdges = 'lines',
  hat: TopHat = lazyTophat(image),
  chroma: LazyChroma | null = null,
  flat = false,
): Cell[] {
  return cellsCut(image, edges, hat, chroma, false, flat) ?? [];
}

/**
 * The cells cut again with a faint grid's floor (FAINT_FLOOR of the grid's contrast instead of INK_FLOOR), or null
 * when the grid's contrast leaves the floor where it was: the cut would be the same.
 */
export function extractFaintCells(
  image: Float32Array,
  edges: CellEdges,
  hat: TopHat,
  chroma: LazyChroma | null,
  flat: boolean,
): Cell[] | null {
  return cellsCut(image, edges, hat, chroma, true, flat);
}

/** Of a cell's cut, what `recentreLines` reads and writes. */
interface LineCut {
  cell: CellInk;
  components: Component[];
  pieces: Component[];
}

/** The most a row (or column) of cells is moved toward its digits (`recentreLines`), in cells. */
const RECENTRE_MAX = 0.25;
/** How far off its cell's middle a digit counts as set off it (`lineShift`), across and down, in cells. */
const RECENTRE_OFF = { across: 0.2, down: 0.12 } as const;
/** A piece wider than this share of a cell is no digit to move a line to (`lineShift`): a line's remnant runs so. */
const RECENTRE_WIDEST = 0.6;
/** A piece counts as a digit in `recentreLines` from this share of the grid's digits' median height: no pencil mark. */
const RECENTRE_DIGIT = 0.75;

/**
 * A grid of tiles is cut evenly between its outer tiles, but a page that sets its boxes further apart than its cells
 * puts each box's rows closer together than that: a box's last row of small digits then sits at its cells' top edge,
 * and every digit in it, touching the edge where a line's remnant runs, was no digit (wild explore10 s265 and
 * explore14 s337: round tiles, gaps 4 and 5 within a box and 8 and 9 between boxes, a whole row read blank in doubt);
 * a column's digits so far off their cells' middles were none either. A row (or column) whose digits are set off
 * their cells' middles the same way (`lineShift`) is moved toward them and cut again (3 px further when that was not
 * taken); taken when it cuts out more digits (pieces RECENTRE_DIGIT of the grid's digits' height) than before and
 * loses none. Only in a grid seen flat: in a photo the cells are cut from a perspective fit whose error varies over
 * the grid, and rows moved there changed which reading won (synthetic explore5 136, explore7 124, explore13 110 and
 * explore14 84 read worse, explore8 127 and explore12 129 better).
 */
function recentreLines<T extends LineCut>(
  image: Float32Array,
  rows: [number, number][],
  columns: [number, number][],
  inks: CellInk[],
  cuts: T[],
  cutCell: (cell: CellInk) => T,
): void {
  const heights = cuts
    .map((c) => spanHeight(c.pieces))
    .filter((height) => height >= MIN_DIGIT_HEIGHT)
    .sort((a, b) => a - b);
  if (heights.length < MIN_DIGITS_FOR_HEIGHT) return;
  const digit = RECENTRE_DIGIT * heights[heights.length >> 1];
  const tall = (line: LineCut[]): number => line.filter((c) => spanHeight(c.pieces) >= digit).length;
  const most = Math.round(RECENTRE_MAX * CELL);
  for (const vertical of [false, true]) {
    const bands = vertical ? columns : rows;
    for (let k = 0; k < 9; k++) {
      const line = Array.from({ length: 9 }, (_, j) => (vertical ? j * 9 + k : k * 9 + j));
      const shift = lineShift(
        line.map((i) => cuts[i]),
        vertical,
        digit * CELL,
      );
      if (shift === 0) continue;
      // The second try only where the first was not already as far as a line may move.
      const tries = Math.abs(shift) < most ? [shift, shift + Math.sign(shift) * 3] : [shift];
      for (const by of tries) {
        const moved = Math.sign(by) * Math.min(Math.abs(by), most);
        const band: [number, number] = [bands[k][0] + moved, bands[k][1] + moved];
        if (band[0] < 0 || band[1] > SIDE) break;
        const again = line.map((i) =>
          cutCell(cellInk(image, vertical ? band : columns[colOf(i)], vertical ? rows[rowOf(i)] : band)),
        );
        const lost = line.some((i, j) => spanHeight(cuts[i].pieces) >= digit && spanHeight(again[j].pieces) < digit);
        if (lost || tall(again) <= tall(line.map((i) => cuts[i]))) continue;
        bands[k] = band;
        line.forEach((i, j) => {
          cuts[i] = again[j];
          inks[i] = again[j].cell;
        });
        break;
      }
    }
  }
}

/**
 * How far, in pixels, to move a row (or column) of cells so that its digits stand in their cells' middles
 * (`recentreLines`): the median of what each of its digits set off its middle the same way needs, or 0 when fewer than
 * two are, fewer than half the line's digits are, or any is set off the other way. A digit here is a piece of ink
 * `digit` px tall or more (a pencil mark is smaller), no wider than RECENTRE_WIDEST, touching neither of the cell's
 * sides along the line nor both across it; set off when its middle is RECENTRE_OFF from the cell's or it touches the
 * edge on that side. RECENTRE_OFF across is a little under DIGIT_OFF_CENTRE's, past which a digit is lost.
 */
function lineShift(line: LineCut[], vertical: boolean, digit: number): number {
  const low: number[] = [];
  const high: number[] = [];
  const off = (vertical ? RECENTRE_OFF.across : RECENTRE_OFF.down) * CELL;
  let digits = 0;
  for (const { cell, components } of line) {
    const { w, h } = cell;
    let need = 0;
    let seen = false;
    for (const c of components) {
      const [from, to, size] = vertical ? [c.minX, c.maxX, w] : [c.minY, c.maxY, h];
      const [along0, along1, length] = vertical ? [c.minY, c.maxY, h] : [c.minX, c.maxX, w];
      if (c.area < 2 || along0 === 0 || along1 === length - 1 || (from === 0 && to === size - 1)) continue;
      if (c.maxX - c.minX + 1 > RECENTRE_WIDEST * CELL || c.maxY - c.minY + 1 < digit) continue;
      seen = true;
      const atEdge = from === 0 || to === size - 1;
      const middle = (vertical ? centreX(c) : centreY(c)) - size / 2;
      if (!atEdge && Math.abs(middle) < off) continue;
      const by = Math.round(middle) + (atEdge ? Math.sign(middle) * 3 : 0);
      if (Math.abs(by) > Math.abs(need)) need = by;
    }
    if (seen) digits++;
    if (need < 0) low.push(need);
    if (need > 0) high.push(need);
  }
  const side = low.length >= 2 && high.length === 0 ? low : high.length >= 2 && low.length === 0 ? high : null;
  if (!side || 2 * side.length < digits) return 0;
  // By size, the smaller of two middle ones: moved as little as the line's digits agree on, up or down alike.
  side.sort((a, b) => Math.abs(a) - Math.abs(b));
  return side[(side.length - 1) >> 1];
}

function cellsCut(
  image: Float32Array,
  edges: CellEdges,
  hat: TopHat,
  chroma: LazyChroma | null,
  faint: boolean,
  flat: boolean,
): Cell[] | null {
  const columns = interiors(image, true, edges);
  const rows = interiors(image, false, edges);
  const inks = Array.from({ length: CELLS }, (_, i) => cellInk(image, columns[colOf(i)], rows[rowOf(i)]));
  // The grid's contrast: the ninth strongest cell, a digit's in any grid with nine or more of them.
  const contrast = inks.map((c) => c.max).sort((a, b) => b - a)[8];
  if (faint && !(FAINT_FLOOR * contrast < INK_FLOOR)) return null;
  const floor = faint ? FAINT_FLOOR * contrast : INK_FLOOR;
  const cutCell = (cell: CellInk, i?: number) => {
    const cutAt = (threshold: number) => {
      const binary = new Uint8Array(cell.ink.length);
      for (let p = 0; p < binary.length; p++) binary[p] = cell.ink[p] > threshold ? 1 : 0;
      eraseLines(binary, cell.w, cell.h);
      const labelled = label(binary, cell.w, cell.h);
      const { labels } = labelled;
      const components = withoutFlat(labelled.components, labels, cell, hat, threshold);
      const gather = (placeDown?: number) => {
        const cut = digitPieces(components, cell.w, cell.h, placeDown);
        // Bars gathered into a digit keep their gaps, but for a hairline across one (a Playfair 5's flag and bowl).
        const hairlined = cut.segmented
          ? { pieces: cut.pieces, bridge: hairline(cell, threshold, labels, cut.pieces) }
          : withHairlines(cell, threshold, labels, components, cut.pieces);
        const pieces = hairlined.pieces;
        // Bars gathered into a digit are kept only in a grid that trusts them (below); otherwise the cell holds its
        // main piece and what hairlines link to it: a Playfair 5's flag, split from its bowl by a hairline too faint
        // for the threshold, is a bar beside it as a seven-segment digit's would be.
        const alone = cut.segmented
          ? withHairlines(cell, threshold, labels, components, cut.pieces.slice(0, 1))
          : hairlined;
        // The digit's own pieces before fainter ink joined others to them: a shadow's edge or a line's remnant that a
        // blurred photo's haze links to a digit is no hairline of it.
        const unjoined = !cut.segmented && pieces.length > cut.pieces.length ? cut.pieces : undefined;
        return { cell, labels, components, threshold, ...cut, pieces, bridge: hairlined.bridge, alone, unjoined };
      };
      // About the middle of the cell's ink; in the top or bottom row, where that cuts nothing as tall as a digit, about
      // its place's middle down too (digitPieces), taken when that does. Not in other rows: in a photo, a blank inner
      // cell's shadow or grain cut about its place was taken for a digit (synthetic explore24 17: a 7 and a 1, in
      // doubt, in two blank cells). Only then: about the place, the part of a digit that the border cut short
      // may stand in for the digit (wild explore6 s124, a faint 5 in row 9: its bowl, cut at the bottom border, would
      // be taken as the digit's main piece, and its bar, which a hairline joins to the bowl, left out).
      const inInk = gather();
      if (i === undefined || !outerSide(i) || spanHeight(inInk.pieces) >= MIN_DIGIT_HEIGHT) return inInk;
      const inPlace = gather(placeMiddleDown(cell, i));
      return spanHeight(inPlace.pieces) >= MIN_DIGIT_HEIGHT ? inPlace : inInk;
    };
    const first = cutAt(Math.max(0.35 * cell.max, 0.2 * contrast, floor));
    // Ink cut out too short for a digit, or none at all, where the cell's strongest ink is at its edge (a line's
    // remnant, a blurred border's dark edge: a blurred photo's faint gray seven-segment 4 or 7 beside it kept only its
    // middle; a photographed screen's gray 3 beside a box line, wild explore6 s294, kept nothing): cut again at a share
    // of the strongest ink clear of the edges, and taken so when that is a digit's height. Where nothing was cut, only
    // as one digit's shape (fitsOneDigit): in the synthetic photos' empty cells, what it cut so never was (a
    // shadow's edge, a blot).
    const clear = Math.max(0.35 * cell.inner, 0.2 * contrast, floor);
    if (spanHeight(first.pieces) < MIN_DIGIT_HEIGHT && clear < first.threshold) {
      const second = cutAt(clear);
      const shaped = first.pieces.length > 0 || fitsOneDigit(second.pieces, cell.w, cell.h);
      if (spanHeight(second.pieces) >= MIN_DIGIT_HEIGHT && shaped) return second;
    }
    return first;
  };
  // A digit's place is known in a grid cut at its lines; one cut at even places or at its digits' gaps has no thick
  // border inside its cells.
  const cuts = inks.map((cell, i) => cutCell(cell, edges === 'lines' ? i : undefined));
  if (edges === 'even' && flat) recentreLines(image, rows, columns, inks, cuts, cutCell);
  // A cell's middle across (rightOfMiddle): its place's in a grid cut at its lines, whose thick box lines narrow a
  // cell's ink from one side; its ink's in a grid cut at even places or at its digits' gaps, whose lines may have been
  // moved to its digits (recentreLines) and are no thick lines.
  const middleOf = (cell: CellInk, i: number): number => (edges === 'lines' ? cellMiddle(cell, i) : cell.w / 2);
  // Short bars gathered into a digit are trusted only in a grid of seven-segment digits, where the 1s, 4s and 7s of
  // small digits are many such cells; elsewhere a few are pencil marks stacked in a column, left empty in doubt.
  const segmentedGrid =
    cuts.filter((c) => c.segmented && spanHeight(c.pieces) >= MIN_DIGIT_HEIGHT).length >= MIN_SEGMENTED_CELLS;
  // Digits built of separate bars in a few cells (a seven-segment face whose segments part, seen even where they
  // are too long to be gathered as short ones): a lone bar in an empty cell is then a digit's remnant (loneBar).
  const barBuilt =
    segmentedGrid ||
    cuts.filter(
      (c) =>
        c.segmented || (c.pieces.length >= 2 && c.pieces.every((p) => isBar(p) && isSolidBar(p, c.labels, c.cell.w))),
    ).length >= MIN_BAR_BUILT_CELLS;
  const heights = cuts
    .filter((c) => !c.segmented && spanHeight(c.pieces) >= MIN_DIGIT_HEIGHT)
    .map((c) => spanHeight(c.pieces))
    .sort((a, b) => a - b);
  const digitHeight =
    heights.length >= MIN_DIGITS_FOR_HEIGHT
      ? heights[heights.length >> 1]
      : fewAgreeing(heights) || smallDigitHeight(cuts);
  // For a digit broken in two (splitDigit): the median height of every digit cut out, bar-built ones too (a grid of
  // seven-segment digits may have no nine others).
  const everyHeight = cuts
    .map((c) => spanHeight(c.pieces))
    .filter((height) => height >= MIN_DIGIT_HEIGHT)
    .sort((a, b) => a - b);
  const splitHeight =
    digitHeight || (everyHeight.length >= MIN_DIGITS_FOR_HEIGHT ? everyHeight[everyHeight.length >> 1] : 0);
  const minHeight = Math.min(MIN_DIGIT_HEIGHT, SMALL_DIGIT_SHARE * digitHeight || MIN_DIGIT_HEIGHT);
  const segmentsOfDigit = (pieces: Component[], labels: Int32Array, w: number): boolean => {
    const ratio = spanHeight(pieces) / digitHeight;
    const uprights = pieces.filter((c) => c.maxY - c.minY > c.maxX - c.minX);
    return (
      ratio >= SEGMENTED_HEIGHT.min &&
      ratio <= SEGMENTED_HEIGHT.max &&
      uprights.length > 0 &&
      uprights.every((c) => isSolidBar(c, labels, w))
    );
  };
  // Digits broken in two in three cells or more: a grid of seven-segment digits too, whose x-height pieces are 4s and
  // 7s cut short as often as 1s and 2s.
  const splitCells = cuts.filter(
    (c) =>
      splitHeight > 0 &&
      spanHeight(c.pieces) < minHeight &&
      splitDigit(c.components, c.labels, c.cell.w, c.cell.h, splitHeight),
  ).length;
  // Each cut's 1 parted at its middle (segmentsOfOne), found when first asked and kept: asked of a short cell three
  // times below.
  const parted = new Map<number, Component[] | null>();
  const partedOne = (i: number): Component[] | null => {
    if (!parted.has(i)) {
      const { components, labels, cell } = cuts[i];
      parted.set(i, segmentsOfOne(components, labels, cell.w, cell.h, middleOf(cell, i)));
    }
    return parted.get(i) ?? null;
  };
  // And 1s parted at their middle into two solid bars (segmentsOfOne), as a seven-segment face draws a 1: a surer sign
  // than a digit broken anyhow, so such a cell counts again though it is a split digit too (wild explore4 s430, a
  // photographed page: two parted 1s and no other split digit; counted once, the grid is not read exactly).
  const partedOnes = cuts.filter((c, i) => spanHeight(c.pieces) < minHeight && !!partedOne(i)).length;
  const barBuiltOrSplit = barBuilt || splitCells + partedOnes >= MIN_BAR_BUILT_CELLS;
  // The cells' hue ink when the grid is printed in a colour, measured when a cell first needs it (the chroma is
  // rectified lazily: ink-hue.ts `lazyChroma`).
  let print: PrintHues | null | undefined;
  const printHues = (): PrintHues | null =>
    print === undefined ? (print = colouredPrintHues(chroma?.() ?? null, inks)) : print;
  // A Kakuro's diagonal is a hairline, fainter than its figures: looked for at a share of the grid's contrast.
  const diagonalLevel = Math.max(MIN_FAINT_INK, DIAGONAL_OF_CONTRAST * contrast);
  // Cells holding ink too short for a digit: pencil marks, where there are more than a few (brokenDigit); a 2 broken
  // above its base is not counted (brokenOnBase).
  const marked = cuts.filter(
    (c) => c.pieces.length && spanHeight(c.pieces) < MIN_DIGIT_HEIGHT && !(c.broken && brokenOnBase(c.broken)),
  ).length;
  // Cells of pencil marks, told from a short digit's bars (MARK_PIECES).
  const markCells = cuts.filter(
    (c) =>
      c.pieces.length &&
      spanHeight(c.pieces) < MIN_DIGIT_HEIGHT &&
      clearPieces(c.components, c.cell.w, c.cell.h).length >= MARK_PIECES,
  ).length;
  const cells = cuts.map(({ cell, labels, components, threshold, segmented, whole, alone, ...cut }, i): Cell => {
    // Bars gathered into a digit as tall as the grid's others are trusted outside a grid of seven-segment digits only
    // where the grid shows few pencil marks: two or three narrow marks stacked in the middle column of a cell's 3 × 3
    // places, a few pixels apart, look like a digit's bars (wild explore9 s383, explore11 s401: read as a 1 in doubt in
    // a blank cell, among 39 and 53 pencil-marked cells).
    const trusted =
      segmentedGrid ||
      (digitHeight > 0 &&
        (markCells <= MAX_MARKED || rightOfMiddle(cut.pieces, cell.w)) &&
        segmentsOfDigit(cut.pieces, labels, cell.w));
    const read = segmented && !trusted ? alone : cut;
    // A small digit broken in two (brokenDigit), in a grid of few pencil marks, where nothing else made a digit.
    const { pieces, bridge } =
      cut.broken && marked <= MAX_MARKED && spanHeight(read.pieces) < minHeight
        ? { pieces: cut.broken, bridge: undefined }
        : read;
    const doubt = cut.doubt;
    const height = spanHeight(pieces);
    if (height < minHeight) {
      // Sure when nothing is there or only something small; less so as it nears a digit's height.
      const faintCut =
        faintStroke(cell, threshold, contrast, components) ?? tipOfStroke(cell, threshold, contrast, components);
      // A digit's dark top cut alone, its stem fainter: no sure blank, but the faint and pale digits are still looked
      // for (a player's lighter 8 whose darkest part the threshold cut, wild explore s395, is read as one).
      const stem = faintCut ? null : faintStem(cell, threshold, contrast, components, minHeight);
      const edgeCut = cutAtEdge(components, labels, cell.w, cell.h, digitHeight);
      // An empty cell whose ink reaches the grid's thick border (borderCut) may hold a digit under it: no sure blank.
      // Only in a grid cut at its lines (one cut at even places or at its digits' gaps has no thick border inside it),
      // seen flat: a screen's board, drawn with lines of a fixed width. A printed page never sets its digits under
      // its border; in a photo, a blurred border reaches deeper, and the ink beside it is a shadow's edge, the page's
      // bend or a reader's pencil (synthetic explore25 to explore28: 9 photos gained cells in doubt, one every cell).
      const underBorder = edges === 'lines' && flat && borderCut(components, cell, thickBorderEdges(cell, i));
      const unread =
        doubt ||
        underBorder ||
        strayDigit(components, labels, cell.w, cell.h) ||
        (barBuilt && loneBar(components, labels, cell.w, cell.h)) ||
        !!edgeCut ||
        !!partedOne(i) ||
        faintCut !== null ||
        (barBuiltOrSplit && stackedSpecks(components, cell.h, digitHeight));
      const inkHeight = Math.max(height, blankInkHeight(pieces, edgeDigitPiece(components, labels, cell.w, cell.h)));
      const sure = 0.5 + 0.5 * Math.max(0, Math.min(1, (minHeight - inkHeight) / 0.05));
      // Nothing the threshold cut out, yet a stroke as tall as a digit may be there, too faint for it (faint-ink.ts):
      // looked for only where nothing above already leaves the cell in doubt.
      // A cell in doubt whose ink is all below the grid's threshold may hold a pale digit cut short (its loop alone):
      // looked at too, for a pale one only.
      // In the top or bottom row of a lined grid of few pencil marks, a faint digit's part the border cuts counts too.
      const border = edges !== 'lines' || marked > MAX_MARKED ? undefined : outerSide(i);
      const faintInk =
        !unread || cell.inner < PALE_INNER * contrast
          ? faintDigit(hat(), columns[colOf(i)], rows[rowOf(i)], contrast, digitHeight || minHeight, border)
          : null;
      // And in a grid printed in a colour, a digit of its ink too faint in gray for either (under a shadow, in dim
      // light) still stands out in its hue.
      const coloured = unread || faintInk?.strong ? null : printHues();
      const faint = unread
        ? null
        : faintInk?.strong
          ? faintInk
          : coloured && hueStroke(coloured.hues[i].ink(), cell.w, cell.h, coloured.contrast);
      // Not a sure blank either where one piece too short for a digit stands in its middle (loneMiddlePiece); looked
      // at last, so that the faint ink around it is still looked for (a pale digit is read whole: wild explore9 s547).
      const lone = marked <= MAX_MARKED && loneMiddlePiece(components, pieces, cell.w, cell.h, digitHeight);
      const emptyConfidence = unread || faint || stem || lone ? 0.5 : sure;
      // A digit in a pale ink on clean paper (faint-ink.ts `pale`): cut at half its stroke's depth and read, in doubt.
      const paleHeight = Math.max(minHeight, PALE_HEIGHT * digitHeight);
      const pale = faintInk?.pale ? paleCut(cell, faintInk.peak / 2, paleHeight) : null;
      if (pale) {
        const paleShape = inkShape(cell.ink, pale.labels, cell.w, pale.pieces);
        const paleCrop = cropDigit(cell, pale.labels, pale.pieces);
        return {
          height: spanHeight(pale.pieces),
          crop: paleCrop,
          emptyConfidence,
          shape: paleShape,
          minHeight,
          pale: true,
        };
      }
      const shape = heaviestPiece(cell, labels, components);
      // Below X_HEIGHT_SHARE, read as a 1 or a 2 only (ONE_OR_TWO_SHARE).
      const barShare = height >= X_HEIGHT_SHARE * digitHeight;
      const xHeight =
        digitHeight > 0 &&
        height >= ONE_OR_TWO_SHARE * digitHeight &&
        pieces.length > 0 &&
        fitsOneDigit(pieces, cell.w, cell.h, X_HEIGHT_SUNK * (digitHeight - height) * CELL) &&
        (segmentedGrid || !inARow(components, pieces, cell.w, cell.h));
      if (xHeight) {
        const crop = cropDigit(cell, labels, pieces);
        return {
          height,
          crop,
          ...bridgedCrop(cell, labels, pieces, bridge),
          emptyConfidence,
          shape,
          minHeight,
          xHeight: !barShare ? '1 or 2' : segmentedGrid ? 'bar short' : barBuiltOrSplit ? 'segment' : '1 or 2',
          ...(barShare && { barTall: true }),
        };
      }
      // A seven-segment digit set so high (or low) that the cell's edge cuts it (cutAtEdge): read as any digit, in
      // doubt (wild explore12 s342: a 7 under the board's thick top border, its top and upper uprights one piece at the
      // edge, its lower upright clear below, read as a blank in doubt).
      // Only as a 7's top across (SEVEN_TOP_WIDTH) or a 1 right of its place's middle (rightOfMiddle): a small pencil
      // mark at the top edge of the middle column, over another, stands in the middle (wild tune s012).
      const edgeDigit = !!edgeCut && (edgeCut.sevenTop || rightOfMiddle(edgeCut.pieces, cell.w, middleOf(cell, i)));
      if (edgeCut && edgeDigit && (segmentedGrid || markCells <= MAX_MARKED)) {
        return {
          height: spanHeight(edgeCut.pieces),
          crop: cropDigit(cell, labels, edgeCut.pieces),
          emptyConfidence: SPLIT_DIGIT_EMPTY,
          shape,
          minHeight,
          xHeight: 'any' as const,
        };
      }
      // A digit broken across its middle (a thin seven-segment 1 or 7): read as any digit, in doubt. Outside a grid of
      // seven-segment digits, where the grid shows many pencil marks, only as a 1 stands (right of the middle) or with
      // a bar across (a 7's top): marks stacked in a cell's middle column are glyphs taller than wide, taken for such a
      // digit before (wild explore15 s379: two blank cells read as a 1 in doubt, among 31 pencil-marked cells).
      const split = splitHeight > 0 ? splitDigit(components, labels, cell.w, cell.h, splitHeight) : null;
      const fewMarks =
        markCells <= MAX_MARKED || (!!split && (rightOfMiddle(split, cell.w) || split.some(widerThanTall)));
      if (split && (segmentedGrid || (fewMarks && !inARow(components, split, cell.w, cell.h)))) {
        const crop = cropDigit(cell, labels, split);
        const links = hairline(cell, threshold, labels, split);
        return {
          height: spanHeight(split),
          crop,
          ...bridgedCrop(cell, labels, split, links),
          emptyConfidence: SPLIT_DIGIT_EMPTY,
          shape,
          minHeight,
          xHeight: 'any' as const,
        };
      }
      // A 1 parted at its middle in a grid of bar-built or split digits, standing in the middle of its cell as a digit
      // does (a pencil mark sits in its row of marks: two stacked, one at least off the middle): cut out to be read
      // as a 1 only, in doubt (two specks of a few pixels are what a small thin 1 leaves: wild explore4 s430). In any
      // other grid, only as two bars each at least as tall as a segment is wide: a blurred seven-segment 1 beside the
      // middle of a cell narrowed by thick box lines, in a grid whose other digits are whole (wild explore4 s406,
      // explore6 s326), or standing right of the middle as a seven-segment 1 does (rightOfMiddle: wild explore11 s118,
      // a 1's lower bar blurred to 3 px). A line's remnant at a blank cell's side leaves two specks of 3 px there
      // (synthetic photos), a column of pencil marks stands in the middle or a third of a cell out.
      const parts = partedOne(i);
      const one =
        parts &&
        (barBuiltOrSplit ||
          parts.every((c) => c.maxY - c.minY + 1 >= ONE_SEGMENT_WIDTH * CELL) ||
          rightOfMiddle(parts, cell.w, middleOf(cell, i)))
          ? parts
          : null;
      if (one && Math.abs(middleY(one) - cell.h / 2) <= PARTED_OFF_MIDDLE * CELL) {
        return {
          height: spanHeight(one),
          crop: cropDigit(cell, labels, one),
          emptyConfidence: SPLIT_DIGIT_EMPTY,
          shape,
          minHeight,
          xHeight: 'one' as const,
        };
      }
      // Ink left unread in a cell not surely empty: cut out all the same, to be weighed when the grid is no puzzle.
      const latent = emptyConfidence < 1 ? latentCut(cell, labels, pieces, faintCut ?? stem, faint) : {};
      const specks = barBuiltOrSplit && specksOfOne(components, cell.w, cell.h, digitHeight) ? { mayBe: [1] } : {};
      return { height, crop: null, emptyConfidence, shape, minHeight, ...latent, ...specks };
    }
    const shape = inkShape(cell.ink, labels, cell.w, pieces);
    const look = digitLook(cell, labels, pieces, chroma);
    const crop = cropDigit(cell, labels, pieces);
    const more = segmentedGrid && whole ? { partOfMore: true } : {};
    // Only when the digit's own pieces stand as tall as the grid's digits: what was joined is then more than the
    // digit, not a part of it (a Playfair 5's bowl stands 0.67 of its grid's digits, with its flag joined it is whole).
    const { unjoined } = cut;
    const own =
      unjoined && pieces === cut.pieces && digitHeight > 0 && spanHeight(unjoined) >= OWN_HEIGHT * digitHeight
        ? { unjoined: cropDigit(cell, labels, unjoined) }
        : {};
    return {
      height,
      crop,
      ...bridgedCrop(cell, labels, pieces, bridge),
      ...own,
      emptyConfidence: 0,
      shape,
      look,
      minHeight,
      ...more,
    };
  });
  return cells.map((c, i) => {
    const diagonal = hasDiagonal(inks[i].ink, inks[i].w, inks[i].h, diagonalLevel);
    return diagonal || segmentedGrid
      ? { ...c, ...(diagonal && { diagonal }), ...(segmentedGrid && { sevenSegmentGrid: true }) }
      : c;
  });
}
