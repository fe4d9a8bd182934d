// Pencil marks stacked in the middle column of a cell's 3 × 3 places, in a grid that shows many pencil-marked cells,
// are no digit (cut-cells.ts `cellsCut`): two or three small marks a few pixels apart, each narrow and upright, looked
// like a seven-segment digit's bars or a thin digit broken across its middle, and were read as a 1 in doubt where the
// cell is blank (about one picture in each of the wild explore sets: a flagged misread instead of an exact reading).
// Four pictures of the wild corpus (scripts/scan-wild.ts), rendered in headless Chromium. Two were read so before
// (each fails on the code before), as rendered:
// - marks-stacked-bars.png: explore9 s383 (20 KB), SVG stroked digits in Oswald 700 on a 203 px grid with 39
//   pencil-marked cells: r5c7's marks gathered as a digit's segments (`segmentsOfDigit`).
// - marks-stacked-split.png: explore15 s379 (63 KB), a table in FreeSerif 600 on a 528 px grid with 31 pencil-marked
//   cells: r2c9's and r7c5's marks taken for a digit broken across its middle (`splitDigit`).
// Two are guards, read exactly before and after, each failing on a first form of the rule: a grid of thin
// seven-segment digits with pencil marks, whose 1s are two bars apart as such marks are, but right of the cell's
// middle (`rightOfMiddle`):
// - segments-ones-beside-marks.jpg: tune s190 (19 KB), seven-segment digits of thickness 0.12 on a 299 px grid turned
//   3.8°, blurred 0.53 px, JPEG 75, 20 pencil-marked cells.
// and one whose 7s are parted at their middle into a top (a bar across) and a lower upright (`widerThanTall`):
// - segments-sevens-beside-marks.png: explore8 s518 (49 KB), a phone app's 798 px grid of seven-segment digits
//   blurred 0.9 px, 36 pencil-marked cells; its grid cut out of the 818 × 1608 picture and saved as gray levels.
import { test } from 'node:test';
import { scan } from '../../src/engine/index.ts';
import { assertReadExactly, picture } from './scan-fixture.ts';

/** Each picture, what it shows, and its grid as drawn: read exactly, no cell wrong. */
const PICTURES: { name: string; file: string; truth: string }[] = [
  {
    name: 'pencil marks stacked in a cell’s middle column, gathered as a digit’s bars, are no digit',
    file: 'marks-stacked-bars.png',
    truth: '9.3.....24..5.6.........8......93.8.....6...73.52....4......97.......4...7..58..6',
  },
  {
    name: 'pencil marks stacked in a cell’s middle column, taken for a digit broken across its middle, are no digit',
    file: 'marks-stacked-split.png',
    truth: '..9..84...67..4.9.4..1...6..........5.........4..69.8.2..4...31...........1..7..2',
  },
  {
    name: 'a seven-segment 1 of two bars right of its cell’s middle is still a 1 in a grid with pencil marks',
    file: 'segments-ones-beside-marks.jpg',
    truth: '......48..7..539.......1...5..4.....91..6.85.8.......3..9..5..8..1..259...5.9.6..',
  },
  {
    name: 'a seven-segment 7 parted at its middle is still a 7 in a grid with pencil marks',
    file: 'segments-sevens-beside-marks.png',
    truth: '...96.7....2..86......5.....613....2.37..2.9..9.........6.13..........7.3.....54.',
  },
];

for (const { name, file, truth } of PICTURES)
  test(name, () => assertReadExactly(scan(picture('scan-wild', file)), truth));
