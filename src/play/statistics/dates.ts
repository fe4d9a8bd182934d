/**
 * Calendar dates as the daily puzzle names them, `YYYY-MM-DD`: checking one, and the day after. The arithmetic is
 * on calendar days, so it is done at UTC midnight (any fixed zone would do; UTC has no DST). Which day is today is
 * the player's local date (today.ts).
 */

const utc = (date: string): Date => new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)));

/** `date` is a real calendar date `YYYY-MM-DD` (years 1000–9999): not 2026-02-30, not 2026-1-5. */
export const isDate = (date: unknown): date is string =>
  typeof date === 'string' && /^[1-9]\d{3}-\d\d-\d\d$/.test(date) && utc(date).toISOString().slice(0, 10) === date;

/** The day after `date` (across month and year ends, and February 29th). */
export function nextDay(date: string): string {
  const day = utc(date);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
