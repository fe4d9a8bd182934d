import { defineManifest } from '@crxjs/vite-plugin';
import pkg from './package.json' with { type: 'json' };
import { APP_URL } from './src/app-address.ts';

/** Drawn by scripts/draw-icons.mjs into public/icons, which Vite copies to the extension root. */
const ICONS = {
  16: 'icons/icon-16.png',
  32: 'icons/icon-32.png',
  48: 'icons/icon-48.png',
  128: 'icons/icon-128.png',
};

/**
 * MV3 manifest. Permissions stay minimal on purpose: no host permissions and no content scripts, so the
 * extension can read a page only when the user invokes it there (activeTab, from the "Solve Sudoku" menu item).
 * - contextMenus: the "Solve Sudoku" item on selections, images and the page;
 * - activeTab + scripting: read the grid (selected, the image clicked, or found on the page) and show the overlay in
 *   that one tab, after the user's click; activeTab also lets the service worker capture that tab once, to read a
 *   picture from another site the page may show but not read;
 * - storage: the popup's saved game, and the puzzle "Play in popup" hands over.
 * No `content_security_policy` key: the default MV3 CSP (no remote or inline code) applies.
 */
export default defineManifest({
  manifest_version: 3,
  // In the browser's language from public/_locales (en, de, fr, es), English otherwise.
  name: '__MSG_extName__',
  description: '__MSG_extDescription__',
  default_locale: 'en',
  version: pkg.version,
  // The oldest Chrome with everything the popup's board draws with: color-mix() (111); container queries and :has()
  // (105), dvh (108) and inert (102) came before. light-dark() (123) has a fallback.
  minimum_chrome_version: '111',
  // The store listing's and the extensions page's link: the play app, where the extension's share links open too.
  homepage_url: APP_URL,
  icons: ICONS,
  action: {
    default_title: 'Sudoku',
    default_popup: 'src/popup/index.html',
    default_icon: ICONS,
  },
  background: {
    service_worker: 'src/background/service-worker.ts',
    type: 'module',
  },
  permissions: ['contextMenus', 'activeTab', 'scripting', 'storage'],
});
