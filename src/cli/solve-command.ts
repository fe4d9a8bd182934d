/**
 * `sudoku solve`: a puzzle on stdin, in any format the parser knows, to one solution on stdout. Several line puzzles
 * are a batch (batch.ts): one answer line per input line, in order.
 */
import { format, type Layout } from '../engine/format.ts';
import { CLASSIC, type Geometry } from '../engine/geometry.ts';
import { isBatch } from './batch.ts';
import { reportError } from './cli-error.ts';
import type { Command } from './command.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain, type Io } from './io.ts';
import { formatOption, sizeOption, uniqueOption } from './options.ts';
import { readInput } from './read-input.ts';
import { solveBatch } from './solve-batch.ts';
import { solveText } from './solve-text.ts';
import { looksLikeVariantOrShareLink } from '../engine/variant-share/index.ts';
import { solveVariantInput, variantInput } from './solve-variant.ts';
import { inputUnderVariant, readUnderVariantOption } from './variant-by-name.ts';

function solveSingle(text: string, layout: Layout, unique: boolean, geometry: Geometry, io: Io): ExitCode {
  const outcome = solveText(text, { unique, geometry });
  if (!outcome.ok) return reportError(io, outcome.error, false);
  io.stdout.write(`${format(outcome.solution, layout, geometry)}\n`);
  if (outcome.unique === false) complain(io, 'note: this puzzle has more than one solution; printed one of them');
  return EXIT.ok;
}

export const solveCommand: Command = {
  name: 'solve',
  summary: 'read a puzzle from stdin and print its solution',
  options: [formatOption, uniqueOption, sizeOption, readUnderVariantOption],
  readsStdin: true,
  notes: `solve reads one puzzle in any common text format: 9 lines of 9 digits, an
81-character line (. 0 - _ * for blanks), boxed grids (| + - rules), .sdk/.ss
files, SudokuWiki/SudokuExchange links, CSV/TSV rows, a JSON 9x9 array.
A puzzle with several solutions is accepted: one of them is printed.

Variants (docs/variants.md): one f-puzzles JSON object, an f-puzzles or
SudokuPad link (with an f-puzzles payload), the board's share link of a
variant game (#sudoku=variant:…), the variant text form (variant: killer+x
…), or a 16×16 grid or line (1-9A-G or 0-F). The answer is N lines of N
numbers; the exit codes are the same. --variant x (windoku, anti-knight,
anti-king, non-consecutive, or several joined by +) reads a grid or line
under those rules, as create --variant prints them by default.

Batch mode: when two or more lines of stdin each hold a whole puzzle on one
line (41 or more cells: an 81-character line, or one with cells missing or
extra, CSV, a labelled line), stdin is one puzzle a line: every non-blank line
(# comments ignored) is answered in order by one 81-character line, or by
"error: line N: <reason>" in its place, so no line is ever dropped; --format
is ignored. A grid in rows (9 lines of 9) is never a batch; the same grid
twice is refused like two different ones ("found 2 puzzles").
A batch prints the first solution it finds for each puzzle; with --unique it
also proves each has exactly one, and answers "error: line N: this puzzle has
more than one solution" for a puzzle that has several.`,
  async run(options, io) {
    const input = await readInput(io, 'solve');
    if (!input.ok) return reportError(io, input.error, false);
    const unique = options.get(uniqueOption) ?? false;
    const geometry = options.get(sizeOption) ?? CLASSIC;
    const layout = options.get(formatOption) ?? 'grid';
    const named = inputUnderVariant(options, input.text);
    if (named) return solveVariantInput(named, layout, unique, io);
    // Batch mode reads 81-character lines: 9×9 only.
    if (geometry === CLASSIC && isBatch(input.text) && !looksLikeVariantOrShareLink(input.text)) {
      return solveBatch(input.text, io, unique);
    }
    const variant = variantInput(input.text);
    if (variant) return solveVariantInput(variant, layout, unique, io);
    return solveSingle(input.text, options.get(formatOption) ?? 'grid', unique, geometry, io);
  },
};
