// Memory the grader allocates per graded puzzle, and where: V8's sampling heap profiler (the inspector's
// HeapProfiler.startSampling, keeping the samples of objects the garbage collector has since freed) over a slice of
// sudoku3m-sample.txt after a warm-up. Garbage is what keeps V8's collector threads busy beside the grading thread
// (issue 31: one job should keep at most 1.1 CPUs busy), so this is the figure an allocation change moves. Sampling
// counts are deterministic enough to compare commits on a loaded machine, where CPU timings are not.
// Run directly with `node --import tsx bench/grade-allocation-bench.ts [--engine path/to/engine/index.ts]`.
// `--generate LEVEL` samples the generator instead: `generate({ difficulty: LEVEL, seed })` for seeds 1–200 after 20
// to warm up, per graded attempt (the level search's grading, gradeLevel since session 26) and per puzzle made; it
// reads only generate(), so any commit's engine compares (`--engine`).
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';
import * as sourceEngine from '../src/engine/index.ts';
import { puzzleLines } from '../test/data/puzzles.ts';
import { importBundled } from './bundle.ts';

const ENGINE_ENTRY = fileURLToPath(new URL('../src/engine/index.ts', import.meta.url));
/** Puzzles graded before sampling starts: the JIT's first tiers allocate what optimized code does not. */
const WARM_UP = 200;
/** Puzzles sampled: the next 1000 of the sample, its easy-to-extreme mix. */
const SAMPLED = 1000;
/** Bytes between samples: small enough that a per-function figure of 1 KB per puzzle is steady. */
const SAMPLING_INTERVAL = 4096;
/** The generator's warm-up and sampled puzzles (seeds), with --generate. */
const GENERATE_WARM_UP = 20;
const GENERATE_SAMPLED = 200;

type Engine = Pick<typeof sourceEngine, 'grade' | 'generate'>;

interface ProfileNode {
  callFrame: { functionName: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

/** Sampled bytes by function; a builtin (no line) is charged to its caller, e.g. "sort ← colourClusters". */
function bytesByFunction(head: ProfileNode): Map<string, number> {
  const bytes = new Map<string, number>();
  const walk = (node: ProfileNode, caller: string): void => {
    const name = node.callFrame.functionName || '(anonymous)';
    const key = node.callFrame.lineNumber < 0 ? `${name} ← ${caller}` : name;
    bytes.set(key, (bytes.get(key) ?? 0) + node.selfSize);
    for (const child of node.children) walk(child, node.callFrame.lineNumber < 0 ? caller : name);
  };
  walk(head, '(root)');
  return bytes;
}

/** V8's sampled bytes while `work` runs, by function (freed objects included). */
async function sampledBytes(work: () => void): Promise<Map<string, number>> {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: SAMPLING_INTERVAL,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  work();
  const { profile } = await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  return bytesByFunction(profile.head as ProfileNode);
}

const topRows = (bytes: Map<string, number>, per: number): string[] =>
  [...bytes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([name, n]) => `| ${name} | ${(n / per / 1024).toFixed(2)} |`);

/** Allocation of the generator's level search at `level`: per graded attempt and per puzzle made. */
export async function runGenerateAllocationBench(level: string, engineEntry = ENGINE_ENTRY): Promise<string> {
  const bundled = await importBundled<Engine>(engineEntry);
  const { generate } = bundled ?? sourceEngine;
  const difficulty = level as NonNullable<Parameters<typeof generate>[0]>['difficulty'];
  for (let seed = 1_000_001; seed <= 1_000_000 + GENERATE_WARM_UP; seed++) generate({ seed, difficulty });
  let attempts = 0;
  const bytes = await sampledBytes(() => {
    for (let seed = 1; seed <= GENERATE_SAMPLED; seed++) attempts += generate({ seed, difficulty }).attempts ?? 0;
  });
  const total = [...bytes.values()].reduce((a, b) => a + b, 0);
  return [
    `## Generator allocation (${level})`,
    '',
    `\`generate({ difficulty: '${level}', seed })\` for seeds 1–${GENERATE_SAMPLED} (after ${GENERATE_WARM_UP} to warm up), ` +
      `${bundled ? 'bundled' : 'through tsx'}: ${attempts} graded attempts, **${(total / attempts / 1024).toFixed(2)} KB ` +
      `per graded attempt**, ${(total / GENERATE_SAMPLED / 1024).toFixed(1)} KB per puzzle made. KB per attempt:`,
    '',
    '| function | KB per attempt |',
    '|---|---:|',
    ...topRows(bytes, attempts),
    '',
  ].join('\n');
}

export async function runGradeAllocationBench(engineEntry = ENGINE_ENTRY): Promise<string> {
  const bundled = await importBundled<Engine>(engineEntry);
  const { grade } = bundled ?? sourceEngine;
  const puzzles = puzzleLines('sudoku3m-sample').map((line) =>
    [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch))),
  );
  for (let i = 0; i < WARM_UP; i++) grade(puzzles[i]);
  const bytes = await sampledBytes(() => {
    for (let i = WARM_UP; i < WARM_UP + SAMPLED; i++) grade(puzzles[i]);
  });
  const total = [...bytes.values()].reduce((a, b) => a + b, 0);
  const kb = (n: number): string => (n / SAMPLED / 1024).toFixed(1);
  const how = bundled ? 'the engine as an esbuild bundle' : 'the engine loaded through tsx (esbuild bundle failed)';
  return [
    '## Grader allocation',
    '',
    `Memory allocated while grading puzzles ${WARM_UP + 1}–${WARM_UP + SAMPLED} of \`sudoku3m-sample.txt\` (after ` +
      `${WARM_UP} to warm up), ${how}, by V8's sampling heap profiler (one sample per ${SAMPLING_INTERVAL} bytes, ` +
      `freed objects included): **${kb(total)} KB per graded puzzle**. Where it comes from, KB per puzzle:`,
    '',
    '| function | KB per puzzle |',
    '|---|---:|',
    ...topRows(bytes, SAMPLED),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--engine');
  const engine = at >= 0 ? process.argv[at + 1] : undefined;
  const generateAt = process.argv.indexOf('--generate');
  console.log(
    generateAt >= 0
      ? await runGenerateAllocationBench(process.argv[generateAt + 1], engine)
      : await runGradeAllocationBench(engine),
  );
}
