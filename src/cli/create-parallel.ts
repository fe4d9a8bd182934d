/**
 * `sudoku create --jobs K`: K worker threads make the puzzles, the main thread hands out runs of k and prints the
 * results strictly in order of k (a result that arrives early waits in a buffer), so a seeded run prints exactly
 * what `--jobs 1` prints.
 */
import { Worker } from 'node:worker_threads';
import type { CreatedPuzzle, CreateJob } from './create-puzzle.ts';

/**
 * The worker's entry: create-worker.js next to the bundle (dist/cli/, where scripts/build-cli.mjs writes both), or
 * create-worker.ts next to this file when the CLI runs from its sources under tsx (tests, `node --import tsx`).
 */
export const CREATE_WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './create-worker.ts' : './create-worker.js',
  import.meta.url,
);

/** A worker running `url` with the job as workerData. */
function startWorker(url: URL, job: CreateJob): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData: job });
  // From the sources: the loader hooks of `--import tsx` do not reach worker threads (Node 20), so the worker
  // registers tsx itself before loading its entry. Never taken in the bundle, whose worker is plain JS.
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(code, { eval: true, workerData: job });
}

/** Tasks queued per worker: the next one is already waiting when a task is done, so no worker idles. */
const IN_FLIGHT = 2;
/**
 * Work per task, in ms. A task is a run of consecutive k: a plain puzzle takes under 1 ms, so one message per puzzle
 * would spend a good part of the time on messages and on waking the main thread; an extreme one takes ~130 ms and
 * goes alone. Task sizes follow the measured time per puzzle, starting from 1.
 */
const TASK_MS = 20;
const MAX_TASK = 64;
/**
 * How far past the next puzzle to print the workers may run. A slow puzzle (an extreme search can take seconds)
 * holds the output back; this bounds how many finished puzzles wait in memory meanwhile.
 */
const LOOKAHEAD = 1024;

/** Main thread → worker: make puzzles from..to-1. */
export interface CreateTask {
  from: number;
  to: number;
}

/** Worker → main thread: puzzles from..from+puzzles.length-1, and the time they took. */
export interface CreateTaskResult {
  from: number;
  puzzles: CreatedPuzzle[];
  ms: number;
}

export interface PuzzleSink {
  /** Puzzle k, called in order of k: 0, 1, 2, … */
  print(k: number, puzzle: CreatedPuzzle): void;
  /** How many puzzles are done so far, printed or waiting (for progress). */
  made?(made: number): void;
  /** True once nothing more is wanted (stdout closed): the workers are stopped and the run ends. */
  stopped(): boolean;
}

/**
 * Makes puzzles 0..count-1 of `job` on `jobs` worker threads and hands them to `sink` in order. Resolves when all
 * are printed or the sink has stopped; rejects (with every worker stopped) when a worker fails, rather than
 * waiting for a result that will never come.
 */
export async function createInParallel(
  job: CreateJob,
  count: number,
  jobs: number,
  sink: PuzzleSink,
  workerUrl: URL = CREATE_WORKER_URL,
): Promise<void> {
  const done = new Map<number, CreatedPuzzle>();
  const inFlight = new Map<Worker, number>();
  let nextToSend = 0;
  let nextToPrint = 0;
  let made = 0;

  let settled = false;
  let settle!: (error?: Error) => void;
  const finished = new Promise<void>((resolve, reject) => {
    settle = (error) => {
      if (settled) return;
      // From here on, results still on their way and the exits of the terminated workers are no longer news.
      settled = true;
      const end = () => (error ? reject(error) : resolve());
      Promise.all([...inFlight.keys()].map((worker) => worker.terminate())).then(end, end);
    };
  });

  /** Average ms per puzzle so far (null until a task is back): sizes the next tasks. */
  let msPerPuzzle: number | null = null;
  const taskSize = (): number =>
    msPerPuzzle === null ? 1 : Math.max(1, Math.min(MAX_TASK, Math.floor(TASK_MS / Math.max(msPerPuzzle, 1e-3))));

  /** Give every worker work up to IN_FLIGHT tasks, as far as the lookahead allows. */
  const feed = (): void => {
    for (const [worker, queued] of inFlight) {
      let n = queued;
      const end = Math.min(count, nextToPrint + LOOKAHEAD);
      while (n < IN_FLIGHT && nextToSend < end) {
        const task: CreateTask = { from: nextToSend, to: Math.min(end, nextToSend + taskSize()) };
        worker.postMessage(task);
        nextToSend = task.to;
        n++;
      }
      inFlight.set(worker, n);
    }
  };

  const onResult = (worker: Worker, { from, puzzles, ms }: CreateTaskResult): void => {
    if (settled) return;
    if (sink.stopped()) return settle();
    inFlight.set(worker, (inFlight.get(worker) ?? 1) - 1);
    const perPuzzle = ms / puzzles.length;
    msPerPuzzle = msPerPuzzle === null ? perPuzzle : 0.8 * msPerPuzzle + 0.2 * perPuzzle;
    puzzles.forEach((puzzle, i) => done.set(from + i, puzzle));
    made += puzzles.length;
    sink.made?.(made);
    for (let puzzle = done.get(nextToPrint); puzzle; puzzle = done.get(nextToPrint)) {
      done.delete(nextToPrint);
      sink.print(nextToPrint++, puzzle);
      if (sink.stopped()) return settle();
    }
    if (nextToPrint === count) return settle();
    feed();
  };

  for (let i = 0; i < jobs; i++) {
    const worker = startWorker(workerUrl, job);
    inFlight.set(worker, 0);
    worker.on('message', (result: CreateTaskResult) => onResult(worker, result));
    worker.on('error', (error) => settle(new Error(`a create worker failed: ${error.message}`)));
    worker.on('messageerror', (error) =>
      settle(new Error(`a create worker's message was unreadable: ${error.message}`)),
    );
    worker.on('exit', (code) => settle(new Error(`a create worker stopped early (exit code ${code})`)));
  }
  feed();
  return finished;
}
