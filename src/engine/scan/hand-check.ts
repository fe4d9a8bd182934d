/**
 * A reader's fill-ins are no givens. A photographed newspaper puzzle may carry digits a reader wrote in, in pencil or
 * pen; the givens are the printed digits only, and the network, which knows no handwriting from print, reads a
 * pencilled 2 as a 2 as surely as a printed one. But every given of one grid is printed alike: one ink, one face at
 * one size, each centred in its cell the same way. A digit in another ink that also sits off the givens' place in
 * the cell or stands taller or shorter than they do, one in ink much fainter and finer than theirs (a pencil's), or
 * one far off their place, is not printed with them: it is lowered below SURE, for the user to look at (and, in a
 * photo, read blank where the printed digits make the puzzle: fill-ins.ts). Another ink is another darkness or, in a
 * colour picture, another hue (a blue pen over black print, a gray pencil over red, as dark in gray). And one
 * reader's fill-ins are in one pen: once most of the digits in an ink of their own look written in (half of them or
 * more), the rest of them are too, however well they sit.
 *
 * Another ink alone is not enough: a screenshot shows a player's entries in another colour (blue, gray, bold), in
 * the givens' face, size and place, and they are digits of the grid (read, and counted right). A hand's digit
 * differs in more than its ink.
 */
import { colOf, rowOf } from '../grid.ts';
import type { Cell } from './cut-cells.ts';
import type { DigitLook } from './digit-look.ts';
import { median } from './median.ts';

/** Fewer sure digits than this say too little about how the grid's givens are printed. */
const MIN_REFERENCE = 9;
/** The confidence a digit keeps when it looks written in, not printed: below SURE, shown for checking. */
export const HAND_DOUBT = 0.6;

/** Ink this far from the grid's median darkness (a ratio, either way) is another ink. */
const OTHER_INK = 1.3;
/** A digit's centre this far (in cells, across or down) from its neighbours' is off the givens' place. */
const OFF_PLACE = 0.08;
/**
 * A digit's centre this far from its neighbours' is no given in any ink: the dev photos' givens stand within 0.15 of
 * theirs, the tune set's within 0.2 but where the cell cutter took in a line's remnant (a digit then taller too).
 */
const FAR_OFF_PLACE = 0.2;
/** A digit this much taller or shorter than the grid's median (a ratio) is not of the givens' size. */
const OTHER_SIZE = 1.2;
/**
 * Ink this much lighter than the median, in strokes of at most this share of the median's thickness, is a pencil's:
 * on the tune set's photos, print stands within 1.45 of its grid's darkness; a screenshot's light entries are drawn
 * as thick as its givens or thicker. Strokes are measured in whole pixels, so at a 640 × 480 photo's scale a 4 px
 * pencil beside 5 px print is at the share exactly (synthetic explore7 128: a pencilled 8 2.09 times lighter than
 * the print, on the givens' place and at their height, was read as a sure given).
 */
const FAINT_INK = 1.7;
const FINE_STROKE = 0.8;

type Hue = NonNullable<DigitLook['hue']>;

/**
 * Ink of a hue this far from the givens' (digit-look.ts's units: chroma per gray level of darkness), plus a share of
 * the givens' own (a strong red varies more, shot to shot, than a black), is another ink. The tune photos' printed
 * givens stand within 0.13 of their grid's (99 %; 0.37 at most, red givens); a blue pen's fill-ins over black or gray
 * print, or a gray pencil's over red, 0.5 to 1.8 off.
 */
const OTHER_HUE = 0.2;
const OTHER_HUE_SHARE = 0.25;
/**
 * Once a hand's ink is known (sameHand), a digit this far from the print's ink at least, and less than `ratio` times
 * as far from the hand's, stands between the two; one SLIGHTLY as far off the givens' place or size as OFF_PLACE and
 * OTHER_SIZE allow is taken for written in.
 */
const BETWEEN = { fromPrint: 0.5, ratio: 1.6 } as const;
/**
 * Once a hand's ink is known, a digit off the givens' place or size in ink this far from the print's (1.08 times
 * lighter or darker) is perhaps a reader's: its place and its ink both differ, if a little.
 */
