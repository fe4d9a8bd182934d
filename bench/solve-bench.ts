// Solver benchmark: puzzles solved per second, ours against the npm peers, over the shared data sets, one process.
// Each contender's answers are checked on the first puzzles of every set before it is timed, so the table compares
// real solving. Slow peers are time-boxed: they solve the set in file order until the box runs out.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { SudokuSolver } from '@algorithm.ts/sudoku';
import sudoku from 'sudoku';
import type { Grid } from '../src/engine/grid.ts';
import { countSolutions, solve } from '../src/engine/solve.ts';
import { type PuzzleSet, puzzleLines } from '../test/data/puzzles.ts';

const RUNS = 3;
/** Time box per run for contenders that cannot get through a whole set quickly. */
const BOX_MS = Number(process.env.BENCH_MS ?? 1000);
/** Puzzles per set whose answers are checked before timing. */
const VERIFY = 25;

const SETS: { file: PuzzleSet; label: string }[] = [
  { file: '17clue', label: '17clue (49,158)' },
  { file: 'top1465', label: 'top1465 (1,465)' },
  { file: 'forum-hardest-1905-11plus-first10000', label: 'forum hardest 1905 11+ (first 10,000)' },
  { file: 'sudoku3m-sample', label: 'sudoku3m sample (7,034)' },
];

/** The slice of qqwing's API used here; the package ships no type declarations. */
interface QQWing {
  setPuzzle(cells: number[]): boolean;
  solve(): boolean;
  setPrintStyle(style: number): void;
  getSolutionString(): string;
}
interface QQWingModule {
  new (): QQWing;
  PrintStyle: { ONE_LINE: number };
}

interface Contender {
  name: string;
  /** How it is called, in words. */
  setup: string;
  /** Converts an 81-character line to the contender's input (outside the timed loop). */
  convert(line: string): unknown;
  /** Solves one converted puzzle (the timed part). */
  run(input: unknown): void;
  /** The 81-digit solution string, for verification. */
  answer(line: string): string;
  /** Whether to run whole sets regardless of the time box. */
  unboxed: boolean;
}

const toGrid = (line: string): Grid =>
  Array.from(line.slice(0, 81), (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0));

function ours(limit: number): Contender {
  return {
    name: limit === 1 ? '**ours**' : 'ours, uniqueness check',
    setup: limit === 1 ? '`solve(grid)`' : '`solve(grid, { limit: 2 })`',
    convert: toGrid,
    run: (input) => void solve(input as Grid, { limit }),
    answer: (line) => solve(toGrid(line), { limit }).solution?.join('') ?? '',
    unboxed: true,
  };
}

function oursCount(): Contender {
  return {
    name: 'ours, fast entry',
    setup: '`countSolutions(bytes, 2)`',
    convert: (line) => Uint8Array.from(toGrid(line)),
    run: (input) => void countSolutions(input as Uint8Array, 2),
    answer: (line) => solve(toGrid(line)).solution?.join('') ?? '',
    unboxed: true,
  };
}

function qqwing(): Contender {
  const QQWingCtor = createRequire(import.meta.url)('qqwing') as QQWingModule;
  const solver = new QQWingCtor();
  solver.setPrintStyle(QQWingCtor.PrintStyle.ONE_LINE);
  return {
    name: 'qqwing',
    setup: '`setPuzzle(cells); solve()`',
    convert: toGrid,
    run: (input) => {
      solver.setPuzzle(input as Grid);
      solver.solve();
    },
    answer: (line) => {
      solver.setPuzzle(toGrid(line));
      solver.solve();
      return solver.getSolutionString().replace(/\s/g, '');
    },
    unboxed: false,
  };
}

function sudokuPeer(): Contender {
  // Its boards hold digits 0–8 and null for blanks.
  const convert = (line: string): (number | null)[] => toGrid(line).map((d) => (d === 0 ? null : d - 1));
  return {
    name: 'sudoku',
    setup: '`solvepuzzle(board)`',
    convert,
    run: (input) => void sudoku.solvepuzzle(input),
    answer: (line) => (sudoku.solvepuzzle(convert(line)) as number[]).map((d) => d + 1).join(''),
    unboxed: false,
  };
}

function algorithmTs(): Contender {
  const solver = new SudokuSolver({ childMatrixWidth: 3 });
  const out = new Array<number>(81).fill(0);
  // Digits 0–8 and -1 for blanks.
  const convert = (line: string): number[] => toGrid(line).map((d) => d - 1);
  return {
    name: '@algorithm.ts/sudoku',
    setup: '`new SudokuSolver(…).solve(puzzle, out)` (dancing links)',
    convert,
    run: (input) => void solver.solve(input as number[], out),
    answer: (line) => (solver.solve(convert(line), out) ? out.map((d) => d + 1).join('') : ''),
    unboxed: false,
  };
}

