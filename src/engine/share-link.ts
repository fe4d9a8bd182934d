/**
 * Writing a share link (the format is in share.ts) from data known to be right: the board's own game. The public
 * `shareUrl` checks what a caller gives it and then writes with `shareLink`; the board calls `shareLink` directly,
 * which keeps the checks and their messages out of the element's bundle.
 */
import { gridToLine, type Grid } from './grid.ts';

export const SHARE_PARAM = 'sudoku';
export const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** The notes in base64url, `noteBits` a cell (one a digit: the grid's size, 9 classic). */
function encodeNotes(notes: readonly number[], noteBits: number): string {
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const mask of notes) {
    buffer = (buffer << noteBits) | (mask & ((1 << noteBits) - 1));
    bits += noteBits;
    while (bits >= 6) {
      bits -= 6;
      text += BASE64URL[(buffer >> bits) & 63];
    }
    buffer &= (1 << bits) - 1;
  }
  return bits > 0 ? text + BASE64URL[(buffer << (6 - bits)) & 63] : text;
}

/**
 * The link to `puzzle` under `base` (its own fragment dropped), with the board `progress` and the player's `notes`
 * when given (false: not asked for); the notes only when a blank cell has one. The grid is square: its side is its size (9 classic; 4 or 6
 * write N×N cells and N bits of notes a cell).
 */
export function shareLink(
  base: string,
  puzzle: Grid,
  progress?: Grid | false,
  notes?: readonly number[] | false,
): string {
  const size = puzzle.length ** 0.5;
  const line = (grid: Grid): string => gridToLine(grid, grid.length);
  let url = `${base.split('#')[0]}#${SHARE_PARAM}=${line(puzzle)}`;
  if (progress) url += `&progress=${line(progress)}`;
  if (notes && notes.some((mask, cell) => mask & ((1 << size) - 1) && !(progress || puzzle)[cell]))
    url += `&notes=${encodeNotes(notes, size)}`;
  return url;
}
