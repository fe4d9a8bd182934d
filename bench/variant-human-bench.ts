// Variant puzzles written by people (test/data/variant-human, sources and terms in its SOURCE.md): how long our
// solver takes to prove each one unique and what the grader rates it, beside the Interactive Sudoku Solver's time
// when its copy is given (`--iss PATH` or ISS_PATH, as in variant-solve-bench.ts). A handful of puzzles, so the
// section is cheap; the point is a held-out check that the timings and levels on generated sets are not an artefact
// of our generator. Times are CPU ms per puzzle, median of 3 rounds alternating ours/ISS, each round at least
// MIN_ROUND_MS of ours (a quick puzzle is solved several times a round and divided back). Not a test.
// Run: node --import tsx bench/variant-human-bench.ts [--iss PATH]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gradeVariant } from '../src/engine/variant/grade/variant-grade.ts';
import type { VariantRules } from '../src/engine/variant/rules.ts';
import { solveVariant } from '../src/engine/variant/solve.ts';
import { readVariantText } from '../src/engine/variant/text-form.ts';
import { loadIss, toIssText, type PeerSolve } from './variant-iss.ts';
import { issPathFromArgs } from './variant-solve-bench.ts';

const DIR = new URL('../test/data/variant-human/', import.meta.url);
const ROUNDS = 3;
const MIN_ROUND_MS = 100;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1];

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** toIssText writes boxes or jigsaw regions, diagonals and cages only: other rules would be dropped silently. */
const issCanRead = (rules: VariantRules): boolean =>
  !rules.windows && !rules.antiKnight && !rules.antiKing && !rules.nonConsecutive && !rules.extraRegions?.length;

/** Per-pass CPU ms of `solve`, median of ROUNDS, with `passes` solves a round. */
const timed = (passes: number, solve: () => void): number =>
  cpuMs(() => {
    for (let i = 0; i < passes; i++) solve();
  }) / passes;

export async function runVariantHumanBench(issPath = issPathFromArgs()): Promise<string> {
  const iss: PeerSolve | null = issPath && existsSync(issPath) ? await loadIss(issPath) : null;
  const lines = [
    '## Variant puzzles written by people',
    '',
    'The puzzles of `test/data/variant-human/` (not made by our generator; sources and terms in its SOURCE.md). ' +
      `Ours: \`solveVariant\` proving one solution (up to 2, no node budget), CPU ms per puzzle, median of ${ROUNDS} ` +
      `rounds of at least ${MIN_ROUND_MS} ms. Level: \`gradeVariant\`. ` +
      (iss
        ? 'ISS: the peer on the same puzzle in this process, alternating with ours; both must find the one same solution.'
        : 'ISS: not given (`--iss PATH` or ISS_PATH).'),
    '',
    '| puzzle | variant | givens | ours ms | ISS ms | level |',
    '| --- | --- | ---: | ---: | ---: | --- |',
  ];
  for (const file of readdirSync(DIR)
    .filter((name) => name.endsWith('.txt'))
    .sort()) {
    const read = readVariantText(readFileSync(new URL(file, DIR), 'utf8'));
    if (!read.ok) throw new Error(`${file}: ${read.message}`);
    const { rules, givens } = read.puzzle;
    const variant = /^variant:\s*(.+)$/m.exec(readFileSync(new URL(file, DIR), 'utf8'))?.[1].trim() ?? '?';
    // Each call gets a copy of the rules, so per-rules tables are rebuilt as the peer rebuilds its solver.
    const ours = () => solveVariant({ ...rules }, givens, 2, Infinity);
    const first = ours();
    if (first.count !== 1) throw new Error(`${file}: ${first.count} solution(s)`);
    const text = iss && issCanRead(rules) ? toIssText(rules, givens) : null;
    if (iss && text) {
      const theirs = iss(text, 2);
      if (theirs.count !== 1 || theirs.solution?.join(',') !== first.solution?.join(','))
        throw new Error(`${file}: ISS finds ${theirs.count} solution(s), not ours`);
    }
    const passes = Math.max(1, Math.ceil(MIN_ROUND_MS / Math.max(0.01, cpuMs(ours))));
    const oursMs: number[] = [];
    const theirsMs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      oursMs.push(timed(passes, ours));
      if (iss && text) theirsMs.push(timed(passes, () => iss(text, 2)));
    }
    const level = gradeVariant(rules, givens).level ?? '—';
    const theirs = theirsMs.length ? median(theirsMs).toFixed(1) : '—';
    lines.push(
      `| ${file} | ${variant} | ${givens.filter((d) => d > 0).length} | ${median(oursMs).toFixed(1)} | ${theirs} | ${level} |`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runVariantHumanBench());
}
