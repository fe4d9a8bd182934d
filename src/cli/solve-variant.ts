/**
 * `sudoku solve` for a variant puzzle (issue 30): f-puzzles JSON, an f-puzzles or SudokuPad link, our text form or share link, or
 * a 16×16, read by the engine's readVariantOrShareLink and solved by its variant solver. The answer is printed as the
 * classic one is, N lines of N numbers (0 never appears), with the same exit codes and the same note for a puzzle
 * with several solutions (an error with --unique).
 */
import type { Layout } from '../engine/format.ts';
import { gridLayout, lineLayout, solveVariant, type VariantRead } from '../engine/variant/index.ts';
import { looksLikeVariantOrShareLink, readVariantOrShareLink } from '../engine/variant-share/index.ts';
import { LZ_BASE64 } from '../lz-base64.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { complain, type Io } from './io.ts';

/** Reads stdin's text as a variant puzzle (the codec for links handed in). */
export const readVariantInput = (text: string): VariantRead => readVariantOrShareLink(text, LZ_BASE64);

/**
 * The variant puzzle a single (not batch) input holds, or null for a classic one: a variant's forms (f-puzzles JSON,
 * links, `variant:` text) told by their first characters, or a 16×16 grid or line, which the classic parser does not
 * play. solve, grade and hint ask it after a batch (81-character lines, 9×9 only) has been ruled out.
 */
export function variantInput(text: string): VariantRead | null {
  if (looksLikeVariantOrShareLink(text)) return readVariantInput(text);
  const sixteen = readVariantInput(text);
  return sixteen.ok && sixteen.puzzle.rules.size === 16 ? sixteen : null;
}

export function solveVariantInput(read: VariantRead, layout: Layout, unique: boolean, io: Io): ExitCode {
  if (!read.ok) {
    complain(io, read.message);
    return EXIT.invalid;
  }
  const { rules, givens } = read.puzzle;
  const result = solveVariant(rules, givens, 2);
  if (!result.solution) {
    complain(
      io,
      result.timedOut ? 'gave up after the search budget without finding a solution' : 'this puzzle has no solution',
    );
    return EXIT.unsolvable;
  }
  if (result.count > 1 && unique) {
    complain(io, 'this puzzle has more than one solution');
    return EXIT.invalid;
  }
  io.stdout.write(`${layout === 'line' ? lineLayout(result.solution) : gridLayout(result.solution, rules.size)}\n`);
  if (result.count > 1) complain(io, 'note: this puzzle has more than one solution; printed one of them');
  return EXIT.ok;
}
