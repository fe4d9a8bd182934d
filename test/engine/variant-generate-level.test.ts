// Variant generation by level (issue 30): the puzzle grades at the level asked for, has one solution, keeps its
// solution's givens, and comes again from its seed; every step of its grading keeps the solution; a level no variant
// technique has is refused by name.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateVariantAtLevel } from '../../src/engine/variant/generate-level.ts';
import { gradeVariant } from '../../src/engine/variant/grade/variant-grade.ts';
import { classicRules, type VariantRules } from '../../src/engine/variant/rules.ts';
import { solveVariant } from '../../src/engine/variant/solve.ts';
import type { Level } from '../../src/engine/levels.ts';

const CASES: [string, VariantRules, Level, boolean][] = [
  ['9×9 X easy', classicRules(9, { diagonals: true }), 'easy', false],
  ['9×9 anti-king medium', classicRules(9, { antiKing: true }), 'medium', false],
  ['9×9 classic hard', classicRules(9), 'hard', false],
  ['9×9 windoku extreme', classicRules(9, { windows: true }), 'extreme', false],
  ['9×9 killer medium', classicRules(9), 'medium', true],
  ['6×6 killer easy', classicRules(6), 'easy', true],
  // Harder killers lose cages: cells outside every cage put the rule of 45's uncaged innies to work.
  ['9×9 killer hard', classicRules(9), 'hard', true],
  ['9×9 killer extreme', classicRules(9), 'extreme', true],
];

describe('generateVariantAtLevel', () => {
  for (const [name, rules, level, killer] of CASES) {
    it(name, () => {
      const puzzle = generateVariantAtLevel(rules, level, 'level-test', killer);
      assert.equal(puzzle.level, level);
      const graded = gradeVariant(puzzle.rules, puzzle.givens);
      assert.equal(graded.level, level);
      assert.ok(graded.solved);
      for (const step of graded.steps) {
        for (const { cell, digit } of step.placements) assert.equal(digit, puzzle.solution[cell], step.technique);
        for (const { cell, digit } of step.eliminations) assert.notEqual(digit, puzzle.solution[cell], step.technique);
      }
      const found = solveVariant(puzzle.rules, puzzle.givens, 2);
      assert.equal(found.count, 1);
      assert.deepEqual(found.solution, puzzle.solution);
      puzzle.givens.forEach((digit, cell) => assert.ok(digit === 0 || digit === puzzle.solution[cell]));
      assert.deepEqual(generateVariantAtLevel(rules, level, 'level-test', killer), puzzle);
    });
  }

  it('refuses a level no variant technique has', () => {
    assert.throws(() => generateVariantAtLevel(classicRules(9), 'expert', 1), /no variant technique is rated expert/);
  });
});
