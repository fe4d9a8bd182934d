/**
 * `scan`: reads the Sudoku in a picture (a screenshot, or a photo of a screen or a page) into a grid, with a
 * confidence per cell, so a caller can show the cells worth a second look instead of trusting a misread.
 */
import { colOf, findConflicts, rowOf, type Grid } from '../grid.ts';
import { countSolutions } from '../solve/index.ts';
import { CROP, extractCells, extractFaintCells, MIN_DIGIT_HEIGHT, type Cell } from './cut-cells.ts';
import { oneSegmentApart, segmentDigit } from './segment-read.ts';
import { sevenSegmentFace } from './segment-face.ts';
import { digitModel, NOT_DIGIT, predict } from './classifier.ts';
import type { Point } from './homography.ts';
import { checkImage, type ScanImage } from './image.ts';
import { HAND_DOUBT, MIN_HAND, writtenCells } from './hand-check.ts';
import { unlikePrint } from './face-check.ts';
import { perhapsWrittenBesideHand, perhapsWrittenIn, photographed, withoutFillIns } from './fill-ins.ts';
import { checkInk } from './ink-check.ts';
import { median } from './median.ts';
import { cornersWithin, locations, type Located } from './locate.ts';
import { checkPuzzle } from './puzzle-check.ts';
import { deslant, gridSlant, ITALIC_SLANT } from './slant.ts';
import { readUpright, turnCorners } from './upright-grid.ts';
import { eitherReading, type CellReading } from './either-reading.ts';
import { mendReading } from './puzzle-repair.ts';
import { turnedTophat } from './faint-ink.ts';
import { turnedChroma } from './ink-hue.ts';
import { cutByFrame } from './frame-cut.ts';
import { cageClueCells } from './cage-clues.ts';
import { MIN_SIGN_SIDES, signSides } from './futoshiki-signs.ts';
import { digitsBesideClashes, puzzleBesideMistakes } from './clash-cover.ts';
import { doubtBesideClashes, doubtPoorlySeenPhoto, MIN_GIVENS } from './reading-doubt.ts';

export type { Point } from './homography.ts';
export type { ScanImage } from './image.ts';

export type ScanResult =
  | {
      found: true;
      /** 81 digits, row by row; 0 for an empty cell (pencil marks, and a reader's fill-ins in a photo, read empty). */
      grid: Grid;
      /** Per cell, 0..1: how sure the reading is. Below SURE, show the cell to the user. */
      confidence: number[];
      /** The grid's outer corners in the picture's pixels: top-left, top-right, bottom-right, bottom-left. */
      corners: Point[];
    }
  | { found: false; reason: string };

/** A digit the network gives less than this probability is offered as its third likeliest too (readCrop). */
const UNKNOWN_INK = 0.5;

/** A cell read with at least this confidence is taken as read; below it, it is worth a look. */
export const SURE = 0.9;

const NOT_FOUND = 'no Sudoku grid found in the picture';

/**
 * A digit barely taller than the limit might be a large pencil mark: its confidence is scaled down within this share
 * of the limit above it (0.04 of the cell above MIN_DIGIT_HEIGHT; less in a grid of small digits).
 */
const DOUBTFUL_MARGIN = 0.04 / MIN_DIGIT_HEIGHT;

/** The confidence of a cell read blank because its ink is no digit: below SURE, for a look. */
const NOT_DIGIT_DOUBT = 0.5;
/** The most confidence a 1 or 2 at the x-height gets (cut-cells.ts `xHeight`): below SURE, for a look. */
const X_HEIGHT_DOUBT = 0.5;
/**
 * The most confidence a digit in a pale ink gets (cut-cells.ts `pale`): cut below the grid's threshold, where only
 * the cell's clean paper says it is ink, it is shown for a look.
 */
const PALE_DOUBT = 0.6;
/** The most confidence a digit cut at a faint grid's floor gets (readOrFaint): below SURE, for a look. */
const FAINT_DOUBT = 0.6;
/** The most confidence a cell the picture's edge cuts gets (frame-cut.ts): below SURE, for a look. */
const CUT_DOUBT = 0.5;
/** The most confidence a cell changed to make the grid a puzzle gets (puzzle-repair.ts): the ink did not decide it. */
const REPAIRED_DOUBT = 0.5;
/**
 * The most confidence any cell gets when another grid stands beside the one read, three tenths as large or more (a
 * page's two puzzles side by side, find-grid.ts `rival`): the one read may not be the one the photo was taken of, so
 * every cell is for a look.
 */
const RIVAL_DOUBT = 0.5;
/**
 * The most confidence a digit keeps in a photographed grid that had no solution as read and was mended by two or
 * more of its digits changed together (puzzle-repair.ts `misreadTogether`): the misread may as well be a digit the
 * network was sure of, and the mend a fit found among many sets tried (synthetic explore16 33: a blurred 9 read as a
 * 3 at 0.96; two 3s and a 1 were changed, a puzzle with one solution by chance, three cells wrong, one sure).
 */
const MENDED_TOGETHER_DOUBT = 0.85;

/**
 * Digits a seven-segment face draws with a bar at both top and bottom whatever its style (a 6's or a 9's tail is the
 * face's choice), which no face draws at the x-height: one of them cut short of a bar no longer reads as itself. Not
 * a 2: an old-style face's 2 stands at the x-height, and a Playfair grid's flags and bowls can pass for a
 * seven-segment grid's bars (wild explore3 s410).
 */
const barred = (digit: number): boolean => digit === 3 || digit === 5 || digit === 8;

/** Digits a seven-segment face draws with no bar at the bottom, whatever its style (a 7 with or without its tail). */
const uncapped = (digit: number): boolean => digit === 1 || digit === 4 || digit === 7;

/**
 * A cell read as cut and, when a faint hairline joins its pieces, with it drawn in, and when fainter ink joined other
 * pieces to its digit (a shadow's blot, a line's remnant), from the digit's own pieces alone: all weighed together
 * (either-reading.ts), so two ways that disagree leave the cell in doubt whatever the third says.
 */
function readCell(cell: Cell, slant = 0): CellReading {
  const segments = slant ? null : segmentsRead(cell);
  const { bySegments, ...asCut } = readCrop(cell, cell.crop, slant, segments);
  const others = [cell.bridged, cell.unjoined].flatMap((crop) => (crop ? [readCrop(cell, crop, slant)] : []));
  // The segments confirm the cut's digit (readCrop): another crop the network reads as that digit or as no digit at
  // all leaves it so (a thin 7 with the hairline between its bars drawn in is no digit to the network); one it reads
  // as another digit puts the cell in doubt, as ever.
  if (bySegments && others.every((r) => r.digit === asCut.digit || r.digit === 0)) return asCut;
  return others.length ? eitherReading(asCut, ...others) : asCut;
}

