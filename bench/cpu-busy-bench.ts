// "CPUs busy" (issue 31): how much CPU a `./sudoku` run takes beside its main thread, V8's optimizing compiler and
// garbage collector threads, timed as whole processes the way a user runs them. Each variant is a checkout (a folder
// holding a `sudoku` launcher and its dist/, such as a copy of another commit), optionally with extra V8 flags for
// node. Reported per variant, medians: the process's CPU time, its main thread's, the difference (background
// threads), wall time, CPUs busy (CPU over wall: what `time` shows) and CPU over the main thread's CPU, which is what
// CPUs busy is on an idle machine and which other load distorts less (the main thread works from start to end).
//
// The variants run in turn, round after round. On a machine saturated by other work that is not enough: CPU times
// drift by 20 % and more between runs. There `--side-by-side` (two variants) starts both at once each round, the
// first one first in even rounds, so both meet the same load, and reports each round's ratio of the second to the
// first: on a loaded 2-core machine those ratios agreed within a few percent where runs in turn did not.
//
// node --import tsx bench/cpu-busy-bench.ts [--rounds N] [--input FILE] [--side-by-side] [DIR[@--flag,--flag]]...
//   -- <sudoku args>
// e.g. `... bench/cpu-busy-bench.ts --side-by-side . .@--single-threaded-gc -- create --difficulty hard --count 1500`.
// With no DIR, this checkout. Linux only for the main thread's figure (/proc). Not a test: times depend on the machine.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPORTER = pathToFileURL(fileURLToPath(new URL('./cpu-report.mjs', import.meta.url))).href;

interface Variant {
  label: string;
  launcher: string;
  nodeFlags: string[];
}

interface Sample {
  cpu: number;
  mainThread: number | null;
  wall: number;
  maxRssMb: number;
}

/** `DIR` or `DIR@--flag,--flag` (an empty DIR is this checkout). */
function parseVariant(spec: string): Variant {
  const at = spec.indexOf('@');
  const dir = at === -1 ? spec : spec.slice(0, at);
  const nodeFlags =
    at === -1
      ? []
      : spec
          .slice(at + 1)
          .split(',')
          .filter(Boolean);
  return { label: spec || '.', launcher: join(resolve(dir || ROOT), 'sudoku'), nodeFlags };
}

