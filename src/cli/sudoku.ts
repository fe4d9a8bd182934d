/**
 * Entry point of `./sudoku` (bundled to dist/cli/sudoku.js by scripts/build-cli.mjs). Runs on import.
 * Whatever goes wrong, the user gets one line on stderr, never a stack trace.
 */
import { complain, nodeIo } from './io.ts';
import { main } from './main.ts';

/** Not one of the contract's codes: it means a bug in the CLI itself (EX_SOFTWARE from sysexits.h). */
const INTERNAL_ERROR = 70;

const io = nodeIo();

function internalError(error: unknown): void {
  complain(io, `internal error: ${error instanceof Error ? error.message : String(error)} (this is a bug)`);
  process.exitCode = INTERNAL_ERROR;
}

process.on('uncaughtException', internalError);

main(process.argv.slice(2), io).then((code) => {
  process.exitCode = code;
}, internalError);
