// Finders skip patterns that rest only on cells or units unchanged since they last found nothing (memo.ts). A skip must never
// hide a step: on every state of several grades (not only where the grade reaches the finder), each finder below, fed
// the memo's `dirty` as grading feeds it, must answer exactly what the same finder answers searching everything.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solve } from '../../src/engine/solve/index.ts';
import { CandidateGrid, applyStep } from '../../src/engine/index.ts';
import { findStep, type SearchContext } from '../../src/engine/grade/search.ts';
import { SearchMemo, type Dirty } from '../../src/engine/grade/memo.ts';
import { findSueDeCoq } from '../../src/engine/grade/sue-de-coq.ts';
import { findFinnedFrankenSwordfish, forgetPairVerdicts } from '../../src/engine/grade/franken-fish.ts';
import { findFinnedFish } from '../../src/engine/grade/fish.ts';
import type { Step } from '../../src/engine/grade/step.ts';
import { say } from '../words/say.ts';
import { puzzleLines } from '../data/puzzles.ts';

type Search = (b: CandidateGrid, dirty?: Dirty) => Step | null;

const SEARCHES: Record<string, Search> = {
  'sue-de-coq': (b, dirty) => findSueDeCoq(b, dirty),
  'finned-franken-swordfish': (b, dirty) => findFinnedFrankenSwordfish(b, dirty),
  'finned-jellyfish': (b, dirty) => findFinnedFish(b, 4, false, dirty),
  'sashimi-swordfish': (b, dirty) => findFinnedFish(b, 3, true, dirty),
};

/**
 * Walks the grades of `lines`; at every state each search runs with the memo's dirty (a slot of its own, a snapshot
 * after each null) and from scratch, and the answers must agree. Returns how many states had a step from each.
 */
function compare(lines: readonly string[]): Record<string, number> {
  const found: Record<string, number> = {};
  const names = Object.keys(SEARCHES);
  for (const line of lines) {
    const givens = [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));
    const truth = solve(givens, { limit: 2 });
    const ctx: SearchContext = { unique: truth.count === 1, solution: truth.solution!, givens };
    const memo = new SearchMemo();
    const b = CandidateGrid.fromGrid(givens);
    for (let i = 0; i < 400 && !b.isSolved(); i++) {
      memo.begin(b);
      names.forEach((name, slot) => {
        const skipping = SEARCHES[name](b, memo.dirtyFor(slot));
        if (skipping === null) memo.foundNothing(slot);
        forgetPairVerdicts();
        const fresh = SEARCHES[name](b);
        assert.equal(skipping && say(skipping), fresh && say(fresh), `${name} on ${line}, state ${i}`);
        if (fresh) found[name] = (found[name] ?? 0) + 1;
      });
      const step = findStep(b, ctx);
      assert.ok(step, 'the grader finds a step');
      applyStep(b, step);
    }
    memo.release();
  }
  return found;
}

test('finders that skip unchanged patterns answer on every state of a grade as a search of everything does', () => {
  const hard = puzzleLines('sudoku3m-sample').slice(4500);
  const found = compare(hard.filter((_, i) => i % 250 === 3));
  for (const name of Object.keys(SEARCHES))
    assert.ok((found[name] ?? 0) >= 2, `few states with a ${name}: ${JSON.stringify(found)}`);
});
