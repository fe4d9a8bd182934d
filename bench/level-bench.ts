// Generation by level: for each level, the time generate({ difficulty }) takes to produce one puzzle, over 50
// seeded puzzles, and QQWing's own rating of those same puzzles as a cross-check. Not a test: times depend on the
// machine. Run directly with `node --import tsx bench/level-bench.ts`, or call runLevelBench() from bench/bench.ts.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { generate } from '../src/engine/generate/index.ts';
import { LEVELS, type Level } from '../src/engine/grade/techniques.ts';
import type { Grid } from '../src/engine/grid.ts';

const PUZZLES = Number(process.env.LEVEL_BENCH_PUZZLES ?? 50);

/** The slice of qqwing's API used here; the package ships no type declarations. */
interface QQWing {
  setRecordHistory(record: boolean): void;
  setPuzzle(puzzle: number[]): boolean;
  solve(): boolean;
  getDifficultyAsString(): string;
}
type QQWingModule = new () => QQWing;

const QQWING_RATINGS = ['Simple', 'Easy', 'Intermediate', 'Expert'] as const;
type QQWingRating = (typeof QQWING_RATINGS)[number];

/** What issue 3 requires QQWing to say about each of our levels (it has no technique past pairs and box/line). */
const EXPECTED: Record<Level, readonly QQWingRating[]> = {
  easy: ['Simple', 'Easy'],
  medium: ['Intermediate', 'Expert'],
  hard: ['Expert'],
  expert: ['Expert'],
  extreme: ['Expert'],
};

/** Targets for the median time to one puzzle (issue 3). */
const TARGET_P50_MS: Record<Level, number> = { easy: 50, medium: 50, hard: 50, expert: 300, extreme: 2000 };

interface LevelRun {
  level: Level;
  times: number[];
  attempts: number[];
  /** Searches that ended on the time limit instead of the level. */
  missed: number;
  ratings: Record<string, number>;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function qqwingRater(): (puzzle: Grid) => string {
  const QQWingCtor = createRequire(import.meta.url)('qqwing') as QQWingModule;
  const rater = new QQWingCtor();
  // The rating counts the techniques of the solve history, so the history must be recorded.
  rater.setRecordHistory(true);
  return (puzzle) => {
    rater.setPuzzle(puzzle);
    rater.solve();
    return rater.getDifficultyAsString();
  };
}

function runLevel(level: Level, rate: (puzzle: Grid) => string): LevelRun {
  const run: LevelRun = { level, times: [], attempts: [], missed: 0, ratings: {} };
  for (let i = 0; i < PUZZLES; i++) {
    const start = performance.now();
    const result = generate({ seed: `level-bench-${level}-${i}`, difficulty: level });
    run.times.push(performance.now() - start);
    run.attempts.push(result.attempts);
    if (result.stopped) run.missed++;
    const rating = rate(result.puzzle);
    run.ratings[rating] = (run.ratings[rating] ?? 0) + 1;
  }
  run.times.sort((a, b) => a - b);
  run.attempts.sort((a, b) => a - b);
  return run;
}

const ms = (n: number): string => (n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US'));

export async function runLevelBench(): Promise<string> {
  const rate = qqwingRater();
  // Warm-up: the first calls pay for JIT compilation of the grader, which is not what a user waits for.
  for (const level of LEVELS) generate({ seed: `warm-up-${level}`, difficulty: level });
  const runs = LEVELS.map((level) => runLevel(level, rate));

  const timeRows = runs.map((r) => {
    const p50 = quantile(r.times, 0.5);
    const target = TARGET_P50_MS[r.level];
    return (
      `| ${r.level} | ${ms(p50)} | ${ms(quantile(r.times, 0.9))} | ${ms(r.times[r.times.length - 1])} | ` +
      `${quantile(r.attempts, 0.5)} | ${quantile(r.attempts, 0.9)} | ${r.missed} | ≤ ${ms(target)} ms: ` +
      `${p50 <= target ? 'met' : 'not met'} |`
    );
  });
  const ratingRows = runs.map((r) => {
    const agree = EXPECTED[r.level].reduce((sum, rating) => sum + (r.ratings[rating] ?? 0), 0);
    const other = Object.entries(r.ratings).filter(([k]) => !(QQWING_RATINGS as readonly string[]).includes(k));
    const otherText = other.length ? ` (other: ${other.map(([k, n]) => `${k} ${n}`).join(', ')})` : '';
    return (
      `| ${r.level} | ${QQWING_RATINGS.map((q) => r.ratings[q] ?? 0).join(' | ')} | ${EXPECTED[r.level].join(' or ')} | ` +
      `**${agree} / ${PUZZLES}**${otherText} |`
    );
  });
  return [
    '## Generation by level',
    '',
    `\`generate({ seed, difficulty })\` for ${PUZZLES} seeds per level (default symmetry rotate180, default 30 s ` +
      'budget): wall time to one puzzle whose grade is exactly that level, and the attempts (puzzles carved and ' +
      'graded) it took. "Missed" counts searches that hit the time limit instead.',
    '',
    '| level | p50 ms | p90 ms | max ms | attempts p50 | attempts p90 | missed | p50 target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...timeRows,
    '',
    'QQWing (npm `qqwing`) rates the same puzzles by its own solver: Simple (singles), Easy (hidden singles), ' +
      'Intermediate (pairs, pointing, box/line), Expert (it had to guess). Required: our easy is Simple or Easy, ' +
      'our medium Intermediate or Expert (QQWing has no triples), hard and above Expert.',
    '',
    `| our level | ${QQWING_RATINGS.join(' | ')} | required | agree |`,
    `| --- | ${QQWING_RATINGS.map(() => '---:').join(' | ')} | --- | ---: |`,
    ...ratingRows,
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runLevelBench());
}
