// Cage splitting (issue 30) on a killer position where it is the only technique that makes progress: every other
// finder (the rule of 45 over one house and over groups, the cages' combinations, subsets, fish, wings, colouring and
// chains) finds nothing, and the split does. Box 7 holds the 7 cage (r7c1, r8c1), the 4 cage (r9c1) and the 6 cage
// (r8c3) whole, r7c3 in no cage, and parts of the 20 cage at r6c2 (r7c2, r8c2 inside) and of the 19 cage at r9c2
// (r9c2, r9c3 inside): those parts and r7c3 make 45 − 17 = 28 between them. The 20 cage's part makes 20 − 6 (r6c2)
// − r6c3 (2/4) = 10 or 12; the 19 cage's part 10, 12 or 17 (r9c4, 2/7/9, takes the rest); r7c3 is 1/3/8. Only
// 10 + 10 + 8 and 10 + 17 + 1 make 28: the 20 cage's part is 10.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boardFromCandidates, type VariantBoard } from '../../src/engine/variant/grade/variant-board.ts';
import { nextVariantStep } from '../../src/engine/variant/grade/variant-search.ts';
import { VARIANT_FINDERS } from '../../src/engine/variant/grade/variant-techniques.ts';
import type { VariantRules } from '../../src/engine/variant/rules.ts';
import { cellName, inGridOf } from '../../src/words/cells.ts';
import { describeVariantStep } from '../../src/words/variant-describe.ts';
import de from '../../src/words/de/variant-steps.ts';
import en from '../../src/words/en/variant-steps.ts';
import es from '../../src/words/es/variant-steps.ts';
import fr from '../../src/words/fr/variant-steps.ts';
import { POSITIONS } from './variant-grade-positions.ts';

function boardOf(rules: VariantRules, cells: string): VariantBoard {
  const tokens = cells.split(' ');
  const values = tokens.map((t) => (t.startsWith('=') ? Number(t[1]) : 0));
  const candidates = tokens.map((t) => [...t.replace('=', '')].map(Number));
  return boardFromCandidates(rules, values, candidates);
}

const position = POSITIONS.find((p) => p.technique === 'cage-split');
const cell = (row: number, column: number): number => (row - 1) * 9 + column - 1;

describe('cage splitting', () => {
  assert.ok(position, 'no cage-split position');
  const board = boardOf(position.rules, position.cells);
  const solution = [...position.solution].map(Number);

  it('no other technique makes progress on the position', () => {
    for (const { id, finder } of VARIANT_FINDERS)
      if (id !== 'cage-split') assert.equal(finder(board), null, `${id} applies`);
  });

  it("holds the 20 cage's part in box 7 to 10 and removes what no such split gives", () => {
    const step = nextVariantStep(board.rules, board);
    assert.ok(step);
    assert.equal(step.technique, 'cage-split');
    assert.deepEqual(step.houses, [{ kind: 'box', number: 7 }]);
    assert.deepEqual(step.cages?.[0].sum, 20);
    assert.deepEqual(step.facts, { kind: 'cage-split', part: [cell(7, 2), cell(8, 2)], sums: [10], total: 45 });
    // r6c3 is then 14 − 10 = 4, not 2; r7c2 + r8c2 = 10 from 1/3/7/9 and 1/3/9: 1+9, 9+1 or 7+3, so r7c2 is not 3.
    assert.deepEqual(step.eliminations, [
      { cell: cell(6, 3), digit: 2 },
      { cell: cell(7, 2), digit: 3 },
    ]);
    for (const { cell: at, digit } of step.eliminations) assert.notEqual(digit, solution[at]);
  });

  it('says so in every language, naming the box, the cage, its part, the sum and the cells it changes', () => {
    const step = nextVariantStep(board.rules, board);
    assert.ok(step);
    for (const words of [en, de, fr, es]) {
      const text = describeVariantStep(step, words, 9);
      assert.ok(text.startsWith(words.names['cage-split']), `${words.lang}: ${text}`);
      // The box by its name, its article contracted after "de" where the language does (fr "du bloc", es "del bloque").
      const box = words.house({ kind: 'box', number: 7 }).replace(/^le /, 'du ').replace(/^el /, 'del ');
      assert.ok(text.includes(box), `${words.lang}: ${text}`);
      assert.ok(text.includes(inGridOf(9, () => words.cage(step.cages![0]))), `${words.lang}: ${text}`);
      for (const at of [cell(7, 2), cell(8, 2), cell(6, 3)])
        assert.ok(text.includes(inGridOf(9, () => cellName(at))), `${words.lang} misses a cell: ${text}`);
      assert.match(text, /\b10\b/, `${words.lang}: ${text}`);
    }
  });
});
