// Generator benchmark: unique puzzles with >= 40 blanks per second, ours (per symmetry) against the npm peers'
// generators. Peers promise neither uniqueness nor 40 blanks, so each puzzle they make is checked with our solver
// (outside the timed loop) and only the ones that keep both promises count towards their rate.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { SudokuCreator } from '@algorithm.ts/sudoku';
import sudoku from 'sudoku';
import type { Grid } from '../src/engine/grid.ts';
import { solve } from '../src/engine/solve/index.ts';
import { generate, MIN_BLANKS, SYMMETRIES } from '../src/engine/generate/index.ts';

const RUN_MS = Number(process.env.BENCH_MS ?? 2000);
const RUNS = 3;
const WARMUP_MS = 300;

/** The slice of qqwing's API used here; the package ships no type declarations. */
interface QQWing {
  generatePuzzle(): boolean;
  setPrintStyle(style: number): void;
  getPuzzleString(): string;
}
interface QQWingModule {
  new (): QQWing;
  PrintStyle: { ONE_LINE: number };
}

interface Contender {
  name: string;
  /** What the contender was asked for, in words. */
  setup: string;
  make: () => Grid;
}

function qqwingContender(): Contender {
  const QQWingCtor = createRequire(import.meta.url)('qqwing') as QQWingModule;
  const generator = new QQWingCtor();
  generator.setPrintStyle(QQWingCtor.PrintStyle.ONE_LINE);
  return {
    name: 'qqwing',
    setup: '`generatePuzzle()`, no symmetry',
    make: () => {
      generator.generatePuzzle();
      const text = generator.getPuzzleString().trim();
      return Array.from(text, (ch) => (ch === '.' ? 0 : Number(ch)));
    },
  };
}

function sudokuContender(): Contender {
  return {
    name: 'sudoku',
    setup: '`makepuzzle()`',
    // makepuzzle gives digits 0–8 and null for blanks.
    make: () => (sudoku.makepuzzle() as (number | null)[]).map((d) => (d === null ? 0 : d + 1)),
  };
}

function algorithmTsContender(): Contender {
  const creator = new SudokuCreator({ childMatrixWidth: 3 });
  return {
    name: '@algorithm.ts/sudoku',
    setup: '`createSudoku(1)` (hardest: tries every cell)',
    // Digits 0–8 and -1 for blanks.
    make: () => creator.createSudoku(1).puzzle.map((d) => (d < 0 ? 0 : d + 1)),
  };
}

function ourContender(symmetry: (typeof SYMMETRIES)[number]): Contender {
  let seed = 0;
  return {
    name: 'ours',
    setup: `\`generate({ seed, symmetry: '${symmetry}' })\``,
    make: () => generate({ seed: seed++, symmetry }).puzzle,
  };
}

interface Measured {
  contender: Contender;
  rawPerSecond: number;
  made: number;
  kept: number;
  meanBlanks: number;
}

/** CPU seconds this process has used: steadier than wall time on a shared machine, and the same for everyone. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** Calls `make` until `ms` of wall time have passed; returns the puzzles and the rate per second of CPU time. */
function timedRun(make: () => Grid, ms: number): { puzzles: Grid[]; perSecond: number } {
  const puzzles: Grid[] = [];
  const start = performance.now();
  const cpuStart = cpuSeconds();
  while (performance.now() - start < ms) puzzles.push(make());
  return { puzzles, perSecond: puzzles.length / (cpuSeconds() - cpuStart) };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1];

function measure(contender: Contender): Measured {
  timedRun(contender.make, WARMUP_MS);
  const rates: number[] = [];
  let made = 0;
  let kept = 0;
  let blanksTotal = 0;
  for (let run = 0; run < RUNS; run++) {
    const { puzzles, perSecond } = timedRun(contender.make, RUN_MS);
    rates.push(perSecond);
    for (const puzzle of puzzles) {
      const blanks = puzzle.filter((d) => d === 0).length;
      made++;
      blanksTotal += blanks;
      const check = solve(puzzle, { limit: 2 });
      if (blanks >= MIN_BLANKS && check.status === 'solved' && check.count === 1) kept++;
    }
  }
  return { contender, rawPerSecond: median(rates), made, kept, meanBlanks: blanksTotal / made };
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

export async function runGenerateBench(): Promise<string> {
  const ours = SYMMETRIES.map((symmetry) => measure(ourContender(symmetry)));
  const peers = [qqwingContender(), sudokuContender(), algorithmTsContender()].map(measure);
  const usefulRate = (m: Measured): number => (m.rawPerSecond * m.kept) / m.made;
  const fastestPeer = Math.max(...peers.map(usefulRate));
  const rows = [...ours, ...peers].map((m) => {
    const rate = usefulRate(m);
    return (
      `| ${m.contender.name} | ${m.contender.setup} | ${fmt(m.rawPerSecond)} | ` +
      `${((100 * m.kept) / m.made).toFixed(1)}% of ${fmt(m.made)} | ${m.meanBlanks.toFixed(1)} | ` +
      `**${fmt(rate)}** | ${fastestPeer > 0 ? (rate / fastestPeer).toFixed(1) + '×' : 'n/a'} |`
    );
  });
  const oursNone = usefulRate(ours[0]);
  return [
    '## Generator',
    '',
    `Puzzles per second of CPU time (process.cpuUsage, as the solver section) over ${RUN_MS / 1000} s runs (median of ${RUNS}, after a warm-up). "Kept" are the puzzles ` +
      `with exactly one solution (checked with our solver, outside the timed loop) and at least ${MIN_BLANKS} blanks; ` +
      'the useful rate is the raw rate times that fraction. Ratio is against the fastest peer.',
    '',
    '| Generator | Called as | Puzzles/s (raw) | Kept | Mean blanks | Unique ≥ 40-blank puzzles/s | vs fastest peer |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Target: ≥ 3,000 unique puzzles/s. Ours without symmetry: ${fmt(oursNone)}/s ` +
      `(${oursNone >= 3000 ? 'met' : 'not met'}).`,
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runGenerateBench());
}
