/**
 * Entry point of a `sudoku create --jobs K` worker thread (bundled to dist/cli/create-worker.js by
 * scripts/build-cli.mjs). The job comes as workerData; each message is a puzzle index k, answered with
 * `{ k, text, note }` (see create-parallel.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createPuzzle, type CreateJob } from './create-puzzle.ts';

if (!parentPort) throw new Error('create-worker is started by sudoku create --jobs, not on its own');
const port = parentPort;
const job = workerData as CreateJob;

port.on('message', (k: number) => {
  port.postMessage({ k, ...createPuzzle(job, k) });
});
