/**
 * `sudoku solve` on a batch, built for whole collections: plain 81-character lines skip the general parser and go
 * straight to the solver, which stops at the first solution (unless `--unique` asks for a check).
 */
import { solveInto } from '../engine/solve/index.ts';
import type { BatchReader } from './batch.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import type { Io } from './io.ts';
import type { OutputBuffer } from './output-buffer.ts';
import { placeError, runBatch } from './run-batch.ts';
import { solveText } from './solve-text.ts';

/** Writes the solution's digits straight into the output block. */
function writeSolution(out: OutputBuffer, solution: Uint8Array): void {
  out.reserve(82);
  const bytes = out.bytes;
  let at = out.length;
  for (let k = 0; k < 81; k++) bytes[at++] = 48 + solution[k];
  bytes[at++] = 10;
  out.length = at;
}

export function solveBatch(text: string, io: Io, unique: boolean): Promise<ExitCode> {
  const solution = new Uint8Array(81);
  const limit = unique ? 2 : 1;
  const answer = (reader: BatchReader, out: OutputBuffer): ExitCode => {
    if (reader.kind === 'cells' && solveInto(reader.cells, solution, limit) === 1) {
      writeSolution(out, solution);
      return EXIT.ok;
    }
    // Rare: a line in another form, clashing givens, no solution, or several solutions under --unique. The general
    // path reads it again and says exactly what is wrong, where.
    const line = reader.line();
    const outcome = solveText(line.text, { unique });
    if (outcome.ok) {
      out.writeLine(outcome.solution.join(''));
      return EXIT.ok;
    }
    const error = placeError(outcome.error, line.lineNumber);
    out.writeLine(`error: ${error.message}`);
    return error.exit;
  };
  return runBatch(text, io, { answer, linesPerCheck: 512, failedVerb: 'solved' });
}
