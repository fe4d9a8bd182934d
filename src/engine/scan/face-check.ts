/**
 * A digit unlike the grid's other digits of its value, in a lighter ink. A printed grid's givens are one face's glyphs
 * in one ink: two 5s of one grid match each other closely however the photo blurred them. Most of a reader's
 * fill-ins show their hand in their ink, place or size (hand-check.ts), but a pencil nearly as dark as the print, set
 * on the givens' place at their height, shows it only in its shape and a slightly lighter ink (synthetic explore20
 * 42: a pencilled 5 and 7 read as sure givens, 1.21 and 1.15 times lighter than the print's median and on its place;
 * they match the print's digits of their value at 0.84 and 0.88 at best, where the grid's digits match theirs at
 * 0.97, median). Such a digit is in doubt, shown for checking, not read blank: shape and ink alone do not tell a hand
 * from a print's odd glyph. On the synthetic explore17 to explore20 sets and the dev photos (721 photos read, 19,700
 * digits), the rule doubts 46 sure printed givens, in 40 photos, and both sure fill-ins; by shape alone, 505 givens.
 * Not caught: a fill-in whose value has no other sure digit to match, and two fill-ins of one value in a hand that
 * writes them alike (each matches the other).
 *
 * Once the page shows a reader's hand (two digits or more written in: hand-check.ts), a pencil's ink is known to be
 * on it, and a digit unlike the print need only be a little lighter (HAND_SEEN_LIGHTER): synthetic explore23 115, a
 * grey pencil's 5 and 3 beside four fill-ins flagged as written, on the givens' place at their height, 1.08 and 1.12
 * times lighter than the print (a shadow over that corner), the 5 read as a sure given. On the synthetic explore17 to
 * explore23 sets and the dev photos (1,186 photos read, 28,373 sure givens), the lower bar doubts 16 givens more, in
 * 12 photos, and no reading's digits or outcome change. A photographed screen whose entries in a colour of their own
 * were flagged as written counts as such a page too (fill-ins.ts has more tests before it reads any of them blank):
 * there too only a digit unlike its value's others is doubted, which a screen's one face seldom draws.
 */
import { correlation } from './crop-match.ts';
import type { Cell } from './cut-cells.ts';
import { median } from './median.ts';

/** Digits matched against another of their value, at least, for the grid's typical match to mean anything. */
const MIN_MATCHED = 9;
/** A digit matching its value's others this much less well than the grid's digits typically do is unlike them. */
const FACE_GAP = 0.06;
/** Ink this many times lighter than the sure digits' median, or more, is another ink than the print's, if barely. */
const LIGHTER = 1.12;
/** ... or this many times, on a page where a reader's hand is seen. */
const HAND_SEEN_LIGHTER = 1.05;

/**
 * Which sure digits (`confidence` at `sure` or more) match the grid's other sure digits of their value (their best
 * correlation) FACE_GAP less well than the grid's sure digits typically match theirs (the median), in ink LIGHTER
 * times lighter than theirs (HAND_SEEN_LIGHTER where `handSeen`).
 */
export function unlikePrint(
  cells: Cell[],
  digits: number[],
  confidence: number[],
  sure: number,
  handSeen = false,
): boolean[] {
  const unlike = cells.map(() => false);
  const sureDigits = cells.flatMap((cell, i) =>
    digits[i] && confidence[i] >= sure && cell.look && cell.crop
      ? [{ i, crop: cell.crop, darkness: cell.look.darkness }]
      : [],
  );
  // Each sure digit's best match among the others of its value, each pair correlated once (it is symmetric).
  const best = sureDigits.map(() => -Infinity);
  for (let a = 0; a < sureDigits.length; a++)
    for (let b = a + 1; b < sureDigits.length; b++) {
      if (digits[sureDigits[a].i] !== digits[sureDigits[b].i]) continue;
      const match = correlation(sureDigits[a].crop, sureDigits[b].crop);
      best[a] = Math.max(best[a], match);
      best[b] = Math.max(best[b], match);
    }
  const matched = best.filter((match) => match > -Infinity);
  if (matched.length < MIN_MATCHED) return unlike;
  const typical = median(matched);
  const darkness = median(sureDigits.map((digit) => digit.darkness));
  sureDigits.forEach((digit, k) => {
    unlike[digit.i] =
      best[k] > -Infinity &&
      best[k] < typical - FACE_GAP &&
      darkness >= (handSeen ? HAND_SEEN_LIGHTER : LIGHTER) * digit.darkness;
  });
  return unlike;
}
