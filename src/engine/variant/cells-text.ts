/**
 * Cells as characters, shared by the variant text forms: `1`–`9`, then `A`–`G` for 10–16 (the common 16×16
 * convention, letters after the nine digits), `.` for a blank (`0` read as one too). Grids in the CLI's layout
 * write numbers instead: `12`, `0` for a blank.
 */

/** A cell's character: '.' blank, 1–9, A–G for 10–16. */
export const cellChar = (digit: number): string =>
  digit === 0 ? '.' : digit <= 9 ? String(digit) : String.fromCharCode(55 + digit);

/** A character's digit (0 for a blank), or null when it is not a cell. Case does not matter. */
export function charDigit(ch: string): number | null {
  if (ch === '.' || ch === '0') return 0;
  if (ch >= '1' && ch <= '9') return Number(ch);
  const upper = ch.toUpperCase();
  return upper >= 'A' && upper <= 'G' ? upper.charCodeAt(0) - 55 : null;
}

/** The 1-based name of a cell, as the messages and the text form's cages say it. */
export const cellRef = (cell: number, size: number): string => `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;

/** "r3c12" → its cell, or null when it is not on the grid. */
export function readCellRef(text: string, size: number): number | null {
  const match = /^r(\d+)c(\d+)$/i.exec(text);
  if (!match) return null;
  const [r, c] = [Number(match[1]), Number(match[2])];
  return r >= 1 && c >= 1 && r <= size && c <= size ? (r - 1) * size + c - 1 : null;
}

/** N lines of N numbers separated by single spaces, 0 for a blank: the CLI's grid layout, at any size. */
export const gridLayout = (digits: readonly number[], size: number): string =>
  Array.from({ length: size }, (_, r) => digits.slice(r * size, (r + 1) * size).join(' ')).join('\n');

/** One line of N² characters, `.` for a blank (A–G past 9 on a 16×16). */
export const lineLayout = (digits: readonly number[]): string => digits.map(cellChar).join('');
