/**
 * The browser's UI language, for the popup's board (which speaks it if it can, see the board's i18n/language.ts).
 * Set on the board, not the popup root: the popup's own controls are English, and `lang` must say what the text is.
 * Outside the extension (component tests, a page) there is no chrome.i18n: the document's language.
 */
export const uiLanguage = (): string =>
  globalThis.chrome?.i18n?.getUILanguage?.() || document.documentElement.lang || 'en';
