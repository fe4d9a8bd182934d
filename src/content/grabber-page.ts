/** The grabber's page script (PAGE_SCRIPTS.grabber): bundled into one file the service worker injects. */
import { grabGrid } from './grid-sources.ts';
import { registerPageEntry } from './page-entries.ts';

registerPageEntry('grabber', (request) => grabGrid(request));
