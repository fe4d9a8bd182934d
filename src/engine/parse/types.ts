/** The parser's public result types, shared by every format reader under parse/. */
import type { Conflict, Grid } from '../grid.ts';

export type ParseErrorCode = 'empty' | 'cell-count' | 'bad-char' | 'duplicate' | 'too-large';

export interface ParseError {
  code: ParseErrorCode;
  /** One sentence saying what was wrong and where, e.g. "line 3, column 7: 'x' can't be a cell". */
  message: string;
  /** 1-based line in the original text, for `bad-char`. */
  line?: number;
  /** 1-based column in the original text, for `bad-char`. */
  column?: number;
  /** The two equal givens, for `duplicate`. */
  conflict?: Conflict;
}

export type ParseResult = { ok: true; grid: Grid; format: string } | { ok: false; error: ParseError };

/** What a format reader hands back: 81 cells (not yet checked for clashing givens) or a positioned error. */
export type Reading = { ok: true; cells: number[]; format: string } | { ok: false; error: ParseError };

export const failure = (error: ParseError): { ok: false; error: ParseError } => ({ ok: false, error });

/** Shows a character the way a user can recognise it, even when it is invisible or a control code. */
export function showChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  // Control codes, invisible format characters (a zero-width space), lone combining marks and the replacement
  // character of a broken byte would print as nothing, or as something else, between the quotes.
  if (/^[\p{Cc}\p{Cf}\p{Mn}\p{Me}\p{Co}\p{Cn}\uFFFD]/u.test(char)) {
    const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    return code === 0xfffd ? `${name} (a byte that is not UTF-8 text)` : name;
  }
  return `'${char}'`;
}

export function badCharError(line: number, column: number, char: string): ParseError {
  return {
    code: 'bad-char',
    message: `line ${line}, column ${column}: ${showChar(char)} can't be a cell`,
    line,
    column,
  };
}
