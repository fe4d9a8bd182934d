import { test } from 'node:test';
import assert from 'node:assert/strict';
import { grade } from '../../src/engine/grade/index.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { dailyDateOf, dailyDateProblem, dailySeed, generate, generateAsync } from '../../src/engine/generate/index.ts';

test('daily: the same date and level give the same puzzle, every call, sync or async', async () => {
  const first = generate({ daily: '2026-03-14', difficulty: 'hard' });
  assert.deepEqual(generate({ daily: '2026-03-14', difficulty: 'hard' }).puzzle, first.puzzle);
  assert.deepEqual((await generateAsync({ daily: '2026-03-14', difficulty: 'hard' })).puzzle, first.puzzle);
  assert.equal(first.daily, '2026-03-14');
  assert.equal(first.stopped, undefined);
});

test('daily: the puzzle depends on the date and level alone, not on the clock, the seed or the symmetry', () => {
  const daily = generate({ daily: '2026-05-01', difficulty: 'expert' });
  // A time limit of 0 would end any search by level after one attempt: the daily search has no clock in it.
  const hurried = generate({
    daily: '2026-05-01',
    difficulty: 'expert',
    timeLimitMs: 0,
    seed: 'mine',
    symmetry: 'none',
  });
  assert.deepEqual(hurried.puzzle, daily.puzzle);
  assert.equal(hurried.level, 'expert');
  assert.equal(hurried.symmetry, 'rotate180');
  // It is the seeded generator's puzzle for a seed made of the date and level.
  assert.equal(daily.seed, dailySeed('2026-05-01', 'expert'));
  const seeded = generate({ seed: daily.seed, difficulty: 'expert', symmetry: 'rotate180', timeLimitMs: Infinity });
  assert.deepEqual(seeded.puzzle, daily.puzzle);
});

test('daily: different dates, and different levels of one date, give different puzzles', () => {
  const puzzles = ['2026-01-01', '2026-01-02', '2027-01-01'].map((daily) => generate({ daily, difficulty: 'medium' }));
  const medium = puzzles[0].puzzle.join('');
  assert.equal(new Set(puzzles.map((p) => p.puzzle.join(''))).size, 3);
  assert.notEqual(generate({ daily: '2026-01-01', difficulty: 'easy' }).puzzle.join(''), medium);
});

test('daily: the level is the one asked for (medium by default), and the puzzle is proper', () => {
  for (const level of ['easy', 'medium', 'hard', 'extreme'] as const) {
    const daily = generate({ daily: '2026-07-04', difficulty: level });
    assert.equal(daily.level, level);
    assert.equal(grade(daily.puzzle).level, level, level);
    assert.equal(solve(daily.puzzle, { limit: 2 }).count, 1, level);
  }
  const plain = generate({ daily: '2026-07-04' });
  assert.equal(plain.difficulty, 'medium');
  assert.equal(grade(plain.puzzle).level, 'medium');
});

test('daily: a malformed or impossible date is refused with a RangeError saying why', async () => {
  const cases: [unknown, RegExp][] = [
    ['2026-02-30', /February 2026 has 28 days/],
    ['2023-02-29', /February 2023 has 28 days/],
    ['2026-13-01', /no month 13/],
    ['2026-04-31', /April 2026 has 30 days/],
    ['2026-00-10', /no month 0/],
    ['2026-3-4', /YYYY-MM-DD/],
    ['14/03/2026', /YYYY-MM-DD/],
    ['', /YYYY-MM-DD/],
    [20260314, /string/],
    // Today's date on a clock set past year 9999 or before year 1000 names its year, not the format.
    ['275760-09-13', /275760-09-13 is not a date: the year must be from 1000 to 9999/],
    ['-271821-04-20', /-271821-04-20 is not a date: the year must be from 1000 to 9999/],
    ['0500-01-01', /the year must be from 1000 to 9999/],
    [`2026-03-14${'x'.repeat(1_000_000)}`, /^a daily date is YYYY-MM-DD, e\.g\. 2026-03-14 \(got "2026-03-14x{30}"\)$/],
  ];
  for (const [daily, message] of cases) {
    assert.throws(() => generate({ daily: daily as string }), { name: 'RangeError', message }, String(daily));
    await assert.rejects(generateAsync({ daily: daily as string }), { name: 'RangeError', message });
  }
  assert.equal(dailyDateProblem('2024-02-29'), null, 'a leap day is a date');
  assert.equal(dailyDateProblem('2000-02-29'), null);
  assert.match(dailyDateProblem('1900-02-29') ?? '', /28 days/);
});

test("daily: today's date is the local calendar date, in the daily format", () => {
  assert.equal(dailyDateOf(new Date(2026, 0, 5, 23, 59)), '2026-01-05');
  assert.equal(dailyDateOf(new Date(2026, 11, 31, 0, 0)), '2026-12-31');
  assert.equal(dailyDateProblem(dailyDateOf()), null);
});
