// scan on a picture copied from the wild corpus's explore5 set (scripts/scan-wild.ts: s312, a CSS grid with borders
// in a face whose 1s and 2s stand at the x-height, rendered in headless Chromium), saved as gray levels. The player's
// digits are italic among upright givens, too few to lean the grid's median: the italic 1 at r3c5, its flag big and
// short, read as a 7 first (0.54, a 1 at 0.38) and at that height was left blank (scan.ts `italicOne`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { assertReadExactly, picture } from './scan-fixture.ts';

const TRUTH = '...7..21....658..7....1.6.8..2...4....3..6...1768...39.954...2..17..23......318..';
const ITALIC_ONE = 2 * 9 + 4;

test("a player's short italic 1 among upright givens: read as a 1, in doubt, the grid exactly", () => {
  const result = scan(picture('scan-wild', 'italic-1-short.png'));
  assertReadExactly(result, TRUTH);
  assert.ok(result.confidence[ITALIC_ONE] < SURE, 'the short 1 stays in doubt');
});
