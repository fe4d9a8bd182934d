// Jellyfish on a published example: Mauricio's "4x4x4x4 Jellyfish" puzzle in the enjoysudoku.com forum thread "A
// Pure Jellyfish Collection" (posted 7 Jan 2008; tarek: "a living breathing 4x4x4x4 Jellyfish"), built so that a
// jellyfish is the only technique past the basic ones that makes progress. The post gives the givens, not a
// candidate state, so the test lets the grader take its basic steps (singles, locked candidates, naked and hidden
// subsets) and asserts that the one step past them is a jellyfish on 9 in columns 2, 3, 7 and 8, removing every
// other 9 from their four rows; nothing else past the basics is needed to solve.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solve } from '../../src/engine/solve.ts';
import {
  CandidateGrid,
  IMPLEMENTED_TECHNIQUES,
  applyStep,
  findStep,
  type Step,
  type TechniqueId,
} from '../../src/engine/index.ts';
import { keys } from './fixtures/textbook/hodoku.ts';

/** Singles, locked candidates and naked/hidden subsets: the "basic" techniques the post's puzzle may also need. */
const BASIC = new Set<TechniqueId>(
  IMPLEMENTED_TECHNIQUES.filter((id) => id === 'full-house' || /single|locked|naked|hidden/.test(id)),
);

const PUZZLE = '.............1.....123.456...........23...78..47.6.12...........318.764..58...23.';

test('Jellyfish: forum example (Mauricio, "A Pure Jellyfish Collection"), 9 in columns 2, 3, 7, 8 and rows 1, 2, 4, 7', () => {
  const givens = [...PUZZLE].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const truth = solve(givens, { limit: 2 });
  assert.equal(truth.count, 1, 'the example puzzle has one solution');
  const solution = truth.solution!;
  const b = CandidateGrid.fromGrid(givens);
  const beyondBasic: Step[] = [];
  let expected: string[] = [];
  for (let i = 0; i < 200 && !b.isSolved(); i++) {
    const step = findStep(b, { unique: true, solution });
    assert.ok(step, 'a step is found');
    for (const e of step.eliminations) assert.notEqual(solution[e.cell], e.digit, step.text);
    if (!BASIC.has(step.technique)) {
      if (beyondBasic.length === 0) {
        // The pattern's own eliminations: every 9 left in rows 1, 2, 4 and 7 outside columns 2, 3, 7 and 8.
        const cells = [0, 1, 3, 6].flatMap((r) => [0, 3, 4, 5, 8].map((c) => r * 9 + c));
        expected = keys(cells.filter((c) => b.has(c, 9)).map((cell) => ({ cell, digit: 9 })));
      }
      beyondBasic.push(step);
    }
    applyStep(b, step);
  }
  assert.ok(b.isSolved(), 'the grader solves the puzzle');
  assert.deepEqual(
    beyondBasic.map((s) => s.technique),
    ['jellyfish'],
    beyondBasic.map((s) => s.text).join('\n'),
  );
  const [jellyfish] = beyondBasic;
  assert.ok(expected.length > 0, 'the jellyfish removes something');
  assert.deepEqual(keys(jellyfish.eliminations), expected, jellyfish.text);
  assert.match(jellyfish.text, /^Jellyfish on 9 in columns 2, 3, 7 and 8 \(rows 1, 2, 4 and 7\) removes 9 from /);
  for (const k of expected) assert.ok(jellyfish.text.includes(k.split('<>')[0]), `${k} is named`);
});
