// Variant solving against the Interactive Sudoku Solver (issue 30): killer, jigsaw, X and 16×16 sets made by our own
// generator from fixed seeds (nobody's collection, so nothing tuned on), each puzzle proved unique (solutions counted
// up to 2) by solveVariant and by the peer in this one process. Both must find the same single solution before any
// timing; then each set's total CPU time, rounds alternating ours/theirs, median of 3. The peer is a copy outside the
// repository: `--iss PATH` (or ISS_PATH); without it this section says so. Generated sets are cached in .variant-bench/
// (gitignored): 16×16 generation takes seconds a puzzle. Not a test: times depend on the machine.
// Run: node --import tsx bench/variant-solve-bench.ts [--iss PATH]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRng } from '../src/engine/rng.ts';
import { generateVariant } from '../src/engine/variant/generate.ts';
import { randomJigsawRegions } from '../src/engine/variant/jigsaw-regions.ts';
import { classicRules, type VariantRules } from '../src/engine/variant/rules.ts';
import { solveVariant } from '../src/engine/variant/solve.ts';
import { loadIss, toIssText, type PeerSolve } from './variant-iss.ts';

const ROUNDS = 3;
/** Our side of a timed round takes at least this long: small sets are passed over several times a round. */
const MIN_ROUND_MS = 300;
const CACHE = fileURLToPath(new URL('../.variant-bench/', import.meta.url));

interface BenchPuzzle {
  rules: VariantRules;
  givens: number[];
}

interface BenchSet {
  name: string;
  count: number;
  make(seed: number): BenchPuzzle;
}

const made = (rules: VariantRules, seed: string, killer = false): BenchPuzzle => {
  const { rules: withCages, givens } = generateVariant(rules, seed, killer);
  return { rules: withCages, givens };
};

const SETS: BenchSet[] = [
  { name: 'killer 9×9 (cages only)', count: 15, make: (seed) => made(classicRules(9), `vbench-killer-${seed}`, true) },
  {
    name: 'jigsaw 9×9',
    count: 15,
    make: (seed) =>
      made({ size: 9, regions: randomJigsawRegions(9, createRng(`vbench-jigsaw-${seed}`)) }, `vbench-jigsaw-${seed}`),
  },
  { name: 'X 9×9', count: 15, make: (seed) => made(classicRules(9, { diagonals: true }), `vbench-x-${seed}`) },
  { name: 'classic 16×16', count: 10, make: (seed) => made(classicRules(16), `vbench-16-${seed}`) },
  // Generation takes 2–30 s a puzzle: fewer of them.
  { name: 'X 16×16', count: 8, make: (seed) => made(classicRules(16, { diagonals: true }), `vbench-x16-${seed}`) },
];

/** A set's puzzles, from the cache when a run made them before (the generator is deterministic by seed). */
function puzzlesOf(set: BenchSet): BenchPuzzle[] {
  const file = `${CACHE}${set.name.replace(/[^a-z0-9]+/gi, '-')}-${set.count}.json`;
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as BenchPuzzle[];
  const puzzles = Array.from({ length: set.count }, (_, seed) => set.make(seed));
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(file, JSON.stringify(puzzles));
  return puzzles;
}

/** CPU milliseconds (user + system) `run` takes: steadier than wall time on a shared machine. */
function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  return cpuMsSince(start);
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const repeat = (times: number, run: () => void): void => {
  for (let i = 0; i < times; i++) run();
};

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1];

/**
 * Both solvers prove every puzzle unique with the same solution; throws on the first disagreement. Returns the CPU
 * ms our pass took, to size the timed passes.
 */
function checkAgreement(name: string, puzzles: BenchPuzzle[], texts: string[], iss: PeerSolve): number {
  let oursMs = 0;
  puzzles.forEach((puzzle, i) => {
    const start = process.cpuUsage();
    const ours = solveVariant(puzzle.rules, puzzle.givens, 2, Infinity);
    oursMs += cpuMsSince(start);
    const theirs = iss(texts[i], 2);
    const same = ours.solution?.join(',') === theirs.solution?.join(',');
    if (ours.count !== 1 || theirs.count !== 1 || !same)
      throw new Error(`${name} #${i}: ours ${ours.count} solution(s), ISS ${theirs.count}, same first: ${same}`);
  });
  return oursMs;
}

export async function runVariantSolveBench(issPath = issPathFromArgs()): Promise<string> {
  const lines = ['## Variant solving against the Interactive Sudoku Solver', ''];
  if (!issPath || !existsSync(issPath)) {
    lines.push(
      'The peer was not given: pass `--iss PATH` (or set ISS_PATH) to a copy of ' +
        'sigh/Interactive-Sudoku-Solver outside this repository.',
    );
    return lines.join('\n');
  }
  const iss = await loadIss(issPath);
  lines.push(
    'Puzzles from our generator with fixed seeds (no collection of either side). Each solver proves every puzzle ' +
      'unique (solutions counted up to 2; ISS: parse, build and `run` as its `runSolve`; ours: `solveVariant` without ' +
      'a node budget); both agree on the one solution before timing. Times are CPU ms per set, median of ' +
      `${ROUNDS} rounds alternating ours/ISS in one process (a quick set is solved several times a round, ≥ ${MIN_ROUND_MS} ms of ours, and divided back). Ratio = ISS time / our time (≥ 1: we are as fast or faster).`,
    '',
    '| set | puzzles | ours ms | ISS ms | ratio |',
    '| --- | ---: | ---: | ---: | ---: |',
  );
  for (const set of SETS) {
    console.error(`  ${set.name}…`);
    const puzzles = puzzlesOf(set);
    const texts = puzzles.map((puzzle) => toIssText(puzzle.rules, puzzle.givens));
    // A set that takes a few ms is timed over several passes, so the clock's granularity and noise weigh little.
    const passes = Math.max(1, Math.ceil(MIN_ROUND_MS / checkAgreement(set.name, puzzles, texts, iss)));
    const ours: number[] = [];
    const theirs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      ours.push(
        cpuMs(() => repeat(passes, () => puzzles.forEach((p) => solveVariant(p.rules, p.givens, 2, Infinity)))) /
          passes,
      );
      theirs.push(cpuMs(() => repeat(passes, () => texts.forEach((text) => iss(text, 2)))) / passes);
    }
    const [oursMs, theirsMs] = [median(ours), median(theirs)];
    lines.push(
      `| ${set.name} | ${puzzles.length} | ${oursMs.toFixed(0)} | ${theirsMs.toFixed(0)} | ` +
        `${(theirsMs / oursMs).toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}

/** The peer's folder: `--iss PATH` on the command line, else the ISS_PATH environment variable. */
export function issPathFromArgs(argv = process.argv): string | undefined {
  const at = argv.indexOf('--iss');
  return (at >= 0 ? argv[at + 1] : undefined) ?? process.env.ISS_PATH;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runVariantSolveBench());
}
