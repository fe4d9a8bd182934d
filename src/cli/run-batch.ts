/**
 * The batch loop that solve and grade share: one answer line per input line, in order, written in large blocks,
 * pausing every few lines so a closed stdout (`| head`) stops the run; the exit code of the worst line; and a count of
 * the lines that failed, on stderr. Each command passes in only its per-line work.
 */
import { BatchReader } from './batch.ts';
import type { CliError } from './cli-error.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain, type Io } from './io.ts';
import { OutputBuffer } from './output-buffer.ts';

export interface BatchWork {
  /**
   * Answers the reader's current line by writing one line to `out`: the answer, or the error in its place. Returns
   * EXIT.ok, or the exit code of the failure.
   */
  answer(reader: BatchReader, out: OutputBuffer): ExitCode;
  /** Lines between checks for a closed stdout: about one output block for fast work, fewer for slow work. */
  linesPerCheck: number;
  /** What a failed line could not be: 'solved', 'graded'. */
  failedVerb: string;
}

/**
 * An error about one line of a batch, placed on that line of stdin: the parser numbered the one line it was given
 * "line 1", so that becomes `lineNumber`; any other message gets `line <lineNumber>: ` in front, so every error line
 * says where its puzzle is (blank and comment lines make the output's line numbers differ from the input's).
 */
export function placeError(error: CliError, lineNumber: number): CliError {
  const own = error.line === 1 && /^line 1\b/.test(error.message);
  const message = own
    ? `line ${lineNumber}${error.message.slice('line 1'.length)}`
    : `line ${lineNumber}: ${error.message}`;
  return { ...error, message, line: lineNumber, column: own ? error.column : undefined };
}

export async function runBatch(text: string, io: Io, work: BatchWork): Promise<ExitCode> {
  const reader = new BatchReader(text);
  const out = new OutputBuffer(io.stdout);
  let worst: ExitCode = EXIT.ok;
  let answered = 0;
  let failed = 0;
  while (reader.next() !== 'end') {
    const code = work.answer(reader, out);
    if (code !== EXIT.ok) {
      failed++;
      if (code > worst) worst = code;
    }
    if (++answered % work.linesPerCheck === 0) {
      out.flush();
      await io.tick();
      if (io.stdout.closed) return worst;
    }
  }
  out.flush();
  if (failed > 0)
    complain(io, `${failed} of ${answered} puzzles could not be ${work.failedVerb} (see the error lines)`);
  return worst;
}
