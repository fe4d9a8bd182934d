/**
 * Batch input: one puzzle a line (the data sets' format). Recognised when at least two lines each look like a whole
 * puzzle written on one line (see `looksLikeLinePuzzle`); then every other non-blank, non-comment line is an input
 * too, so a broken line gets its `error: …` answer in its place rather than silently vanishing.
 *
 * Lines in the plain 81-character form are read straight into cells (`readCells`); only the others go through the
 * general parser, which is what turns a broken line into a precise message.
 */
import { isRule, readLine } from '../engine/parse/index.ts';

export interface BatchLine {
  /** 1-based line number in stdin, for messages. */
  lineNumber: number;
  /** The line without its trailing `# comment` and trailing spaces (leading ones stay, so columns stay true). */
  text: string;
}

/** Cell characters the 81-character format uses (digits, and `.`, `0`, `-`, `_`, `*` for blanks). */
const PUZZLE_LINE = /^[0-9._*-]{81}$/;

/** Character code → cell value (0 blank, 1–9), or -1 for a character that is not a cell of the 81-character form. */
const CELL_OF = new Int8Array(128).fill(-1);
for (let digit = 0; digit <= 9; digit++) CELL_OF[48 + digit] = digit;
for (const blank of '._*-') CELL_OF[blank.charCodeAt(0)] = 0;

const stripComment = (line: string): string => {
  const hash = line.indexOf('#');
  return (hash === -1 ? line : line.slice(0, hash)).trimEnd();
};

/**
 * Reads `text[start, end)` into `cells` when it is exactly one 81-character puzzle line (a trailing CR allowed).
 * False for anything else, which the general parser then reads (or explains).
 */
export function readCells(text: string, start: number, end: number, cells: Uint8Array): boolean {
  if (end - start === 82 && text.charCodeAt(end - 1) === 13) end--;
  if (end - start !== 81) return false;
  for (let k = 0; k < 81; k++) {
    const code = text.charCodeAt(start + k);
    const cell = code < 128 ? CELL_OF[code] : -1;
    if (cell < 0) return false;
    cells[k] = cell;
  }
  return true;
}

/**
 * Fewest cells on a line that make it a puzzle written on one line, broken or not: more than any row of a grid holds
 * (9), and more than half of 81, so that no two lines of one grid
 * wrapped at any width can both reach it. An 80-cell line is a puzzle with a cell missing, not a row.
 */
export const LINE_PUZZLE_CELLS = 41;

/** Past this a line is no puzzle (the longest sensible one, a link or quoted CSV, is a few hundred characters). */
const LONGEST_LINE_PUZZLE = 4096;

/**
 * Whether one line (comment cut) is a puzzle written on one line, possibly a broken one: at least LINE_PUZZLE_CELLS
 * cells in any shape the parser reads on a line (`53..7…`, spaced, CSV, TSV, boxed, inside a link or after a label),
 * mostly cells (a typo or two, not a sentence with numbers in it), and not a rule line (`-----…`).
 */
export function looksLikeLinePuzzle(line: string): boolean {
  const text = line.trim();
  if (PUZZLE_LINE.test(text)) return true;
  if (text.length < LINE_PUZZLE_CELLS || text.length > LONGEST_LINE_PUZZLE || isRule(text)) return false;
  const read = readLine(text);
  return read.cells.length >= LINE_PUZZLE_CELLS && read.cells.length >= 2 * read.badCount;
}

/**
 * Whether `text` is a batch (one puzzle a line): at least two of its lines look like line puzzles. A grid in rows
 * (9 lines of 9 cells, in any layout) has none, and a single line puzzle with a title or notes around it has one.
 * Stops looking at the second.
 */
export function isBatch(text: string): boolean {
  let found = 0;
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    if (looksLikeLinePuzzle(stripComment(text.slice(start, end))) && ++found === 2) return true;
    start = end + 1;
  }
  return false;
}

/**
 * Walks the input lines of a batch in order, one `next()` at a time, so a long batch can pause between lines.
 * Blank and comment-only lines are skipped.
 */
export class BatchReader {
  /** The cells of the current line, when `next()` said 'cells'. */
  readonly cells = new Uint8Array(81);
  #start = 0;
  #lineNumber = 0;
  #current: BatchLine = { lineNumber: 0, text: '' };
  /** Where the current line lies in the text while its text has not been cut out yet (plain lines). */
  #currentRaw: [number, number] | null = null;

  constructor(private readonly text: string) {}

  /** What the current line is: the last answer of `next()`. */
  kind: 'cells' | 'text' | 'end' = 'end';

  /**
   * Moves to the next input line: 'cells' when it is a plain 81-character line (read into `cells`), 'text' when
   * it needs the general parser, 'end' after the last line. `line()` then gives the line itself.
   */
  next(): 'cells' | 'text' | 'end' {
    this.kind = this.#advance();
    return this.kind;
  }

  #advance(): 'cells' | 'text' | 'end' {
    const text = this.text;
    while (this.#start <= text.length) {
      const start = this.#start;
      let end = text.indexOf('\n', start);
      if (end === -1) end = text.length;
      this.#start = end + 1;
      this.#lineNumber++;
      if (readCells(text, start, end, this.cells)) {
        this.#current = { lineNumber: this.#lineNumber, text: '' };
        this.#currentRaw = [start, end];
        return 'cells';
      }
      const content = stripComment(text.slice(start, end));
      if (content.trim() === '') continue;
      this.#current = { lineNumber: this.#lineNumber, text: content };
      this.#currentRaw = null;
      return 'text';
    }
    return 'end';
  }

  /** The current line, for the general parser and for messages (the text is only cut out when asked for). */
  line(): BatchLine {
    if (this.#currentRaw) {
      this.#current.text = stripComment(this.text.slice(...this.#currentRaw));
      this.#currentRaw = null;
    }
    return this.#current;
  }
}
