/**
 * The CLI's exit codes: the seeds' contract (DESIGN.md, "CLI"). Scripts branch on these, so they never change.
 */
export const EXIT = {
  /** Done. */
  ok: 0,
  /** Unknown command or option, a bad option value, or nothing to read: usage text goes to stderr. */
  usage: 1,
  /** The input is not a valid puzzle: unreadable, wrong cell count, a character that can't be a cell, equal givens. */
  invalid: 2,
  /** A valid puzzle with no solution (or, in theory, one the solver gave up on). */
  unsolvable: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
