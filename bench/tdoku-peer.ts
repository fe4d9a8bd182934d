// tdoku (github.com/t-dillon/tdoku, native C++ with SIMD) as a live peer for the solver bench: its own benchmark
// program, run on a set's lines written to a temporary file. Never vendored: the caller builds it outside the
// repository and passes the program's path (`--tdoku PATH` or TDOKU_BENCH), e.g. tdoku/build/run_benchmark.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The program's path: `--tdoku PATH` on the command line, else TDOKU_BENCH; undefined when neither is given. */
export function tdokuPath(): string | undefined {
  const at = process.argv.indexOf('--tdoku');
  if (at >= 0 && process.argv[at + 1]) return process.argv[at + 1];
  return process.env.TDOKU_BENCH || undefined;
}

/** One run of tdoku's benchmark program. */
export interface TdokuRate {
  /** Puzzles per second of wall clock, as tdoku reports it. */
  wall: number;
  /**
   * Puzzles per second of CPU time: the wall rate over the share of a CPU the process had while it ran (its CPU time
   * over its wall time, both measured here). On a shared machine the wall rate falls with whatever else runs; this
   * one does not, so it compares with our CPU rate. NaN where the process's CPU time can't be read (no /proc).
   */
  cpu: number;
}

/**
 * CPU seconds of this process's reaped children (cutime + cstime of /proc/self/stat, in clock ticks of 10 ms): a
 * child's time is added when spawnSync waits for it. NaN without /proc (not Linux).
 */
function childCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // After "pid (comm) ": state is field 0, cutime field 13, cstime field 14 (proc(5) numbers them 16 and 17).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}

/** Runs tdoku's solver (TdokuSolverDpllTriadSimd) on a set. */
export interface TdokuRunner {
  /** Puzzles per second at solution limit 1 or 2, over `seconds` after a one-second warm-up. */
  rate(limit: 1 | 2, seconds: number): TdokuRate;
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
      const cpuBefore = childCpuSeconds();
      const start = performance.now();
      const run = spawnSync(program, [...args, file], { encoding: 'utf8' });
      const wallSeconds = (performance.now() - start) / 1000;
      const cpuSeconds = childCpuSeconds() - cpuBefore;
      if (run.status !== 0) throw new Error(`tdoku failed (${run.status}): ${run.stderr || run.error?.message}`);
      // The last line: compiler, version, flags, file, solver, puzzles/s, µs/puzzle, % no guess, guesses/puzzle.
      const fields = run.stdout.trim().split('\n').pop()?.split(',') ?? [];
      const perSecond = Number(fields[5]);
      if (!(perSecond > 0)) throw new Error(`tdoku printed no rate: ${run.stdout.slice(-200)}`);
      // The share is the whole run's (loading, warm-up and timing): a load that changes within the run's two seconds
      // is spread over it, which is as close as an outside measurement of its timed part gets.
      const share = Math.min(1, cpuSeconds / wallSeconds);
      return { wall: perSecond, cpu: share > 0 ? perSecond / share : NaN };
    },
    close() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
