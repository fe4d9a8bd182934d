/**
 * Everything the commands need from the outside world, behind a small interface: commands stay testable and the
 * Node specifics (EPIPE, TTY detection, a cap on stdin) live in one place.
 */
import { fstatSync } from 'node:fs';

export interface Output {
  write(text: string): void;
  /**
   * True once nothing more can be written: the reader has gone away (EPIPE, e.g. `sudoku create --count 1000 |
   * head -1`), or a write failed (`failure`). Stop producing.
   */
  readonly closed: boolean;
  /** Why a write failed, when it was not the reader going away (a full disk: ENOSPC); the output is incomplete. */
  readonly failure?: string | null;
  /** A terminal (a person watching), not a pipe or a file: where a progress line may be drawn. */
  readonly isTerminal?: boolean;
}

export type StdinText =
  | { ok: true; text: string }
  | { ok: false; reason: 'tty' }
  | { ok: false; reason: 'too-large'; limit: number }
  | { ok: false; reason: 'unreadable'; message: string };

export type StdinBytes =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; reason: 'tty' }
  | { ok: false; reason: 'too-large'; limit: number }
  | { ok: false; reason: 'unreadable'; message: string };

export interface Io {
  stdout: Output;
  stderr: Output;
  readStdin(): Promise<StdinText>;
  /** Stdin as bytes, for a picture (`sudoku scan -`). */
  readStdinBytes(): Promise<StdinBytes>;
  /** Let pending I/O events run (a broken pipe is reported asynchronously), so long loops can notice `closed`. */
  tick(): Promise<void>;
  /** The environment, for the default language (LC_ALL, LC_MESSAGES, LANG); none is English. */
  env?: Readonly<Record<string, string | undefined>>;
}

/** Far above any real input (100,000 puzzle lines are 8.2 MB) but low enough that memory stays bounded. */
export const STDIN_LIMIT = 64 * 1024 * 1024;

function nodeOutput(stream: NodeJS.WriteStream): Output {
  let closed = false;
  let failure: string | null = null;
  // A write error stops the writing (without this handler Node would print a stack trace). EPIPE means nobody is
  // listening any more, which is how `| head` ends a run: quietly. Anything else (ENOSPC, EIO) lost output the user
  // asked for, and sudoku.ts reports it with a non-zero exit code.
  stream.on('error', (error: NodeJS.ErrnoException) => {
    closed = true;
    if (error.code !== 'EPIPE') failure ??= error.message;
  });
  return {
    write(text) {
      if (!closed) stream.write(text);
    },
    get closed() {
      return closed;
    },
    get failure() {
      return failure;
    },
    isTerminal: stream.isTTY === true,
  };
}

/** Whether stdin is a directory (`sudoku solve < some/dir`): Node reads one as empty, which would mislead. */
function stdinIsDirectory(): boolean {
  try {
    return fstatSync(0).isDirectory();
  } catch {
    return false;
  }
}

async function readAllBytes(stdin: NodeJS.ReadStream, limit: number): Promise<StdinBytes> {
  if (stdin.isTTY) return { ok: false, reason: 'tty' };
  if (stdinIsDirectory()) return { ok: false, reason: 'unreadable', message: 'it is a directory, not a file' };
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stdin) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += buffer.length;
      if (size > limit) {
        stdin.destroy();
        return { ok: false, reason: 'too-large', limit };
      }
      chunks.push(buffer);
    }
  } catch (error) {
    return { ok: false, reason: 'unreadable', message: error instanceof Error ? error.message : String(error) };
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

async function readAll(stdin: NodeJS.ReadStream, limit: number): Promise<StdinText> {
  const input = await readAllBytes(stdin, limit);
  if (!input.ok) return input;
  // Lenient UTF-8 and a leading BOM is dropped: a bad byte becomes U+FFFD, which the parser reports where a cell
  // should be (a title line with a broken byte is ignored, as titles are).
  return { ok: true, text: new TextDecoder().decode(input.bytes) };
}

export function nodeIo(): Io {
  return {
    stdout: nodeOutput(process.stdout),
    stderr: nodeOutput(process.stderr),
    readStdin: () => readAll(process.stdin, STDIN_LIMIT),
    readStdinBytes: () => readAllBytes(process.stdin, STDIN_LIMIT),
    tick: () => new Promise((resolve) => setImmediate(resolve)),
    env: process.env,
  };
}

/** Every message to the user goes through here: one line on stderr, prefixed like any Unix tool's. */
export function complain(io: Io, message: string): void {
  io.stderr.write(`sudoku: ${message}\n`);
}
