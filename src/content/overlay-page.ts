/** The overlay's page script (PAGE_SCRIPTS.overlay): bundled into one file the service worker injects. */
import { showOverlay } from './overlay.ts';
import { registerPageEntry } from './page-entries.ts';

registerPageEntry('overlay', showOverlay);
