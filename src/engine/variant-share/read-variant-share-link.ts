/** Reads a variant game's share link (variant-share-link.ts writes it and describes its form). */
import { lineToGrid, type Grid } from '../grid.ts';
import { SHARE_PARAM } from '../share-link.ts';
import { shareParams } from '../share.ts';
import { readVariantText, type VariantPuzzle } from '../variant/index.ts';

/** What a variant link carries: the puzzle, and the board as shared (givens and the player's digits), if any. */
export type VariantLinkRead =
  { ok: true; puzzle: VariantPuzzle; progress: Grid | null } | { ok: false; message: string };

/** Whether `text` is (or holds) a variant share link: `sudoku=variant:` (its `:` escaped or not). */
export const isVariantShareLink = (text: string): boolean => /[#?&]sudoku=variant(?::|%3a)/i.test(text);

/** Reads a variant share link: its puzzle (the text form's own message when it can't be read) and its progress. */
export function readVariantShareLink(text: string): VariantLinkRead {
  const params = shareParams(text);
  const payload = params?.get(SHARE_PARAM);
  if (!params || !payload) return { ok: false, message: 'the link carries no puzzle' };
  const read = readVariantText(payload.replace(/\//g, '\n').replace(/_/g, ' '));
  if (!read.ok) return read;
  const { rules, givens } = read.puzzle;
  const board = lineToGrid(params.get('progress') ?? '', givens.length);
  // A progress that is no grid of this size, or that changes a given, is dropped: the puzzle still opens.
  const kept =
    board?.every((digit, cell) => digit <= rules.size && (givens[cell] === 0 || digit === givens[cell])) ?? false;
  return { ok: true, puzzle: read.puzzle, progress: kept ? board : null };
}
