// Generated variant puzzles (issue 30, first slice): each has one solution, proven twice: by the solver, and on
// 4×4 by brute force over every Latin square filtered by the independent checker, on 9×9 by the simple reference
// solver (jigsaw, combined rules and 16×16 too). The same seed gives the same puzzle; a killer comes with cages only.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkVariant } from '../../src/engine/variant/check.ts';
import { generateVariant } from '../../src/engine/variant/generate.ts';
import { classicRules, type VariantRules } from '../../src/engine/variant/rules.ts';
import { solveVariant } from '../../src/engine/variant/solve.ts';
import { latinSquares4 } from './latin-squares.ts';
import { generatedPuzzle } from './variant-puzzles.ts';
import { solveVariantSimply } from './variant-reference-solver.ts';

const SQUARES = latinSquares4();
const JIGSAW_4 = [0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3];

const RULES_4: [string, VariantRules, boolean][] = [
  ['classic', classicRules(4), false],
  ['X', classicRules(4, { diagonals: true }), false],
  ['jigsaw', { size: 4, regions: JIGSAW_4 }, false],
  ['anti-knight', classicRules(4, { antiKnight: true }), false],
  ['killer', classicRules(4), true],
];

describe('4×4 puzzles: one solution by brute force too', () => {
  for (const [name, rules, killer] of RULES_4) {
    it(`${name}, 5 seeds`, () => {
      for (let seed = 0; seed < 5; seed++) {
        const puzzle = generateVariant(rules, `${name}-${seed}`, killer);
        assert.deepEqual(checkVariant(puzzle.rules, puzzle.solution), []);
        const matches = SQUARES.filter(
          (grid) =>
            checkVariant(puzzle.rules, grid).length === 0 &&
            grid.every((d, i) => !puzzle.givens[i] || puzzle.givens[i] === d),
        );
        assert.deepEqual(matches, [puzzle.solution]);
        if (killer) assert.ok(puzzle.givens.every((d) => d === 0));
      }
    });
  }
});

describe('9×9 puzzles of each variant: unique, keeping every rule, at least 40 blanks, reproducible', () => {
  const cases: [string, VariantRules, boolean][] = [
    ['X', classicRules(9, { diagonals: true }), false],
    ['windoku', classicRules(9, { windows: true }), false],
    ['anti-knight', classicRules(9, { antiKnight: true }), false],
    ['anti-king', classicRules(9, { antiKing: true }), false],
    ['non-consecutive', classicRules(9, { nonConsecutive: true }), false],
    ['killer', classicRules(9), true],
  ];
  for (const [name, rules, killer] of cases) {
    it(name, () => {
      const puzzle = generateVariant(rules, `nine-${name}`, killer);
      assert.deepEqual(checkVariant(puzzle.rules, puzzle.solution), []);
      const found = solveVariant(puzzle.rules, puzzle.givens, 2);
      assert.equal(found.count, 1);
      assert.deepEqual(found.solution, puzzle.solution);
      // A second method: the simple solver the fast one grew from (no work queues, cage combinations or 45 rule).
      const again = solveVariantSimply(puzzle.rules, puzzle.givens, 2, Infinity);
      assert.equal(again.count, 1);
      assert.deepEqual(again.solution, puzzle.solution);
      assert.ok(puzzle.givens.filter((d) => d === 0).length >= 40);
      assert.deepEqual(generateVariant(rules, `nine-${name}`, killer), puzzle);
    });
  }
});

describe('jigsaw, combined rules and 16×16: unique by the reference solver too', () => {
  // Jigsaw regions are drawn from the seed as the CLI and the board draw them; two seeds where a proof is cheap, one
  // for jigsaw X (about 1.5 s in the reference solver, which has no work queues).
  const cases: [string, number, number[]][] = [
    ['jigsaw', 9, [1, 2]],
    ['jigsaw', 6, [1, 2]],
    ['killer+jigsaw', 6, [1, 2]],
    ['killer+x', 9, [1, 2]],
    ['anti-knight+killer', 9, [1, 2]],
    ['windoku+anti-king', 9, [1, 2]],
    ['jigsaw+x', 9, [1]],
    ['classic', 16, [1, 2]],
    ['x', 16, [1, 2]],
  ];
  for (const [name, size, seeds] of cases) {
    it(`${size}×${size} ${name}, seeds ${seeds.join(', ')}`, () => {
      for (const seed of seeds) {
        const puzzle = generatedPuzzle(name, size, seed);
        const found = solveVariant(puzzle.rules, puzzle.givens, 2);
        assert.equal(found.count, 1);
        assert.ok(found.solution);
        assert.deepEqual(checkVariant(puzzle.rules, found.solution), []);
        const again = solveVariantSimply(puzzle.rules, puzzle.givens, 2, Infinity);
        assert.equal(again.count, 1);
        assert.deepEqual(again.solution, found.solution);
        if (name.includes('killer'))
          assert.ok(
            puzzle.givens.every((d) => d === 0),
            'a killer has cages only',
          );
      }
    });
  }
});
