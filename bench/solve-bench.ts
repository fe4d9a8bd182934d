// Solver benchmark: puzzles solved per second, ours against the npm peers (and tdoku, live, given `--tdoku PATH`), over
// the vendored collections (test/data), one process.
// Each contender's answers are checked on the first puzzles of every set before it is timed, so the table compares
// real solving. Slow peers are time-boxed: they solve the set in file order until the box runs out.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { SudokuSolver } from '@algorithm.ts/sudoku';
import sudoku from 'sudoku';
import { fileURLToPath } from 'node:url';
import type { Grid } from '../src/engine/grid.ts';
import { type PuzzleSet, puzzleLines } from '../test/data/puzzles.ts';
import { importBundled } from './bundle.ts';
import { tdokuPath, tdokuRunner } from './tdoku-peer.ts';

const RUNS = 3;
/** Time box per run for contenders that cannot get through a whole set quickly. */
const BOX_MS = Number(process.env.BENCH_MS ?? 1000);
/** Puzzles per set whose answers are checked before timing. */
const VERIFY = 25;

/**
 * `tdoku`: tdoku (t-dillon/tdoku, native C++, SIMD) on this machine, solutions/s, as measured for the issue; quoted
 * when the bench is not given tdoku's benchmark program (`--tdoku PATH`), which it then runs live instead.
 */
const ALL_SETS: { file: PuzzleSet; label: string; tdoku: number }[] = [
  { file: '17clue', label: '17clue (49,158)', tdoku: 302_772 },
  { file: 'top1465', label: 'top1465 (1,465)', tdoku: 155_625 },
  { file: 'forum-hardest-1905-11plus-first10000', label: 'forum hardest 1905 11+ (first 10,000)', tdoku: 35_536 },
  { file: 'forum-hardest-1106', label: 'forum hardest 1106 (375)', tdoku: 21_873 },
  { file: 'sudoku3m-sample', label: 'sudoku3m sample (7,034)', tdoku: 243_326 },
];
/** `--set FILE` (repeatable, e.g. `--set top1465`) runs those sets alone, for a quick look; by default all of them. */
const ONLY = process.argv.flatMap((arg, i, all) => (arg === '--set' && all[i + 1] ? [all[i + 1]] : []));
const SETS = ALL_SETS.filter((set) => ONLY.length === 0 || ONLY.includes(set.file));

type SolverModule = typeof import('./solver-entry.ts');
const SOLVER_ENTRY = fileURLToPath(new URL('./solver-entry.ts', import.meta.url));

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
  /** Called before the contender's runs on each set (ours: choose the kernel). */
  prepare?: () => void;
}

const toGrid = (line: string): Grid =>
  Array.from(line.slice(0, 81), (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0));

const toBytes = (line: string): Uint8Array => Uint8Array.from(toGrid(line));

type Kernel = 'simd' | 'plain' | 'typescript';
const KERNEL_NAMES: Record<Kernel, string> = {
  simd: 'WebAssembly SIMD kernel',
  plain: 'WebAssembly plain kernel (the fallback without SIMD)',
  typescript: 'TypeScript kernel',
};

