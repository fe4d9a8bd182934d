/**
 * One entry point for a variant puzzle in any form read here (issue 30): f-puzzles JSON, f-puzzles and SudokuPad
 * links, our text form (`variant: …`, text-form.ts), and the plain grid and line forms of a classic 4×4, 6×6, 9×9 or
 * 16×16 (grid-forms.ts). The form is told by its first characters, so a failure is that form's own specific message
 * (what, and where) rather than a guess among several.
 */
import { cellRef } from './cells-text.ts';
import { readFpuzzles, type VariantPuzzle, type VariantRefusal } from './fpuzzles.ts';
import { readGridForm } from './grid-forms.ts';
import { isPuzzleLink, readPuzzleLink, type LinkFormat, type LzBase64 } from './links.ts';
import { compileRules } from './model.ts';
import { isVariantText, readVariantText } from './text-form.ts';

export type VariantFormat = 'f-puzzles' | LinkFormat | 'share link' | 'variant text' | 'line' | 'grid';

export type VariantRead =
  | { ok: true; puzzle: VariantPuzzle; format: VariantFormat }
  | { ok: false; message: string; format?: VariantFormat; refusal?: VariantRefusal };

/** Whether `text` is in a form only the variant reader knows: JSON object, a puzzle site's link, `variant:`. */
export function looksLikeVariantInput(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.startsWith('{') || isPuzzleLink(trimmed) || isVariantText(trimmed);
}

/** A puzzle whose rules make no grid, or whose givens already break them: said plainly, with the cells. */
export function problemOf({ rules, givens }: VariantPuzzle): string | null {
  let peers: readonly (readonly number[])[];
  try {
    peers = compileRules(rules).peers;
  } catch (error) {
    // The model counts cells from 0 (`cell 9 is in two cages`); a reader names them as the forms do (r2c1).
    const message = error instanceof Error ? error.message : String(error);
    return message.replace(/\bcell (\d+)\b/g, (_, cell: string) => cellRef(Number(cell), rules.size));
  }
  for (let cell = 0; cell < givens.length; cell++) {
    if (!givens[cell]) continue;
    const clash = peers[cell].find((peer) => peer > cell && givens[peer] === givens[cell]);
    if (clash !== undefined)
      return `${cellRef(cell, rules.size)} and ${cellRef(clash, rules.size)} both hold ${givens[cell]}, which the rules forbid`;
  }
  return null;
}

/**
 * Reads a variant puzzle in any of the forms. `links` is LZ-String's codec (src/lz-base64.ts's LZ_BASE64): without
 * it a link is refused with a message saying so, as the engine imports no package of its own.
 */
export function readVariantPuzzle(text: string, links?: LzBase64): VariantRead {
  const trimmed = text.trim();
  let read: VariantRead;
  if (trimmed === '') return { ok: false, message: 'the input is empty' };
  if (isPuzzleLink(trimmed))
    read = links
      ? readPuzzleLink(trimmed, links)!
      : { ok: false, message: 'this is a puzzle link, and no LZ-String codec was given to read it with' };
  else if (trimmed.startsWith('{')) read = { ...readFpuzzles(trimmed), format: 'f-puzzles' };
  else if (isVariantText(trimmed)) read = { ...readVariantText(trimmed), format: 'variant text' };
  else read = readGridForm(text);
  if (!read.ok) return read;
  const problem = problemOf(read.puzzle);
  return problem ? { ok: false, message: problem, format: read.format } : read;
}
