/**
 * The browser's UI language, which the popup speaks when it can (i18n/popup-language.ts), and its board with it.
 * Outside the extension (component tests, a page) there is no chrome.i18n: the document's language.
 */
export const uiLanguage = (): string =>
  globalThis.chrome?.i18n?.getUILanguage?.() || document.documentElement.lang || 'en';
