/**
 * Reading one line of text as grid cells. A line is a rule (`+---+`, `.---.`, `*---*`, `───┼───`), or cells in one of
 * four shapes: characters (`53..7....`, `5 3 0 | 0 7 0`), tab-separated fields (a table's innerText),
 * comma-separated fields (CSV), or pipe-delimited fields (every cell boxed, blanks as spaces). Every cell keeps its
 * 1-based column in the original line so errors can point at it.
 */

/** Characters that mean "no digit here" in the formats we read. */
const BLANK_CHARS = '.0-_*';
/** Vertical separators between boxes or cells: ASCII and the box-drawing ones. */
const VERTICAL_SEPARATORS = '|│║┃¦';
/** Characters a rule line may consist of (besides whitespace and box-drawing characters). */
const RULE_CHARS = "-=+|.:'*_~";

export interface Cell {
  /** 0 for a blank, 1–9 for a digit. */
  value: number;
  column: number;
}

/** The first character (or field) on a line that cannot be a cell. */
export interface BadSpot {
  column: number;
  text: string;
}

export type LineShape = 'chars' | 'tabs' | 'commas' | 'pipes';

export interface LineCells {
  cells: Cell[];
  shape: LineShape;
  /** The first thing that cannot be a cell, if any. */
  bad: BadSpot | null;
  /** How many characters or fields could not be cells. */
  badCount: number;
}

export const isDigit = (char: string): boolean => char >= '1' && char <= '9';
export const isBlankChar = (char: string): boolean => char.length === 1 && BLANK_CHARS.includes(char);
export const isCellChar = (char: string): boolean => isDigit(char) || isBlankChar(char);
export const cellValue = (char: string): number => (isDigit(char) ? char.charCodeAt(0) - 48 : 0);

/** Whitespace as users paste it (spaces, tabs, no-break and ideographic spaces, a byte-order mark): JS trim's set. */
export const isSpace = (char: string): boolean =>
  char === ' ' || ((char < '!' || char > '~') && char.length > 0 && char.trim() === '');

const isBoxDrawing = (char: string): boolean => char >= '\u2500' && char <= '\u257f';
const isVerticalSeparator = (char: string): boolean => VERTICAL_SEPARATORS.includes(char);
const isHorizontalBoxChar = (char: string): boolean => '─━═╌╍┄┅┈┉'.includes(char);

/**
 * True for a line that only draws the grid: `+-------+-------+-------+`, `.-------.-------.-------.`,
 * `*-----------*`, `|---+---+---|`, `-------|-------|-------`, `╟───┼───╢`. A line of exactly 9 or 81 blank
 * characters (`---------`) is a row of blanks, not a rule.
 */
export function isRule(text: string): boolean {
  let nonSpace = 0;
  let horizontal = 0;
  let run = 0;
  let longestRun = 0;
  let onlyBlanks = true;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (isSpace(char)) {
      run = 0;
      continue;
    }
    nonSpace++;
    if (!RULE_CHARS.includes(char) && !isBoxDrawing(char)) return false;
    if (!isBlankChar(char)) onlyBlanks = false;
    if (char === '-' || char === '=' || isHorizontalBoxChar(char)) {
      horizontal++;
      run++;
      if (run > longestRun) longestRun = run;
    } else {
      run = 0;
    }
  }
  if (horizontal === 0 || longestRun < 2) return false;
  return !(onlyBlanks && (nonSpace === 9 || nonSpace === 81));
}

function countChar(text: string, char: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (text[i] === char) count++;
  return count;
}

/** A tab between two non-space characters, or a full row's worth of tabs: the line is a table row. */
function isTabRow(text: string): boolean {
  const tabs = countChar(text, '\t');
  if (tabs >= 8) return true;
  if (tabs === 0) return false;
  return text.trim().includes('\t');
}

function countSeparators(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (isVerticalSeparator(text[i])) count++;
  return count;
}

interface Field {
  text: string;
  /** 1-based column of the field's first character. */
  column: number;
}

