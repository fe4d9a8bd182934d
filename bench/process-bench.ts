// The CLI against the fastest npm peer, whole process against whole process, on the same input in one run:
// `./sudoku solve` in batch on each collection, and `./sudoku create --count 3000 --format line`. Each figure is the
// median of 3 wall-clock runs minus the median start-up of the same program (one trivial input), so it compares the
// work, not Node's boot. The peers run as small scripts in bench/peers/ that do the same job as simply as possible.
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type PuzzleSet, puzzleLines } from '../test/data/puzzles.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SUDOKU = fileURLToPath(new URL('../sudoku', import.meta.url));
const PEER_SOLVE = fileURLToPath(new URL('./peers/algorithm-ts-solve.mjs', import.meta.url));
const PEER_CREATE = fileURLToPath(new URL('./peers/algorithm-ts-create.mjs', import.meta.url));
const RUNS = 3;
const CREATE_COUNT = 3000;
/** The peer generator is ~10× slower: it makes fewer puzzles and is compared per puzzle. */
const PEER_CREATE_COUNT = 300;

const SETS: { set: PuzzleSet; label: string }[] = [
  { set: '17clue', label: '17clue (49,158)' },
  { set: 'top1465', label: 'top1465 (1,465)' },
  { set: 'forum-hardest-1905-11plus-first10000', label: 'forum hardest 1905 11+ (first 10,000)' },
  { set: 'sudoku3m-sample', label: 'sudoku3m sample (7,034)' },
];

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1];
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

/** Wall-clock seconds of one run; throws when the program fails, so a broken contender can't look fast. */
function timeRun(command: string, args: string[], input: string): { seconds: number; stdout: string } {
  const start = performance.now();
  const result = spawnSync(command, args, { input, cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return { seconds, stdout: result.stdout };
}

function medianTime(command: string, args: string[], input: string): number {
  timeRun(command, args, input); // warm the file cache
  return median(Array.from({ length: RUNS }, () => timeRun(command, args, input).seconds));
}

interface Row {
  label: string;
  ours: number;
  peer: number;
}

function solveRows(): Row[] {
  const probe = `${puzzleLines('easy50')[0]}\n`;
  const oursStart = medianTime(SUDOKU, ['solve'], probe);
  const peerStart = medianTime('node', [PEER_SOLVE], probe);
  return SETS.map(({ set, label }) => {
    const lines = puzzleLines(set);
    const input = `${lines.join('\n')}\n`;
    console.error(`  solve ${label}`);
    // Both must answer every line with a solution: the same lines, since every puzzle here has one solution.
    const oursOut = timeRun(SUDOKU, ['solve'], input).stdout;
    const peerOut = timeRun('node', [PEER_SOLVE], input).stdout;
    if (oursOut !== peerOut) throw new Error(`solve ${set}: ours and the peer disagree`);
    const ours = Math.max(1e-3, medianTime(SUDOKU, ['solve'], input) - oursStart);
    const peer = Math.max(1e-3, medianTime('node', [PEER_SOLVE], input) - peerStart);
    return { label, ours: lines.length / ours, peer: lines.length / peer };
  });
}

function createRow(): Row {
  console.error('  create');
  const oursStart = medianTime(SUDOKU, ['create', '--count', '1', '--format', 'line'], '');
  const peerStart = medianTime('node', [PEER_CREATE, '1'], '');
  const ours = medianTime(SUDOKU, ['create', '--count', String(CREATE_COUNT), '--format', 'line'], '') - oursStart;
  const peer = medianTime('node', [PEER_CREATE, String(PEER_CREATE_COUNT)], '') - peerStart;
  return { label: 'create', ours: CREATE_COUNT / ours, peer: PEER_CREATE_COUNT / peer };
}

export async function runProcessBench(): Promise<string> {
  const solve = solveRows();
  const create = createRow();
  const ratio = (row: Row): string => `**${(row.ours / row.peer).toFixed(1)}×**`;
  return [
    '## The CLI against the fastest npm peer, process against process',
    '',
    `Whole processes on the same input in one run: the median of ${RUNS} wall-clock runs (after one warm-up) minus the ` +
      'median start-up of the same program on one trivial input. Ours is `./sudoku` as users run it; the peer, ' +
      '@algorithm.ts/sudoku, runs as a small script (bench/peers/) that reads the lines, solves or creates, and ' +
      'writes once. The solutions of both are compared line by line before timing.',
    '',
    '| `./sudoku solve` (batch) | puzzles/s, ours | puzzles/s, @algorithm.ts/sudoku | ours ÷ peer |',
    '| --- | ---: | ---: | ---: |',
    ...solve.map((row) => `| ${row.label} | ${fmt(row.ours)} | ${fmt(row.peer)} | ${ratio(row)} |`),
    '',
    '| generator, whole process | puzzles/s | called as |',
    '| --- | ---: | --- |',
    `| ours | ${fmt(create.ours)} | \`./sudoku create --count ${CREATE_COUNT} --format line\` (no symmetry; unique, ≥ 40 blanks) |`,
    `| @algorithm.ts/sudoku | ${fmt(create.peer)} | \`createSudoku(0.5)\` × ${PEER_CREATE_COUNT} (its lowest setting that always leaves 40 blanks) |`,
    `| ours ÷ peer | ${ratio(create)} | |`,
    '',
    'Targets: ≥ 10× the peer on every set, and for the generator.',
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runProcessBench());
}
