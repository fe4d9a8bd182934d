// Variant generation by level (issue 30): the puzzle grades at the level asked for, has one solution (proven twice:
// by the solver and by the simple reference solver), keeps its solution's givens, and comes again from its seed; every step of its grading keeps the solution; an expert one
// needs a chain.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateVariantAtLevel } from '../../src/engine/variant/generate-level.ts';
import { gradeVariant } from '../../src/engine/variant/grade/variant-grade.ts';
import { classicRules, type VariantRules } from '../../src/engine/variant/rules.ts';
import { solveVariant } from '../../src/engine/variant/solve.ts';
import type { Level } from '../../src/engine/levels.ts';
import { solveVariantSimply } from './variant-reference-solver.ts';

const CASES: [string, VariantRules, Level, boolean][] = [
  ['9×9 X easy', classicRules(9, { diagonals: true }), 'easy', false],
  ['9×9 anti-king medium', classicRules(9, { antiKing: true }), 'medium', false],
  ['9×9 classic hard', classicRules(9), 'hard', false],
  // Carved to the level (generate-carve.ts): non-consecutive puzzles mostly jump from medium to expert.
  ['9×9 non-consecutive hard', classicRules(9, { nonConsecutive: true }), 'hard', false],
  ['9×9 windoku extreme', classicRules(9, { windows: true }), 'extreme', false],
  // Expert: the chains (X-chain, XY-chain, AIC over the variant's houses and peers).
  ['9×9 windoku expert', classicRules(9, { windows: true }), 'expert', false],
  ['9×9 anti-knight expert', classicRules(9, { antiKnight: true }), 'expert', false],
  ['9×9 killer medium', classicRules(9), 'medium', true],
  ['6×6 killer easy', classicRules(6), 'easy', true],
  // Harder killers lose cages: cells outside every cage put the rule of 45's uncaged innies to work.
  ['9×9 killer hard', classicRules(9), 'hard', true],
  ['9×9 killer extreme', classicRules(9), 'extreme', true],
  // Expert killers: a cage whose removal goes past expert loses a cell instead.
  ['9×9 killer expert', classicRules(9), 'expert', true],
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
      const again = solveVariantSimply(puzzle.rules, puzzle.givens, 2, Infinity);
      assert.equal(again.count, 1);
      assert.deepEqual(again.solution, puzzle.solution);
      puzzle.givens.forEach((digit, cell) => assert.ok(digit === 0 || digit === puzzle.solution[cell]));
      assert.deepEqual(generateVariantAtLevel(rules, level, 'level-test', killer), puzzle);
    });
  }

  it('an expert puzzle needs a chain: its grading uses one and nothing harder', () => {
    const puzzle = generateVariantAtLevel(classicRules(9, { diagonals: true }), 'expert', 'level-test');
    const graded = gradeVariant(puzzle.rules, puzzle.givens);
    const used = graded.steps.map((step) => step.technique);
    assert.ok(used.some((id) => id === 'x-chain' || id === 'xy-chain' || id === 'aic'));
    assert.ok(!used.includes('trial'));
  });
});
