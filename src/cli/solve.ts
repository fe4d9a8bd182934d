/**
 * `sudoku solve`: a puzzle on stdin, in any format the parser knows, to one solution on stdout. Many 81-character
 * lines are a batch: one answer line per input line, in order.
 */
import { format, type Layout } from '../engine/format.ts';
import { isBatch } from './batch.ts';
import { reportError } from './cli-error.ts';
import type { Command } from './command.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain, type Io } from './io.ts';
import { formatOption, uniqueOption } from './options.ts';
import { readInput } from './read-input.ts';
import { solveBatch } from './solve-batch.ts';
import { solveText } from './solve-text.ts';

function solveSingle(text: string, layout: Layout, unique: boolean, io: Io): ExitCode {
  const outcome = solveText(text, { unique });
  if (!outcome.ok) return reportError(io, outcome.error, false);
  io.stdout.write(`${format(outcome.solution, layout)}\n`);
  if (outcome.unique === false) complain(io, 'note: this puzzle has more than one solution; printed one of them');
  return EXIT.ok;
}

export const solveCommand: Command = {
  name: 'solve',
  summary: 'read a puzzle from stdin and print its solution',
  options: [formatOption, uniqueOption],
  readsStdin: true,
  notes: `solve reads one puzzle in any common text format: 9 lines of 9 digits, an
81-character line (. 0 - _ * for blanks), boxed grids (| + - rules), .sdk/.ss
files, SudokuWiki/SudokuExchange links, CSV/TSV rows, a JSON 9x9 array.
A puzzle with several solutions is accepted: one of them is printed.

Batch mode: when stdin holds two or more 81-character puzzle lines, every
non-blank line (# comments ignored) is solved and answered in order by one
81-character line, or by "error: <reason>" in its place; --format is ignored.
A batch prints the first solution it finds for each puzzle; with --unique it
also proves each has exactly one, and answers "error: ... more than one
solution" for a puzzle that has several.`,
  async run(options, io) {
    const input = await readInput(io, 'solve');
    if (!input.ok) return reportError(io, input.error, false);
    const unique = options.get(uniqueOption) ?? false;
    if (isBatch(input.text)) return solveBatch(input.text, io, unique);
    return solveSingle(input.text, options.get(formatOption) ?? 'grid', unique, io);
  },
};