/** One run of `variant` with `args`: its CPU figures, read by the preloaded reporter from `report`; a failure throws. */
function runOnce(variant: Variant, args: readonly string[], input: string | null, report: string): Promise<Sample> {
  rmSync(report, { force: true });
  const stdin = input === null ? 'ignore' : openSync(input, 'r');
  const start = performance.now();
  const child = spawn(process.execPath, [...variant.nodeFlags, variant.launcher, ...args], {
    cwd: ROOT,
    stdio: [stdin, 'ignore', 'pipe'],
    env: { ...process.env, SUDOKU_CPU_REPORT: report, NODE_OPTIONS: `--import ${REPORTER}` },
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('exit', (code) => {
      const wall = (performance.now() - start) / 1000;
      if (typeof stdin === 'number') closeSync(stdin);
      if (code !== 0) return fail(new Error(`${variant.label} ${args.join(' ')} exited ${code}: ${stderr.trim()}`));
      done({ ...(JSON.parse(readFileSync(report, 'utf8').trim()) as Sample), wall });
    });
  });
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const fixed = (n: number | null, digits = 2): string => (n === null ? '–' : n.toFixed(digits));

function row(variant: Variant, runs: readonly Sample[]): string {
  const mains = runs.map((s) => s.mainThread);
  const main = mains.every((m) => m !== null) ? median(mains as number[]) : null;
  const background = main === null ? null : median(runs.map((s) => s.cpu - (s.mainThread ?? 0)));
  const perMain = main === null ? null : median(runs.map((s) => s.cpu / (s.mainThread ?? 1)));
  return (
    `| ${variant.label} | ${fixed(median(runs.map((s) => s.cpu)))} | ${fixed(main)} | ${fixed(background)} | ` +
    `${fixed(median(runs.map((s) => s.wall)))} | ${fixed(median(runs.map((s) => s.cpu / s.wall)), 3)} | ` +
    `${fixed(perMain, 3)} | ${Math.round(median(runs.map((s) => s.maxRssMb)))} |`
  );
}

export interface CpuBusyOptions {
  rounds?: number;
  /** A file fed to every run's stdin (for `solve` and `grade` batches). */
  input?: string | null;
  /** Two variants started together each round (see the top of this file). */
  sideBySide?: boolean;
}

export async function runCpuBusyBench(
  specs: readonly string[],
  args: readonly string[],
  { rounds = 5, input = null, sideBySide = false }: CpuBusyOptions = {},
): Promise<string> {
  const variants = (specs.length > 0 ? specs : ['']).map(parseVariant);
  if (sideBySide && variants.length !== 2) throw new Error('--side-by-side compares exactly two variants');
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-cpu-'));
  const reportOf = (i: number): string => join(dir, `report-${i}.jsonl`);
  const samples = variants.map((): Sample[] => []);
  const loads: number[] = [];
  try {
    // One untimed run each: builds a stale bundle and warms the file cache.
    for (const [i, variant] of variants.entries()) await runOnce(variant, args, input, reportOf(i));
    for (let round = 0; round < rounds; round++) {
      // Forwards, then backwards: neither variant always runs (or starts) right after the other.
      const order = round % 2 === 0 ? [...variants.keys()] : [...variants.keys()].reverse();
      if (sideBySide) {
        const runs = order.map((i) => runOnce(variants[i], args, input, reportOf(i)));
        (await Promise.all(runs)).forEach((sample, k) => samples[order[k]].push(sample));
      } else {
        for (const i of order) samples[i].push(await runOnce(variants[i], args, input, reportOf(i)));
      }
      loads.push(loadavg()[0]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const lines = [
    `\`./sudoku ${args.join(' ')}\`${input ? ` < ${input}` : ''}: medians of ${rounds} rounds, ` +
      `${sideBySide ? 'the two variants started together each round' : 'variants in turn'}; the machine's 1-minute ` +
      `load average ${median(loads).toFixed(1)} (median over the rounds).`,
    '',
    '| variant | CPU s | main thread s | background s | wall s | CPUs busy (CPU / wall) | CPU / main thread | peak RSS MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...variants.map((variant, i) => row(variant, samples[i])),
    '',
  ];
  if (sideBySide) {
    const [first, second] = samples;
    const ratios = (of: (s: Sample) => number): number[] => first.map((s, round) => of(second[round]) / of(s));
    const cpu = ratios((s) => s.cpu);
    const main = ratios((s) => s.mainThread ?? Number.NaN);
    lines.push(
      `Second ÷ first, per round: CPU ${cpu.map((r) => r.toFixed(3)).join(', ')} (median ${median(cpu).toFixed(3)}); ` +
        `main thread ${main.map((r) => r.toFixed(3)).join(', ')} (median ${median(main).toFixed(3)}).`,
      '',
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const dash = argv.indexOf('--');
  if (dash === -1) {
    throw new Error('usage: cpu-busy-bench.ts [--rounds N] [--input FILE] [--side-by-side] [DIR[@flags]]... -- <args>');
  }
  const own = argv.slice(0, dash);
  const options: CpuBusyOptions = {};
  const specs: string[] = [];
  for (let i = 0; i < own.length; i++) {
    if (own[i] === '--rounds') options.rounds = Number(own[++i]);
    else if (own[i] === '--input') options.input = resolve(own[++i]);
    else if (own[i] === '--side-by-side') options.sideBySide = true;
    else specs.push(own[i]);
  }
  console.log(await runCpuBusyBench(specs, argv.slice(dash + 1), options));
}