const OFF_PLACE_INK = 0.3;
const SLIGHTLY = 0.5;
/** Fewer digits than this flagged as written in show no reader's hand (fill-ins.ts reads a hand's digits blank). */
export const MIN_HAND = 2;
/**
 * One digit flagged as written in is a hand for sameHand to look for in the others only in an ink this far from the
 * print's (inkDistance's units, where 1 tells another ink): a gray pencil over red print, not a given in a shadow off
 * its place. Its share test still needs half the digits in that ink flagged, so such a digit brings in one more at
 * most by its ink alone (synthetic explore8 129: a gray 9 off the givens' place, 2.76 from the red print's ink, and a
 * gray 7 on it, the reader's other fill-ins too light to be read as digits at all; the 7 was read as a sure given).
 */
const LONE_HAND_INK = 2;
/**
 * ... and unless they are at least this share of the digits in their ink. On the tune photos with fill-ins, the
 * flagged were 0.5 to 1 of them; on the wild tune set's screenshots whose entries are in a colour of their own, where
 * a few are flagged for their place, at most 0.375.
 */
const HAND_SHARE = 0.5;

const hueDistance = (a: Hue, b: Hue): number => Math.hypot(a.redGreen - b.redGreen, a.yellowBlue - b.yellowBlue);

/**
 * How far `look`'s ink is from an ink of `darkness` and `hue`, in units of "another ink": above 1 in darkness
 * (OTHER_INK) or in hue (OTHER_HUE, with the share of `scale`'s strength) is another ink.
 */
function inkDistance(
  look: { darkness: number; hue?: Hue },
  darkness: number,
  hue: Hue | undefined,
  scale?: Hue,
): number {
  const byDarkness = Math.log(apart(look.darkness, darkness)) / Math.log(OTHER_INK);
  if (!look.hue || !hue) return byDarkness;
  const limit = OTHER_HUE + OTHER_HUE_SHARE * Math.hypot((scale ?? hue).redGreen, (scale ?? hue).yellowBlue);
  return Math.max(byDarkness, hueDistance(look.hue, hue) / limit);
}

/** How far apart two positive quantities are as a ratio, whichever is larger: 1 when equal. */
const apart = (a: number, b: number): number => Math.max(a, b) / Math.max(1e-6, Math.min(a, b));

/**
 * A digit's place is compared with its nearest sure digits' (this many), not the whole grid's: on a bent page or
 * through a slightly wrong corner the cells' contents drift together across the grid, by a fifth of a cell at the far
 * side, where a digit's neighbours drift with it.
 */
const NEIGHBOURS = 4;

interface Reference {
  index: number;
  look: DigitLook;
  height: number;
  thickness: number;
}

/** The typical printed digit: darkness, height and stroke the grid's medians, its place its neighbours'. */
interface Typical {
  darkness: number;
  /** The median of the sure digits' hues (digit-look.ts); absent in a gray picture. */
  hue?: Hue;
  height: number;
  thickness: number;
  dx: number;
  dy: number;
}

const cellDistance = (a: number, b: number): number => (rowOf(a) - rowOf(b)) ** 2 + (colOf(a) - colOf(b)) ** 2;

/** `typical` with the place of the sure digits nearest cell `index` (itself left out). */
function near(index: number, reference: Reference[], typical: Typical): Typical {
  const nearest = reference
    .filter((r) => r.index !== index)
    .sort((a, b) => cellDistance(a.index, index) - cellDistance(b.index, index))
    .slice(0, NEIGHBOURS);
  return {
    ...typical,
    dx: median(nearest.map((r) => r.look.dx)),
    dy: median(nearest.map((r) => r.look.dy)),
  };
}

/** How a digit differs from the grid's typical printed digit. */
interface Difference {
  /** Off the givens' place in the cell, or taller or shorter than they are. */
  otherPlaceOrSize: boolean;
  /** Written in, in any case: a pencil's faint fine strokes, or far off the givens' place. */
  written: boolean;
  /** Off the givens' place or size by half as much (SLIGHTLY). */
  slightlyOff: boolean;
  /**
   * Off the givens' place or size, in ink FAINT_INK times lighter than the print's: written in beyond doubt. Not by
   * hue: a photographed screen's highlighted cell tints its given (wild tune s292, explore3 s521, explore4 s206: a
   * given 1.36–1.44 times lighter and of another hue, each read blank when such a digit could be).
   */
  clearly: boolean;
}

