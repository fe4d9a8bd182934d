/** The live region's wording rule. The sentences themselves are the catalogue's (i18n/en.ts and i18n/locales/). */

/**
 * The live region's next text. The same words twice in a row would not be re-read: a zero-width change makes the
 * live region speak again.
 */
export const nextAnnouncement = (previous: string, text: string): string =>
  previous === text ? `${text}\u200b` : text;
