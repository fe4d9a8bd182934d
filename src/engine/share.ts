/**
 * Share links: a URL that carries a puzzle and, on request, a game's progress (the board's digits and the player's
 * notes), for a friend to open. The format is ours:
 *
 *   <base>#sudoku=<81 chars>[&progress=<81 chars>][&notes=<122 chars>]
 *
 * `sudoku` holds the givens and `progress` the board now (givens and the player's digits), as 81 characters with
 * `.` for a blank; `notes` the pencil marks, 81 cells of 9 bits (bit d-1 = digit d) in base64url (RFC 4648 §5,
 * no padding). They ride in the fragment, which browsers never send to a server: the page at `base` reads it, and
 * `parse` reads the puzzle back from such a link (the progress and notes with `readShareUrl`). A grid of another
 * geometry (4×4, 6×6) writes its N×N cells the same way, and N bits of notes a cell.
 */
import { CLASSIC, type Geometry } from './geometry.ts';
import { isGridOf, isLineOf } from './grid-shape.ts';
import { lineToGrid, type Grid } from './grid.ts';
import { MAX_PARSE_LENGTH } from './parse/index.ts';
import { decodeEscapes } from './percent-escapes.ts';
import { BASE64URL, SHARE_PARAM, shareLink } from './share-link.ts';

export { SHARE_PARAM };

export interface ShareOptions {
  /** The page that opens the link (any URL; its own fragment is dropped), e.g. `https://example.org/play`. */
  base: string;
  /** The board now (givens and the player's digits, 0 blank): it must keep every given. */
  progress?: Grid;
  /** The player's notes per cell (bit d-1 = digit d), sent with `progress`; left out when there are none. */
  notes?: readonly number[];
  /** The grid's shape (default classic 9×9): the puzzle, progress and notes have its cell count. */
  geometry?: Geometry;
}

/** The notes of a `geometry` grid from their base64url text: `size` bits a cell. */
function decodeNotes(text: string, { size, cellCount }: Geometry): number[] | null {
  if (text.length !== Math.ceil((cellCount * size) / 6)) return null;
  const notes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of text) {
    const value = BASE64URL.indexOf(ch);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    // A 6-bit character can finish two 4-bit notes; at 9 bits a note, never more than one.
    while (bits >= size && notes.length < cellCount) {
      bits -= size;
      notes.push((buffer >> bits) & ((1 << size) - 1));
    }
    buffer &= (1 << bits) - 1;
  }
  return notes;
}

/**
 * The share link of `puzzle` (givens, 0 blank) under `options.base`, with the progress and notes when given. Pure:
 * no DOM. A puzzle that is not a grid (of `options.geometry`, default 9×9), a progress that is not one or changes a
 * given, or notes that are not one bit mask a cell throw a TypeError saying which.
 */
export function shareUrl(puzzle: Grid, options: ShareOptions): string {
  const geometry = options?.geometry ?? CLASSIC;
  const { cellCount, size } = geometry;
  const grid = `a grid of ${cellCount} digits from 0 to ${size}`;
  if (!isGridOf(puzzle, geometry)) throw new TypeError(`shareUrl: the puzzle is not ${grid}`);
  const { progress, notes } = options;
  if (progress !== undefined) {
    if (!isGridOf(progress, geometry)) throw new TypeError(`shareUrl: the progress is not ${grid}`);
    const changed = puzzle.findIndex((given, cell) => given !== 0 && progress[cell] !== given);
    if (changed >= 0) throw new TypeError(`shareUrl: the progress changes the given in cell ${changed + 1}`);
  }
  if (
    notes !== undefined &&
    (!Array.isArray(notes) || notes.length !== cellCount || !notes.every((n) => Number.isInteger(n) && n >= 0))
  ) {
    throw new TypeError(`shareUrl: the notes are not ${cellCount} bit masks`);
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

/** The grid in a line of the geometry's cell count (digits up to its size, `.` or 0 blank), or null. */
function lineOf(text: string, geometry: Geometry): Grid | null {
  return isLineOf(text, geometry, '.0') ? lineToGrid(text, geometry.cellCount) : null;
}

/**
 * The parameters of the share link in `text`: the `sudoku=` one and those after it up to the link's end (white
 * space or another `#`), so a `progress=` in the page's own query, or in another link of the same message, is
 * never taken for the shared game's. Percent-escapes are decoded once, as `parse` does.
 */
export function shareParams(text: string): Map<string, string> | null {
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
 * The game in a share link (or a text holding one) of a `geometry` grid (default 9×9): null when `text` has no
 * readable `sudoku=` puzzle of that size. A progress or notes part that can't be read, or a progress that changes a
 * given, is dropped (the puzzle still opens). Only the puzzle, the progress and the notes are read; any other
 * parameter is ignored. A text over MAX_PARSE_LENGTH (1 MB, as `parse`) gives null.
 */
export function readShareUrl(text: string, geometry: Geometry = CLASSIC): SharedGame | null {
  // What parse would refuse as too large is no link either: a 100 MB text is not decoded and split.
  if (typeof text !== 'string' || text.length > MAX_PARSE_LENGTH) return null;
  const params = shareParams(text);
  const puzzle = lineOf(params?.get(SHARE_PARAM) ?? '', geometry);
  if (!params || !puzzle) return null;
  let progress = lineOf(params.get('progress') ?? '', geometry);
  if (progress && puzzle.some((given, cell) => given !== 0 && progress![cell] !== given)) progress = null;
  const notesText = params.get('notes');
  const notes = notesText === undefined ? null : decodeNotes(notesText, geometry);
  return { puzzle, progress, notes };
}