function splitFields(text: string, isDelimiter: (char: string) => boolean): Field[] {
  const fields: Field[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || isDelimiter(text[i])) {
      fields.push({ text: text.slice(start, i), column: start + 1 });
      start = i + 1;
    }
  }
  return fields;
}

/** How a shape treats field contents beyond "empty or one cell character". */
interface FieldRules {
  /** Characters skipped inside a field (brackets and quotes around CSV-like or code-like values). */
  ignorable: (char: string) => boolean;
  /** Code literals: `None`, `null`, `nil` and `undefined` mean a blank, and `"53..7...."` is that many cells. */
  codeLiterals: boolean;
}

const NULL_WORDS = new Set(['none', 'null', 'nil', 'undefined']);

/**
 * Reads delimited fields: an empty field is a blank, a field holding one cell character is that cell; anything else
 * cannot be a cell (except the code literals `rules` allows).
 */
function readFields(fields: Field[], shape: LineShape, rules: FieldRules): LineCells {
  const cells: Cell[] = [];
  let bad: BadSpot | null = null;
  let badCount = 0;
  for (const field of fields) {
    let content = '';
    const columns: number[] = [];
    for (let i = 0; i < field.text.length; i++) {
      const char = field.text[i];
      if (isSpace(char) || rules.ignorable(char)) continue;
      content += char;
      columns.push(field.column + i);
    }
    if (content === '' || (rules.codeLiterals && NULL_WORDS.has(content.toLowerCase()))) {
      cells.push({ value: 0, column: columns[0] ?? field.column });
    } else if ((content.length === 1 || rules.codeLiterals) && [...content].every(isCellChar)) {
      for (let i = 0; i < content.length; i++) cells.push({ value: cellValue(content[i]), column: columns[i] });
    } else {
      badCount++;
      bad ??= { column: columns[0], text: content.length > 12 ? `${content.slice(0, 12)}…` : content };
    }
  }
  return { cells, shape, bad, badCount };
}

const isBracketOrQuote = (char: string): boolean => '[](){}"\'`'.includes(char);
const PLAIN_FIELDS: FieldRules = { ignorable: () => false, codeLiterals: false };
const CODE_FIELDS: FieldRules = { ignorable: isBracketOrQuote, codeLiterals: true };

function readTabs(text: string): LineCells {
  const fields = splitFields(text, (char) => char === '\t');
  const read = readFields(fields, 'tabs', PLAIN_FIELDS);
  // Some copies end every row with a tab after its last cell; a blank last cell is already counted by its own field.
  if (read.cells.length % 9 === 1 && fields[fields.length - 1].text.trim() === '') read.cells.pop();
  return read;
}

function readCommas(text: string): LineCells {
  const fields = splitFields(text, (char) => char === ',');
  const read = readFields(fields, 'commas', CODE_FIELDS);
  // A trailing comma (`5,3,0,…,9,` or `[5, 3, …],`) leaves one empty field too many; a blank last cell does not.
  const lastField = fields[fields.length - 1].text;
  if (read.cells.length % 9 === 1 && [...lastField].every((char) => isSpace(char) || isBracketOrQuote(char))) {
    read.cells.pop();
  }
  return read;
}

function readPipes(text: string): LineCells {
  const fields = splitFields(text, isVerticalSeparator);
  // Outer borders (`| 5 | 3 | … |`) leave an empty field before the first and after the last cell.
  if (fields.length > 9 && fields[0].text.trim() === '') fields.shift();
  if (fields.length > 9 && fields[fields.length - 1].text.trim() === '') fields.pop();
  return readFields(fields, 'pipes', PLAIN_FIELDS);
}

