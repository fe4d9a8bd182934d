/**
 * A pasted text, or a puzzle link handed over from the menu, made ready for the popup's board: the forms only the
 * variant reader knows (f-puzzles JSON, f-puzzles and SudokuPad links, our `variant:` text form) are read here and
 * handed to the board as f-puzzles JSON, which `load()` plays; every other text goes to the board as it is (the
 * board's parser and messages). A puzzle that can't be read is refused here, before the board is asked, so the game
 * in progress stays; why is said in the popup's words (links SudokuPad keeps to itself, rules the board does not
 * play), else in the reader's own.
 *
 * Loaded with the first paste (or hand-over): the variant reader and LZ-String stay out of the popup's first load.
 */
import { writeFpuzzles, type VariantRefusal } from '../engine/variant/index.ts';
import { looksLikeVariantOrShareLink, readVariantOrShareLink } from '../engine/variant-share/index.ts';
import { LZ_BASE64 } from '../lz-base64.ts';
import type { PopupWords } from '../words/en/popup.ts';

export type PastedReading = { ok: true; text: string } | { ok: false; message: string };

/** The popup's sentence for why the reader refused a puzzle: what the user can do next, else the reader's own words. */
export function whyUnplayable(read: { message: string; refusal?: VariantRefusal }, words: PopupWords): string {
  switch (read.refusal?.kind) {
    case 'sudokupad-own-format':
      return words.sudokuPadOwnFormat;
    case 'sudokupad-short-id':
      return words.sudokuPadShortId;
    case 'undecodable-link':
      return words.linkCutShort;
    case 'unsupported-constraints':
      return words.unsupportedRules(read.refusal.constraints.join(', '));
    default:
      return words.cannotReadPuzzle(read.message);
  }
}

/** `text` as the board should get it, or why it can't be played. */
export function readPasted(text: string, words: PopupWords): PastedReading {
  if (!looksLikeVariantOrShareLink(text)) return { ok: true, text };
  const read = readVariantOrShareLink(text, LZ_BASE64);
  if (!read.ok) return { ok: false, message: whyUnplayable(read, words) };
  return { ok: true, text: JSON.stringify(writeFpuzzles(read.puzzle)) };
}
