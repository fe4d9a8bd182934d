/**
 * The board's statistics as pure bookkeeping (no DOM, no storage; tested under Node): what a game that ended adds,
 * the streak of days with a solved daily (local calendar dates), and reading stored statistics back. Stored
 * statistics are refused whole when anything in them does not add up (a count below another it includes, a time
 * that is not one, a streak longer than the dailies solved): the board then starts them again and says so.
 *
 * What counts as **played**: a game in which the player made at least one move (a digit, note, erase, colour, fill
 * candidates or an applied hint; not the revealed solution, and not moves all taken back) and that then ended:
 * solved, revealed (`solve()`), or replaced by another game (New puzzle, Daily puzzle, `generate()`, `load()`,
 * another `puzzle`, a form reset). A game counts once: one brought back by Undo and solved after all moves from
 * abandoned to solved; one solved again after an undo is not counted again.
 * **Solved**: completed by the player (the solution revealed is not solved); **without help**: solved with no hint
 * asked for (any tier) and nothing revealed. Times are play times (pauses excluded) of solved games.
 * **Streak**: days in a row with a solved daily of that level, counted on the daily's own date (a daily of a date
 * still to come counts for nothing). The current streak is the run that ends today or yesterday; a missed day ends it.
 */
import { LEVELS, isLevel, type Level } from '../../engine/levels.ts';
import { isDate, nextDay } from './dates.ts';

/** How a game ended, from least to most: a game counted again moves only up (abandoned, then solved). */
export type Outcome = 'abandoned' | 'revealed' | 'solved';
const OUTCOMES: readonly Outcome[] = ['abandoned', 'revealed', 'solved'];

/** A game that ended, as the board reports it. */
export interface EndedGame {
  /** The game's id (saved with it), so that it is counted once. */
  id: string;
  level: Level;
  outcome: Outcome;
  /** Play time, pauses excluded. */
  timeMs: number;
  /** `YYYY-MM-DD`, for a daily puzzle. */
  daily?: string;
  /** A hint was asked for, or the solution revealed. */
  helped: boolean;
}

/** Days in a row with a solved daily: the run that ends at `last`, and the longest ever. */
export interface Streak {
  current: number;
  longest: number;
  /** The date of the latest daily solved; absent before the first. */
  last?: string;
}

/** One level's statistics as stored. */
export interface LevelTally {
  played: number;
  solved: number;
  /** Solved without a hint or a reveal. */
  clean: number;
  /** The solved games' times added up (for the average). */
  totalMs: number;
  /** The best solved time; absent before the first solve. */
  bestMs?: number;
  /** The latest solved times, oldest first (at most RECENT). */
  times: number[];
  streak: Streak;
}

/** Everything stored: per level, and the latest games counted (id, outcome, level), so a game counts once. */
export interface Tally {
  version: 1;
  levels: Record<Level, LevelTally>;
  games: [id: string, outcome: Outcome, level: Level][];
}

/** One level's statistics, as `board.statistics()` gives them. */
export interface LevelStatistics {
  /** Games played (see "What counts" in docs/element/saved-games-and-statistics.md). */
  played: number;
  /** Games the player completed. */
  solved: number;
  /** Solved with no hint asked for and nothing revealed. */
  solvedWithoutHelp: number;
  /** The best time of a solved game, ms; null before the first. */
  bestMs: number | null;
  /** The average time of the solved games, ms (rounded); null before the first. */
  averageMs: number | null;
  /** Days in a row with a solved daily at this level, up to today or yesterday; 0 once a day is missed. */
  currentStreak: number;
  longestStreak: number;
  /** The date of the latest daily solved at this level (`YYYY-MM-DD`), or null: today's means today's is done. */
  lastDaily: string | null;
  /** The latest solved times (at most 20), oldest first. */
  recentMs: number[];
}

/** What `board.statistics()` resolves to: each level's statistics, as of `today` (the player's local date). */
export interface Statistics {
  today: string;
  /** Classic games' (any size but 16×16), per level. */
  levels: Record<Level, LevelStatistics>;
  /**
   * Each variant's games, per level, by the variant's name (`killer`, `killer+x`, `jigsaw 6×6`, `classic 16×16`:
   * variant-tallies.ts), counted apart from the classic ones. Absent from what summarise gives.
   */
  variants?: Record<string, Record<Level, LevelStatistics>>;
}

