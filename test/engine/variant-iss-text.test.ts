// The bench's writer of the Interactive Sudoku Solver's constraint text (bench/variant-iss.ts): a wrong cell name or
// region layout would have the peer solve another puzzle, and the bench compare unlike work.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toIssText } from '../../bench/variant-iss.ts';
import { boxRegions, classicRules } from '../../src/engine/variant/rules.ts';

test('16×16 cells are named with one character a row and column, 1…9 then a…g', () => {
  const givens = new Array<number>(256).fill(0);
  givens[15] = 16; // row 1, column 16
  givens[255] = 3; // row 16, column 16
  assert.equal(toIssText(classicRules(16), givens), '.Shape~16x16.~R1Cg_16~RgCg_3');
});

test('killer cages and X diagonals are written as its Cage and Diagonal constraints', () => {
  const rules = classicRules(9, { diagonals: true, cages: [{ cells: [0, 1, 9], sum: 12 }] });
  assert.equal(
    toIssText(rules, new Array<number>(81).fill(0)),
    '.Shape~9x9.Diagonal~1.Diagonal~-1.Cage~12~R1C1~R1C2~R2C1',
  );
});

test('jigsaw regions become a layout, one character per cell, and boxes are dropped', () => {
  const regions = boxRegions(9);
  [regions[2], regions[3]] = [regions[3], regions[2]]; // swap two cells across a box border
  const text = toIssText({ size: 9, regions }, new Array<number>(81).fill(0));
  const layout = /\.Jigsaw~(\w+)\.NoBoxes/.exec(text)?.[1] ?? '';
  assert.equal(layout.length, 81);
  assert.deepEqual(
    [...layout].map((char) => '123456789'.indexOf(char)),
    regions,
  );
});
