// Killer cages as killer apps draw them (issue 30): cages of 2–4 cells, a few of 5, and almost no one-cell cage (a
// given in disguise). Cut and drawn again until unique, a 6×6 killer had 5–16 one-cell cages of 17–25 and a 9×9 4–9.
// K = 2 (6×6) and 4 (9×9) one-cell cages at most: published killers have none to two; the generator peels a cell off
// only where no split or move of a cage rules a second solution out. Each puzzle is unique, proved twice.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkVariant } from '../../src/engine/variant/check.ts';
import { generateVariant } from '../../src/engine/variant/generate.ts';
import { generateVariantAtLevel } from '../../src/engine/variant/generate-level.ts';
import { gradeVariant } from '../../src/engine/variant/grade/variant-grade.ts';
import { classicRules } from '../../src/engine/variant/rules.ts';
import { solveVariant } from '../../src/engine/variant/solve.ts';
import { solveVariantSimply } from './variant-reference-solver.ts';

const MOST_ONE_CELL: Record<number, number> = { 6: 2, 9: 4 };

describe('killer cages: few one-cell cages, unique', () => {
  for (const size of [6, 9])
    it(`${size}×${size}, seeds 1–4: at most ${MOST_ONE_CELL[size]} one-cell cages, sizes 1–5, unique twice`, () => {
      for (let seed = 1; seed <= 4; seed++) {
        const puzzle = generateVariant(classicRules(size), seed, true);
        const cages = puzzle.rules.cages ?? [];
        const lone = cages.filter((cage) => cage.cells.length === 1).length;
        assert.ok(lone <= MOST_ONE_CELL[size], `seed ${seed}: ${lone} one-cell cages`);
        assert.ok(cages.every((cage) => cage.cells.length <= 5));
        assert.equal(
          cages.reduce((n, cage) => n + cage.cells.length, 0),
          size * size,
          'every cell caged',
        );
        assert.deepEqual(checkVariant(puzzle.rules, puzzle.solution), []);
        const found = solveVariant(puzzle.rules, puzzle.givens, 2);
        assert.equal(found.count, 1);
        assert.deepEqual(found.solution, puzzle.solution);
        if (size > 6 && seed > 1) continue; // the reference solver takes seconds on a 9×9 killer: one seed
        const again = solveVariantSimply(puzzle.rules, puzzle.givens, 2, Infinity);
        assert.equal(again.count, 1);
      }
    });
});

describe('killer cages at each level: few one-cell cages, unique, graded at the level', () => {
  for (const size of [6, 9])
    for (const level of ['easy', 'medium', 'hard', 'expert', 'extreme'] as const)
      it(`${size}×${size} ${level}, seeds 1–2: at most ${MOST_ONE_CELL[size]} one-cell cages`, () => {
        for (let seed = 1; seed <= 2; seed++) {
          const puzzle = generateVariantAtLevel(classicRules(size), level, seed, true);
          const lone = (puzzle.rules.cages ?? []).filter((cage) => cage.cells.length === 1).length;
          assert.ok(lone <= MOST_ONE_CELL[size], `seed ${seed}: ${lone} one-cell cages`);
          // Easy killers use small cages (docs/variants.md: 2–3 cells), the others up to 5.
          const most = Math.max(...(puzzle.rules.cages ?? []).map((cage) => cage.cells.length));
          assert.ok(most <= (level === 'easy' ? 3 : 5), `seed ${seed}: a cage of ${most} cells at ${level}`);
          assert.equal(solveVariant(puzzle.rules, puzzle.givens, 2).count, 1);
          assert.deepEqual(checkVariant(puzzle.rules, puzzle.solution), []);
          assert.equal(gradeVariant(puzzle.rules, puzzle.givens, { solution: puzzle.solution }).level, level);
        }
      });
});