/** Ours through the fast entry, on one kernel: `prepare` switches the bundled engine to it before each set. */
function ours(engine: SolverModule, kernel: Kernel, limit = 1): Contender {
  const out = new Uint8Array(81);
  const prepare = (): void => {
    if (kernel === 'typescript') engine.useSolverKernel(null);
    else if (!engine.enableWasmSolver(kernel)) throw new Error(`${KERNEL_NAMES[kernel]} unavailable`);
  };
  return {
    name:
      limit === 1
        ? `${kernel === 'simd' ? '**ours**' : 'ours'}, ${KERNEL_NAMES[kernel]}`
        : `ours, ${KERNEL_NAMES[kernel]}, uniqueness check`,
    setup: limit === 1 ? '`solveInto(cells, out)`' : '`solveInto(cells, out, 2)`',
    prepare,
    convert: toBytes,
    run: (input) => void engine.solveInto(input as Uint8Array, out, limit),
    answer: (line) => {
      prepare();
      engine.solveInto(toBytes(line), out, 1);
      return out.join('');
    },
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
  return {
    perSecond: solved / (cpuSeconds() - cpuStart),
    solved,
  };
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
  contender.prepare?.();
  for (const line of lines.slice(0, VERIFY)) {
    const error = checkAnswer(line, contender.answer(line));
    if (error) return { perSecond: 0, solved: 0, total: lines.length, error: `wrong answer (${error})` };
  }
  contender.prepare?.();
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

/** Seconds each turn of the live comparison lasts, ours and tdoku alike (tdoku's `-t`). */
const TDOKU_SECONDS = 1;
/** Turns of the live comparison per set and limit: five, as three let one disturbed turn move a median. */
const LIVE_TURNS = 5;

/** A turn's rates: puzzles per second of wall clock and of CPU time. */
interface Rates {
  wall: number;
  cpu: number;
}

/**
 * Ours timed as tdoku's run_benchmark times itself: whole passes over the set, in file order, until `seconds` of wall
 * clock have gone by; puzzles per second of wall clock and of this process's CPU time. One pass of a small set
 * (top1465 or forum hardest 1106: 10–20 ms) against tdoku's full second made the turn-about ratios swing by a quarter
 * between runs on a busy machine.
 */
function timedPasses(contender: Contender, inputs: unknown[], seconds: number): Rates {
  const start = performance.now();
  const cpuStart = cpuSeconds();
  let solved = 0;
  do {
    for (const input of inputs) contender.run(input);
    solved += inputs.length;
  } while (performance.now() - start < seconds * 1000);
  return { wall: solved / ((performance.now() - start) / 1000), cpu: solved / (cpuSeconds() - cpuStart) };
}

/** One contender's live figures per limit (index 0: limit 1, 1: limit 2): medians over the turns. */
interface LiveFigures {
  /** Median rates. */
  rate: [Rates, Rates];
  /** Median of the turns' ratios to tdoku's rate in the same turn (tdoku's own: 1). */
  ratio: [Rates, Rates];
}

/** Ours and tdoku, turn about, on one set. */
interface LiveRatios {
  tdoku: LiveFigures;
  simd: LiveFigures;
  plain: LiveFigures;
}

/**
 * Each turn runs tdoku, then ours on each kernel, for TDOKU_SECONDS each; a ratio divides our rate by tdoku's in the
 * same turn, and the figures are medians over the turns. The CPU-time ratio is the one to read on a shared machine: a
 * wall-clock ratio also compares how much of a CPU each turn happened to get (at a load average of 10 on 2 cores,
 * turns a few seconds apart differ by a third), while CPU time counts only the work (tdoku's: see TdokuRate.cpu).
 */
function measureLive(program: string, engine: SolverModule, lines: string[]): LiveRatios {
  const tdoku = tdokuRunner(program, lines);
  type Turns = [Rates[], Rates[]];
  const rates: Record<keyof LiveRatios, Turns> = { tdoku: [[], []], simd: [[], []], plain: [[], []] };
  try {
    for (let turn = 0; turn < LIVE_TURNS; turn++) {
      for (const limit of [1, 2] as const) {
        rates.tdoku[limit - 1].push(tdoku.rate(limit, TDOKU_SECONDS));
        for (const kernel of ['simd', 'plain'] as const) {
          const contender = ours(engine, kernel, limit);
          contender.prepare?.();
          const inputs = lines.map((line) => contender.convert(line));
          if (turn === 0) timedPasses(contender, inputs, TDOKU_SECONDS);
          rates[kernel][limit - 1].push(timedPasses(contender, inputs, TDOKU_SECONDS));
        }
      }
    }
  } finally {
    tdoku.close();
  }
  const figures = (turns: Turns): LiveFigures => {
    const one = (limit: 0 | 1): { rate: Rates; ratio: Rates } => {
      const mine = turns[limit];
      const theirs = rates.tdoku[limit];
      return {
        rate: { wall: median(mine.map((r) => r.wall)), cpu: median(mine.map((r) => r.cpu)) },
        ratio: {
          wall: median(mine.map((r, i) => r.wall / theirs[i].wall)),
          cpu: median(mine.map((r, i) => r.cpu / theirs[i].cpu)),
        },
      };
    };
    const [first, second] = [one(0), one(1)];
    return { rate: [first.rate, second.rate], ratio: [first.ratio, second.ratio] };
  };
  return { tdoku: figures(rates.tdoku), simd: figures(rates.simd), plain: figures(rates.plain) };
}

export async function runSolveBench(): Promise<string> {
  const engine = await importBundled<SolverModule>(SOLVER_ENTRY);
  if (!engine) throw new Error('could not bundle the engine with esbuild');
  const program = tdokuPath();
  const contenders = [
    ours(engine, 'simd'),
    ours(engine, 'plain'),
    ours(engine, 'typescript'),
    ours(engine, 'simd', 2),
    qqwing(),
    sudokuPeer(),
    algorithmTs(),
  ];
  const peerNames = new Set(['qqwing', 'sudoku', '@algorithm.ts/sudoku']);
  const table = new Map<Contender, Cell[]>(contenders.map((c) => [c, []]));
  const live: LiveRatios[] = [];
  for (const set of SETS) {
    const lines = puzzleLines(set.file);
    for (const contender of contenders) {
      console.error(`  ${set.file}: ${contender.name}`);
      table.get(contender)?.push(measure(contender, lines));
    }
    if (program) {
      console.error(`  ${set.file}: tdoku, live, turn about with ours`);
      live.push(measureLive(program, engine, lines));
    }
  }
  const cellText = (cell: Cell): string => {
    if (cell.error) return cell.error;
    const subset = cell.solved < cell.total ? ` (first ${fmt(cell.solved)})` : '';
    return `${fmt(cell.perSecond)}${subset}`;
  };
  const rows = contenders.map((c) => `| ${c.name} | ${c.setup} | ${(table.get(c) ?? []).map(cellText).join(' | ')} |`);
  const mine = table.get(contenders[0]) ?? [];
  const plain = table.get(contenders[1]) ?? [];
  const ratios = SETS.map((_, i) => {
    const fastest = Math.max(
      ...contenders.filter((c) => peerNames.has(c.name)).map((c) => (table.get(c) ?? [])[i]?.perSecond ?? 0),
    );
    return fastest > 0 ? `**${(mine[i].perSecond / fastest).toFixed(1)}×**` : 'n/a';
  });
  const ratioText = (ratio: number): string => `**${ratio.toFixed(2)}×**${ratio >= 0.9 ? '' : ' (below 0.9)'}`;
  const live1 = (pick: (l: LiveRatios) => number, text: (n: number) => string): string =>
    live.map((l) => text(pick(l))).join(' | ');
  const times = (n: number): string => `${n.toFixed(2)}×`;
  const tdokuRows = program
    ? [
        `| tdoku (native C++), live: its own \`run_benchmark\`, wall clock | \`TdokuSolverDpllTriadSimd\`, limit 1 | ${live1((l) => l.tdoku.rate[0].wall, fmt)} |`,
        `| tdoku, live, CPU time (its wall rate over its share of a CPU) | limit 1 | ${live1((l) => l.tdoku.rate[0].cpu, fmt)} |`,
        `| tdoku, live, uniqueness check, CPU time | limit 2 | ${live1((l) => l.tdoku.rate[1].cpu, fmt)} |`,
        `| ours ÷ fastest npm peer | WebAssembly SIMD kernel | ${ratios.join(' | ')} |`,
        `| ours ÷ tdoku, CPU time, turn about | WebAssembly SIMD kernel | ${live1((l) => l.simd.ratio[0].cpu, ratioText)} |`,
        `| ours ÷ tdoku, CPU time, turn about | WebAssembly plain kernel | ${live1((l) => l.plain.ratio[0].cpu, times)} |`,
        `| ours ÷ tdoku, uniqueness check, CPU time | WebAssembly SIMD kernel | ${live1((l) => l.simd.ratio[1].cpu, ratioText)} |`,
        `| ours ÷ tdoku, uniqueness check, CPU time | WebAssembly plain kernel | ${live1((l) => l.plain.ratio[1].cpu, times)} |`,
        `| ours ÷ tdoku, wall clock, turn about | WebAssembly SIMD kernel, limit 1 | ${live1((l) => l.simd.ratio[0].wall, times)} |`,
        `| ours ÷ tdoku, wall clock, turn about | WebAssembly SIMD kernel, limit 2 | ${live1((l) => l.simd.ratio[1].wall, times)} |`,
      ]
    : [
        `| tdoku (native C++; reference figures) | \`TdokuSolverDpllTriadSimd\`, limit 1 | ${SETS.map((s) => fmt(s.tdoku)).join(' | ')} |`,
        `| ours ÷ fastest npm peer | WebAssembly SIMD kernel | ${ratios.join(' | ')} |`,
        `| ours ÷ tdoku (quoted) | WebAssembly SIMD kernel | ${SETS.map((set, i) => ratioText(mine[i].perSecond / set.tdoku)).join(' | ')} |`,
        `| ours ÷ tdoku (quoted) | WebAssembly plain kernel | ${SETS.map((set, i) => `${(plain[i].perSecond / set.tdoku).toFixed(2)}×`).join(' | ')} |`,
      ];
  const tdokuNote = program
    ? `tdoku ran live: its own benchmark program (${program.split('/').pop()}, \`-s tdoku -r 0 -w 1 -t ${TDOKU_SECONDS}\`, ` +
      `with \`-f\` for limit 1) on each set, turn about with ours over the same puzzles, ${LIVE_TURNS} turns; each turn, ` +
      `ours and tdoku's alike, is whole passes over the set in file order until ${TDOKU_SECONDS} s have gone by ` +
      "(tdoku's own procedure). A ratio divides our rate by tdoku's in the same turn; the figures are medians over " +
      "the turns. The target is read on CPU time: ours from process.cpuUsage over the turn, tdoku's as its reported " +
      'wall rate over the share of a CPU its process had (its CPU time, read from /proc/self/stat as a reaped child, ' +
      'over its wall time), so that how busy the machine was in each turn cancels out; the wall-clock ratios are ' +
      'given for reference and are only meaningful on a quiet machine.'
    : 'tdoku was not given (`--tdoku PATH` or TDOKU_BENCH: its run_benchmark program, built outside the ' +
      'repository); its figures were measured on this machine for the issue and are quoted, not re-measured.';
  return [
    '## Solver',
    '',
    `Puzzles solved per second of CPU time (process.cpuUsage, steadier than wall time on a shared machine), median ` +
      `of ${RUNS} runs after a warm-up, all in one process. Ours runs every puzzle ` +
      `of each set; the peers are time-boxed to ${BOX_MS / 1000} s per run and solve the set in file order until ` +
      'the box runs out ("first N" is how far the slowest of the runs got), which keeps puzzles/s comparable. Every ' +
      `contender's answers on the first ${VERIFY} puzzles of each set are checked (givens kept, every unit a ` +
      'permutation) before it is timed. The uniqueness check counts solutions up to 2.',
    '',
    `| Solver | Called as | ${SETS.map((s) => s.label).join(' | ')} |`,
    `| --- | --- | ${SETS.map(() => '---:').join(' | ')} |`,
    ...rows,
    ...tdokuRows,
    '',
    'Targets: ours ≥ 10× the fastest npm peer and ≥ 0.9× tdoku on every set (issue 31). ' +
      tdokuNote +
      ' Ours is the engine as an esbuild bundle (see bench/bundle.ts); the CLI runs the WebAssembly SIMD kernel ' +
      '(the plain one where SIMD is missing), the element and extension the TypeScript one.',
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runSolveBench());
}
