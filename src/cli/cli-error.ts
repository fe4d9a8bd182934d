/**
 * A failure of one puzzle (or of the whole input) as data: the exit code, the sentence for people, a stable `code`
 * for scripts and the position when there is one. People get the sentence on stderr; with `--format json` scripts
 * also get `{"error": {...}}` on stdout, where a script reads the answer (JSON Lines in batch mode, one a line).
 */
import { cellName } from '../engine/grid.ts';
import type { ParseError, ParseErrorCode } from '../engine/parse/index.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain, type Io } from './io.ts';

/**
 * The `code` field: scripts branch on it, so a value never changes meaning. The parse error's kinds first (see
 * ParseErrorCode), then what a readable puzzle can still fail on, then what can go wrong before any puzzle is read.
 */
export type ErrorCode =
  | 'empty'
  | 'wrong-cell-count'
  | 'bad-character'
  | 'duplicate-given'
  | 'too-large'
  | 'no-solution'
  | 'several-solutions'
  | 'gave-up'
  | 'givens-mismatch'
  | 'invalid-board'
  | 'several-boards'
  | 'no-input'
  | 'unreadable'
  | 'usage';

export interface CliError {
  code: ErrorCode;
  exit: ExitCode;
  message: string;
  /** 1-based line of the input: where the engine places the error, or the batch line it belongs to. */
  line?: number;
  /** 1-based column, when the engine gives one (a character that can't be a cell). */
  column?: number;
  /** The cells involved, as r1c5 (two equal givens, a board digit that contradicts a given). */
  cells?: string[];
}

const PARSE_CODES: Record<ParseErrorCode, ErrorCode> = {
  empty: 'empty',
  'cell-count': 'wrong-cell-count',
  'bad-char': 'bad-character',
  duplicate: 'duplicate-given',
  'too-large': 'too-large',
};

export function fromParseError(error: ParseError): CliError {
  return {
    code: PARSE_CODES[error.code],
    exit: EXIT.invalid,
    message: error.message,
    line: error.line,
    column: error.column,
    cells: error.conflict?.cells.map(cellName),
  };
}

/** The JSON form: only the fields that have a value, `code` and `message` always. */
export function errorJson(error: CliError): string {
  const { code, message, line, column, cells } = error;
  return JSON.stringify({ error: { code, message, line, column, cells } });
}

/** Says what went wrong (stderr; with `json` also stdout) and gives the exit code to end with. */
export function reportError(io: Io, error: CliError, json: boolean): ExitCode {
  complain(io, error.message);
  if (json) io.stdout.write(`${errorJson(error)}\n`);
  return error.exit;
}
