/**
 * Everything the commands need from the outside world, behind a small interface: commands stay testable and the
 * Node specifics (EPIPE, TTY detection, a cap on stdin) live in one place.
 */

export interface Output {
  write(text: string): void;
  /** True once the reader has gone away (EPIPE, e.g. `sudoku create --count 1000 | head -1`): stop producing. */
  readonly closed: boolean;
}

export type StdinText =
  | { ok: true; text: string }
  | { ok: false; reason: 'tty' }
  | { ok: false; reason: 'too-large'; limit: number }
  | { ok: false; reason: 'unreadable'; message: string };

export interface Io {
  stdout: Output;
  stderr: Output;
  readStdin(): Promise<StdinText>;
  /** Let pending I/O events run (a broken pipe is reported asynchronously), so long loops can notice `closed`. */
  tick(): Promise<void>;
}

/** Far above any real input (100,000 puzzle lines are 8.2 MB) but low enough that memory stays bounded. */
export const STDIN_LIMIT = 64 * 1024 * 1024;

function nodeOutput(stream: NodeJS.WriteStream): Output {
  let closed = false;
  // Any write error (EPIPE above all) means nobody is listening any more; the only sane reaction is to stop
  // writing quietly. Without this handler Node would print a stack trace.
  stream.on('error', () => {
    closed = true;
  });
  return {
    write(text) {
      if (!closed) stream.write(text);
    },
    get closed() {
      return closed;
    },
  };
}

async function readAll(stdin: NodeJS.ReadStream, limit: number): Promise<StdinText> {
  if (stdin.isTTY) return { ok: false, reason: 'tty' };
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
  // Lenient UTF-8 (bad bytes become U+FFFD for the parser to report) and a leading BOM is dropped.
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}

export function nodeIo(): Io {
  return {
    stdout: nodeOutput(process.stdout),
    stderr: nodeOutput(process.stderr),
    readStdin: () => readAll(process.stdin, STDIN_LIMIT),
    tick: () => new Promise((resolve) => setImmediate(resolve)),
  };
}

/** Every message to the user goes through here: one line on stderr, prefixed like any Unix tool's. */
export function complain(io: Io, message: string): void {
  io.stderr.write(`sudoku: ${message}\n`);
}
