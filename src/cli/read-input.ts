/** Stdin for the commands that read a puzzle (solve, grade, hint): the text, or what stopped it being read. */
import type { CliError } from './cli-error.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain, type Io, type StdinBytes } from './io.ts';

export type Input = { ok: true; text: string } | { ok: false; error: CliError };

/**
 * Why stdin could not be read. `ttyHint` is what to tell a user who ran the command at a terminal (a usage error);
 * `what` names what was expected, for an input too large to be one.
 */
export function stdinError(input: Exclude<StdinBytes, { ok: true }>, ttyHint: string, what: string): CliError {
  if (input.reason === 'tty') return { code: 'no-input', exit: EXIT.usage, message: ttyHint };
  if (input.reason === 'too-large') {
    const message = `the input is larger than ${input.limit / 1024 / 1024} MB; that is not ${what}`;
    return { code: 'too-large', exit: EXIT.invalid, message };
  }
  return { code: 'unreadable', exit: EXIT.invalid, message: `could not read stdin: ${input.message}` };
}

/** Says why stdin could not be read and returns the exit code (for commands without a JSON form). */
export function stdinFailure(
  io: Io,
  input: Exclude<StdinBytes, { ok: true }>,
  ttyHint: string,
  what: string,
): ExitCode {
  const error = stdinError(input, ttyHint, what);
  complain(io, error.message);
  return error.exit;
}

/** The text on stdin, or the error to report (the caller reports it, as text or JSON). */
export async function readInput(io: Io, command: string): Promise<Input> {
  const input = await io.readStdin();
  if (input.ok) return input;
  const hint = `${command} reads a puzzle from stdin: pipe or redirect one in, e.g. sudoku ${command} < puzzle.txt`;
  return { ok: false, error: stdinError(input, hint, 'a puzzle') };
}