/**
 * The digit an empty cell's unread ink looks most like (cut-cells.ts `latent`), as another reading to weigh: a network
 * pass, run only for a grid the repair below mends (most are puzzles as read, and a turn not taken is never mended).
 */
function latentDigit(latent: Float32Array, slant: number): number {
  const p = predict(digitModel(), slant ? deslant(latent, slant) : latent);
  let best = 0;
  for (let o = 1; o < NOT_DIGIT; o++) if (p[o] > p[best]) best = o;
  return best + 1;
}

/** A cell's other readings (CellReading `others`), an empty cell's latent digit among them. */
function otherReadings(cell: Cell, reading: CellReading, slant: number): number[] {
  const others = reading.others ?? [];
  if (cell.crop || !cell.latent) return others;
  const latent = latentDigit(cell.latent, slant);
  return others.includes(latent) ? others : [...others, latent];
}

/** The network's probability of a digit it reads clearly, whatever else doubts the cell. */
const CLEAR_LIKENESS = 0.95;

/** About how far an italic face's digits lean (slant.ts: 0.06–0.27 on the tune set's italic faces). */
const ITALIC_LEAN = 0.2;
/** A 7 read this much likelier than a 1, or more, is a 7 (a pencil mark at that height), not an italic 1. */
const SEVEN_OVER_ONE = 0.5;

/**
 * Ink at a 1's height read as a 7 with a 1 close behind, in an upright grid: a player's italic 1 (its flag big, set
 * short in a face whose 1s stand at the x-height) among upright givens, whose lean the grid's median does not show
 * (wild explore5 s312: 0.54 a 7, 0.38 a 1; left blank, and the puzzle, one solution without the player's digit, had
 * nothing to mend). Sheared back by an italic lean, read again: a 1 read clearly then is read, in doubt like any digit
 * at that height; otherwise null (the cell stays blank, the 7 held back).
 */
function italicOne(crop: Float32Array, p: Float32Array, best: number, runnerUp: number): CellReading | null {
  if (best !== 6 || runnerUp !== 0 || p[6] - p[0] >= SEVEN_OVER_ONE) return null;
  const q = predict(digitModel(), deslant(crop, ITALIC_LEAN));
  const margin = q[0] - Math.max(...q.filter((_, o) => o !== 0));
  if (margin < SEVEN_OVER_ONE) return null;
  return { digit: 1, confidence: Math.min(margin, X_HEIGHT_DOUBT), likeness: q[0], others: [7, 0] };
}

/**
 * The digit a seven-segment grid's cell shows by its lit segments (segment-read.ts: never a 1), in its cut crop and in
 * every other crop of it (a hairline drawn in, its own pieces apart) alike; else null. Asked only of an upright grid
 * (readCell): an italic grid's network reads its crops sheared upright, the segments as cut.
 */
function segmentsRead(cell: Cell): number | null {
  if (!cell.sevenSegmentGrid || !cell.crop || cell.xHeight) return null;
  const digit = segmentDigit(cell.crop, CROP);
  if (!digit) return null;
  return [cell.bridged, cell.unjoined].every((crop) => !crop || segmentDigit(crop, CROP) === digit) ? digit : null;
}

/**
 * The least confidence of a digit its segments confirm (`segmentsConfirm`): the network reads a thin seven-segment 7
 * or 4 unsurely (wild explore16 s006: 0.72 a 7, 0.24 no digit), the segments clearly.
 */
const SEGMENTS_AGREE = 0.95;
/**
 * Any other digit the network gives this much or more leaves the cell's doubt to the network: a digit damaged into
 * another's segments (a 9 whose middle bar is mostly lost lights a 7's, a line's remnant beside a 6 an 8's) is read
 * by both readers as that other digit, with the true one behind it, so the segments settle only whether the ink is a
 * digit at all, not which.
 */
const OTHER_DIGIT = 0.1;

/**
 * Whether the segments' digit is the network's best, every other digit under OTHER_DIGIT to it, and its runner-up no
 * digit a segment apart from it (a segment lost or gained is the damage both readers would share, however unlikely the
 * network finds it).
 */
export function segmentsConfirm(p: Float32Array, best: number, segments: number | null): boolean {
  if (segments !== best + 1) return false;
  let runnerUp = best ? 0 : 1;
  for (let o = 0; o <= NOT_DIGIT; o++) if (o !== best && p[o] > p[runnerUp]) runnerUp = o;
  if (runnerUp !== NOT_DIGIT && oneSegmentApart(best + 1, runnerUp + 1)) return false;
  for (let o = 0; o < NOT_DIGIT; o++) if (o !== best && p[o] >= OTHER_DIGIT) return false;
  return true;
}