function difference(look: DigitLook, height: number, thickness: number, typical: Typical): Difference {
  const otherInk = inkDistance(look, typical.darkness, typical.hue) > 1;
  const off = Math.max(Math.abs(look.dx - typical.dx), Math.abs(look.dy - typical.dy));
  const size = apart(height, typical.height);
  const otherPlaceOrSize = off > OFF_PLACE || size > OTHER_SIZE;
  const slightlyOff = off > SLIGHTLY * OFF_PLACE || size > 1 + SLIGHTLY * (OTHER_SIZE - 1);
  const faintInk = typical.darkness > FAINT_INK * look.darkness;
  const pencil = faintInk && thickness <= FINE_STROKE * typical.thickness;
  return {
    otherPlaceOrSize,
    written: (otherInk && otherPlaceOrSize) || pencil || off > FAR_OFF_PLACE,
    slightlyOff,
    clearly: otherPlaceOrSize && faintInk,
  };
}

/**
 * The digits written in, those of them written in beyond doubt (Difference's `clearly`), and those in a hand's ink
 * that were not taken for written in (sameHand: too few of that ink flagged to call them all a hand's, or an ink
 * between the print's and the hand's on the givens' place).
 */
export interface Hand {
  written: boolean[];
  clearly: boolean[];
  inHandsInk: boolean[];
  /**
   * Those of `inHandsInk` beside a hand of enough written digits (HAND_SHARE): between its ink and the print's, or off
   * the givens' place a shade off the print's ink. A screen's entries are no such hand (too few of them flagged), so
   * these are doubted in a picture taken square to its page too (scan.ts).
   */
  besideHand: boolean[];
}

/**
 * Which digits look written in rather than printed with the grid's givens (scan.ts lowers them to HAND_DOUBT).
 * `sure` is the confidence that makes a digit a reference.
 */
export function writtenCells(cells: Cell[], digits: number[], confidence: number[], sure: number): Hand {
  const reference: Reference[] = cells.flatMap((cell, index) =>
    digits[index] && confidence[index] >= sure && cell.look && cell.shape
      ? [{ index, look: cell.look, height: cell.height, thickness: cell.shape.thickness }]
      : [],
  );
  const none = () => cells.map(() => false);
  if (reference.length < MIN_REFERENCE)
    return { written: none(), clearly: none(), inHandsInk: none(), besideHand: none() };
  const hues = reference.flatMap((r) => (r.look.hue ? [r.look.hue] : []));
  const typical: Typical = {
    darkness: median(reference.map((r) => r.look.darkness)),
    ...(hues.length === reference.length ? { hue: medianHue(hues) } : {}),
    height: median(reference.map((r) => r.height)),
    thickness: median(reference.map((r) => r.thickness)),
    dx: 0,
    dy: 0,
  };
  const differences = cells.map((cell, i) =>
    digits[i] && cell.look && cell.shape
      ? difference(cell.look, cell.height, cell.shape.thickness, near(i, reference, typical))
      : null,
  );
  const written = differences.map((d) => !!d?.written);
  const { inHandsInk, besideHand } = sameHand(cells, digits, written, typical, differences);
  return { written, clearly: differences.map((d) => !!d?.clearly), inHandsInk, besideHand };
}

function medianHue(hues: Hue[]): Hue {
  return { redGreen: median(hues.map((h) => h.redGreen)), yellowBlue: median(hues.map((h) => h.yellowBlue)) };
}

/**
 * A reader writes every fill-in with one pen: once a digit looks written in (one alone only in an ink far from the
 * print's: LONE_HAND_INK), a digit in its ink rather than the givens' is one of them, however well it sits in its
 * cell (a pen's 2 as upright and as tall as the print's). Marks `written` in place. Where too few of that ink's digits
 * were flagged to call them all written in (HAND_SHARE: a screenshot's entries in a colour of their own, a few off
 * their place), the others of that ink are doubted: not written in, but no sure givens either (synthetic explore14
 * 22: a blue pen's 3 off the givens' place flagged, its 3 and 6 on it read as sure givens); where enough were, so
 * are the digits whose ink stands between the print's and the hand's, however well they sit.
 */
