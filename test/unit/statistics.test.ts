// The board's statistics bookkeeping (DOM-free): what counts as played and solved, times, the daily streak over
// local calendar dates, and stored statistics that do not add up being refused whole.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  emptyTally,
  readTally,
  recordGame,
  summarise,
  statisticsKey,
  withDaily,
  currentStreak,
  MAX_STREAK,
  RECENT,
  REMEMBERED,
  type EndedGame,
  type Streak,
  type Tally,
} from '../../src/play/statistics/bookkeeping.ts';
import { isDate, nextDay } from '../../src/play/statistics/dates.ts';
import { localDate } from '../../src/play/statistics/today.ts';

const TODAY = '2026-03-14';
let ids = 0;
const game = (over: Partial<EndedGame> = {}): EndedGame => ({
  id: `g${ids++}`,
  level: 'medium',
  outcome: 'solved',
  timeMs: 300_000,
  helped: false,
  ...over,
});
const play = (games: EndedGame[], today = TODAY, from: Tally = emptyTally()): Tally =>
  games.reduce((tally, ended) => recordGame(tally, ended, today), from);
const stats = (tally: Tally, today = TODAY) => summarise(tally, today);

/** Dailies solved on each of `dates`, at medium, each solved on its own date. */
const dailies = (dates: string[]): Tally =>
  dates.reduce((tally, date) => recordGame(tally, game({ daily: date }), date), emptyTally());

describe('statistics: games played and solved', () => {
  it('counts played, solved, solved without help, and best and average times, per level', () => {
    const tally = play([
      game({ timeMs: 240_000 }),
      game({ timeMs: 360_000, helped: true }),
      game({ outcome: 'abandoned', timeMs: 90_000 }),
      game({ outcome: 'revealed', timeMs: 600_000 }),
      game({ level: 'hard', timeMs: 900_000 }),
    ]);
    const { medium, hard, easy } = stats(tally).levels;
    assert.deepEqual(
      [medium.played, medium.solved, medium.solvedWithoutHelp, medium.bestMs, medium.averageMs],
      [4, 2, 1, 240_000, 300_000],
    );
    assert.deepEqual(medium.recentMs, [240_000, 360_000]);
    assert.deepEqual([hard.played, hard.solved, hard.bestMs], [1, 1, 900_000]);
    assert.deepEqual([easy.played, easy.bestMs, easy.averageMs], [0, null, null]);
  });

  it('counts a game once: abandoned then brought back and solved is one game played and solved', () => {
    const abandoned = game({ id: 'back', outcome: 'abandoned', level: 'hard' });
    // Graded meanwhile as expert: it stays with the level it was counted at.
    const tally = play([abandoned, { ...abandoned, outcome: 'solved', level: 'expert' }]);
    const { hard, expert } = stats(tally).levels;
    assert.deepEqual([hard.played, hard.solved], [1, 1]);
    assert.equal(expert.played, 0);
    // Solved again (undo, redo) or reported abandoned afterwards: nothing changes.
    const again = play(
      [
        { ...abandoned, outcome: 'solved' },
        { ...abandoned, outcome: 'abandoned' },
      ],
      TODAY,
      tally,
    );
    assert.deepEqual(again, tally);
  });

  it('keeps the latest 20 times and remembers the latest 20 games', () => {
    const many = Array.from({ length: 30 }, (_, i) => game({ timeMs: (i + 1) * 1000 }));
    const tally = play(many);
    const { medium } = stats(tally).levels;
    assert.equal(medium.recentMs.length, RECENT);
    assert.equal(medium.recentMs.at(-1), 30_000);
    assert.equal(medium.bestMs, 1000);
    assert.equal(medium.averageMs, 15_500);
    assert.equal(tally.games.length, REMEMBERED);
  });

  it('does not change the statistics it is given', () => {
    const before = play([game()]);
    const copy = structuredClone(before);
    recordGame(before, game({ daily: TODAY }), TODAY);
    assert.deepEqual(before, copy);
  });

  it('keys the statistics beside the saved game', () => {
    assert.equal(statisticsKey('my-sudoku'), 'my-sudoku:statistics');
  });
});