function readCrop(
  cell: Cell,
  crop: Float32Array | null,
  slant: number,
  segments: number | null = null,
): CellReading & { bySegments?: boolean } {
  if (!crop) {
    const empty = { digit: 0, confidence: cell.emptyConfidence, likeness: 1 };
    return cell.mayBe?.length ? { ...empty, others: [...cell.mayBe] } : empty;
  }
  const p = predict(digitModel(), slant ? deslant(crop, slant) : crop);
  let best = 0;
  for (let o = 1; o < NOT_DIGIT; o++) if (p[o] > p[best]) best = o;
  let second = -1;
  for (let o = 0; o < p.length; o++) if (o !== best && (second < 0 || p[o] > p[second])) second = o;
  let runnerUp = best ? 0 : 1;
  for (let o = 0; o < NOT_DIGIT; o++) if (o !== best && p[o] > p[runnerUp]) runnerUp = o;
  // Held back, the digit the ink looks most like; read as a digit, the next likeliest (puzzle-repair.ts weighs them).
  const heldBack = [best + 1];
  const next = runnerUp + 1;
  // Ink the network takes for no digit at all (a line's remnant, a shadow's edge) leaves the cell blank, in doubt:
  // the cutter found it tall and central enough for a digit.
  if (p[NOT_DIGIT] > p[best]) return { digit: 0, confidence: NOT_DIGIT_DOUBT, likeness: p[best], others: heldBack };
  // Ink as tall as an old-style 1 or 2 and no taller: any other digit it looks like is a pencil mark, left blank as
  // before; a 1 or a 2 is read, in doubt (a lone pencil mark in the middle of the cell can be as tall). In a grid of
  // seven-segment digits, a digit a bar short (a 4 or a 7 cut short), in doubt too; but a digit with its bars at top
  // and bottom is whole, so at that height it is a pencil mark (a centre 5 in a grid3 layout: wild explore3 s126).
  if (cell.xHeight) {
    if (cell.xHeight === 'one' && best !== 0)
      return { digit: 0, confidence: cell.emptyConfidence, likeness: 1, others: heldBack };
    if (cell.xHeight === '1 or 2' && best !== 0 && best !== 1) {
      const one = slant ? null : italicOne(crop, p, best, runnerUp);
      if (one) return one;
      return { digit: 0, confidence: cell.emptyConfidence, likeness: 1, others: heldBack };
    }
    // Left blank in doubt all the same: a seven-segment 3 whose lowest bar was lost may still read as itself.
    if (cell.xHeight === 'bar short' && barred(best + 1))
      return { digit: 0, confidence: Math.min(cell.emptyConfidence, NOT_DIGIT_DOUBT), likeness: 1, others: heldBack };
    // A 1, 4 or 7 in a grid of bar-built or split digits is whole at that height: a seven-segment face draws them with
    // no bar at the bottom (a 1 and a 4 none at the top either), so their uprights' tips stop short of the grid's
    // others. A digit broken across its middle ('any') stays in doubt: in a plain grid it may be two pencil marks.
    const whole = cell.xHeight === 'segment' && uncapped(best + 1);
    return {
      digit: best + 1,
      confidence: whole ? p[best] - p[second] : Math.min(p[best] - p[second], X_HEIGHT_DOUBT),
      likeness: p[best],
      others: [next, 0],
    };
  }
  const tallEnough = Math.min(1, 0.5 + (0.5 * (cell.height - cell.minHeight)) / (DOUBTFUL_MARGIN * cell.minHeight));
  // The margin over the runner-up, not the top probability alone: a damaged digit often sits between two classes
  // (a 9 crossed out: 0.91 an 8), where a clean one is at 0.99 or more. The runner-up may be NOT_DIGIT.
  const margin = Math.max(0, Math.min(p[best], p[best] - p[second]));
  const bySegments = segmentsConfirm(p, best, segments);
  const confidence = (bySegments ? Math.max(margin, SEGMENTS_AGREE) : margin) * tallEnough;
  const most = cell.partOfMore ? NOT_DIGIT_DOUBT : cell.pale ? PALE_DOUBT : 1;
  // Ink the network hardly knows (no digit near even odds) may be the third digit it names as well as the second.
  let third = -1;
  for (let o = 0; o < NOT_DIGIT; o++) if (o !== best && o !== runnerUp && (third < 0 || p[o] > p[third])) third = o;
  return {
    digit: best + 1,
    confidence: Math.min(confidence, most),
    likeness: p[best],
    others: p[best] < UNKNOWN_INK ? [next, third + 1] : [next],
    ...(bySegments && { bySegments }),
  };
}

/**
 * In a grid of seven-segment digits the cutter took for whole glyphs (segment-face.ts), a piece at the x-height is
 * read as a digit, not as a 1 or a 2 only: a 4 or a 7 drawn with no bar at the bottom stops a bar short of the others.
 * One as tall as such a digit (cut-cells.ts `barTall`) is read as in a grid of bar-built digits (`xHeight` 'segment':
 * a 1, 4 or 7 whole); a shorter one, which a small grid's pixels make of a 4 as well (wild explore17 s606, a 231 px
 * grid: a 4 of 9 px beside digits of 14 and other 4s of 10, 1.00 a 4 to the network, was left blank as an old-style
 * face's pencil mark), as any digit in doubt ('any'), as a pencilled digit that short may be. A grid the cutter saw as
 * seven-segment keeps its own reading ('bar short'). Either is no longer blanked beside tall 1s and 2s
 * (liningFigures), as a bar-built grid's is not.
 */
function asSegmentFace(
  cells: Cell[],
  readings: CellReading[],
  slant: number,
): { cells: Cell[]; readings: CellReading[] } {
  const short = (cell: Cell): boolean => cell.xHeight === '1 or 2' && !cell.sevenSegmentGrid;
  if (!cells.some(short) || !sevenSegmentFace(cells, readings)) return { cells, readings };
  const faced = cells.map((cell): Cell =>
    short(cell) ? { ...cell, xHeight: cell.barTall ? 'segment' : 'any' } : cell,
  );
  return { cells: faced, readings: faced.map((cell, i) => (cell === cells[i] ? readings[i] : readCell(cell, slant))) };
}

/**
 * Sure 1s and 2s standing as tall as the grid's other digits that show its face's figures are lining ones: at least
 * this many (one might be a player's digit in another face).
 */
const MIN_TALL_ONES = 2;

/** A tall 1 or 2 stands at least this share of the grid's sure digits' median height. */
const TALL_SHARE = 0.85;

/**
 * The readings with each x-height '1 or 2' left blank when the grid's own 1s and 2s stand tall: a face draws its
 * figures one way, old-style (1 and 2 at the x-height: cut-cells.ts `xHeight`) or lining, so beside tall 1s and 2s a
 * piece that short is a pencil mark (a centre mark "14", a lone "1"), read as a digit in doubt before (wild explore2
 * s397: 8 such cells). Left blank in doubt, the digit held back for the puzzle's repair (puzzle-repair.ts).
 */
function liningFigures(cells: Cell[], readings: CellReading[]): CellReading[] {
  // Tall: as tall as the grid's sure digits nearly, not just above the x-height cut (an old-style face's 1s and 2s
  // near that cut, a reader's tall hand 1s, would otherwise blank the face's own x-height figures).
  const sureHeights = readings.flatMap((r, i) => (r.digit && r.confidence >= SURE ? [cells[i].height] : []));
  const least = TALL_SHARE * median(sureHeights);
  const tall = readings.filter(
    (r, i) => !cells[i].xHeight && (r.digit === 1 || r.digit === 2) && r.confidence >= SURE && cells[i].height >= least,
  ).length;
  if (tall < MIN_TALL_ONES) return readings;
  return readings.map((r, i) =>
    cells[i].xHeight === '1 or 2' && r.digit
      ? { digit: 0, confidence: Math.min(cells[i].emptyConfidence, NOT_DIGIT_DOUBT), likeness: 1, others: [r.digit] }
      : r,
  );
}

