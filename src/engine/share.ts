/**
 * Share links: a URL that carries a puzzle and, on request, a game's progress (the board's digits and the player's
 * notes), for a friend to open. The format is ours:
 *
 *   <base>#sudoku=<81 chars>[&progress=<81 chars>][&notes=<122 chars>]
 *
 * `sudoku` holds the givens and `progress` the board now (givens and the player's digits), as 81 characters with
 * `.` for a blank; `notes` the pencil marks, 81 cells of 9 bits (bit d-1 = digit d) in base64url (RFC 4648 §5,
 * no padding). They ride in the fragment, which browsers never send to a server: the page at `base` reads it, and
 * `parse` reads the puzzle back from such a link (the progress and notes with `readShareUrl`).
 */
import { ALL_DIGITS, CELLS, isGrid, lineToGrid, type Grid } from './grid.ts';
import { MAX_PARSE_LENGTH } from './parse/index.ts';
import { decodeEscapes } from './percent-escapes.ts';
import { BASE64URL, NOTES_LENGTH, NOTE_BITS, SHARE_PARAM, shareLink } from './share-link.ts';

export { SHARE_PARAM };

export interface ShareOptions {
  /** The page that opens the link (any URL; its own fragment is dropped), e.g. `https://example.org/play`. */
  base: string;
  /** The board now (givens and the player's digits, 0 blank): it must keep every given. */
  progress?: Grid;
  /** The player's notes per cell (bit d-1 = digit d), sent with `progress`; left out when there are none. */
  notes?: readonly number[];
}

function decodeNotes(text: string): number[] | null {
  if (text.length !== NOTES_LENGTH) return null;
  const notes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of text) {
    const value = BASE64URL.indexOf(ch);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= NOTE_BITS && notes.length < CELLS) {
      bits -= NOTE_BITS;
      notes.push((buffer >> bits) & ALL_DIGITS);
    }
    buffer &= (1 << bits) - 1;
  }
  return notes;
}

/**
 * The share link of `puzzle` (givens, 0 blank) under `options.base`, with the progress and notes when given. Pure:
 * no DOM. A puzzle that is not a grid, a progress that is not one or changes a given, or notes that are not 81
 * numbers throw a TypeError saying which.
 */
export function shareUrl(puzzle: Grid, options: ShareOptions): string {
  if (!isGrid(puzzle)) throw new TypeError('shareUrl: the puzzle is not a grid of 81 digits from 0 to 9');
  const { progress, notes } = options;
  if (progress !== undefined) {
    if (!isGrid(progress)) throw new TypeError('shareUrl: the progress is not a grid of 81 digits from 0 to 9');
    const changed = puzzle.findIndex((given, cell) => given !== 0 && progress[cell] !== given);
    if (changed >= 0) throw new TypeError(`shareUrl: the progress changes the given in cell ${changed + 1}`);
  }
  if (
    notes !== undefined &&
    (!Array.isArray(notes) || notes.length !== CELLS || !notes.every((n) => Number.isInteger(n) && n >= 0))
  ) {
    throw new TypeError('shareUrl: the notes are not 81 bit masks');
  }
  return shareLink(String(options?.base ?? ''), puzzle, progress, notes);
}

export interface SharedGame {
  puzzle: Grid;
  /** The board as shared, or null when the link carries none (or an unreadable one). */
  progress: Grid | null;
  /** The notes as shared, or null. */
  notes: number[] | null;
}

const lineOf = (text: string): Grid | null => (/^[1-9.0]{81}$/.test(text) ? lineToGrid(text) : null);

/**
 * The parameters of the share link in `text`: the `sudoku=` one and those after it up to the link's end (white
 * space or another `#`), so a `progress=` in the page's own query, or in another link of the same message, is
 * never taken for the shared game's. Percent-escapes are decoded once, as `parse` does.
 */
function shareParams(text: string): Map<string, string> | null {
  const link = decodeEscapes(text)?.text ?? text;
  const start = new RegExp(`[#?&]${SHARE_PARAM}=`).exec(link);
  if (!start) return null;
  const end = /[\s#]/.exec(link.slice(start.index + 1));
  const fragment = link.slice(start.index + 1, end ? start.index + 1 + end.index : undefined);
  const params = new Map<string, string>();
  for (const part of fragment.split('&')) {
    const eq = part.indexOf('=');
    // The first of a name counts, as in parse: a second `sudoku=` can't replace the puzzle.
    if (eq > 0 && !params.has(part.slice(0, eq))) params.set(part.slice(0, eq), part.slice(eq + 1));
  }
  return params;
}

/**
 * The game in a share link (or a text holding one): null when `text` has no readable `sudoku=` puzzle. A progress
 * or notes part that can't be read, or a progress that changes a given, is dropped (the puzzle still opens). Only
 * the puzzle, the progress and the notes are read; any other parameter is ignored. A text over MAX_PARSE_LENGTH
 * (1 MB, as `parse`) gives null.
 */
export function readShareUrl(text: string): SharedGame | null {
  // What parse would refuse as too large is no link either: a 100 MB text is not decoded and split.
  if (typeof text !== 'string' || text.length > MAX_PARSE_LENGTH) return null;
  const params = shareParams(text);
  const puzzle = lineOf(params?.get(SHARE_PARAM) ?? '');
  if (!params || !puzzle) return null;
  let progress = lineOf(params.get('progress') ?? '');
  if (progress && puzzle.some((given, cell) => given !== 0 && progress![cell] !== given)) progress = null;
  const notesText = params.get('notes');
  const notes = notesText === undefined ? null : decodeNotes(notesText);
  return { puzzle, progress, notes };
}
