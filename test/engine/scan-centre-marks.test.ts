// scan on pictures of centre pencil marks (a row of small digits in the middle of a cell) as short as an old-style 1
// or 2 (cut-cells.ts `xHeight`), which were read as 1s and 2s in doubt; copied from the wild corpus's explore2 set
// (scripts/scan-wild.ts --set explore2, rendered in headless Chromium; fonts from their @fontsource packages), cropped
// and saved as 16 gray levels (each test still fails with its change left out: lining r7c7, rows four cells).
// - centre-marks-lining.png (s397): Inter's digits, its 1s and 2s as tall as its other digits: beside them, a
//   mark at the x-height ("14", a lone "1") is no digit (scan.ts `liningFigures`): 8 cells read as 1s and 2s.
// - centre-marks-rows.png (s492): a blurred canvas whose grid holds digits broken in two, where a short piece may be
//   any digit cut short; rows of marks ("139", "13") read as 7 and 9 (cut-cells.ts `inARow`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { misreads, picture } from './scan-fixture.ts';

const PICTURES: Record<string, string> = {
  'centre-marks-lining.png': '.9..3.2.8......37...7.5...6.....8....29.....1...14.7....29......81....5..53.7.6..',
  'centre-marks-rows.png': '78..9........1.....426.....2758.........6......4.25.....3.5..67.6....4.9..1.7.8.5',
};

for (const [name, truth] of Object.entries(PICTURES)) {
  test(`centre pencil marks at the x-height left blank (${name}): read exactly`, () => {
    const result = scan(picture('scan-wild', name));
    assert.ok(result.found, 'grid found');
    const { wrong, sureWrong } = misreads(result, truth, SURE);
    assert.deepEqual(sureWrong, [], 'wrong cells read as sure');
    assert.deepEqual(wrong, [], 'misread cells');
  });
}