/**
 * A grid with more cells than this in doubt is no Sudoku: a third of the cells. A Sudoku's givens are printed digits
 * the classifier knows; a logo or an icon cut into 81 squares gives shapes read as digits at low confidence (the
 * extension's 128 px icon: 37 cells in doubt, not one digit sure). Returning it would hand the user guesses, not a
 * puzzle. On the 480 pictures of the scan corpus, a grid has at most 20 cells in doubt (small digits in a 239 px
 * grid, read right); the scan tests' damaged digits, a sixth of them at a time, stay far below.
 */
export const MAX_DOUBTFUL = 27;

/**
 * A cell's ink is like no digit when the network gives no digit this much probability: a letter (a Wordoku's E, K,
 * W), where a digit in doubt between two is still at 0.8 or more for one of them and far less often this low.
 */
const LIKE_A_DIGIT = 0.8;
/**
 * A grid with fewer than MIN_GIVENS sure digits and at least this share of its inked cells like no digit is a grid of
 * letters or signs (a Wordoku: 0.57 of them on the tune set), not a Sudoku with cells in doubt (at most 0.29 there,
 * and those with 19 sure digits or more; every Sudoku read with fewer sure has none like no digit).
 */
const MAX_UNLIKE_SHARE = 0.4;

/**
 * A grid with more cells than this in clashes (equal digits in a row, column or box, of digits read firmly:
 * FIRM_DIGIT) is no Sudoku but some other table of digits: a Minesweeper board, a Kakuro's sums. A player's mistake
 * or a misread digit clashes in two or three cells; a few of them together stay below.
 */
const MAX_CLASHING = 8;
/**
 * A digit the network (with the ink's say) gives less than this is not counted in MAX_CLASHING's clashes: its clashes
 * are likely its own misreading, which a face's misread digit repeats wherever its true digit stands (wild explore6
 * s512: Oswald's 7 read as a 1 at 0.06 and 0.18, with a player's two mistakes beside them: 12 cells in clashes).
 */
const FIRM_DIGIT = 0.5;
/** The most confidence a cell of a reading with too few unclashing digits to be a printed Sudoku gets (readLocated). */
const FEW_GIVENS_DOUBT = 0.5;
/**
 * The most confidence a cell gets in a reading with clashes that is no puzzle and sure of fewer digits than a printed
 * Sudoku's 17 givens (readLocated): below SURE, so every cell is shown for checking. Above the doubts the reader gives
 * a cell for a reason of its own (0.6 and below: a clash, a fill-in's hand, ink unlike its digit, a cut cell): those
 * differ only in the confidences `scan` returns, which the CLI, the board and the popup compare with SURE alone.
 */
const FEW_SURE_DOUBT = 0.8;

/**
 * A grid with at least this many cells split corner to corner (cell-diagonal.ts), off the grid's own two diagonals
 * (an X-Sudoku's lines cross those), is a Kakuro: its clue cells, 10 to 27 of them on the wild sets' 16 Kakuros (the
 * first row and column among them), none on the tune set's 304 Sudoku pictures. Its white cells' digits read like
 * a Sudoku's givens, and as many as 18 were.
 */
const MIN_KAKURO_CLUES = 9;

const onGridDiagonal = (i: number): boolean => rowOf(i) === colOf(i) || rowOf(i) + colOf(i) === 8;

/** A grid with at least this many cells of cage sums (cage-clues.ts) is a KenKen: a third of its cells less a few. */
const MIN_CAGE_CLUES = 24;

/**
 * Reads the Sudoku grid in `image` (RGBA pixels). Throws a TypeError or RangeError for an image that is not one
 * (sizes not positive integers, data of the wrong length); a picture without a readable grid is `found: false`.
 */
export function scan(image: ScanImage): ScanResult {
  checkImage(image);
  // A grid found where no Sudoku is read (a number pad beside the board), or read as no puzzle (a caption under the
  // grid fitted as its bottom line cut a row of digits in two), gives way to another grid found there (locate.ts)
  // when that one reads as a puzzle and the first does not (or only with a given the puzzle restored: `better`).
  // A grid read as some other table of digits (readLocated) is declined, and another grid found there replaces it only
  // as a puzzle, as it would have replaced its reading.
  let best: Reading | null = null;
  let otherTable = false;
  // A clear grid passed over, read as no Sudoku, and a full grid found from its digits: see below.
  let clearUnread = false;
  let fullFromDigits: Reading | null = null;
  // Every grid read, found or declined for its doubt once read in full (LocatedReading `readAs`): the chosen one is
  // weighed against them.
  const reads: ReadAs[] = [];
  for (const located of locations(image, () => !best && !otherTable)) {
    const reading = readOrFaint(located, image);
    const readAs = reading.found ? readAsOf(reading) : reading.readAs;
    if (readAs) reads.push(readAs);
    clearUnread ||= !reading.found && located.evidence === 'clear';
    if (reading.found && located.fromDigits && !reading.read.grid.includes(0)) fullFromDigits = reading;
    // A grid found from its digits alone is a Sudoku only when they make a puzzle with one solution, as read or beside
    // a player's mistakes (locate.ts): counted again past the reading's budget, which takes a count too long for one.
    if (
      located.fromDigits &&
      reading.found &&
      !oneSolution(reading.read.grid) &&
      !puzzleBesideMistakes(reading.read.grid)
    )
      continue;
    if (!reading.found) otherTable ||= !!reading.otherTable;
    else if ((!best && (!otherTable || reading.puzzle)) || (best && better(reading, best))) best = reading;
    if (best && puzzleRank(best) === 2) break;
  }
  // A grid read full from its digits alone where a clear grid was read as none: a page's printed solution beside the
  // puzzle photographed, found when the puzzle's own grid could not be read (synthetic explore5 88: a bent page under
  // a shadow, its solution read surely as the puzzle). A player's finished grid, found by its lines or tiles, is read
  // as before, beside a number pad read as none or not.
  if (best && best === fullFromDigits && clearUnread) capAll(best.read.confidence, RIVAL_DOUBT);
  if (best) for (const other of reads) doubtWhereCutsDiffer(readAsOf(best), other);
  return best?.read ?? { found: false, reason: NOT_FOUND };
}

/** The cells of `grid` in a clash (`conflicts`: its clashes, when the caller has them). */
const clashingCells = (grid: number[], conflicts = findConflicts(grid)): Set<number> =>
  new Set(conflicts.flatMap(({ cells }) => cells));

