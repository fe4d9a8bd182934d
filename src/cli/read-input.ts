/** Stdin for the commands that read a puzzle (solve, grade, hint): the text, or the exit code after saying why not. */
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain, type Io, type StdinBytes } from './io.ts';

export type Input = { ok: true; text: string } | { ok: false; code: ExitCode };

/**
 * Says why stdin could not be read and returns the exit code. `ttyHint` is what to tell a user who ran the
 * command at a terminal; `what` names what was expected, for an input too large to be one.
 */
export function stdinFailure(
  io: Io,
  input: Exclude<StdinBytes, { ok: true }>,
  ttyHint: string,
  what: string,
): ExitCode {
  if (input.reason === 'tty') {
    complain(io, ttyHint);
    return EXIT.usage;
  }
  if (input.reason === 'too-large') {
    complain(io, `the input is larger than ${input.limit / 1024 / 1024} MB; that is not ${what}`);
    return EXIT.invalid;
  }
  complain(io, `could not read stdin: ${input.message}`);
  return EXIT.invalid;
}

export async function readInput(io: Io, command: string): Promise<Input> {
  const input = await io.readStdin();
  if (input.ok) return input;
  const hint = `${command} reads a puzzle from stdin: pipe or redirect one in, e.g. sudoku ${command} < puzzle.txt`;
  return { ok: false, code: stdinFailure(io, input, hint, 'a puzzle') };
}
