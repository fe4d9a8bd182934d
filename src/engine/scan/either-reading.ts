/** What the network makes of one crop of a cell. */
export interface CellReading {
  digit: number;
  confidence: number;
  /** The network's probability of the likeliest digit (1 for an empty cell): low for ink like no digit at all. */
  likeness: number;
  /**
   * Other readings of the ink worth weighing when the grid is no puzzle as read (puzzle-repair.ts): the runner-up
   * digit, a digit held back (an x-height piece's), a blank for ink that may be a pencil mark.
   */
  others?: number[];
}

/** The most confidence a digit read one way as cut and another with its hairline drawn in gets. */
export const BRIDGED_DOUBT = 0.5;

/**
 * A digit whose pieces a faint hairline joins (cut-cells.ts `bridged`) is read as cut and with the hairline drawn in:
 * a Playfair 5 reads as a 3 without it, a seven-segment 7 whose tapered bars touch as a 9 with it. The surer reading
 * wins; when the two name different digits, it is in doubt, so neither way of reading can make a wrong digit sure.
 */
export function eitherReading(asCut: CellReading, bridged: CellReading): CellReading {
  // Confidence is capped for some cells (an x-height digit's at 0.5): then the likelier digit.
  const surer =
    bridged.confidence > asCut.confidence ||
    (bridged.confidence === asCut.confidence && bridged.likeness > asCut.likeness)
      ? bridged
      : asCut;
  if (bridged.digit === asCut.digit) return surer;
  // The other way of reading names another digit: one more to weigh.
  const other = surer === asCut ? bridged : asCut;
  const others = [...new Set([other.digit, ...(surer.others ?? [])])].filter((digit) => digit !== surer.digit);
  return { ...surer, confidence: Math.min(surer.confidence, BRIDGED_DOUBT), others };
}
