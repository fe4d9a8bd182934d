// How our grades agree with the reference graders (HoDoKu, Sudoku Explainer) on the even half of the rated sample
// (test/data/sudoku3m-dev-ratings.tsv.gz). Run directly with `node --import tsx bench/agreement-bench.ts`, or call
// runAgreementBench() from bench/bench.ts. `--disagreements FILE` writes every puzzle whose level differs from
// HoDoKu's hardest technique's, with both answers, to look into (not to tune to).
//
// Level mapping: easy = Easy, medium = Medium, hard = Hard, expert = Unfair, extreme = Extreme.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as sourceEngine from '../src/engine/index.ts';
import type { Level } from '../src/engine/index.ts';
import { HODOKU_LEVEL, referenceRatings } from '../test/data/puzzles.ts';
import { importBundled } from './bundle.ts';
import { spearman } from './spearman.ts';
import { HODOKU_PER_S } from './hodoku.ts';

const ENGINE_ENTRY = fileURLToPath(new URL('../src/engine/index.ts', import.meta.url));
type Engine = Pick<typeof sourceEngine, 'grade' | 'LEVELS'>;

/** HoDoKu's rule for its final level: raised while the total score is above the level's maximum (data README). */
const HODOKU_LEVEL_MAX = [800, 1000, 1600, 1800];
const raisedByScore = (level: number, score: number): number => {
  let raised = level;
  while (raised < HODOKU_LEVEL_MAX.length && score > HODOKU_LEVEL_MAX[raised]) raised++;
  return raised;
};

export interface AgreementBenchOptions {
  engine?: string;
  disagreements?: string;
}

export async function runAgreementBench(options: AgreementBenchOptions = {}): Promise<string> {
  const bundled = await importBundled<Engine>(options.engine ?? ENGINE_ENTRY);
  const { grade, LEVELS } = bundled ?? sourceEngine;
  const rows = referenceRatings();
  const index = (level: Level | null | undefined): number => (level ? LEVELS.indexOf(level) : -1);
  const matrix = LEVELS.map(() => LEVELS.map(() => 0));
  let exact = 0;
  let withinOne = 0;
  let finalExact = 0;
  let finalByRule = 0;
  const ours: number[] = [];
  const se: number[] = [];
  const hodokuScores: number[] = [];
  /** Where the ranking is hardest (issue 15): the puzzles HoDoKu's hardest technique puts in its top level. */
  const extreme = { ours: [] as number[], se: [] as number[], hodoku: [] as number[] };
  const odd: string[] = [];
  const cpuStart = process.cpuUsage();
  for (const row of rows) {
    const g = grade([...row.puzzle].map((ch) => (ch === '.' ? 0 : Number(ch))));
    const mine = index(g.level);
    const theirs = index(HODOKU_LEVEL[row.hodokuHardestLevel]);
    if (mine >= 0 && theirs >= 0) matrix[mine][theirs]++;
    if (mine === theirs) exact++;
    else odd.push(`${row.index}\t${row.puzzle}\t${g.level}\t${row.hodokuHardestLevel}\t${row.hodokuHardest}`);
    if (Math.abs(mine - theirs) <= 1) withinOne++;
    if (mine === index(HODOKU_LEVEL[row.hodokuLevel])) finalExact++;
    if (raisedByScore(mine, g.score) === index(HODOKU_LEVEL[row.hodokuLevel])) finalByRule++;
    ours.push(g.score);
    se.push(row.seRating);
    hodokuScores.push(row.hodokuScore);
    if (theirs === LEVELS.length - 1) {
      extreme.ours.push(g.score);
      extreme.se.push(row.seRating);
      extreme.hodoku.push(row.hodokuScore);
    }
  }
  const cpu = process.cpuUsage(cpuStart);
  const perSecond = rows.length / ((cpu.user + cpu.system) / 1e6);
  if (options.disagreements) writeFileSync(options.disagreements, odd.join('\n') + '\n');
  const pct = (n: number): string => `${((100 * n) / rows.length).toFixed(2)} %`;
  return [
    '## Grader agreement with HoDoKu and Sudoku Explainer',
    '',
    `The ${rows.length} puzzles of the development half of the rated sample (\`test/data/sudoku3m-dev-ratings.tsv.gz\`), ` +
      `graded in one pass${bundled ? '' : ' (engine through tsx: the esbuild bundle failed)'}.`,
    '',
    '| measure | ours | target |',
    '|---|---:|---:|',
    `| level = HoDoKu's level of its hardest technique | ${pct(exact)} | ≥ 99 % |`,
    `| within one level of it | ${pct(withinOne)} | ≥ 99.95 % |`,
    `| level = HoDoKu's final level (raised by its total score) | ${pct(finalExact)} | |`,
    `| the same, if we raised our level by our score as HoDoKu does | ${pct(finalByRule)} | (not our rule) |`,
    `| Spearman(our score, SE rating) | ${spearman(ours, se).toFixed(3)} | ≥ 0.94 (HoDoKu's own: ${spearman(hodokuScores, se).toFixed(3)}) |`,
    `| Spearman(our score, HoDoKu score) | ${spearman(ours, hodokuScores).toFixed(3)} | |`,
    `| the same with SE, on the ${extreme.ours.length} puzzles HoDoKu needs an extreme technique for | ` +
      `${spearman(extreme.ours, extreme.se).toFixed(3)} | (HoDoKu's own: ${spearman(extreme.hodoku, extreme.se).toFixed(3)}) |`,
    `| throughput, puzzles/s of CPU time | ${perSecond.toFixed(0)} (${(perSecond / HODOKU_PER_S).toFixed(1)}× HoDoKu's ${HODOKU_PER_S}) | ≥ 20× |`,
    '',
    'Our level (rows) against HoDoKu’s level of its hardest technique (columns):',
    '',
    `| ours \\ HoDoKu | ${LEVELS.join(' | ')} |`,
    `|---|${LEVELS.map(() => '---:').join('|')}|`,
    ...LEVELS.map((level, i) => `| ${level} | ${matrix[i].join(' | ')} |`),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string): string | undefined => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  console.log(await runAgreementBench({ engine: arg('--engine'), disagreements: arg('--disagreements') }));
}