function readChars(text: string): LineCells {
  const cells: Cell[] = [];
  let bad: BadSpot | null = null;
  let badCount = 0;
  // QQWing's CSV style ends its 81 characters with a comma, as does a row string in a code literal (`'53..7....',`).
  let end = text.length;
  while (end > 0 && isSpace(text[end - 1])) end--;
  if (end > 0 && text[end - 1] === ',') end--;
  for (let i = 0; i < end; i++) {
    const char = text[i];
    if (isCellChar(char)) cells.push({ value: cellValue(char), column: i + 1 });
    else if (isSpace(char) || isVerticalSeparator(char) || isBracketOrQuote(char)) continue;
    else {
      badCount++;
      if (bad === null) {
        const code = text.codePointAt(i) ?? 0;
        bad = { column: i + 1, text: String.fromCodePoint(code) };
      }
    }
  }
  return { cells, shape: 'chars', bad, badCount };
}

// U+FFFD is a byte that was not UTF-8: as much a part of the run as a letter would be.
const isWordChar = (char: string | undefined): boolean => char !== undefined && /[\p{L}\p{N}\uFFFD]/u.test(char);

/**
 * The one unbroken run of exactly 81 cell characters in a line that also holds other text
 * (`Puzzle 12: 53..7....…`, `53..7....… rated 2.3`), or null when there is none or more than one.
 */
export function embeddedLine(text: string): Cell[] | null {
  let found: Cell[] | null = null;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && isCellChar(text[i])) continue;
    // A run glued to a letter (`…79x`) is more likely a typo than a puzzle with a label.
    if (i - start === 81 && !isWordChar(text[start - 1]) && !isWordChar(text[i])) {
      if (found) return null;
      found = Array.from({ length: 81 }, (_, k) => ({ value: cellValue(text[start + k]), column: start + k + 1 }));
    }
    start = i + 1;
  }
  return found;
}

/** Reads one box's worth of a space-blank row: `5 3 .` spaced (cells at 0, 2, 4) or `53 ` compact (0, 1, 2). */
function readBoxSegment(segment: string, column: number, compact: boolean, into: Cell[]): boolean {
  const positions = compact ? [0, 1, 2] : [0, 2, 4];
  for (let i = 0; i < segment.length; i++) {
    if (!positions.includes(i) && !isSpace(segment[i])) return false;
  }
  for (const at of positions) {
    const char = segment[at] ?? ' ';
    if (isSpace(char)) into.push({ value: 0, column: column + at });
    else if (isCellChar(char)) into.push({ value: cellValue(char), column: column + at });
    else return false;
  }
  return true;
}

/**
 * A boxed row that draws blanks as spaces (older Solo text copies, `| 5 3   |   7   |       |`, `|53 | 7 |   |`):
 * cells sit at fixed positions within each box. Tried only when the plain reading comes up short, because spaces are
 * otherwise just padding. Null when the row does not fit that layout.
 */
export function readSpaceBlankRow(text: string): Cell[] | null {
  const fields = splitFields(text.trimEnd(), isVerticalSeparator);
  const bordered = fields.length === 5 && fields[0].text.trim() === '';
  if (bordered) fields.shift();
  if (fields.length === 4 && fields[3].text.trim() === '') fields.pop();
  if (fields.length !== 3) return null;
  // The first two boxes are never trimmed, so they tell compact (`53 |`) from spaced (`5 3   |`) boxes.
  const compact = fields[0].text.length === 3 && fields[1].text.length === 3;
  const cells: Cell[] = [];
  for (let i = 0; i < 3; i++) {
    let { text: segment, column } = fields[i];
    // After a separator comes one space of padding before the first cell (`| 5 3 .`), unless the box is compact.
    if ((i > 0 || bordered) && !compact && segment.startsWith(' ')) {
      segment = segment.slice(1);
      column++;
    }
    if (!readBoxSegment(segment, column, compact, cells)) return null;
  }
  return cells;
}

/** Reads the cells of one line (rules excluded by the caller), choosing the shape from its delimiters. */
export function readLine(text: string): LineCells {
  if (isTabRow(text)) return readTabs(text);
  if (countChar(text, ',') >= 8) return readCommas(text);
  if (countSeparators(text) >= 8) return readPipes(text);
  return readChars(text);
}
