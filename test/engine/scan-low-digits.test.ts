// scan on pictures of Playfair Display's digits sitting low in their cells, copied from the wild corpus's tune, explore
// and explore2 sets (scripts/scan-wild.ts, rendered in headless Chromium with the @fontsource web font), cropped and
// saved as gray levels. Each digit below was read blank, in doubt.
// - A 5 whose flag and bowl are parted by a hairline fainter than the threshold, its bowl on the cell's bottom line:
//   touching the cell's edge, only the flag was cut out, too short for a digit (cut-cells.ts `bowlOnEdge`).
//   low-5-tiles.png (tune s105): tiles whose lines are the page's gaps, r1c7. low-5-newspaper.png (explore s584): a
//   newspaper's grid turned 2.9°, with corner pencil marks, r3c8.
// - old-style-1-low.png (explore2 s317): an old-style 1 at the x-height on the bottom row, its middle 4 px below the
//   cell's (cut-cells.ts `X_HEIGHT_SUNK`), r9c7.
// - pale-digit-under-border.png (explore21 s573): an SVG board whose text sits lower row by row, so that row 9's
//   digits stand half under the bottom border; r9c7's pale green 4, its part above the border too short for a digit
//   and too faint for the threshold, was read as a sure blank (faint-ink.ts `CUT_OF_DIGIT`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { cellName, misreads, picture } from './scan-fixture.ts';

const PICTURES: Record<string, string> = {
  'low-5-tiles.png': '.9...654..3.587..........3.1..1....5..2.4.8.1..6....7.....1.6..5....2....19.6...4',
  'low-5-newspaper.png': '..6..5.3.7......98...3...5.3....826...7.....4.9...4...1..69....27....8........3..',
  'old-style-1-low.png': '76.5..8....9..73.5...86...45...8.2718..672......91....9..4.65.765.1.....4..7.9136',
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

test('a pale digit half under the bottom border is no sure blank (pale-digit-under-border.png)', () => {
  const result = scan(picture('scan-wild', 'pale-digit-under-border.png'));
  assert.ok(result.found, 'grid found');
  const truth = '7.8.629..5....374..69..5.....5.192649.14...8....8573..187..469545....172...5714.8';
  const { sureWrong } = misreads(result, truth, SURE);
  assert.deepEqual(sureWrong, [], 'wrong cells read as sure');
  assert.ok(result.confidence[78] < SURE, `${cellName(78)} in doubt`);
});
