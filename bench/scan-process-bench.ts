// Whole `sudoku scan` processes, as a user runs them: the ./sudoku launcher (its check that the build is current, the
// V8 flags it sets), Node's start, the bundle, decoding and the recognizer, one process a picture of FOLDER (PNG,
// JPEG, WebP). The median, p90 and slowest wall-clock time. With --against LAUNCHER (another checkout's ./sudoku, e.g.
// a detached worktree of main; or a bare dist/cli/sudoku.js bundle), both run on each picture, alternating which goes
// first, and their outputs are compared. Not a test: times depend on the machine and on what else runs.
// Run: node --import tsx bench/scan-process-bench.ts FOLDER [--against LAUNCHER] [--limit N]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const OURS = fileURLToPath(new URL('../sudoku', import.meta.url));
const PICTURE = /\.(png|jpe?g|webp)$/i;

interface Run {
  ms: number;
  /** stdout and the exit code: what a user gets. */
  answer: string;
}

function scanOnce(launcher: string, file: string): Run {
  const started = performance.now();
  const result = spawnSync(process.execPath, [launcher, 'scan', file], { encoding: 'utf8' });
  return { ms: performance.now() - started, answer: `${result.stdout}|${result.status}` };
}

const quantile = (values: number[], q: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const summary = (label: string, times: number[]): string =>
  `${label}: median ${quantile(times, 0.5).toFixed(0)} ms, p90 ${quantile(times, 0.9).toFixed(0)} ms, ` +
  `slowest ${Math.max(...times).toFixed(0)} ms`;

/** The report for the pictures of `folder`: ours alone, or ours against `other` (A/B alternating). */
export function runScanProcessBench(folder: string, other?: string, limit = Infinity): string {
  const files = readdirSync(folder)
    .filter((file) => PICTURE.test(file))
    .sort()
    .slice(0, limit)
    .map((file) => join(folder, file));
  // Built before the clock starts: the launcher would rebuild a stale bundle inside the first picture's time.
  if (spawnSync(process.execPath, [fileURLToPath(new URL('../scripts/build-cli.mjs', import.meta.url))]).status)
    throw new Error('the CLI did not build');
  // Another checkout's launcher rebuilds its own bundle when stale: run it once, untimed, so that happens here.
  if (other && files.length) scanOnce(other, files[0]);
  const ours: number[] = [];
  const theirs: number[] = [];
  let differing = 0;
  files.forEach((file, i) => {
    const first = other && i % 2 ? scanOnce(other, file) : null;
    const mine = scanOnce(OURS, file);
    const second = other && !first ? scanOnce(other, file) : first;
    ours.push(mine.ms);
    if (second) {
      theirs.push(second.ms);
      if (second.answer !== mine.answer) differing++;
    }
  });
  const lines = [
    `${files.length} pictures in ${folder}, one \`sudoku scan\` process each`,
    summary('this build', ours),
  ];
  if (other) lines.push(summary(other, theirs), `answers that differ: ${differing}`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [folder] = process.argv.slice(2);
  const option = (name: string): string | undefined => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  if (!folder || folder.startsWith('--')) {
    console.error('usage: node --import tsx bench/scan-process-bench.ts FOLDER [--against LAUNCHER] [--limit N]');
    process.exit(1);
  }
  console.log(runScanProcessBench(folder, option('--against'), Number(option('--limit') ?? Infinity)));
}
