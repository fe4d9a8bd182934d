// The technique trainer: for every technique of the grader's catalogue, the time generate({ technique }) takes to
// produce one puzzle that needs it and nothing harder, over ten seeded searches at the default 30 s budget. The
// seeds (`trainer-bench-<id>-<i>`) are not the ones the trainer's bank was built from (`trainer-bank-…`,
// scripts/build-trainer-bank.ts), so banked techniques are measured on puzzles the bank was not tuned on. Not
// a test: times depend on the machine. Run directly with `node --import tsx bench/trainer-bench.ts` (the env
// TRAINER_BENCH_PUZZLES sets the searches per technique, TRAINER_BENCH_LIMIT_S the budget, TRAINER_BENCH_ONLY a
// comma-separated list of technique ids to measure alone), or call
// runTrainerBench() from bench/bench.ts.
import { pathToFileURL } from 'node:url';
import { DEFAULT_TIME_LIMIT_MS, generate, untrainable } from '../src/engine/generate/index.ts';
import { TECHNIQUES, type TechniqueInfo } from '../src/engine/grade/techniques.ts';
import { TRAINER_BANK } from '../src/engine/generate/trainer-bank-data.ts';

const PUZZLES = Number(process.env.TRAINER_BENCH_PUZZLES ?? 10);
const ONLY = process.env.TRAINER_BENCH_ONLY?.split(',');
const LIMIT_MS = process.env.TRAINER_BENCH_LIMIT_S
  ? Number(process.env.TRAINER_BENCH_LIMIT_S) * 1000
  : DEFAULT_TIME_LIMIT_MS;

interface TrainerRun {
  technique: TechniqueInfo;
  /** Wall time of every search, found or not. */
  times: number[];
  /** Searches that found a puzzle for the technique within the budget. */
  found: number;
  attempts: number[];
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The 90th percentile, nearest rank: of ten searches, the ninth fastest. */
const p90 = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.9) - 1];
};

const ms = (n: number): string => (n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US'));

function runTechnique(technique: TechniqueInfo): TrainerRun {
  const run: TrainerRun = { technique, times: [], found: 0, attempts: [] };
  for (let i = 0; i < PUZZLES; i++) {
    const start = performance.now();
    const result = generate({
      technique: technique.id,
      seed: `trainer-bench-${technique.id}-${i}`,
      timeLimitMs: LIMIT_MS,
    });
    run.times.push(performance.now() - start);
    run.attempts.push(result.attempts);
    if (!result.stopped) run.found++;
  }
  return run;
}

/** One table row; a technique found in fewer than half its searches has no meaningful median to show. */
function row(run: TrainerRun): string {
  const { technique, times, found, attempts } = run;
  const seconds = LIMIT_MS / 1000;
  const time = found * 2 > times.length ? ms(median(times)) : `not within ${seconds} s`;
  const banked = (TRAINER_BANK[technique.id]?.length ?? 0) > 0 ? 'yes' : '';
  return `| ${technique.name} | ${technique.level} | ${time} | ${ms(p90(times))} | ${ms(Math.max(...times))} | ${found} / ${times.length} | ${median(attempts)} | ${banked} |`;
}

export async function runTrainerBench(): Promise<string> {
  // Warm-up: the first calls pay for JIT compilation of the grader, which is not what a user waits for.
  generate({ technique: 'x-wing', seed: 'warm-up' });
  const rows: string[] = [];
  for (const technique of TECHNIQUES) {
    if (ONLY && !ONLY.includes(technique.id)) continue;
    const never = untrainable(technique.id);
    rows.push(
      never
        ? `| ${technique.name} | ${technique.level} | never: ${never.split(';')[0]} | | | | | |`
        : row(runTechnique(technique)),
    );
    console.error(rows[rows.length - 1]);
  }
  return [
    '## Technique trainer',
    '',
    `\`generate({ technique, seed })\` for ${PUZZLES} seeds per technique of the catalogue (rotate180, a ` +
      `${LIMIT_MS / 1000} s budget): wall time to one puzzle that needs the technique and nothing the grader tries ` +
      'after it, found in how many of the searches, and the attempts (bank images graded, or minimal puzzles carved ' +
      'then walked down by adding givens) it took. A median is given when more than half the searches found one. ' +
      '"Bank": the technique has entries in the trainer\'s bank (src/engine/generate/trainer-bank-data.ts).',
    '',
    '| technique | level | median ms | p90 ms | max ms | found | attempts median | bank |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runTrainerBench());
}
