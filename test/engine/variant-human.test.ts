// Held-out check with variant puzzles written by people (test/data/variant-human, sources and terms in SOURCE.md):
// each has exactly one solution, the solver's solution passes the checker written apart from it (check.ts) and
// matches the solution its source published, and the grader finishes it with a level.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { checkVariant } from '../../src/engine/variant/check.ts';
import { gradeVariant } from '../../src/engine/variant/grade/variant-grade.ts';
import { solveVariant } from '../../src/engine/variant/solve.ts';
import { readVariantText } from '../../src/engine/variant/text-form.ts';

const DIR = new URL('../data/variant-human/', import.meta.url);

/** The solutions the sources published, row by row. */
const PUBLISHED: Record<string, string> = {
  // CSPLib problem 057's killer_sudoku.mzn states this output for Wikipedia's example.
  'wikipedia-killer.txt': '215647398368952174794381652586274931142593867973816425821739546659428713437165289',
};

describe('variant puzzles written by people', () => {
  const files = readdirSync(DIR).filter((name) => name.endsWith('.txt'));
  it('every file has its published solution here', () => {
    assert.ok(files.length > 0);
    for (const file of files) assert.ok(PUBLISHED[file], `${file}: no published solution`);
  });

  for (const file of files) {
    it(`${file}: one solution, the published one, checked apart from the solver, graded`, () => {
      const read = readVariantText(readFileSync(new URL(file, DIR), 'utf8'));
      assert.ok(read.ok, read.ok ? '' : read.message);
      const { rules, givens } = read.puzzle;
      const found = solveVariant(rules, givens, 2);
      assert.equal(found.timedOut, false);
      assert.equal(found.count, 1);
      assert.ok(found.solution);
      assert.equal(found.solution.join(''), PUBLISHED[file]);
      assert.deepEqual(checkVariant(rules, found.solution), []);
      const graded = gradeVariant(rules, givens);
      assert.ok(graded.level, `no level: ${graded.problem}`);
      assert.ok(graded.solved);
    });
  }
});
