/** An in-memory Io for running the CLI in-process (fast enough for property tests): stdin text in, stdout/stderr text out. */
import type { Io, StdinText } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';

export interface MemoryRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** `sudoku <args>` with `stdin` (text, or how reading it failed), in this process. */
export async function runInMemory(args: readonly string[], stdin: string | StdinText): Promise<MemoryRun> {
  const input: StdinText = typeof stdin === 'string' ? { ok: true, text: stdin } : stdin;
  let stdout = '';
  let stderr = '';
  const io: Io = {
    stdout: { write: (text) => void (stdout += text), closed: false },
    stderr: { write: (text) => void (stderr += text), closed: false },
    readStdin: () => Promise.resolve(input),
    readStdinBytes: () => Promise.reject(new Error('these tests read text')),
    tick: () => Promise.resolve(),
  };
  const status = await main(args, io);
  return { status, stdout, stderr };
}
