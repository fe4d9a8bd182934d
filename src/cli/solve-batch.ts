/**
 * `sudoku solve` on a batch: one answer line per input line, in order. Built for whole collections: plain
 * 81-character lines skip the general parser, the solver stops at the first solution (unless `--unique` asks for a
 * check), and answers leave in large blocks.
 */
import { solveInto } from '../engine/solve.ts';
import { BatchReader, type BatchLine } from './batch.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain, type Io } from './io.ts';
import { OutputBuffer } from './output-buffer.ts';
import { solveText, type SolveOutcome } from './solve-text.ts';

/** Answer lines between checks for a closed stdout: about one output block, so `| head` stops a run at once. */
const LINES_PER_CHECK = 512;

/** A parser message about "line 1" of a single batch line is about line N of stdin. */
function placed(outcome: Extract<SolveOutcome, { ok: false }>, line: BatchLine): string {
  if ('error' in outcome && outcome.error.line !== undefined) {
    const local = `line ${outcome.error.line}`;
    if (outcome.message.startsWith(local)) return `line ${line.lineNumber}${outcome.message.slice(local.length)}`;
  }
  return outcome.message;
}

/** Writes the solution's digits straight into the output block. */
function writeSolution(out: OutputBuffer, solution: Uint8Array): void {
  out.reserve(82);
  const bytes = out.bytes;
  let at = out.length;
  for (let k = 0; k < 81; k++) bytes[at++] = 48 + solution[k];
  bytes[at++] = 10;
  out.length = at;
}

export async function solveBatch(text: string, io: Io, unique: boolean): Promise<ExitCode> {
  const reader = new BatchReader(text);
  const solution = new Uint8Array(81);
  const out = new OutputBuffer(io.stdout);
  const limit = unique ? 2 : 1;
  let worst: ExitCode = EXIT.ok;
  let answered = 0;
  let failed = 0;
  for (let kind = reader.next(); kind !== 'end'; kind = reader.next()) {
    if (kind === 'cells' && solveInto(reader.cells, solution, limit) === 1) {
      writeSolution(out, solution);
    } else {
      // Rare: a line in another form, clashing givens, no solution, or several solutions under --unique. The
      // general path reads it again and says exactly what is wrong, where.
      const line = reader.line();
      const outcome = solveText(line.text, { unique });
      if (outcome.ok) {
        out.writeLine(outcome.solution.join(''));
      } else {
        out.writeLine(`error: ${placed(outcome, line)}`);
        failed++;
        worst = Math.max(worst, outcome.code) as ExitCode;
      }
    }
    if (++answered % LINES_PER_CHECK === 0) {
      out.flush();
      await io.tick();
      if (io.stdout.closed) return worst;
    }
  }
  out.flush();
  if (failed > 0) complain(io, `${failed} of ${answered} puzzles could not be solved (see the error: lines)`);
  return worst;
}
