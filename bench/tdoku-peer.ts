// tdoku (github.com/t-dillon/tdoku, native C++ with SIMD) as a live peer for the solver bench: its own benchmark
// program, run on a set's lines written to a temporary file. Never vendored: the caller builds it outside the
// repository and passes the program's path (`--tdoku PATH` or TDOKU_BENCH), e.g. tdoku/build/run_benchmark.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The program's path: `--tdoku PATH` on the command line, else TDOKU_BENCH; undefined when neither is given. */
export function tdokuPath(): string | undefined {
  const at = process.argv.indexOf('--tdoku');
  if (at >= 0 && process.argv[at + 1]) return process.argv[at + 1];
  return process.env.TDOKU_BENCH || undefined;
}

/** Runs tdoku's solver (TdokuSolverDpllTriadSimd) on a set. */
export interface TdokuRunner {
  /** Puzzles per second (its own wall-clock timing) at solution limit 1 or 2, over `seconds` after a warm-up. */
  rate(limit: 1 | 2, seconds: number): number;
  /** Deletes the temporary file. */
  close(): void;
}

export function tdokuRunner(program: string, lines: string[]): TdokuRunner {
  const folder = mkdtempSync(join(tmpdir(), 'tdoku-'));
  const file = join(folder, 'puzzles.txt');
  writeFileSync(file, lines.map((line) => line.slice(0, 81)).join('\n') + '\n');
  return {
    rate(limit, seconds) {
      // -r 0: puzzles in file order, each once (-n the set's size); -f: stop at the first solution; -c 1: CSV.
      const args = ['-s', 'tdoku', '-r', '0', '-n', String(lines.length), '-w', '1', '-t', String(seconds), '-c', '1'];
      if (limit === 1) args.push('-f');
      const run = spawnSync(program, [...args, file], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`tdoku failed (${run.status}): ${run.stderr || run.error?.message}`);
      // The last line: compiler, version, flags, file, solver, puzzles/s, µs/puzzle, % no guess, guesses/puzzle.
      const fields = run.stdout.trim().split('\n').pop()?.split(',') ?? [];
      const perSecond = Number(fields[5]);
      if (!(perSecond > 0)) throw new Error(`tdoku printed no rate: ${run.stdout.slice(-200)}`);
      return perSecond;
    },
    close() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
