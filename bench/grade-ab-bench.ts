// Grading speed of two engines side by side, for a machine shared with other work: both engines are bundled (bundle.ts)
// and loaded in one process, and they grade the same puzzles in turn, 50 at a time (the order swapped every chunk), so
// a spell of load falls on both alike. The CPU time of each chunk is billed to its engine. Not a test: numbers depend
// on the machine.
//
//   node --import tsx bench/grade-ab-bench.ts --a /work/other/src/engine/index.ts [--b src/engine/index.ts]
//     [--from 4501] [--limit 7034] [--passes 3] [--chunk 50]
//
// Prints each pass's puzzles/s of CPU time per engine and B over A, then the median ratio.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as engine from '../src/engine/index.ts';
import { puzzleLines } from '../test/data/puzzles.ts';
import { importBundled } from './bundle.ts';

type Grader = Pick<typeof engine, 'grade'>;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
}

const here = fileURLToPath(new URL('../src/engine/index.ts', import.meta.url));
const entries = [resolve(option('a', here)), resolve(option('b', here))];
const from = Number(option('from', '1'));
const limit = Number(option('limit', '7034'));
const passes = Number(option('passes', '3'));
const chunk = Number(option('chunk', '50'));

const engines: Grader[] = [];
for (const entry of entries) {
  const bundled = await importBundled<Grader>(entry);
  if (!bundled) throw new Error(`cannot bundle ${entry}`);
  engines.push(bundled);
}
const puzzles = puzzleLines('sudoku3m-sample')
  .slice(0, limit)
  .slice(from - 1)
  .map((line) => [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch))));

const ratios: number[] = [];
for (let pass = 1; pass <= passes; pass++) {
  const seconds = [0, 0];
  for (let start = 0, turn = 0; start < puzzles.length; start += chunk, turn++) {
    const part = puzzles.slice(start, start + chunk);
    for (const e of turn % 2 === 0 ? [0, 1] : [1, 0]) {
      const before = process.cpuUsage();
      for (const p of part) engines[e].grade(p);
      const used = process.cpuUsage(before);
      seconds[e] += (used.user + used.system) / 1e6;
    }
  }
  const rate = seconds.map((s) => puzzles.length / s);
  ratios.push(rate[1] / rate[0]);
  console.log(
    `pass ${pass}: A ${rate[0].toFixed(1)}, B ${rate[1].toFixed(1)} puzzles/s of CPU time, B/A ${(rate[1] / rate[0]).toFixed(3)}`,
  );
}
ratios.sort((x, y) => x - y);
console.log(`${puzzles.length} puzzles from ${from}: median B/A ${ratios[ratios.length >> 1].toFixed(3)}`);
