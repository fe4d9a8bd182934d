/**
 * `sudoku scan FILE`: the Sudoku in a screenshot or photo (PNG, JPEG or WebP; `-` for stdin) as one line of 81 characters,
 * digits and `.` for blanks, ready for `| sudoku solve`. Cells read with low confidence are named on stderr (when no
 * cell is sure, the warning says the whole reading is in doubt).
 */
import { cellName } from '../engine/grid.ts';
import type { Command } from './command.ts';
import { EXIT } from './exit-codes.ts';
import { complain } from './io.ts';
import { readPicture } from './read-picture.ts';

/** Names at most this many unsure cells; past that the picture is the problem, not a cell. */
const LISTED = 6;

export const scanCommand: Command = {
  name: 'scan',
  summary: 'read the Sudoku in a picture (PNG, JPEG or WebP; - for stdin) into one line',
  options: [],
  readsStdin: false,
  operand: 'FILE',
  notes: `scan reads a screenshot or photo of a Sudoku (PNG, JPEG or WebP; FILE -
reads it from stdin) and prints the grid as one line of 81 characters, digits
and '.' for blanks: sudoku scan grid.png | sudoku solve. It reads any common
font, light and dark themes, highlighted cells, a player's digits in another
colour (as digits), pencil marks and a reader's fill-ins in a photo (as
blanks, the fill-ins in doubt), also inside a larger
screenshot, blurred, as JPEG, turned a few degrees, or a photo on its side or
upside down (a JPEG's EXIF orientation is honoured). Cells it is unsure of are
named on stderr, or, when it is sure of none, the whole reading is said to be
in doubt (the line is still printed): check them against the picture.`,
  async run(_options, io, operand = '-') {
    const picture = await readPicture(io, operand);
    if (!picture.ok) return picture.code;
    // Loaded here, not with the CLI: the decoders and the digit model cost the other commands nothing.
    const [{ decodeImage }, { scan, SURE }] = await Promise.all([
      import('./decode-image.ts'),
      import('../engine/scan/index.ts'),
    ]);
    const decoded = decodeImage(picture.bytes, operand === '-' ? 'stdin' : operand);
    if (!decoded.ok) {
      complain(io, decoded.message);
      return EXIT.invalid;
    }
    const result = scan(decoded.image);
    if (!result.found) {
      complain(io, result.reason);
      return EXIT.invalid;
    }
    io.stdout.write(`${result.grid.map((d) => (d ? String(d) : '.')).join('')}\n`);
    const unsure = result.confidence.flatMap((c, cell) => (c < SURE ? [cell] : []));
    if (unsure.length > 0) complain(io, `warning: ${doubtWarning(unsure, result.confidence.length)}`);
    return EXIT.ok;
  },
};

/**
 * The warning for the cells read in doubt (`unsure`, of `cellCount`): their names, or, when no cell is sure, that the
 * reading as a whole is.
 */
export function doubtWarning(unsure: readonly number[], cellCount: number): string {
  // Six names "and 75 more" tell a player nothing to act on: the reader doubts the reading itself (a misread photo).
  if (unsure.length === cellCount)
    return `the whole reading is in doubt (all ${cellCount} cells): check it against the picture`;
  const named = unsure.slice(0, LISTED).map(cellName).join(', ');
  const more = unsure.length > LISTED ? ` and ${unsure.length - LISTED} more` : '';
  return `${unsure.length} cell${unsure.length > 1 ? 's' : ''} may be misread: ${named}${more}`;
}
