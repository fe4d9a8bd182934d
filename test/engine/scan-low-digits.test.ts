// scan on pictures of Playfair Display's digits sitting low in their cells, copied from the wild corpus's tune and
// explore sets (scripts/scan-wild.ts, rendered in headless Chromium with the @fontsource web font), cropped and
// saved as gray levels. Each digit below was read blank, in doubt.
// - A 5 whose flag and bowl are parted by a hairline fainter than the threshold, its bowl on the cell's bottom line:
//   touching the cell's edge, only the flag was cut out, too short for a digit (cut-cells.ts `bowlOnEdge`).
//   low-5-tiles.png (tune s105): tiles whose lines are the page's gaps, r1c7. low-5-newspaper.png (explore s584): a
//   newspaper's grid turned 2.9°, with corner pencil marks, r3c8.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { misreads, picture } from './scan-fixture.ts';

const PICTURES: Record<string, string> = {
  'low-5-tiles.png': '.9...654..3.587..........3.1..1....5..2.4.8.1..6....7.....1.6..5....2....19.6...4',
  'low-5-newspaper.png': '..6..5.3.7......98...3...5.3....826...7.....4.9...4...1..69....27....8........3..',
};

for (const [name, truth] of Object.entries(PICTURES)) {
  test(`a digit sitting low in its cell (${name}): read exactly, no wrong cell sure`, () => {
    const result = scan(picture('scan-wild', name));
    assert.ok(result.found, 'grid found');
    const { wrong, sureWrong } = misreads(result, truth, SURE);
    assert.deepEqual(sureWrong, [], 'wrong cells read as sure');
    assert.deepEqual(wrong, [], 'misread cells');
  });
}