function sameHand(
  cells: Cell[],
  digits: number[],
  written: boolean[],
  typical: Typical,
  differences: (Difference | null)[],
): Pick<Hand, 'inHandsInk' | 'besideHand'> {
  const inHandsInk = cells.map(() => false);
  const besideHand = cells.map(() => false);
  const hand = cells.flatMap((cell, i) => (written[i] && cell.look ? [cell.look] : []));
  if (!hand.length) return { inHandsInk, besideHand };
  const hues = hand.flatMap((look) => (look.hue ? [look.hue] : []));
  const ink = {
    darkness: median(hand.map((look) => look.darkness)),
    ...(typical.hue && hues.length === hand.length ? { hue: medianHue(hues) } : {}),
  };
  // The hand's ink must be one of its own: fill-ins flagged for their place alone, in the print's ink, say nothing.
  if (inkDistance(ink, typical.darkness, typical.hue) <= (hand.length < MIN_HAND ? LONE_HAND_INK : 1))
    return { inHandsInk, besideHand };
  // Each digit's ink: another than the print's, nearer the hand's than the print's, or between the two.
  const inks = cells.map((cell, i) => {
    if (!digits[i] || !cell.look) return { other: false, nearerHand: false, between: false, fromPrint: 0 };
    const fromPrint = inkDistance(cell.look, typical.darkness, typical.hue);
    const fromHand = inkDistance(cell.look, ink.darkness, ink.hue, typical.hue);
    return {
      other: fromPrint > 1,
      nearerHand: fromHand < fromPrint,
      between: fromPrint > BETWEEN.fromPrint && fromHand < BETWEEN.ratio * fromPrint,
      fromPrint,
    };
  });
  const group = inks.flatMap(({ other, nearerHand }, i) => (other && nearerHand ? [i] : []));
  // A screenshot's entries in another colour are one ink too, a few of them flagged for their place (a condensed or
  // seven-segment face's box centres differ from digit to digit): there, the flagged are a few of that ink's digits.
  if (group.filter((i) => written[i]).length < HAND_SHARE * group.length) {
    for (const i of group) inHandsInk[i] = !written[i];
    return { inHandsInk, besideHand };
  }
  for (const i of group) written[i] = true;
  // With the hand's ink known, "another ink" is nearer the hand's than the print's, even within what tells another
  // ink from the print alone: a digit in such ink, off the givens' place or size, is written in as any other is
  // (synthetic explore3 147: a pencilled 6, 1.3 times lighter than the print, the hand 1.6, 0.82 of the givens'
  // height). None of the printed digits of the synthetic tune and explore sets' 56 photos with a hand is both.
  inks.forEach(({ nearerHand }, i) => (written[i] ||= nearerHand && !!differences[i]?.otherPlaceOrSize));
  // A pen's darker digits stand between the print's ink and the hand's median (a pencil's lighter ones pull it
  // down): one there, even a little off the givens' place or size, is written in too (synthetic explore2 4: a pen's
  // 9 and 4, 0.73 and 0.75 from the print's ink, 0.96 and 0.94 from the hand's, 0.08 off place and 1.14 times as
  // tall, were read as sure givens). That photo's printed digits stand 0.04–0.55 from the print's ink and 2.4 times
  // that or more from the hand's.
  inks.forEach(({ between }, i) => (written[i] ||= between && !!differences[i]?.slightlyOff));
  // One there on the givens' place and size is no sure given either: doubted where it may be a reader's (fill-ins.ts
  // `perhapsWrittenIn`), not read blank (synthetic explore15 31: a pencilled 9 and 5, 0.94 and 1.15 from the print's
  // ink, 1.31 and 1.18 from the hand's, read as sure givens; the printed digits stand 0.05–0.69 from the print's).
  // So is one off the givens' place or size in ink a shade off the print's (OFF_PLACE_INK), however far from the
  // hand's (synthetic explore27 111: a pencil's 4 0.125 of a cell above the givens' place, 0.43 to 0.53 from the
  // print's ink as the photo is cropped or not and 1.2 to 1.3 from the hand's, read as a sure given beside five to
  // seven fill-ins flagged).
  inks.forEach(({ between, fromPrint }, i) => {
    const offPrint = fromPrint > OFF_PLACE_INK && !!differences[i]?.otherPlaceOrSize;
    inHandsInk[i] = besideHand[i] = (between || offPrint) && !written[i];
  });
  return { inHandsInk, besideHand };
}
