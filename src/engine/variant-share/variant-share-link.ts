/**
 * A variant game's share link (issue 30): the board's classic link (../share-link.ts: `<base>#sudoku=<givens>`,
 * `&progress=`, `&notes=`) with the puzzle written in our variant text form (text-form.ts) in place of the line of
 * givens, so the rules travel with it:
 *
 *     <base>#sudoku=variant:_killer/size:_9/grid:/…/cages:/12:_r1c1_r1c2/…[&progress=<N×N chars>][&notes=…]
 *
 * In the link a line break is `/` and a space `_` (the text form has neither), so it needs no escapes (chat apps and
 * mail leave it whole; a link whose characters were escaped on the way reads the same). Written with our text form
 * rather than an f-puzzles payload: that needs LZ-String, a package the board would download for every variant game.
 * The reader is read-variant-share-link.ts (apart: it needs the share-link parser, which the writer's chunk must not carry).
 */
import type { Grid } from '../grid.ts';
import { SHARE_PARAM, shareLink } from '../share-link.ts';
import { writeVariantText, type VariantPuzzle } from '../variant/index.ts';

/** The link to `puzzle` under `base`, with the board `progress` and the player's `notes` when given (as shareLink). */
export function writeVariantShareLink(
  base: string,
  puzzle: VariantPuzzle,
  progress?: Grid | false,
  notes?: readonly number[] | false,
): string {
  const classic = shareLink(base, puzzle.givens, progress, notes);
  const text = writeVariantText(puzzle).trimEnd().replace(/\n/g, '/').replace(/ /g, '_');
  // The classic link's first `#sudoku=` is its own (shareLink drops the base's fragment): the puzzle goes there.
  return classic.replace(/#sudoku=[^&]*/, () => `#${SHARE_PARAM}=${text}`);
}
