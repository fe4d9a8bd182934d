// Grading throughput on sudoku3m-sample.txt and the level distribution. Not a test: numbers depend on the machine.
// Run directly with `node --import tsx bench/grade-bench.ts`, or call runGradeBench() from bench/bench.ts.
import { readFileSync } from 'node:fs';
import { LEVELS, grade, type Level } from '../src/engine/index.ts';

const DATA = new URL('../../shared/data/sudoku3m-sample.txt', import.meta.url);

export async function runGradeBench(): Promise<string> {
  const puzzles = readFileSync(DATA, 'utf8')
    .trim()
    .split('\n')
    .map((line) => [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch))));
  const levels = Object.fromEntries(LEVELS.map((l) => [l, 0])) as Record<Level, number>;
  const techniques: Record<string, number> = {};
  let unsolved = 0;
  const start = performance.now();
  for (const p of puzzles) {
    const g = grade(p);
    levels[g.level]++;
    if (!g.solved) unsolved++;
    for (const id of Object.keys(g.counts)) techniques[id] = (techniques[id] ?? 0) + 1;
  }
  const seconds = (performance.now() - start) / 1000;
  const rate = puzzles.length / seconds;
  const lines = [
    '## Grader',
    '',
    `Human-technique grading of all ${puzzles.length} puzzles of \`sudoku3m-sample.txt\` in one pass: ` +
      `**${rate.toFixed(0)} puzzles/s** (target ≥ 1,000), ${unsolved} left unsolved.`,
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

if (import.meta.url === `file://${process.argv[1]}`) console.log(await runGradeBench());
