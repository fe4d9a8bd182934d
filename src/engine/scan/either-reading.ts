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

/** The most confidence a digit read one way and another way as another digit gets. */
export const BRIDGED_DOUBT = 0.5;

/**
 * A cell read more than one way: as cut, with a faint hairline drawn in (cut-cells.ts `bridged`: a Playfair 5 reads as
 * a 3 without it, a seven-segment 7 whose tapered bars touch as a 9 with it), and from the digit's own pieces apart
 * from what haze joined to them (`unjoined`). The surest reading wins; when any other names a different digit, it is
 * in doubt, so no way of reading can make a wrong digit sure, however the ways are combined.
 */
export function eitherReading(first: CellReading, ...rest: CellReading[]): CellReading {
  const readings = [first, ...rest];
  // Confidence is capped for some cells (an x-height digit's at 0.5): then the likelier digit.
  let surest = first;
  for (const r of rest)
    if (r.confidence > surest.confidence || (r.confidence === surest.confidence && r.likeness > surest.likeness))
      surest = r;
  if (readings.every((r) => r.digit === surest.digit)) return surest;
  // Another way of reading names another digit: one more to weigh each.
  const others = [...new Set([...readings.map((r) => r.digit), ...(surest.others ?? [])])].filter(
    (digit) => digit !== surest.digit,
  );
  return { ...surest, confidence: Math.min(surest.confidence, BRIDGED_DOUBT), others };
}
