// scan on a picture copied from the wild corpus's explore5 set (scripts/scan-wild.ts: s164, a canvas grid in a bold
// Space Mono on a newspaper page, turned 0.7°, JPEG'd), cropped around the grid, saved as gray levels (JPEG quality 50).
// Its 35 cells of wide centre pencil marks are each in doubt, and 6 of its 22 digits under the JPEG's noise: more than
// 27 cells in doubt with fewer than 17 sure digits was declined as no Sudoku, though its digits make a puzzle with one
// solution (scan.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { assertReadExactly, picture } from './scan-fixture.ts';

const TRUTH = '..4.6.7..6.....2......1..3.3....2..9.1.95...............1....57..5.8.4.2.2......6';

test('a pencil-marked grid with most cells in doubt, its digits one puzzle: read exactly', () => {
  const result = scan(picture('scan-wild', 'centre-marks-in-doubt.jpg'));
  assertReadExactly(result, TRUTH);
  assert.ok(result.confidence.filter((c) => c < SURE).length > 27, 'the marks stay in doubt');
});