/** How many solved times a level keeps (for a sparkline), and how many games are remembered as counted. */
export const RECENT = 20;
export const REMEMBERED = 20;
/** The longest time a game can have (99:59:59, as a saved game); the counts' largest value. */
const MAX_MS = (100 * 3600 - 1) * 1000;
const MAX_COUNT = 1e9;
/** The longest streak a player can have: a daily every day for a century. Stored longer, it was tampered with. */
export const MAX_STREAK = 36_525;

/** Where a board with `persist` keeps its statistics: beside its game, in the same storage. */
export const statisticsKey = (persist: string): string => `${persist}:statistics`;
/** Where it keeps its variants' (play/statistics/variant-tallies.ts), each variant's apart, in one record. */
export const variantStatisticsKey = (persist: string): string => `${persist}:statistics:variants`;

const emptyLevel = (): LevelTally => ({
  played: 0,
  solved: 0,
  clean: 0,
  totalMs: 0,
  times: [],
  streak: { current: 0, longest: 0 },
});

export const emptyTally = (): Tally => ({
  version: 1,
  levels: Object.fromEntries(LEVELS.map((level) => [level, emptyLevel()])) as Record<Level, LevelTally>,
  games: [],
});

/** The streak with the daily of `date` solved; `today` bounds it (a daily still to come counts for nothing). */
export function withDaily(streak: Streak, date: string, today: string): Streak {
  // A run that ends after today was counted while the clock was ahead: the clock has been put right since (or
  // moved back). Left as it is, it would swallow every daily until that date came round; a new run starts instead.
  const last = streak.last !== undefined && streak.last > today ? undefined : streak.last;
  // Already counted, or older than the run's end (a past day filled in later does not mend a broken run).
  if (date > today || (last !== undefined && date <= last)) return streak;
  const current = last !== undefined && nextDay(last) === date ? streak.current + 1 : 1;
  return { current, longest: Math.max(streak.longest, current), last: date };
}

/** The run still alive on `today`: it ended today or yesterday; else a day was missed and it is 0. */
export function currentStreak(streak: Streak, today: string): number {
  const { last } = streak;
  return last !== undefined && (last === today || nextDay(last) === today) ? streak.current : 0;
}

/** `tally` with `ended` counted (a new object; `tally` is not changed). `today`: the player's local date. */
export function recordGame(tally: Tally, ended: EndedGame, today: string): Tally {
  const next: Tally = structuredClone(tally);
  const index = next.games.findIndex(([id]) => id === ended.id);
  const before = index < 0 ? null : next.games[index];
  if (before && OUTCOMES.indexOf(ended.outcome) <= OUTCOMES.indexOf(before[1])) return tally;
  // Counted before (abandoned, then brought back): it stays with the level it was counted at.
  const level = before ? before[2] : ended.level;
  const stats = next.levels[level];
  if (!before) stats.played++;
  if (ended.outcome === 'solved') {
    // A time that is no number (NaN) counts as the longest: stored as null, it would make the whole record unreadable.
    const time = Number.isNaN(ended.timeMs) ? MAX_MS : Math.min(MAX_MS, Math.max(0, Math.round(ended.timeMs)));
    stats.solved++;
    if (!ended.helped) stats.clean++;
    stats.totalMs += time;
    stats.bestMs = Math.min(stats.bestMs ?? time, time);
    stats.times = [...stats.times, time].slice(-RECENT);
    if (ended.daily !== undefined && isDate(ended.daily)) stats.streak = withDaily(stats.streak, ended.daily, today);
  }
  if (before) next.games.splice(index, 1);
  next.games = [...next.games, [ended.id, ended.outcome, level] as Tally['games'][number]].slice(-REMEMBERED);
  return next;
}

/** The statistics to show, as of `today`. */
export function summarise(tally: Tally, today: string): Statistics {
  const levels = {} as Record<Level, LevelStatistics>;
  for (const level of LEVELS) {
    const t = tally.levels[level];
    levels[level] = {
      played: t.played,
      solved: t.solved,
      solvedWithoutHelp: t.clean,
      bestMs: t.bestMs ?? null,
      averageMs: t.solved ? Math.round(t.totalMs / t.solved) : null,
      currentStreak: currentStreak(t.streak, today),
      longestStreak: t.streak.longest,
      lastDaily: t.streak.last ?? null,
      recentMs: t.times.slice(),
    };
  }
  return { today, levels };
}

