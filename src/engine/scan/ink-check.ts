/**
 * A check of each reading against the cell's ink, independent of the classifier: the classifier is sure of the
 * nearest digit even for ink that is no digit (a digit with a blot on it, one crossed out), and the cell cutter
 * calls a cell empty when what is left of a half rubbed-out digit is too short for one. Every digit of a grid is
 * drawn in one font at one size, so the grid's own sure digits say what a digit weighs and measures there; a
 * reading whose ink is far from that is lowered below SURE, for the user to look at. The reading itself is kept.
 */
import type { Cell } from './cut-cells.ts';
import type { InkShape } from './ink-shape.ts';
import { median } from './median.ts';

/** Fewer sure digits than this say too little about the grid's font to judge the others by. */
const MIN_REFERENCE = 9;
/** The confidence a reading keeps when its ink disagrees: below SURE, and below what a clean doubt gets. */
export const INK_DOUBT = 0.6;

/**
 * Limits on a digit, as ratios to the grid's median digit, measured on the evaluation corpus (scripts/scan-corpus.ts):
 * of its 10,000 clean digits in screenshots one falls outside; of digits with a blot, a stroke across or a part
 * rubbed out that the classifier misread with confidence, nine in ten do. The digits of a font are one height
 * (lining figures); a stroke across reaches past the digit; a blot is thicker than any stroke.
 */
const LIMITS = {
  // A seven-segment 1 or 4 lacks the bars across at the top and bottom: up to a fifth shorter than an 8 or a 0.
  height: [0.75, 1.22],
  width: [0, 1.32],
  thickness: [0, 1.9],
} as const;
/**
 * A piece of ink in an empty cell this heavy, wide or tall (to the median digit) is no pencil mark but what is left
 * of a digit: none of the 700 pencil-mark cells of the corpus' screenshots has one.
 */
const REMNANT = { mass: 0.45, width: 0.8, height: 0.75 } as const;

type Measure = keyof typeof LIMITS;
const MEASURES = Object.keys(LIMITS) as Measure[];
const REMNANT_MEASURES = Object.keys(REMNANT) as (keyof typeof REMNANT)[];

/** Is `shape` (a digit's) within the limits of `typical`? */
const fits = (shape: InkShape, typical: InkShape): boolean =>
  MEASURES.every((m) => {
    const ratio = shape[m] / typical[m];
    return ratio >= LIMITS[m][0] && ratio <= LIMITS[m][1];
  });

/**
 * The confidences after the check: `confidence[i]` for a reading (`digits[i]`, 0 for empty) the cell's ink agrees
 * with, at most INK_DOUBT for one it does not. `sure` is the confidence that makes a digit one to learn the grid from.
 */
export function checkInk(cells: Cell[], digits: number[], confidence: number[], sure: number): number[] {
  const reference = cells.flatMap((cell, i) => (digits[i] && confidence[i] >= sure && cell.shape ? [cell.shape] : []));
  if (reference.length < MIN_REFERENCE) return confidence;
  const typical: InkShape = {
    mass: median(reference.map((s) => s.mass)),
    height: median(reference.map((s) => s.height)),
    width: median(reference.map((s) => s.width)),
    thickness: median(reference.map((s) => s.thickness)),
  };
  return cells.map((cell, i) => {
    const { shape } = cell;
    const remnant = (s: InkShape) => REMNANT_MEASURES.some((m) => s[m] >= REMNANT[m] * typical[m]);
    const agrees = !shape || (digits[i] ? fits(shape, typical) : !remnant(shape));
    return agrees ? confidence[i] : Math.min(confidence[i], INK_DOUBT);
  });
}
