/** The live region's wording rule. The sentences themselves are the catalogue's (src/words/en/board.ts and the other languages' board.ts). */

/**
 * The live region's next text. The same words twice in a row would not be re-read: a zero-width change makes the
 * live region speak again.
 */
export const nextAnnouncement = (previous: string, text: string): string =>
  previous === text ? `${text}\u200b` : text;
