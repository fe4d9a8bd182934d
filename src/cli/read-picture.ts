/** The bytes of the picture `sudoku scan` reads: a file, or stdin for `-`; or the exit code after saying why not. */
import { readFileSync, statSync } from 'node:fs';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain, STDIN_LIMIT, type Io } from './io.ts';
import { stdinFailure } from './read-input.ts';

export type Picture = { ok: true; bytes: Uint8Array } | { ok: false; code: ExitCode };

/** What a file system error means to the user, without the errno noise. */
function whyUnreadable(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a directory, not a file';
  return error instanceof Error ? error.message : String(error);
}

async function fromStdin(io: Io): Promise<Picture> {
  const input = await io.readStdinBytes();
  if (input.ok) return input;
  const hint = 'scan - reads a picture from stdin: pipe or redirect one in, e.g. sudoku scan - < grid.png';
  return { ok: false, code: stdinFailure(io, input, hint, 'a screenshot') };
}

export async function readPicture(io: Io, path: string): Promise<Picture> {
  if (path === '-') return fromStdin(io);
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) throw Object.assign(new Error('directory'), { code: 'EISDIR' });
    if (stat.size > STDIN_LIMIT) {
      complain(io, `cannot read '${path}': larger than ${STDIN_LIMIT / 1024 / 1024} MB; that is not a screenshot`);
      return { ok: false, code: EXIT.invalid };
    }
    return { ok: true, bytes: readFileSync(path) };
  } catch (error) {
    complain(io, `cannot read '${path}': ${whyUnreadable(error)}`);
    return { ok: false, code: EXIT.invalid };
  }
}