/** Null when `answer` is a valid completion of `line`, else what is wrong. */
function checkAnswer(line: string, answer: string): string | null {
  if (!/^[1-9]{81}$/.test(answer)) return `not a full grid: ${answer.slice(0, 20)}…`;
  for (let cell = 0; cell < 81; cell++) {
    if (line[cell] !== '.' && line[cell] !== answer[cell]) return `changed the given at cell ${cell}`;
  }
  for (let unit = 0; unit < 9; unit++) {
    const row = new Set<string>();
    const col = new Set<string>();
    const box = new Set<string>();
    for (let j = 0; j < 9; j++) {
      row.add(answer[unit * 9 + j]);
      col.add(answer[j * 9 + unit]);
      box.add(answer[(Math.floor(unit / 3) * 3 + Math.floor(j / 3)) * 9 + (unit % 3) * 3 + (j % 3)]);
    }
    if (row.size !== 9 || col.size !== 9 || box.size !== 9) return `unit ${unit + 1} repeats a digit`;
  }
  return null;
}

interface Timing {
  perSecond: number;
  solved: number;
}

/** CPU seconds this process has used: steadier than wall time on a shared machine, and the same for everyone. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** Solves the set in order, whole for unboxed contenders, else until the time box (wall clock) runs out. */
function timedRun(contender: Contender, inputs: unknown[]): Timing {
  const limitMs = contender.unboxed ? Infinity : BOX_MS;
  const start = performance.now();
  const cpuStart = cpuSeconds();
  let solved = 0;
  while (solved < inputs.length) {
    contender.run(inputs[solved++]);
    if ((solved & 7) === 0 && performance.now() - start > limitMs) break;
  }
  return { perSecond: solved / (cpuSeconds() - cpuStart), solved };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1];
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

interface Cell {
  perSecond: number;
  solved: number;
  total: number;
  error: string | null;
}

function measure(contender: Contender, lines: string[]): Cell {
  for (const line of lines.slice(0, VERIFY)) {
    const error = checkAnswer(line, contender.answer(line));
    if (error) return { perSecond: 0, solved: 0, total: lines.length, error: `wrong answer (${error})` };
  }
  const inputs = lines.map((line) => contender.convert(line));
  // Warm-up: the JIT settles, and garbage left by the previous contender is collected before timing starts.
  timedRun(contender, contender.unboxed ? inputs : inputs.slice(0, 200));
  const runs = Array.from({ length: RUNS }, () => timedRun(contender, inputs));
  return {
    perSecond: median(runs.map((r) => r.perSecond)),
    solved: Math.min(...runs.map((r) => r.solved)),
    total: lines.length,
    error: null,
  };
}

export async function runSolveBench(): Promise<string> {
  const contenders = [ours(1), ours(2), oursCount(), qqwing(), sudokuPeer(), algorithmTs()];
  const peerNames = new Set(['qqwing', 'sudoku', '@algorithm.ts/sudoku']);
  const table = new Map<Contender, Cell[]>(contenders.map((c) => [c, []]));
  for (const set of SETS) {
    const lines = puzzleLines(set.file);
    for (const contender of contenders) {
      console.error(`  ${set.file}: ${contender.name}`);
      table.get(contender)?.push(measure(contender, lines));
    }
  }
  const cellText = (cell: Cell): string => {
    if (cell.error) return cell.error;
    const subset = cell.solved < cell.total ? ` (first ${fmt(cell.solved)})` : '';
    return `${fmt(cell.perSecond)}${subset}`;
  };
  const rows = contenders.map((c) => `| ${c.name} | ${c.setup} | ${(table.get(c) ?? []).map(cellText).join(' | ')} |`);
  const mine = table.get(contenders[0]) ?? [];
  const ratios = SETS.map((_, i) => {
    const fastest = Math.max(
      ...contenders.filter((c) => peerNames.has(c.name)).map((c) => (table.get(c) ?? [])[i]?.perSecond ?? 0),
    );
    return fastest > 0 ? `**${(mine[i].perSecond / fastest).toFixed(1)}×**` : 'n/a';
  });
  return [
    '## Solver',
    '',
    `Puzzles solved per second of CPU time (process.cpuUsage, steadier than wall time on a shared machine), median ` +
      `of ${RUNS} runs after a warm-up, all in one process. Ours runs every puzzle ` +
      `of each set; the peers are time-boxed to ${BOX_MS / 1000} s per run and solve the set in file order until ` +
      'the box runs out ("first N" is how far the slowest of the runs got), which keeps puzzles/s comparable. Every ' +
      `contender's answers on the first ${VERIFY} puzzles of each set are checked (givens kept, every unit a ` +
      'permutation) before it is timed. The uniqueness check counts solutions up to 2, as the generator does.',
    '',
    `| Solver | Called as | ${SETS.map((s) => s.label).join(' | ')} |`,
    `| --- | --- | ${SETS.map(() => '---:').join(' | ')} |`,
    ...rows,
    `| ours ÷ fastest peer | \`solve(grid)\` | ${ratios.join(' | ')} |`,
    '',
    'Target: ours ≥ 10× the fastest npm peer on every set.',
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runSolveBench());
}
