/**
 * `parse(text)`: any common Sudoku text → an 81-cell grid, or a typed error that says what was wrong and where.
 * Readers are tried from the most specific to the most general: a JSON array, a SudokuWiki/SudokuExchange link,
 * then free text (81-character lines, rows of 9, boxed grids, .ss, .sdk, HoDoKu, QQWing, Solo, TSV, CSV). It never
 * throws and works in time linear in the input, which is capped at MAX_PARSE_LENGTH up front.
 */
import { describeConflict } from '../conflict-words.ts';
import { CLASSIC, type Geometry } from '../geometry.ts';
import { findConflicts } from '../grid.ts';
import { readJson } from './json.ts';
import { readSmallGrid } from './small-grid.ts';
import { readTextGrid } from './text-grid.ts';
import type { ParseResult, Reading } from './types.ts';
import { readUrl } from './url.ts';

export type { ParseError, ParseErrorCode, ParseResult } from './types.ts';
/** One line read as cells, for a face that reads a file line by line (the CLI's batches). */
export { isRule, readLine, type LineCells } from './line-cells.ts';

/** Inputs longer than this (in UTF-16 code units, ~1 MB) are refused before any work: no puzzle is that long. */
export const MAX_PARSE_LENGTH = 1 << 20;

export interface ParseOptions {
  /**
   * Return the grid even when two equal digits share a unit (default false: that is a 'duplicate' error). A game in
   * progress may hold a player's wrong digit next to a given, and a hint has to be able to name it.
   */
  allowConflicts?: boolean;
  /**
   * What the same puzzle written twice is (default 'merge'): one puzzle, as on a page that shows a grid and its
   * 81-character form; 'count': two, refused like any two ("found 2 puzzles …"). The CLI counts them: a file holding
   * the same grid twice was meant as two puzzles, and answering once would drop one silently.
   */
  repeats?: 'merge' | 'count';
  /**
   * The grid's shape (default classic 9×9, read in every layout above). Another size (4×4, 6×6 from geometries.ts)
   * is read as N lines of N cells, one line of N×N, the boxed form `format` prints, a JSON array (N rows of N or
   * flat) or a link holding N×N cells (a share link of that size).
   */
  geometry?: Geometry;
}

const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** JSON and links at every geometry; then the free-text readers: the 9×9 one's many layouts, or small-grid.ts's. */
function read(text: string, mergeRepeats: boolean, geometry: Geometry): Reading {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    const json = readJson(trimmed, geometry);
    if (json) return json;
  }
  return (
    readUrl(text, geometry) ?? (geometry === CLASSIC ? readTextGrid(text, mergeRepeats) : readSmallGrid(text, geometry))
  );
}

/** Reads one puzzle from `text` in any layout the engine knows; see the module comment. Never throws. */
export function parse(text: string, options: ParseOptions = {}): ParseResult {
  if (typeof text !== 'string') {
    return {
      ok: false,
      error: { code: 'empty', message: `expected text, got ${text === null ? 'null' : typeof text}` },
    };
  }
  if (text.length > MAX_PARSE_LENGTH) {
    return {
      ok: false,
      error: {
        code: 'too-large',
        message: `the input is ${grouped(text.length)} characters long; parse reads at most ${grouped(MAX_PARSE_LENGTH)} (1 MB)`,
      },
    };
  }
  if (text.trim() === '') return { ok: false, error: { code: 'empty', message: 'the input is empty' } };

  const geometry = options?.geometry ?? CLASSIC;
  const reading = read(text, options?.repeats !== 'count', geometry);
  if (!reading.ok) return reading;
  const [conflict] = options?.allowConflicts === true ? [] : findConflicts(reading.cells, geometry.units);
  if (conflict) {
    return { ok: false, error: { code: 'duplicate', message: describeConflict(conflict, geometry), conflict } };
  }
  return { ok: true, grid: reading.cells, format: reading.format };
}
