/**
 * `sudoku solve`: a puzzle on stdin, in any format the parser knows, to one solution on stdout. Many 81-character
 * lines are a batch: one answer line per input line, in order.
 */
import { format, type Layout } from '../engine/format.ts';
import { batchLines, type BatchLine } from './batch.ts';
import type { Command } from './command.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain, type Io } from './io.ts';
import { formatOption } from './options.ts';
import { readInput } from './read-input.ts';
import { solveText, type SolveOutcome } from './solve-text.ts';

/** Check for a closed stdout this often in a batch: often enough to stop at once, rarely enough to cost nothing. */
const TICK_EVERY = 64;

/** A parser message about "line 1" of a single batch line is about line N of stdin. */
function placed(outcome: Extract<SolveOutcome, { ok: false }>, line: BatchLine): string {
  if ('error' in outcome && outcome.error.line !== undefined) {
    const local = `line ${outcome.error.line}`;
    if (outcome.message.startsWith(local)) return `line ${line.lineNumber}${outcome.message.slice(local.length)}`;
  }
  return outcome.message;
}

async function solveBatch(lines: readonly BatchLine[], io: Io): Promise<ExitCode> {
  let worst: ExitCode = EXIT.ok;
  let failed = 0;
  for (let i = 0; i < lines.length; i++) {
    const outcome = solveText(lines[i].text);
    if (outcome.ok) {
      io.stdout.write(`${format(outcome.solution, 'line')}\n`);
    } else {
      const message = placed(outcome, lines[i]);
      io.stdout.write(`error: ${message}\n`);
      failed++;
      worst = Math.max(worst, outcome.code) as ExitCode;
    }
    if (i % TICK_EVERY === TICK_EVERY - 1) {
      await io.tick();
      if (io.stdout.closed) return worst;
    }
  }
  if (failed > 0) complain(io, `${failed} of ${lines.length} puzzles could not be solved (see the error: lines)`);
  return worst;
}

function solveSingle(text: string, layout: Layout, io: Io): ExitCode {
  const outcome = solveText(text);
  if (!outcome.ok) {
    complain(io, outcome.message);
    return outcome.code;
  }
  io.stdout.write(`${format(outcome.solution, layout)}\n`);
  if (outcome.unique === false) complain(io, 'note: this puzzle has more than one solution; printed one of them');
  return EXIT.ok;
}

export const solveCommand: Command = {
  name: 'solve',
  summary: 'read a puzzle from stdin and print its solution',
  options: [formatOption],
  readsStdin: true,
  notes: `solve reads one puzzle in any common text format: 9 lines of 9 digits, an
81-character line (. 0 - _ * for blanks), boxed grids (| + - rules), .sdk/.ss
files, SudokuWiki/SudokuExchange links, CSV/TSV rows, a JSON 9x9 array.
A puzzle with several solutions is accepted: one of them is printed.

Batch mode: when stdin holds two or more 81-character puzzle lines, every
non-blank line (# comments ignored) is solved and answered in order by one
81-character line, or by "error: <reason>" in its place; --format is ignored.`,
  async run(options, io) {
    const input = await readInput(io, 'solve');
    if (!input.ok) return input.code;
    const batch = batchLines(input.text);
    if (batch) return solveBatch(batch, io);
    return solveSingle(input.text, options.get(formatOption) ?? 'grid', io);
  },
};
