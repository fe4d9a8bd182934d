// scan on pictures it read wrong with a warning (a cell in doubt, misread or left blank), copied from the wild corpus's
// explore3 set (scripts/scan-wild.ts, rendered in headless Chromium), cropped to the board and saved as gray levels.
// - segments-centre-mark.png (s126, shrunk to half): a seven-segment grid whose pencil marks sit in a 3 × 3 layout;
//   r3c9's lone 5 in the middle of the cell stands at the x-height, where a seven-segment 4 or 7 cut short of its
//   lowest bar stands, and was read as a 5 in doubt. A 5 has bars at its top and bottom: at that height it is whole,
//   a pencil mark (scan.ts `barred`).
// - mono-6-beside-clash.png (s371): Space Mono's 6, its top curled down, which the network reads as 8 (the runner-up
//   a 6), three times, on a board where the player has entered a digit its row already has. The clash has no cell in
//   doubt, so no mending made the grid a puzzle; set aside, the rest is mended by the three 6s together
//   (puzzle-repair.ts `misreadTogether`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { misreads, picture } from './scan-fixture.ts';

const PICTURES: Record<string, string> = {
  'mono-6-beside-clash.png': '..64.7...349.8.5..2...95.126...4.792.3..2.8..89...........649..9.15.3.4..6.9...75',
  'segments-centre-mark.png': '.243..18997.5..643...1..72.462.........41723613765289464.29.3712.3...95..5.83.462',
};

for (const [name, truth] of Object.entries(PICTURES)) {
  test(`a picture read with a cell in doubt (${name}): read exactly, no wrong cell sure`, () => {
    const result = scan(picture('scan-wild', name));
    assert.ok(result.found, 'grid found');
    const { wrong, sureWrong } = misreads(result, truth, SURE);
    assert.deepEqual(sureWrong, [], 'wrong cells read as sure');
    assert.deepEqual(wrong, [], 'misread cells');
  });
}
