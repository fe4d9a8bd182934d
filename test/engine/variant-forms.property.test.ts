// Every form of a variant puzzle round-trips (issue 30): generated puzzles of every variant at 4×4 and 6×6 (drawn
// by fast-check: variant, size and seed), and a 9×9 of each kind, written as f-puzzles JSON, as f-puzzles and
// SudokuPad links (plain and URL-encoded, both hosts) and in our text form, are read back by readVariantPuzzle as
// the same puzzle; the text form is written again letter for letter; a classic's line and grid forms too.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { gridLayout, lineLayout } from '../../src/engine/variant/cells-text.ts';
import { writeFpuzzles, type VariantPuzzle } from '../../src/engine/variant/fpuzzles.ts';
import { writeFpuzzlesLink, writeSudokuPadLink } from '../../src/engine/variant/links.ts';
import { variantNameOf } from '../../src/engine/variant/names.ts';
import { classicRules, type VariantRules } from '../../src/engine/variant/rules.ts';
import { solveVariant } from '../../src/engine/variant/solve.ts';
import { readVariantPuzzle } from '../../src/engine/variant/read-variant.ts';
import { writeVariantText } from '../../src/engine/variant/text-form.ts';
import { LZ_BASE64 } from '../../src/lz-base64.ts';
import { SMALL_VARIANTS, canonical, generatedPuzzle } from './variant-puzzles.ts';

const SEED = 30;

/** Each form of `puzzle` with the format the reader must name; the classic forms only for a classic. */
function forms(puzzle: VariantPuzzle): [string, string][] {
  const json = JSON.stringify(writeFpuzzles(puzzle));
  const sudokuPad = writeSudokuPadLink(puzzle, LZ_BASE64);
  const payload = sudokuPad.slice('https://sudokupad.app/fpuzzles'.length);
  const out: [string, string][] = [
    [json, 'f-puzzles'],
    [writeFpuzzlesLink(puzzle, LZ_BASE64), 'f-puzzles link'],
    [sudokuPad, 'SudokuPad link'],
    [`https://sudokupad.app/?puzzleid=fpuzzles${encodeURIComponent(payload)}`, 'SudokuPad link'],
    [`https://app.crackingthecryptic.com/sudoku/fpuz${payload}`, 'SudokuPad link'],
    [writeVariantText(puzzle), 'variant text'],
  ];
  if (variantNameOf(puzzle.rules) === 'classic' && !puzzle.rules.extraRegions) {
    out.push([lineLayout(puzzle.givens), 'line'], [gridLayout(puzzle.givens, puzzle.rules.size), 'grid']);
  }
  return out;
}

function assertRoundTrips(puzzle: VariantPuzzle): void {
  for (const [text, format] of forms(puzzle)) {
    const read = readVariantPuzzle(text, LZ_BASE64);
    assert.ok(read.ok, `${format}: ${read.ok ? '' : read.message}`);
    assert.equal(read.format, format);
    assert.deepEqual(canonical(read.puzzle), canonical(puzzle), format);
    if (format === 'variant text') assert.equal(writeVariantText(read.puzzle), text);
  }
}

describe('every form round-trips', () => {
  it('generated 4×4 and 6×6 puzzles of every variant', () => {
    const variant = fc.oneof(
      fc.record({ size: fc.constant(4), name: fc.constantFrom(...SMALL_VARIANTS) }),
      fc.record({ size: fc.constant(6), name: fc.constantFrom(...SMALL_VARIANTS, 'anti-king') }),
    );
    fc.assert(
      fc.property(variant, fc.integer({ min: 0, max: 1_000_000 }), ({ size, name }, seed) => {
        const puzzle = generatedPuzzle(name, size, seed);
        assert.equal(variantNameOf(puzzle.rules), name);
        assertRoundTrips(puzzle);
      }),
      { seed: SEED, numRuns: 40 },
    );
  });

  for (const name of ['classic', 'killer+x', 'windoku', 'jigsaw', 'anti-king', 'x']) {
    it(`a generated 9×9 ${name}`, () => {
      const puzzle = generatedPuzzle(name, 9, 7);
      assert.equal(variantNameOf(puzzle.rules), name);
      assertRoundTrips(puzzle);
    });
  }

  // Generating these takes seconds to minutes by seed; a form does not care whether the puzzle is unique, so every
  // third cell of a solution of the empty grid stands in.
  const sampled: [string, VariantRules][] = [
    ['9×9 non-consecutive', classicRules(9, { nonConsecutive: true })],
    ['16×16 classic', classicRules(16)],
    ['16×16 X and anti-knight', classicRules(16, { diagonals: true, antiKnight: true })],
  ];
  for (const [name, rules] of sampled) {
    it(`a ${name}, every third cell of a solution given`, () => {
      const solution = solveVariant(rules, new Array<number>(rules.size ** 2).fill(0), 1).solution;
      assert.ok(solution);
      assertRoundTrips({ rules, givens: solution.map((d, i) => (i % 3 === 0 ? d : 0)) });
    });
  }

  it('a puzzle with an extra region and a cage without a sum (f-puzzles has both)', () => {
    const puzzle = generatedPuzzle('killer', 6, 1);
    const rules = {
      ...puzzle.rules,
      cages: (puzzle.rules.cages ?? []).map((cage, i) => (i === 0 ? { cells: cage.cells } : cage)),
      extraRegions: [[0, 7, 14]],
    };
    assertRoundTrips({ rules, givens: puzzle.givens });
  });
});
