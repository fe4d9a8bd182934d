// scan on small grids of Playfair Display's old-style figures (1s and 2s at the x-height, the others rising above it or
// hanging below), copied as rendered from the wild corpus's explore10 set (scripts/scan-wild.ts, headless Chromium,
// the @fontsource web font). Each was read with digits left blank, in doubt, before:
// - small-old-style-few-tall.png (s309): a 415 px SVG grid, italic figures 0.22–0.34 of the cell, corner pencil marks
//   in 20 cells. Only 8 cells held ink as tall as a digit (MIN_DIGIT_HEIGHT), too few to measure the grid's digit
//   height by, so every shorter figure (three 1s, a 2, a 4) was left blank (cut-cells.ts `fewAgreeing`).
// - old-style-1-under-share.png (s544): a 305 px grid of borders, the figures 0.34 of the cell. r5c9's 1 stands 7 px
//   against the others' 11: 0.64 of their height, under the x-height share that reads a piece as a 1 or 2
//   (cut-cells.ts `X_HEIGHT_SHARE`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scan, SURE } from '../../src/engine/index.ts';
import { misreads, picture } from './scan-fixture.ts';

const PICTURES: Record<string, string> = {
  'small-old-style-few-tall.png': '.2.53.6....4..7.....76....8...1..4.....8..521.5.......7....1......956.8..3......2',
  'old-style-1-under-share.png': '1.2.548.6694..7.5.3..26..7...98.3.67768...431.13.7.9.22.1638.49.4.72.3......4.6..',
};

for (const [name, truth] of Object.entries(PICTURES)) {
  test(`small old-style figures (${name}): read exactly, no wrong cell sure`, () => {
    const result = scan(picture('scan-wild', name));
    assert.ok(result.found, 'grid found');
    const { wrong, sureWrong } = misreads(result, truth, SURE);
    assert.deepEqual(sureWrong, [], 'wrong cells read as sure');
    assert.deepEqual(wrong, [], 'misread cells');
  });
}
