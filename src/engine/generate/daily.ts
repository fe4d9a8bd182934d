/**
 * The daily puzzle: one puzzle per date and level, the same on every machine and in every browser, derived from
 * the date alone (no server). The date and level make the seed; the search has no clock in it (a budget of
 * attempts instead of milliseconds), so a slow machine finds the very puzzle a fast one does.
 */

/** A date as the daily puzzle names it: `YYYY-MM-DD` (a calendar date, proleptic Gregorian, years 1000–9999). */
export type DailyDate = string;

/**
 * The daily search's budget, in attempts. The rarest level (extreme) is about one minimal puzzle in 150, so
 * missing it in this many attempts has a probability near e^-130: in practice the level is always found, and if it
 * ever were not, every machine would still stop at the same attempt with the same closest puzzle.
 */
export const DAILY_MAX_ATTEMPTS = 20_000;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Why `text` is not a daily date, or null when it is one (`2026-02-30`: "February 2026 has 28 days"). */
export function dailyDateProblem(text: unknown): string | null {
  if (typeof text !== 'string') return `a daily date is a string YYYY-MM-DD (got ${typeof text})`;
  // Any number of year digits, and a sign, so that a clock set to year 275760 or before year 0 is told about its
  // year rather than about the format.
  const match = /^(-?\d{1,6})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return `a daily date is YYYY-MM-DD, e.g. 2026-03-14 (got ${JSON.stringify(text.slice(0, 40))})`;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || match[1].length !== 4) return `${text} is not a date: the year must be from 1000 to 9999`;
  if (month < 1 || month > 12) return `${text} is not a date: there is no month ${month}`;
  const days = daysIn(year, month);
  if (day < 1 || day > days) {
    return `${text} is not a date: ${MONTHS[month - 1]} ${year} has ${days} days`;
  }
  return null;
}

/** The daily date of `date` in the local time zone of whoever asks ("today" where the player is). */
export function dailyDateOf(date: Date = new Date()): DailyDate {
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/**
 * The seed of the daily puzzle of `date` for `kind` (a level, or a technique id for a daily trainer puzzle). It is
 * part of the product's contract: changing it, like changing the generator or the grader, changes every day's
 * puzzle.
 */
export const dailySeed = (date: DailyDate, kind: string): string => `daily:${date}:${kind}`;
