/**
 * Entry point of `./sudoku` (bundled to dist/cli/sudoku.js by scripts/build-cli.mjs). Runs on import.
 * Whatever goes wrong, the user gets one line on stderr, never a stack trace.
 */
import { enableWasmSolver } from '../engine/solve/index.ts';
import { EXIT_INTERNAL, EXIT_OUTPUT_FAILED } from './exit-codes.ts';
import { complain, nodeIo } from './io.ts';
import { main } from './main.ts';

const io = nodeIo();
// Node always runs WebAssembly: the same answers as the TypeScript kernel, faster, and at full speed from the start.
enableWasmSolver();

function internalError(error: unknown): void {
  complain(io, `internal error: ${error instanceof Error ? error.message : String(error)} (this is a bug)`);
  process.exitCode = EXIT_INTERNAL;
}

process.on('uncaughtException', internalError);

// Checked once every write has finished or failed (a failed write is reported asynchronously): output lost to a full
// disk must not look like success.
process.once('beforeExit', () => {
  const failure = io.stdout.failure;
  if (!failure) return;
  complain(io, `could not write the output: ${failure}`);
  process.exitCode = EXIT_OUTPUT_FAILED;
});

main(process.argv.slice(2), io).then((code) => {
  process.exitCode = code;
}, internalError);
