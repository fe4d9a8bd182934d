/**
 * The batch loop that solve and grade share: one answer line per input line, in order, written in large blocks,
 * pausing every few lines so a closed stdout (`| head`) stops the run; the exit code of the worst line; and a count of
 * the lines that failed, on stderr. Each command passes in only its per-line work.
 */
import { BatchReader } from './batch.ts';
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
 * A parser message about "line 1" of the one line it was given is about line `lineNumber` of stdin.
 * `localLine` is the line the message names, when it names one.
 */
export function placeMessage(message: string, localLine: number | undefined, lineNumber: number): string {
  const local = `line ${localLine}`;
  if (localLine !== undefined && message.startsWith(local)) return `line ${lineNumber}${message.slice(local.length)}`;
  return message;
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
