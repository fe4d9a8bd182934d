// "CPUs busy" (issue 31): how much CPU a `./sudoku` run takes beside its main thread, V8's optimizing compiler and
// garbage collector threads, timed as whole processes the way a user runs them. Each variant is a checkout (a folder
// holding a `sudoku` launcher and its dist/, such as a copy of another commit), optionally with extra V8 flags for
// node, and the variants run in turn, round after round, so a slow spell of a shared machine hits them alike.
// Reported per variant, medians: the process's CPU time, its main thread's, the difference (background threads),
// wall time, CPUs busy (CPU over wall: what `time` shows) and CPU over the main thread's CPU, which is what CPUs busy
// is on an idle machine and which other load does not distort (the main thread works from start to end).
//
// node --import tsx bench/cpu-busy-bench.ts [--rounds N] [--input FILE] [DIR[@--v8-flag,--v8-flag]]... -- <args>
// e.g. `... bench/cpu-busy-bench.ts . /tmp/old . @--single-threaded-gc -- create --difficulty hard --count 1500`.
// With no DIR, this checkout. Linux only for the main thread's figure (/proc). Not a test: times depend on the machine.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
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
  return { label: spec, launcher: join(resolve(dir || ROOT), 'sudoku'), nodeFlags };
}

/** One run of `variant` with `args`: its CPU figures, read by the preloaded reporter; a failure throws. */
function runOnce(variant: Variant, args: readonly string[], input: string | null, report: string): Sample {
  if (existsSync(report)) rmSync(report);
  const stdin = input === null ? 'ignore' : openSync(input, 'r');
  const start = performance.now();
  const result = spawnSync(process.execPath, [...variant.nodeFlags, variant.launcher, ...args], {
    cwd: ROOT,
    stdio: [stdin, 'ignore', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, SUDOKU_CPU_REPORT: report, NODE_OPTIONS: `--import ${REPORTER}` },
  });
  const wall = (performance.now() - start) / 1000;
  if (typeof stdin === 'number') closeSync(stdin);
  if (result.status !== 0)
    throw new Error(`${variant.label} ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  const sample = JSON.parse(readFileSync(report, 'utf8').trim()) as Sample;
  return { ...sample, wall };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function runCpuBusyBench(
  specs: readonly string[],
  args: readonly string[],
  rounds = 5,
  input: string | null = null,
): string {
  const variants = (specs.length > 0 ? specs : ['']).map(parseVariant);
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-cpu-'));
  const report = join(dir, 'report.jsonl');
  const samples = new Map<Variant, Sample[]>(variants.map((v) => [v, []]));
  const loads: number[] = [];
  try {
    // One untimed run each: builds a stale bundle and warms the file cache.
    for (const variant of variants) runOnce(variant, args, input, report);
    for (let round = 0; round < rounds; round++) {
      // Forwards, then backwards: neither variant always runs right after the other.
      for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
        samples.get(variant)?.push(runOnce(variant, args, input, report));
        loads.push(loadavg()[0]);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const rows = variants.map((variant) => {
    const runs = samples.get(variant) ?? [];
    const mains = runs.map((s) => s.mainThread).filter((m): m is number => m !== null);
    const main = mains.length === runs.length ? median(mains) : null;
    const background = main === null ? null : median(runs.map((s) => s.cpu - (s.mainThread ?? 0)));
    const perMain = main === null ? '–' : median(runs.map((s) => s.cpu / (s.mainThread ?? 1))).toFixed(3);
    const f = (n: number | null): string => (n === null ? '–' : n.toFixed(2));
    return (
      `| ${variant.label || '.'} | ${f(median(runs.map((s) => s.cpu)))} | ${f(main)} | ${f(background)} | ` +
      `${f(median(runs.map((s) => s.wall)))} | ${median(runs.map((s) => s.cpu / s.wall)).toFixed(3)} | ${perMain} | ` +
      `${Math.round(median(runs.map((s) => s.maxRssMb)))} |`
    );
  });
  return [
    `\`./sudoku ${args.join(' ')}\`${input ? ` < ${input}` : ''}: medians of ${rounds} rounds, variants in turn; ` +
      `the machine's 1-minute load average ${median(loads).toFixed(1)} (median over the runs).`,
    '',
    '| variant | CPU s | main thread s | background s | wall s | CPUs busy (CPU / wall) | CPU / main thread | peak RSS MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const dash = argv.indexOf('--');
  if (dash === -1)
    throw new Error('usage: cpu-busy-bench.ts [--rounds N] [--input FILE] [DIR[@flags]]... -- <sudoku args>');
  const own = argv.slice(0, dash);
  let rounds = 5;
  let input: string | null = null;
  const specs: string[] = [];
  for (let i = 0; i < own.length; i++) {
    if (own[i] === '--rounds') rounds = Number(own[++i]);
    else if (own[i] === '--input') input = resolve(own[++i]);
    else specs.push(own[i]);
  }
  console.log(runCpuBusyBench(specs, argv.slice(dash + 1), rounds, input));
}
