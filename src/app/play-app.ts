/**
 * The play app (app/index.html, built to dist/app; docs/app.md): the extension's popup as a whole page, the
 * `<sudoku-popup>` with New game, the daily, practise a technique, paste or scan a puzzle, statistics and share, kept
 * in localStorage. Its share links point at this page, and a `#sudoku=…` link opened here starts that game (the
 * board reads it). The service worker that keeps it working offline is vite-plugin-pwa's (vite.config.ts), registered
 * once the first game is on the board (offline-registration.ts).
 */
import '../popup/sudoku-popup.ts';
import { localStore } from './local-store.ts';
import { registerServiceWorkerWhenSettled } from './offline-registration.ts';

/** The languages the popup speaks: the browser's first one of them, else English. */
const SPOKEN = ['en', 'de', 'fr', 'es'];
const language = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find((l) => SPOKEN.includes(l));
// Before the popup is made: it takes the document's language as it starts (src/popup/ui-language.ts).
document.documentElement.lang = language ?? 'en';

const popup = document.createElement('sudoku-popup');
popup.store = localStore();
// A share link opens on this page, wherever it is hosted (the popup's default is the public app's address).
popup.shareBase = location.href.split('#')[0];
document.querySelector('main')!.replaceChildren(popup);
registerServiceWorkerWhenSettled(popup);