/** Lowers every cell's confidence to `cap` at most, in place: a reading doubted as a whole. */
function capAll(confidence: number[], cap: number): void {
  confidence.forEach((value, c) => (confidence[c] = Math.min(value, cap)));
}

/** Every cell of `grid` read as a digit at most `cap` sure; its blanks as they were. */
function capDigits(grid: number[], confidence: number[], cap: number): void {
  grid.forEach((digit, c) => digit && (confidence[c] = Math.min(confidence[c], cap)));
}

/**
 * A grid read, and whether it is a puzzle with one solution (or too costly to tell); `restored` when it is one only
 * with a given the puzzle alone put back (puzzle-repair.ts `missingGiven`), which a reading that is a puzzle as its
 * ink shows it outranks.
 */
interface Reading {
  found: true;
  read: ScanResult & { found: true };
  puzzle: boolean;
  restored: boolean;
  /** Where its cut saw ink (ReadAs `inkSeen`). */
  inkSeen: boolean[];
}

/** How far a reading is a puzzle: as its ink shows it (2), with a given restored (1), not at all (0). */
export const puzzleRank = (r: Pick<Reading, 'puzzle' | 'restored'>): number => (r.puzzle ? (r.restored ? 1 : 2) : 0);

/** Whether `grid` has one solution, with ten times a reading's budget (a count that runs out of it is no). */
const oneSolution = (grid: Grid): boolean => countSolutions(grid, 2, 10 * PUZZLE_BUDGET) === 1;

/** Solver steps spent telling whether a reading is a puzzle: one that takes longer counts as one. */
const PUZZLE_BUDGET = 20_000;

/**
 * A later grid's reading replaces a reading found only when it is more of a puzzle (puzzleRank): a puzzle where the
 * first is none, or one as its ink shows it where the first needed a given restored (synthetic explore3 109: the
 * first grid found, restored so, every digit in doubt; the second read exactly, none). Not on fewer cells in
 * doubt: the puzzle check marks every blank a grid with several solutions leaves open (a puzzle printed with a given
 * missing, read right) but only the few digits of a clash, so that count would prefer a misread to a true reading.
 */
const better = (a: Reading, b: Reading): boolean => puzzleRank(a) > puzzleRank(b);

/** Two readings' corners within this share of a cell of each other: the same grid, cut two ways. */
const SAME_GRID = 0.25;
/** The most confidence a cell gets where two cuts of the same grid read it differently (doubtWhereCutsDiffer). */
const CUTS_DIFFER_DOUBT = 0.5;

/**
 * The cells `read` reads otherwise than `other` does, in doubt, when both are the same grid cut two ways (its lines'
 * and its tiles' corners a few pixels apart): what one cut read and the other did not, the picture does not settle.
 * Wild explore11 s513: a sepia grid whose lines are gaps, a player's light green entries among dark givens. Cut at
 * its lines, every entry was read, and the reading declined (the entries doubted as written in, a player's two
 * mistakes: too many cells in doubt for no puzzle); cut at its tiles' even places, a box line's remnant in each top
 * cell raised the threshold over the entries, read as sure blanks, and that reading, a puzzle, was returned with 20
 * entries lost and no warning. Likewise a blank where `read`'s cut saw no ink (`inkSeen`) and the other's did: four
 * more of s513's entries were blanks in both cuts, but the lines' cut had found a piece of each, too small for a
 * digit, and left the blank in doubt; the tiles' cut was sure of them.
 */
function doubtWhereCutsDiffer(read: ReadAs & { confidence: number[] }, other: ReadAs): void {
  if (other.grid === read.grid) return;
  if (!cornersWithin(read.corners, other.corners, SAME_GRID)) return;
  read.grid.forEach((digit, c) => {
    const inkOnlyThere = !digit && !read.inkSeen[c] && other.inkSeen[c];
    if (digit !== other.grid[c] || inkOnlyThere) read.confidence[c] = Math.min(read.confidence[c], CUTS_DIFFER_DOUBT);
  });
}

/** A grid as read: its digits and corners, and where its cut saw ink. */
interface ReadAs {
  grid: Grid;
  corners: Point[];
  /** The cells where the cut saw ink: a digit's, ink kept aside (`latent`), or a piece that left a blank in doubt. */
  inkSeen: boolean[];
}

/**
 * A reading found as a ReadAs: its grid and confidences are the reading's own arrays, so doubts land in what `scan`
 * returns, and a reading is known among the others by its grid (doubtWhereCutsDiffer).
 */
const readAsOf = (reading: Reading): ReadAs & { confidence: number[] } => ({
  ...reading.read,
  inkSeen: reading.inkSeen,
});

/** `inkSeen` of cells cut (ReadAs). */
const inkSeenIn = (cells: Cell[]): boolean[] =>
  cells.map((cell) => !!cell.crop || !!cell.latent || cell.emptyConfidence < SURE);

/** A grid's reading, or none: `readAs` what a grid read in full, then declined for its cells in doubt, was read as. */
type LocatedReading = Reading | (ScanResult & { found: false; otherTable?: boolean; readAs?: ReadAs });

/**
 * A grid read with fewer sure digits than a printed Sudoku's 17 givens, or read as none (not as some other table), is
 * cut again at a faint grid's floor where its contrast is low (cut-cells.ts `extractFaintCells`: a dim or blurred
 * photo's digits cut down to their cores, or not at all), and read so when that finds a Sudoku where the first found
 * none, or a puzzle where the first did not: never when the first is a puzzle as its ink shows it, which nothing
 * outranks. Its digits are then each in doubt (readLocated).
 */
function readOrFaint(located: Located, image: ScanImage): LocatedReading {
  const first = readLocated(located, image);
  // Not cut again whatever its sure digits (a photo mended by digits changed together has none:
  // MENDED_TOGETHER_DOUBT).
  if (first.found ? sureDigitsOf(first.read) >= MIN_GIVENS || puzzleRank(first) === 2 : first.otherTable) return first;
  const cells = extractFaintCells(located.rectified, located.edges, located.tophat, located.chroma, located.flat);
  if (!cells) return first;
  const again = readLocated({ ...located, cells }, image, true);
  return again.found && (!first.found || puzzleRank(again) > puzzleRank(first)) ? again : first;
}

const sureDigitsOf = (read: { grid: number[]; confidence: number[] }): number =>
  read.grid.filter((digit, c) => digit && read.confidence[c] >= SURE).length;

/**
 * The Sudoku read in the cells of one grid found, or not found when they hold none; `faint` for cells cut at a faint
 * grid's floor (readOrFaint), whose other turns are cut so too.
 */
