/**
 * Entry point of a `sudoku create --jobs K` worker thread (bundled to dist/cli/create-worker.js by
 * scripts/build-cli.mjs). The job comes as workerData; each message is a task, a run of puzzle indices, answered
 * with those puzzles in order and the time they took (see create-parallel.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { enableWasmSolver } from '../engine/solve/index.ts';
import type { CreateTask, CreateTaskResult } from './create-parallel.ts';
import { createPuzzle, type CreatedPuzzle, type CreateJob } from './create-puzzle.ts';

if (!parentPort) throw new Error('create-worker is started by sudoku create --jobs, not on its own');
const port = parentPort;
const job = workerData as CreateJob;
// As in the main thread (sudoku.ts): the same puzzles, from the faster kernel.
enableWasmSolver();

port.on('message', ({ from, to }: CreateTask) => {
  const start = performance.now();
  const puzzles: CreatedPuzzle[] = [];
  for (let k = from; k < to; k++) puzzles.push(createPuzzle(job, k));
  const result: CreateTaskResult = { from, puzzles, ms: performance.now() - start };
  port.postMessage(result);
});
