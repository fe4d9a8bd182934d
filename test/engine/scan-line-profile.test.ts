// line-profile.ts: a grid's inner lines too faint for the threshold, seen in its gray levels along their length.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Gray } from '../../src/engine/scan/image.ts';
import { faintInnerLines } from '../../src/engine/scan/line-profile.ts';

const SIZE = 200;
const FROM = 20;
const SPAN = 162;
const corners = [
  { x: FROM, y: FROM },
  { x: FROM + SPAN, y: FROM },
  { x: FROM + SPAN, y: FROM + SPAN },
  { x: FROM, y: FROM + SPAN },
];

/**
 * A light grid of `lines` inner lines each way, `depth` gray levels under the paper, inside a dark border, with
 * digit-like dark blocks in a third of its cells and a little noise: a blurred photo of a screen's pale grid.
 */
function grid(lines: number, depth: number): Gray {
  const pixels = new Uint8Array(SIZE * SIZE);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 3) - 1;
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const u = x - FROM;
      const v = y - FROM;
      const inside = u >= 0 && v >= 0 && u < SPAN && v < SPAN;
      const border = inside && (u < 2 || v < 2 || u >= SPAN - 2 || v >= SPAN - 2);
      const step = SPAN / (lines + 1);
      const onLine = (a: number) => lines > 0 && a > step / 2 && Math.abs(a - Math.round(a / step) * step) < 1;
      const cell = Math.floor(u / 18) + 9 * Math.floor(v / 18);
      const digit = inside && cell % 3 === 0 && Math.abs((u % 18) - 9) < 3 && Math.abs((v % 18) - 9) < 5;
      const level = border || digit ? 60 : inside && (onLine(u) || onLine(v)) ? 200 - depth : 200;
      pixels[y * SIZE + x] = level + noise();
    }
  return { width: SIZE, height: SIZE, pixels };
}

test('a border around eight faint lines each way, three levels under the paper: the lines of a 9×9 grid', () => {
  assert.equal(faintInnerLines(grid(8, 3), corners, 'dark-ink'), true);
});

test('a border with nothing inside but digits: no grid of lines', () => {
  assert.equal(faintInnerLines(grid(0, 3), corners, 'dark-ink'), false);
});

test('faint lines at other places (a 10×10 table in the same frame): no 9×9 grid', () => {
  assert.equal(faintInnerLines(grid(9, 3), corners, 'dark-ink'), false);
});

test('lines of the other polarity (lighter than the paper) are no dark lines', () => {
  assert.equal(faintInnerLines(grid(8, -3), corners, 'dark-ink'), false);
});
