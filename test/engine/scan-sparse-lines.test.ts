// A grid of gaps drawn under a device pixel: the browser draws a cell boundary's gap at some boundaries and not at
// others, so the grid shows its border and a few inner lines, each at a ninth, none at the box lines (wild explore6
// s193: lines at 2, 4, 5 and 7 ninths both ways). find-grid.ts takes it for a 9 × 9 grid when every line it shows lies
// on a ninth; another table's lines (8 or 10 across) lie between the ninths, and it stays no grid.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { findGrid } from '../../src/engine/scan/find-grid.ts';
import type { Gray } from '../../src/engine/scan/image.ts';
import { misreads, picture } from './scan-fixture.ts';

const SIDE = 500;
const AT = 50;
const GRID = 360;

/** A white page with a dark square frame of GRID px and inner lines at `lines` (shares of the side) both ways. */
function ruled(lines: number[]): Gray {
  const pixels = new Uint8Array(SIDE * SIDE).fill(245);
  const line = (along: number): void => {
    const from = AT + Math.round(along * GRID) - 1;
    for (let a = AT; a <= AT + GRID; a++)
      for (let d = 0; d < 2; d++) {
        pixels[a * SIDE + from + d] = 40;
        pixels[(from + d) * SIDE + a] = 40;
      }
  };
  for (const at of [0, 1, ...lines]) line(at);
  return { width: SIDE, height: SIDE, pixels };
}

test('a grid showing its border and inner lines at 2, 4, 5 and 7 ninths only is found, where its border is', () => {
  const found = findGrid(ruled([2, 4, 5, 7].map((k) => k / 9)));
  assert.ok(found, 'grid found');
  for (const [i, p] of found.corners.entries()) {
    const x = i === 1 || i === 2 ? AT + GRID : AT;
    const y = i >= 2 ? AT + GRID : AT;
    assert.ok(Math.hypot(p.x - x, p.y - y) <= 4, `corner ${i} at ${p.x},${p.y}, not ${x},${y}`);
  }
});

test('a table ruled in eighths, or in tenths, is no 9 × 9 grid', () => {
  for (const across of [8, 10]) {
    const lines = Array.from({ length: across - 1 }, (_, k) => (k + 1) / across);
    assert.equal(findGrid(ruled(lines)), null, `${across} across`);
  }
});

test('a screenshot of a grid of sub-pixel gaps (lines at some cell boundaries only) is read exactly', () => {
  // wild explore6 s193 (scripts/scan-wild.ts --set explore6), as rendered: a dark theme's grid of 0.5 px gaps at a
  // device scale of 2, its lines at 2, 4, 5 and 7 ninths; declined before ("no Sudoku grid found").
  const truth = '4..678....7193.2..8.9..147...6.4281.1478..352.83..5.4975.2.3164.1.4.6.9.96418752.';
  const result = scan(picture('scan-wild', 'sparse-gap-lines.jpg'));
  assert.ok(result.found, 'grid found');
  const { wrong, sureWrong } = misreads(result, truth, SURE);
  assert.deepEqual(sureWrong, [], 'wrong cells read as sure');
  assert.deepEqual(wrong, [], 'misread cells');
});
