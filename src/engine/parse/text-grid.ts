/**
 * Finding the one grid in free text: 81-character lines, 9 rows of 9 (plain, spaced, boxed with rules, tab- or
 * comma-separated), with titles, blank lines and headers around it. Each line is classified first (rule, clean row,
 * row with a typo, noise); a grid is then a single 81-cell line or a run of 9 nine-cell rows, and anything
 * ambiguous (two puzzles, a cell too many) is an error that says where, never a silent pick.
 */
import { embeddedLine, isRule, readLine, readSpaceBlankRow, type Cell, type LineCells } from './line-cells.ts';
import { puzzleSection, splitLines, type SourceLine } from './lines.ts';
import { badCharError, failure, type ParseError, type Reading } from './types.ts';

type LineKind = 'empty' | 'rule' | 'row' | 'dirty' | 'noise';

interface ClassifiedLine {
  source: SourceLine;
  kind: LineKind;
  read: LineCells | null;
  /** For a line with other text on it: the 81-character puzzle inside it, if there is exactly one. */
  embedded: Cell[] | null;
}

/** A row with a typo in it (mostly cells, a few bad characters) rather than a title or a sentence. */
const looksLikeRow = (read: LineCells): boolean => read.cells.length >= 5 && read.cells.length >= 2 * read.badCount;

function classify(source: SourceLine): ClassifiedLine {
  const { text } = source;
  if (text.trim() === '') return { source, kind: 'empty', read: null, embedded: null };
  if (isRule(text)) return { source, kind: 'rule', read: null, embedded: null };
  const read = readLine(text);
  const count = read.cells.length;
  // An 81-character puzzle followed or preceded by other data on its line (`53..7....… 1.2`, `Puzzle 12: 53..7…`).
  const clean = read.badCount === 0;
  const embedded = clean && (count === 9 || count === 81) ? null : embeddedLine(text);
  if (clean) return { source, kind: count > 0 ? 'row' : 'empty', read, embedded };
  return { source, kind: looksLikeRow(read) ? 'dirty' : 'noise', read, embedded };
}

/**
 * A pasted table's innerText loses the first row's leading tabs and the last row's trailing tabs when the whole text
 * is trimmed; with the other rows intact, the missing fields can only be blanks at those ends.
 */
function restoreTrimmedTableEnds(lines: ClassifiedLine[]): void {
  const tableRows = lines.filter((line) => line.kind === 'row' && line.read?.shape === 'tabs');
  if (tableRows.length !== 9) return;
  const first = tableRows[0].read;
  const last = tableRows[8].read;
  if (tableRows.slice(1, 8).some((line) => line.read?.cells.length !== 9)) return;
  if (first && first.cells.length < 9 && !/^\s/.test(tableRows[0].source.text)) {
    first.cells.unshift(...Array.from({ length: 9 - first.cells.length }, () => ({ value: 0, column: 1 })));
  }
  if (last && last.cells.length < 9 && !/\s$/.test(tableRows[8].source.text)) {
    const column = tableRows[8].source.text.length + 1;
    last.cells.push(...Array.from({ length: 9 - last.cells.length }, () => ({ value: 0, column })));
  }
}

/**
 * Re-reads short boxed rows as rows whose blanks are spaces (older Solo copies, `| 5 3   |   7   |       |`).
 * Null when no line reads differently that way.
 */
function withSpaceBlankRows(lines: ClassifiedLine[]): ClassifiedLine[] | null {
  // A grid that writes its blanks (`.`, `0`, …) does not also leave them as spaces: a short row there is a cell
  // missing, which must be reported, not filled in.
  if (lines.some((line) => line.kind === 'row' && line.read?.cells.some((cell) => cell.value === 0))) return null;
  let changed = false;
  const result = lines.map((line) => {
    if (!line.read || line.read.shape !== 'chars' || line.read.badCount > 0 || line.read.cells.length >= 9) return line;
    const cells = readSpaceBlankRow(line.source.text);
    if (!cells) return line;
    changed = true;
    return { ...line, kind: 'row' as const, read: { ...line.read, cells } };
  });
  return changed ? result : null;
}