describe('statistics: the daily streak over local dates', () => {
  const streakOn = (dates: string[], today: string) => {
    const { medium } = stats(dailies(dates), today).levels;
    return [medium.currentStreak, medium.longestStreak];
  };

  it('runs across a month end, a year end and February 29th', () => {
    assert.deepEqual(streakOn(['2026-01-30', '2026-01-31', '2026-02-01'], '2026-02-01'), [3, 3]);
    assert.deepEqual(streakOn(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'], '2027-01-02'), [4, 4]);
    assert.deepEqual(streakOn(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01'), [3, 3]);
    assert.deepEqual(streakOn(['2027-02-28', '2027-03-01'], '2027-03-01'), [2, 2]);
  });

  it('starts again after a missed day, and keeps the longest', () => {
    assert.deepEqual(streakOn(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05'], '2026-03-05'), [1, 3]);
    assert.deepEqual(streakOn(['2026-04-29', '2026-04-30', '2026-05-02', '2026-05-03'], '2026-05-03'), [2, 2]);
  });

  it('is still alive the day after (today not solved yet), and 0 once a whole day is missed', () => {
    const dates = ['2026-12-30', '2026-12-31'];
    assert.deepEqual(streakOn(dates, '2027-01-01'), [2, 2]);
    assert.deepEqual(streakOn(dates, '2027-01-02'), [0, 2]);
  });

  it('counts a date once, ignores a daily still to come, and a past day filled in later mends nothing', () => {
    const base: Streak = { current: 2, longest: 2, last: '2026-03-13' };
    assert.deepEqual(withDaily(base, '2026-03-13', TODAY), base);
    assert.deepEqual(withDaily(base, '2026-03-15', TODAY), base);
    assert.deepEqual(withDaily(base, '2026-03-10', TODAY), base);
    assert.deepEqual(withDaily(base, TODAY, TODAY), { current: 3, longest: 3, last: TODAY });
    assert.equal(currentStreak({ current: 0, longest: 0 }, TODAY), 0);
  });

  it('counts only solved dailies, at their own level; a daily solved the next day counts for its date', () => {
    const tally = play(
      [
        game({ daily: '2026-03-12', outcome: 'revealed' }),
        game({ daily: '2026-03-13', outcome: 'abandoned' }),
        game({ daily: '2026-03-13', level: 'hard' }),
        game({ daily: TODAY, level: 'hard', helped: true }),
      ],
      TODAY,
    );
    const { medium, hard } = stats(tally).levels;
    assert.deepEqual([medium.currentStreak, medium.lastDaily], [0, null]);
    assert.deepEqual([hard.currentStreak, hard.longestStreak, hard.lastDaily], [2, 2, TODAY]);
  });
});

describe('statistics: dates', () => {
  it('knows calendar dates and the day after', () => {
    assert.ok(isDate('2028-02-29'));
    for (const bad of ['2027-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-5', '0999-01-01', 20260314, ''])
      assert.ok(!isDate(bad), String(bad));
    assert.equal(nextDay('2026-12-31'), '2027-01-01');
    assert.equal(nextDay('2024-02-28'), '2024-02-29');
    assert.equal(nextDay('2026-03-31'), '2026-04-01');
  });

  it("takes today's date in the local time zone", () => {
    // 23:30 local on the 31st of December is still that day wherever the test runs.
    assert.equal(localDate(new Date(2026, 11, 31, 23, 30)), '2026-12-31');
    assert.equal(localDate(new Date(2027, 0, 1, 0, 5)), '2027-01-01');
  });
});

describe('statistics: stored data', () => {
  const sound = (): Tally =>
    play([game({ timeMs: 100_000, daily: '2026-03-13' }), game({ outcome: 'abandoned' }), game({ daily: TODAY })]);

  it('reads back what it stored, and nothing stored is empty statistics without a problem', () => {
    const tally = sound();
    assert.deepEqual(readTally(JSON.stringify(tally)), { tally, problem: null });
    assert.deepEqual(readTally(null), { tally: emptyTally(), problem: null });
  });

  it('refuses tampered or corrupt statistics whole, saying why', () => {
    // (any: the test writes shapes the types forbid, as a hand-edited store would hold them.)
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    type Loose = Record<string, any>;
    const tampered = (change: (t: Loose) => void): string => {
      const t = structuredClone(sound()) as unknown as Loose;
      change(t);
      return JSON.stringify(t);
    };
    const cases: [string, string][] = [
      ['not JSON', '{"version":1,'],
      ['an array', '[]'],
      ['another format', tampered((t) => (t.version = 2))],
      ['no levels', tampered((t) => delete t.levels)],
      ['more solved than played', tampered((t) => (t.levels.medium.solved = 9))],
      ['a negative count', tampered((t) => (t.levels.easy.played = -1))],
      ['a count as text', tampered((t) => (t.levels.medium.played = '3'))],
      ['a best time above the average', tampered((t) => (t.levels.medium.bestMs = 10_000_000))],
      ['a best time with nothing solved', tampered((t) => (t.levels.hard.bestMs = 5))],
      ['an endless time', tampered((t) => (t.levels.medium.totalMs = 1e300))],
      ['a recent time under the best', tampered((t) => t.levels.medium.times.push(1))],
      [
        'a streak longer than the dailies',
        tampered((t) => (t.levels.medium.streak = { current: 50, longest: 50, last: TODAY })),
      ],
      ['a date that is none', tampered((t) => (t.levels.medium.streak.last = '2026-02-30'))],
      ['a streak with no date', tampered((t) => delete t.levels.medium.streak.last)],
      ['a game that is not one', tampered((t) => t.games.push(['x', 'won', 'medium']))],
    ];
    for (const [name, text] of cases) {
      const read = readTally(text);
      assert.ok(read.problem, name);
      assert.deepEqual(read.tally, emptyTally(), name);
    }
  });

  it('leaves out a level this build does not know, and extra fields', () => {
    const kept = sound();
    const t = structuredClone(kept) as unknown as Record<string, Record<string, unknown>>;
    t.levels.legendary = { anything: true };
    (t.levels.medium as Record<string, unknown>).extra = 'x';
    const read = readTally(JSON.stringify(t));
    assert.equal(read.problem, null);
    assert.deepEqual(read.tally, kept);
  });

  it('never throws on any stored value, and what it accepts always adds up', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const { tally } = readTally(JSON.stringify(value));
        const shown = summarise(tally, TODAY);
        for (const level of Object.values(shown.levels)) assert.ok(level.solved <= level.played);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('statistics: clocks set wrong, and tampered records', () => {
  it('a run counted while the clock was ahead does not swallow the dailies once the clock is put right', () => {
    // The clock said 2100: that day's daily was solved and counted.
    const ahead = recordGame(emptyTally(), game({ daily: '2100-01-01' }), '2100-01-01');
    // Back to the real date: today's daily starts a run of 1 (the longest is kept), and tomorrow's makes it 2.
    const today = recordGame(ahead, game({ daily: TODAY }), TODAY);
    assert.deepEqual(today.levels.medium.streak, { current: 1, longest: 1, last: TODAY });
    const next = recordGame(today, game({ daily: nextDay(TODAY) }), nextDay(TODAY));
    assert.deepEqual(
      [stats(next, nextDay(TODAY)).levels.medium.currentStreak, next.levels.medium.streak.longest],
      [2, 2],
    );
    assert.equal(readTally(JSON.stringify(next)).problem, null);
  });

  it('refuses a streak longer than a century (a 10-million-day streak is never shown)', () => {
    const tampered = JSON.parse(JSON.stringify(dailies([TODAY]))) as Tally;
    Object.assign(tampered.levels.medium, { played: 1e9, solved: 1e9, totalMs: 1e9 * 300_000 });
    tampered.levels.medium.streak = { current: 10_000_000, longest: 10_000_000, last: TODAY };
    const { tally, problem } = readTally(JSON.stringify(tampered));
    assert.match(problem ?? '', /medium: the streak is longer than a century/);
    assert.equal(stats(tally).levels.medium.currentStreak, 0);
    tampered.levels.medium.streak = { current: MAX_STREAK, longest: MAX_STREAK, last: TODAY };
    assert.equal(readTally(JSON.stringify(tampered)).problem, null, 'a century of dailies is a streak');
  });

  it('a game whose time is no number still leaves statistics that read back', () => {
    const tally = play([game({ timeMs: Number.NaN }), game({ timeMs: Infinity }), game({ timeMs: -5 })]);
    assert.equal(readTally(JSON.stringify(tally)).problem, null);
    assert.ok(stats(tally).levels.medium.recentMs.every(Number.isFinite));
  });

  it("today's date never throws, even at the last moment a Date can hold, east of UTC", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      // Before: the ISO string of this moment moved by the zone's offset threw a RangeError (Invalid time value).
      assert.equal(localDate(new Date(8.64e15)), '275760-09-13');
      assert.equal(localDate(new Date(-8.64e15)), '-271821-04-20');
      assert.equal(localDate(new Date(Date.UTC(1970, 0, 1))), '1970-01-01');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('property: any games, times, daily dates and clocks (past, future, wrong) leave statistics that read back', () => {
    const day = fc
      .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
      .map((at) => localDate(at));
    const someDay = fc.oneof(day, fc.constantFrom(TODAY, nextDay(TODAY), '1970-01-01', '9999-12-31', '1000-01-01'));
    const ended = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', '__proto__', 'constructor'),
      level: fc.constantFrom('easy', 'medium', 'hard'),
      outcome: fc.constantFrom('abandoned', 'revealed', 'solved'),
      timeMs: fc.oneof(fc.double(), fc.integer()),
      daily: fc.option(someDay, { nil: undefined }),
      helped: fc.boolean(),
    }) as fc.Arbitrary<EndedGame>;
    fc.assert(
      fc.property(fc.array(fc.tuple(ended, someDay), { maxLength: 30 }), someDay, (games, shownOn) => {
        const tally = games.reduce((t, [g, today]) => recordGame(t, g, today), emptyTally());
        const back = readTally(JSON.stringify(tally));
        assert.equal(back.problem, null);
        for (const level of Object.values(summarise(back.tally, shownOn).levels)) {
          const numbers = [level.played, level.currentStreak, level.longestStreak, ...level.recentMs];
          assert.ok(numbers.every(Number.isFinite), JSON.stringify(level));
          assert.ok(level.currentStreak <= level.longestStreak && level.longestStreak <= games.length);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
