// A KenKen's cage sums stand in the top-left corner of a cage's first cell (cage-clues.ts); a Sudoku's digits stand in
// the middle, its pencil marks in a few corners: the count tells a KenKen from a Sudoku before its digits are read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cageClueCells } from '../../src/engine/scan/cage-clues.ts';
import { CELL, SIDE } from '../../src/engine/scan/rectify.ts';

/** A blank rectified grid (paper 230), with dark boxes drawn into the given cells at offsets within the cell. */
function grid(marks: { cell: number; x: number; y: number; w: number; h: number }[]): Float32Array {
  const pixels = new Float32Array(SIDE * SIDE).fill(230);
  for (const { cell, x, y, w, h } of marks) {
    const x0 = (cell % 9) * CELL + x;
    const y0 = Math.floor(cell / 9) * CELL + y;
    for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) pixels[(y0 + dy) * SIDE + x0 + dx] = 30;
  }
  return pixels;
}

const clue = (cell: number) => ({ cell, x: 4, y: 4, w: 9, h: 5 });
const digit = (cell: number) => ({ cell, x: 12, y: 7, w: 8, h: 18 });

test('cage sums in the top-left corner of a third of the cells are counted; digits in the middle are not', () => {
  const cells = Array.from({ length: 30 }, (_, k) => k * 2 + 1);
  assert.equal(cageClueCells(grid(cells.map(clue))), 30);
  assert.equal(cageClueCells(grid(cells.map(digit))), 0);
});

test('a pencil mark in the top-left corner beside others in the cell is no cage sum', () => {
  // Candidates 1 and 3 (top row's corners) and 7 (bottom-left): a Sudoku's pencil marks in a 3 × 3 layout.
  const marks = [0, 10, 20].flatMap((cell) => [
    { cell, x: 4, y: 4, w: 4, h: 6 },
    { cell, x: 24, y: 4, w: 4, h: 6 },
    { cell, x: 4, y: 23, w: 4, h: 6 },
  ]);
  assert.equal(cageClueCells(grid(marks)), 0);
});

test('a small digit or a pair of pencil marks set high is no cage sum: the rest of the cell must be clear', () => {
  const cells = Array.from({ length: 30 }, (_, k) => k * 2 + 1);
  // Candidates 1 and 4 (the top row's left, the middle row's left) and a small digit reaching down to y 18.
  const pair = cells.flatMap((cell) => [
    { cell, x: 4, y: 4, w: 4, h: 6 },
    { cell, x: 4, y: 14, w: 4, h: 6 },
  ]);
  const high = cells.map((cell) => ({ cell, x: 5, y: 4, w: 8, h: 14 }));
  assert.equal(cageClueCells(grid(pair)), 0);
  assert.equal(cageClueCells(grid(high)), 0);
});
