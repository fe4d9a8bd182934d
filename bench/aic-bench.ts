// The alternating-inference-chain finder alone, on the states a grade calls it on: grades puzzles of the sample,
// replays each grade and keeps every state where the step taken is AIC or a later technique (the states the AIC
// finder searched), then times findAIC on them in grading order, several rounds. Not a test: numbers depend on the
// machine. `--from <n> --limit <n>` pick puzzles as in grade-bench.ts; prints ms per round and a checksum of the
// steps found, which an optimisation must leave unchanged.
//
// findAIC runs as an esbuild bundle (bundle.ts says why). With `--a <checkout>` it is an A/B instead: that checkout's
// findAIC (A) and this one's (B), both bundled into this process, in turns of 200 states A B then B A, each billed the
// CPU time of its own turns (the same harness as grade-ab-bench.ts, about 1 % apart on identical code where a whole
// grade's A/B cannot tell 3 %); both must give the same steps.
//   node --import tsx bench/aic-bench.ts --from 4501 --limit 5300 [--a /work/wt-base] [--rounds 5]
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CandidateGrid } from '../src/engine/grade/candidates.ts';
import type { findAIC as FindAIC } from '../src/engine/grade/chains.ts';
import { grade } from '../src/engine/grade/grade.ts';
import { applyStep, slotOf } from '../src/engine/grade/search.ts';
import { puzzleLines } from '../test/data/puzzles.ts';
import { say } from '../test/words/say.ts';
import { importBundled } from './bundle.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const limit = Number(arg('--limit') ?? 5300);
const from = Number(arg('--from') ?? 4501);
const rounds = Number(arg('--rounds') ?? 5);
const TURN = 200;

interface Finder {
  findAIC: typeof FindAIC;
  CandidateGrid: typeof CandidateGrid;
}

/** The checkout's findAIC and CandidateGrid, bundled together (a finder needs its own bundle's grid class). */
async function finderOf(checkout: string): Promise<Finder> {
  const dir = mkdtempSync(join(tmpdir(), 'aic-bench-'));
  try {
    const entry = join(dir, 'entry.ts');
    const grade = join(resolve(checkout), 'src/engine/grade');
    writeFileSync(
      entry,
      `export { findAIC } from '${grade}/chains.ts';\nexport { CandidateGrid } from '${grade}/candidates.ts';\n`,
    );
    const finder = await importBundled<Finder>(entry);
    if (!finder) throw new Error(`could not bundle ${checkout}`);
    return finder;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const aicSlot = slotOf('aic');
/** Every AIC state of the puzzles, in grading order (a grade's states are searched one after another). */
const states: { values: Uint8Array; cands: Uint16Array }[] = [];
for (const line of puzzleLines('sudoku3m-sample')
  .slice(0, limit)
  .slice(from - 1)) {
  const grid = [...line.trim()].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const b = CandidateGrid.fromGrid(grid);
  for (const step of grade(grid).steps) {
    if (slotOf(step.technique) >= aicSlot) states.push({ values: b.values.slice(), cands: b.cands.slice() });
    applyStep(b, step);
  }
}

const here = fileURLToPath(new URL('..', import.meta.url));
const a = arg('--a');
const finders = await Promise.all((a ? [a, here] : [here]).map(finderOf));
const grids = finders.map((f) => states.map((s) => new f.CandidateGrid(s.values.slice(), s.cands.slice())));
const sums = finders.map((f, e) => {
  const hash = createHash('sha1');
  for (const b of grids[e]) {
    const step = f.findAIC(b);
    hash.update(step ? say(step) : '-');
  }
  return hash.digest('hex');
});
const cpuMicros = (): number => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
const times: number[][] = finders.map(() => []);
for (let r = 0; r < rounds; r++) {
  const micros = finders.map(() => 0);
  for (let t = 0; t * TURN < states.length; t++) {
    const order = t % 2 === 0 ? finders.map((_, e) => e) : finders.map((_, e) => finders.length - 1 - e);
    for (const e of order) {
      const start = cpuMicros();
      for (let i = t * TURN; i < Math.min(states.length, (t + 1) * TURN); i++) finders[e].findAIC(grids[e][i]);
      micros[e] += cpuMicros() - start;
    }
  }
  micros.forEach((m, e) => times[e].push(m / 1000));
  if (a)
    console.log(
      `round ${r + 1}: A ${times[0][r].toFixed(0)} ms, B ${times[1][r].toFixed(0)} ms, A ÷ B ` +
        `${(times[0][r] / times[1][r]).toFixed(3)} (load ${loadavg()[0].toFixed(1)})`,
    );
}
const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[xs.length >> 1];
if (a) {
  const speedups = times[0].map((t, r) => t / times[1][r]);
  console.log(
    `${states.length} AIC states: median A ÷ B (B's speed-up) ${median(speedups).toFixed(3)} over ${rounds} rounds; ` +
      (sums[0] === sums[1] ? `same steps (${sums[1]})` : `DIFFERENT STEPS: A ${sums[0]}, B ${sums[1]}`),
  );
} else
  console.log(
    `${states.length} AIC states: median ${median(times[0]).toFixed(0)} ms per round ` +
      `(${times[0].map((t) => t.toFixed(0)).join(' ')}), steps ${sums[0]}`,
  );
