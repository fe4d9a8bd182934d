/**
 * Reads a seven-segment digit by its lit segments, a second reader beside the network for a grid of seven-segment
 * digits (cut-cells.ts `sevenSegmentGrid`): the network knows such digits from our own renderer only, and a thin plain
 * 7 (a bar and an upright) or a thin 4 is no digit it knows well (wild explore16 s006: 0.72 a 7, 0.24 no digit).
 * The segments are looked for in the crop's ink box, each over the stretch between the strokes that meet it: a lit
 * one is ink along 0.7 of that stretch or more, an unlit one along 0.3 at most, and the lit set must be one of the
 * digits' (either form of 6, 7 and 9). Anything less clear is no reading (null). A segment partly there near its ends
 * can still pass for lit or unlit (a 9 with half an 8's lower left upright reads as an 8): the scan takes this
 * reading only where the network has no other digit in mind (scan.ts `segmentsConfirm`).
 */

/** Segments in the usual order: a top, b upper right, c lower right, d bottom, e lower left, f upper left, g middle. */
const DIGITS: Record<string, number> = {
  abdeg: 2,
  abcdg: 3,
  bcfg: 4,
  acdfg: 5,
  acdefg: 6,
  cdefg: 6,
  abc: 7,
  abcf: 7,
  abcdefg: 8,
  abcdfg: 9,
  abcfg: 9,
};

/** Whether some form of digit `a` and some form of digit `b` (1 as its two right uprights) differ by one segment. */
export function oneSegmentApart(a: number, b: number): boolean {
  const forms = (digit: number): string[] =>
    digit === 1 ? ['bc'] : Object.keys(DIGITS).filter((lit) => DIGITS[lit] === digit);
  return forms(a).some((x) =>
    forms(b).some((y) => [...'abcdefg'].filter((s) => x.includes(s) !== y.includes(s)).length === 1),
  );
}

/** Ink this share of the crop's darkest or more is the digit's. */
const INK = 0.4;
/** A lit segment is ink along this share of its length or more, an unlit one along at most UNLIT. */
const LIT = 0.7;
const UNLIT = 0.3;
/** Fewest rows of an upright's stretch looked at for a reading. */
const MIN_STRETCH = 2;
/** The crop's digit stands this tall or more (cut-cells.ts scales a digit's box to 16 px of the crop's 20). */
const MIN_HEIGHT = 12;

/**
 * The digit (2 to 9) a crop's lit segments make, or null when they are not clearly one. Never a 1: an upright alone is
 * as much what is left of a 7 or a 4 cut short. `crop` is `side` × `side`.
 */
export function segmentDigit(crop: Float32Array, side: number): number | null {
  let peak = 0;
  for (const v of crop) peak = Math.max(peak, v);
  if (peak <= 0) return null;
  const inkAt = (x: number, y: number): boolean => crop[y * side + x] >= INK * peak;
  let minX = side;
  let maxX = -1;
  let minY = side;
  let maxY = -1;
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      if (inkAt(x, y)) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  if (h < MIN_HEIGHT) return null;
  // A stroke's thickness: the commonest length of the ink's runs along the rows (the rows across uprights hold one or
  // two runs that wide; a bar's rows, fewer, runs of many lengths, and an anti-aliased end a pixel or so).
  const counts = new Uint16Array(w + 1);
  for (let y = minY; y <= maxY; y++)
    for (let x = minX, run = 0; x <= maxX + 1; x++) {
      if (x <= maxX && inkAt(x, y)) run++;
      else if (run) {
        counts[run]++;
        run = 0;
      }
    }
  let t = 1;
  for (let run = 2; run <= w; run++) if (counts[run] > counts[t]) t = run;
  // An upright alone, its box no wider than a stroke and a pixel of blur each side: a 1, or what is left of a 7 whose
  // top is lost, of a 4 cut short, a blank's line remnant. Not told apart here.
  if (w <= t + 2) return null;
  // Any other digit has its two uprights' bands apart (a bar across may run between them); a narrower box is a digit
  // cut to one side, whose missing uprights the box cannot show.
  if (w < 2 * t + 1) return null;
  // Share of a segment's length with ink across it, over the stretch between the strokes that meet its ends: a bar
  // across is looked for between the uprights' bands (a blurred upright's edge is no bar), an upright between the bars'.
  const across = (a0: number, a1: number, b0: number, b1: number, horizontal: boolean): number => {
    let hits = 0;
    for (let a = a0; a <= a1; a++) {
      let hit = false;
      for (let b = b0; b <= b1 && !hit; b++) hit = horizontal ? inkAt(a, b) : inkAt(b, a);
      if (hit) hits++;
    }
    return hits / (a1 - a0 + 1);
  };
  const middle = (minY + maxY) / 2;
  // A bar across is looked at a pixel in from the uprights' bands (a blurred upright's end spreads that far), and at
  // its middle column at least.
  const left = Math.min(minX + t + 1, Math.floor((minX + maxX) / 2));
  const right = Math.max(maxX - t - 1, Math.ceil((minX + maxX) / 2));
  const band = Math.max(1, Math.round(0.2 * h));
  // An upright is looked at between the bars' rows (as thick as a stroke): its whole length but where bars meet it.
  const [upperTop, upperBottom] = [minY + t, Math.floor(middle - t / 2)];
  const [lowerTop, lowerBottom] = [Math.ceil(middle + t / 2), maxY - t];
  // Too short an upright's stretch to tell a lit segment from a speck or a remnant: no reading. (A bar's stretch may
  // be its middle column alone: a narrow 3 or 7 has no left upright, and its box begins where its bars do.)
  if (upperBottom - upperTop + 1 < MIN_STRETCH || lowerBottom - lowerTop + 1 < MIN_STRETCH) return null;
  const shares: Record<string, number> = {
    a: across(left, right, minY, minY + band - 1, true),
    g: across(left, right, Math.round(middle - band / 2), Math.round(middle + band / 2), true),
    d: across(left, right, maxY - band + 1, maxY, true),
    f: across(upperTop, upperBottom, minX, minX + t - 1, false),
    b: across(upperTop, upperBottom, maxX - t + 1, maxX, false),
    e: across(lowerTop, lowerBottom, minX, minX + t - 1, false),
    c: across(lowerTop, lowerBottom, maxX - t + 1, maxX, false),
  };
  let lit = '';
  for (const s of 'abcdefg') {
    if (shares[s] >= LIT) lit += s;
    else if (shares[s] > UNLIT) return null;
  }
  return DIGITS[lit] ?? null;
}
