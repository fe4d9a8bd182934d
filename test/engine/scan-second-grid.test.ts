// scan on pictures where the line finder's grid is not the Sudoku, or not all of it, and the grid of tiles found in
// the same picture is (locate.ts `locations`, scan.ts): copied from the wild corpus's explore2 set
// (scripts/scan-wild.ts --set explore2, rendered in headless Chromium; fonts from their @fontsource packages).
// - gaps-taken-for-lines.jpg (s329, as rendered): a 233 px page of light tiles 3 px apart whose white gaps in one
//   corner were taken for a 3 × 3 grid of lines: declined.
// - tiles-to-the-page-edge.jpg (s393, as rendered): tiles turned half a degree whose lines were fitted to the picture's
//   edge a sixth of a cell out: declined.
// - caption-under-turned-grid.png (s578, cropped, saved as gray levels): a newspaper grid of shaded cells turned
//   1.5°, its caption fitted as its bottom line: the eighth row was cut in two and read blank, one of its digits sure.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { misreads, picture } from './scan-fixture.ts';

const PICTURES: Record<string, string> = {
  'gaps-taken-for-lines.jpg': '.2.......8.932.6..7.69..4...58......2..84...........1.37.6.5.2....4.2........9..7',
  'tiles-to-the-page-edge.jpg': '8.....9......3....21.64......4.6..58.....4.....1.8.2...2.89.5..57.....6........1.',
  'caption-under-turned-grid.png': '..4.6..9161329..87.5..3.24....9...629.1..7...248...71..96.7.1.51.7.46.2..82.1..7.',
};

for (const [name, truth] of Object.entries(PICTURES)) {
  test(`the tiles' grid read where the lines' grid holds no Sudoku or no puzzle (${name}): read exactly`, () => {
    const result = scan(picture('scan-wild', name));
    assert.ok(result.found, 'grid found');
    const { wrong, sureWrong } = misreads(result, truth, SURE);
    assert.deepEqual(sureWrong, [], 'wrong cells read as sure');
    assert.deepEqual(wrong, [], 'misread cells');
  });
}
