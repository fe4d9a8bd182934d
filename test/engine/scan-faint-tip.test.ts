// A digit whose ink only just reaches the grid's threshold is cut out as its tip alone, too short for a digit: it was
// read as a sure blank, a grid read wrong without a warning (issue 29). red-digit-dark-photo.png: the wild corpus's
// explore3 s084 (scripts/scan-wild.ts --set explore3, rendered in headless Chromium), a photo of a dark-themed screen,
// blurred, cropped around the grid and saved as gray levels; the player's red 6 in r5c3 stands 21.6 levels from its
// cell's paper, the grid's threshold 20 (cut-cells.ts `tipOfStroke`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { misreads, picture } from './scan-fixture.ts';

const TRUTH = '......497.9..2.....6.1.......6.37.5...6.6.13....8.......59......1.3..6.9..4...7..';

test('a red digit on a dark, blurred photo of a screen, cut as its tip alone: no wrong cell sure', () => {
  const result = scan(picture('scan-wild', 'red-digit-dark-photo.png'));
  assert.ok(result.found, 'grid found');
  const { wrong, sureWrong } = misreads(result, TRUTH, SURE);
  assert.deepEqual(sureWrong, [], `wrong cells read as sure (wrong: ${wrong.join(' ')})`);
  // In doubt for its own ink (the tip cut alone leaves a blank at 0.5), not only with the rest of the reading: that has
  // a clash (an 8 read as 6), fewer than 17 sure digits and no puzzle beside the clash, so scan.ts keeps every cell
  // under 0.8.
  assert.ok(result.confidence[4 * 9 + 2] <= 0.5, `r5c3 at ${result.confidence[4 * 9 + 2]}`);
});
