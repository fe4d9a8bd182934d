// Grading A/B in one process: two engines (esbuild bundles of two checkouts) grade the same puzzles in turn, 50 at a
// time, A then B then B then A (so neither always runs on a warmer or a colder machine), and each is billed the CPU
// time of its own turns. On a shared, loaded machine two separate runs minutes apart measure the load as much as the
// engines; turns of a few hundred milliseconds see the same load. Not a test: numbers depend on the machine.
//
//   node --import tsx bench/grade-ab-bench.ts --a /work/wt-base/src/engine/index.ts [--b src/engine/index.ts]
//     [--from 4501] [--limit n] [--rounds 3]
//
// Prints each engine's puzzles/s of CPU time per round, B ÷ A per round, and the median ratio.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import type * as engine from '../src/engine/index.ts';
import { puzzleLines } from '../test/data/puzzles.ts';
import { importBundled } from './bundle.ts';

type Grade = (typeof engine)['grade'];

const TURN = 50;

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const cpuMicros = (): number => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

const median = (xs: number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function load(entry: string): Promise<Grade> {
  const bundled = await importBundled<typeof engine>(resolve(entry));
  if (!bundled) throw new Error(`could not bundle ${entry}`);
  return bundled.grade;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const a = arg('--a');
  if (!a) throw new Error('--a <engine index.ts> is required');
  const b = arg('--b') ?? fileURLToPath(new URL('../src/engine/index.ts', import.meta.url));
  const from = Number(arg('--from') ?? 1);
  const limit = arg('--limit') === undefined ? undefined : Number(arg('--limit'));
  const rounds = Number(arg('--rounds') ?? 3);
  const puzzles = puzzleLines('sudoku3m-sample')
    .slice(from - 1)
    .slice(0, limit)
    .map((line) => [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch))));
  const engines = [await load(a), await load(b)];
  // One warm-up pass over the first turn each, so neither pays the JIT's first compilation in a measured turn.
  for (const grade of engines) for (const p of puzzles.slice(0, TURN)) grade(p);
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const micros = [0, 0];
    for (let t = 0; t * TURN < puzzles.length; t++) {
      const turn = puzzles.slice(t * TURN, (t + 1) * TURN);
      const order = t % 2 === 0 ? [0, 1] : [1, 0];
      for (const e of order) {
        const start = cpuMicros();
        for (const p of turn) engines[e](p);
        micros[e] += cpuMicros() - start;
      }
    }
    const rate = micros.map((m) => puzzles.length / (m / 1e6));
    ratios.push(rate[1] / rate[0]);
    console.log(
      `round ${round + 1}: A ${rate[0].toFixed(1)} puzzles/s, B ${rate[1].toFixed(1)} puzzles/s, ` +
        `B ÷ A ${(rate[1] / rate[0]).toFixed(3)} (load ${loadavg()[0].toFixed(1)})`,
    );
  }
  console.log(`median B ÷ A over ${rounds} rounds of ${puzzles.length} puzzles: ${median(ratios).toFixed(3)}`);
}
