// Puzzle links in a real browser (issue 30): the LZ-String codec (a CommonJS package, wrapped for the test runner by
// web-test-runner.config.mjs, bundled by Vite for the faces) loads, and a SudokuPad link written here reads back.
import { expect } from '@open-wc/testing';
import { classicRules, readVariantPuzzle, writeSudokuPadLink } from '../../src/engine/variant/index.ts';
import { LZ_BASE64 } from '../../src/lz-base64.ts';

it('a SudokuPad link with an f-puzzles payload round-trips in the browser', () => {
  const puzzle = {
    rules: classicRules(4, { diagonals: true }),
    givens: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2],
  };
  const link = writeSudokuPadLink(puzzle, LZ_BASE64);
  expect(link).to.match(/^https:\/\/sudokupad\.app\/fpuzzles[A-Za-z0-9+/=]+$/);
  const read = readVariantPuzzle(link, LZ_BASE64);
  expect(read.ok).to.equal(true);
  if (read.ok) expect(read.puzzle.givens).to.deep.equal(puzzle.givens);
});
