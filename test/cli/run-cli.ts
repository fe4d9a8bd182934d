/** Runs `./sudoku` exactly as a user does (the executable at the repository root, a real process, real pipes). */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CELLS, findConflicts, type Grid } from '../../src/engine/grid.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SUDOKU = fileURLToPath(new URL('../../sudoku', import.meta.url));

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `input` is stdin: text, or bytes (a picture for `scan -`). */
/**
 * `sudoku <args>` with `input` on stdin. The locale variables are cleared (the sentences are English whatever the
 * machine's language), then `env` is added: the CLI's language tests set them.
 */
export function sudoku(
  args: readonly string[],
  input: string | Uint8Array = '',
  env: Readonly<Record<string, string>> = {},
): CliResult {
  const locale = { LC_ALL: '', LC_MESSAGES: '', LANG: '' };
  const result = spawnSync(SUDOKU, args, {
    input,
    encoding: 'utf8',
    cwd: REPO_ROOT,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...locale, ...env },
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The seed layout exactly: 9 lines of 9 digits separated by single spaces, each line ending in a newline. */
export const SEED_LAYOUT = /^(?:[0-9](?: [0-9]){8}\n){9}$/;

/** Reads the seed layout (already checked against SEED_LAYOUT) without the engine's parser. */
export function gridFromSeedLayout(text: string): Grid {
  return text.trim().split(/\s+/).map(Number);
}

/** Reads an 81-character line, `.` or `0` for blanks. */
export function gridFromLine(line: string): Grid {
  return [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));
}

export const blanks = (grid: Grid): number => grid.filter((d) => d === 0).length;

/** A finished grid: all 81 cells filled and no digit twice in a row, column or box. */
export function isCompleteAndValid(grid: Grid): boolean {
  return grid.length === CELLS && grid.every((d) => d >= 1 && d <= 9) && findConflicts(grid).length === 0;
}

/** Every given of `puzzle` is still there in `solution`. */
export function keepsGivens(puzzle: Grid, solution: Grid): boolean {
  return puzzle.every((d, i) => d === 0 || solution[i] === d);
}

/** A user never sees a stack trace. */
export const hasStackTrace = (text: string): boolean => /^\s+at /m.test(text);
