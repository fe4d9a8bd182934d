/**
 * Whether a text is a link to a puzzle site whose links the variant reader opens (f-puzzles, SudokuPad and its older
 * hosts). Apart from variant/links.ts, which reads them, so that a face asking only this (the popup, at start) does
 * not load the variant engine with it.
 */

/** The sites, at the start of a link (scheme and `www.` optional). */
export const PUZZLE_SITE =
  /^(?:https?:\/\/)?(?:www\.)?(f-puzzles\.com|sudokupad\.app|app\.crackingthecryptic\.com|sudokupad\.svencodes\.com)(?=[/?#]|$)/i;

/** Whether `text` is a link to f-puzzles or SudokuPad (read or not): then no other form is tried. */
export const isPuzzleLink = (text: string): boolean => PUZZLE_SITE.test(text.trim());
