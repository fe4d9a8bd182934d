/**
 * Today as the daily puzzle names it, `YYYY-MM-DD`, in the player's local time zone: a daily and its streak follow
 * the player's midnight, not UTC's. (The engine's `dailyDateOf` says the same; this copy keeps the engine's daily
 * module out of the element's bundle.)
 */

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/**
 * The local date of `at` (default: now), from the local calendar fields. Never throws: a clock set past year 9999
 * gives `275760-09-13` (which the daily puzzle refuses, naming that date), not the `+275760-0` an ISO string cut to
 * ten characters gave, nor the RangeError that moving the last moment a Date can hold by the zone's offset threw.
 */
export const localDate = (at = new Date()): string =>
  `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1, 2)}-${pad(at.getDate(), 2)}`;
