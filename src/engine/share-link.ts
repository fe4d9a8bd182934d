/**
 * Writing a share link (the format is in share.ts) from data known to be right: the board's own game. The public
 * `shareUrl` checks what a caller gives it and then writes with `shareLink`; the board calls `shareLink` directly,
 * which keeps the checks and their messages out of the element's bundle.
 */
import { ALL_DIGITS, CELLS, gridToLine, type Grid } from './grid.ts';

export const SHARE_PARAM = 'sudoku';
export const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const NOTE_BITS = 9;
export const NOTES_LENGTH = Math.ceil((CELLS * NOTE_BITS) / 6);

function encodeNotes(notes: readonly number[]): string {
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const mask of notes) {
    buffer = (buffer << NOTE_BITS) | (mask & ALL_DIGITS);
    bits += NOTE_BITS;
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
 * when given; the notes only when a blank cell has one.
 */
export function shareLink(base: string, puzzle: Grid, progress?: Grid, notes?: readonly number[]): string {
  const hash = base.indexOf('#');
  let url = `${hash === -1 ? base : base.slice(0, hash)}#${SHARE_PARAM}=${gridToLine(puzzle)}`;
  if (progress) url += `&progress=${gridToLine(progress)}`;
  if (notes?.some((mask, cell) => mask & ALL_DIGITS && !(progress ?? puzzle)[cell]))
    url += `&notes=${encodeNotes(notes)}`;
  return url;
}