interface Candidate {
  cells: number[];
  lines: ClassifiedLine[];
}

const cellsOf = (lines: ClassifiedLine[]): number[] =>
  lines.flatMap((line) => line.read?.cells.map((c) => c.value) ?? []);

/**
 * Every complete puzzle in the text: each 81-cell line, and each 9 consecutive nine-cell rows. Copies of one puzzle
 * are merged into the first unless `mergeRepeats` is false.
 */
function findCandidates(lines: ClassifiedLine[], mergeRepeats: boolean): Candidate[] {
  const candidates: Candidate[] = [];
  let run: ClassifiedLine[] = [];
  const closeRun = () => {
    if (run.length >= 9 && run.length % 9 === 0) {
      for (let i = 0; i < run.length; i += 9)
        candidates.push({ cells: cellsOf(run.slice(i, i + 9)), lines: run.slice(i, i + 9) });
    }
    run = [];
  };
  for (const line of lines) {
    if (line.kind === 'empty' || line.kind === 'rule') continue;
    const count = line.kind === 'row' ? (line.read?.cells.length ?? 0) : -1;
    if (count === 9) {
      run.push(line);
      continue;
    }
    closeRun();
    if (count === 81) candidates.push({ cells: cellsOf([line]), lines: [line] });
    else if (line.embedded) candidates.push({ cells: line.embedded.map((cell) => cell.value), lines: [line] });
  }
  closeRun();
  if (!mergeRepeats) return candidates;
  const seen = new Set<string>();
  return candidates.filter((candidate) => {
    const key = candidate.cells.join('');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function listLines(numbers: number[]): string {
  const shown = numbers.slice(0, 3).join(', ');
  return numbers.length > 3 ? `${shown}, …` : numbers.length === 2 ? numbers.join(' and ') : shown;
}

function severalPuzzles(candidates: Candidate[]): ParseError {
  const starts = candidates.map((candidate) => candidate.lines[0].source.number);
  return {
    code: 'cell-count',
    message: `found ${candidates.length} puzzles (starting on lines ${listLines(starts)}), expected one`,
  };
}

/** The most useful error when no grid was found: a typo in a row, else a count of cells that says which row is off. */
function explainMissingGrid(lines: ClassifiedLine[]): ParseError {
  const dirty = lines.filter((line) => line.kind === 'dirty');
  // A row whose bad characters would make it whole (9 or 81) is the row the user meant; point there first.
  const typo =
    dirty.find((line) => [9, 81].includes((line.read?.cells.length ?? 0) + (line.read?.badCount ?? 0))) ?? dirty[0];
  if (typo?.read?.bad) return badCharError(typo.source.number, typo.read.bad.column, typo.read.bad.text);

  const rows = lines.filter((line) => line.kind === 'row');
  if (rows.length === 0) {
    const noise = lines.find((line) => line.kind === 'noise');
    if (noise?.read?.bad) return badCharError(noise.source.number, noise.read.bad.column, noise.read.bad.text);
    return { code: 'cell-count', message: 'found 0 cells, expected 81' };
  }
  const total = rows.reduce((sum, line) => sum + (line.read?.cells.length ?? 0), 0);
  const odd = rows.filter((line) => line.read?.cells.length !== 9);
  // 81 cells that are not 9 rows of 9 (a row short, a stray line): the count alone would read as no error at all.
  let message = total === 81 ? 'found 81 cells, but not as 9 rows of 9' : `found ${total} cells, expected 81`;
  if (odd.length > 0 && odd.length <= 3 && odd.length < rows.length) {
    const counts = odd.map((line) => `line ${line.source.number} has ${line.read?.cells.length}`);
    message += ` (${counts.join(', ')}, the other rows 9)`;
  } else if (rows.length > 1 && rows.length !== 9 && odd.length === 0) {
    message += ` (${rows.length} rows of 9)`;
  }
  return { code: 'cell-count', message };
}

/** A short id for the layout the grid was read from, judged by its rules and row shapes. */
function describeLayout(used: ClassifiedLine[], all: ClassifiedLine[], sdk: boolean): string {
  if (used.length === 1) {
    const shape = used[0].read?.cells.length === 81 ? used[0].read.shape : 'chars';
    return shape === 'commas' ? 'csv-line' : shape === 'tabs' ? 'tsv-line' : 'line';
  }
  if (sdk) return 'sdk';
  const shape = used[0].read?.shape;
  if (shape === 'tabs') return 'tsv';
  if (shape === 'commas') return 'csv';
  if (shape === 'pipes') return 'table';
  const firstUsed = all.indexOf(used[0]);
  const lastUsed = all.indexOf(used[used.length - 1]);
  const nearbyRule = all.find((line, index) => line.kind === 'rule' && index >= firstUsed - 2 && index <= lastUsed + 2)
    ?.source.text;
  if (nearbyRule !== undefined) {
    const rule = nearbyRule.trim();
    if (/[\u2500-\u257f]/.test(rule)) return 'box-drawing';
    if (rule.startsWith('*') || rule.startsWith('|')) return 'ss';
    if (rule.startsWith('.') || rule.startsWith(':') || rule.startsWith("'")) return 'hodoku';
    if (rule.startsWith('+')) return 'boxed';
    if (rule.includes('+')) return 'solo';
    if (rule.includes('|')) return 'qqwing';
    return 'boxed';
  }
  const texts = used.map((line) => line.source.text.trim());
  if (texts.every((text) => /^[0-9]( [0-9]){8}$/.test(text))) return 'seed';
  if (texts.some((text) => /[|│║┃¦]/.test(text))) return 'boxed';
  const compact = (line: ClassifiedLine) => {
    const cells = line.read?.cells ?? [];
    return cells.length === 9 && cells[8].column - cells[0].column === 8;
  };
  return used.every(compact) ? 'rows' : 'spaced';
}

/**
 * Reads the one puzzle in `text` (already known not to be JSON or a URL). With `mergeRepeats` false, the same puzzle
 * twice is two puzzles, an error like any two.
 */
export function readTextGrid(text: string, mergeRepeats = true): Reading {
  const all = splitLines(text);
  const { lines: sectionLines, section } = puzzleSection(all);
  const lines = sectionLines.map(classify);
  restoreTrimmedTableEnds(lines);
  const sdk = section || all.some((line) => line.sdkHeader);

  const candidates = findCandidates(lines, mergeRepeats);
  if (candidates.length > 1) return failure(severalPuzzles(candidates));
  if (candidates.length === 1) {
    const [only] = candidates;
    return { ok: true, cells: only.cells, format: describeLayout(only.lines, lines, sdk) };
  }
  const spaceBlank = withSpaceBlankRows(lines);
  const respaced = spaceBlank ? findCandidates(spaceBlank, mergeRepeats) : [];
  if (spaceBlank && respaced.length === 1) {
    return { ok: true, cells: respaced[0].cells, format: describeLayout(respaced[0].lines, spaceBlank, sdk) };
  }
  // No regular shape, but exactly 81 clean cells in all (a grid wrapped at odd widths): take them in reading order.
  // Not when some lines are rows of 9: then the others are a row with a cell missing and a stray line, and reading
  // on would shift every cell after the gap into a different puzzle.
  const rows = lines.filter((line) => line.kind === 'row');
  const cells = cellsOf(rows);
  const rowsOfNine = rows.some((line) => line.read?.cells.length === 9);
  if (cells.length === 81 && !rowsOfNine) return { ok: true, cells, format: sdk ? 'sdk' : 'wrapped' };
  return failure(explainMissingGrid(lines));
}
