/**
 * Today as the daily puzzle names it, `YYYY-MM-DD`, in the player's local time zone: a daily and its streak follow
 * the player's midnight, not UTC's. (The engine's `dailyDateOf` says the same; this copy keeps the engine's daily
 * module out of the element's bundle.)
 */

/** The local date of `at` (default: now): its ISO date once moved by the zone's offset at that moment. */
export const localDate = (at = new Date()): string =>
  new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
