// Held-out check with variant puzzles written by people (test/data/variant-human, sources and terms in SOURCE.md):
// each has exactly one solution by the solver and by the simple reference solver (variant-reference-solver.ts, no
// work queues), the solver's solution passes the checker written apart from it (check.ts) and matches the solution
// its source published where it published one, and the grader finishes it with a level.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { checkVariant } from '../../src/engine/variant/check.ts';
import { gradeVariant } from '../../src/engine/variant/grade/variant-grade.ts';
import { solveVariant } from '../../src/engine/variant/solve.ts';
import { readVariantText } from '../../src/engine/variant/text-form.ts';
import { solveVariantSimply } from './variant-reference-solver.ts';

const DIR = new URL('../data/variant-human/', import.meta.url);

/**
 * The solutions the sources published, row by row; null where the source published none (then the two solvers, each
 * proving one solution, and the checker stand for it).
 */
const PUBLISHED: Record<string, string | null> = {
  // CSPLib problem 057's killer_sudoku.mzn states this output for Wikipedia's example.
  'wikipedia-killer.txt': '215647398368952174794381652586274931142593867973816425821739546659428713437165289',
  // puzzle-draw's tests/examples/killer-example.pzl gives this solution with the puzzle.
  'puzzle-draw-killer-6x6.txt': '462531351642623415514326146253235164',
  'sudopedia-jigsaw-sudoku.txt': null,
  'sudopedia-mirror-jigsaw.txt': null,
};

describe('variant puzzles written by people', () => {
  const files = readdirSync(DIR).filter((name) => name.endsWith('.txt'));
  it('every file is listed here, with its published solution or none', () => {
    assert.ok(files.length > 0);
    for (const file of files) assert.ok(file in PUBLISHED, `${file}: not listed in PUBLISHED`);
    assert.deepEqual(Object.keys(PUBLISHED).sort(), [...files].sort());
  });

  for (const file of files) {
    it(`${file}: one solution by both solvers, the published one, checked apart from the solver, graded`, () => {
      const read = readVariantText(readFileSync(new URL(file, DIR), 'utf8'));
      assert.ok(read.ok, read.ok ? '' : read.message);
      const { rules, givens } = read.puzzle;
      const found = solveVariant(rules, givens, 2);
      assert.equal(found.timedOut, false);
      assert.equal(found.count, 1);
      assert.ok(found.solution);
      const published = PUBLISHED[file];
      if (published) assert.equal(found.solution.join(''), published);
      assert.deepEqual(checkVariant(rules, found.solution), []);
      const again = solveVariantSimply(rules, givens, 2, Infinity);
      assert.equal(again.count, 1);
      assert.deepEqual(again.solution, found.solution);
      const graded = gradeVariant(rules, givens);
      assert.ok(graded.level, `no level: ${graded.problem}`);
      assert.ok(graded.solved);
    });
  }
});
