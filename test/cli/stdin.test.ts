/**
 * What solve says when stdin can't be read, in-process with a fake Io: a terminal instead of a pipe, an input over
 * the size cap, a read error, a directory. (A real TTY can't be faked portably from a spawned test.)
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Io, StdinText } from '../../src/cli/io.ts';
import { OptionValues } from '../../src/cli/options.ts';
import { solveCommand } from '../../src/cli/solve-command.ts';
import { EASY } from './fixtures.ts';
import { REPO_ROOT, SUDOKU } from './run-cli.ts';

function fakeIo(stdin: StdinText, stdoutClosedAfter = Infinity): Io & { out: string; err: string } {
  let writes = 0;
  const io = {
    out: '',
    err: '',
    stdout: {
      write: (text: string) => {
        writes++;
        io.out += text;
      },
      get closed() {
        return writes >= stdoutClosedAfter;
      },
    },
    stderr: { write: (text: string) => (io.err += text), closed: false },
    readStdin: () => Promise.resolve(stdin),
    readStdinBytes: () => Promise.reject(new Error('solve reads text')),
    tick: () => Promise.resolve(),
  };
  return io;
}

test('stdin is a terminal: exit 1, says to pipe or redirect a puzzle in', async () => {
  const io = fakeIo({ ok: false, reason: 'tty' });
  assert.equal(await solveCommand.run(new OptionValues(), io), 1);
  assert.equal(io.out, '');
  assert.match(io.err, /^sudoku: solve reads a puzzle from stdin.*sudoku solve < puzzle\.txt\n$/);
});

test('stdin over the size cap: exit 2, says how large is too large', async () => {
  const io = fakeIo({ ok: false, reason: 'too-large', limit: 64 * 1024 * 1024 });
  assert.equal(await solveCommand.run(new OptionValues(), io), 2);
  assert.match(io.err, /^sudoku: the input is larger than 64 MB/);
});

test('stdin read error: exit 2, passes the reason on', async () => {
  const io = fakeIo({ ok: false, reason: 'unreadable', message: 'EIO: i/o error, read' });
  assert.equal(await solveCommand.run(new OptionValues(), io), 2);
  assert.match(io.err, /^sudoku: could not read stdin: EIO/);
});

test('batch stops producing once stdout is closed (the reader went away)', async () => {
  // Answers leave in blocks of a few hundred lines; closed after the second block, the run must stop right there.
  const lines = Array.from({ length: 10_000 }, (_, i) => EASY[i % EASY.length]).join('\n');
  const io = fakeIo({ ok: true, text: lines }, 2);
  assert.equal(await solveCommand.run(new OptionValues(), io), 0);
  const written = io.out.split('\n').length - 1;
  assert.ok(written > 0 && written <= 1024, `stopped early, wrote ${written} of 10,000 lines`);
});

test('a directory on stdin is named as such, exit 2 (it used to read as empty)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-stdin-'));
  const fd = openSync(dir, 'r');
  try {
    const result = spawnSync(SUDOKU, ['solve'], { stdio: [fd, 'pipe', 'pipe'], encoding: 'utf8', cwd: REPO_ROOT });
    assert.equal(result.status, 2);
    assert.match(result.stderr, /^sudoku: could not read stdin: it is a directory, not a file\n$/);
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true });
  }
});
