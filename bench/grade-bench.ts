// Grading throughput on sudoku3m-sample.txt and the level distribution. Not a test: numbers depend on the machine.
// Run directly with `node --import tsx bench/grade-bench.ts`, or call runGradeBench() from bench/bench.ts.
//
// `--fingerprint <file>` also writes one line per puzzle (level, score, step count, SHA-1 of the step sentences), and
// `--engine <path/to/engine/index.ts>` grades with another checkout's engine: an optimisation must leave every line
// unchanged (`cmp` the files of the commit before and after), which proves it changed no step.
//
// `--limit <n>` grades only the first n puzzles of the sample (a quick A/B or a `--cpu-prof` run); `--from <n>` starts
// at puzzle n (1-based: `--from 4501` grades the hard half, lines 4,501 on).
//
// The engine is measured as an esbuild bundle (bundle.ts says why). If the bundle cannot be built, the tsx-loaded
// engine is used and the output says so.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as sourceEngine from '../src/engine/index.ts';
import type { Level } from '../src/engine/index.ts';
import { puzzleLines } from '../test/data/puzzles.ts';
import { importBundled } from './bundle.ts';
import { HODOKU_PER_S } from './hodoku.ts';
import { say } from '../test/words/say.ts';

const ENGINE_ENTRY = fileURLToPath(new URL('../src/engine/index.ts', import.meta.url));

type Engine = Pick<typeof sourceEngine, 'grade' | 'LEVELS'>;

/** Options of a direct run: another engine entry point, a file for per-puzzle fingerprints. */
export interface GradeBenchOptions {
  engine?: string;
  fingerprint?: string;
  /** Grade only the first `limit` puzzles. */
  limit?: number;
  /** Start at this puzzle (1-based line of the sample). */
  from?: number;
}

export async function runGradeBench(options: GradeBenchOptions = {}): Promise<string> {
  const bundled = await importBundled<Engine>(options.engine ?? ENGINE_ENTRY);
  const { grade, LEVELS } = bundled ?? sourceEngine;
  const puzzles = puzzleLines('sudoku3m-sample')
    .slice(0, options.limit)
    .slice((options.from ?? 1) - 1)
    .map((line) => [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch))));
  const levels = Object.fromEntries(LEVELS.map((l) => [l, 0])) as Record<Level, number>;
  const techniques: Record<string, number> = {};
  let unsolved = 0;
  const prints: string[] = [];
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  for (const p of puzzles) {
    const g = grade(p);
    if (g.level) levels[g.level]++;
    if (!g.solved) unsolved++;
    for (const id of Object.keys(g.counts)) techniques[id] = (techniques[id] ?? 0) + 1;
    if (options.fingerprint) {
      const texts = createHash('sha1')
        .update(g.steps.map((s) => say(s)).join('\n'))
        .digest('hex');
      prints.push(`${g.level} ${g.score} ${g.steps.length} ${texts}`);
    }
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  if (options.fingerprint) writeFileSync(options.fingerprint, prints.join('\n') + '\n');
  const how = bundled ? 'the engine as an esbuild bundle' : 'the engine loaded through tsx (esbuild bundle failed)';
  const lines = [
    '## Grader',
    '',
    `Human-technique grading of all ${puzzles.length} puzzles of \`sudoku3m-sample.txt\` in one pass, ${how}: ` +
      `**${(puzzles.length / cpuSeconds).toFixed(0)} puzzles/s** of CPU time ` +
      `(${(puzzles.length / seconds).toFixed(0)} puzzles/s wall clock): ` +
      `${(puzzles.length / cpuSeconds / HODOKU_PER_S).toFixed(1)}× HoDoKu's ${HODOKU_PER_S} (target ≥ 20×, issue 31; ` +
      `see the agreement section), ${unsolved} left unsolved.`,
    '',
    '| level | puzzles | share |',
    '|---|---:|---:|',
    ...LEVELS.map((l) => `| ${l} | ${levels[l]} | ${((100 * levels[l]) / puzzles.length).toFixed(1)} % |`),
    '',
    '| technique | puzzles using it |',
    '|---|---:|',
    ...Object.entries(techniques)
      .sort((a, b) => b[1] - a[1])
      .map(([id, n]) => `| ${id} | ${n} |`),
    '',
  ];
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string): string | undefined => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const limit = arg('--limit');
  const from = arg('--from');
  console.log(
    await runGradeBench({
      engine: arg('--engine'),
      fingerprint: arg('--fingerprint'),
      limit: limit === undefined ? undefined : Number(limit),
      from: from === undefined ? undefined : Number(from),
    }),
  );
}
