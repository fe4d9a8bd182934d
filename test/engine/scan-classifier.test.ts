// The digit network's tenth class: ink that is no digit. What is left of grid lines meeting in a cell, or a bar
// across it, is not read as the digit it looks least unlike (a 1, a 7): scan leaves such a cell blank, flagged.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { digitModel, NOT_DIGIT, predict } from '../../src/engine/scan/classifier.ts';
import { CROP } from '../../src/engine/scan/cut-cells.ts';

/** A crop with ink 1 on the pixels `inked` says yes to. */
const crop = (inked: (x: number, y: number) => boolean): Float32Array =>
  Float32Array.from({ length: CROP * CROP }, (_, i) => (inked(i % CROP, Math.floor(i / CROP)) ? 1 : 0));

const top = (p: Float32Array): number => p.indexOf(Math.max(...p));

test('line remnants meeting in a corner, and a bar across with a stub: no digit', () => {
  const corner = crop((x, y) => (y >= 2 && y <= 3 && x >= 2 && x <= 17) || (x >= 2 && x <= 3 && y >= 2 && y <= 17));
  const tee = crop((x, y) => (y >= 9 && y <= 10 && x >= 2 && x <= 17) || (x >= 9 && x <= 10 && y >= 9 && y <= 17));
  for (const input of [corner, tee]) assert.equal(top(predict(digitModel(), input)), NOT_DIGIT);
});

test('a plain upright bar with a flag and a foot is a 1, not "no digit"', () => {
  const one = crop(
    (x, y) =>
      (x >= 9 && x <= 11 && y >= 2 && y <= 17) || (y >= 16 && y <= 17 && x >= 6 && x <= 14) || (x + y === 12 && x >= 6),
  );
  assert.equal(top(predict(digitModel(), one)), 0);
});
