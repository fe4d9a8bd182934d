// scan on a grid found twice, by its lines and by its tiles, the two cuts a few pixels apart: where they read a cell
// differently, the reading returned leaves it in doubt (scan.ts `doubtWhereCutsDiffer`). The picture, copied as
// rendered from the wild corpus's explore11 set (scripts/scan-wild.ts, headless Chromium):
// - gap-lines-light-entries-two-cuts.png (s513): a 280 px sepia grid whose lines are gaps, dark Nimbus Mono givens
//   and a player's light green entries (two of them red mistakes), blurred 0.71 px. Cut at its lines, the entries
//   were read (doubted as written in, and the reading declined: too many cells in doubt for no puzzle); cut at its
//   tiles' even places, a box line's remnant in each top cell raised the threshold over them, and 19 of them were
//   read as sure blanks in the puzzle returned. Four more (r2c7's red 7, r3c5's, r4c2's and r4c4's green 7, 7 and 5)
//   were blanks in both cuts, but only the tiles' cut was sure of them: the lines' cut had found a piece of ink there
//   too small for a digit and left each blank in doubt.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { misreads, picture } from './scan-fixture.ts';

test('the cells two cuts of one grid read differently are in doubt, and so is a blank one cut left in doubt', () => {
  const result = scan(picture('scan-wild', 'gap-lines-light-entries-two-cuts.png'));
  assert.ok(result.found, 'grid found');
  // The entries the lines' cut read and the tiles' cut did not: r1c5, r3c2, r3c3, r4c6, r6c1, r6c2, r6c5, …
  const readByLines = [4, 19, 20, 32, 45, 46, 49, 53, 54, 55, 59, 62, 63, 64, 70, 73, 75, 76, 80];
  for (const c of readByLines)
    assert.ok(result.grid[c] !== 0 || result.confidence[c] < SURE, `cell ${c}: read blank at ${result.confidence[c]}`);
  // And those both cuts read blank, sure only in the tiles' cut (r2c7, r3c5, r4c2, r4c4): no cell read wrong is sure.
  const truth = '34.95....7....671..18.74..5.7.5.8...581.4....439.6.2.889..15..216.72.583.7748.691';
  assert.deepEqual(misreads(result, truth, SURE).sureWrong, [], 'wrong cells read as sure');
});
