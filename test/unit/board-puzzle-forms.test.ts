// The board's `puzzle` takes every form the CLI reads (issue 30): our variant text form, f-puzzles and SudokuPad
// links, and 16×16 lines in 1–9A–G or 0–F, each played under its own rules; before, the text form was read as a
// classic 9×9 (a killer's cages and a jigsaw's regions dropped without a word) and the others were refused.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readPuzzle } from '../../src/components/sudoku-board/initial-source.ts';
import { createRng } from '../../src/engine/rng.ts';
import {
  generateVariant,
  lineLayout,
  randomJigsawRegions,
  readVariantName,
  rulesOfParts,
  writeFpuzzlesLink,
  writeSudokuPadLink,
  writeVariantText,
  type GeneratedVariant,
  type VariantRules,
} from '../../src/engine/variant/index.ts';
import { LZ_BASE64 } from '../../src/lz-base64.ts';

function made(name: string, size: number, seed: number): GeneratedVariant {
  const read = readVariantName(name);
  assert.ok(read.ok);
  const regions = read.parts.has('jigsaw') ? randomJigsawRegions(size, createRng(`jigsaw:${seed}`)) : undefined;
  return generateVariant(rulesOfParts(read.parts, size, regions), seed, read.parts.has('killer'));
}

/** The board's reading of `text`: its givens and the rules it plays them under (none: classic). */
async function played(text: string): Promise<{ givens: number[]; rules: VariantRules | undefined }> {
  const read = await readPuzzle(text);
  assert.equal(read.problem, undefined, read.problem);
  assert.ok(read.givens);
  return { givens: [...read.givens], rules: read.geometry.variant };
}

const sameRules = (actual: VariantRules | undefined, expected: VariantRules) => {
  assert.ok(actual, 'played as a classic puzzle');
  assert.deepEqual(actual.regions, expected.regions);
  assert.deepEqual(actual.cages ?? [], expected.cages ?? []);
  assert.equal(!!actual.diagonals, !!expected.diagonals);
  assert.equal(!!actual.nonConsecutive, !!expected.nonConsecutive);
  assert.equal(!!actual.windows, !!expected.windows);
  assert.equal(!!actual.antiKnight, !!expected.antiKnight);
  assert.equal(!!actual.antiKing, !!expected.antiKing);
};

describe("the board's puzzle in the CLI's forms", () => {
  for (const [name, size] of [
    ['killer', 9],
    ['jigsaw', 9],
    ['non-consecutive', 9],
    ['windoku', 9],
    ['anti-knight', 9],
    ['anti-king', 9],
    ['killer+x', 6],
  ] as const)
    it(`our text form of a ${size}×${size} ${name}: played under its rules`, async () => {
      const puzzle = made(name, size, 3);
      const { givens, rules } = await played(writeVariantText(puzzle));
      assert.deepEqual(givens, puzzle.givens);
      sameRules(rules, puzzle.rules);
    });

  it('a SudokuPad link and an f-puzzles link to a killer: its cages played', async () => {
    const puzzle = made('killer', 9, 4);
    for (const link of [writeSudokuPadLink(puzzle, LZ_BASE64), writeFpuzzlesLink(puzzle, LZ_BASE64)]) {
      const { givens, rules } = await played(link);
      assert.deepEqual(givens, puzzle.givens);
      sameRules(rules, puzzle.rules);
    }
  });

  it("a SudokuPad link in SudokuPad's own format is refused saying so", async () => {
    const read = await readPuzzle('https://sudokupad.app/sclN4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9');
    assert.equal(read.givens, null);
    assert.match(read.problem ?? '', /SudokuPad's own puzzle format/);
  });

  it('a 16×16 line in 1–9A–G, the same in 0–F, and as 16 lines of numbers', async () => {
    const puzzle = made('classic', 16, 2);
    const ours = lineLayout(puzzle.givens);
    const hex = [...ours].map((c) => (c === '.' ? '.' : '0123456789ABCDEF'[parseInt(c, 17) - 1])).join('');
    const rows = Array.from({ length: 16 }, (_, r) => puzzle.givens.slice(r * 16, r * 16 + 16).join(' ')).join('\n');
    for (const text of [ours, hex, rows]) {
      const { givens, rules } = await played(text);
      assert.deepEqual(givens, puzzle.givens);
      assert.equal(rules?.size, 16);
    }
  });
});
