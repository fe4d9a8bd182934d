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

/** Not the contract's: the output could not be written (a full disk), so it is incomplete (EX_IOERR, sysexits.h). */
export const EXIT_OUTPUT_FAILED = 74;
/** Not the contract's: a bug in the CLI itself, or a CLI that could not be built (EX_SOFTWARE, sysexits.h). */
export const EXIT_INTERNAL = 70;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT] | typeof EXIT_OUTPUT_FAILED;
