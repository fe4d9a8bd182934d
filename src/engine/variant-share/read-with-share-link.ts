/**
 * readVariantPuzzle, and our own share link of a variant game as well (the board's Share: `#sudoku=variant:…`), for
 * the faces that take whatever a user pastes or pipes (the CLI, the popup). Apart from the variant part because the
 * share-link reader brings the classic grid and link code with it: the engine worker, which reads variants through
 * variant/index.ts, would then share those modules with the element's first download and split them into a chunk of
 * their own (measured: 25,876 B, over the first download's budget).
 */
import { isVariantShareLink, readVariantShareLink } from './read-variant-share-link.ts';
import { looksLikeVariantInput, readVariantPuzzle, type LzBase64, type VariantRead } from '../variant/index.ts';

/** Whether `text` is in a form only the variant reader knows, our variant share link included. */
export const looksLikeVariantOrShareLink = (text: string): boolean =>
  isVariantShareLink(text) || looksLikeVariantInput(text);

/** Reads a variant puzzle in any form readVariantPuzzle reads, or from our share link (its puzzle; the progress is the board's). */
export function readVariantOrShareLink(text: string, links?: LzBase64): VariantRead {
  if (!isVariantShareLink(text)) return readVariantPuzzle(text, links);
  const link = readVariantShareLink(text);
  return link.ok ? { ok: true, puzzle: link.puzzle, format: 'share link' } : { ...link, format: 'share link' };
}
