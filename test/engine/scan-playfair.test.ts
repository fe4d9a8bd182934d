// scan on two pictures of Playfair Display's digits, copied from the wild corpus's explore set (scripts/scan-wild.ts
// --set explore, rendered in headless Chromium with the @fontsource web font): its 5's flag and bowl are parted by a
// hairline fainter than the threshold. s037's 5s were read blank, one of them sure of it (a silent misread); s392's
// were read as 3s, flagged.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { misreads, picture } from './scan-fixture.ts';

const PICTURES: Record<string, string> = {
  'explore-s037.jpg': '8754..3.2..2.584....1.3.59.72.91....4..8....7..9...82..842.1......386.54.63.4.1..',
  'explore-s392.png': '39..1.47..8..2491.124.9.856...45...97.98.2......9..64.4.5...3.1.18.45.6.6...79.8.',
};

for (const [name, truth] of Object.entries(PICTURES)) {
  test(`Playfair Display's 5s (${name}): read exactly, and no wrong cell would be sure`, () => {
    const result = scan(picture('scan-playfair', name));
    assert.ok(result.found, 'grid found');
    const { wrong, sureWrong } = misreads(result, truth, SURE);
    // A silent misread first: a wrong cell shown as sure is what a user cannot catch.
    assert.deepEqual(sureWrong, [], 'wrong cells read as sure');
    assert.deepEqual(wrong, [], 'misread cells');
  });
}

// Explore6 s034 (a shadowed CSS grid, 304 px, JPEG 60) draws them italic and low in the cell: each bowl's tail reaches
// the cell's foot, so the bowl is taken for a line's remnant and the flag left alone is too short for a digit. Read as
// sure blanks at r4c2 and r9c1 before (cut-cells.ts `edgeDigitPiece`); they are in doubt now, as is every wrong cell.
test("Playfair's italic 5s set low, their tails at the cell's foot (explore6 s034): no wrong cell sure", () => {
  const truth = '.6893....74...........17....5.6.2..3.8....52...21...4.4..7..2....7....3.5.....6.9';
  const result = scan(picture('scan-wild', 'playfair-italic-5-low.jpg'));
  assert.ok(result.found, 'grid found');
  assert.deepEqual(misreads(result, truth, SURE).sureWrong, [], 'wrong cells read as sure');
  for (const cell of [3 * 9 + 1, 8 * 9]) assert.ok(result.confidence[cell] < SURE, `cell ${cell} in doubt`);
});
