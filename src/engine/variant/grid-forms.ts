/**
 * The plain forms of a classic puzzle at any size (issue 30): one line of N² cells, or N lines of N, cells as
 * characters (`1`–`9`, `A`–`G` for 10–16, `.` or `0` blank) or as numbers separated by spaces (the CLI's grid
 * layout: `0` blank, `16` for 16). The size follows from the count: 16, 36, 81 or 256 cells.
 *
 * A 16×16 written in characters comes in two conventions. Ours is `1`–`9` then `A`–`G` (A = 10 … G = 16), with `.`
 * or `0` blank. The other common one is hexadecimal `0`–`F` for 1–16 with `.` blank. The text says which: it is
 * hexadecimal when it has a `0` and no `G` and either a `.` (so `0` is not the blank) or no blank at all (a full grid
 * in 0–F holds each of its 16 characters 16 times). Otherwise `1`–`9A`–`G`. A hexadecimal puzzle without a `0` (no 1
 * given) looks exactly like one of ours without a 16 and is read as ours: write the 16×16 in ours to be sure.
 */
import { cellRef, charDigit } from './cells-text.ts';
import { classicRules } from './rules.ts';
import type { VariantPuzzle } from './fpuzzles.ts';

export type GridFormRead =
  { ok: true; puzzle: VariantPuzzle; format: 'line' | 'grid' } | { ok: false; message: string };

const SIZE_OF_CELLS: Record<number, number> = { 16: 4, 36: 6, 81: 9, 256: 16 };

interface Cell {
  text: string;
  line: number;
  column: number;
  /** Written as a number among spaces (decimal, 0 blank) rather than as one character. */
  token: boolean;
}

/** Which 16×16 character convention `chars` (every cell character of the text) are in; see the file's note. */
export function sixteenConvention(chars: string): 'letters' | 'hex' {
  if (/[gG]/.test(chars) || !chars.includes('0')) return 'letters';
  if (chars.includes('.')) return 'hex';
  const full = [...'0123456789ABCDEF'].every((ch) => chars.toUpperCase().split(ch).length - 1 === 16);
  return full && chars.length === 256 ? 'hex' : 'letters';
}

/** The cells of one line: numbers among spaces when it has spaces, else one character a cell. */
function cellsOfLine(text: string, line: number): Cell[] {
  const trimmed = text.trim();
  if (/\s/.test(trimmed)) {
    const cells: Cell[] = [];
    for (const match of trimmed.matchAll(/\S+/g))
      cells.push({
        text: match[0],
        line,
        column: match.index + 1 + (text.length - text.trimStart().length),
        token: true,
      });
    return cells;
  }
  const indent = text.length - text.trimStart().length;
  return [...trimmed].map((ch, i) => ({ text: ch, line, column: indent + i + 1, token: false }));
}

/** Reads a grid or line of a classic puzzle; every failure says what and where. */
export function readGridForm(text: string): GridFormRead {
  const fail = (message: string): GridFormRead => ({ ok: false, message });
  const lines = text
    .split(/\r?\n/)
    .map((content, i) => ({ content, line: i + 1 }))
    .filter(({ content }) => content.trim() !== '' && !content.trim().startsWith('#'));
  if (lines.length === 0) return fail('the input is empty');
  let cells: Cell[];
  let size: number;
  let format: 'line' | 'grid';
  if (lines.length === 1) {
    format = 'line';
    cells = cellsOfLine(lines[0].content, lines[0].line);
    const known = SIZE_OF_CELLS[cells.length];
    if (!known)
      return fail(
        `line ${lines[0].line} holds ${cells.length} cells: a puzzle on one line has 16, 36, 81 or 256 (4×4, 6×6, 9×9, 16×16)`,
      );
    size = known;
  } else {
    format = 'grid';
    size = lines.length;
    if (![4, 6, 9, 16].includes(size))
      return fail(`${size} lines of cells: a grid has 4, 6, 9 or 16 lines (or is one line of N×N cells)`);
    cells = [];
    for (const { content, line } of lines) {
      const row = cellsOfLine(content, line);
      if (row.length !== size)
        return fail(`line ${line} holds ${row.length} cells, not ${size} (a ${size}×${size} grid)`);
      cells.push(...row);
    }
  }
  const hex =
    size === 16 &&
    sixteenConvention(
      cells
        .filter((c) => !c.token)
        .map((c) => c.text)
        .join(''),
    ) === 'hex';
  const givens: number[] = [];
  for (const [index, cell] of cells.entries()) {
    let digit: number | null;
    if (cell.token && /^\d+$/.test(cell.text)) digit = Number(cell.text);
    else if (cell.text.length !== 1) digit = null;
    else if (hex) digit = cell.text === '.' ? 0 : /^[0-9a-f]$/i.test(cell.text) ? parseInt(cell.text, 16) + 1 : null;
    else digit = charDigit(cell.text);
    const where = `line ${cell.line}, column ${cell.column}`;
    if (digit === null) {
      const digits = size <= 9 ? `1–${size}` : hex ? '0–F for 1–16' : '1–9 and A–G for 10–16';
      return fail(`${where}: '${cell.text}' is not a cell (${digits}; . or 0 for a blank)`);
    }
    if (digit > size)
      return fail(
        `${where}: ${cellRef(index, size)} holds ${digit}, but a ${size}×${size} grid has the digits 1–${size}`,
      );
    givens.push(digit);
  }
  return { ok: true, puzzle: { rules: classicRules(size), givens }, format };
}
