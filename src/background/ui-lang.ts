/**
 * The language the service worker's messages speak: the browser's UI language when the catalogue (src/words) has
 * it, else English. Outside a browser (tests) there is no chrome.i18n: English.
 */
import { langOf } from '../words/lang.ts';
import type { Lang } from '../words/catalogue-types.ts';

export const uiLang = (): Lang => langOf(globalThis.chrome?.i18n?.getUILanguage?.());
