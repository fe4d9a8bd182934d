import { test } from 'node:test';
import assert from 'node:assert/strict';
import { grade, levelIndex, TECHNIQUE_BY_ID, TECHNIQUES, type TechniqueId } from '../../src/engine/grade/index.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { findTechnique, generate, generateAsync, type Generated } from '../../src/engine/generate/index.ts';

const order = (id: string): number => TECHNIQUES.findIndex((t) => t.id === id);

/** The trainer's promise, checked on the full grade: T is used, and every step is T or tried before it, no harder. */
function assertTrains(result: Generated, id: TechniqueId): void {
  const full = grade(result.puzzle);
  assert.equal(full.status, 'graded', id);
  assert.ok((full.counts[id] ?? 0) > 0, `${id} is not used: ${JSON.stringify(full.counts)}`);
  for (const used of Object.keys(full.counts)) {
    assert.ok(order(used) <= order(id), `${id} puzzle also needs ${used}, tried after it`);
    assert.ok(levelIndex(TECHNIQUE_BY_ID[used as TechniqueId].level) <= levelIndex(TECHNIQUE_BY_ID[id].level), used);
  }
  assert.equal(full.level, TECHNIQUE_BY_ID[id].level);
  assert.equal(result.level, full.level);
  assert.equal(result.score, full.score);
  assert.equal(solve(result.puzzle, { limit: 2 }).count, 1);
  assert.ok(result.puzzle.filter((d) => d === 0).length >= 40);
}

for (const id of ['naked-pair', 'x-wing', 'w-wing', 'xy-wing', 'hidden-rectangle', 'xy-chain'] as const) {
  test(`technique ${id}: the puzzle needs ${id} and nothing the grader tries after it`, () => {
    for (const seed of [1, 2]) {
      const result = generate({ technique: id, seed });
      assert.equal(result.stopped, undefined, `${id}, seed ${seed}`);
      assert.equal(result.technique, id);
      assert.equal(result.difficulty, TECHNIQUE_BY_ID[id].level);
      assertTrains(result, id);
    }
  });
}

test('technique: same seed, same puzzle; a name works as well as an id', async () => {
  const first = generate({ technique: 'skyscraper', seed: 'train' });
  assert.deepEqual(generate({ technique: 'Skyscraper', seed: 'train' }).puzzle, first.puzzle);
  assert.deepEqual((await generateAsync({ technique: 'skyscraper', seed: 'train' })).puzzle, first.puzzle);
  assert.equal(findTechnique('2-string kite')?.id, 'two-string-kite');
  assert.equal(findTechnique('Locked candidates (pointing)')?.id, 'locked-candidates-pointing');
  assert.equal(findTechnique('BUG+1')?.id, 'bug-plus-1');
  assert.equal(findTechnique('XY wing')?.id, 'xy-wing');
  assert.equal(findTechnique('x wing jr'), null);
});

test('technique: one that is not in the catalogue is refused with a RangeError listing the ids', async () => {
  for (const technique of ['x-wang', '', 'hidden single!!?']) {
    if (findTechnique(technique)) continue;
    assert.throws(() => generate({ technique }), {
      name: 'RangeError',
      message: /unknown technique .*use one of full-house, naked-single, .*x-wing, .*trial/,
    });
  }
  await assert.rejects(generateAsync({ technique: 'nope' }), { name: 'RangeError', message: /x-wing/ });
});

test('technique: a search that runs out of time says so and still returns a proper puzzle', () => {
  const start = performance.now();
  // Trial is practically never needed: forcing chains come first (none found in 5 searches of 30 s each).
  const result = generate({ technique: 'trial', seed: 3, timeLimitMs: 200 });
  assert.ok(performance.now() - start < 5000);
  assert.equal(result.stopped, 'time-limit');
  assert.equal(solve(result.puzzle, { limit: 2 }).count, 1);
  assert.equal(result.level, grade(result.puzzle).level);
});

test('technique: the full house, which no puzzle with 40 blanks can end on, is refused at once and says why', () => {
  assert.throws(() => generate({ technique: 'full-house' }), {
    name: 'RangeError',
    message: /no puzzle can need only Full house: full houses alone solve at most 27 blanks/,
  });
});

test("grade's stopAfter agrees with the full grade: it stops exactly when the path needs a later technique", () => {
  let stopped = 0;
  for (let seed = 0; seed < 40; seed++) {
    const { puzzle } = generate({ seed });
    const full = grade(puzzle);
    for (const id of ['hidden-pair', 'x-wing', 'xy-chain'] as const) {
      const limited = grade(puzzle, { stopAfter: id });
      const needsLater = Object.keys(full.counts).some(
        (used) =>
          order(used) > order(id) ||
          levelIndex(TECHNIQUE_BY_ID[used as TechniqueId].level) > levelIndex(TECHNIQUE_BY_ID[id].level),
      );
      assert.equal(limited.above === true, needsLater, `seed ${seed}, ${id}`);
      if (needsLater) stopped++;
      else assert.deepEqual(limited.counts, full.counts, `seed ${seed}, ${id}`);
    }
  }
  assert.ok(stopped > 0, 'some puzzle needed more than the technique');
});
