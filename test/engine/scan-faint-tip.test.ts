// A digit whose ink only just reaches the grid's threshold is cut out as its tip alone, too short for a digit: it was
// read as a sure blank, a grid read wrong without a warning (issue 29). red-digit-dark-photo.png: the wild corpus's
// explore3 s084 (scripts/scan-wild.ts --set explore3, rendered in headless Chromium), a photo of a dark-themed screen,
// blurred, cropped around the grid and saved as gray levels; the player's red 6 in r5c3 stands 21.6 levels from its
// cell's paper, the grid's threshold 20 (cut-cells.ts `tipOfStroke`).
import { test } from 'node:test';
import { scan } from '../../src/engine/index.ts';
import { assertFlaggedAt, picture } from './scan-fixture.ts';

const TRUTH = '......497.9..2.....6.1.......6.37.5...6.6.13....8.......59......1.3..6.9..4...7..';

test('a red digit on a dark, blurred photo of a screen, cut as its tip alone: no wrong cell sure', () => {
  assertFlaggedAt(scan(picture('scan-wild', 'red-digit-dark-photo.png')), TRUTH, 4 * 9 + 2);
});
