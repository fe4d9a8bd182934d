// A thin seven-segment 1 whose two bars part at its middle, standing right of its cell's centre where no digit is
// looked for, in a grid whose other digits are whole (so not known as one of bars): it was read as a sure blank, a grid
// read wrong without a warning (issue 29). segments-one-at-side.png: the wild corpus's explore4 s406
// (scripts/scan-wild.ts --set explore4, rendered in headless Chromium), seven-segment digits of thickness 0.13 on
// sepia, blurred, saved as a JPEG at quality 41, then as gray levels; r6c9's 1 is two 4 × 7 px bars a row apart
// (cut-cells.ts `segmentsOfOne`).
import { test } from 'node:test';
import { scan } from '../../src/engine/index.ts';
import { assertFlaggedAt, assertReadExactly, picture } from './scan-fixture.ts';

const TRUTH = '...58..2.587.9..63...1....41.5.28.......3..7..48.....17.3..2.8.6928...3......9...';

test('a seven-segment 1 parted at its middle, right of its cell centre: no wrong cell sure', () => {
  assertFlaggedAt(scan(picture('scan-wild', 'segments-one-at-side.png')), TRUTH, 5 * 9 + 8);
});

test('a seven-segment 1 of two bars each a segment tall, in a grid of whole digits, is read as a 1', () => {
  // Read as blank, in doubt, the grid had 58 cells to check (wild explore6 s326 did the same).
  assertReadExactly(scan(picture('scan-wild', 'segments-one-at-side.png')), TRUTH);
});
