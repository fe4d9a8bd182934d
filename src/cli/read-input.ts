/** Stdin for the commands that read a puzzle (solve, grade, hint): the text, or the exit code after saying why not. */
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain, type Io } from './io.ts';

export type Input = { ok: true; text: string } | { ok: false; code: ExitCode };

export async function readInput(io: Io, command: string): Promise<Input> {
  const input = await io.readStdin();
  if (input.ok) return input;
  if (input.reason === 'tty') {
    complain(io, `${command} reads a puzzle from stdin: pipe or redirect one in, e.g. sudoku ${command} < puzzle.txt`);
    return { ok: false, code: EXIT.usage };
  }
  if (input.reason === 'too-large') {
    complain(io, `the input is larger than ${input.limit / 1024 / 1024} MB; that is not a puzzle`);
    return { ok: false, code: EXIT.invalid };
  }
  complain(io, `could not read stdin: ${input.message}`);
  return { ok: false, code: EXIT.invalid };
}