function readLocated(located: Located, { width, height }: ScanImage, faint = false): LocatedReading {
  // The first cut is read as it is; only a grid with too few sure digits is cut again in other turns, each with the
  // first top-hat turned (faint-ink.ts), not taken anew.
  const hats = [located.tophat];
  const chromas = [located.chroma];
  const upright = readUpright(located.rectified, (turned, turns) => {
    hats[turns] ??= turnedTophat(hats[turns - 1]);
    chromas[turns] ??= turnedChroma(chromas[turns - 1]);
    const cut = (): Cell[] =>
      (faint && extractFaintCells(turned, located.edges, hats[turns], chromas[turns], located.flat)) ||
      extractCells(turned, located.edges, hats[turns], chromas[turns], located.flat);
    const cells = turns ? cut() : located.cells;
    // An italic face's digits are set upright first (slant.ts).
    const measured = gridSlant(cells.flatMap((cell) => (cell.crop ? [cell.crop] : [])));
    const slant = measured >= ITALIC_SLANT ? measured : 0;
    const { cells: faced, readings: read } = asSegmentFace(
      cells,
      cells.map((cell) => readCell(cell, slant)),
      slant,
    );
    const readings = liningFigures(faced, read);
    const inked = cells.filter((cell) => cell.crop).length;
    const share = inked ? readings.filter((r) => r.digit && r.confidence >= SURE).length / inked : 0;
    return { reading: { cells: faced, readings, slant }, share };
  });
  const { cells, readings, slant } = upright.reading;
  const corners = turnCorners(located.corners, upright.turns);
  if (cells.filter((cell, i) => cell.diagonal && !onGridDiagonal(i)).length >= MIN_KAKURO_CLUES)
    return { found: false, reason: NOT_FOUND };
  if (cageClueCells(located.rectified) >= MIN_CAGE_CLUES) return { found: false, reason: NOT_FOUND };
  // Lined grids are not asked: their signs, if any, would sit on the lines.
  if (located.edges !== 'lines' && signSides(located.rectified) >= MIN_SIGN_SIDES)
    return { found: false, reason: NOT_FOUND };
  // A puzzle has at least 17 givens: a grid with fewer digits is some other 9×9 table (empty, of icons, which the
  // network reads as no digit, of letters). And a grid whose cell lines could not be seen may be any 3×3 table: only
  // the digits of a Sudoku, 17 of them sure, make it one.
  // Or, with fewer of them sure (an old-style face's 1s and 2s are read in doubt), the digits read together a puzzle
  // with one solution, which no other table of digits makes by chance (wild explore3 s273: dark tiles, 16 sure); one
  // too costly to tell is not taken for one here. Or one once a single cell is mended (below) by another reading the
  // cell's own ink offered: a photographed screen's tiles read with one old-style 3 taken for a 1 (wild explore13
  // s505: 24 digits, 14 sure). Not by several, nor by a given the puzzle alone restores (puzzle-repair.ts
  // `misreadGiven`, `missingGiven` try every digit in many cells): another table fitted so is no Sudoku read a little
  // wrong. Declined later for its cells in doubt (MAX_DOUBTFUL), such a grid counts among the readings the one
  // returned is weighed against (`readAs`, `doubtWhereCutsDiffer`), as any grid read in full does.
  // A game in progress with a player's mistakes is such a puzzle beside them (clash-cover.ts), as it is below: wild
  // explore18 s129, an app's grid of gaps whose old-style 1s and 2s stand short (15 of 23 digits sure, every one read
  // right) and a player's red 6 in the row of a given 6, was declined.
  const sure = readings.filter((r) => r.digit && r.confidence >= SURE).length;
  if (readings.filter((r) => r.digit).length < MIN_GIVENS) return { found: false, reason: NOT_FOUND };
  // Counted when first asked, then kept: both tests below may ask, of the same digits.
  let one: boolean | undefined;
  // Whether it was let through as a puzzle only beside its mistakes: then no cell of it is sure (below). A misread
  // that clashes beside another that does not can leave a puzzle too (an independent review's simulation: 5 in 400 to
  // 800 such readings of the wild sets' puzzles), whose quiet misread would otherwise stay sure.
  let besideMistakes = false;
  const fewSureNoPuzzle = (): boolean => {
    if (sure >= MIN_GIVENS) return false;
    const digits = readings.map((r) => r.digit);
    one ??= countSolutions(digits, 2, PUZZLE_BUDGET) === 1 || (besideMistakes = puzzleBesideMistakes(digits));
    return !one;
  };
  const faintFew = located.evidence === 'faint' && fewSureNoPuzzle();
  // A Wordoku's letters: a few read as sure digits (I as 1, B as 8, A as 4), most like no digit at all. Not judged so
  // early in a photo, whose blur leaves the network unsure of printed digits as well (wild explore6 s088, a screen
  // photographed: 10 of its 25 digits under LIKE_A_DIGIT, 6 sure, read exactly once let through). A photo's letters
  // are then declined below only when their reading has more than MAX_DOUBTFUL cells in doubt and no one solution,
  // or no solution and its ink like no digit; one with several solutions and few cells in doubt would be read, every
  // cell flagged (none of the wild sets' photographed Wordokus is).
  const inked = cells.filter((cell) => cell.crop).length;
  const unlike = readings.filter((r) => r.likeness < LIKE_A_DIGIT).length;
  if (sure < MIN_GIVENS && unlike >= MAX_UNLIKE_SHARE * inked && !photographed(corners))
    return { found: false, reason: NOT_FOUND };
  const grid = readings.map((r) => r.digit);
  // The classifier is sure of the nearest digit even for damaged ink: the ink itself has a say.
  const inkChecked = checkInk(
    cells,
    grid,
    readings.map((r) => r.confidence),
    SURE,
  );
  // What the ink left in doubt, before the other checks: only those cells' other readings may mend the grid below.
  const inkDoubt = inkChecked.slice();
  // A reader's fill-ins on a photographed page are no givens: a digit not printed like the grid's others is in doubt.
  // The other digits in a hand's ink are in doubt too where they may be a reader's (fill-ins.ts `perhapsWrittenIn`).
  const { written, clearly, inHandsInk, besideHand } = writtenCells(cells, grid, inkChecked, SURE);
  const doubtHandsInk = perhapsWrittenIn(inHandsInk, cells, corners);
  const doubtBesideHand = perhapsWrittenBesideHand(besideHand, cells, corners);
  // And in a photo, a digit unlike the print's others of its value in a lighter ink (face-check.ts): a dark pencil,
  // in ink barely lighter where the page shows a hand.
  const handSeen = written.filter(Boolean).length >= MIN_HAND;
  const otherFace = photographed(corners) ? unlikePrint(cells, grid, inkChecked, SURE, handSeen) : [];
  const confidence = inkChecked.map((c, i) =>
    written[i] || (doubtHandsInk && inHandsInk[i]) || (doubtBesideHand && besideHand[i]) || otherFace[i]
      ? Math.min(c, HAND_DOUBT)
      : c,
  );
  // Two or more of them in a photo (or one written in beyond doubt) are read blank, unless they look like a screen's
  // entries or the puzzle needs them (fill-ins.ts).
  const sureDigit = grid.map((digit, i) => !!digit && inkChecked[i] >= SURE);
  const readFillInsBlank = (): void =>
    withoutFillIns(grid, written, clearly, cells, sureDigit, corners, located.lightOnDark, PUZZLE_BUDGET)?.forEach(
      (digit, i) => (grid[i] = digit),
    );
  readFillInsBlank();
  // A cell the photo's edge cuts: what its ink shows is not all of it.
  cutByFrame(corners, width, height).forEach((cut, c) => {
    if (cut) confidence[c] = Math.min(confidence[c], CUT_DOUBT);
  });
  // Two equal digits in a unit: one of them is misread (or the picture shows a mistake), so neither is sure.
  const conflicts = findConflicts(grid);
  const clashing = clashingCells(grid, conflicts);
  for (const c of clashing) confidence[c] = Math.min(confidence[c], 0.5);
  if (clashingCells(grid.map((digit, c) => (inkChecked[c] < FIRM_DIGIT ? 0 : digit))).size > MAX_CLASHING)
    return { found: false, reason: NOT_FOUND };
  // A printed Sudoku has 17 givens or more: when fewer digits are read that do not clash, no cell of the reading can
  // be trusted, its sure blanks least (dev photo 21 noised: its grid found six rows tall, the cells cut across its
  // lines, 15 digits read sure or nearly and a clash; every given the lines cut through read as a sure blank).
  if (grid.filter((digit, c) => digit && !clashing.has(c)).length < MIN_GIVENS) capAll(confidence, FEW_GIVENS_DOUBT);
  // Unless its digits make a puzzle with one solution, which no logo or other table of shapes makes by chance: a
  // pencil-marked grid's wide centre marks are each in doubt (wild explore5 s164: 35 of them, and a JPEG'd bold face's
  // 22 digits, all read right, 16 of them sure).
  if (confidence.filter((c) => c < SURE).length > MAX_DOUBTFUL && fewSureNoPuzzle())
    return { found: false, reason: NOT_FOUND, readAs: { grid, corners, inkSeen: inkSeenIn(cells) } };
  // No clash, yet no solution or several: a cell is misread, however sure each one looked (puzzle-check.ts). Not
  // counted above: a Sudoku read with a digit missing is still a Sudoku, with the cells to check marked (below, once
  // the repair has had its say).
  const check = conflicts.length ? null : checkPuzzle(grid);
  // With a clash, the grid without its clashing digits must still have a solution (reading-doubt.ts).
  doubtBesideClashes(grid, clashing, confidence, 0.5);
  // Its solutions, counted once: for the repair below and for the grid's rank among those found (scan).
  const solutions = check ? check.solutions : countSolutions(grid, 2, PUZZLE_BUDGET);
  // No puzzle as read: another reading of a cell whose ink left the network (or the cutter) in doubt may make it one.
  // Cells doubted only for a clash or for their hand are left alone: a player's digits (a mistake clashes, drawn as
  // clearly as any digit; a fill-in is printed unlike the givens) are the player's, not the reader's to change.
  // They are read only when the repair needs them: an empty cell's latent digit costs a network pass.
  const doubtful = cells.flatMap((cell, i) =>
    inkDoubt[i] < SURE && (readings[i].others?.length || (!cell.crop && cell.latent)) ? [i] : [],
  );
  // A clashing digit the network read clearly, in doubt only for its height (an old-style face's 1s and 2s) or its ink
  // (a player's entries are often drawn in another weight than the givens), is the player's mistake as drawn, not a
  // misread: it is offered as no other digit (wild explore8 s560: a player's clashing 1 in Raleway, 0.99 a 1, mended
  // into the 2 that made the board a puzzle), nor as a blank (explore12 s294: two seven-segment mistakes read blank,
  // which made the board a puzzle as any mistake set aside does). Offered nothing, its clash is set aside as the
  // player's by puzzle-repair.ts (`misreadTogether`, `misreadMistake`); in a photo, `misreadGiven` may still mend it.
  // On a photographed page a blurred digit the network is as sure of may be the misread (synthetic explore8 11: a 9
  // read as a 3 at 0.98, the grid then mended elsewhere, two cells more wrong, flagged as before); a photographed
  // screen's mistake is the player's as well.
  const clearMistake = (i: number): boolean => clashing.has(i) && readings[i].likeness >= CLEAR_LIKENESS;
  const alternatives = () =>
    doubtful
      .filter((i) => !clearMistake(i))
      .flatMap((i) => otherReadings(cells[i], readings[i], slant).map((digit) => ({ cell: i, digit })));
  // Failing that, a given read blank or misread with nothing else to offer, when the puzzle alone says which
  // (puzzle-repair.ts): only among cells the ink left in doubt, and flagged like any repair. A digit read is weighed
  // so only in a photographed grid, and not where it looks written in: a screenshot's board with no solution as read
  // may be a player's mistake, which is the player's (wild tune s145: an app's entry, a 9 in doubt, changed to the 6
  // that made the board a puzzle). A photographed screen's mistake read in doubt may still be mended so, flagged as
  // every repair is, as an offered reading of it may be already.
  const inPhoto = photographed(corners);
  const cellsInDoubt = (): number[] =>
    grid.flatMap((digit, i) => (inkDoubt[i] < SURE && (!digit || (inPhoto && !written[i])) ? [i] : []));
  const mended = solutions !== 1 ? mendReading(grid, alternatives, solutions, cellsInDoubt) : null;
  const repair = mended?.changes ?? null;
  // A faint grid with few sure digits (above) is a Sudoku only as a puzzle, as read or mended by one offered reading.
  if (faintFew && (mended?.changes.size !== 1 || mended.restored)) return { found: false, reason: NOT_FOUND };
  // Counted before the changes are made: the digits read that the repair changed, not the blanks it filled.
  const readDigitsChanged = [...(repair ?? [])].filter(([c]) => grid[c]).length;
  for (const [c, digit] of repair ?? []) {
    grid[c] = digit;
    confidence[c] = Math.min(confidence[c], REPAIRED_DOUBT);
  }
  // The cells the check doubted, unless the grid had several solutions and the repair made it a puzzle with one: those
  // marks were the blanks where a given might be missing from the grid as read, and the mended grid is a puzzle like
  // any read so, its changed cells in doubt (corpus eval-0276: a 7 first read as a 1 left two solutions and 49 blanks
  // marked; the 7 restored, the 49 marks stayed). With no solution the check's culprits stay marked: any of them may
  // be the misread one, and the repair chose among readings, not ink. In a photo, a repair that changed a digit read
  // (no blank filled) answers nothing about those blanks: a given cut off by an outline fitted inside a bent corner
  // leaves several solutions as surely as a misread digit does (synthetic explore14 41: r1c1's 7 lost, r3c2's 5
  // changed into the 3 that made a puzzle, the 7 a sure blank).
  const marksAnswered = repair && solutions > 1 && !(inPhoto && readDigitsChanged > 0);
  if (!marksAnswered) for (const c of check?.doubted ?? []) confidence[c] = Math.min(confidence[c], 0.5);
  // The fill-ins once more on the mended grid: a digit misread elsewhere had left the givens without them no solution
  // (synthetic explore3 36: a pencilled 4 and 5 kept while a given was misread; the repair then mended the given).
  if (repair) readFillInsBlank();
  // No solution as read and none the repair found, with fewer than a printed Sudoku's 17 givens left once its clashes
  // are set aside (clash-cover.ts: a player's mistakes set aside cost a digit each), or with fewer than 17 digits
  // still sure and much of its ink (MAX_UNLIKE_SHARE of the inked cells) like no digit: some other table of digits
  // read as one (a Kakuro's sums clashing, wild explore3 n152 and explore6 n110; a multiplication table's two-digit
  // products, explore5 n086 and explore6 n023). With no clash and no solution, the puzzle check has doubted nearly
  // every digit, so the second test is mostly the ink's. A later grid found there replaces it only as a puzzle (scan).
  const sureDigits = grid.filter((digit, c) => digit && confidence[c] >= SURE).length;
  if (
    solutions === 0 &&
    !repair &&
    (digitsBesideClashes(grid) < MIN_GIVENS || (sureDigits < MIN_GIVENS && unlike >= MAX_UNLIKE_SHARE * inked))
  )
    return { found: false, reason: NOT_FOUND, otherTable: true };
  if (located.rival) capAll(confidence, RIVAL_DOUBT);
  // A repaired grid is a puzzle (puzzle-repair.ts: one solution, a player's clashing entries set aside where it was
  // mended beside them, their clashes kept as the player made them); one left as read has the count above. A grid
  // with no blank is a solution, not a puzzle to solve: it has one "solution" by itself, so it never outranks a grid
  // with blanks (a page's small printed solution grid beside its puzzle: dev photo 1067 darkened, its puzzle read
  // with a given missing, gave way to the solution's 81 sure digits).
  const puzzle = grid.includes(0) && (!!repair || solutions === 1 || solutions < 0);
  // A reading whose digits clash was never checked as a puzzle (puzzle-check.ts needs no clash: it would have doubted
  // the blanks where a given may be missing). Sure of fewer digits than a printed Sudoku's 17 givens, and no puzzle
  // even with its clashes set aside as a player's mistakes (clash-cover.ts), it has not seen the grid well enough for
  // any cell to be sure, blank or digit: synthetic photos 71 (a page bent 0.36, two columns' cells read shifted: a
  // blank read 7 at 0.90 among 14 sure digits) and 133 (a given in a shadowed corner read as a sure blank among 9 sure
  // digits) of the explore set were read wrong without a warning. A game in progress with a player's mistakes reads as
  // a puzzle beside them, and keeps its sure cells (seven-segment screenshots with few sure digits).
  if (!puzzle && !repair && conflicts.length && sureDigits < MIN_GIVENS && !puzzleBesideMistakes(grid))
    capAll(confidence, FEW_SURE_DOUBT);
  // Likewise a reading with no clash and no solution in which no single digit was the culprit, whether or not the
  // repair then made it a puzzle, when fewer than 17 digits are left sure: the reader misread several cells, and a
  // given it read as blank is as likely as a digit it misread; the repair mends only cells it doubted, never a sure
  // blank (synthetic explore 71 as drawn on session 42's machine: a page bent 0.36 read with its rows shifted, 26
  // digits all doubted, no clash, a given read as a sure blank). A screenshot of a game with a player's wrong entry
  // has no solution either, but removing that entry gives one: its blanks stay sure (wild explore3 s002).
  if (check?.noCulprit && sureDigits < MIN_GIVENS) capAll(confidence, FEW_SURE_DOUBT);
  // A photo read with half its digits or more in doubt: its blanks are no surer; sure of fewer than 17, no cell is
  // (reading-doubt.ts). Not a screenshot, whose cells are where its lines say (a seven-segment grid's short 1s, 4s and
  // 7s are each in doubt, every cell seen). Before the faint cut's cap below: digits cut from faint ink are in doubt for their ink, not for how the
  // grid was seen.
  if (photographed(corners)) doubtPoorlySeenPhoto(grid, confidence, SURE, FEW_SURE_DOUBT);
  // Digits cut from ink under the usual floor are shown for a look, each one: only here, once every test above has
  // judged the reading as the network and the checks saw it (synthetic explore 143: a 3 cut from faint ink read as a
  // 9 at 0.90, its grid a puzzle with other cells wrong).
  if (faint) capDigits(grid, confidence, FAINT_DOUBT);
  // A reading with few sure digits taken for a game only beside its mistakes (fewSureNoPuzzle): every cell for a look.
  if (besideMistakes) capAll(confidence, FEW_SURE_DOUBT);
  // A photo mended by digits changed together: its digits in doubt, here too, after the tests above (its blanks are
  // not doubted for it: with no solution a digit was wrong, where a blank read for a given leaves solutions).
  if (inPhoto && solutions === 0 && readDigitsChanged >= 2) capDigits(grid, confidence, MENDED_TOGETHER_DOUBT);
  return {
    found: true,
    read: { found: true, grid, confidence, corners },
    puzzle,
    restored: !!mended?.restored,
    inkSeen: inkSeenIn(cells),
  };
}