// ---- reading stored statistics back ---------------------------------------------------------------------------

/** What stored text gave: the statistics, or (with empty ones) why the text could not be used. */
export interface ReadTally {
  tally: Tally;
  /** Why the stored statistics were refused (they start again); null when they were sound or there were none. */
  problem: string | null;
}

const isCount = (v: unknown, max = MAX_COUNT): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why one level's record does not add up, or null when it does. */
function levelProblem(v: unknown): string | null {
  if (!isRecord(v)) return 'it is not a record';
  const { played, solved, clean, totalMs, bestMs, times, streak } = v;
  if (!isCount(played) || !isCount(solved) || !isCount(clean)) return 'a count is not a whole number';
  if (clean > solved || solved > played) return 'it has more games solved than played';
  if (!isCount(totalMs, MAX_MS * solved)) return 'the total time is not a time';
  if (solved === 0 ? bestMs !== undefined || totalMs !== 0 : !isCount(bestMs, MAX_MS) || bestMs * solved > totalMs)
    return 'the best time does not fit the games solved';
  if (!Array.isArray(times) || times.length > Math.min(solved, RECENT)) return 'the recent times are not a list';
  if (!times.every((t) => isCount(t, MAX_MS) && t >= (bestMs as number))) return 'a recent time is not a time';
  if (!isRecord(streak)) return 'the streak is not a record';
  const { current, longest, last } = streak;
  if (!isCount(current) || !isCount(longest) || current > longest || longest > solved)
    return 'the streak is longer than the dailies solved';
  if (longest > MAX_STREAK) return `the streak is longer than a century (${longest} days)`;
  if (last === undefined ? longest !== 0 : !isDate(last) || current === 0) return 'the last daily is not a date';
  return null;
}

/** A sound level record (levelProblem said so), copied field by field: nothing else stored comes along. */
function levelOf(v: Record<string, unknown>): LevelTally {
  const t = v as unknown as LevelTally;
  const { current, longest, last } = t.streak;
  return {
    ...{ played: t.played, solved: t.solved, clean: t.clean, totalMs: t.totalMs, times: t.times.slice() },
    ...(t.bestMs === undefined ? {} : { bestMs: t.bestMs }),
    streak: last === undefined ? { current, longest } : { current, longest, last },
  };
}

/**
 * Reads stored statistics. Nothing stored: empty ones. Text that is not JSON, another format, or any part that
 * does not add up: empty ones, and the problem (the caller keeps the text aside and tells the player).
 */
export function readTally(text: string | null): ReadTally {
  if (text === null) return { tally: emptyTally(), problem: null };
  const refuse = (problem: string): ReadTally => ({ tally: emptyTally(), problem });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse('they are not JSON');
  }
  if (!isRecord(data)) return refuse('they are not a record of statistics');
  if (data.version !== 1) return refuse(`they are of another format (${JSON.stringify(data.version)})`);
  const tally = emptyTally();
  if (!isRecord(data.levels)) return refuse('they have no levels');
  // A level this build does not know is left out (a newer build's); every level it knows must add up.
  for (const [level, value] of Object.entries(data.levels)) {
    if (!isLevel(level)) continue;
    const problem = levelProblem(value);
    if (problem) return refuse(`${level}: ${problem}`);
    tally.levels[level] = levelOf(value as Record<string, unknown>);
  }
  const { games } = data;
  const isGame = (g: unknown): boolean =>
    Array.isArray(g) &&
    g.length === 3 &&
    typeof g[0] === 'string' &&
    /^[\w-]{1,40}$/.test(g[0]) &&
    OUTCOMES.includes(g[1] as Outcome) &&
    isLevel(g[2]);
  if (!Array.isArray(games) || games.length > REMEMBERED || !games.every(isGame))
    return refuse('the games counted are not a list of games');
  tally.games = (games as Tally['games']).map(([id, outcome, level]) => [id, outcome, level]);
  return { tally, problem: null };
}
